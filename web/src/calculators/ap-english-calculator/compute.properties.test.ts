/**
 * Maths invariants of the AP English score, over random answer sheets: one more point anywhere
 * never lowers the weighted score, the AP score or the percentile, and the weighted score is the
 * multiple-choice total plus the essays' total × 3.055, rounded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, limits, type Essay, type Inputs } from './compute.ts';

/** D5: weighted = round(MC + FRQ × 3.055). */
const frqWeight = 3.055;

const essay = fc.record<Essay>({
  thesis: fc.integer({ min: 0, max: limits.thesis }),
  evidence: fc.integer({ min: 0, max: limits.evidence }),
  sophistication: fc.integer({ min: 0, max: limits.sophistication }),
});
const sheet = fc.record<Inputs>({
  mcReading: fc.integer({ min: 0, max: limits.mcReading }),
  mcWriting: fc.integer({ min: 0, max: limits.mcWriting }),
  frq1: essay,
  frq2: essay,
  frq3: essay,
});

/** Every way to earn one more point on a sheet, where the section has room for it. */
function onePointMore(inputs: Inputs): Inputs[] {
  const more: Inputs[] = [];
  if (inputs.mcReading < limits.mcReading) more.push({ ...inputs, mcReading: inputs.mcReading + 1 });
  if (inputs.mcWriting < limits.mcWriting) more.push({ ...inputs, mcWriting: inputs.mcWriting + 1 });
  for (const name of ['frq1', 'frq2', 'frq3'] as const)
    for (const part of ['thesis', 'evidence', 'sophistication'] as const)
      if (inputs[name][part] < limits[part]) more.push({ ...inputs, [name]: { ...inputs[name], [part]: inputs[name][part] + 1 } });
  return more;
}

describe('AP English score (properties)', () => {
  it('is the multiple-choice total plus the essays × 3.055, rounded to a whole number', () => {
    fc.assert(
      fc.property(sheet, (inputs) => {
        const result = compute(inputs)!;
        expect(result.mcTotal).toBe(inputs.mcReading + inputs.mcWriting);
        expect(Math.abs(result.weightedScore - (result.mcTotal + result.frTotal * frqWeight))).toBeLessThanOrEqual(0.5);
        expect(Number.isInteger(result.weightedScore)).toBe(true);
      }),
    );
  });

  it('never goes down for one more point in any section', () => {
    fc.assert(
      fc.property(sheet, (inputs) => {
        const before = compute(inputs)!;
        for (const better of onePointMore(inputs)) {
          const after = compute(better)!;
          expect(after.weightedScore).toBeGreaterThanOrEqual(before.weightedScore);
          expect(after.apScore).toBeGreaterThanOrEqual(before.apScore);
          expect(after.percentile).toBeGreaterThanOrEqual(before.percentile);
        }
      }),
    );
  });
});
