import { contentProblem, howItWorksSchema } from '#catalogue/content.ts';
import { iconNames } from '#catalogue/types.ts';
import { recordService } from '../../api/records.ts';
import { booleanValue, oneOf, optionalText, requiredText, shapedJsonObject, slug, sortOrder, textList } from '../../api/validation.ts';
import { Calculator, calculatorCategories } from './calculator.entity.ts';

/** Calculator records (spec document 1, sections 3.1 and 5.2; D1: isActive saved exactly as sent). */
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
    howItWorks: shapedJsonObject((value) => contentProblem(howItWorksSchema, value)),
    category: oneOf(calculatorCategories, 'general'),
    sortOrder,
    isActive: booleanValue(true),
    embeddable: booleanValue(true),
  },
  orderBy: { category: 'asc', sortOrder: 'asc', calculatorSlug: 'asc' },
});
