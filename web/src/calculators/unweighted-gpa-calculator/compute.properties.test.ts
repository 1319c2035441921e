/**
 * Maths invariants of the unweighted GPA, over random courses: it lies between the lowest and the
 * highest grade point earned, does not depend on the unit of credit, and more credit hours of A
 * pull it towards an A's points.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradeLetters, gradePoints, gradeScales, type GradeLetter } from '../../shared/grades/gradePoints.ts';
import { compute, type Course } from './compute.ts';

/** A graded course: ungraded ones do not count towards a GPA. */
const course: fc.Arbitrary<Course & { grade: GradeLetter; creditHours: number }> = fc.record({
  name: fc.constant('Course'),
  grade: fc.constantFrom(...gradeLetters),
  creditHours: fc.integer({ min: 1, max: 6 }),
});
const courses = fc.array(course, { minLength: 1, maxLength: 10 });
const scale = fc.constantFrom(...gradeScales);

function gpaOf(list: readonly (Course & { grade: GradeLetter; creditHours: number })[], gradeScale: (typeof gradeScales)[number]): number {
  const result = compute({ courses: list, gradeScale });
  if (result === null) throw new Error('graded courses have a GPA');
  return result.gpa;
}

describe('unweighted GPA (properties)', () => {
  it('lies between the lowest and the highest grade point earned, and is the credit-weighted mean', () => {
    fc.assert(
      fc.property(courses, scale, (list, gradeScale) => {
        const points = list.map((item) => gradePoints(item.grade, gradeScale));
        const gpa = gpaOf(list, gradeScale);
        expect(gpa).toBeGreaterThanOrEqual(Math.min(...points) - 0.005);
        expect(gpa).toBeLessThanOrEqual(Math.max(...points) + 0.005);
        const credits = list.reduce((sum, item) => sum + item.creditHours, 0);
        const mean = list.reduce((sum, item) => sum + gradePoints(item.grade, gradeScale) * item.creditHours, 0) / credits;
        expect(Math.abs(gpa - mean)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('does not change when every course’s credit hours are doubled, or the courses reordered', () => {
    fc.assert(
      fc.property(courses, scale, (list, gradeScale) => {
        const gpa = gpaOf(list, gradeScale);
        expect(gpaOf([...list].reverse(), gradeScale)).toBe(gpa);
        const doubled = list.filter((item) => item.creditHours <= 3).map((item) => ({ ...item, creditHours: item.creditHours * 2 }));
        if (doubled.length > 0)
          expect(gpaOf(doubled, gradeScale)).toBe(
            gpaOf(
              list.filter((item) => item.creditHours <= 3),
              gradeScale,
            ),
          );
      }),
    );
  });

  it('rises towards an A’s points, never past them, as credit hours of A are added', () => {
    fc.assert(
      fc.property(courses, fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 10 }), (list, extraCredits) => {
        let previous = gpaOf(list, '4.0');
        const withAs = [...list];
        for (const creditHours of extraCredits) {
          withAs.push({ name: 'A course', grade: 'A', creditHours });
          const next = gpaOf(withAs, '4.0');
          expect(next).toBeGreaterThanOrEqual(previous);
          expect(next).toBeLessThanOrEqual(4);
          previous = next;
        }
      }),
    );
  });
});
