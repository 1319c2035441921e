import { buildSchema, Kind, print, validate, visit, type ArgumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import schemaText from '../../../../schema.graphql?raw';
import { pageSize } from '../records/kind.ts';
import { formValue, inputOf, recordKindOf, specOf } from './definedKind.tsx';
import { documentsOf, type FieldInfo, type KindInfo } from './kindDocuments.ts';

const schema = buildSchema(schemaText);

/** A field as the server's metadata describes it (admin-metadata.graphql.ts), with its input's usual defaults. */
function field(name: string, input: FieldInfo['input'], extras: Partial<FieldInfo> = {}): FieldInfo {
  return {
    name,
    label: name,
    description: `The ${name}.`,
    input,
    required: false,
    isKey: false,
    isPublic: true,
    marks: false,
    hint: null,
    options: [],
    onLabel: null,
    selection: null,
    numeric: false,
    shape: null,
    nullable: false,
    initial: null,
    ...extras,
  };
}

function kind(name: string, recordType: KindInfo['recordType'], keyField: string, fields: FieldInfo[], extras: Partial<KindInfo> = {}): KindInfo {
  const lower = `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  return {
    name,
    recordType,
    noun: lower,
    heading: name,
    keyField,
    singleton: false,
    singletonKey: null,
    operations: [`${lower}s`, lower, `create${name}`, `update${name}`, `delete${name}`],
    tableColumns: [{ key: keyField, field: keyField, header: 'Slug', length: false, orderBy: keyField }],
    orders: [keyField],
    searchHint: 'Slug or title...',
    fields,
    status: null,
    sitePath: null,
    offerRedirect: false,
    layout: null,
    tab: recordType,
    tabLabel: name,
    ...extras,
  };
}

const icon = field('icon', 'icon', { options: ['Calculator', 'Percent'], initial: 'Calculator' });
const features = field('features', 'phrases');
const howItWorks = field('howItWorks', 'content', { shape: 'HowItWorks' });
const calculator = kind('Calculator', 'calculator', 'calculatorSlug', [
  field('calculatorSlug', 'text', { isKey: true, required: true }),
  field('title', 'text', { required: true }),
  icon,
  features,
  howItWorks,
  field('category', 'select', { options: ['general', 'mathematical'], initial: 'general' }),
  field('sortOrder', 'integer', { initial: '1' }),
  field('isActive', 'switch', { initial: 'true' }),
  field('embeddable', 'switch', { initial: 'true' }),
]);

const content = field('content', 'content', { shape: 'PageContent' });
const page = kind(
  'Page',
  'page',
  'pageSlug',
  [
    field('pageSlug', 'text', { isKey: true, required: true }),
    field('pageType', 'select', { options: ['home', 'category', 'calculator', 'page'], initial: 'page' }),
    field('title', 'text', { required: true }),
    content,
    field('isPublished', 'switch', { initial: 'false' }),
  ],
  { status: { filter: 'isPublished', label: 'Status', on: 'Published', off: 'Draft' } },
);

const structuredData = field('structuredData', 'content', { shape: 'StructuredData', nullable: true });
const seoMeta = kind(
  'SeoMeta',
  'seoMeta',
  'pageSlug',
  [field('pageSlug', 'text', { isKey: true, required: true }), field('metaTitle', 'text', { required: true }), structuredData, field('ogImage', 'httpUrl')],
  {
    tableColumns: [
      { key: 'pageSlug', field: 'pageSlug', header: 'Page slug', length: false, orderBy: 'pageSlug' },
      { key: 'titleLength', field: 'metaTitle', header: 'Title length', length: true, orderBy: 'metaTitleLength' },
    ],
  },
);

describe("a kind's documents, written from its metadata", () => {
  it('are valid against the schema, typed content read through its fragment with each block telling its type', () => {
    for (const info of [calculator, page, seoMeta]) {
      const { list, get, create, update, remove } = documentsOf(info);
      for (const document of [list, get, create, update, remove]) expect(validate(schema, document)).toEqual([]);
    }
    const listed = print(documentsOf(page).list);
    expect(listed).toContain('content {\n        ...AdminPageContent\n      }');
    expect(listed).toMatch(/fragment AdminContentBlock on ContentBlock \{\n {2}__typename/);
    // Each fragment once, though two content fields could spread the same one.
    expect(listed.match(/fragment AdminHowItWorks /g)).toHaveLength(1);
  });

  it('ask for as many records as the list shows on a page, written in the query', () => {
    const sizes: string[] = [];
    visit(documentsOf(page).list, {
      Field(node) {
        if (node.name.value !== 'pages') return;
        const first = node.arguments?.find((argument: ArgumentNode) => argument.name.value === 'first');
        if (first?.value.kind === Kind.INT) sizes.push(first.value.value);
      },
    });
    expect(sizes).toEqual([String(pageSize)]);
  });
});

describe('the icon, features and typed content between a record, the form and the GraphQL input', () => {
  it('picks the icon with the picker and sends the name chosen', () => {
    expect(specOf(icon).kind).toBe('icon');
    expect(formValue(icon, 'Percent')).toBe('Percent');
    expect(inputOf(calculator, { ...recordKindOf(calculator).emptyValues(), icon: 'Percent' }, { withKey: false }).icon).toBe('Percent');
  });

  it('edits the features in the features editor and sends them as a list of texts', () => {
    expect(specOf(features)).toMatchObject({ kind: 'json-array', editor: 'features' });
    const shown = formValue(features, ['Fast', 'Free']);
    expect(shown).toBe('[\n  "Fast",\n  "Free"\n]');
    expect(inputOf(calculator, { ...recordKindOf(calculator).emptyValues(), features: shown }, { withKey: false }).features).toEqual(['Fast', 'Free']);
  });

  it('edits page content in its stored form and sends each block under its type', () => {
    expect(specOf(content)).toMatchObject({ kind: 'json-object', editor: 'pageContent', nullable: false });
    const answered = {
      __typename: 'PageContent',
      updated: null,
      blocks: [
        { __typename: 'ParagraphBlock', type: 'paragraph', text: 'Hello' },
        { __typename: 'ListBlock', type: 'list', ordered: true, items: ['One', 'Two'] },
      ],
      sections: [{ __typename: 'PageSection', heading: 'More', blocks: [{ __typename: 'NoteBlock', type: 'note', heading: null, text: 'Careful' }] }],
      howItWorks: null,
    };
    const shown = formValue(content, answered);
    expect(JSON.parse(String(shown))).toEqual({
      blocks: [
        { type: 'paragraph', text: 'Hello' },
        { type: 'list', ordered: true, items: ['One', 'Two'] },
      ],
      sections: [{ heading: 'More', blocks: [{ type: 'note', text: 'Careful' }] }],
    });
    const values = {
      ...recordKindOf(page).toValues({
        id: 1,
        version: 3,
        updatedAt: null,
        pageSlug: 'terms',
        pageType: 'page',
        title: 'Terms',
        content: answered,
        isPublished: true,
      }),
    };
    expect(inputOf(page, values, { withKey: false })).toEqual({
      pageType: 'page',
      title: 'Terms',
      content: {
        blocks: [{ paragraph: { text: 'Hello' } }, { list: { items: ['One', 'Two'], ordered: true } }],
        sections: [{ heading: 'More', blocks: [{ note: { text: 'Careful' } }] }],
      },
      isPublished: true,
    });
  });

  it('sends no How it works for an empty one, and no structured data for an empty box', () => {
    expect(formValue(howItWorks, null)).toBe('{}');
    expect(inputOf(calculator, recordKindOf(calculator).emptyValues(), { withKey: false }).howItWorks).toBeNull();
    expect(formValue(structuredData, null)).toBe('');
    expect(specOf(structuredData)).toMatchObject({ kind: 'json-object', nullable: true });
    expect(inputOf(seoMeta, { pageSlug: 'terms', metaTitle: 'Terms', structuredData: '', ogImage: '' }, { withKey: false }).structuredData).toBeNull();
    const contact = { type: 'ContactPage', name: 'Contact us' };
    expect(inputOf(seoMeta, { metaTitle: 'Contact', structuredData: JSON.stringify(contact), ogImage: '' }, { withKey: false }).structuredData).toEqual(
      contact,
    );
  });
});

describe('a new record of a kind', () => {
  it("starts from each field's initial value", () => {
    expect(recordKindOf(calculator).emptyValues()).toEqual({
      calculatorSlug: '',
      title: '',
      icon: 'Calculator',
      features: '[]',
      howItWorks: '{}',
      category: 'general',
      sortOrder: '1',
      isActive: true,
      embeddable: true,
    });
    expect(recordKindOf(page).emptyValues()).toMatchObject({ pageType: 'page', content: '{}', isPublished: false });
    expect(recordKindOf(seoMeta).emptyValues()).toEqual({ pageSlug: '', metaTitle: '', structuredData: '', ogImage: '' });
  });
});

describe("a kind's table", () => {
  it("shows a measured column's length and sorts it by the list's own order", () => {
    const [, titleLength] = recordKindOf(seoMeta).columns;
    expect(titleLength).toMatchObject({ key: 'titleLength', header: 'Title length', orderBy: 'metaTitleLength' });
    expect(titleLength?.render({ id: 1, version: 1, updatedAt: null, metaTitle: 'Percentage Calculator' })).toBe(21);
  });

  it('opens a URL field as a web address input', () => {
    expect(specOf(field('ogImage', 'httpUrl')).kind).toBe('url');
  });
});
