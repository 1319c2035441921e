import { describe, expect, it } from 'vitest';
import type { CourseGrade } from '../../shared/grades/gradePoints.ts';
import { compute, courseNote, letterFor, standingFor } from './compute.ts';

const course = (name: string, grade: CourseGrade, creditHours: number | null = 1) => ({ name, grade, creditHours });

describe('unweighted GPA', () => {
  it('is 3.60, an A- (90%), Magna Cum Laude, for the page defaults', () => {
    // (4 + 3.3 + 3.7 + 3 + 4) / 5 = 18 / 5 = 3.6
    const courses = [course('English 9', 'A'), course('Algebra I', 'B+'), course('Biology', 'A-'), course('World History', 'B'), course('Spanish I', 'A')];
    expect(compute({ courses, gradeScale: '4.0' })).toEqual({
      gpa: 3.6,
      totalCredits: 5,
      qualityPoints: 18,
      letterGrade: 'A-',
      percentageEquivalent: 90,
      academicStanding: 'Magna Cum Laude (High Honors)',
      gradeDistribution: [
        { letter: 'A', count: 2 },
        { letter: 'A-', count: 1 },
        { letter: 'B+', count: 1 },
        { letter: 'B', count: 1 },
      ],
    });
  });

  it('counts an A+ as 4.0 on the default scale and 4.3 on the 4.3 scale', () => {
    const courses = [course('x', 'A+'), course('y', 'B')];
    // (4 + 3) / 2 = 3.5; (4.3 + 3) / 2 = 3.65
    expect(compute({ courses, gradeScale: '4.0' })).toMatchObject({ gpa: 3.5, qualityPoints: 7 });
    expect(compute({ courses, gradeScale: '4.3' })).toMatchObject({ gpa: 3.65, qualityPoints: 7.3 });
  });

  it('weights courses by credit hours', () => {
    // (4 × 3 + 1 × 1) / 4 = 13 / 4 = 3.25: below the 3.3 of an A-, so B+ (87%)
    expect(compute({ courses: [course('x', 'A', 3), course('y', 'D', 1)], gradeScale: '4.0' })).toMatchObject({
      gpa: 3.25,
      totalCredits: 4,
      letterGrade: 'B+',
      percentageEquivalent: 87,
      academicStanding: 'Cum Laude (Honors)',
    });
  });

  it('ignores courses without a grade or with 0, negative, blank or invalid credits, also in the distribution, and says why on each', () => {
    const courses = [
      course('Counted', 'C'),
      course('No grade', ''),
      course('Zero', 'A', 0),
      course('Negative', 'A', -1),
      course('Blank', 'F', null),
      course('Letters', 'F', Number.NaN),
    ];
    expect(compute({ courses, gradeScale: '4.0' })).toMatchObject({ gpa: 2, totalCredits: 1, gradeDistribution: [{ letter: 'C', count: 1 }] });
    expect(courses.map(courseNote)).toEqual([
      null,
      'Not counted: no grade yet',
      'Not counted: 0 credits',
      'Not counted: negative credits',
      'Not counted: no credit hours',
      'Not counted: invalid credit hours',
    ]);
  });

  it('takes a 0-credit lab (left out, with its note), half-credit electives and a 10-credit block as rows', () => {
    // (0.5 × 4 + 0.5 × 3 + 10 × 3.7) / 11 = 40.5 / 11 = 3.681818 → 3.68
    const courses = [course('Lab', 'A', 0), course('Art', 'A', 0.5), course('Music', 'B', 0.5), course('Block', 'A-', 10)];
    expect(compute({ courses, gradeScale: '4.0' })).toMatchObject({ gpa: 3.68, totalCredits: 11, qualityPoints: 40.5 });
    expect(courseNote(courses[0]!)).toBe('Not counted: 0 credits');
  });

  it('has no result when no course counts', () => {
    expect(compute({ courses: [course('No grade', '')], gradeScale: '4.0' })).toBeNull();
  });
});

describe('unweighted letter and percentage bands', () => {
  it.each([
    [4.3, 'A+', 97],
    [3.85, 'A+', 97],
    [3.84, 'A', 93],
    [3.7, 'A', 93],
    [3.69, 'A-', 90],
    [3.3, 'A-', 90],
    [3.29, 'B+', 87],
    [3.0, 'B+', 87],
    [2.99, 'B', 83],
    [2.7, 'B', 83],
    [2.69, 'B-', 80],
    [2.3, 'B-', 80],
    [2.29, 'C+', 77],
    [2.0, 'C+', 77],
    [1.99, 'C', 73],
    [1.7, 'C', 73],
    [1.69, 'C-', 70],
    [1.3, 'C-', 70],
    [1.29, 'D', 65],
    [1.0, 'D', 65],
    [0.99, 'F', 0],
    [0, 'F', 0],
  ])('a GPA of %s is %s (%s%%)', (gpa, letterGrade, percentageEquivalent) => {
    expect(letterFor(gpa)).toEqual({ letterGrade, percentageEquivalent });
  });
});

describe('unweighted academic standing bands', () => {
  it.each([
    [3.7, 'Summa Cum Laude (Highest Honors)'],
    [3.69, 'Magna Cum Laude (High Honors)'],
    [3.5, 'Magna Cum Laude (High Honors)'],
    [3.49, 'Cum Laude (Honors)'],
    [3.2, 'Cum Laude (Honors)'],
    [3.19, "Dean's List Eligible"],
    [3.0, "Dean's List Eligible"],
    [2.99, 'Good Academic Standing'],
    [2.5, 'Good Academic Standing'],
    [2.49, 'Academic Warning'],
    [2.0, 'Academic Warning'],
    [1.99, 'Academic Probation'],
    [0, 'Academic Probation'],
  ])('%s is %s', (gpa, standing) => {
    expect(standingFor(gpa)).toBe(standing);
  });
});
