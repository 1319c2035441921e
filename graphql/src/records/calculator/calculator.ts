/**
 * Calculator records: how one calculator is listed and described (its title, description, icon,
 * features, How it works, category and place in it), whether it is active and whether other sites
 * may embed it. Visitors read one only while its page is public (activeCalculator, activeCalculators).
 */
// Its GraphQL types are made from the definition, which the ORM and the seed read too: whoever opens
// the database (the launcher, the admin command, a test) needs the decorators' polyfill first.
import 'reflect-metadata';
import { howItWorksSchema, iconSchema } from '#catalogue/content.ts';
import { iconNames } from '#catalogue/types.ts';
import { inputContractsOf, inputsSchemaPath } from '../../api/calculator-inputs.ts';
import { outputTypeOf } from '../../api/content-types.ts';
import type { Connection } from '../../api/paging.ts';
import { publicCalculators, publicLookup } from '../../api/public-records.ts';
import { DateTimeScalar } from '../../api/scalars.ts';
import { slug } from '../../api/validation.ts';
import { choice, defineRecordKind, flag, keyText, phrases, position, text, typedContent, type DefinedRecord, type RecordOf } from '../definition.ts';
import { calculatorCategories, CalculatorCategoryEnum, type CalculatorCategory } from './calculator-category.ts';
import { CalculatorUrlInputObject } from './calculator-url-input.ts';
import { publicRule } from '../public-rule.ts';

export { calculatorCategories, type CalculatorCategory } from './calculator-category.ts';

// Made when the module loads: type-graphql must know every type before it builds the schema.
const IconEnum = outputTypeOf(iconSchema);

const slugOf = (record: Record<string, unknown>) => String(record.calculatorSlug);

export const calculatorKind = defineRecordKind({
  name: 'Calculator',
  recordType: 'calculator',
  tableName: 'calculator',
  label: 'calculator',
  description: 'A calculator record: how one calculator is listed and described.',
  rest: '/api/admin/calculators',
  key: 'calculatorSlug',
  keyName: 'slug',
  titleField: 'title',
  shownOnSite: true,
  publishFlag: 'isActive',
  fields: {
    calculatorSlug: keyText({
      label: 'Calculator slug',
      description: "Unique key: the calculator page's path without its leading slash. Lowercase letters, digits and hyphens.",
      maxLength: 100,
      rule: slug,
      hint: 'The path without its leading slash, e.g. percentage-calculator.',
    }),
    // Its table was made before the definition, without a default for the title.
    title: text({ label: 'Title', description: 'Title.', maxLength: 200, required: true, columnDefault: false }),
    description: text({ label: 'Description', description: 'Short description.', maxLength: 5000, long: true }),
    icon: choice({
      label: 'Icon',
      description: 'Its icon.',
      values: iconNames,
      initial: 'Calculator',
      graphqlEnum: IconEnum,
      maxLength: 50,
      columnDefault: true,
      picker: 'icon',
    }),
    features: phrases({ label: 'Features', description: 'Feature phrases, in order.', maxItems: 12, maxLength: 200 }),
    howItWorks: typedContent({
      label: 'How it works',
      description: 'Its How it works; null when it has none yet.',
      shape: howItWorksSchema,
      absent: 'empty',
      // A record with nothing yet holds an empty object, which the type's required parts cannot show.
      answerEmpty: 'null',
    }),
    category: choice({
      label: 'Category',
      description: 'Its category.',
      values: calculatorCategories,
      initial: 'general',
      graphqlEnum: CalculatorCategoryEnum,
      maxLength: 20,
      columnDefault: true,
    }),
    sortOrder: position({
      label: 'Sort order',
      description: 'Position within its category, from 1.',
      hint: 'A whole number from 1; anything else counts as 1.',
    }),
    isActive: flag({
      label: 'Active',
      description: 'Whether visitors may see it: its page is public only while it is active and its page record is published.',
      initial: true,
      onLabel: 'Active',
      public: false,
      hint: publicRule,
    }),
    embeddable: flag({
      label: 'Embedding',
      description: 'Whether other sites may embed the calculator (/embed/<calculatorSlug>, the Embed action, oEmbed).',
      initial: true,
      onLabel: 'Other sites may embed it',
      public: false,
      hint: 'Off: its /embed/ page answers 404, other sites may not frame it, and its page offers no Embed action.',
    }),
  },
  computed: {
    inputs: {
      type: () => [CalculatorUrlInputObject],
      nullable: false,
      description:
        "The page's URL inputs, every one, in the order the page declares them (none for a record with no calculator page): build a deep link from them. The same as a JSON Schema: inputsSchemaUrl.",
      // They come from the calculator's page, never from the database.
      resolve: (record) => inputContractsOf(slugOf(record)),
    },
    inputsSchemaUrl: {
      type: () => String,
      nullable: true,
      description: "The address of the JSON Schema of the page's query string, on this server; null with no calculator page.",
      resolve: (record) => (inputContractsOf(slugOf(record)).length > 0 ? inputsSchemaPath(slugOf(record)) : null),
    },
  },
  // The site lists a category's active calculators in order.
  indexes: [{ properties: ['category', 'isActive', 'sortOrder'] }],
  defaultOrder: { category: 'asc', sortOrder: 'asc', calculatorSlug: 'asc' },
  filters: {
    isActive: { type: 'boolean', property: 'isActive', description: 'Only active (true) or inactive (false) calculator records.' },
    category: { type: 'enum', property: 'category', values: calculatorCategories, graphqlEnum: CalculatorCategoryEnum, description: 'Only this category.' },
    updatedSince: { type: 'since', property: 'updatedAt', description: 'Only records changed at or after this time.' },
    search: {
      type: 'search',
      properties: ['calculatorSlug', 'title'],
      description: 'Only records whose slug or title contains this text (letter case aside).',
    },
  },
  orders: {
    calculatorSlug: { property: 'calculatorSlug' },
    title: { property: 'title', caseless: true },
    category: { property: 'category' },
    sortOrder: { property: 'sortOrder' },
    isActive: { property: 'isActive' },
    updatedAt: { property: 'updatedAt' },
  },
  publicRead: {
    query: 'activeCalculator',
    typeName: 'PublicCalculator',
    typeDescription: 'A calculator record as anyone may read it, only while its page is public (see activeCalculators).',
    description:
      'One calculator record whose page is public, by calculatorSlug or by id (give one); null with a NOT_FOUND error otherwise. Public: no sign-in needed.',
    byId: true,
    // The site's one rule for what is public: the page must be shown (public-records.ts).
    find: (ctx, { key, id }): Promise<DefinedRecord> => publicLookup(ctx, 'calculator', { slug: key, id }),
    list: {
      query: 'activeCalculators',
      connection: 'PublicCalculatorConnection',
      items: 'public calculator records',
      description:
        'The calculator records whose pages are public (the calculator active and its page record published), optionally of one category, ordered by category, then sortOrder, then calculatorSlug: a page of at most `first` (see PageInfo). Public: no sign-in needed.',
      filters: {
        category: { type: () => CalculatorCategoryEnum, description: 'Only this category; all when omitted.' },
        updatedSince: { type: () => DateTimeScalar, description: 'Only records changed at or after this time.' },
      },
      find: (ctx, filters, window): Promise<Connection<DefinedRecord>> =>
        publicCalculators(ctx, filters as { category?: CalculatorCategory | null; updatedSince?: Date | null }, window),
    },
  },
  admin: {
    noun: 'calculator',
    heading: 'Calculators',
    columns: [
      { field: 'calculatorSlug', header: 'Slug' },
      'title',
      'category',
      { field: 'sortOrder', header: 'Order' },
      { field: 'isActive', header: 'Status' },
    ],
    searchHint: 'Slug or title...',
    status: { filter: 'isActive', label: 'Status', on: 'Active', off: 'Inactive' },
    sitePath: { field: 'calculatorSlug', kind: 'slug' },
    tab: { id: 'calculators', order: 3 },
  },
});

/** The entity, for the ORM and the site's reads. */
export const Calculator = calculatorKind.entity;
/** A calculator record as the ORM holds it. */
export type Calculator = RecordOf<typeof calculatorKind>;
