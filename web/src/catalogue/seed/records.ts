/**
 * What the first start writes into the records: one calculator record per
 * calculator, one page and one SEO meta record per public page, the FAQ entries calculators' pages
 * show, and the site settings, with the text the site shows. From
 * then on the records decide; this is only where they start. Each calculator's How it works starts
 * from its file in how-it-works/, named by the calculator's slug.
 */
import { brand } from '../brand.ts';
import { calculators, categories, publicPages, scientificCalculatorPage, type PublicPage } from '../catalogue.ts';
import type { HowItWorksContent, PageContent } from '../content.ts';
import type { CalculatorRecord, FaqRecord, PageRecord, SeoRecord, SiteRecords, SiteSettingsRecord } from '../site.ts';
import { faqSeeds } from './faqs.ts';
import { documentTitle } from '../seo.ts';
import type { CalculatorEntry, CategoryId, IconName } from '../types.ts';
import { howItWorks as acres } from './how-it-works/acres-calculator.ts';
import { howItWorks as apCalculus } from './how-it-works/ap-calculus-calculator.ts';
import { howItWorks as apChemistry } from './how-it-works/ap-chemistry-calculator.ts';
import { howItWorks as apEnglish } from './how-it-works/ap-english-calculator.ts';
import { howItWorks as blooket } from './how-it-works/blooket-calculator.ts';
import { howItWorks as collegeCost } from './how-it-works/college-cost-calculator.ts';
import { howItWorks as collegeGpa } from './how-it-works/college-gpa-calculator.ts';
import { howItWorks as collegeSavings } from './how-it-works/college-savings-calculator.ts';
import { howItWorks as creditHour } from './how-it-works/credit-hour-calculator.ts';
import { howItWorks as cumulativeGpa } from './how-it-works/cumulative-gpa-calculator.ts';
import { howItWorks as derivative } from './how-it-works/derivative-calculator.ts';
import { howItWorks as dunk } from './how-it-works/dunk-calculator.ts';
import { howItWorks as factoring } from './how-it-works/factoring-calculator.ts';
import { howItWorks as finalGrade } from './how-it-works/final-grade-calculator.ts';
import { howItWorks as integral } from './how-it-works/integral-calculator.ts';
import { howItWorks as limit } from './how-it-works/limit-calculator.ts';
import { howItWorks as peptide } from './how-it-works/peptide-calculator.ts';
import { howItWorks as percentage } from './how-it-works/percentage-calculator.ts';
import { howItWorks as ratio } from './how-it-works/ratio-calculator.ts';
import { howItWorks as scientific } from './how-it-works/scientific-calculator.ts';
import { howItWorks as semesterGrade } from './how-it-works/semester-grade-calculator.ts';
import { howItWorks as standardDeviation } from './how-it-works/standard-deviation-calculator.ts';
import { howItWorks as studentLoan } from './how-it-works/student-loan-calculator.ts';
import { howItWorks as triangle } from './how-it-works/triangle-calculator.ts';
import { howItWorks as tvHeight } from './how-it-works/tv-height-calculator.ts';
import { howItWorks as unweightedGpa } from './how-it-works/unweighted-gpa-calculator.ts';
import { howItWorks as volume } from './how-it-works/volume-calculator.ts';
import { howItWorks as weightedGpa } from './how-it-works/weighted-gpa-calculator.ts';
import { pageSeeds } from './pages.ts';

/** Every calculator's How it works, by slug; the scientific calculator's goes into its page record. */
export const howItWorksSeeds: Readonly<Record<string, HowItWorksContent>> = {
  'acres-calculator': acres,
  'ap-calculus-calculator': apCalculus,
  'ap-chemistry-calculator': apChemistry,
  'ap-english-calculator': apEnglish,
  'blooket-calculator': blooket,
  'college-cost-calculator': collegeCost,
  'college-gpa-calculator': collegeGpa,
  'college-savings-calculator': collegeSavings,
  'credit-hour-calculator': creditHour,
  'cumulative-gpa-calculator': cumulativeGpa,
  'derivative-calculator': derivative,
  'dunk-calculator': dunk,
  'factoring-calculator': factoring,
  'final-grade-calculator': finalGrade,
  'integral-calculator': integral,
  'limit-calculator': limit,
  'peptide-calculator': peptide,
  'percentage-calculator': percentage,
  'ratio-calculator': ratio,
  'scientific-calculator': scientific,
  'semester-grade-calculator': semesterGrade,
  'standard-deviation-calculator': standardDeviation,
  'student-loan-calculator': studentLoan,
  'triangle-calculator': triangle,
  'tv-height-calculator': tvHeight,
  'unweighted-gpa-calculator': unweightedGpa,
  'volume-calculator': volume,
  'weighted-gpa-calculator': weightedGpa,
};

type Seeded<T> = Omit<T, 'updatedAt'>;

export function calculatorSeeds(): (Seeded<CalculatorRecord> & {
  features: string[];
  howItWorks: Record<string, unknown>;
  category: CategoryId;
  icon: IconName;
})[] {
  const sortOrders = new Map<string, number>();
  return (calculators as readonly CalculatorEntry[]).map((calculator) => {
    const sortOrder = (sortOrders.get(calculator.category) ?? 0) + 1;
    sortOrders.set(calculator.category, sortOrder);
    return {
      calculatorSlug: calculator.slug,
      title: calculator.title,
      description: calculator.description,
      icon: calculator.icon,
      features: [...calculator.features],
      howItWorks: { ...howItWorksSeeds[calculator.slug] },
      category: calculator.category,
      sortOrder,
      isActive: true,
    };
  });
}

/** The page record of a public page: the text it shows under its heading. */
function pageSeed(page: PublicPage): Seeded<PageRecord> & { pageType: PublicPage['pageType']; content: Record<string, unknown> } {
  const own = (pageSeeds as Partial<Record<string, { title: string; description: string; content: PageContent }>>)[page.slug];
  const category = categories.find((entry) => entry.slug === page.slug);
  const content: PageContent = own?.content ?? (page.slug === scientificCalculatorPage.slug ? { howItWorks: howItWorksSeeds[page.slug] } : {});
  return {
    pageSlug: page.slug,
    pageType: page.pageType,
    title: own?.title ?? category?.title ?? page.title,
    description: own?.description ?? category?.description ?? page.description,
    content,
    isPublished: true,
  };
}

export function pageRecordSeeds() {
  return publicPages.map(pageSeed);
}

/**
 * The SEO meta record of a public page. Addresses are left empty: the site fills them in from
 * SITE_URL at run time, so a deployment that moves to another origin needs no record changed.
 */
export function seoSeed(page: PublicPage): Seeded<SeoRecord> {
  return {
    pageSlug: page.slug,
    metaTitle: documentTitle(page),
    metaDescription: page.description,
    metaKeywords: page.keywords.join(', '),
    canonicalUrl: null,
    structuredData: null,
    ogTitle: null,
    ogDescription: null,
    ogImage: null,
    twitterTitle: null,
    twitterDescription: null,
    twitterImage: null,
  };
}

export function seoSeeds() {
  return publicPages.map(seoSeed);
}

/** The records as a fresh database holds them: what the site shows while no database answers. */
/** One FAQ entry record per question the calculators' pages first show, keyed by calculator and place. */
export function faqEntrySeeds(): FaqRecord[] {
  return Object.entries(faqSeeds).flatMap(([calculatorSlug, faqs]) =>
    faqs.map((faq, index) => ({
      faqSlug: `${calculatorSlug}-faq-${index + 1}`,
      calculatorSlug,
      question: faq.question,
      answer: faq.answer,
      sortOrder: index + 1,
      isPublished: true,
    })),
  );
}

/** The one site settings record a new database starts with: the site's name, nothing else shown. */
export function siteSettingsSeed(): SiteSettingsRecord & { settingsKey: string } {
  return {
    settingsKey: 'site',
    siteName: brand.name,
    footerText: '',
    socialLinks: [],
    announcementText: '',
    announcementLink: null,
    announcementActive: false,
    announcementStartsAt: null,
    announcementEndsAt: null,
    embeddingEnabled: true,
  };
}

export function seedRecords(updatedAt: Date = new Date(0)): SiteRecords {
  return {
    calculators: calculatorSeeds().map((record) => ({ ...record, updatedAt })),
    pages: pageRecordSeeds().map((record) => ({ ...record, updatedAt })),
    seo: seoSeeds().map((record) => ({ ...record, updatedAt })),
    faqs: faqEntrySeeds(),
    redirects: [],
    settings: siteSettingsSeed(),
  };
}
