/**
 * The text of the page records as first seeded: the heading, introduction
 * and body of the home page and of the legal and contact pages, as the site showed them while they
 * were written in code. From the first start on, the records decide this text and editors change it
 * there; the brand name and the contact address are written out because they are part of the text
 * an editor may change. Inline marks follow `inlineParts` (web/src/catalogue/inline.ts).
 */
import type { PageContent } from '../content.ts';
import type { homePage, staticPages } from '../pages.ts';
import { homeSeed } from './pages/home.ts';
import { termsSeed } from './pages/terms.ts';
import { privacySeed } from './pages/privacy.ts';
import { dmcaSeed } from './pages/dmca.ts';
import { contactSeed } from './pages/contact.ts';

export interface PageSeed {
  /** The page's h1. */
  title: string;
  /** The introduction under the h1. */
  description: string;
  content: PageContent;
}

export type SeededPageSlug = typeof homePage.slug | (typeof staticPages)[number]['slug'];

/**
 * Every page's seed by its page slug. A page's route imports its own module (pages/<slug>.ts), so a
 * page does not load the text of the others.
 */
export const pageSeeds: Record<SeededPageSlug, PageSeed> = { home: homeSeed, terms: termsSeed, privacy: privacySeed, dmca: dmcaSeed, contact: contactSeed };
