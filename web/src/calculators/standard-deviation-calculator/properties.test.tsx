// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute, parseValues } from './compute.ts';

/** Lists of one scale or of every scale at once, tiny, huge and subnormal values included. */
const scale = fc.constantFrom(1, 1e-9, 1e-200, 1e200, 1e300, 5e-324);
const values = fc.oneof(
  fc.array(extremeNumber, { minLength: 1, maxLength: 50 }),
  fc
    .tuple(scale, fc.array(fc.double({ min: -10, max: 10, noNaN: true }), { minLength: 1, maxLength: 50 }))
    .map(([unit, list]) => list.map((value) => value * unit)),
);

describe('the standard deviation never shows NaN, Infinity or undefined (properties)', () => {
  it('gives a finite figure, or one in exponent notation, for any list of numbers on any scale', () => {
    fc.assert(
      fc.property(values, fc.boolean(), (list, population) => {
        const result = compute({ values: list, population });
        expectNothingBroken(result);
        if (result && result.standardDeviation !== null && typeof result.standardDeviation === 'number') {
          // Never 0 for values that differ: the spread is shown, however small.
          if (new Set(list).size > 1) expect(result.standardDeviation).not.toBe(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('reads any text the same way, a typographic minus included, and computes without breaking', () => {
    const entry = fc.oneof(
      extremeNumber.map(String),
      extremeNumber.map((value) => String(value).replace('-', '\u2212')),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const parsed = parseValues(entries.join(', '));
        expect(Array.from(parsed.values).every(Number.isFinite)).toBe(true);
        expectNothingBroken(compute({ values: parsed.values, population: true }));
      }),
      { numRuns: 1000 },
    );
  });

  it('shows nothing broken on the page for lists on any scale', async () => {
    await fc.assert(
      fc.asyncProperty(values, fc.boolean(), async (list, population) =>
        expectPageNotBroken(pageUrl('/standard-deviation-calculator', { values: list.join(', '), population })),
      ),
      pageRuns,
    );
  });
});
