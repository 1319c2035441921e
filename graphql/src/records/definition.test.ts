/**
 * A record kind defined here, in the test, and nowhere else: from its definition alone it has a
 * table (made as its migration would), GraphQL operations and types, REST routes, OpenAPI schemas and
 * paths, validation with the same messages on both doors, history and trash, and the admin's metadata.
 * A second kind has typed content, a public read and no admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { howItWorksSchema } from '#catalogue/content.ts';
import { AppError } from '../api/errors.ts';
import { openApiDocument } from '../api/openapi.ts';
import { printedSchema, schema } from '../api/schema.ts';
import { testServer, type TestServer } from '../test/server.ts';
import { defineRecordKind, flag, keyText, position, text, typedContent, type DefinedRecord } from './definition.ts';
import { registerRecordKind } from './kinds.ts';
import { slug } from '../api/validation.ts';

const glossaryKind = defineRecordKind({
  name: 'GlossaryTerm',
  recordType: 'glossaryTerm',
  tableName: 'glossary_term',
  label: 'glossary term',
  rest: '/api/admin/glossary-terms',
  key: 'termSlug',
  keyName: 'slug',
  titleField: 'term',
  shownOnSite: false,
  fields: {
    termSlug: keyText({ label: 'Slug', description: 'Unique key.', maxLength: 100, rule: slug }),
    term: text({ label: 'Term', description: 'The word explained.', maxLength: 80, required: true }),
    meaning: text({ label: 'Meaning', description: 'What it means.', maxLength: 1000, long: true }),
    rank: position({ label: 'Rank', description: 'Its place in the glossary.' }),
    isShown: flag({ label: 'Shown', description: 'Whether it is listed.', initial: true, onLabel: 'Shown' }),
  },
  defaultOrder: { termSlug: 'asc' },
  filters: { isShown: { type: 'boolean', property: 'isShown', description: 'Only shown (true) or hidden (false) terms.' } },
  orders: { termSlug: { property: 'termSlug' }, rank: { property: 'rank' } },
  admin: { noun: 'glossary term', heading: 'Glossary', columns: ['termSlug', 'term', 'isShown'] },
});

const exampleFields = {
  exampleSlug: keyText({ label: 'Slug', description: 'Unique key.', maxLength: 100, rule: slug }),
  caption: text({ label: 'Caption', description: 'A line under the example.', maxLength: 120, nullable: true }),
  worked: typedContent({ label: 'Worked example', description: 'The example, step by step.', shape: howItWorksSchema, absent: 'null' }),
  note: text({ label: 'Note', description: 'For editors.', maxLength: 200, public: false }),
  isShown: flag({ label: 'Shown', description: 'Whether visitors may read it.', initial: false, onLabel: 'Shown' }),
};

const exampleKind = defineRecordKind({
  name: 'GlossaryExample',
  recordType: 'glossaryExample',
  tableName: 'glossary_example',
  label: 'glossary example',
  rest: '/api/admin/glossary-examples',
  key: 'exampleSlug',
  keyName: 'slug',
  titleField: 'exampleSlug',
  shownOnSite: false,
  fields: exampleFields,
  defaultOrder: { exampleSlug: 'asc' },
  filters: {},
  orders: { exampleSlug: { property: 'exampleSlug' } },
  publicRead: {
    query: 'publicGlossaryExample',
    typeName: 'PublicGlossaryExample',
    typeDescription: 'A glossary example as visitors read it.',
    description: 'A shown glossary example; null with NOT_FOUND otherwise.',
    find: async (ctx, { key }): Promise<DefinedRecord> => {
      const found = await ctx.em.findOne(exampleKind.entity, { exampleSlug: key ?? '', isShown: true });
      if (!found) throw new AppError('NOT_FOUND', `No shown glossary example ${key}.`);
      return found as DefinedRecord;
    },
  },
});

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  // Before the server starts: the ORM, the schema and the routes read the kinds when they are made.
  registerRecordKind(glossaryKind);
  registerRecordKind(exampleKind);
  server = await testServer();
  // The table, as a migration for the kind would make it: the ORM's own statement for the entity.
  const statements = await server.database.orm.schema.getUpdateSchemaSQL({ wrap: false });
  expect(statements).toContain('create table "glossary_term"');
  for (const statement of statements.split(/;\n+/).filter((text) => text.trim() !== '')) await server.em().getConnection().execute(statement);
  cookie = await server.signIn();
});

afterAll(async () => {
  await server?.close();
});

describe('a kind made only from its definition', () => {
  it('is in the GraphQL schema with its object, input, connection, filters and orders', async () => {
    const sdl = await printedSchema();
    expect(sdl).toMatch(/type GlossaryTerm \{[^}]*\bmeaning: String!/);
    expect(sdl).toMatch(/input GlossaryTermInput \{[^}]*\brank: Int/);
    const list = (await schema()).getQueryType()?.getFields().glossaryTerms;
    expect(String(list?.type)).toBe('GlossaryTermConnection!');
    expect(Object.fromEntries((list?.args ?? []).map((arg) => [arg.name, String(arg.type)]))).toMatchObject({
      first: 'Int',
      after: 'String',
      isShown: 'Boolean',
      orderBy: 'GlossaryTermOrderField',
      orderDirection: 'OrderDirection',
    });
    expect(sdl).toMatch(/createGlossaryTerm\(input: GlossaryTermInput!\): GlossaryTerm!/);
  });

  it('is written and read through GraphQL and REST alike, with the same validation', async () => {
    const created = await server.graphql(
      'mutation { createGlossaryTerm(input: { termSlug: "median", term: "Median", meaning: "The middle value.", rank: 2 }) { termSlug term rank isShown version } }',
      {},
      cookie,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createGlossaryTerm).toEqual({ termSlug: 'median', term: 'Median', rank: 2, isShown: true, version: 1 });
    const posted = await server.rest('POST', '/api/admin/glossary-terms', { termSlug: 'mean', term: 'Mean', rank: 1 }, cookie);
    expect(posted.status).toBe(201);
    expect(posted.headers.location).toBe('/api/admin/glossary-terms/mean');
    const listed = await server.graphql('{ glossaryTerms(orderBy: rank) { totalCount nodes { termSlug } } }', {}, cookie);
    expect(listed.data?.glossaryTerms).toEqual({ totalCount: 2, nodes: [{ termSlug: 'mean' }, { termSlug: 'median' }] });
    const read = await server.rest('GET', '/api/admin/glossary-terms/median', undefined, cookie);
    expect(read.body).toMatchObject({ termSlug: 'median', meaning: 'The middle value.', version: 1 });

    // The same refusal, word for word, from both doors.
    const bad = { termSlug: 'Not A Slug', term: '', rank: 0 };
    const viaGraphql = await server.graphql('mutation($input: GlossaryTermInput!) { createGlossaryTerm(input: $input) { version } }', { input: bad }, cookie);
    const viaRest = await server.rest('POST', '/api/admin/glossary-terms', bad, cookie);
    const messages = {
      termSlug: 'may contain only lowercase letters, digits and single hyphens (e.g. percentage-calculator)',
      term: 'is required',
      rank: 'must be at least 1',
    };
    expect(viaGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: messages });
    expect(viaRest.status).toBe(400);
    expect(viaRest.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: messages });
  });

  it('is described in OpenAPI: its paths and the schemas of its record and inputs', () => {
    const document = openApiDocument({ origin: 'http://127.0.0.1:3000' }) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties?: object; required?: string[] }> };
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/glossary-terms',
        '/api/admin/glossary-terms/{slug}',
        '/api/admin/glossary-terms/{slug}/history',
        '/api/admin/glossary-terms/{slug}/history/{version}/restore',
      ]),
    );
    expect(document.components.schemas.GlossaryTermCreate?.required).toEqual(['termSlug', 'term']);
    expect(document.components.schemas.GlossaryTermCreate?.properties).toMatchObject({ meaning: { maxLength: 1000 }, rank: { minimum: 1 } });
    expect(Object.keys(document.components.schemas.GlossaryTerm?.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'termSlug', 'term', 'meaning', 'rank', 'isShown', 'version', 'createdAt', 'updatedAt']),
    );
  });

  it('keeps its versions in history, goes to the trash and comes back', async () => {
    await server.graphql(
      'mutation { updateGlossaryTerm(termSlug: "median", input: { meaning: "The middle value of an ordered list." }) { version } }',
      {},
      cookie,
    );
    const history = await server.graphql(
      '{ recordHistory(recordType: glossaryTerm, slug: "median") { nodes { version action changes { field before after } } } }',
      {},
      cookie,
    );
    expect(history.data?.recordHistory).toEqual({
      nodes: [
        { version: 2, action: 'update', changes: [{ field: 'meaning', before: 'The middle value.', after: 'The middle value of an ordered list.' }] },
        expect.objectContaining({ version: 1, action: 'create' }),
      ],
    });
    expect((await server.rest('DELETE', '/api/admin/glossary-terms/median', undefined, cookie)).status).toBe(200);
    const trash = await server.rest('GET', '/api/admin/trash/glossaryTerm', undefined, cookie);
    expect(trash.body).toMatchObject({ nodes: [{ slug: 'median', title: 'Median' }] });
    const restored = await server.graphql('mutation { restoreDeletedRecord(recordType: glossaryTerm, slug: "median") { action } }', {}, cookie);
    expect(restored.data?.restoreDeletedRecord).toEqual({ action: 'restore' });
  });

  it('is offered to the admin with its fields and columns', async () => {
    const answer = await server.graphql(
      '{ recordKinds { recordType heading operations columns tableColumns { key header orderBy } fields { name input required isKey } } }',
      {},
      cookie,
    );
    const kinds = answer.data?.recordKinds as { recordType: string }[];
    expect(kinds.find((kind) => kind.recordType === 'glossaryTerm')).toEqual({
      recordType: 'glossaryTerm',
      heading: 'Glossary',
      operations: ['glossaryTerms', 'glossaryTerm', 'createGlossaryTerm', 'updateGlossaryTerm', 'deleteGlossaryTerm'],
      columns: ['termSlug', 'term', 'isShown'],
      // Each header is its field's label; a column sorts by the list's order of its field's name where the kind has one.
      tableColumns: [
        { key: 'termSlug', header: 'Slug', orderBy: 'termSlug' },
        { key: 'term', header: 'Term', orderBy: null },
        { key: 'isShown', header: 'Shown', orderBy: null },
      ],
      fields: [
        { name: 'termSlug', input: 'text', required: true, isKey: true },
        { name: 'term', input: 'text', required: true, isKey: false },
        { name: 'meaning', input: 'textarea', required: false, isKey: false },
        { name: 'rank', input: 'integer', required: false, isKey: false },
        { name: 'isShown', input: 'switch', required: false, isKey: false },
      ],
    });
  });
});

describe('a kind with typed content, a public read and no admin', () => {
  const worked = { steps: ['Sort the values.'], formula: 'The middle one.', uses: ['A typical value.'], bestPractices: ['Sort first.'] };

  it('has a public type with only the public fields, and its query', async () => {
    const sdl = await printedSchema();
    const publicType = /type PublicGlossaryExample \{([^}]*)\}/.exec(sdl)?.[1] ?? '';
    expect(publicType).toMatch(/\bcaption: String\n/);
    expect(publicType).toMatch(/\bworked: HowItWorks\n/);
    expect(publicType).not.toMatch(/\bnote\b|\bversion\b|\bupdatedBy\b/);
    expect(sdl).toMatch(/type GlossaryExample \{[^}]*\bnote: String!/);
    expect(sdl).toMatch(/input GlossaryExampleInput \{[^}]*\bworked: HowItWorksInput\n/);
    expect(sdl).toMatch(/publicGlossaryExample\(exampleSlug: String!\): PublicGlossaryExample\n/);
  });

  it('keeps typed content as sent, empty text as null, and answers visitors by its own rule', async () => {
    const created = await server.graphql(
      'mutation($input: GlossaryExampleInput!) { createGlossaryExample(input: $input) { caption worked { formula steps } isShown } }',
      { input: { exampleSlug: 'median-of-five', caption: '', worked, note: 'Check the sorting.' } },
      cookie,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createGlossaryExample).toEqual({ caption: null, worked: { formula: 'The middle one.', steps: ['Sort the values.'] }, isShown: false });
    const read = '{ publicGlossaryExample(exampleSlug: "median-of-five") { exampleSlug caption worked { formula } } }';
    const hidden = await server.graphql(read);
    expect(hidden.data).toEqual({ publicGlossaryExample: null });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await server.graphql(
      'mutation { updateGlossaryExample(exampleSlug: "median-of-five", input: { isShown: true, caption: "Five values" }) { version } }',
      {},
      cookie,
    );
    expect(await server.graphql(read)).toEqual({
      data: { publicGlossaryExample: { exampleSlug: 'median-of-five', caption: 'Five values', worked: { formula: 'The middle one.' } } },
    });
    const badShape = await server.rest('PUT', '/api/admin/glossary-examples/median-of-five', { worked: { steps: [] } }, cookie);
    expect(badShape.status).toBe(400);
    expect(Object.keys((badShape.body as { fields: object }).fields)).toEqual(['worked']);
  });

  it('is left out of the admin metadata, having no admin block', async () => {
    const answer = await server.graphql('{ recordKinds { recordType } }', {}, cookie);
    expect((answer.data?.recordKinds as { recordType: string }[]).map((kind) => kind.recordType)).not.toContain('glossaryExample');
  });

  it('refuses a definition whose admin form could not edit a field', () => {
    // Every builder names an input; a field made by hand may not.
    const unedited = { ...exampleFields.caption, admin: {} };
    expect(() =>
      defineRecordKind({
        name: 'Unedited',
        recordType: 'unedited',
        tableName: 'unedited',
        label: 'unedited',
        rest: '/api/admin/unedited',
        key: 'exampleSlug',
        titleField: 'exampleSlug',
        shownOnSite: false,
        fields: { exampleSlug: exampleFields.exampleSlug, caption: unedited },
        defaultOrder: { exampleSlug: 'asc' },
        filters: {},
        orders: {},
        admin: { noun: 'unedited', heading: 'Unedited', columns: [] },
      }),
    ).toThrow(/caption has no admin input/);
  });
});
