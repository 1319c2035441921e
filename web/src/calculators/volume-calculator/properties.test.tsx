// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute, findProblem } from './compute.ts';
import { dimensionBounds, shapes } from './inputs.ts';

const shape = fc.constantFrom(...shapes);

describe('the volume never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one, and a clean message, for any dimensions at all', () => {
    const dimensions = fc.record({ radius: extremeNumber, height: extremeNumber, side: extremeNumber, length: extremeNumber, width: extremeNumber });
    fc.assert(
      fc.property(shape, dimensions, (chosen, sizes) => {
        expectNothingBroken(compute({ shape: chosen, dimensions: sizes }));
        expectNothingBroken(findProblem({ shape: chosen, dimensions: sizes }));
      }),
      { numRuns: 3000 },
    );
  });

  it('shows nothing broken on the page for dimensions at, inside and past their bounds', async () => {
    const size = boundedNumber(dimensionBounds);
    await fc.assert(
      fc.asyncProperty(shape, fc.record({ radius: size, height: size, side: size, length: size, width: size }), async (chosen, dimensions) =>
        expectPageNotBroken(pageUrl('/volume-calculator', { shape: chosen, dimensions })),
      ),
      pageRuns,
    );
  });
});
