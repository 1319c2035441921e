/**
 * The head's shapes and helpers: head tags in TanStack Router's `head()` shape, so the same tags
 * serve the browser and the server (site.ts composes them from the records), a page's default
 * title, FAQ structured data, and JSON made safe for a script element.
 */
import { brand } from './brand.ts';
import type { PublicPage } from './catalogue.ts';

export interface Faq {
  question: string;
  answer: string;
}

export interface HeadTags {
  meta: ({ title: string } | { name: string; content: string } | { property: string; content: string })[];
  links: { rel: string; href: string }[];
  scripts: { type: string; children: string }[];
}

export function documentTitle(page: Pick<PublicPage, 'title' | 'pageType'>): string {
  return page.pageType === 'home' ? `${brand.name}: ${page.title}` : `${page.title} | ${brand.name}`;
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
