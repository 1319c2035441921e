/**
 * History and trash (D19): every change keeps a version with who, when and
 * what changed field by field; any kept version comes back as a new one; a delete moves the record to
 * a trash for 30 days, where visitors never see it, and from where it comes back or is deleted for good.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorSeeds } from '#catalogue/seed/records.ts';
import { AuditEntry } from '../../audit/audit-entry.entity.ts';
import { Calculator } from '../calculator/calculator.ts';
import { Page } from '../page/page.ts';
import { deleteExpiredRows } from '../../db/retention.ts';
import { seededTestServer, type TestServer } from '../../test/server.ts';
import { RecordVersion } from './record-version.entity.ts';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  ({ server, cookie } = await seededTestServer());
});

afterAll(async () => {
  await server?.close();
});

const day = 24 * 60 * 60 * 1000;

async function gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, as: string | null = cookie) {
  const answer = await server.graphql(query, variables, as ?? undefined);
  return answer as { data?: T | null; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] };
}

const historyQuery = `query($t: RecordType!, $s: String!) { recordHistory(recordType: $t, slug: $s) { nodes {
  version action actor createdAt restoredFrom current snapshot changes { field before after } } } }`;
const revertMutation = `mutation($t: RecordType!, $s: String!, $v: Int!) { restoreRecordVersion(recordType: $t, slug: $s, version: $v) {
  version action actor restoredFrom current changes { field before after } } }`;

interface Version {
  version: number;
  action: string;
  actor: string | null;
  restoredFrom: number | null;
  current: boolean;
  snapshot: Record<string, unknown>;
  changes: { field: string; before: unknown; after: unknown }[];
}

async function historyOf(recordType: string, slug: string): Promise<Version[]> {
  const answer = await gql<{ recordHistory: { nodes: Version[] } }>(historyQuery, { t: recordType, s: slug });
  expect(answer.errors).toBeUndefined();
  return answer.data!.recordHistory.nodes;
}

describe('history', () => {
  it('keeps who made each change and what it changed, field by field, newest first', async () => {
    await gql('mutation { createPage(input: { pageSlug: "history-a", title: "First title", description: "Kept" }) { version } }');
    await gql('mutation { updatePage(pageSlug: "history-a", input: { title: "Second title", isPublished: true }) { version } }');
    const history = await historyOf('page', 'history-a');
    expect(history.map((entry) => [entry.version, entry.action, entry.actor, entry.current])).toEqual([
      [2, 'update', 'admin', true],
      [1, 'create', 'admin', false],
    ]);
    expect(history[0]!.changes).toEqual([
      { field: 'title', before: 'First title', after: 'Second title' },
      { field: 'isPublished', before: false, after: true },
    ]);
    // A creation lists the fields it gave a value (the empty content left out; false is a value).
    expect(history[1]!.changes.map((change) => change.field).sort()).toEqual(['description', 'isPublished', 'pageSlug', 'pageType', 'title']);
    expect(history[1]!.snapshot).toMatchObject({ pageSlug: 'history-a', title: 'First title', description: 'Kept' });
  });

  it('keeps a seeded record as it was before its first change, and brings that version back as a new, undoable one', async () => {
    const seed = calculatorSeeds().find((calculator) => calculator.calculatorSlug === 'percentage-calculator')!;
    const changed = await gql<{ updateCalculator: { version: number; updatedBy: string } }>(
      'mutation { updateCalculator(calculatorSlug: "percentage-calculator", input: { title: "Percent tool", features: ["Only one"] }) { version updatedBy } }',
    );
    expect(changed.data?.updateCalculator).toEqual({ version: 2, updatedBy: 'admin' });
    const history = await historyOf('calculator', 'percentage-calculator');
    expect(history.map((entry) => [entry.version, entry.action, entry.actor])).toEqual([
      [2, 'update', 'admin'],
      [1, 'baseline', null],
    ]);
    expect(history[1]!.changes).toEqual([]);
    expect(history[0]!.changes).toEqual([
      { field: 'title', before: seed.title, after: 'Percent tool' },
      { field: 'features', before: seed.features, after: ['Only one'] },
    ]);

    const reverted = await gql<{ restoreRecordVersion: Version }>(revertMutation, { t: 'calculator', s: 'percentage-calculator', v: 1 });
    expect(reverted.errors).toBeUndefined();
    expect(reverted.data!.restoreRecordVersion).toMatchObject({ version: 3, action: 'revert', actor: 'admin', restoredFrom: 1, current: true });
    expect(reverted.data!.restoreRecordVersion.changes).toEqual([
      { field: 'title', before: 'Percent tool', after: seed.title },
      { field: 'features', before: ['Only one'], after: seed.features },
    ]);
    const now = await gql<{ calculator: { title: string; features: string[]; version: number } }>(
      '{ calculator(calculatorSlug: "percentage-calculator") { title features version } }',
    );
    expect(now.data!.calculator).toEqual({ title: seed.title, features: seed.features, version: 3 });

    // The revert is a version like any other: going back to version 2 undoes it.
    const undone = await gql<{ restoreRecordVersion: Version }>(revertMutation, { t: 'calculator', s: 'percentage-calculator', v: 2 });
    expect(undone.data!.restoreRecordVersion).toMatchObject({ version: 4, restoredFrom: 2 });
    const again = await gql<{ calculator: { title: string } }>('{ calculator(calculatorSlug: "percentage-calculator") { title } }');
    expect(again.data!.calculator.title).toBe('Percent tool');
  });

  it('keeps nothing for an update that changes nothing: no version, no audit entry, no new content version', async () => {
    await gql(
      'mutation { createCalculator(input: { calculatorSlug: "no-op-calculator", title: "Same", features: ["One"], howItWorks: { steps: ["a"], formula: "f", uses: ["u"], bestPractices: ["b"] } }) { version } }',
    );
    const counts = async () => ({
      versions: await server.em().count(RecordVersion, { recordKey: 'no-op-calculator' }),
      audit: await server.em().count(AuditEntry, {}),
      content: Number((await server.em().getConnection().execute('select "version" from "site_content" where "id" = 1'))[0]?.version),
      record: (await server.em().findOneOrFail(Calculator, { calculatorSlug: 'no-op-calculator' })).version,
    });
    const before = await counts();
    expect(before.record).toBe(1);
    for (const body of [{}, null, { title: 'Same', version: 1 }]) {
      const answer = await server.rest('PUT', '/api/admin/calculators/no-op-calculator', body, cookie);
      expect(answer.status, JSON.stringify(body)).toBe(200);
      expect(answer.body).toMatchObject({ title: 'Same', version: 1 });
    }
    // The same values sent again, a structured one with its keys in another order, and text that trims to the same.
    const again = await gql<{ updateCalculator: { version: number } }>(
      'mutation { updateCalculator(calculatorSlug: "no-op-calculator", input: { title: " Same ", features: ["One"], howItWorks: { bestPractices: ["b"], uses: ["u"], formula: "f", steps: ["a"] } }) { version } }',
    );
    expect(again.data?.updateCalculator).toEqual({ version: 1 });
    expect(await counts()).toEqual(before);

    // A stale version is still refused, and a real change is still kept.
    const stale = await server.rest('PUT', '/api/admin/calculators/no-op-calculator', { version: 7 }, cookie);
    expect(stale.status).toBe(409);
    const changed = await gql<{ updateCalculator: { version: number } }>(
      'mutation { updateCalculator(calculatorSlug: "no-op-calculator", input: { title: "Other" }) { version } }',
    );
    expect(changed.data?.updateCalculator).toEqual({ version: 2 });
    const after = await counts();
    expect(after).toMatchObject({ versions: before.versions + 1, audit: before.audit + 1, record: 2 });
    expect(after.content).toBeGreaterThan(before.content);
    await gql('mutation { deleteCalculator(calculatorSlug: "no-op-calculator") { version } }');
  });

  it('refuses an unknown record type, record or version with the documented codes', async () => {
    // An enum on GraphQL (the variable is refused, named), a path segment checked by the service on REST.
    const badType = await gql(historyQuery, { t: 'user', s: 'home' });
    expect(badType.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { t: expect.stringContaining('"RecordType"') } });
    const badTypeRest = await server.rest('GET', '/api/admin/trash/user', undefined, cookie);
    expect(badTypeRest).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', fields: { recordType: 'must be one of: calculator, page, seoMeta, redirect, faqEntry, siteSettings' } },
    });
    const noRecord = await gql(historyQuery, { t: 'page', s: 'no-such-page' });
    expect(noRecord.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const noVersion = await gql(revertMutation, { t: 'page', s: 'home', v: 99 });
    expect(noVersion.errors?.[0]).toMatchObject({ message: 'No version 99 of the page "home" is kept.', extensions: { code: 'NOT_FOUND' } });
    const signedOut = await gql(historyQuery, { t: 'page', s: 'home' }, null);
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

const trashQuery = `query($t: RecordType!) { deletedRecords(recordType: $t) { nodes { recordType slug title version deletedAt deletedBy purgeAt record } } }`;

describe('the trash', () => {
  it('hides a deleted calculator from visitors and the admin lists, keeps it 30 days, and brings it back as it was', async () => {
    const slug = 'dunk-calculator';
    const before = await server.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(before.body).toContain(`/${slug}`);
    const deleted = await gql<{ deleteCalculator: { version: number } }>(`mutation { deleteCalculator(calculatorSlug: "${slug}") { version } }`);
    expect(deleted.errors).toBeUndefined();

    const trash = await gql<{
      deletedRecords: { nodes: { slug: string; title: string; version: number; deletedAt: string; deletedBy: string; purgeAt: string }[] };
    }>(trashQuery, {
      t: 'calculator',
    });
    const entry = trash.data!.deletedRecords.nodes.find((record) => record.slug === slug)!;
    expect(entry).toMatchObject({ title: 'Dunk Calculator', version: 2, deletedBy: 'admin' });
    expect(Date.parse(entry.purgeAt) - Date.parse(entry.deletedAt)).toBe(30 * day);

    // Gone for visitors: the public query, the sitemap and the page itself; gone from the admin list and counts.
    const active = await gql<{ activeCalculators: { nodes: { calculatorSlug: string }[] } }>('{ activeCalculators { nodes { calculatorSlug } } }', {}, null);
    expect(active.data!.activeCalculators.nodes.map((calculator) => calculator.calculatorSlug)).not.toContain(slug);
    const list = await gql<{ calculators: { nodes: { calculatorSlug: string }[] }; dashboardStats: { calculators: number } }>(
      '{ calculators { nodes { calculatorSlug } } dashboardStats { calculators } }',
    );
    expect(list.data!.calculators.nodes.map((calculator) => calculator.calculatorSlug)).not.toContain(slug);
    expect(list.data!.dashboardStats.calculators).toBe(26);
    expect((await server.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(`/${slug}`);
    const read = await gql(`{ calculator(calculatorSlug: "${slug}") { title } }`);
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Its slug stays taken while it is in the trash, with a message that says where it is.
    const taken = await gql(`mutation { createCalculator(input: { calculatorSlug: "${slug}", title: "Another" }) { version } }`);
    expect(taken.errors?.[0]).toMatchObject({
      message: `A calculator with the slug "${slug}" is in the trash. Restore it from the trash, or delete it there for good, to use the slug again.`,
      extensions: { code: 'CONFLICT', fields: { calculatorSlug: 'is used by a record in the trash' } },
    });
    // A trashed record's versions are not brought back until it is restored.
    const revert = await gql(revertMutation, { t: 'calculator', s: slug, v: 1 });
    expect(revert.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const restored = await gql<{ restoreDeletedRecord: { version: number; action: string } }>(
      `mutation { restoreDeletedRecord(recordType: calculator, slug: "${slug}") { version action } }`,
    );
    expect(restored.data!.restoreDeletedRecord).toEqual({ version: 3, action: 'restore' });
    expect((await server.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(`/${slug}`);
    const back = await gql<{ calculator: { title: string; isActive: boolean } }>(`{ calculator(calculatorSlug: "${slug}") { title isActive } }`);
    expect(back.data!.calculator).toEqual({ title: 'Dunk Calculator', isActive: true });
    const history = await historyOf('calculator', slug);
    expect(history.map((entry) => entry.action)).toEqual(['restore', 'delete', 'baseline']);
  });

  it('hides a deleted page and its SEO from the public queries', async () => {
    await gql('mutation { deletePage(pageSlug: "privacy") { version } }');
    const pages = await gql<{ publishedPages: { nodes: { pageSlug: string }[] } }>('{ publishedPages { nodes { pageSlug } } }', {}, null);
    expect(pages.data!.publishedPages.nodes.map((page) => page.pageSlug)).not.toContain('privacy');
    const seo = await gql('{ publicSeoMeta(pageSlug: "privacy") { metaTitle } }', {}, null);
    expect(seo.data).toEqual({ publicSeoMeta: null });
    expect((await server.app.inject({ method: 'GET', url: '/privacy' })).statusCode).toBe(404);
    await gql('mutation { restoreDeletedRecord(recordType: page, slug: "privacy") { version } }');
    expect((await server.app.inject({ method: 'GET', url: '/privacy' })).statusCode).toBe(200);
  });

  it('deletes a record for good on request, with its history, after which the slug is free', async () => {
    await gql('mutation { createSeoMeta(input: { pageSlug: "purge-me", metaTitle: "Purge me" }) { version } }');
    await gql('mutation { deleteSeoMeta(pageSlug: "purge-me") { version } }');
    const purged = await gql<{ purgeDeletedRecord: { slug: string; title: string } }>(
      'mutation { purgeDeletedRecord(recordType: seoMeta, slug: "purge-me") { slug title } }',
    );
    expect(purged.data!.purgeDeletedRecord).toEqual({ slug: 'purge-me', title: 'Purge me' });
    expect(await server.em().count(RecordVersion, { recordType: 'seoMeta', recordKey: 'purge-me' })).toBe(0);
    const again = await gql('mutation { purgeDeletedRecord(recordType: seoMeta, slug: "purge-me") { slug } }');
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const recreated = await gql<{ createSeoMeta: { version: number } }>(
      'mutation { createSeoMeta(input: { pageSlug: "purge-me", metaTitle: "New" }) { version } }',
    );
    expect(recreated.data!.createSeoMeta.version).toBe(1);
  });

  it('is emptied by the clean-up of records deleted more than 30 days ago, and keeps younger ones', async () => {
    for (const slug of ['trash-old', 'trash-young']) {
      await gql(`mutation { createPage(input: { pageSlug: "${slug}", title: "T" }) { version } }`);
      await gql(`mutation { deletePage(pageSlug: "${slug}") { version } }`);
    }
    const now = new Date();
    const em = server.em();
    await em.nativeUpdate(Page, { pageSlug: 'trash-old' }, { deletedAt: new Date(now.getTime() - 30 * day - 60_000) }, { filters: false });
    await em.nativeUpdate(Page, { pageSlug: 'trash-young' }, { deletedAt: new Date(now.getTime() - 29 * day) }, { filters: false });
    const deleted = await deleteExpiredRows(server.em(), now);
    expect(deleted.trashedRecords).toBe(1);
    const trash = await gql<{ deletedRecords: { nodes: { slug: string }[] } }>(trashQuery, { t: 'page' });
    const slugs = trash.data!.deletedRecords.nodes.map((record) => record.slug);
    expect(slugs).toContain('trash-young');
    expect(slugs).not.toContain('trash-old');
    expect(await server.em().count(RecordVersion, { recordType: 'page', recordKey: 'trash-old' })).toBe(0);
    expect(await server.em().count(RecordVersion, { recordType: 'page', recordKey: 'trash-young' })).toBe(2);
  });
});
