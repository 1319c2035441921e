/**
 * Maths invariants of the AP Chemistry score, over random answer sheets: one more point anywhere
 * never lowers the weighted or the AP score, and the weighted score is 0.75 × MC + 1.07 × FRQ, rounded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, frqMaxima, frqNames, mcqMaximum, type Inputs } from './compute.ts';

/** Spec 9.7: weighted = MC × 0.75 + FRQ × 1.07. */
const mcWeight = 0.75;
const frqWeight = 1.07;

const sheet = fc.record<Inputs>({
  mcqScore: fc.integer({ min: 0, max: mcqMaximum }),
  frq1Score: fc.integer({ min: 0, max: frqMaxima.frq1Score }),
  frq2Score: fc.integer({ min: 0, max: frqMaxima.frq2Score }),
  frq3Score: fc.integer({ min: 0, max: frqMaxima.frq3Score }),
  frq4Score: fc.integer({ min: 0, max: frqMaxima.frq4Score }),
  frq5Score: fc.integer({ min: 0, max: frqMaxima.frq5Score }),
  frq6Score: fc.integer({ min: 0, max: frqMaxima.frq6Score }),
  frq7Score: fc.integer({ min: 0, max: frqMaxima.frq7Score }),
});
const maxima: Record<keyof Inputs, number> = { mcqScore: mcqMaximum, ...frqMaxima };

describe('AP Chemistry score (properties)', () => {
  it('is 0.75 × the multiple-choice score + 1.07 × the free-response total, rounded', () => {
    fc.assert(
      fc.property(sheet, (inputs) => {
        const result = compute(inputs)!;
        expect(result.frqTotal).toBe(frqNames.reduce((sum, name) => sum + inputs[name], 0));
        expect(Math.abs(result.weightedScore - (inputs.mcqScore * mcWeight + result.frqTotal * frqWeight))).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('never goes down for one more point in any section', () => {
    fc.assert(
      fc.property(sheet, fc.constantFrom(...(Object.keys(maxima) as (keyof Inputs)[])), (inputs, section) => {
        fc.pre(inputs[section] < maxima[section]);
        const before = compute(inputs)!;
        const after = compute({ ...inputs, [section]: inputs[section] + 1 })!;
        expect(after.weightedScore).toBeGreaterThanOrEqual(before.weightedScore);
        expect(after.apScore).toBeGreaterThanOrEqual(before.apScore);
      }),
    );
  });
});
