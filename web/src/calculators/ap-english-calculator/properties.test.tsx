// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';
import { limits } from './limits.ts';

const count = (max: number) => boundedNumber({ min: 0, max, whole: true });
const anyEssay = fc.record({ thesis: extremeNumber, evidence: extremeNumber, sophistication: extremeNumber });
const essay = fc.record({ thesis: count(limits.thesis), evidence: count(limits.evidence), sophistication: count(limits.sophistication) });

describe('AP English never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any numbers at all', () => {
    fc.assert(
      fc.property(fc.record({ mcReading: extremeNumber, mcWriting: extremeNumber, frq1: anyEssay, frq2: anyEssay, frq3: anyEssay }), (inputs) =>
        expectNothingBroken(compute(inputs)),
      ),
      { numRuns: 2000 },
    );
  });

  it('shows nothing broken on the page for scores at, inside and past the parts’ maxima', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ mcReading: count(limits.mcReading), mcWriting: count(limits.mcWriting), frq1: essay, frq2: essay, frq3: essay }),
        async (values) => expectPageNotBroken(pageUrl('/ap-english-calculator', values)),
      ),
      pageRuns,
    );
  });
});
