import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { creditHoursBounds, gradeCell, gradeScaleInput } from './gradeInputs.ts';
import { countedCourses, courseExclusion, gradeLetters, gradePoints, isGradeLetter, scaleMaximum } from './gradePoints.ts';

describe('grade points', () => {
  it('offers the thirteen letters A+ to F in order', () => {
    expect(gradeLetters).toEqual(['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F']);
  });

  it('gives every letter its 4.0-scale value', () => {
    const points = Object.fromEntries(gradeLetters.map((letter) => [letter, gradePoints(letter, '4.0')]));
    expect(points).toEqual({
      'A+': 4,
      A: 4,
      'A-': 3.7,
      'B+': 3.3,
      B: 3,
      'B-': 2.7,
      'C+': 2.3,
      C: 2,
      'C-': 1.7,
      'D+': 1.3,
      D: 1,
      'D-': 0.7,
      F: 0,
    });
  });

  it('gives A+ 4.3 on the 4.3 scale and every other letter its 4.0 value', () => {
    expect(gradePoints('A+', '4.3')).toBe(4.3);
    for (const letter of gradeLetters.filter((letter) => letter !== 'A+')) {
      expect(gradePoints(letter, '4.3')).toBe(gradePoints(letter, '4.0'));
    }
  });

  it('uses the 4.0 scale when none is named', () => {
    expect(gradePoints('A+')).toBe(4);
  });

  it('tops out at 4 and 4.3', () => {
    expect(scaleMaximum('4.0')).toBe(4);
    expect(scaleMaximum('4.3')).toBe(4.3);
  });
});

describe('grade cells', () => {
  it('recognises letters only', () => {
    expect(isGradeLetter('B-')).toBe(true);
    expect(isGradeLetter('E')).toBe(false);
    expect(isGradeLetter('')).toBe(false);
  });

  it('reads an unknown letter from a URL as no grade', () => {
    expect(v.parse(gradeCell, 'A-')).toBe('A-');
    expect(v.parse(gradeCell, 'Z')).toBe('');
    expect(v.parse(gradeCell, 4)).toBe('');
  });
});

describe('counted courses', () => {
  it('ignores courses without a grade, or with credit hours of 0 or less or blank, each with its note', () => {
    const courses = [
      { name: 'Counted', grade: 'B' as const, creditHours: 3 },
      { name: 'No grade', grade: '' as const, creditHours: 3 },
      { name: 'Zero credits', grade: 'A' as const, creditHours: 0 },
      { name: 'Negative credits', grade: 'A' as const, creditHours: -1 },
      { name: 'Blank credits', grade: 'A' as const, creditHours: null },
      { name: 'Half credit', grade: 'C' as const, creditHours: 0.5 },
    ];
    expect(countedCourses(courses, {}).map((course) => course.name)).toEqual(['Counted', 'Half credit']);
    expect(courses.map((course) => courseExclusion(course, {}))).toEqual([
      null,
      'Not counted: no grade yet',
      'Not counted: 0 credits',
      'Not counted: negative credits',
      'Not counted: no credit hours',
      null,
    ]);
  });

  it('ignores courses whose credit hours are not a number, lie outside their bounds or beyond any number', () => {
    const courses = [
      { name: 'Counted', grade: 'B' as const, creditHours: 200 },
      { name: 'Too many credits', grade: 'A' as const, creditHours: 201 },
      { name: 'Overflowing', grade: 'A' as const, creditHours: Number.POSITIVE_INFINITY },
      { name: 'Letters', grade: 'A' as const, creditHours: Number.NaN },
    ];
    expect(countedCourses(courses, creditHoursBounds).map((course) => course.name)).toEqual(['Counted']);
    expect(courseExclusion(courses[3]!, creditHoursBounds)).toBe('Not counted: invalid credit hours');
  });
});

describe('the grade scale in a URL', () => {
  const { schema } = gradeScaleInput('4.0');

  it('takes the spec names and the numbers the router reads from gradeScale=4.0 and gradeScale=4.3', () => {
    expect(v.parse(schema, '4.3')).toBe('4.3');
    expect(v.parse(schema, '4.0')).toBe('4.0');
    expect(v.parse(schema, 4.3)).toBe('4.3');
    expect(v.parse(schema, 4)).toBe('4.0');
  });

  it('rejects other scales', () => {
    expect(v.safeParse(schema, 5).success).toBe(false);
    expect(v.safeParse(schema, '5.0').success).toBe(false);
  });
});
