/**
 * Record lists: read as plain data with SQL compiled once per filter, so what is kept between
 * requests is only the SQL, never the rows. Every write shows in the next list, through both doors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLoginLimits } from '../auth/sign-in-throttle.ts';
import { Calculator, calculatorKind } from '../records/calculator/calculator.ts';
import { seedCatalogue } from '../db/seed.ts';
import type { Em } from '../db/orm.ts';
import { seededTestServer, testServer, type TestServer } from '../test/server.ts';
import type { RequestContext } from './context.ts';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  ({ server, cookie } = await seededTestServer());
});

afterAll(async () => {
  await server.close();
});

const activeSlugs = async (category?: string) => {
  const answer = await server.graphql(
    'query($category: CalculatorCategory) { calculators(isActive: true, category: $category) { nodes { calculatorSlug title } } }',
    { category },
    cookie,
  );
  return (answer.data?.calculators as { nodes: { calculatorSlug: string; title: string }[] }).nodes.map((calculator) => calculator.calculatorSlug);
};
const restTitles = async () => {
  const answer = await server.rest('GET', '/api/admin/calculators', undefined, cookie);
  return new Map(
    (answer.body as { nodes: { calculatorSlug: string; title: string }[] }).nodes.map((calculator) => [calculator.calculatorSlug, calculator.title]),
  );
};
const everything = { start: 0, limit: 100 };
const active = (category?: string) => ({ filters: category ? { isActive: true, category } : { isActive: true }, order: null });

describe('a list', () => {
  it('shows every create, update and delete at the next read, through both doors and for each filter', async () => {
    // Each filter's query is compiled by these first reads.
    expect(await activeSlugs()).toContain('dunk-calculator');
    expect(await activeSlugs('general')).toContain('dunk-calculator');
    expect(await activeSlugs('education')).not.toContain('fresh-calculator');
    expect((await restTitles()).get('dunk-calculator')).toBe('Dunk Calculator');

    const created = await server.rest('POST', '/api/admin/calculators', { calculatorSlug: 'fresh-calculator', title: 'Fresh', category: 'education' }, cookie);
    expect(created.status).toBe(201);
    expect(await activeSlugs('education')).toContain('fresh-calculator');
    expect(await activeSlugs()).toContain('fresh-calculator');
    expect((await restTitles()).get('fresh-calculator')).toBe('Fresh');

    await server.graphql('mutation { updateCalculator(calculatorSlug: "dunk-calculator", input: { isActive: false, title: "Dunk" }) { version } }', {}, cookie);
    expect(await activeSlugs()).not.toContain('dunk-calculator');
    expect(await activeSlugs('general')).not.toContain('dunk-calculator');
    expect((await restTitles()).get('dunk-calculator')).toBe('Dunk');

    await server.rest('DELETE', '/api/admin/calculators/fresh-calculator', undefined, cookie);
    expect(await activeSlugs('education')).not.toContain('fresh-calculator');
    expect((await restTitles()).has('fresh-calculator')).toBe(false);
  });

  it('read inside a transaction runs on its connection and sees what the transaction wrote', async () => {
    // On PGlite another connection would wait for this transaction forever; on PostgreSQL it would not see the row.
    const rolledBack = new Error('roll back');
    const seen = server
      .em()
      .transactional(async (em) => {
        em.create(Calculator, { calculatorSlug: 'uncommitted-calculator', title: 'Uncommitted', features: [], howItWorks: {} });
        await em.flush();
        const listed = (await calculatorKind.service.list(contextOf(em), active(), everything)).nodes;
        expect(listed.map((calculator) => calculator.calculatorSlug)).toContain('uncommitted-calculator');
        throw rolledBack;
      })
      .catch((error: unknown) => error);
    expect(await seen).toBe(rolledBack);
    expect(await activeSlugs()).not.toContain('uncommitted-calculator');
  });
});

describe('a list of some fields', () => {
  it('reads only those fields, with the values a full read gives', async () => {
    const ctx = contextOf(server.em());
    const full = (await calculatorKind.service.list(ctx, active(), everything)).nodes;
    const some = (await calculatorKind.service.list(ctx, active(), everything, { fields: ['title', 'calculatorSlug', 'createdAt'] })).nodes;
    expect(some).toEqual(full.map(({ title, calculatorSlug, createdAt }) => ({ title, calculatorSlug, createdAt })));
    expect(some[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('reads the whole record when a name is not one of its fields', async () => {
    const ctx = contextOf(server.em());
    const full = (await calculatorKind.service.list(ctx, active(), everything)).nodes;
    expect((await calculatorKind.service.list(ctx, active(), everything, { fields: ['title', 'noSuchField'] })).nodes).toEqual(full);
  });

  it('answers a GraphQL query its selected fields, through fragments too', async () => {
    const answer = await server.graphql(
      'query { calculators(isActive: true, category: general) { nodes { ...Listed ... on Calculator { sortOrder } } } } fragment Listed on Calculator { calculatorSlug title features }',
      {},
      cookie,
    );
    const listed = (answer.data?.calculators as { nodes: { calculatorSlug: string; title: string; features: unknown[]; sortOrder: number }[] }).nodes;
    const full = (await calculatorKind.service.list(contextOf(server.em()), active('general'), everything)).nodes;
    expect(listed).toEqual(full.map(({ calculatorSlug, title, features, sortOrder }) => ({ calculatorSlug, title, features, sortOrder })));
    expect(listed.length).toBeGreaterThan(0);
  });
});

describe('lists on two databases in one process', () => {
  it('each read their own records', async () => {
    const other = await testServer();
    try {
      await seedCatalogue(other.em());
      const otherCookie = await other.signIn();
      await other.rest('POST', '/api/admin/calculators', { calculatorSlug: 'elsewhere-calculator', title: 'Elsewhere' }, otherCookie);
      const otherSlugs = async () =>
        (
          (await other.graphql('{ calculators(isActive: true) { nodes { calculatorSlug } } }', {}, otherCookie)).data?.calculators as {
            nodes: { calculatorSlug: string }[];
          }
        ).nodes.map((calculator) => calculator.calculatorSlug);
      expect(await otherSlugs()).toContain('elsewhere-calculator');
      expect(await activeSlugs()).not.toContain('elsewhere-calculator');
      expect(await otherSlugs()).toContain('elsewhere-calculator');
    } finally {
      await other.close();
    }
  });
});

function contextOf(em: Em): RequestContext {
  return {
    em,
    user: { id: 1, username: 'admin', email: null, role: 'admin' } as RequestContext['user'],
    session: null,
    apiToken: null,
    ip: '127.0.0.1',
    loginLimits: defaultLoginLimits,
    cookie: { set() {}, clear() {} },
    device: { deviceFor: () => null, issue() {} },
    site: () => Promise.reject(new Error('These tests make no public reads.')),
  };
}
