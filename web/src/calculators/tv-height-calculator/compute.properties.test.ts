/**
 * Maths invariants of the mounting height, over random set-ups: the centre sits half a screen
 * above the bottom, centimetres are inches under another name, raising the eye raises the TV by
 * as much, and a steeper upward angle never lowers it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, type Inputs } from './compute.ts';

/** Spec 9.2: an inch is 2.54 cm. */
const centimetresPerInch = 2.54;

const setUp = fc.record<Inputs>({
  tvSize: fc.double({ min: 10, max: 120, noNaN: true }),
  tvUnit: fc.constant('inches' as const),
  eyeHeight: fc.double({ min: 20, max: 80, noNaN: true }),
  eyeUnit: fc.constant('inches' as const),
  viewingAngle: fc.double({ min: -30, max: 30, noNaN: true }),
});

function heights(inputs: Inputs) {
  const result = compute(inputs);
  if (result === null) throw new Error('a set-up within the bounds has heights');
  return result;
}

describe('TV mounting height (properties)', () => {
  it('puts the centre half a screen above the bottom edge', () => {
    fc.assert(
      fc.property(setUp, (inputs) => {
        const { centerHeight, bottomHeight, screenHeight } = heights(inputs);
        // Three values each rounded to 1 decimal.
        expect(Math.abs(centerHeight - bottomHeight - screenHeight / 2)).toBeLessThanOrEqual(0.1 + 1e-9);
      }),
    );
  });

  it('gives the same heights for sizes and eye heights entered in centimetres', () => {
    fc.assert(
      fc.property(setUp, (inputs) => {
        const metric = heights({
          ...inputs,
          tvSize: inputs.tvSize * centimetresPerInch,
          tvUnit: 'cm',
          eyeHeight: inputs.eyeHeight * centimetresPerInch,
          eyeUnit: 'cm',
        });
        expect(metric.centerHeight).toBeCloseTo(heights(inputs).centerHeight, 1);
        expect(metric.bottomHeight).toBeCloseTo(heights(inputs).bottomHeight, 1);
      }),
    );
  });

  it('reports centimetres as its inches × 2.54', () => {
    fc.assert(
      fc.property(setUp, (inputs) => {
        const result = heights(inputs);
        expect(Math.abs(result.centimetres.centerHeight - result.centerHeight * centimetresPerInch)).toBeLessThanOrEqual(
          0.05 * centimetresPerInch + 0.05 + 1e-9,
        );
      }),
    );
  });

  it('raises the TV by exactly as much as the eye height rises', () => {
    fc.assert(
      fc.property(setUp, fc.integer({ min: 1, max: 20 }), (inputs, rise) => {
        const raised = heights({ ...inputs, eyeHeight: inputs.eyeHeight + rise });
        expect(raised.centerHeight - heights(inputs).centerHeight).toBeCloseTo(rise, 0);
        expect(Math.abs(raised.centerHeight - heights(inputs).centerHeight - rise)).toBeLessThanOrEqual(0.1 + 1e-9);
      }),
    );
  });

  it('never lowers the centre for a steeper upward angle, and a level angle puts it at eye height', () => {
    fc.assert(
      fc.property(setUp, fc.double({ min: -30, max: 30, noNaN: true }), (inputs, otherAngle) => {
        const [lower, higher] = [inputs.viewingAngle, otherAngle].sort((a, b) => a - b) as [number, number];
        expect(heights({ ...inputs, viewingAngle: higher }).centerHeight).toBeGreaterThanOrEqual(heights({ ...inputs, viewingAngle: lower }).centerHeight);
        expect(Math.abs(heights({ ...inputs, viewingAngle: 0 }).centerHeight - inputs.eyeHeight)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});
