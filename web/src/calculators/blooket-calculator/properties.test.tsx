// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';
import { amountBounds, inputTypes, packTypes, targetBlooks } from './inputs.ts';

const choices = { packType: fc.constantFrom(...packTypes), inputType: fc.constantFrom(...inputTypes), targetBlook: fc.constantFrom(...targetBlooks) };

describe('Blooket odds never show NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any amount at all', () => {
    fc.assert(
      fc.property(fc.record({ amount: fc.oneof(extremeNumber, boundedNumber(amountBounds)), ...choices }), (inputs) => expectNothingBroken(compute(inputs))),
      { numRuns: 3000 },
    );
  });

  it('shows nothing broken on the page for amounts at, inside and past the field’s bounds', async () => {
    await fc.assert(
      fc.asyncProperty(
        boundedNumber(amountBounds),
        choices.packType,
        choices.inputType,
        choices.targetBlook,
        async (amount, packType, inputType, targetBlook) => {
          await expectPageNotBroken(pageUrl('/blooket-calculator', { packType, inputType, amount, targetBlook }));
        },
      ),
      pageRuns,
    );
  });
});
