import { describe, expect, it } from 'vitest';
import type { CourseGrade } from '../../shared/grades/gradePoints.ts';
import { boostLevelFor, compute, courseNote, levelMultipliers, weightedPoints, type Course } from './compute.ts';
import type { CourseLevel } from './inputs.ts';

const course = (name: string, grade: CourseGrade, creditHours: number | null, level: CourseLevel, weight: number | null = levelMultipliers[level]): Course => ({
  name,
  grade,
  creditHours,
  level,
  weight,
});

describe('weighted GPA', () => {
  it('is 3.76 weighted and 3.50 unweighted for the page defaults, a 0.26 boost', () => {
    // weighted points: A- honors 3.7×1.1 = 4.07, B+ AP 3.3×1.2 = 3.96, A regular 4, B regular 3 → 15.03 / 4 = 3.7575
    // unweighted: 3.7 + 3.3 + 4 + 3 = 14 / 4 = 3.5
    const courses = [
      course('English 10 Honors', 'A-', 1, 'honors'),
      course('AP Biology', 'B+', 1, 'ap'),
      course('Algebra II', 'A', 1, 'regular'),
      course('Spanish II', 'B', 1, 'regular'),
    ];
    expect(compute({ courses })).toEqual({
      weightedGPA: 3.76,
      unweightedGPA: 3.5,
      totalCredits: 4,
      weightedQualityPoints: 15.03,
      unweightedQualityPoints: 14,
      gpaBoost: 0.26,
      boostLevel: 'moderate',
      recommendation: expect.stringContaining('moderate boost'),
    });
  });

  it('uses the multipliers regular 1.0, honors 1.1, ap 1.2 and dual 1.15', () => {
    expect(levelMultipliers).toEqual({ regular: 1, honors: 1.1, ap: 1.2, dual: 1.15 });
    // a B (3.0) at each level: 3, 3.3, 3.6, 3.45
    expect(weightedPoints(course('x', 'B', 1, 'regular'))).toBe(3);
    expect(weightedPoints(course('x', 'B', 1, 'honors'))).toBeCloseTo(3.3, 12);
    expect(weightedPoints(course('x', 'B', 1, 'ap'))).toBeCloseTo(3.6, 12);
    expect(weightedPoints(course('x', 'B', 1, 'dual'))).toBeCloseTo(3.45, 12);
  });

  it('counts an A+ as 4.0 before weighting: an AP A+ is 4.8', () => {
    expect(compute({ courses: [course('AP Calculus', 'A+', 1, 'ap')] })).toMatchObject({
      weightedGPA: 4.8,
      unweightedGPA: 4,
      gpaBoost: 0.8,
      boostLevel: 'exceptional',
    });
  });

  it('caps a course at 5 weighted points', () => {
    // A at weight 1.5 = 6 → 5; A at 1.25 = 5 exactly; B at 1.5 = 4.5 is under the cap
    expect(weightedPoints(course('x', 'A', 1, 'ap', 1.5))).toBe(5);
    expect(weightedPoints(course('x', 'A', 1, 'ap', 1.25))).toBe(5);
    expect(weightedPoints(course('x', 'B', 1, 'ap', 1.5))).toBe(4.5);
    expect(compute({ courses: [course('x', 'A', 1, 'ap', 1.5), course('y', 'C', 1, 'regular')] })).toMatchObject({
      weightedGPA: 3.5, // (5 + 2) / 2
      unweightedGPA: 3, // (4 + 2) / 2
      gpaBoost: 0.5,
    });
  });

  it('uses the weight as edited, not the level, when it is above 0', () => {
    // honors course edited to weight 1.05: 4 × 1.05 = 4.2
    expect(compute({ courses: [course('x', 'A', 1, 'honors', 1.05)] })?.weightedGPA).toBe(4.2);
  });

  it("falls back to the level's multiplier for a blank, 0 or negative weight", () => {
    expect(weightedPoints(course('x', 'A', 1, 'ap', null))).toBeCloseTo(4.8, 12);
    expect(weightedPoints(course('x', 'A', 1, 'ap', 0))).toBeCloseTo(4.8, 12);
    expect(weightedPoints(course('x', 'A', 1, 'honors', -1))).toBeCloseTo(4.4, 12);
  });

  it('weights courses by credit hours', () => {
    // A AP 2 credits: 4.8 × 2 = 9.6; C regular 0.5 credits: 2 × 0.5 = 1 → 10.6 / 2.5 = 4.24
    // unweighted: (8 + 1) / 2.5 = 3.6; boost 0.64
    expect(compute({ courses: [course('x', 'A', 2, 'ap'), course('y', 'C', 0.5, 'regular')] })).toMatchObject({
      weightedGPA: 4.24,
      unweightedGPA: 3.6,
      totalCredits: 2.5,
      weightedQualityPoints: 10.6,
      unweightedQualityPoints: 9,
      gpaBoost: 0.64,
    });
  });

  it('ignores courses without a grade, with credit hours of 0 or less, or with a cell that is not a number, and says why on each', () => {
    const courses = [
      course('Counted', 'B', 1, 'regular'),
      course('No grade', '', 1, 'ap'),
      course('Zero', 'A', 0, 'ap'),
      course('Negative', 'A', -1, 'ap'),
      course('Letters in credits', 'A', Number.NaN, 'ap'),
      course('Letters in weight', 'A', 1, 'ap', Number.NaN),
    ];
    expect(compute({ courses })).toMatchObject({ weightedGPA: 3, unweightedGPA: 3, totalCredits: 1, gpaBoost: 0, boostLevel: 'small' });
    expect(courses.map(courseNote)).toEqual([
      null,
      'Not counted: no grade yet',
      'Not counted: 0 credits',
      'Not counted: negative credits',
      'Not counted: invalid credit hours',
      'Not counted: invalid weight',
    ]);
  });

  it('takes a 0-credit course (left out, with its note), a quarter-credit class and a 4-credit dual-enrollment course', () => {
    // weighted: A regular 0.25 → 1; B+ dual 3.3 × 1.15 = 3.795 × 4 = 15.18 → 16.18 / 4.25 = 3.807059
    // unweighted: 1 + 13.2 = 14.2 / 4.25 = 3.341176; boost 0.465882 → 0.47
    const courses = [course('Study hall', 'A', 0, 'regular'), course('Seminar', 'A', 0.25, 'regular'), course('College Chemistry', 'B+', 4, 'dual')];
    expect(compute({ courses })).toMatchObject({ weightedGPA: 3.81, unweightedGPA: 3.34, totalCredits: 4.25, gpaBoost: 0.47 });
  });

  it('works the boost from the unrounded GPAs: A, A (AP) and B+ is a 0.27 boost (4.0333 − 3.7667), not 4.03 − 3.77 = 0.26', () => {
    // python3 (fractions): weighted (4 + 4.8 + 3.3) / 3 = 4.033333; unweighted 11.3 / 3 = 3.766667; difference 0.266667
    const courses = [course('x', 'A', 1, 'regular'), course('y', 'A', 1, 'ap'), course('z', 'B+', 1, 'regular')];
    expect(compute({ courses })).toMatchObject({ weightedGPA: 4.03, unweightedGPA: 3.77, gpaBoost: 0.27 });
  });

  it('has no result when no course counts', () => {
    expect(compute({ courses: [course('No grade', '', 1, 'ap')] })).toBeNull();
  });
});

describe('GPA boost messages', () => {
  it.each([
    [-0.2, 'small'],
    [0, 'small'],
    [0.09, 'small'],
    [0.1, 'moderate'],
    [0.29, 'moderate'],
    [0.3, 'strong'],
    [0.49, 'strong'],
    [0.5, 'exceptional'],
    [1.2, 'exceptional'],
  ] as const)('a boost of %s is %s', (boost, level) => {
    expect(boostLevelFor(boost)).toBe(level);
  });

  it('has a distinct message per level', () => {
    // boosts 0, 0.25 ((4.4 + 3 + 3 + 3.6) / 4 − 13 / 4), 0.4 (A+ honors 4.4 vs 4), 0.8 (A+ AP)
    const results = [
      compute({ courses: [course('x', 'B', 1, 'regular')] }),
      compute({ courses: [course('x', 'A', 1, 'honors'), course('y', 'B', 1, 'regular'), course('z', 'B', 1, 'regular'), course('w', 'B', 1, 'ap')] }),
      compute({ courses: [course('x', 'A+', 1, 'honors')] }),
      compute({ courses: [course('x', 'A+', 1, 'ap')] }),
    ];
    expect(results.map((result) => result?.boostLevel)).toEqual(['small', 'moderate', 'strong', 'exceptional']);
    expect(results.map((result) => result?.gpaBoost)).toEqual([0, 0.25, 0.4, 0.8]);
    expect(new Set(results.map((result) => result?.recommendation)).size).toBe(4);
  });
});
