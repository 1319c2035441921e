import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculators, publicPages } from '../../../web/src/catalogue/catalogue.ts';
import { Calculator } from '../calculators/calculator.entity.ts';
import { Page } from '../pages/page.entity.ts';
import { SeoMeta } from '../seo/seo-meta.entity.ts';
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
