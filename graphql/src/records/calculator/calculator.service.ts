import { howItWorksSchema } from '#catalogue/content.ts';
import { iconNames } from '#catalogue/types.ts';
import { recordService } from '../../api/records.ts';
import { booleanValue, oneOf, optionalText, requiredText, slug, sortOrder, structured, textList } from '../../api/validation.ts';
import { Calculator, calculatorCategories } from './calculator.entity.ts';
import { CalculatorCategoryEnum } from './calculator-category.ts';

/** Calculator records (D1: isActive saved exactly as sent). */
export const calculatorService = recordService({
  entity: Calculator,
  label: 'calculator',
  auditType: 'calculator',
  titleField: 'title',
  slugField: 'calculatorSlug',
  rules: {
    calculatorSlug: slug,
    title: requiredText(200),
    description: optionalText(5000),
    icon: oneOf(iconNames, 'Calculator'),
    features: textList(12, 200),
    howItWorks: structured(howItWorksSchema, 'empty'),
    category: oneOf(calculatorCategories, 'general'),
    sortOrder,
    isActive: booleanValue(true),
    embeddable: booleanValue(true),
  },
  orderBy: { category: 'asc', sortOrder: 'asc', calculatorSlug: 'asc' },
  list: {
    typeName: 'Calculator',
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
  },
});
