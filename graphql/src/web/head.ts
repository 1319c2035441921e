/**
 * The head of a served page (CONVENTIONS section 6): composed from the page's SEO meta record, or
 * the catalogue's defaults when it has none, and rendered with every value escaped for where it
 * goes, so a record holding `"><script>` or `</script>` stays text. The same tags travel to the
 * browser as JSON, so the app shows this head for the page it opened on, with no call back here.
 */
import type { PublicPage } from '../../../web/src/catalogue/catalogue.ts';
import { headTags, scriptJson, servedHeadElementId, type HeadTags } from '../../../web/src/catalogue/seo.ts';

/** The fields of an SEO meta record the head uses. */
export interface SeoRecord {
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  canonicalUrl?: string | null;
  structuredData?: Record<string, unknown> | null;
  ogTitle?: string | null;
  ogDescription?: string | null;
  ogImage?: string | null;
  twitterTitle?: string | null;
  twitterDescription?: string | null;
  twitterImage?: string | null;
}

/** Text and attribute values: the five characters HTML gives meaning to. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A page's head tags from its SEO meta record, or from the catalogue when there is none. */
export function pageHeadTags(page: PublicPage, record: SeoRecord | null, origin: string): HeadTags {
  if (!record) return headTags(page, { origin });
  const named = (name: string, content: string | null | undefined) => (content ? [{ name, content }] : []);
  const property = (name: string, content: string | null | undefined) => (content ? [{ property: name, content }] : []);
  return {
    meta: [
      { title: record.metaTitle },
      ...named('description', record.metaDescription),
      ...named('keywords', record.metaKeywords),
      { name: 'robots', content: 'index, follow' },
      { property: 'og:type', content: 'website' },
      ...property('og:title', record.ogTitle ?? record.metaTitle),
      ...property('og:description', record.ogDescription ?? record.metaDescription),
      ...property('og:url', record.canonicalUrl),
      ...property('og:image', record.ogImage),
      { name: 'twitter:card', content: 'summary_large_image' },
      ...named('twitter:title', record.twitterTitle ?? record.ogTitle ?? record.metaTitle),
      ...named('twitter:description', record.twitterDescription ?? record.ogDescription ?? record.metaDescription),
      ...named('twitter:image', record.twitterImage ?? record.ogImage),
    ],
    links: record.canonicalUrl ? [{ rel: 'canonical', href: record.canonicalUrl }] : [],
    scripts: record.structuredData ? [{ type: 'application/ld+json', children: JSON.stringify(record.structuredData) }] : [],
  };
}

/** The head of a page search engines should leave alone (the admin, the 404 page). */
export function privateHeadTags(title: string): HeadTags {
  return { meta: [{ title }, { name: 'robots', content: 'noindex, nofollow' }], links: [], scripts: [] };
}

/** Head tags as HTML, each marked so the app can take them over. */
export function renderHead(tags: HeadTags, path: string): string {
  const marker = 'data-server-head';
  const lines = tags.meta.map((tag) => {
    if ('title' in tag) return `<title ${marker}>${escapeHtml(tag.title)}</title>`;
    if ('name' in tag) return `<meta name="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}" ${marker}>`;
    return `<meta property="${escapeHtml(tag.property)}" content="${escapeHtml(tag.content)}" ${marker}>`;
  });
  for (const link of tags.links) lines.push(`<link rel="${escapeHtml(link.rel)}" href="${escapeHtml(link.href)}" ${marker}>`);
  for (const script of tags.scripts) lines.push(`<script type="application/ld+json" ${marker}>${scriptJson(JSON.parse(script.children))}</script>`);
  lines.push(`<script type="application/json" id="${servedHeadElementId}" ${marker}>${scriptJson({ path, tags })}</script>`);
  return lines.join('\n');
}
