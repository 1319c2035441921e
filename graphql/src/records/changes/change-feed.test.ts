/**
 * The change feed: a follower syncs every record kind from zero, then follows creates, updates,
 * deletes, restores and reverts, with changes made while it pages, and ends with exactly the records
 * the server holds, having seen each change once. Both doors, the same pages; who may read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../scripts/test-conditions.ts';
import type { EntityClass } from '@mikro-orm/core';
import { seedCatalogue } from '../../db/seed.ts';
import { adminPassword, testServer, type TestServer } from '../../test/server.ts';
import { Calculator, calculatorKind } from '../calculator/calculator.ts';
import { snapshotOf } from '../history/history.ts';
import { RecordVersion } from '../history/record-version.entity.ts';
import { definedKinds } from '../kinds.ts';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await testServer();
  await seedCatalogue(server.em());
  cookie = await server.signIn();
});

afterAll(async () => {
  await server?.close();
});

const feed = `query($after: String, $first: Int) { recordChanges(after: $after, first: $first) {
  totalCount pageInfo { hasNextPage endCursor } nodes { cursor recordType key version action actor changedAt changedFields record } } }`;

interface Change {
  cursor: string;
  recordType: string;
  key: string;
  version: number;
  action: string;
  changedFields: string[];
  record: Record<string, unknown>;
}
interface Page_ {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: Change[];
}

async function read(after: string | null, first: number, headers: Record<string, string> = {}): Promise<Page_> {
  const answer = await server.graphql(feed, { after, first }, headers.authorization ? undefined : cookie, headers);
  expect(answer.errors).toBeUndefined();
  return (answer.data as { recordChanges: Page_ }).recordChanges;
}

/** An integrator's copy of the records, kept from the feed alone. */
class Follower {
  cursor: string | null = null;
  records = new Map<string, { version: number; record: Record<string, unknown> }>();
  seen = new Set<string>();
  repeated: string[] = [];

  async follow(first: number, between?: () => Promise<unknown>): Promise<void> {
    for (;;) {
      const [page] = await Promise.all([read(this.cursor, first), between?.()]);
      for (const change of page.nodes) {
        const id = `${change.recordType}/${change.key}/${change.version}`;
        if (this.seen.has(id)) this.repeated.push(id);
        this.seen.add(id);
        const key = `${change.recordType}/${change.key}`;
        if (change.action === 'delete') this.records.delete(key);
        else this.records.set(key, { version: change.version, record: change.record });
      }
      this.cursor = page.pageInfo.endCursor ?? this.cursor;
      if (!page.pageInfo.hasNextPage) return;
    }
  }
}

/** Every live record of every kind, as the server holds it: key → version and fields. */
async function liveRecords(): Promise<Map<string, { version: number; record: Record<string, unknown> }>> {
  const em = server.em();
  const kinds: { recordType: string; entity: EntityClass<object>; service: { rules: object; slugField: string } }[] = [
    { recordType: 'calculator', entity: Calculator, service: calculatorKind.service },
    ...definedKinds().map((kind) => ({ recordType: kind.definition.recordType, entity: kind.entity as EntityClass<object>, service: kind.service })),
  ];
  const live = new Map<string, { version: number; record: Record<string, unknown> }>();
  for (const { recordType, entity, service } of kinds) {
    for (const record of (await em.find(entity, {})) as Record<string, unknown>[]) {
      const snapshot = JSON.parse(JSON.stringify(snapshotOf(record, Object.keys(service.rules)))) as Record<string, unknown>;
      live.set(`${recordType}/${String(record[service.slugField])}`, { version: record.version as number, record: snapshot });
    }
  }
  return live;
}

async function mutate(query: string, variables: Record<string, unknown> = {}) {
  const answer = await server.graphql(query, variables, cookie);
  expect(answer.errors).toBeUndefined();
  return answer.data as Record<string, Record<string, unknown>>;
}

describe('recordChanges', () => {
  const follower = new Follower();

  it('syncs every record kind from zero', async () => {
    await mutate(
      `mutation { createRedirect(input: { fromPath: "/old-gpa", toPath: "/college-gpa-calculator", statusCode: 301, isActive: true }) { version } }`,
    );
    await follower.follow(40);
    const live = await liveRecords();
    expect([...new Set([...live.keys()].map((key) => key.split('/')[0]))].sort()).toEqual([
      'calculator',
      'faqEntry',
      'page',
      'redirect',
      'seoMeta',
      'siteSettings',
    ]);
    expect(follower.records).toEqual(live);
    expect(follower.repeated).toEqual([]);
  });

  it('then follows creates, updates, deletes, restores and reverts, each once', async () => {
    const faq = await mutate(`{ faqEntries(first: 1) { nodes { faqSlug } } }`);
    const faqSlug = (faq.faqEntries!.nodes as { faqSlug: string }[])[0]!.faqSlug;
    await mutate(`mutation { updatePage(pageSlug: "terms", input: { title: "Terms, again" }) { version } }`);
    await mutate(`mutation { updatePage(pageSlug: "terms", input: { title: "Terms, once more" }) { version } }`);
    await mutate(`mutation($s: String!) { deleteFaqEntry(faqSlug: $s) { version } }`, { s: faqSlug });
    await mutate(`mutation { deleteCalculator(calculatorSlug: "dunk-calculator") { version } }`);
    await mutate(`mutation { restoreDeletedRecord(recordType: calculator, slug: "dunk-calculator") { version } }`);
    await mutate(`mutation { restoreRecordVersion(recordType: page, slug: "terms", version: 2, expectedVersion: 3) { version } }`);
    await mutate(`mutation { updateSiteSettings(input: { footerText: "Followed." }) { version } }`);
    const before = follower.seen.size;
    await follower.follow(3);
    expect(follower.seen.size - before).toBe(7);
    expect(follower.records.has(`faqEntry/${faqSlug}`)).toBe(false);
    expect(follower.records.get('page/terms')).toMatchObject({ version: 4, record: { title: 'Terms, again' } });
    expect(follower.records).toEqual(await liveRecords());
    expect(follower.repeated).toEqual([]);

    // Nothing new: an empty page, and the cursor stays usable.
    const empty = await read(follower.cursor, 10);
    expect(empty).toMatchObject({ nodes: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('misses and repeats nothing while changes are made as it pages', async () => {
    const fresh = new Follower();
    let round = 0;
    await fresh.follow(7, async () => {
      round += 1;
      if (round > 12) return;
      await Promise.all([
        server.graphql(`mutation($d: String!) { updatePage(pageSlug: "privacy", input: { description: $d }) { version } }`, { d: `Round ${round}` }, cookie),
        server.graphql(
          `mutation($d: String!) { updateCalculator(calculatorSlug: "ratio-calculator", input: { description: $d }) { version } }`,
          { d: `Round ${round}` },
          cookie,
        ),
      ]);
    });
    await fresh.follow(50);
    expect(fresh.repeated).toEqual([]);
    expect(fresh.records).toEqual(await liveRecords());
    expect(fresh.records.get('page/privacy')?.version).toBe(13);
  });

  it('answers the same pages on REST, and refuses a foreign cursor and a page too large', async () => {
    const graphql = await read(null, 5);
    const rest = await server.rest('GET', '/api/admin/record-changes?first=5', undefined, cookie);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(JSON.parse(JSON.stringify(graphql)));
    expect(String(rest.headers.link)).toContain(`after=${graphql.pageInfo.endCursor}`);
    const next = await server.rest('GET', `/api/admin/record-changes?after=${graphql.pageInfo.endCursor}&first=5`, undefined, cookie);
    expect(next.body).toEqual(JSON.parse(JSON.stringify(await read(graphql.pageInfo.endCursor, 5))));

    const bad = await server.rest('GET', '/api/admin/record-changes?after=bm9wZQ&first=500', undefined, cookie);
    expect(bad).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', fields: { after: expect.any(String), first: 'must be from 1 to 100' } } });
    const badGraphql = await server.graphql(feed, { after: 'p:1', first: 1 }, cookie);
    expect(badGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { after: expect.any(String) } });
  });

  it('is read by administrators and by tokens of either scope, never anonymously', async () => {
    expect((await server.rest('GET', '/api/admin/record-changes')).status).toBe(401);
    expect((await server.graphql(feed, { first: 1 })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const created = await mutate(`mutation($p: String!) { createApiToken(name: "feed reader", scope: read, currentPassword: $p) { secret } }`, {
      p: adminPassword,
    });
    const authorization = `Bearer ${created.createApiToken!.secret as string}`;
    const page = await read(null, 2, { authorization });
    expect(page.nodes).toHaveLength(2);
  });
});

describe('a version committed after a later one', needs('postgres'), () => {
  it('is placed after what a follower has read, so it is not missed', async () => {
    const follower = new Follower();
    await follower.follow(100);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wasWritten = new Promise<void>((resolve) => (written = resolve));
    // A writer whose version row gets its id now but commits only later (any writer: the feed must not rely on record locks).
    const slow = server.em().transactional(async (em) => {
      em.create(RecordVersion, {
        recordType: 'page',
        recordKey: 'late-page',
        version: 1,
        action: 'baseline',
        actor: null,
        snapshot: { pageSlug: 'late-page' },
        createdAt: new Date(),
      });
      await em.flush();
      written();
      await held;
    });
    await wasWritten;
    await mutate(`mutation { updatePage(pageSlug: "dmca", input: { description: "Committed first" }) { version } }`);
    await follower.follow(100);
    expect([...follower.seen].filter((id) => id.startsWith('page/late-page'))).toEqual([]);
    release();
    await slow;
    await follower.follow(100);
    expect(follower.seen.has('page/late-page/1')).toBe(true);
    expect(follower.repeated).toEqual([]);
  });
});
