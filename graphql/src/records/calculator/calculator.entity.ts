import { defineEntity, p } from '@mikro-orm/core';
import { liveRecordsFilter, siteContentTrigger } from '../../db/site-content.entity.ts';
import { recordColumns } from '../record-columns.ts';

export const calculatorCategories = ['general', 'education', 'mathematical'] as const;
export type CalculatorCategory = (typeof calculatorCategories)[number];

/** A calculator record. */
const CalculatorSchema = defineEntity({
  name: 'Calculator',
  tableName: 'calculator',
  indexes: [{ properties: ['category', 'isActive', 'sortOrder'] }],
  triggers: [siteContentTrigger],
  filters: liveRecordsFilter,
  properties: {
    id: p.integer().primary(),
    calculatorSlug: p.string().length(100).unique(),
    title: p.string().length(200),
    description: p.text().default(''),
    icon: p.string().length(50).default('Calculator'),
    features: p.json<unknown[]>(),
    howItWorks: p.json<Record<string, unknown>>(),
    category: p.string().length(20).$type<CalculatorCategory>().default('general'),
    sortOrder: p.integer().default(1),
    isActive: p.boolean().default(true),
    embeddable: p.boolean().default(true),
    ...recordColumns(),
  },
});

export class Calculator extends CalculatorSchema.class {}
CalculatorSchema.setClass(Calculator);
