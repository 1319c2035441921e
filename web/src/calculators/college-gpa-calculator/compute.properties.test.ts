/**
 * Maths invariants of the college GPA, over random courses: it is the credit-weighted mean of the
 * grade points, so it lies between the lowest and highest of them, and credit hours of A pull it
 * towards an A's points.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradeLetters, gradePoints, gradeScales, type GradeLetter, type GradeScale } from '../../shared/grades/gradePoints.ts';
import { compute, type Course } from './compute.ts';

/** A graded course: ungraded ones do not count towards a GPA. */
const course: fc.Arbitrary<Course & { grade: GradeLetter; creditHours: number }> = fc.record({
  name: fc.constant('Course'),
  grade: fc.constantFrom(...gradeLetters),
  creditHours: fc.integer({ min: 1, max: 6 }),
});
const courses = fc.array(course, { minLength: 1, maxLength: 10 });

function resultOf(list: readonly Course[], gradeScale: GradeScale) {
  const result = compute({ courses: list, gradeScale });
  if (result === null) throw new Error('graded courses have a GPA');
  return result;
}

describe('college GPA (properties)', () => {
  it('is quality points over credits, between the lowest and highest grade point', () => {
    fc.assert(
      fc.property(courses, fc.constantFrom(...gradeScales), (list, gradeScale) => {
        const result = resultOf(list, gradeScale);
        const points = list.map((item) => gradePoints(item.grade, gradeScale));
        expect(result.totalCredits).toBe(list.reduce((sum, item) => sum + item.creditHours, 0));
        expect(Math.abs(result.gpa - result.totalQualityPoints / result.totalCredits)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(result.gpa).toBeGreaterThanOrEqual(Math.min(...points) - 0.005);
        expect(result.gpa).toBeLessThanOrEqual(Math.max(...points) + 0.005);
      }),
    );
  });

  it('rises towards 4.3, never past it, as credit hours of A+ are added on the 4.3 scale', () => {
    fc.assert(
      fc.property(courses, fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 10 }), (list, extraCredits) => {
        let previous = resultOf(list, '4.3').gpa;
        const withAs = [...list];
        for (const creditHours of extraCredits) {
          withAs.push({ name: 'A+ course', grade: 'A+', creditHours });
          const next = resultOf(withAs, '4.3').gpa;
          expect(next).toBeGreaterThanOrEqual(previous);
          expect(next).toBeLessThanOrEqual(4.3);
          previous = next;
        }
      }),
    );
  });
});
