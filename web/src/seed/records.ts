/**
 * What the first start writes into the records (CONVENTIONS section 6): one calculator record per
 * calculator, one page and one SEO meta record per public page, with the text the site shows. From
 * then on the records decide; this is only where they start. The How it works of each calculator is
 * kept beside its code, where it is written and reviewed with the maths it describes.
 */
import { calculators, categories, publicPages, scientificCalculatorPage, type PublicPage } from '../catalogue/catalogue.ts';
import type { HowItWorksContent, PageContent } from '../catalogue/content.ts';
import type { CalculatorRecord, PageRecord, SeoRecord, SiteRecords } from '../catalogue/site.ts';
import { documentTitle } from '../catalogue/seo.ts';
import type { CalculatorEntry, CategoryId } from '../catalogue/types.ts';
import { howItWorks as acres } from '../calculators/acres-calculator/content.ts';
import { howItWorks as apCalculus } from '../calculators/ap-calculus-calculator/content.ts';
import { howItWorks as apChemistry } from '../calculators/ap-chemistry-calculator/content.ts';
import { howItWorks as apEnglish } from '../calculators/ap-english-calculator/content.ts';
import { howItWorks as blooket } from '../calculators/blooket-calculator/content.ts';
import { howItWorks as collegeCost } from '../calculators/college-cost-calculator/content.ts';
import { howItWorks as collegeGpa } from '../calculators/college-gpa-calculator/content.ts';
import { howItWorks as collegeSavings } from '../calculators/college-savings-calculator/content.ts';
import { howItWorks as creditHour } from '../calculators/credit-hour-calculator/content.ts';
import { howItWorks as cumulativeGpa } from '../calculators/cumulative-gpa-calculator/content.ts';
import { howItWorks as derivative } from '../calculators/derivative-calculator/content.ts';
import { howItWorks as dunk } from '../calculators/dunk-calculator/content.ts';
import { howItWorks as factoring } from '../calculators/factoring-calculator/content.ts';
import { howItWorks as finalGrade } from '../calculators/final-grade-calculator/content.ts';
import { howItWorks as integral } from '../calculators/integral-calculator/content.ts';
import { howItWorks as limit } from '../calculators/limit-calculator/content.ts';
import { howItWorks as peptide } from '../calculators/peptide-calculator/content.ts';
import { howItWorks as percentage } from '../calculators/percentage-calculator/content.ts';
import { howItWorks as ratio } from '../calculators/ratio-calculator/content.ts';
import { howItWorks as scientific } from '../calculators/scientific-calculator/content.ts';
import { howItWorks as semesterGrade } from '../calculators/semester-grade-calculator/content.ts';
import { howItWorks as standardDeviation } from '../calculators/standard-deviation-calculator/content.ts';
import { howItWorks as studentLoan } from '../calculators/student-loan-calculator/content.ts';
import { howItWorks as triangle } from '../calculators/triangle-calculator/content.ts';
import { howItWorks as tvHeight } from '../calculators/tv-height-calculator/content.ts';
import { howItWorks as unweightedGpa } from '../calculators/unweighted-gpa-calculator/content.ts';
import { howItWorks as volume } from '../calculators/volume-calculator/content.ts';
import { howItWorks as weightedGpa } from '../calculators/weighted-gpa-calculator/content.ts';
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

export function calculatorSeeds(): (Seeded<CalculatorRecord> & { features: string[]; howItWorks: Record<string, unknown>; category: CategoryId })[] {
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
export function seedRecords(updatedAt: Date = new Date(0)): SiteRecords {
  return {
    calculators: calculatorSeeds().map((record) => ({ ...record, updatedAt })),
    pages: pageRecordSeeds().map((record) => ({ ...record, updatedAt })),
    seo: seoSeeds().map((record) => ({ ...record, updatedAt })),
  };
}
