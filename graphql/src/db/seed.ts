/**
 * First-start seeding from the catalogue the web app uses (CONVENTIONS section 6): one calculator
 * record per calculator, and one SEO meta and one page record per public page. It runs once per
 * database, recorded in app_setting, so what an admin later changes or deletes stays that way.
 */
import { calculators, publicPages, type PublicPage } from '../../../web/src/catalogue/catalogue.ts';
import { documentTitle, headTags } from '../../../web/src/catalogue/seo.ts';
import type { CalculatorEntry } from '../../../web/src/catalogue/types.ts';
import { Calculator } from '../calculators/calculator.entity.ts';
import { Page } from '../pages/page.entity.ts';
import { SeoMeta } from '../seo/seo-meta.entity.ts';
import { AppSetting } from './app-setting.entity.ts';
import type { Em } from './orm.ts';

const seededKey = 'catalogue-seeded-at';

export async function seedCatalogue(em: Em, origin: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    if (await tx.findOne(AppSetting, { key: seededKey })) return false;
    const sortOrders = new Map<string, number>();
    for (const calculator of calculators as readonly CalculatorEntry[]) {
      const sortOrder = (sortOrders.get(calculator.category) ?? 0) + 1;
      sortOrders.set(calculator.category, sortOrder);
      tx.create(Calculator, {
        calculatorSlug: calculator.slug,
        title: calculator.title,
        description: calculator.description,
        icon: calculator.icon,
        features: [...calculator.features],
        howItWorks: {},
        category: calculator.category,
        sortOrder,
        isActive: true,
      });
    }
    for (const page of publicPages) {
      tx.create(SeoMeta, seoMetaFor(page, origin));
      tx.create(Page, {
        pageType: page.pageType,
        pageSlug: page.slug,
        title: page.title,
        description: page.description,
        content: {},
        isPublished: true,
      });
    }
    tx.create(AppSetting, { key: seededKey, value: new Date().toISOString() });
    return true;
  });
}

/** The catalogue's default head of a page, as an SEO meta record. */
export function seoMetaFor(page: PublicPage, origin: string) {
  const title = documentTitle(page);
  const graph = headTags(page, { origin }).scripts.map((script) => {
    const { '@context': _context, ...rest } = JSON.parse(script.children) as Record<string, unknown>;
    return rest;
  });
  return {
    pageSlug: page.slug,
    metaTitle: title,
    metaDescription: page.description,
    metaKeywords: page.keywords.join(', '),
    canonicalUrl: `${origin}${page.path}`,
    structuredData: { '@context': 'https://schema.org', '@graph': graph },
    ogTitle: title,
    ogDescription: page.description,
    ogImage: `${origin}/og-image.png`,
    twitterTitle: title,
    twitterDescription: page.description,
    twitterImage: `${origin}/og-image.png`,
  };
}
