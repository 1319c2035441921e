/**
 * Compiled queries answer exactly as graphql-js does: a document's first query runs on graphql-js,
 * later ones on its compiled code, and every answer (status and body, byte for byte) must match the
 * first. The corpus is every query the admin sends, public reads, and the parts of GraphQL a compiler
 * could get wrong: aliases, fragments, directives, several operations in one document, custom
 * scalars, introspection, nulls, and errors of every kind.
 */
import { print, type DocumentNode, type GraphQLSchema } from 'graphql';
import type * as Jit from 'graphql-jit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentsOf, type KindInfo } from '../../../web/src/admin/defined/kindDocuments.ts';
import * as documents from '../../../web/src/graphql/generated/graphql.ts';
import { seededTestServer, type TestServer } from '../test/server.ts';
import { calculatorKind } from '../records/calculator/calculator.ts';

// Counts compilations, and answers given by compiled code.
const jit = vi.hoisted(() => ({ compilations: 0, compiledRuns: 0, failing: false }));
vi.mock('graphql-jit', async (importOriginal) => {
  const original = await importOriginal<typeof Jit>();
  return {
    ...original,
    compileQuery: (schema: GraphQLSchema, document: DocumentNode, operationName?: string) => {
      jit.compilations += 1;
      const compiled = original.compileQuery(schema, document, operationName);
      if (!original.isCompiledQuery(compiled)) return compiled;
      return {
        ...compiled,
        query: (...queryArgs: Parameters<typeof compiled.query>) => {
          jit.compiledRuns += 1;
          if (jit.failing) throw new Error('A fault in compiled code');
          return compiled.query(...queryArgs);
        },
      };
    },
  };
});

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  ({ server, cookie } = await seededTestServer());
});

afterAll(async () => {
  await server.close();
});

interface Sent {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  signedIn?: boolean;
}

async function send({ query, variables, operationName, signedIn }: Sent): Promise<{ status: number; body: string }> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(signedIn ? { cookie } : {}) },
    payload: JSON.stringify({ query, variables, operationName }),
  });
  return { status: response.statusCode, body: response.body };
}

/** Sends the same request three times: the first answer is graphql-js's, and the others must equal it. */
async function answersAlike(sent: Sent): Promise<{ status: number; body: string; compiledRuns: number }> {
  const first = await send(sent);
  const runsBefore = jit.compiledRuns;
  for (let again = 0; again < 2; again++) expect(await send(sent), sent.query).toEqual(first);
  return { ...first, compiledRuns: jit.compiledRuns - runsBefore };
}

const adminQueries = Object.entries(documents as Record<string, unknown>)
  .filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document'))
  .filter(([, document]) => document.definitions.some((definition) => definition.kind === 'OperationDefinition' && definition.operation === 'query'));

describe('a compiled query', () => {
  it('answers every query the admin sends as graphql-js does, once compiled', async () => {
    expect(adminQueries.map(([name]) => name)).toEqual(expect.arrayContaining(['AdminRecordKindsDocument', 'AdminDashboardStatsDocument', 'AdminMeDocument']));
    const pageSlug = 'home';
    const created = await server.graphql(
      'mutation { createWebhook(input: { url: "https://hooks.example/compiled", events: [{ recordType: page, actions: [update] }] }) { webhook { id } } }',
      {},
      cookie,
    );
    const webhookId = (created.data?.createWebhook as { webhook: { id: number } }).webhook.id;
    const variables = { calculatorSlug: 'percentage-calculator', pageSlug, recordType: 'page', slug: pageSlug, first: 20, offset: 0, webhookId };
    for (const [name, document] of adminQueries) {
      const answer = await answersAlike({ query: print(document), variables, signedIn: true });
      expect(answer.status, name).toBe(200);
      expect(JSON.parse(answer.body).errors, name).toBeUndefined();
      expect(answer.compiledRuns, name).toBe(2);
    }
  });

  it("answers the lists and records the admin writes from each kind's metadata as graphql-js does, typed content and all", async () => {
    const kinds = (await server.graphql(print(documents.AdminRecordKindsDocument), {}, cookie)).data?.recordKinds as KindInfo[];
    // A seeded record of each kind with one; the others' lists are read.
    const keys: Record<string, string> = { calculator: 'percentage-calculator', page: 'home', seoMeta: 'home' };
    const listed = kinds.filter((kind) => !kind.singleton);
    expect(listed.map((kind) => kind.recordType)).toEqual(expect.arrayContaining(Object.keys(keys)));
    for (const kind of listed) {
      const { list, get } = documentsOf(kind);
      const reads: [string, DocumentNode, Record<string, unknown>][] = [[`${kind.name} list`, list, { offset: 0 }]];
      const key = keys[kind.recordType];
      if (key) reads.push([`${kind.name} ${key}`, get, { key }]);
      for (const [name, document, variables] of reads) {
        const answer = await answersAlike({ query: print(document), variables, signedIn: true });
        expect(answer.status, name).toBe(200);
        expect(JSON.parse(answer.body).errors, name).toBeUndefined();
        expect(answer.compiledRuns, name).toBe(2);
      }
    }
  });

  it('answers the public list, with its custom scalars and typed How it works, as graphql-js does', async () => {
    const answer = await answersAlike({
      query:
        '{ activeCalculators { totalCount pageInfo { hasNextPage endCursor } nodes { calculatorSlug title description icon category sortOrder features howItWorks { steps formula uses bestPractices notes } createdAt updatedAt id } } }',
    });
    const calculators = JSON.parse(answer.body).data.activeCalculators.nodes as { calculatorSlug: string; createdAt: string }[];
    expect(calculators.length).toBeGreaterThan(20);
    expect(calculators[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(answer.compiledRuns).toBe(2);
  });

  it("answers pages' content blocks, a union told apart by __typename, as graphql-js does", async () => {
    const answer = await answersAlike({
      query: `{ publishedPages { nodes { pageSlug content { updated blocks { ...Block } sections { heading blocks { ...Block } } } } } }
        fragment Block on ContentBlock {
          __typename
          ... on ParagraphBlock { type text }
          ... on ListBlock { type ordered items }
          ... on TableBlock { type caption columns rows }
          ... on NoteBlock { type heading text }
          ... on StepsBlock { type steps { title text } }
          ... on CardsBlock { type cards { title text icon } }
        }`,
    });
    const pages = JSON.parse(answer.body).data.publishedPages.nodes as {
      pageSlug: string;
      content: { sections: { blocks: { __typename: string }[] }[] | null };
    }[];
    const home = pages.find((page) => page.pageSlug === 'home');
    expect(home?.content.sections?.map((section) => section.blocks.map((block) => block.__typename))).toEqual([['StepsBlock'], ['CardsBlock']]);
    expect(answer.compiledRuns).toBe(2);
  });

  it('keeps aliases, fragments, __typename and @skip/@include with variables as graphql-js does', async () => {
    const query = `
      query Cards($withIcon: Boolean!, $category: CalculatorCategory) {
        general: activeCalculators(category: $category) { nodes { ...Card slug: calculatorSlug icon @include(if: $withIcon) __typename } }
        all: activeCalculators { count: totalCount nodes { ... on PublicCalculator { title @skip(if: $withIcon) sortOrder } } }
      }
      fragment Card on PublicCalculator { title category ... @include(if: $withIcon) { features } }`;
    for (const variables of [{ withIcon: true, category: 'general' }, { withIcon: false, category: 'education' }, { withIcon: false }]) {
      const answer = await answersAlike({ query, variables });
      expect(JSON.parse(answer.body).errors).toBeUndefined();
      expect(answer.compiledRuns).toBe(2);
    }
  });

  it('runs the operation named in a document that holds several', async () => {
    const query =
      'query Slugs { activeCalculators { nodes { calculatorSlug } } } query Titles { activeCalculators { nodes { title } } } query Me { me { username } }';
    const slugs = await answersAlike({ query, operationName: 'Slugs' });
    const titles = await answersAlike({ query, operationName: 'Titles' });
    const me = await answersAlike({ query, operationName: 'Me', signedIn: true });
    expect(JSON.parse(slugs.body).data.activeCalculators.nodes[0]).toHaveProperty('calculatorSlug');
    expect(JSON.parse(titles.body).data.activeCalculators.nodes[0]).toHaveProperty('title');
    expect(JSON.parse(me.body).data).toEqual({ me: { username: 'admin' } });
    expect([slugs.compiledRuns, titles.compiledRuns, me.compiledRuns]).toEqual([2, 2, 2]);
  });

  it('answers nulls and introspection as graphql-js does', async () => {
    const signedOut = await answersAlike({ query: '{ me { username } publicSeoMeta(pageSlug: "no-such-page") { metaTitle } }' });
    // A missing record is null with NOT_FOUND at its path.
    expect(JSON.parse(signedOut.body)).toEqual({
      data: { me: null, publicSeoMeta: null },
      errors: [expect.objectContaining({ path: ['publicSeoMeta'], extensions: { code: 'NOT_FOUND' } })],
    });
    const introspection = await answersAlike({
      query: '{ __schema { queryType { name } types { name kind } } __type(name: "Calculator") { fields { name type { kind name ofType { name } } } } }',
    });
    expect(JSON.parse(introspection.body).data.__schema.queryType).toEqual({ name: 'Query' });
    expect([signedOut.compiledRuns, introspection.compiledRuns]).toEqual([2, 2]);
  });

  it('gives every error exactly as graphql-js gives it: from a resolver, a missing record, bad variables', async () => {
    const cases: [Sent, number, string][] = [
      [{ query: '{ calculators { nodes { calculatorSlug } } }' }, 200, 'UNAUTHENTICATED'],
      [{ query: '{ activeCalculators { nodes { calculatorSlug } } dashboardStats { calculators } }' }, 200, 'UNAUTHENTICATED'],
      [{ query: '{ calculator(calculatorSlug: "no-such-calculator") { title } }', signedIn: true }, 200, 'NOT_FOUND'],
      [{ query: 'query($slug: String!) { calculator(calculatorSlug: $slug) { title } }', variables: {}, signedIn: true }, 400, 'BAD_USER_INPUT'],
      [
        { query: 'query($category: CalculatorCategory) { activeCalculators(category: $category) { nodes { title } } }', variables: { category: 7 } },
        400,
        'BAD_USER_INPUT',
      ],
    ];
    for (const [sent, status, code] of cases) {
      const answer = await answersAlike(sent);
      expect(answer.status, sent.query).toBe(status);
      expect(JSON.parse(answer.body).errors[0].extensions.code, sent.query).toBe(code);
    }
  });
});

describe('a failing query', () => {
  it('runs once: its compiled answer, errors and all, is sent, not run again by graphql-js', async () => {
    const sent = { query: '{ calculator(calculatorSlug: "no-such-calculator") { title } }', signedIn: true };
    const reads = vi.spyOn(calculatorKind.service, 'lookup');
    try {
      const answer = await answersAlike(sent);
      expect(JSON.parse(answer.body).errors[0].extensions.code).toBe('NOT_FOUND');
      expect(answer.compiledRuns).toBe(2);
      // Three requests, three reads: none run twice.
      expect(reads).toHaveBeenCalledTimes(3);
    } finally {
      reads.mockRestore();
    }
  });
});

describe('graphql-js alone', () => {
  it('answers when compiled code fails', async () => {
    const sent = { query: '{ activeCalculators { nodes { calculatorSlug sortOrder } } }' };
    const first = await send(sent);
    jit.failing = true;
    try {
      const runsBefore = jit.compiledRuns;
      expect(await send(sent)).toEqual(first);
      expect(jit.compiledRuns - runsBefore).toBe(1);
    } finally {
      jit.failing = false;
    }
  });

  it("runs a document's first query and every mutation: neither is compiled", async () => {
    const before = jit.compilations;
    await send({ query: '{ activeCalculators { nodes { calculatorSlug icon } } }' });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(JSON.parse((await send({ query: 'mutation { logout }' })).body)).toEqual({ data: { logout: true } });
    }
    expect(jit.compilations - before).toBe(0);
  });
});
