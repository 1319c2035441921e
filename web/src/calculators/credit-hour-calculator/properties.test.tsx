// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';
import { courseBounds, creditHourBounds, maximumCourses, studyEfficiencies } from './inputs.ts';

const studyEfficiency = fc.constantFrom(...studyEfficiencies);

describe('the credit hour planner never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any numbers at all', () => {
    const course = fc.record({ name: fc.string({ maxLength: 5 }), creditHours: extremeNumber, classHours: extremeNumber, studyHours: extremeNumber });
    fc.assert(
      fc.property(
        fc.record({
          coursesToAdd: fc.array(course, { maxLength: maximumCourses }),
          currentCredits: extremeNumber,
          maxCreditsPerSemester: extremeNumber,
          workHours: extremeNumber,
          otherCommitments: extremeNumber,
          studyEfficiency,
        }),
        (inputs) => expectNothingBroken(compute(inputs)),
      ),
      { numRuns: 2000 },
    );
  });

  it('shows nothing broken on the page for values at, inside and past the fields’ bounds', async () => {
    const course = fc.record({
      name: fc.constantFrom('Calculus', ''),
      creditHours: boundedNumber(courseBounds.creditHours),
      classHours: boundedNumber(courseBounds.classHours),
      studyHours: boundedNumber(courseBounds.studyHours),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          coursesToAdd: fc.array(course, { minLength: 1, maxLength: 5 }),
          currentCredits: boundedNumber(creditHourBounds.currentCredits),
          maxCreditsPerSemester: boundedNumber(creditHourBounds.maxCreditsPerSemester),
          workHours: boundedNumber(creditHourBounds.workHours),
          otherCommitments: boundedNumber(creditHourBounds.otherCommitments),
          studyEfficiency,
        }),
        async (values) => expectPageNotBroken(pageUrl('/credit-hour-calculator', values)),
      ),
      pageRuns,
    );
  });
});
