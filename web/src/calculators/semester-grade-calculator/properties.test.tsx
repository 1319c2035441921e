// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';
import { assignmentBounds, maximumAssignments } from './inputs.ts';

describe('the semester grade never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any weights and points at all', () => {
    const assignment = fc.record({ name: fc.string({ maxLength: 5 }), weight: extremeNumber, grade: extremeNumber, maxPoints: extremeNumber });
    fc.assert(
      fc.property(fc.array(assignment, { maxLength: maximumAssignments }), (assignments) => expectNothingBroken(compute({ assignments }))),
      { numRuns: 1000 },
    );
  });

  it('shows nothing broken on the page for values at, inside and past the fields’ bounds', async () => {
    const assignment = fc.record({
      name: fc.constantFrom('Quiz', ''),
      weight: boundedNumber(assignmentBounds.weight),
      grade: boundedNumber(assignmentBounds.grade),
      maxPoints: boundedNumber(assignmentBounds.maxPoints),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(assignment, { minLength: 1, maxLength: 5 }), async (assignments) =>
        expectPageNotBroken(pageUrl('/semester-grade-calculator', { assignments })),
      ),
      pageRuns,
    );
  });
});
