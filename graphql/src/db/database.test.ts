import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculators, publicPages } from '#catalogue/catalogue.ts';
import { Calculator } from '../records/calculator/calculator.ts';
import { Page } from '../records/page/page.ts';
import { AppSetting } from './app-setting.entity.ts';
import { SeoMeta } from '../records/seo/seo-meta.ts';
import { testDatabase, type TestDatabase } from '../test/database.ts';
import type { Em } from './orm.ts';
import { seedCatalogue } from './seed.ts';

let database: TestDatabase;
const fork = () => database.orm.em.fork() as Em;

beforeAll(async () => {
  database = await testDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('the migrations', () => {
  it('create exactly the schema the entities describe (no drift)', async () => {
    expect(await database.orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  });
});

describe('seeding from the catalogue', () => {
  it('creates 27 calculator records and one page and SEO meta record per public page', async () => {
    expect(await seedCatalogue(fork())).toBe(true);
    const em = fork();
    expect(await em.count(Calculator, {})).toBe(27);
    expect(await em.count(Calculator, { category: 'general' })).toBe(6);
    expect(await em.count(Calculator, { category: 'education' })).toBe(13);
    expect(await em.count(Calculator, { category: 'mathematical' })).toBe(8);
    expect(await em.count(Page, {})).toBe(publicPages.length);
    expect(await em.count(SeoMeta, {})).toBe(publicPages.length);
  });

  it('gives the records the catalogue values', async () => {
    const em = fork();
    const percentage = await em.findOneOrFail(Calculator, { calculatorSlug: 'percentage-calculator' });
    const entry = calculators.find((calculator) => calculator.slug === 'percentage-calculator')!;
    expect(percentage).toMatchObject({
      title: entry.title,
      description: entry.description,
      icon: entry.icon,
      category: 'general',
      sortOrder: 2,
      isActive: true,
    });
    expect(percentage.features).toEqual([...entry.features]);
    expect(percentage.howItWorks).toMatchObject({ formula: expect.stringContaining('Percentage change') });
    expect((percentage.howItWorks as { steps: string[] }).steps.length).toBeGreaterThan(0);
    const home = await em.findOneOrFail(SeoMeta, { pageSlug: 'home' });
    // Addresses are left empty, so SITE_URL decides them at run time, wherever the site moves.
    expect(home).toMatchObject({ canonicalUrl: null, ogImage: null, twitterImage: null, structuredData: null });
    expect(home.metaTitle).toContain('CalcSuite');
    const terms = await em.findOneOrFail(Page, { pageSlug: 'terms' });
    expect(terms).toMatchObject({ pageType: 'page', isPublished: true, title: 'Terms of Service' });
    expect((terms.content as { sections?: unknown[] }).sections?.length).toBeGreaterThan(5);
  });

  it('never runs again, so what an admin changed or deleted stays that way', async () => {
    const em = fork();
    const record = await em.findOneOrFail(Calculator, { calculatorSlug: 'percentage-calculator' });
    record.title = 'Percent Tool';
    await em.flush();
    await em.nativeDelete(Calculator, { calculatorSlug: 'dunk-calculator' });
    expect(await seedCatalogue(fork())).toBe(false);
    const after = fork();
    expect((await after.findOneOrFail(Calculator, { calculatorSlug: 'percentage-calculator' })).title).toBe('Percent Tool');
    expect(await after.count(Calculator, {})).toBe(26);
  });
});

describe('a database seeded before the records drove the site', () => {
  it('is filled in once: How it works, page text and content, and addresses no longer frozen to its first origin', async () => {
    const older = await testDatabase();
    try {
      const em = older.orm.em.fork() as Em;
      // What the earlier seeding wrote: empty How it works and content, the catalogue's title and meta
      // description on page records, and every address on the origin of the first start.
      const origin = 'http://127.0.0.1:3000';
      for (const entry of calculators) {
        em.create(Calculator, {
          calculatorSlug: entry.slug,
          title: entry.title,
          description: entry.description,
          icon: entry.icon,
          features: [...entry.features],
          howItWorks: {},
          category: entry.category,
          sortOrder: 1,
          isActive: true,
        });
      }
      for (const page of publicPages) {
        em.create(Page, { pageSlug: page.slug, pageType: page.pageType, title: page.title, description: page.description, content: {}, isPublished: true });
        em.create(SeoMeta, {
          pageSlug: page.slug,
          metaTitle: `${page.title} | CalcSuite`,
          metaDescription: page.description,
          metaKeywords: page.keywords.join(', '),
          canonicalUrl: `${origin}${page.path}`,
          ogTitle: `${page.title} | CalcSuite`,
          ogDescription: page.description,
          ogImage: `${origin}/og-image.png`,
          twitterImage: `${origin}/og-image.png`,
        });
      }
      em.create(AppSetting, { key: 'catalogue-seeded-at', value: new Date().toISOString() });
      await em.flush();
      // An editor's own change is kept.
      await em.nativeUpdate(SeoMeta, { pageSlug: 'dmca' }, { canonicalUrl: 'https://elsewhere.example/dmca', ogImage: 'https://images.example/dmca.png' });

      expect(await seedCatalogue(older.orm.em.fork() as Em)).toBe(false);
      const after = older.orm.em.fork() as Em;
      const ratio = await after.findOneOrFail(Calculator, { calculatorSlug: 'ratio-calculator' });
      expect((ratio.howItWorks as { steps: string[] }).steps.length).toBeGreaterThan(0);
      const home = await after.findOneOrFail(Page, { pageSlug: 'home' });
      expect(home.title).toBe('Free online calculators for school, home and maths');
      expect((home.content as { sections?: unknown[] }).sections?.length).toBeGreaterThan(0);
      const terms = await after.findOneOrFail(SeoMeta, { pageSlug: 'terms' });
      expect(terms).toMatchObject({ canonicalUrl: null, ogImage: null, twitterImage: null, ogTitle: null, ogDescription: null });
      const dmca = await after.findOneOrFail(SeoMeta, { pageSlug: 'dmca' });
      expect(dmca).toMatchObject({ canonicalUrl: 'https://elsewhere.example/dmca', ogImage: 'https://images.example/dmca.png' });

      // Once only: a later emptying by an editor stays.
      await after.nativeUpdate(Calculator, { calculatorSlug: 'ratio-calculator' }, { howItWorks: {} });
      expect(await seedCatalogue(older.orm.em.fork() as Em)).toBe(false);
      expect((await (older.orm.em.fork() as Em).findOneOrFail(Calculator, { calculatorSlug: 'ratio-calculator' })).howItWorks).toEqual({});
    } finally {
      await older.close();
    }
  });
});
