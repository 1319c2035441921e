/**
 * FAQ entries: the questions and answers under a calculator, and its FAQPage structured data. Each
 * belongs to one calculator (its slug); published entries show on its page in their order.
 */
import { calculators } from '#catalogue/catalogue.ts';
import { slug } from '../../api/validation.ts';
import { choice, defineRecordKind, flag, keyText, position, text } from '../definition.ts';

const calculatorSlugs = calculators.map((calculator) => calculator.slug);

export const faqEntryKind = defineRecordKind({
  name: 'FaqEntry',
  recordType: 'faqEntry',
  tableName: 'faq_entry',
  label: 'FAQ entry',
  rest: '/api/admin/faq-entries',
  key: 'faqSlug',
  keyName: 'slug',
  titleField: 'question',
  shownOnSite: true,
  names: { list: 'faqEntries', get: 'faqEntry', create: 'createFaqEntry', update: 'updateFaqEntry', remove: 'deleteFaqEntry' },
  fields: {
    faqSlug: keyText({
      label: 'Slug',
      description: 'Unique key: lowercase letters, digits and hyphens, e.g. blooket-calculator-legendary-odds.',
      maxLength: 100,
      rule: slug,
      hint: 'Lowercase letters, digits and hyphens, e.g. blooket-calculator-legendary-odds.',
    }),
    calculatorSlug: choice({
      label: 'Calculator',
      description: 'The calculator whose page shows the entry (its calculatorSlug).',
      values: calculatorSlugs,
    }),
    question: text({ label: 'Question', description: 'The question, as its heading.', maxLength: 300, required: true }),
    answer: text({ label: 'Answer', description: 'The answer.', maxLength: 3000, required: true, long: true, marks: true }),
    sortOrder: position({ label: 'Order', description: 'Its place among the calculator’s questions, from 1.' }),
    isPublished: flag({
      label: 'Published',
      description: 'Only published entries show on the page and in its FAQPage data.',
      initial: true,
      onLabel: 'Published',
    }),
  },
  defaultOrder: { calculatorSlug: 'asc', sortOrder: 'asc', faqSlug: 'asc' },
  filters: {
    calculatorSlug: { type: 'exact', property: 'calculatorSlug', description: 'Only the entries of this calculator (its calculatorSlug).' },
    isPublished: { type: 'boolean', property: 'isPublished', description: 'Only published (true) or draft (false) entries.' },
    updatedSince: { type: 'since', property: 'updatedAt', description: 'Only records changed at or after this time.' },
    search: {
      type: 'search',
      properties: ['faqSlug', 'question', 'answer'],
      description: 'Only entries whose slug, question or answer contains this text (letter case aside).',
    },
  },
  orders: {
    faqSlug: { property: 'faqSlug' },
    calculatorSlug: { property: 'calculatorSlug' },
    question: { property: 'question', caseless: true },
    sortOrder: { property: 'sortOrder' },
    isPublished: { property: 'isPublished' },
    updatedAt: { property: 'updatedAt' },
  },
  admin: {
    noun: 'FAQ entry',
    heading: 'FAQs',
    columns: ['calculatorSlug', 'sortOrder', 'question', 'isPublished'],
    searchHint: 'Slug, question, answer...',
    status: { filter: 'isPublished', label: 'Status', on: 'Published', off: 'Draft' },
    sitePath: { field: 'calculatorSlug', kind: 'slug', suffix: '#faqs' },
  },
});
