/**
 * Maths invariants of the savings plan, over random plans: the balance follows the month-by-month
 * recurrence balance' = balance × (1 + r) + contribution, the year table ends at the future value,
 * contributions plus growth make the future value, and a higher return or contribution never
 * saves less.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, type Inputs } from './compute.ts';

const plan = fc.record<Inputs>({
  childAge: fc.integer({ min: 0, max: 17 }),
  collegeStartAge: fc.integer({ min: 17, max: 22 }),
  currentSavings: fc.double({ min: 0, max: 100_000, noNaN: true }),
  monthlyContribution: fc.double({ min: 0, max: 2_000, noNaN: true }),
  expectedReturn: fc.double({ min: 0, max: 12, noNaN: true }),
  collegeCost: fc.double({ min: 0, max: 500_000, noNaN: true }),
  inflationRate: fc.double({ min: 0, max: 8, noNaN: true }),
  savingsGoal: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1e6, noNaN: true })),
});

function resultOf(inputs: Inputs) {
  const result = compute(inputs);
  if (result === null) throw new Error('a plan within the bounds has a result');
  return result;
}

function expectClose(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
}

describe('the savings plan (properties)', () => {
  it('grows as a month-by-month balance: interest on the balance, then the contribution', () => {
    fc.assert(
      fc.property(plan, (inputs) => {
        const result = resultOf(inputs);
        const rate = inputs.expectedReturn / 1200;
        let balance = inputs.currentSavings;
        for (let month = 0; month < result.yearsToSave * 12; month += 1) balance = balance * (1 + rate) + inputs.monthlyContribution;
        expect(Math.abs(result.futureValue - balance)).toBeLessThanOrEqual(1e-9 * Math.max(1, balance));
      }),
    );
  });

  it('makes its future value of contributions plus growth, ends its year table there, and is short by what the goal exceeds it', () => {
    fc.assert(
      fc.property(plan, (inputs) => {
        const result = resultOf(inputs);
        expectClose(result.totalContributions + result.investmentGrowth, result.futureValue);
        expectClose(result.totalContributions, inputs.currentSavings + inputs.monthlyContribution * result.yearsToSave * 12);
        expectClose(result.byYear.at(-1)!.balance, result.futureValue);
        expect(result.byYear[0]!.balance).toBe(inputs.currentSavings);
        expectClose(result.shortfall, Math.max(0, result.goal - result.futureValue));
        if (inputs.expectedReturn === 0) expectClose(result.futureValue, result.totalContributions);
      }),
    );
  });

  it('never saves less at a higher return or with a larger contribution', () => {
    fc.assert(
      fc.property(
        plan,
        fc.double({ min: 0, max: 12, noNaN: true }),
        fc.double({ min: 0, max: 2_000, noNaN: true }),
        (inputs, otherReturn, otherContribution) => {
          const [lowReturn, highReturn] = [inputs.expectedReturn, otherReturn].sort((a, b) => a - b) as [number, number];
          expect(resultOf({ ...inputs, expectedReturn: highReturn }).futureValue).toBeGreaterThanOrEqual(
            resultOf({ ...inputs, expectedReturn: lowReturn }).futureValue * (1 - 1e-12),
          );
          const [less, more] = [inputs.monthlyContribution, otherContribution].sort((a, b) => a - b) as [number, number];
          expect(resultOf({ ...inputs, monthlyContribution: more }).futureValue).toBeGreaterThanOrEqual(
            resultOf({ ...inputs, monthlyContribution: less }).futureValue,
          );
        },
      ),
    );
  });

  it('inflates the cost by the rate each year: cost × (1 + i)^years', () => {
    fc.assert(
      fc.property(plan, (inputs) => {
        const { inflatedCost, yearsToSave } = resultOf(inputs);
        expectClose(inflatedCost, inputs.collegeCost * (1 + inputs.inflationRate / 100) ** yearsToSave);
      }),
    );
  });
});
