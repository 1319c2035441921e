/**
 * First-start seeding: one calculator record per calculator, and one SEO
 * meta and one page record per public page, with the text the site shows (web/src/seed). It runs
 * once per database, recorded in app_setting, so what an admin later changes or deletes stays so.
 *
 * A database seeded before the records drove the site is brought up once too: its empty How it
 * works and page content are filled in, and the addresses the old seeding froze to the origin of
 * its first start are emptied wherever they still hold exactly what it wrote, so SITE_URL decides.
 */
import { publicPages, type PublicPage } from '#catalogue/catalogue.ts';
import { createSite } from '#catalogue/site.ts';
import { calculatorSeeds, faqEntrySeeds, pageRecordSeeds, seedRecords, seoSeed, siteSettingsSeed } from '#catalogue/seed/records.ts';
import { faqEntryKind } from '../records/faq/faq-entry.ts';
import { siteSettingsKind } from '../records/site-settings/site-settings.ts';
import { Calculator } from '../records/calculator/calculator.ts';
import { Page } from '../records/page/page.ts';
import { SeoMeta } from '../records/seo/seo-meta.ts';
import { keepSeedBaselines } from '../records/changes/change-feed.ts';
import { AppSetting } from './app-setting.entity.ts';
import type { Em } from './orm.ts';

const seededKey = 'catalogue-seeded-at';
const filledKey = 'records-drive-site-at';
const faqsSeededKey = 'faq-entries-seeded-at';

export async function seedCatalogue(em: Em): Promise<boolean> {
  return em.transactional(async (tx) => {
    await seedDefinedKinds(tx);
    if (await tx.findOne(AppSetting, { key: seededKey })) {
      if (!(await tx.findOne(AppSetting, { key: filledKey }))) {
        await fillOlderSeed(tx);
        tx.create(AppSetting, { key: filledKey, value: new Date().toISOString() });
      }
      await keepSeedBaselines(tx);
      return false;
    }
    for (const calculator of calculatorSeeds()) tx.create(Calculator, calculator);
    for (const page of pageRecordSeeds()) tx.create(Page, page);
    for (const page of publicPages) tx.create(SeoMeta, seoSeed(page));
    const now = new Date().toISOString();
    tx.create(AppSetting, { key: seededKey, value: now });
    tx.create(AppSetting, { key: filledKey, value: now });
    await tx.flush();
    await keepSeedBaselines(tx);
    return true;
  });
}

/**
 * The kinds added since a database was first seeded start with their records too, once each: the
 * FAQ entries the calculators' pages showed from code (recorded in app_setting, so entries an editor
 * deletes stay deleted), and the one site settings record, whenever it is missing.
 */
async function seedDefinedKinds(em: Em): Promise<void> {
  if (!(await em.findOne(AppSetting, { key: faqsSeededKey }))) {
    const existing = new Set((await em.find(faqEntryKind.entity, {}, { filters: false })).map((record) => record.faqSlug));
    for (const faq of faqEntrySeeds()) if (!existing.has(faq.faqSlug)) em.create(faqEntryKind.entity, faq as never);
    em.create(AppSetting, { key: faqsSeededKey, value: new Date().toISOString() });
  }
  if ((await em.count(siteSettingsKind.entity, {}, { filters: false })) === 0) em.create(siteSettingsKind.entity, siteSettingsSeed() as never);
  await em.flush();
}

const isEmpty = (value: unknown) => value === null || (typeof value === 'object' && Object.keys(value as object).length === 0);

async function fillOlderSeed(em: Em): Promise<void> {
  const calculators = new Map(calculatorSeeds().map((seed) => [seed.calculatorSlug, seed]));
  for (const record of await em.find(Calculator, {})) {
    const seed = calculators.get(record.calculatorSlug);
    if (seed && isEmpty(record.howItWorks)) record.howItWorks = seed.howItWorks;
  }
  const pages = new Map(pageRecordSeeds().map((seed) => [seed.pageSlug, seed]));
  const catalogue = new Map(publicPages.map((page) => [page.slug, page]));
  for (const record of await em.find(Page, {})) {
    const seed = pages.get(record.pageSlug);
    const page = catalogue.get(record.pageSlug);
    if (!seed || !page) continue;
    if (isEmpty(record.content)) record.content = seed.content;
    // The old seeding wrote the catalogue's title and meta description; the page shows other words.
    if (record.title === page.title && record.description === page.description) {
      record.title = seed.title;
      record.description = seed.description;
    }
  }
  const seo = await em.find(SeoMeta, {});
  const origin = seededOrigin(seo, catalogue);
  for (const record of seo) {
    const page = catalogue.get(record.pageSlug);
    if (page && origin && record.canonicalUrl === `${origin}${page.path}`) emptyFrozenAddresses(record, page, origin);
  }
  await em.flush();
}

/**
 * The origin the old seeding wrote every canonical URL with: the one most records still hold as
 * their page's own address (an editor's canonical elsewhere is not taken for it).
 */
function seededOrigin(records: readonly SeoMeta[], catalogue: ReadonlyMap<string, PublicPage>): string | null {
  const counts = new Map<string, number>();
  for (const record of records) {
    const path = catalogue.get(record.pageSlug)?.path;
    const url = record.canonicalUrl ? safeUrl(record.canonicalUrl) : null;
    if (path && url && `${url.origin}${path}` === record.canonicalUrl) counts.set(url.origin, (counts.get(url.origin) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best ? best[0] : null;
}

/** The fields the old seeding wrote with the origin of the first start, emptied where unchanged. */
function emptyFrozenAddresses(record: SeoMeta, page: PublicPage, origin: string): void {
  const oldSeed = { ...seoSeed(page), structuredData: oldStructuredData(page, origin) };
  record.canonicalUrl = null;
  if (record.ogImage === `${origin}/og-image.png`) record.ogImage = null;
  if (record.twitterImage === `${origin}/og-image.png`) record.twitterImage = null;
  if (record.ogTitle === oldSeed.metaTitle) record.ogTitle = null;
  if (record.twitterTitle === oldSeed.metaTitle) record.twitterTitle = null;
  if (record.ogDescription === oldSeed.metaDescription) record.ogDescription = null;
  if (record.twitterDescription === oldSeed.metaDescription) record.twitterDescription = null;
  if (JSON.stringify(record.structuredData) === JSON.stringify(oldSeed.structuredData)) record.structuredData = null;
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The structured data the old seeding stored: the page's default items in one graph. */
function oldStructuredData(page: PublicPage, origin: string): Record<string, unknown> {
  const view = createSite(seedRecords(), origin).page(page.path);
  const graph = (view?.head.scripts ?? []).map((script) => {
    const { '@context': _context, ...rest } = JSON.parse(script.children) as Record<string, unknown>;
    return rest;
  });
  return { '@context': 'https://schema.org', '@graph': graph };
}
