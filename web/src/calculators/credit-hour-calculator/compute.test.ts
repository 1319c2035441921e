import { describe, expect, it } from 'vitest';
import { compute, courseNote, courseStudyHours, workloadBandOf, type Course, type Inputs } from './compute.ts';

const initialCourses: Course[] = [
  { name: 'Calculus I', creditHours: 4, classHours: 4, studyHours: 10 },
  { name: 'English Composition', creditHours: 3, classHours: 3, studyHours: 7 },
  { name: 'Biology', creditHours: 4, classHours: 6, studyHours: 10 },
  { name: 'Psychology', creditHours: 3, classHours: 3, studyHours: 6 },
];

const defaults: Inputs = {
  coursesToAdd: initialCourses,
  currentCredits: 45,
  maxCreditsPerSemester: 18,
  workHours: 15,
  otherCommitments: 10,
  studyEfficiency: 'medium',
};

describe('the default plan', () => {
  const result = compute(defaults);

  it('adds 14 credits with 16 class hours a week', () => {
    expect(result).toMatchObject({ totalNewCredits: 14, totalClassTime: 16 });
  });

  it('plans 41.25 study hours at medium efficiency: (10 + 7 + 10 + 6) × 1.25', () => {
    expect(result?.totalStudyTime).toBe(41.25);
    expect(result?.totalWeeklyHours).toBe(57.25);
  });

  it('has 87 hours available: 168 − 56 − 15 − 10', () => {
    expect(result?.timeAvailable).toBe(87);
    expect(result?.freeTime).toBe(29.75);
  });

  it('is a heavy workload at 4.09 hours per credit (57.25 / 14)', () => {
    expect(result?.hoursPerCredit).toBeCloseTo(4.0893, 4);
    expect(result?.workloadBand).toBe('heavy');
    expect(result?.workloadAnalysis).toMatch(/^Heavy workload: 4.1 hours a week per credit, 57.3 of your 87 available hours/);
  });

  it('recommends 18 credits: 87 / 4.089 = 21 fit, capped at the maximum of 18', () => {
    expect(result?.recommendedLoad).toBe(18);
  });

  it('needs 5 more semesters: 59 of 120 credits, 61 to go at 15 a semester', () => {
    expect(result?.graduationImpact).toMatchObject({ creditsAfter: 59, creditsRemaining: 61, semestersRemaining: 5 });
    expect(result?.graduationImpact.text).toMatch(/^5 more semesters after this one/);
  });

  it('has no warnings, and says the plan fits', () => {
    expect(result?.recommendations.map((tip) => tip.id)).toEqual(['balanced']);
  });
});

describe('study hours', () => {
  it('scale a course’s own hours by the efficiency factor: high 1, medium 1.25, low 1.5', () => {
    const course = { name: 'X', creditHours: 3, classHours: 3, studyHours: 8 };
    expect(courseStudyHours(course, 'high')).toBe(8);
    expect(courseStudyHours(course, 'medium')).toBe(10);
    expect(courseStudyHours(course, 'low')).toBe(12);
  });

  it('default to 2.5 per credit when left blank or 0: 4 credits at low efficiency is 4 × 2.5 × 1.5 = 15', () => {
    expect(courseStudyHours({ name: 'X', creditHours: 4, classHours: 4, studyHours: null }, 'low')).toBe(15);
    expect(courseStudyHours({ name: 'X', creditHours: 4, classHours: 4, studyHours: 0 }, 'high')).toBe(10);
  });

  it('change the whole plan with the efficiency: 33 hours at high efficiency', () => {
    expect(compute({ ...defaults, studyEfficiency: 'high' })?.totalStudyTime).toBe(33);
    expect(compute({ ...defaults, studyEfficiency: 'low' })?.totalStudyTime).toBe(49.5);
  });
});

describe('workload bands per credit', () => {
  it.each([
    [2.99, 'light'],
    [3, 'moderate'],
    [3.99, 'moderate'],
    [4, 'heavy'],
    [4.99, 'heavy'],
    [5, 'very-heavy'],
  ] as const)('reads %s hours per credit as %s', (perCredit, band) => {
    expect(workloadBandOf(perCredit)).toBe(band);
  });
});

describe('warnings', () => {
  it('warns about work over 20 hours with more than 12 credits', () => {
    expect(compute({ ...defaults, workHours: 21 })?.recommendations.map((tip) => tip.id)).toContain('heavy-work');
  });

  it('does not warn at exactly 20 hours of work, nor with exactly 12 credits', () => {
    expect(compute({ ...defaults, workHours: 20 })?.recommendations.map((tip) => tip.id)).not.toContain('heavy-work');
    const twelve = initialCourses.slice(0, 3).map((course, index) => (index === 2 ? { ...course, creditHours: 5 } : course));
    const result = compute({ ...defaults, coursesToAdd: twelve, workHours: 25 });
    expect(result?.totalNewCredits).toBe(12);
    expect(result?.recommendations.map((tip) => tip.id)).not.toContain('heavy-work');
    expect(result?.recommendations.map((tip) => tip.id)).not.toContain('part-time');
  });

  it('warns about fewer than 12 credits', () => {
    const result = compute({ ...defaults, coursesToAdd: initialCourses.slice(0, 3) });
    expect(result?.totalNewCredits).toBe(11);
    expect(result?.recommendations.map((tip) => tip.id)).toEqual(['part-time']);
  });

  it('warns when the plan needs more hours than are free, and when it exceeds the maximum credits', () => {
    const result = compute({ ...defaults, workHours: 40, otherCommitments: 30, maxCreditsPerSemester: 12 });
    // 168 − 56 − 40 − 30 = 42 available, 57.25 needed
    expect(result?.timeAvailable).toBe(42);
    expect(result?.recommendations.map((tip) => tip.id)).toEqual(['heavy-work', 'over-capacity', 'over-maximum']);
  });
});

describe('recommended load', () => {
  it('is what fits in the time available: 42 hours / 4.089 per credit = 10 credits', () => {
    expect(compute({ ...defaults, workHours: 20, otherCommitments: 50 })?.recommendedLoad).toBe(10);
  });

  it('is capped at 12 credits when work exceeds 20 hours', () => {
    expect(compute({ ...defaults, workHours: 21, otherCommitments: 0 })?.recommendedLoad).toBe(12);
  });

  it('is 0, never negative, when no time is left', () => {
    expect(compute({ ...defaults, workHours: 80, otherCommitments: 40 })?.recommendedLoad).toBe(0);
  });
});

describe('graduation estimate', () => {
  it('has nothing left once 120 credits are reached', () => {
    const result = compute({ ...defaults, currentCredits: 110 });
    expect(result?.graduationImpact).toMatchObject({ creditsAfter: 124, creditsRemaining: 0, semestersRemaining: 0 });
  });

  it('rounds a part semester up: 16 credits to go is 2 semesters, 15 is 1', () => {
    expect(compute({ ...defaults, currentCredits: 90 })?.graduationImpact.semestersRemaining).toBe(2);
    expect(compute({ ...defaults, currentCredits: 91 })?.graduationImpact.semestersRemaining).toBe(1);
  });
});

describe('rows and invalid input', () => {
  it('leaves out rows with blank, negative or invalid credits or hours, and says why on each', () => {
    const rows: Course[] = [
      { name: 'Blank', creditHours: null, classHours: 3, studyHours: 5 },
      { name: 'Negative', creditHours: -3, classHours: 3, studyHours: 5 },
      { name: 'Letters', creditHours: Number.NaN, classHours: 3, studyHours: 5 },
      { name: 'Letters in class hours', creditHours: 3, classHours: Number.NaN, studyHours: 5 },
      { name: 'Letters in study hours', creditHours: 3, classHours: 3, studyHours: Number.NaN },
    ];
    const result = compute({ ...defaults, coursesToAdd: [...initialCourses, ...rows] });
    expect(result?.totalNewCredits).toBe(14);
    expect(result?.totalClassTime).toBe(16);
    expect(result?.courseStudyTime).toEqual([12.5, 8.75, 12.5, 7.5, null, null, null, null, null]);
    expect(rows.map(courseNote)).toEqual([
      'Not counted: no credit hours',
      'Not counted: negative credits',
      'Not counted: invalid credit hours',
      'Not counted: invalid class hours',
      'Not counted: invalid study hours',
    ]);
  });

  it('counts a 0-credit lab’s hours but not its credits: 3 class hours and no study time', () => {
    const lab = { name: 'Chemistry lab', creditHours: 0, classHours: 3, studyHours: null };
    const result = compute({ ...defaults, coursesToAdd: [...initialCourses, lab] });
    // 14 credits; class 16 + 3 = 19; study unchanged at 41.25 (2.5 × 0 for the lab)
    expect(result).toMatchObject({ totalNewCredits: 14, totalClassTime: 19, totalStudyTime: 41.25 });
    expect(courseNote(lab)).toBeNull();
    expect(compute({ ...defaults, coursesToAdd: [lab] })).toBeNull();
  });

  it('plans a 30-credit quarter-system term for a student working 50 hours a week', () => {
    // 30 credits at 2.5 study hours each × 1.25 = 93.75, class 30: 123.75 h; available 168 − 56 − 50 − 10 = 52
    const term = { name: 'Term', creditHours: 30, classHours: 30, studyHours: null };
    const result = compute({ ...defaults, coursesToAdd: [term], maxCreditsPerSemester: 30, workHours: 50 });
    expect(result).toMatchObject({ totalNewCredits: 30, totalWeeklyHours: 123.75, timeAvailable: 52, recommendedLoad: 12 });
    expect(result?.recommendations.map((each) => each.id)).toEqual(['heavy-work', 'over-capacity']);
  });

  it('has no result without any course, or with a blank planning input', () => {
    expect(compute({ ...defaults, coursesToAdd: [] })).toBeNull();
    expect(compute({ ...defaults, workHours: Number.NaN })).toBeNull();
    expect(compute({ ...defaults, currentCredits: -1 })).toBeNull();
  });
});
