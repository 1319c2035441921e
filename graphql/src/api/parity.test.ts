/**
 * One behaviour, two doors: each scenario runs through GraphQL and through
 * REST, and both must give the same outcome: the same record, or the same error code and message.
 */
import { blockFragment } from '../test/block-fragment.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../test/server.ts';
import { errorStatus, type ErrorCode } from './errors.ts';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await testServer();
  cookie = await server.signIn();
});

afterAll(async () => {
  await server.close();
});

type Outcome = { ok: true; record: Record<string, unknown> } | { ok: false; code: ErrorCode; message: string; fields?: Record<string, string> };

interface Kind {
  name: string;
  slugField: string;
  fields: string;
  graphql: { list: string; get: string; create: string; update: string; remove: string };
  rest: string;
  valid: (slug: string) => Record<string, unknown>;
  invalid: Record<string, unknown>;
  change: Record<string, unknown>;
}

/** Every field of a page's content, blocks by their fragments (the union's members). */
const pageContentFields = `updated blocks { ...Block } sections { heading blocks { ...Block } } howItWorks { steps formula uses bestPractices notes }`;
const blockFragments = blockFragment;

const kinds: Kind[] = [
  {
    name: 'page',
    slugField: 'pageSlug',
    fields: `id pageType pageSlug title description content { ${pageContentFields} } isPublished version createdAt updatedAt updatedBy`,
    graphql: { list: 'pages', get: 'page', create: 'createPage', update: 'updatePage', remove: 'deletePage' },
    rest: '/api/admin/content/pages',
    valid: (slug) => ({
      pageSlug: slug,
      pageType: 'page',
      title: 'About us',
      description: 'Who we are',
      content: { blocks: [{ type: 'paragraph', text: 'Who we are, and why.' }] },
      isPublished: false,
    }),
    // A pageType outside its enum, or content that is no PageContent, is refused by GraphQL's types before the
    // service (http-errors, lists and typed-content tests).
    invalid: { pageSlug: 'Not A Slug!', title: '', content: { blocks: [{ type: 'paragraph', text: '   ' }] } },
    change: { title: 'About the team', isPublished: true },
  },
  {
    name: 'SEO meta',
    slugField: 'pageSlug',
    fields:
      'id pageSlug metaTitle metaDescription metaKeywords canonicalUrl structuredData { type name description url } ogTitle ogDescription ogImage twitterTitle twitterDescription twitterImage version createdAt updatedAt updatedBy',
    graphql: { list: 'seoMetas', get: 'seoMeta', create: 'createSeoMeta', update: 'updateSeoMeta', remove: 'deleteSeoMeta' },
    rest: '/api/admin/seo',
    valid: (slug) => ({
      pageSlug: slug,
      metaTitle: 'About us',
      metaDescription: 'Who we are',
      canonicalUrl: 'https://calc.example/about',
      structuredData: { type: 'AboutPage', name: 'About us' },
    }),
    // Structured data that is no StructuredData is refused by GraphQL's types before the service (typed-content tests).
    invalid: { pageSlug: '', metaTitle: 'x'.repeat(201), canonicalUrl: 'javascript:alert(1)', structuredData: { type: 'WebPage', url: 'ftp://files' } },
    change: { metaDescription: 'The people behind the calculators', ogImage: 'https://calc.example/og.png' },
  },
  {
    name: 'calculator',
    slugField: 'calculatorSlug',
    fields:
      'id calculatorSlug title description icon features howItWorks { steps formula uses bestPractices notes } category sortOrder isActive embeddable version createdAt updatedAt updatedBy',
    graphql: { list: 'calculators', get: 'calculator', create: 'createCalculator', update: 'updateCalculator', remove: 'deleteCalculator' },
    rest: '/api/admin/calculators',
    valid: (slug) => ({
      calculatorSlug: slug,
      title: 'Tip Calculator',
      icon: 'Percent',
      features: ['Split the bill'],
      howItWorks: { steps: ['Enter the bill.'], formula: 'tip = bill × rate', uses: ['Restaurants'], bestPractices: ['Round up.'] },
      category: 'general',
      sortOrder: 7,
      isActive: false,
    }),
    // A category outside its enum, or features that are not a list of strings, are refused by GraphQL's types.
    invalid: { calculatorSlug: 'tip_calc', title: '   ', sortOrder: 0, features: [' '] },
    change: { sortOrder: 2, isActive: true, embeddable: false },
  },
];

const structuredFields = ['content', 'howItWorks', 'structuredData'];

/** A record's structured fields as GraphQL takes them: each block as its oneOf input (`{ paragraph: { text } }`). */
function graphqlInput(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const record = { ...(input as Record<string, unknown>) };
  const blocks = (list: unknown) => (list as { type: string }[]).map(({ type, ...fields }) => ({ [type]: fields }));
  const content = record.content as { blocks?: unknown; sections?: { heading: string; blocks: unknown }[] } | undefined;
  if (content && typeof content === 'object') {
    record.content = {
      ...content,
      ...(content.blocks ? { blocks: blocks(content.blocks) } : {}),
      ...(content.sections ? { sections: content.sections.map((section) => ({ ...section, blocks: blocks(section.blocks) })) } : {}),
    };
  }
  return record;
}

/** A GraphQL record's structured fields as REST gives them: no __typename, and no field that is null for being absent. */
function storedShape(record: Record<string, unknown>): Record<string, unknown> {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (key === '__typename' || item === null ? [] : [[key, strip(item)]])));
  };
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, structuredFields.includes(key) && value !== null ? strip(value) : value]));
}

/** Compares what two doors did, leaving out what must differ (ids, times, the slug used). */
function comparable(outcome: Outcome, slug: string): unknown {
  if (!outcome.ok) return { code: outcome.code, message: outcome.message.replaceAll(slug, '<slug>'), fields: outcome.fields };
  const { id: _id, createdAt, updatedAt, ...rest } = outcome.record;
  expect(typeof createdAt).toBe('string');
  expect(new Date(String(updatedAt)).getTime()).not.toBeNaN();
  return JSON.parse(JSON.stringify(rest).replaceAll(slug, '<slug>'));
}

const codeByStatus = Object.fromEntries(Object.entries(errorStatus).map(([code, status]) => [status, code])) as Record<number, ErrorCode>;

function graphqlDoor(kind: Kind) {
  const run = async (query: string, variables: Record<string, unknown>, signedIn: boolean): Promise<Outcome> => {
    const answer = await server.graphql(query.includes('...Block') ? `${query}${blockFragments}` : query, variables, signedIn ? cookie : undefined);
    const error = answer.errors?.[0];
    if (error) return { ok: false, code: error.extensions?.code as ErrorCode, message: error.message, fields: error.extensions?.fields };
    return { ok: true, record: storedShape(Object.values(answer.data ?? {})[0] as Record<string, unknown>) };
  };
  const slugArg = kind.slugField;
  return {
    create: (input: unknown, signedIn = true) =>
      run(`mutation($input: ${inputType(kind)}!) { r: ${kind.graphql.create}(input: $input) { ${kind.fields} } }`, { input: graphqlInput(input) }, signedIn),
    read: (slug: string, signedIn = true) => run(`query($slug: String!) { r: ${kind.graphql.get}(${slugArg}: $slug) { ${kind.fields} } }`, { slug }, signedIn),
    update: (slug: string, input: unknown, signedIn = true) =>
      run(
        `mutation($slug: String!, $input: ${inputType(kind)}!) { r: ${kind.graphql.update}(${slugArg}: $slug, input: $input) { ${kind.fields} } }`,
        { slug, input: graphqlInput(input) },
        signedIn,
      ),
    remove: (slug: string, signedIn = true) =>
      run(`mutation($slug: String!) { r: ${kind.graphql.remove}(${slugArg}: $slug) { ${kind.fields} } }`, { slug }, signedIn),
    list: async (signedIn = true) => run(`{ r: ${kind.graphql.list} { totalCount nodes { ${kind.slugField} } } }`, {}, signedIn),
  };
}

function inputType(kind: Kind): string {
  return { page: 'PageInput', 'SEO meta': 'SeoMetaInput', calculator: 'CalculatorInput' }[kind.name]!;
}

function restDoor(kind: Kind) {
  const run = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, signedIn: boolean): Promise<Outcome> => {
    const response = await server.rest(method, url, body, signedIn ? cookie : undefined);
    if (response.status >= 400) {
      // One envelope (D16): the code and fields GraphQL gives, under the status that code maps to.
      const body = response.body as { code: ErrorCode; message: string; fields?: Record<string, string> };
      expect(codeByStatus[response.status]).toBe(body.code);
      return { ok: false, code: body.code, message: body.message, fields: body.fields };
    }
    return { ok: true, record: response.body as Record<string, unknown> };
  };
  return {
    create: (input: unknown, signedIn = true) => run('POST', kind.rest, input, signedIn),
    read: (slug: string, signedIn = true) => run('GET', `${kind.rest}/${slug}`, undefined, signedIn),
    update: (slug: string, input: unknown, signedIn = true) => run('PUT', `${kind.rest}/${slug}`, input, signedIn),
    remove: (slug: string, signedIn = true) => run('DELETE', `${kind.rest}/${slug}`, undefined, signedIn),
    list: (signedIn = true) => run('GET', kind.rest, undefined, signedIn),
  };
}

for (const kind of kinds) {
  describe(`${kind.name} records through both doors`, () => {
    /** Runs a scenario through each door with its own slug and returns both comparable outcomes. */
    async function both(scenario: (door: ReturnType<typeof graphqlDoor>, slug: string) => Promise<Outcome>) {
      const graphqlSlug = `gql-${kind.graphql.create.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}`;
      const restSlug = `rest-${kind.graphql.create.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}`;
      const viaGraphql = await scenario(graphqlDoor(kind), graphqlSlug);
      const viaRest = await scenario(restDoor(kind), restSlug);
      expect(comparable(viaRest, restSlug)).toEqual(comparable(viaGraphql, graphqlSlug));
      return { viaGraphql, viaRest };
    }

    it('creates a record with exactly the fields sent, at version 1', async () => {
      const { viaGraphql } = await both((door, slug) => door.create(kind.valid(slug)));
      expect(viaGraphql.ok && viaGraphql.record.version).toBe(1);
    });

    it('reads a record back', async () => {
      await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        return door.read(slug);
      });
    });

    it('updates only the fields sent and moves the version on', async () => {
      const { viaGraphql } = await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        return door.update(slug, { ...kind.change, version: 1 });
      });
      expect(viaGraphql.ok && viaGraphql.record).toMatchObject({ ...kind.change, version: 2 });
    });

    it('applies an update without a version', async () => {
      await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        await door.update(slug, kind.change);
        return door.update(slug, kind.change);
      });
    });

    it('refuses a stale update with CONFLICT and changes nothing', async () => {
      const { viaGraphql } = await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        await door.update(slug, { ...kind.change, version: 1 });
        const stale = await door.update(slug, { ...kind.valid(slug), version: 1 });
        const after = await door.read(slug);
        expect(after.ok && after.record.version).toBe(2);
        return stale;
      });
      expect(viaGraphql).toMatchObject({ ok: false, code: 'CONFLICT' });
    });

    it('refuses a duplicate slug with CONFLICT', async () => {
      const { viaGraphql } = await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        return door.create(kind.valid(slug));
      });
      expect(viaGraphql).toMatchObject({ ok: false, code: 'CONFLICT' });
    });

    it('refuses bad input with BAD_USER_INPUT naming every bad field', async () => {
      const { viaGraphql } = await both((door) => door.create(kind.invalid));
      expect(viaGraphql).toMatchObject({ ok: false, code: 'BAD_USER_INPUT' });
      for (const field of Object.keys(kind.invalid)) expect(!viaGraphql.ok && viaGraphql.message).toContain(`${field}:`);
    });

    it('refuses to change the slug', async () => {
      const { viaGraphql } = await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        return door.update(slug, { [kind.slugField]: 'another-slug' });
      });
      expect(viaGraphql).toMatchObject({ ok: false, code: 'BAD_USER_INPUT' });
    });

    it('deletes a record, after which it is not found', async () => {
      await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        const deleted = await door.remove(slug);
        expect(deleted.ok).toBe(true);
        return door.read(slug);
      });
    });

    it('answers NOT_FOUND for an unknown slug', async () => {
      const { viaGraphql } = await both((door, slug) => door.update(slug, kind.change));
      expect(viaGraphql).toMatchObject({ ok: false, code: 'NOT_FOUND' });
      await both((door, slug) => door.remove(slug));
    });

    it('refuses every operation when signed out, with UNAUTHENTICATED', async () => {
      for (const scenario of [
        (door: ReturnType<typeof graphqlDoor>, slug: string) => door.create(kind.valid(slug), false),
        (door: ReturnType<typeof graphqlDoor>, slug: string) => door.read(slug, false),
        (door: ReturnType<typeof graphqlDoor>, slug: string) => door.update(slug, kind.change, false),
        (door: ReturnType<typeof graphqlDoor>, slug: string) => door.remove(slug, false),
        (door: ReturnType<typeof graphqlDoor>) => door.list(false),
      ]) {
        const { viaGraphql } = await both(scenario);
        expect(viaGraphql).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
      }
    });
  });
}

const recordTypeOf = (kind: Kind) => ({ page: 'page', 'SEO meta': 'seoMeta', calculator: 'calculator' })[kind.name]!;

/** History and trash through each door: the same answers, the times and the slug used set aside. */
function historyDoors(kind: Kind) {
  const recordType = recordTypeOf(kind);
  const versionFields = 'recordType slug version action actor createdAt restoredFrom current snapshot changes { field before after }';
  const trashFields = 'recordType slug title version deletedAt deletedBy purgeAt record';
  /** A list's page as both doors give it. */
  const page = (fields: string) => `totalCount pageInfo { hasNextPage endCursor } nodes { ${fields} }`;
  const viaGraphql = async (query: string, variables: Record<string, unknown>, signedIn: boolean): Promise<Outcome> => {
    const answer = await server.graphql(query, { t: recordType, ...variables }, signedIn ? cookie : undefined);
    const error = answer.errors?.[0];
    if (error) return { ok: false, code: error.extensions?.code as ErrorCode, message: error.message };
    return { ok: true, record: { answer: Object.values(answer.data ?? {})[0] } };
  };
  const viaRest = async (method: 'GET' | 'POST' | 'DELETE', url: string, signedIn: boolean, body?: unknown): Promise<Outcome> => {
    const response = await server.rest(method, url, body, signedIn ? cookie : undefined);
    if (response.status >= 400) {
      // The REST error envelope (D16): its code agrees with the status.
      const body = response.body as { code: ErrorCode; message: string };
      expect(codeByStatus[response.status]).toBe(body.code);
      return { ok: false, code: body.code, message: body.message };
    }
    return { ok: true, record: { answer: response.body } };
  };
  return {
    graphql: {
      ...graphqlDoor(kind),
      history: (slug: string, signedIn = true) =>
        viaGraphql(`query($t: RecordType!, $s: String!) { r: recordHistory(recordType: $t, slug: $s) { ${page(versionFields)} } }`, { s: slug }, signedIn),
      revert: (slug: string, version: number, signedIn = true, expectedVersion?: number) =>
        viaGraphql(
          `mutation($t: RecordType!, $s: String!, $v: Int!, $e: Int) { r: restoreRecordVersion(recordType: $t, slug: $s, version: $v, expectedVersion: $e) { ${versionFields} } }`,
          { s: slug, v: version, e: expectedVersion },
          signedIn,
        ),
      trash: (signedIn = true) => viaGraphql(`query($t: RecordType!) { r: deletedRecords(recordType: $t) { ${page(trashFields)} } }`, {}, signedIn),
      restore: (slug: string, signedIn = true) =>
        viaGraphql(`mutation($t: RecordType!, $s: String!) { r: restoreDeletedRecord(recordType: $t, slug: $s) { ${versionFields} } }`, { s: slug }, signedIn),
      purge: (slug: string, signedIn = true) =>
        viaGraphql(`mutation($t: RecordType!, $s: String!) { r: purgeDeletedRecord(recordType: $t, slug: $s) { ${trashFields} } }`, { s: slug }, signedIn),
    },
    rest: {
      ...restDoor(kind),
      history: (slug: string, signedIn = true) => viaRest('GET', `${kind.rest}/${slug}/history`, signedIn),
      revert: (slug: string, version: number, signedIn = true, expectedVersion?: number) =>
        viaRest('POST', `${kind.rest}/${slug}/history/${version}/restore`, signedIn, expectedVersion === undefined ? undefined : { expectedVersion }),
      trash: (signedIn = true) => viaRest('GET', `/api/admin/trash/${recordType}`, signedIn),
      restore: (slug: string, signedIn = true) => viaRest('POST', `/api/admin/trash/${recordType}/${slug}/restore`, signedIn),
      purge: (slug: string, signedIn = true) => viaRest('DELETE', `/api/admin/trash/${recordType}/${slug}`, signedIn),
    },
  };
}

/** An answer with its times checked and set aside, its database id too, and the slug used replaced. */
function withoutTimes(outcome: Outcome, slug: string): unknown {
  if (!outcome.ok) return { code: outcome.code, message: outcome.message.replaceAll(slug, '<slug>') };
  const text = JSON.stringify(outcome.record, (key, value: unknown) => {
    if (key === 'id') return '<id>';
    if (key === 'createdAt' || key === 'updatedAt' || key === 'deletedAt' || key === 'purgeAt') {
      expect(Number.isNaN(Date.parse(String(value))), key).toBe(false);
      return '<time>';
    }
    return value;
  });
  return JSON.parse(text.replaceAll(slug, '<slug>'));
}

for (const kind of kinds) {
  describe(`${kind.name} history and trash through both doors`, () => {
    type Doors = ReturnType<typeof historyDoors>['graphql'];
    async function both(scenario: (door: Doors, slug: string) => Promise<Outcome>) {
      const doors = historyDoors(kind);
      const graphqlSlug = `gql-h-${Math.random().toString(36).slice(2, 8)}`;
      const restSlug = `rest-h-${Math.random().toString(36).slice(2, 8)}`;
      const viaGraphql = await scenario(doors.graphql, graphqlSlug);
      const viaRest = await scenario(doors.rest, restSlug);
      expect(withoutTimes(viaRest, restSlug)).toEqual(withoutTimes(viaGraphql, graphqlSlug));
      return { viaGraphql, viaRest };
    }
    const inTrash = (outcome: Outcome, slug: string): Outcome =>
      outcome.ok
        ? { ok: true, record: { answer: (outcome.record.answer as { nodes: { slug: string }[] }).nodes.filter((entry) => entry.slug === slug) } }
        : outcome;

    it('lists the versions a create and an update kept, field by field', async () => {
      const { viaGraphql } = await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        await door.update(slug, kind.change);
        return door.history(slug);
      });
      const versions = viaGraphql.ok ? (viaGraphql.record.answer as { nodes: { version: number; action: string }[] }).nodes : [];
      expect(versions.map((entry) => [entry.version, entry.action])).toEqual([
        [2, 'update'],
        [1, 'create'],
      ]);
    });

    it('brings back an older version as a new one', async () => {
      const { viaGraphql } = await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        await door.update(slug, kind.change);
        await door.revert(slug, 1);
        return door.read(slug);
      });
      expect(viaGraphql.ok && viaGraphql.record).toMatchObject({ ...kind.valid('x'), [kind.slugField]: expect.any(String), version: 3 });
    });

    it('brings back a version when the expected current version is the current one', async () => {
      const { viaGraphql } = await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        await door.update(slug, kind.change);
        return door.revert(slug, 1, true, 2);
      });
      expect(viaGraphql.ok && viaGraphql.record.answer).toMatchObject({ version: 3, action: 'revert', restoredFrom: 1 });
    });

    it('refuses to bring back a version over a change made since the expected version, with CONFLICT, changing nothing', async () => {
      const { viaGraphql } = await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        await door.update(slug, kind.change);
        // An editor read the history at version 2; someone else then saved version 3.
        const { [kind.slugField]: _slug, ...firstFields } = kind.valid(slug);
        await door.update(slug, firstFields);
        const stale = await door.revert(slug, 1, true, 2);
        expect(stale).toMatchObject({ ok: false, code: 'CONFLICT' });
        expect(!stale.ok && stale.message).toContain('you have version 2, the current one is 3');
        return door.history(slug);
      });
      const versions = viaGraphql.ok ? (viaGraphql.record.answer as { nodes: { version: number; action: string }[] }).nodes : [];
      expect(versions.map((entry) => [entry.version, entry.action])).toEqual([
        [3, 'update'],
        [2, 'update'],
        [1, 'create'],
      ]);
    });

    it('refuses an expected version that is not a version number with BAD_USER_INPUT', async () => {
      const { viaGraphql } = await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        await door.update(slug, kind.change);
        return door.revert(slug, 1, true, 0);
      });
      expect(viaGraphql).toMatchObject({ ok: false, code: 'BAD_USER_INPUT' });
    });

    it('answers NOT_FOUND for a version that is not kept', async () => {
      const { viaGraphql } = await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        return door.revert(slug, 5);
      });
      expect(viaGraphql).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    });

    it('moves a deleted record to the trash and restores it from there', async () => {
      await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        await door.remove(slug);
        return inTrash(await door.trash(), slug);
      });
      await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        await door.remove(slug);
        const restored = await door.restore(slug);
        expect(restored.ok).toBe(true);
        return door.read(slug);
      });
    });

    it('refuses a new record with the slug of a trashed one, and frees it once deleted for good', async () => {
      const { viaGraphql } = await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        await door.remove(slug);
        return door.create(kind.valid(slug));
      });
      expect(viaGraphql).toMatchObject({ ok: false, code: 'CONFLICT' });
      await both(async (door, slug) => {
        await door.create(kind.valid(slug));
        await door.remove(slug);
        const purged = await door.purge(slug);
        expect(purged.ok).toBe(true);
        return door.create(kind.valid(slug));
      });
    });

    it('answers NOT_FOUND when restoring or purging what is not in the trash', async () => {
      const { viaGraphql } = await both((door, slug) => door.restore(slug));
      expect(viaGraphql).toMatchObject({ ok: false, code: 'NOT_FOUND' });
      await both((door, slug) => door.purge(slug));
    });

    it('refuses every history and trash operation when signed out, with UNAUTHENTICATED', async () => {
      for (const scenario of [
        (door: Doors, slug: string) => door.history(slug, false),
        (door: Doors, slug: string) => door.revert(slug, 1, false),
        (door: Doors) => door.trash(false),
        (door: Doors, slug: string) => door.restore(slug, false),
        (door: Doors, slug: string) => door.purge(slug, false),
      ]) {
        const { viaGraphql } = await both(scenario);
        expect(viaGraphql).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
      }
    });
  });
}

describe('the record type of history and trash', () => {
  it('is refused with BAD_USER_INPUT through both doors when unknown, naming the values there are', async () => {
    // GraphQL's enum refuses the variable before anything runs; REST's path segment is checked by the service.
    const viaGraphql = await server.graphql('query($t: RecordType!) { deletedRecords(recordType: $t) { nodes { slug } } }', { t: 'user' }, cookie);
    const viaRest = await server.rest('GET', '/api/admin/trash/user', undefined, cookie);
    expect(viaGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { t: expect.stringContaining('"RecordType"') } });
    expect(viaRest.status).toBe(400);
    expect(viaRest.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { recordType: 'must be one of: calculator, page, seoMeta, redirect, faqEntry, siteSettings' },
    });
  });
});
