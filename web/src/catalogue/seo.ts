/**
 * Head tags for a public page, built from the catalogue: title, description, keywords, robots,
 * canonical link, Open Graph, Twitter and JSON-LD (CONVENTIONS section 3; D15: no rating claimed).
 * Pure data in TanStack Router's `head()` shape, so the same tags serve the browser and the server.
 */
import { brand } from './brand.ts';
import { calculators, type PublicPage } from './catalogue.ts';

export interface Faq {
  question: string;
  answer: string;
}

export interface HeadTags {
  meta: ({ title: string } | { name: string; content: string } | { property: string; content: string })[];
  links: { rel: string; href: string }[];
  scripts: { type: string; children: string }[];
}

/** The element through which the server hands a page's head to the app (a JSON data block). */
export const servedHeadElementId = 'served-head';

export interface HeadOptions {
  /** Absolute origin of the site, without a trailing slash. */
  origin: string;
  /** Pages that must stay out of search results (the 404 page, the admin). */
  noindex?: boolean;
}

export function documentTitle(page: Pick<PublicPage, 'title' | 'pageType'>): string {
  return page.pageType === 'home' ? `${brand.name}: ${page.title}` : `${page.title} | ${brand.name}`;
}

export function headTags(page: PublicPage, { origin, noindex = false }: HeadOptions): HeadTags {
  const title = documentTitle(page);
  const url = `${origin}${page.path}`;
  const meta: HeadTags['meta'] = [
    { title },
    { name: 'description', content: page.description },
    { name: 'keywords', content: page.keywords.join(', ') },
    { name: 'robots', content: noindex ? 'noindex, nofollow' : 'index, follow' },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: `${origin}/og-image.png` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: `${origin}/og-image.png` },
  ];
  const links = noindex ? [] : [{ rel: 'canonical', href: url }];
  const scripts = noindex
    ? []
    : structuredData(page, url, origin).map((data) => ({
        type: 'application/ld+json',
        children: JSON.stringify(data),
      }));
  return { meta, links, scripts };
}

function structuredData(page: PublicPage, url: string, origin: string): object[] {
  const data: object[] = [];
  if (page.pageType === 'home') {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: brand.name,
      url,
      description: page.description,
    });
    data.push({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: `${calculators.length} free calculators`,
      numberOfItems: calculators.length,
      itemListElement: calculators.map((calculator, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: calculator.title,
        url: `${origin}${calculator.path}`,
      })),
    });
  }
  if (page.pageType === 'calculator') {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: page.title,
      url,
      description: page.description,
      applicationCategory: 'UtilitiesApplication',
      operatingSystem: 'Any',
      browserRequirements: 'Requires JavaScript',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    });
  }
  if (page.parent) {
    const trail = [page.parent.path === '/' ? undefined : { title: 'Home', path: '/' }, page.parent, page];
    data.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail
        .filter((step) => step !== undefined)
        .map((step, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: step.title,
          item: `${origin}${step.path}`,
        })),
    });
  }
  return data;
}

/**
 * A page's questions and answers as FAQPage structured data. It is rendered beside the visible
 * questions (and so is in the pre-rendered HTML), which keeps each page's question text in that
 * page's own chunk rather than in every route's head.
 */
export function faqStructuredData(faqs: readonly Faq[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** JSON to put inside a `<script>` element: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
