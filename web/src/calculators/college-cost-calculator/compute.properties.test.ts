/**
 * Maths invariants of the cost of a degree, over random budgets: the year table sums to the totals,
 * at 0% inflation the totals are today's prices, more inflation never costs less, and the
 * breakdown by category adds up to the whole.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, costCategories, type Inputs } from './compute.ts';
import { livingArrangements, schoolTypes } from './inputs.ts';

const amount = fc.double({ min: 0, max: 60_000, noNaN: true });
const budget = fc.record<Inputs>({
  tuitionPerYear: amount,
  roomAndBoard: amount,
  booksAndSupplies: amount,
  personalExpenses: amount,
  transportation: amount,
  degreeLength: fc.oneof(fc.integer({ min: 1, max: 8 }), fc.double({ min: 1, max: 8, noNaN: true })),
  inflationRate: fc.double({ min: 0, max: 10, noNaN: true }),
  schoolType: fc.constantFrom(...schoolTypes),
  livingArrangement: fc.constantFrom(...livingArrangements),
});

function closeTo(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
}

function resultOf(inputs: Inputs) {
  const result = compute(inputs);
  if (result === null) throw new Error('a budget within the bounds has a cost');
  return result;
}

describe('the cost of a degree (properties)', () => {
  it('has a year table that sums to the total, a running total ending at it, and a breakdown adding up to it', () => {
    fc.assert(
      fc.property(budget, (inputs) => {
        const result = resultOf(inputs);
        closeTo(
          result.byYear.reduce((sum, year) => sum + year.total, 0),
          result.totalCostWithInflation,
        );
        closeTo(result.byYear.at(-1)!.cumulative, result.totalCostWithInflation);
        closeTo(
          costCategories.reduce((sum, category) => sum + result.costBreakdown[category], 0),
          result.totalCostWithInflation,
        );
        closeTo(
          result.byYear.reduce((sum, year) => sum + year.share, 0),
          inputs.degreeLength,
        );
        closeTo(result.averageCostPerYear * inputs.degreeLength, result.totalCostWithInflation);
      }),
    );
  });

  it('costs today’s prices × years at 0% inflation, and never less at a higher rate', () => {
    fc.assert(
      fc.property(budget, fc.double({ min: 0, max: 10, noNaN: true }), (inputs, otherRate) => {
        const yearly = costCategories.reduce((sum, category) => sum + inputs[category], 0);
        const flat = resultOf({ ...inputs, inflationRate: 0 });
        closeTo(flat.totalCostWithInflation, yearly * inputs.degreeLength);
        closeTo(flat.totalCostCurrentRates, yearly * inputs.degreeLength);
        const [lower, higher] = [inputs.inflationRate, otherRate].sort((a, b) => a - b) as [number, number];
        expect(resultOf({ ...inputs, inflationRate: higher }).totalCostWithInflation).toBeGreaterThanOrEqual(
          resultOf({ ...inputs, inflationRate: lower }).totalCostWithInflation,
        );
      }),
    );
  });

  it('grows each year’s cost by the inflation rate: year k + 1 is year k × (1 + r) for whole years', () => {
    fc.assert(
      fc.property(budget, (inputs) => {
        const years = resultOf(inputs).byYear.filter((year) => year.share === 1);
        for (let index = 1; index < years.length; index += 1) closeTo(years[index]!.total, years[index - 1]!.total * (1 + inputs.inflationRate / 100));
      }),
    );
  });
});
