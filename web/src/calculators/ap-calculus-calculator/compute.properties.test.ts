/**
 * Maths invariants of the AP Calculus score, over random answer sheets: one more point anywhere
 * never lowers the weighted or the AP score, and the weighted score is 1.2 × MC + 1.5 × FRQ, rounded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, maxima, type Inputs } from './compute.ts';

/** Spec 9.8: weighted = MC × 1.2 + FRQ × 1.5. */
const mcWeight = 1.2;
const frqWeight = 1.5;

const sections = Object.keys(maxima) as (keyof Inputs)[];
const sheet = fc.record<Inputs>({
  mcqNoCalc: fc.integer({ min: 0, max: maxima.mcqNoCalc }),
  mcqCalc: fc.integer({ min: 0, max: maxima.mcqCalc }),
  frqCalc: fc.integer({ min: 0, max: maxima.frqCalc }),
  frqNoCalc: fc.integer({ min: 0, max: maxima.frqNoCalc }),
});

describe('AP Calculus score (properties)', () => {
  it('is 1.2 × the multiple-choice total + 1.5 × the free-response total, rounded, with an AP score from 1 to 5', () => {
    fc.assert(
      fc.property(sheet, (inputs) => {
        const result = compute(inputs)!;
        expect(result.mcTotal).toBe(inputs.mcqNoCalc + inputs.mcqCalc);
        expect(result.frqTotal).toBe(inputs.frqCalc + inputs.frqNoCalc);
        expect(Math.abs(result.weightedScore - (result.mcTotal * mcWeight + result.frqTotal * frqWeight))).toBeLessThanOrEqual(0.5);
        expect([1, 2, 3, 4, 5]).toContain(result.apScore);
      }),
    );
  });

  it('never goes down for one more point in any section', () => {
    fc.assert(
      fc.property(sheet, fc.constantFrom(...sections), (inputs, section) => {
        fc.pre(inputs[section] < maxima[section]);
        const before = compute(inputs)!;
        const after = compute({ ...inputs, [section]: inputs[section] + 1 })!;
        expect(after.weightedScore).toBeGreaterThanOrEqual(before.weightedScore);
        expect(after.apScore).toBeGreaterThanOrEqual(before.apScore);
      }),
    );
  });
});
