import { registerEnumType } from 'type-graphql';

export const calculatorCategories = ['general', 'education', 'mathematical'] as const;
export type CalculatorCategory = (typeof calculatorCategories)[number];

/** The categories as a GraphQL enum whose values are the words stored and sent. */
export const CalculatorCategoryEnum = { general: 'general', education: 'education', mathematical: 'mathematical' } as const satisfies Record<
  CalculatorCategory,
  CalculatorCategory
>;

registerEnumType(CalculatorCategoryEnum, {
  name: 'CalculatorCategory',
  description: 'Where a calculator is listed: /general-tools, /education-tools, /mathematical-tools.',
});
