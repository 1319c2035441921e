/**
 * Maths invariants of the weighted GPA, over random courses: a level's multiplier is at least 1, so
 * the weighted GPA is never below the unweighted one, equals it when every course is regular, and
 * never passes 5; the boost is their difference, rounded from the unrounded GPAs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradeLetters } from '../../shared/grades/gradePoints.ts';
import { compute, type Course } from './compute.ts';

/** The spec: no course earns more than 5 weighted points. */
const maximumWeightedPoints = 5;
import { courseLevels } from './inputs.ts';

const course = fc.record<Course>({
  name: fc.constant('Course'),
  grade: fc.constantFrom(...gradeLetters),
  creditHours: fc.constantFrom(0.5, 1, 1.5, 2),
  level: fc.constantFrom(...courseLevels),
  weight: fc.constant(0),
});
const courses = fc.array(course, { minLength: 1, maxLength: 10 });

describe('weighted GPA (properties)', () => {
  it('is at least the unweighted GPA and at most 5, and the boost is their difference', () => {
    fc.assert(
      fc.property(courses, (list) => {
        const result = compute({ courses: list })!;
        expect(result.weightedGPA).toBeGreaterThanOrEqual(result.unweightedGPA);
        expect(result.weightedGPA).toBeLessThanOrEqual(maximumWeightedPoints);
        expect(result.unweightedGPA).toBeLessThanOrEqual(4);
        // Each of the three is rounded on its own (to 2 decimals) from unrounded values.
        const exactBoost = (result.weightedQualityPoints - result.unweightedQualityPoints) / result.totalCredits;
        expect(Math.abs(result.gpaBoost - exactBoost)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.abs(result.gpaBoost - (result.weightedGPA - result.unweightedGPA))).toBeLessThanOrEqual(0.01 + 1e-9);
      }),
    );
  });

  it('equals the unweighted GPA when every course is regular', () => {
    fc.assert(
      fc.property(courses, (list) => {
        const result = compute({ courses: list.map((item) => ({ ...item, level: 'regular' as const })) })!;
        expect(result.weightedGPA).toBe(result.unweightedGPA);
        expect(result.gpaBoost).toBe(0);
      }),
    );
  });

  it('never falls when a course moves up from regular to honors, AP or dual enrolment', () => {
    fc.assert(
      fc.property(courses, fc.nat(), fc.constantFrom('honors' as const, 'ap' as const, 'dual' as const), (list, pick, level) => {
        const index = pick % list.length;
        const regular = list.map((item, at) => (at === index ? { ...item, level: 'regular' as const } : item));
        const raised = list.map((item, at) => (at === index ? { ...item, level } : item));
        expect(compute({ courses: raised })!.weightedGPA).toBeGreaterThanOrEqual(compute({ courses: regular })!.weightedGPA);
      }),
    );
  });
});
