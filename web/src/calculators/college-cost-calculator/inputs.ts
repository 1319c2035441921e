import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** The school types and living arrangements. */
export const schoolTypes = ['public-instate', 'public-outstate', 'private', 'community'] as const;
export type SchoolType = (typeof schoolTypes)[number];

export const livingArrangements = ['on-campus', 'off-campus', 'with-parents'] as const;
export type LivingArrangement = (typeof livingArrangements)[number];

/**
 * Degree length in years, the spec's 1 to 8: from a one-year certificate to 8 years, past a
 * bachelor's taken part time or a five-year degree with a gap year; the year table has a row a year.
 */
export const degreeLengthBounds = { min: 1, max: 8 } as const;

/** A year's cost beyond this is no college’s; below it every total stays exact to the cent. */
const yearlyAmount = { min: 0, max: 10_000_000, reads: 'money' } as const;

/**
 * URL inputs, named as the spec names them, with its bounds: inflation of 0 to 10% a year covers
 * every recent decade of tuition inflation.
 */
export const collegeCostInputs = defineInputs({
  tuitionPerYear: numberInput(25000, yearlyAmount),
  roomAndBoard: numberInput(12000, yearlyAmount),
  booksAndSupplies: numberInput(1200, yearlyAmount),
  personalExpenses: numberInput(2000, yearlyAmount),
  transportation: numberInput(1000, yearlyAmount),
  degreeLength: numberInput(4, degreeLengthBounds),
  inflationRate: numberInput(3, { min: 0, max: 10, reads: 'percent' }),
  schoolType: choiceInput(schoolTypes, 'public-instate'),
  livingArrangement: choiceInput(livingArrangements, 'on-campus'),
});
