/**
 * A page's head as HTML: the route's head tags (for a public page, from its SEO meta record; see
 * web/src/catalogue/site.ts), each value escaped for where it goes, so a record holding `"><script>`
 * or `</script>` stays text. Each element is marked so the app can take the head over.
 */
import { scriptJson, type HeadTags } from '#catalogue/seo.ts';

/** Text and attribute values: the five characters HTML gives meaning to. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The head of a page search engines should leave alone (the admin, the 404 page). */
export function privateHeadTags(title: string): HeadTags {
  return { meta: [{ title }, { name: 'robots', content: 'noindex, nofollow' }], links: [], scripts: [] };
}

export function renderHead(tags: HeadTags): string {
  const marker = 'data-server-head';
  const lines = tags.meta.map((tag) => {
    if ('title' in tag) return `<title ${marker}>${escapeHtml(tag.title)}</title>`;
    if ('name' in tag) return `<meta name="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}" ${marker}>`;
    return `<meta property="${escapeHtml(tag.property)}" content="${escapeHtml(tag.content)}" ${marker}>`;
  });
  for (const link of tags.links) lines.push(`<link rel="${escapeHtml(link.rel)}" href="${escapeHtml(link.href)}" ${marker}>`);
  for (const script of tags.scripts) lines.push(`<script type="application/ld+json" ${marker}>${scriptJson(JSON.parse(script.children))}</script>`);
  return lines.join('\n');
}
