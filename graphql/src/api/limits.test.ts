/**
 * The query limits: measured in time linear in the document, fragments counted at
 * every spread, a real database cost on every root field, and a refused document never reaching
 * graphql-js's own (sometimes quadratic) rules.
 */
import { getIntrospectionQuery, getNamedType, isObjectType, parse, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  declaredDatabaseCost,
  maximumDatabaseCost,
  maximumDepth,
  maximumIntrospectionDepth,
  maximumListValues,
  maximumSelections,
  maximumTokens,
  queryLimitsRule,
} from './limits.ts';
import { schema } from './schema.ts';

let built: GraphQLSchema;

beforeAll(async () => {
  built = await schema();
});

/** The errors Apollo's validation gives a document: the standard rules, then the limits. */
const errorsOf = (query: string) =>
  validate(built, parse(query, { maxTokens: maximumTokens }), [...specifiedRules, queryLimitsRule]).map((error) => error.message);

const aliases = (count: number, field: string) => Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');

/** Fragments each spreading the next one twice: 2^levels copies of the last one's fields. */
function doublingBomb(levels: number, onType = 'Query', leaf = 'me { username }'): string {
  const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on ${onType} { ...F${i + 1} ...F${i + 1} }`).join(' ');
  return `${fragments} fragment F${levels} on ${onType} { ${leaf} }`;
}

describe('the measurement', () => {
  it('refuses a fragment-doubling bomb of 60 levels (2^60 copies) at once: each fragment is measured once', () => {
    const query = `query { ...F0 } ${doublingBomb(60)}`;
    expect(query.length).toBeLessThan(3000);
    const started = performance.now();
    const errors = errorsOf(query);
    expect(performance.now() - started).toBeLessThan(500);
    expect(errors).toContain(
      `The query selects more than ${maximumSelections} fields and fragments (a fragment's selections count at every spread); at most ${maximumSelections} are allowed.`,
    );
    // Inside a field, and with the fragments defined before the operation, too.
    expect(errorsOf(`${doublingBomb(60, 'AdminProfile', 'username')} query { me { ...F0 } }`).join(' ')).toMatch(/more than 300 fields and fragments/);
  });

  it("counts a fragment's selections at every spread: 2 + 2 x (1 + 149) = 302 is over, 2 + 2 x (1 + 148) = 300 is not", () => {
    const fields = (count: number) => Array.from({ length: count }, (_, i) => `t${i}: title`).join(' ');
    expect(errorsOf(`{ pages(first: 1) { nodes { ...A ...A } } } fragment A on Page { ${fields(149)} }`).join(' ')).toMatch(/more than 300/);
    expect(errorsOf(`{ pages(first: 1) { nodes { ...A ...A } } } fragment A on Page { ${fields(148)} }`)).toEqual([]);
  });

  it(`counts depth through fragments and inline fragments: ${maximumDepth} levels pass the limit, ${maximumDepth + 1} do not`, () => {
    // No type of this schema nests that deep, so the levels below a page are fields it lacks: within the
    // limit the standard rules say so, past it the limit refuses the document before they look.
    const nested = (levels: number) => `${Array.from({ length: levels }, (_, i) => `f${i} { `).join('')}name${' }'.repeat(levels)}`;
    const query = (levels: number) => `{ ...S } fragment S on Query { ... on Query { pages { nodes { ${nested(levels)} } } } }`;
    expect(errorsOf(query(maximumDepth - 3)).join(' ')).toMatch(/^Cannot query field "f0" on type "Page"/);
    expect(errorsOf(query(maximumDepth - 3)).join(' ')).not.toMatch(/levels deep/);
    expect(errorsOf(query(maximumDepth - 2))).toContain(`The query nests more than ${maximumDepth} levels deep; at most ${maximumDepth} are allowed.`);
  });

  it(`lets graphql-js's standard introspection query through, with every option, and bounds introspection at ${maximumIntrospectionDepth} levels`, () => {
    expect(errorsOf(getIntrospectionQuery())).toEqual([]);
    const everything = { descriptions: true, specifiedByUrl: true, inputValueDeprecation: true, directiveIsRepeatable: true, schemaDescription: true };
    expect(errorsOf(getIntrospectionQuery(everything))).toEqual([]);
    // __schema, then types(1) fields(2) type(3), n ofType levels and name: 4 + n levels inside introspection.
    const ofTypes = (n: number) => `${'ofType { '.repeat(n)}name${' }'.repeat(n)}`;
    const query = (n: number) => `{ __schema { ...S } } fragment S on __Schema { types { ... on __Type { fields { type { ${ofTypes(n)} } } } } }`;
    expect(errorsOf(query(maximumIntrospectionDepth - 4))).toEqual([]);
    expect(errorsOf(query(maximumIntrospectionDepth - 3))).toContain(
      `The query nests more than ${maximumIntrospectionDepth} levels deep inside introspection; at most ${maximumIntrospectionDepth} are allowed.`,
    );
    // The fragment alone is measured too.
    expect(errorsOf(`{ __type(name: "Page") { ...T } } fragment T on __Type { ${ofTypes(maximumIntrospectionDepth)} }`)).toContain(
      `The fragment T nests more than ${maximumIntrospectionDepth} levels deep inside introspection; at most ${maximumIntrospectionDepth} are allowed.`,
    );
  });

  it('still refuses cycles through introspection types (graphql-js MaxIntrospectionDepthRule)', () => {
    const errors = errorsOf('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }');
    expect(errors.join(' ')).toMatch(/Maximum introspection depth exceeded/);
  });

  it('ends on a fragment cycle (the standard rule reports it) instead of looping', () => {
    const errors = errorsOf('{ ...A } fragment A on Query { me { username } ...B } fragment B on Query { ...A }');
    expect(errors.some((message) => message.startsWith('Cannot spread fragment "A" within itself'))).toBe(true);
  });

  it('measures unused fragments too: the standard rules work on them', () => {
    const errors = errorsOf(`{ me { username } } fragment Unused on Query { ${aliases(301, '__typename')} }`);
    expect(errors).toEqual([expect.stringMatching(/^The fragment Unused selects more than 300/)]);
  });

  it('stops validation at a refused document: no standard rule reports on it', () => {
    // Conflicting fields under one name, which OverlappingFieldsCanBeMerged would report pairwise.
    const conflicting = `{ ${Array.from({ length: 160 }, (_, i) => `a: ${i % 2 ? 'me { username }' : 'dashboardStats { totalPages }'}`).join(' ')} }`;
    expect(errorsOf(conflicting)).toEqual([
      `The query would start more than ${maximumDatabaseCost} database statements (each database-backed field counts the statements it may run); at most ${maximumDatabaseCost} are allowed. Send it as several requests.`,
    ]);
    // Within the limits, the same rule does report.
    expect(errorsOf('{ a: me { username } a: dashboardStats { totalPages } }')[0]).toMatch(/Fields "a" conflict/);
  });
});

describe('the database cost', () => {
  it('is declared by every root field, so a new one cannot reach the database unmeasured', () => {
    for (const type of [built.getQueryType(), built.getMutationType()]) {
      for (const field of Object.values(type!.getFields())) {
        expect(declaredDatabaseCost(field.extensions), `${type!.name}.${field.name}`).toEqual(expect.any(Number));
      }
    }
  });

  it('lets 20 publicSeoMeta (1 statement each) through and refuses 21, and 150', () => {
    const seo = 'publicSeoMeta(pageSlug: "home") { pageSlug }';
    expect(errorsOf(`{ ${aliases(20, seo)} }`)).toEqual([]);
    expect(errorsOf(`{ ${aliases(21, seo)} }`).join(' ')).toMatch(/more than 20 database statements/);
    expect(errorsOf(`query($s: String!) { ${aliases(150, 'publicSeoMeta(pageSlug: $s) { pageSlug }')} }`).join(' ')).toMatch(
      /more than 20 database statements/,
    );
  });

  it('counts fields in fragments at every spread, and in inline fragments', () => {
    expect(errorsOf(`{ ...P ...P } fragment P on Query { ${aliases(11, 'publicSeoMeta(pageSlug: "home") { pageSlug }')} }`).join(' ')).toMatch(
      /more than 20 database statements/,
    );
    expect(errorsOf(`{ ... on Query { ${aliases(3, 'dashboardStats { totalPages }')} } }`).join(' ')).toMatch(/more than 20 database statements/);
    expect(errorsOf(`{ ... on Query { ${aliases(2, 'dashboardStats { totalPages }')} } }`)).toEqual([]);
  });

  it('holds for mutations: 2 record creations (7 statements each, the kept version and its webhook deliveries included) pass, 3 do not', () => {
    const create = 'createPage(input: { pageSlug: "x", title: "t" }) { pageSlug }';
    expect(errorsOf(`mutation { ${aliases(2, create)} }`)).toEqual([]);
    expect(errorsOf(`mutation { ${aliases(3, create)} }`).join(' ')).toMatch(/more than 20 database statements/);
  });
});

describe('the cost of a list', () => {
  const fields = (count: number) => Array.from({ length: count }, (_, i) => `f${i}: title`).join(' ');

  it(`scales with its page size: ${maximumListValues / 50} items of 50 fields pass, of 51 do not; fewer items let more fields through`, () => {
    expect(errorsOf(`{ pages(first: 100) { nodes { ${fields(50)} } } }`)).toEqual([]);
    expect(errorsOf(`{ pages(first: 100) { nodes { ${fields(51)} } } }`).join(' ')).toMatch(/may return more than 5000 values/);
    expect(errorsOf(`{ pages(first: 10) { nodes { ${fields(51)} } } }`)).toEqual([]);
  });

  it('counts what a page answers once (totalCount, pageInfo) once, not for every item', () => {
    // 100 x 49 + totalCount + pageInfo and its 2 fields = 4904; with 50 fields per item, 5004.
    const page = (count: number) => `{ pages(first: 100) { totalCount pageInfo { hasNextPage endCursor } __typename nodes { ${fields(count)} } } }`;
    expect(errorsOf(page(49))).toEqual([]);
    expect(errorsOf(page(50)).join(' ')).toMatch(/may return more than 5000 values/);
    // A fragment on the page may hold the nodes: it is counted for every item.
    expect(errorsOf(`{ pages(first: 100) { ...P } } fragment P on PageConnection { nodes { ${fields(50)} } }`).join(' ')).toMatch(
      /may return more than 5000 values/,
    );
  });

  it('counts a list without a literal page size (omitted, or a variable) at the largest one', () => {
    expect(errorsOf(`{ pages { nodes { ${fields(51)} } } }`).join(' ')).toMatch(/may return more than 5000 values/);
    expect(errorsOf(`query($l: Int) { pages(first: $l) { nodes { ${fields(51)} } } }`).join(' ')).toMatch(/may return more than 5000 values/);
  });

  it('adds the lists of a query up: two lists of 100 items of 25 fields pass, of 26 do not', () => {
    expect(errorsOf(`{ a: publishedPages { nodes { ${fields(25)} } } b: publishedPages { nodes { ${fields(25)} } } }`)).toEqual([]);
    expect(errorsOf(`{ a: publishedPages { nodes { ${fields(26)} } } b: publishedPages { nodes { ${fields(25)} } } }`).join(' ')).toMatch(
      /may return more than 5000 values/,
    );
  });

  it("counts a union's members as the largest of them, since each item is one member", () => {
    const texts = (count: number, alias = 't') => Array.from({ length: count }, (_, i) => `${alias}${i}: text`).join(' ');
    // Per page: content, blocks and the fragment (3), then 45 texts on one member and 40 on another: 48 values, not 88.
    const members = (first: number, second: number) => `... on ParagraphBlock { ${texts(first)} } ... on NoteBlock { ${texts(second)} }`;
    expect(errorsOf(`{ pages(first: 100) { nodes { content { blocks { ${members(45, 40)} } } } } }`)).toEqual([]);
    expect(errorsOf(`{ pages(first: 100) { nodes { content { blocks { ...B } } } } } fragment B on ContentBlock { ${members(45, 40)} }`)).toEqual([]);
    // The same member twice adds up: 45 + 40 on one member is 85 + 3 values per page.
    expect(
      errorsOf(
        `{ pages(first: 100) { nodes { content { blocks { ... on ParagraphBlock { ${texts(45)} } ... on ParagraphBlock { ${texts(40, 'u')} } } } } } }`,
      ).join(' '),
    ).toMatch(/may return more than 5000 values/);
    expect(errorsOf(`{ pages(first: 100) { nodes { content { blocks { ${members(48, 1)} } } } } }`).join(' ')).toMatch(/may return more than 5000 values/);
  });
});

describe('every object type', () => {
  it('is reachable only through root fields: no nested field can start reads of its own undeclared', () => {
    // The cost is declared on root fields; if a nested field ever reads the database, it must declare one too.
    // A calculator's URL inputs are computed from its page's code, never read: resolvers allowed without a cost.
    const computed = new Set(['Calculator.inputs', 'Calculator.inputsSchemaUrl', 'PublicCalculator.inputs', 'PublicCalculator.inputsSchemaUrl']);
    for (const type of Object.values(built.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__') || type === built.getQueryType() || type === built.getMutationType()) continue;
      for (const field of Object.values(type.getFields())) {
        if (declaredDatabaseCost(field.extensions) !== undefined || computed.has(`${type.name}.${field.name}`)) continue;
        expect(field.resolve, `${type.name}.${field.name} (${getNamedType(field.type).name})`).toBeUndefined();
      }
    }
  });
});
