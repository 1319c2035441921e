// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { gradeLetters } from '../../shared/grades/gradePoints.ts';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';
import { courseBounds, courseLevels, maximumCourses } from './inputs.ts';

const grade = fc.constantFrom('' as const, ...gradeLetters);
const level = fc.constantFrom(...courseLevels);

describe('Weighted GPA never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any credits and weights at all', () => {
    const course = fc.record({
      name: fc.string({ maxLength: 5 }),
      grade,
      creditHours: fc.oneof(extremeNumber, boundedNumber(courseBounds.creditHours)),
      level,
      weight: fc.oneof(extremeNumber, boundedNumber(courseBounds.weight)),
    });
    fc.assert(
      fc.property(fc.array(course, { maxLength: maximumCourses }), (courses) => expectNothingBroken(compute({ courses }))),
      { numRuns: 1000 },
    );
  });

  it('shows nothing broken on the page for credits and weights at, inside and past their bounds', async () => {
    const course = fc.record({
      name: fc.constantFrom('Biology', ''),
      grade,
      creditHours: boundedNumber(courseBounds.creditHours),
      level,
      weight: boundedNumber(courseBounds.weight),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(course, { minLength: 1, maxLength: 6 }), async (courses) =>
        expectPageNotBroken(pageUrl('/weighted-gpa-calculator', { courses })),
      ),
      pageRuns,
    );
  });
});
