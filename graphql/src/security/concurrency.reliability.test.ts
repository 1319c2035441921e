/**
 * Concurrent editors, on PGlite and PostgreSQL alike: N editors saving one record
 * with the same version: exactly one wins, the others get CONFLICT, and nothing is lost silently (the
 * stored record is the winner's, its version went up by one, one audit entry). N creates of one slug:
 * exactly one record. Both doors at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../audit/audit-entry.entity.ts';
import { Calculator } from '../records/calculator/calculator.ts';
import { Page } from '../records/page/page.ts';
import { SeoMeta } from '../records/seo/seo-meta.ts';
import { testServer, type TestServer } from '../test/server.ts';
import { expectOnlyValidRecords } from './harness.ts';

let server: TestServer;
let cookie: string;
const editors = 12;

beforeAll(async () => {
  server = await testServer();
  cookie = await server.signIn();
});

afterAll(async () => {
  await server?.close();
});

type Outcome = { ok: true; value: string; version: number } | { ok: false; code: string };

const kinds = [
  { name: 'page', entity: Page, gql: 'Page', slugField: 'pageSlug', rest: '/api/admin/content/pages', field: 'title', base: { title: 'Start' } },
  { name: 'SEO meta', entity: SeoMeta, gql: 'SeoMeta', slugField: 'pageSlug', rest: '/api/admin/seo', field: 'metaTitle', base: { metaTitle: 'Start' } },
  {
    name: 'calculator',
    entity: Calculator,
    gql: 'Calculator',
    slugField: 'calculatorSlug',
    rest: '/api/admin/calculators',
    field: 'title',
    base: { title: 'Start' },
  },
] as const;

describe.each(kinds)('$name records', (kind) => {
  async function update(i: number, slug: string, version?: number): Promise<Outcome> {
    const value = `Editor ${i}`;
    const input = { [kind.field]: value, ...(version === undefined ? {} : { version }) };
    if (i % 2 === 0) {
      const answer = await server.graphql(
        `mutation($s: String!, $i: ${kind.gql}Input!) { update${kind.gql}(${kind.slugField}: $s, input: $i) { version } }`,
        { s: slug, i: input },
        cookie,
      );
      if (answer.errors) return { ok: false, code: answer.errors[0]!.extensions!.code! };
      return { ok: true, value, version: (answer.data![`update${kind.gql}`] as { version: number }).version };
    }
    const response = await server.rest('PUT', `${kind.rest}/${slug}`, input, cookie);
    if (response.status !== 200) return { ok: false, code: response.status === 409 ? 'CONFLICT' : String(response.status) };
    return { ok: true, value, version: (response.body as { version: number }).version };
  }

  it(`${editors} editors saving the same version: one wins, the rest get CONFLICT, the winner's change is stored`, async () => {
    const slug = `race-${kind.gql.toLowerCase()}`;
    expect((await server.rest('POST', kind.rest, { [kind.slugField]: slug, ...kind.base }, cookie)).status).toBe(201);
    for (let round = 0; round < 3; round += 1) {
      const before = (await server.em().findOneOrFail(kind.entity as never, { [kind.slugField]: slug } as never)) as Record<string, unknown> & {
        version: number;
      };
      const outcomes = await Promise.all(Array.from({ length: editors }, (_, i) => update(i + round * editors, slug, before.version)));
      const winners = outcomes.filter((outcome) => outcome.ok);
      expect(winners, JSON.stringify(outcomes)).toHaveLength(1);
      expect(outcomes.filter((outcome) => !outcome.ok).map((outcome) => (outcome as { code: string }).code)).toEqual(Array(editors - 1).fill('CONFLICT'));
      const after = (await server.em().findOneOrFail(kind.entity as never, { [kind.slugField]: slug } as never)) as Record<string, unknown> & {
        version: number;
      };
      expect(after[kind.field]).toBe(winners[0]!.value);
      expect(after.version).toBe(before.version + 1);
      expect(winners[0]!.version).toBe(after.version);
    }
    expect(await server.em().count(AuditEntry, { action: 'update', recordKey: slug })).toBe(3);
  });

  it(`${editors} editors saving without a version: every save applies in turn, each counted by the version and the audit log`, async () => {
    const slug = `race-${kind.gql.toLowerCase()}`;
    const before = (await server.em().findOneOrFail(kind.entity as never, { [kind.slugField]: slug } as never)) as { version: number };
    const audits = await server.em().count(AuditEntry, { action: 'update', recordKey: slug });
    const outcomes = await Promise.all(Array.from({ length: editors }, (_, i) => update(i, slug)));
    // Without a version an editor asks for last-write-wins; a save may still meet a concurrent one
    // at the same instant (CONFLICT), but none may vanish: successes = version steps = audit entries.
    const successes = outcomes.filter((outcome) => outcome.ok).length;
    expect(
      outcomes.every((outcome) => outcome.ok || outcome.code === 'CONFLICT'),
      JSON.stringify(outcomes),
    ).toBe(true);
    expect(successes).toBeGreaterThanOrEqual(1);
    const after = (await server.em().findOneOrFail(kind.entity as never, { [kind.slugField]: slug } as never)) as { version: number };
    expect(after.version - before.version).toBe(successes);
    expect((await server.em().count(AuditEntry, { action: 'update', recordKey: slug })) - audits).toBe(successes);
  });

  it(`${editors} creates of one slug through both doors: exactly one record, the rest CONFLICT`, async () => {
    const slug = `same-${kind.gql.toLowerCase()}`;
    const outcomes = await Promise.all(
      Array.from({ length: editors }, async (_, i) => {
        const input = { [kind.slugField]: slug, ...kind.base };
        if (i % 2 === 0) {
          const answer = await server.graphql(`mutation($i: ${kind.gql}Input!) { create${kind.gql}(input: $i) { version } }`, { i: input }, cookie);
          return answer.errors ? answer.errors[0]!.extensions!.code! : 'CREATED';
        }
        const response = await server.rest('POST', kind.rest, input, cookie);
        return response.status === 201 ? 'CREATED' : response.status === 409 ? 'CONFLICT' : String(response.status);
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'CREATED')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'CONFLICT')).toHaveLength(editors - 1);
    expect(await server.em().count(kind.entity as never, { [kind.slugField]: slug } as never)).toBe(1);
    expect(await server.em().count(AuditEntry, { action: 'create', recordKey: slug, recordType: { $ne: null } })).toBe(1);
  });

  it('a delete racing updates: the record is gone, updates after it get NOT_FOUND, nothing half-done', async () => {
    const slug = `gone-${kind.gql.toLowerCase()}`;
    expect((await server.rest('POST', kind.rest, { [kind.slugField]: slug, ...kind.base }, cookie)).status).toBe(201);
    const [deleted, ...updates] = await Promise.all([
      server.rest('DELETE', `${kind.rest}/${slug}`, undefined, cookie),
      ...Array.from({ length: 6 }, (_, i) => server.rest('PUT', `${kind.rest}/${slug}`, { [kind.field]: `Late ${i}` }, cookie)),
    ]);
    expect(deleted!.status).toBe(200);
    for (const response of updates) expect([200, 404, 409]).toContain(response.status);
    expect(await server.em().count(kind.entity as never, { [kind.slugField]: slug } as never)).toBe(0);
    const applied = updates.filter((response) => response.status === 200).length;
    expect(await server.em().count(AuditEntry, { action: 'update', recordKey: slug })).toBe(applied);
  });
});

it('leaves only valid records behind', async () => {
  expect(await expectOnlyValidRecords(server.em())).toBeGreaterThan(0);
});
