/**
 * The head's shapes and helpers: head tags in TanStack Router's `head()` shape, so the same tags
 * serve the browser and the server (site.ts composes them from the records), a page's default
 * title, FAQ structured data, and JSON made safe for a script element.
 */
import { brand } from './brand.ts';
import type { PublicPage } from './catalogue.ts';
import { inlineParts } from './inline.ts';

export interface Faq {
  question: string;
  answer: string;
}

export interface HeadTags {
  meta: ({ title: string } | { name: string; content: string } | { property: string; content: string })[];
  links: { rel: string; href: string }[];
  scripts: { type: string; children: string }[];
}

export function documentTitle(page: Pick<PublicPage, 'title' | 'pageType'>, siteName: string = brand.name): string {
  return page.pageType === 'home' ? `${siteName}: ${page.title}` : `${page.title} | ${siteName}`;
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
      acceptedAnswer: { '@type': 'Answer', text: plainText(faq.answer) },
    })),
  };
}

/** Record text with its inline marks taken off: a link's label, strong and code text as they read. */
export function plainText(text: string): string {
  return inlineParts(text)
    .map((part) => part.text)
    .join('');
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
