// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { gradeLetters, gradeScales } from '../../shared/grades/gradePoints.ts';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';
import { courseBounds, maximumCourses } from './inputs.ts';

const grade = fc.constantFrom('' as const, ...gradeLetters);
const gradeScale = fc.constantFrom(...gradeScales);

describe('College GPA never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any credit hours at all', () => {
    const course = fc.record({ name: fc.string({ maxLength: 5 }), creditHours: fc.oneof(extremeNumber, boundedNumber(courseBounds.creditHours)), grade });
    fc.assert(
      fc.property(fc.array(course, { maxLength: maximumCourses }), gradeScale, (courses, scale) =>
        expectNothingBroken(compute({ courses, gradeScale: scale })),
      ),
      { numRuns: 1000 },
    );
  });

  it('shows nothing broken on the page for credit hours at, inside and past their bounds', async () => {
    const course = fc.record({ name: fc.constantFrom('Maths', ''), creditHours: boundedNumber(courseBounds.creditHours), grade });
    await fc.assert(
      fc.asyncProperty(fc.array(course, { minLength: 1, maxLength: 6 }), gradeScale, async (courses, scale) =>
        expectPageNotBroken(pageUrl('/college-gpa-calculator', { courses, gradeScale: scale })),
      ),
      pageRuns,
    );
  });
});
