import { categoryIds } from '../../catalogue/types.ts';
import type { AdminCalculatorsQuery, CalculatorCategory, Icon } from '../../graphql/generated/graphql.ts';
import { lastEditedColumn, StateBadge } from '../records/cells.tsx';
import { flagOf, integerOf, jsonOf, jsonText, textOf, type FieldSpec, type FormValues } from '../records/form.ts';
import type { RecordKind } from '../records/kind.ts';
import { publicRule, sitePath } from '../records/sitePath.ts';
import { howItWorksInput, storedForm } from '../records/typedContent.ts';
import { howItWorksSchema } from '../../catalogue/content.ts';

export type CalculatorRecord = AdminCalculatorsQuery['calculators']['nodes'][number];

export const calculatorCategories = categoryIds;

const featuresField: FieldSpec = { name: 'features', label: 'Features', kind: 'json-array', editor: 'features' };
const howItWorksField: FieldSpec = { name: 'howItWorks', label: 'How it works', kind: 'json-object', editor: 'howItWorks', shape: howItWorksSchema };

const fields: readonly FieldSpec[] = [
  {
    name: 'calculatorSlug',
    label: 'Calculator slug',
    kind: 'text',
    required: true,
    isSlug: true,
    hint: 'The path without its leading slash, e.g. percentage-calculator.',
  },
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'icon', label: 'Icon', kind: 'icon' },
  { name: 'category', label: 'Category', kind: 'select', options: calculatorCategories },
  { name: 'sortOrder', label: 'Sort order', kind: 'integer', hint: 'A whole number from 1; anything else counts as 1.' },
  featuresField,
  howItWorksField,
  { name: 'isActive', label: 'Active', kind: 'switch', onLabel: 'Active', hint: publicRule },
  {
    name: 'embeddable',
    label: 'Embedding',
    kind: 'switch',
    onLabel: 'Other sites may embed it',
    hint: 'Off: its /embed/ page answers 404, other sites may not frame it, and its page offers no Embed action.',
  },
];

export const calculatorKind: RecordKind<CalculatorRecord> = {
  noun: 'calculator',
  recordType: 'calculator',
  messages: {
    created: 'Calculator created successfully',
    updated: 'Calculator updated successfully',
    deleted: 'Calculator deleted successfully',
    saveFailed: 'Failed to save calculator',
    confirmDelete: 'Are you sure you want to delete this calculator?',
  },
  fields,
  columns: [
    { key: 'calculatorSlug', header: 'Slug', render: (calculator) => calculator.calculatorSlug },
    { key: 'title', header: 'Title', render: (calculator) => calculator.title },
    { key: 'category', header: 'Category', render: (calculator) => calculator.category },
    { key: 'sortOrder', header: 'Order', render: (calculator) => calculator.sortOrder },
    {
      key: 'isActive',
      header: 'Status',
      render: (calculator) => <StateBadge on={calculator.isActive} onLabel="Active" offLabel="Inactive" />,
    },
    lastEditedColumn(),
  ],
  statusFilter: {
    label: 'Status',
    options: [
      { value: 'active', label: 'Active', on: true },
      { value: 'inactive', label: 'Inactive', on: false },
    ],
  },
  searchHint: 'Slug or title...',
  slugOf: (calculator) => calculator.calculatorSlug,
  sitePathOf: (calculator) => sitePath(calculator.calculatorSlug),
  emptyValues: () => ({
    calculatorSlug: '',
    title: '',
    description: '',
    icon: 'Calculator',
    category: 'general',
    sortOrder: '1',
    features: '[]',
    howItWorks: '{}',
    isActive: true,
    embeddable: true,
  }),
  toValues: (calculator) => ({
    calculatorSlug: calculator.calculatorSlug,
    title: calculator.title,
    description: calculator.description,
    icon: calculator.icon,
    category: calculator.category,
    sortOrder: String(calculator.sortOrder),
    features: jsonText(calculator.features),
    // A calculator with no How it works yet edits an empty one, as a new calculator does.
    howItWorks: jsonText(storedForm(calculator.howItWorks) ?? {}),
    isActive: calculator.isActive,
    embeddable: calculator.embeddable,
  }),
};

/** The GraphQL input for the form's values; isActive exactly as chosen (D1). */
export function calculatorInput(values: FormValues) {
  return {
    title: textOf(values, 'title'),
    description: textOf(values, 'description'),
    // The picker and the select offer only their enum's values; the server checks the features' shape.
    icon: textOf(values, 'icon') as Icon,
    category: textOf(values, 'category') as CalculatorCategory,
    sortOrder: integerOf(textOf(values, 'sortOrder')),
    features: jsonOf(featuresField, values) as string[],
    howItWorks: howItWorksInput(jsonOf(howItWorksField, values)),
    isActive: flagOf(values, 'isActive'),
    embeddable: flagOf(values, 'embeddable'),
  };
}
