/**
 * The structured fields are typed on both doors: GraphQL takes page content blocks as a oneOf input
 * and answers them as a union told apart by __typename; How it works and structured data are object
 * types; what does not fit is refused with BAD_USER_INPUT and a message naming the place, and REST
 * keeps the stored form (`{ type: 'paragraph', text }`).
 */
import { blockFragment } from '../test/block-fragment.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../test/server.ts';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await testServer();
  cookie = await server.signIn();
});

afterAll(async () => {
  await server?.close();
});

const blockFields = blockFragment;

const createPage = `mutation($input: PageInput!) {
  createPage(input: $input) { pageSlug content { updated blocks { ...Block } sections { heading blocks { ...Block } } } }
} ${blockFields}`;

/** One block of each kind, as GraphQL takes them. */
const blockInputs = [
  { paragraph: { text: 'Who we are.' } },
  { list: { ordered: true, items: ['One', 'Two'] } },
  { table: { caption: 'Prices', columns: ['Plan', 'Price'], rows: [['Free', '$0']] } },
  { note: { heading: 'Tip', text: 'Search finds any calculator.' } },
  { steps: { steps: [{ title: 'Pick', text: 'Choose a calculator.' }] } },
  { cards: { cards: [{ title: 'Students', text: 'Grades.', icon: 'GraduationCap' }] } },
];

/** The same blocks as the records keep them, and as REST sends and answers them. */
const storedBlocks = [
  { type: 'paragraph', text: 'Who we are.' },
  { type: 'list', ordered: true, items: ['One', 'Two'] },
  { type: 'table', caption: 'Prices', columns: ['Plan', 'Price'], rows: [['Free', '$0']] },
  { type: 'note', heading: 'Tip', text: 'Search finds any calculator.' },
  { type: 'steps', steps: [{ title: 'Pick', text: 'Choose a calculator.' }] },
  { type: 'cards', cards: [{ title: 'Students', text: 'Grades.', icon: 'GraduationCap' }] },
];

/** The same blocks as GraphQL answers them: each with its type's name, absent fields null. */
const answeredBlocks = [
  { __typename: 'ParagraphBlock', type: 'paragraph', text: 'Who we are.' },
  { __typename: 'ListBlock', type: 'list', ordered: true, items: ['One', 'Two'] },
  { __typename: 'TableBlock', type: 'table', caption: 'Prices', columns: ['Plan', 'Price'], rows: [['Free', '$0']] },
  { __typename: 'NoteBlock', type: 'note', heading: 'Tip', text: 'Search finds any calculator.' },
  { __typename: 'StepsBlock', type: 'steps', steps: [{ title: 'Pick', text: 'Choose a calculator.' }] },
  { __typename: 'CardsBlock', type: 'cards', cards: [{ title: 'Students', text: 'Grades.', icon: 'GraduationCap' }] },
];

const refusal = (answer: { errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] }) => {
  const error = answer.errors?.[0];
  return { code: error?.extensions?.code, fields: error?.extensions?.fields, message: error?.message };
};

describe('page content through GraphQL', () => {
  it('takes every kind of block as its oneOf input and answers each as its union member, stored as REST gives it', async () => {
    const input = {
      pageSlug: 'typed-blocks',
      title: 'Blocks',
      content: { updated: 'Today', blocks: blockInputs, sections: [{ heading: 'Again', blocks: [blockInputs[0]] }] },
    };
    const answer = await server.graphql(createPage, { input }, cookie);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createPage).toEqual({
      pageSlug: 'typed-blocks',
      content: { updated: 'Today', blocks: answeredBlocks, sections: [{ heading: 'Again', blocks: [answeredBlocks[0]] }] },
    });
    const stored = await server.rest('GET', '/api/admin/content/pages/typed-blocks', undefined, cookie);
    expect((stored.body as { content: unknown }).content).toEqual({
      updated: 'Today',
      blocks: storedBlocks,
      sections: [{ heading: 'Again', blocks: [storedBlocks[0]] }],
    });
  });

  it('reads what REST wrote as the same typed blocks, anonymously on a published page', async () => {
    // Only a page of the site's catalogue can be public, so REST writes the record of one.
    const created = await server.rest(
      'POST',
      '/api/admin/content/pages',
      { pageSlug: 'terms', title: 'Terms', content: { blocks: storedBlocks }, isPublished: true },
      cookie,
    );
    expect(created.status).toBe(201);
    const answer = await server.graphql(`{ publishedPage(pageSlug: "terms") { pageSlug content { blocks { ...Block } } } } ${blockFields}`);
    expect(answer.data?.publishedPage).toEqual({ pageSlug: 'terms', content: { blocks: answeredBlocks } });
  });

  it('refuses an empty text with BAD_USER_INPUT naming its place', async () => {
    const input = {
      pageSlug: 'typed-empty',
      title: 'Empty',
      content: { sections: [{ heading: 'Help', blocks: [{ note: { heading: 'Tip', text: '   ' } }] }] },
    };
    expect(refusal(await server.graphql(createPage, { input }, cookie))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { content: 'sections.0.blocks.0.text: must not be empty' },
    });
  });

  it('refuses more entries than a block may hold, as REST does', async () => {
    const tooMany = Array.from({ length: 13 }, (_, index) => ({ title: `Step ${index + 1}`, text: 'Do it.' }));
    const input = { pageSlug: 'typed-many', title: 'Many', content: { blocks: [{ steps: { steps: tooMany } }] } };
    const viaGraphql = refusal(await server.graphql(createPage, { input }, cookie));
    expect(viaGraphql).toMatchObject({ code: 'BAD_USER_INPUT', fields: { content: 'blocks.0.steps: must have at most 12 entries' } });
    const viaRest = await server.rest('POST', '/api/admin/content/pages', { ...input, content: { blocks: [{ type: 'steps', steps: tooMany }] } }, cookie);
    expect(viaRest.status).toBe(400);
    expect(viaRest.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: viaGraphql.fields });
  });

  it('refuses a block input naming two types, or none, with BAD_USER_INPUT', async () => {
    for (const block of [{ paragraph: { text: 'A' }, note: { heading: 'B', text: 'C' } }, {}]) {
      const input = { pageSlug: 'typed-two', title: 'Two', content: { blocks: [block] } };
      const answer = refusal(await server.graphql(createPage, { input }, cookie));
      expect(answer.code).toBe('BAD_USER_INPUT');
      expect(answer.message).toContain('Exactly one key must be specified for OneOf type "ContentBlockInput".');
    }
  });

  it('refuses a field a block does not have, an icon the site lacks and a missing text, naming each', async () => {
    const cases: [unknown, string][] = [
      [{ paragraph: { text: 'A', colour: 'red' } }, 'Field "colour" is not defined by type "ParagraphBlockInput".'],
      [{ cards: { cards: [{ title: 'A', text: 'B', icon: 'Envelope' }] } }, 'Value "Envelope" does not exist in "Icon" enum.'],
      [{ note: { heading: 'Tip' } }, 'Field "text" of required type "String!" was not provided.'],
    ];
    for (const [block, message] of cases) {
      const input = { pageSlug: 'typed-wrong', title: 'Wrong', content: { blocks: [block] } };
      const answer = refusal(await server.graphql(createPage, { input }, cookie));
      expect(answer.code).toBe('BAD_USER_INPUT');
      expect(answer.message).toContain(message);
    }
  });

  it('keeps REST refusing what is not an object, by field', async () => {
    const response = await server.rest('POST', '/api/admin/content/pages', { pageSlug: 'typed-array', title: 'Array', content: [1] }, cookie);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Invalid input. content: must be a JSON object',
      fields: { content: 'must be a JSON object' },
    });
  });
});

describe('How it works through GraphQL', () => {
  const howItWorks = { steps: ['Enter the bill.'], formula: 'tip = bill × rate', uses: ['Restaurants'], bestPractices: ['Round up.'] };
  const fields = 'calculatorSlug howItWorks { steps formula uses bestPractices notes }';

  it('is written and read as a HowItWorks, and is null while a calculator has none', async () => {
    const written = await server.graphql(
      `mutation($input: CalculatorInput!) { createCalculator(input: $input) { ${fields} } }`,
      { input: { calculatorSlug: 'typed-tip', title: 'Tip', howItWorks } },
      cookie,
    );
    expect(written.data?.createCalculator).toEqual({ calculatorSlug: 'typed-tip', howItWorks: { ...howItWorks, notes: null } });
    const none = await server.graphql(`mutation { createCalculator(input: { calculatorSlug: "typed-none", title: "None" }) { ${fields} } }`, {}, cookie);
    expect(none.data?.createCalculator).toEqual({ calculatorSlug: 'typed-none', howItWorks: null });
    const rest = await server.rest('GET', '/api/admin/calculators/typed-none', undefined, cookie);
    expect((rest.body as { howItWorks: unknown }).howItWorks).toEqual({});
  });

  it('refuses an empty formula with BAD_USER_INPUT naming it', async () => {
    const answer = await server.graphql(
      `mutation($input: CalculatorInput!) { createCalculator(input: $input) { calculatorSlug } }`,
      { input: { calculatorSlug: 'typed-empty-formula', title: 'Tip', howItWorks: { ...howItWorks, formula: ' ' } } },
      cookie,
    );
    expect(refusal(answer)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { howItWorks: 'formula: must not be empty' } });
  });
});

describe('structured data through GraphQL', () => {
  const fields = 'pageSlug structuredData { type name url offers { price priceCurrency } questions { question answer } }';

  it('is written and read as a StructuredData', async () => {
    const structuredData = {
      type: 'FAQPage',
      name: 'Questions',
      url: 'https://calc.example/faq',
      offers: { price: '0', priceCurrency: 'USD' },
      questions: [{ question: 'Is it free?', answer: 'Yes.' }],
    };
    const answer = await server.graphql(
      `mutation($input: SeoMetaInput!) { createSeoMeta(input: $input) { ${fields} } }`,
      { input: { pageSlug: 'typed-faq', metaTitle: 'FAQ', structuredData } },
      cookie,
    );
    expect(answer.data?.createSeoMeta).toEqual({ pageSlug: 'typed-faq', structuredData });
  });

  it('refuses an address that is not http(s) and a currency that is not a code, naming each', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'WebPage', url: 'ftp://files.example' }, 'url: must be a full URL starting with http:// or https://'],
      [{ type: 'WebApplication', offers: { price: '0', priceCurrency: 'dollars' } }, 'offers.priceCurrency: must be a three-letter ISO 4217 code such as USD'],
    ];
    for (const [structuredData, message] of cases) {
      const answer = await server.graphql(
        `mutation($input: SeoMetaInput!) { createSeoMeta(input: $input) { pageSlug } }`,
        { input: { pageSlug: 'typed-wrong-data', metaTitle: 'Wrong', structuredData } },
        cookie,
      );
      expect(refusal(answer)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { structuredData: message } });
    }
  });

  it('refuses a schema.org type outside its enum with BAD_USER_INPUT', async () => {
    const answer = await server.graphql(
      `mutation($input: SeoMetaInput!) { createSeoMeta(input: $input) { pageSlug } }`,
      { input: { pageSlug: 'typed-recipe', metaTitle: 'Recipe', structuredData: { type: 'Recipe' } } },
      cookie,
    );
    expect(refusal(answer).code).toBe('BAD_USER_INPUT');
    expect(refusal(answer).message).toContain('Value "Recipe" does not exist in "StructuredDataType" enum.');
  });
});
