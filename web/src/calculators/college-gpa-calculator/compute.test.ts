import { describe, expect, it } from 'vitest';
import type { CourseGrade } from '../../shared/grades/gradePoints.ts';
import { classify, compute, courseNote } from './compute.ts';

const course = (name: string, creditHours: number | null, grade: CourseGrade) => ({ name, creditHours, grade });

describe('college GPA', () => {
  it('is 3.52 for the page defaults: A, B+, A- and B over 3, 3, 4 and 3 credits', () => {
    // 3×4 + 3×3.3 + 4×3.7 + 3×3 = 12 + 9.9 + 14.8 + 9 = 45.7 quality points; 45.7 / 13 = 3.5154
    const courses = [course('Mathematics', 3, 'A'), course('English', 3, 'B+'), course('Science', 4, 'A-'), course('History', 3, 'B')];
    expect(compute({ courses, gradeScale: '4.0' })).toEqual({
      gpa: 3.52,
      totalCredits: 13,
      totalQualityPoints: 45.7,
      letterGrade: 'A-',
      classification: 'Magna Cum Laude (High Honors)',
    });
  });

  it('counts an A+ as 4.0 on the 4.0 scale and 4.3 on the 4.3 scale', () => {
    const courses = [course('Calculus', 3, 'A+'), course('Art', 3, 'B')];
    // (12 + 9) / 6 = 3.5; (12.9 + 9) / 6 = 3.65
    expect(compute({ courses, gradeScale: '4.0' })).toMatchObject({ gpa: 3.5, totalQualityPoints: 21 });
    expect(compute({ courses, gradeScale: '4.3' })).toMatchObject({ gpa: 3.65, totalQualityPoints: 21.9 });
  });

  it('weights each course by its credit hours', () => {
    // (4 × 1 + 0 × 3) / 4 = 1.0
    expect(compute({ courses: [course('Lab', 1, 'A'), course('Lecture', 3, 'F')], gradeScale: '4.0' })).toMatchObject({ gpa: 1, letterGrade: 'D' });
  });

  it('ignores courses without a grade or with 0, negative, blank or invalid credit hours, and says why on each', () => {
    const courses = [
      course('Counted', 3, 'B'),
      course('No grade', 3, ''),
      course('Zero', 0, 'F'),
      course('Negative', -2, 'F'),
      course('Blank', null, 'F'),
      course('Letters', Number.NaN, 'F'),
    ];
    expect(compute({ courses, gradeScale: '4.0' })).toMatchObject({ gpa: 3, totalCredits: 3, totalQualityPoints: 9 });
    expect(courses.map(courseNote)).toEqual([
      null,
      'Not counted: no grade yet',
      'Not counted: 0 credits',
      'Not counted: negative credits',
      'Not counted: no credit hours',
      'Not counted: invalid credit hours',
    ]);
  });

  it('takes a 0-credit lab (left out, with its note), a 12-credit practicum and a whole 30-credit year as one row', () => {
    // (12 × 4 + 30 × 3.3) / 42 = (48 + 99) / 42 = 3.5
    const courses = [course('Lab', 0, 'A'), course('Practicum', 12, 'A'), course('Year abroad', 30, 'B+')];
    expect(compute({ courses, gradeScale: '4.0' })).toMatchObject({ gpa: 3.5, totalCredits: 42, totalQualityPoints: 147, letterGrade: 'A-' });
    expect(courseNote(courses[0]!)).toBe('Not counted: 0 credits');
  });

  it('has no result when no course counts', () => {
    expect(compute({ courses: [course('No grade', 3, '')], gradeScale: '4.0' })).toBeNull();
    expect(compute({ courses: [], gradeScale: '4.3' })).toBeNull();
  });

  it('classifies the GPA as rounded: 3.695 shows as 3.7, Summa Cum Laude', () => {
    // (79 × 3.7 + 1 × 3.3) / 80 = 295.6 / 80 = 3.695 → 3.70; the 79 A- credits as 13 courses of 6 and one of 1
    const many = [...Array.from({ length: 13 }, (_, index) => course(`A- ${index + 1}`, 6, 'A-')), course('A- 14', 1, 'A-')];
    expect(compute({ courses: [...many, course('One', 1, 'B+')], gradeScale: '4.0' })).toMatchObject({
      gpa: 3.7,
      classification: 'Summa Cum Laude (Highest Honors)',
    });
  });

  it('reads all F as 0.00, F, Academic Dismissal Risk', () => {
    expect(compute({ courses: [course('Failed', 3, 'F')], gradeScale: '4.0' })).toMatchObject({
      gpa: 0,
      letterGrade: 'F',
      classification: 'Academic Dismissal Risk',
    });
  });
});

describe('college GPA classification bands', () => {
  it.each([
    [4.3, 'A', 'Summa Cum Laude (Highest Honors)'],
    [3.7, 'A', 'Summa Cum Laude (Highest Honors)'],
    [3.69, 'A-', 'Magna Cum Laude (High Honors)'],
    [3.5, 'A-', 'Magna Cum Laude (High Honors)'],
    [3.49, 'B+', 'Cum Laude (Honors)'],
    [3.2, 'B+', 'Cum Laude (Honors)'],
    [3.19, 'B', 'Good Standing'],
    [3.0, 'B', 'Good Standing'],
    [2.99, 'B-', 'Satisfactory'],
    [2.7, 'B-', 'Satisfactory'],
    [2.69, 'C', 'Academic Warning'],
    [2.0, 'C', 'Academic Warning'],
    [1.99, 'D', 'Academic Probation'],
    [0.01, 'D', 'Academic Probation'],
    [0, 'F', 'Academic Dismissal Risk'],
  ])('a GPA of %s is %s, %s', (gpa, letterGrade, classification) => {
    expect(classify(gpa)).toEqual({ letterGrade, classification });
  });

  it('counts no course whose credit hours lie past 200 (more than any course, term or transfer), nor overflow with them', () => {
    expect(compute({ courses: [course('Overflowing', 1e308, 'A'), course('Too', 1e308, 'A')], gradeScale: '4.0' })).toBeNull();
    expect(compute({ courses: [course('Too many', 201, 'A'), course('Three', 3, 'B')], gradeScale: '4.0' })).toMatchObject({ gpa: 3, totalCredits: 3 });
  });
});
