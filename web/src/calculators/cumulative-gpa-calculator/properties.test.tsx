// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { gradeScales } from '../../shared/grades/gradePoints.ts';
import { boundedNumber, expectNothingBroken, expectPageNotBroken, extremeNumber, pageRuns, pageUrl } from '../../test/properties.tsx';
import { compute } from './compute.ts';
import { maximumSemesters, semesterBounds } from './inputs.ts';

const gradeScale = fc.constantFrom(...gradeScales);

describe('Cumulative GPA never shows NaN, Infinity or undefined (properties)', () => {
  it('gives no result or a finite one for any GPAs and credit hours at all', () => {
    const semester = fc.record({ name: fc.string({ maxLength: 5 }), gpa: extremeNumber, creditHours: extremeNumber });
    fc.assert(
      fc.property(fc.array(semester, { maxLength: maximumSemesters }), gradeScale, (semesters, scale) =>
        expectNothingBroken(compute({ semesters, gradeScale: scale })),
      ),
      { numRuns: 1000 },
    );
  });

  it('shows nothing broken on the page for values at, inside and past the fields’ bounds', async () => {
    const semester = fc.record({
      name: fc.constantFrom('Fall 2023', ''),
      gpa: boundedNumber(semesterBounds.gpa),
      creditHours: boundedNumber(semesterBounds.creditHours),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(semester, { minLength: 1, maxLength: 5 }), gradeScale, async (semesters, scale) =>
        expectPageNotBroken(pageUrl('/cumulative-gpa-calculator', { semesters, gradeScale: scale })),
      ),
      pageRuns,
    );
  });
});
