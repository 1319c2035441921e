import { describe, expect, it } from 'vitest';
import { classify, compute, semesterNote, trendFor, type Semester } from './compute.ts';

const semester = (name: string, gpa: number | null, creditHours: number | null): Semester => ({ name, gpa, creditHours });

describe('cumulative GPA', () => {
  it('is 3.47 for the page defaults, with a running value per semester', () => {
    // quality points 3.2×15 + 3.5×15 + 3.7×15 = 48 + 52.5 + 55.5 = 156 over 45 credits = 3.4667
    // running: 48/15 = 3.20, 100.5/30 = 3.35, 156/45 = 3.47
    const result = compute({
      semesters: [semester('Fall 2023', 3.2, 15), semester('Spring 2024', 3.5, 15), semester('Fall 2024', 3.7, 15)],
      gradeScale: '4.0',
    });
    expect(result).toMatchObject({
      cumulativeGPA: 3.47,
      totalCredits: 45,
      totalQualityPoints: 156,
      classification: 'Cum Laude (With Distinction)',
      trend: 'strong-upward',
    });
    expect(result?.gpaHistory).toEqual([
      { semester: 'Fall 2023', gpa: 3.2, creditHours: 15, cumulativeGPA: 3.2 },
      { semester: 'Spring 2024', gpa: 3.5, creditHours: 15, cumulativeGPA: 3.35 },
      { semester: 'Fall 2024', gpa: 3.7, creditHours: 15, cumulativeGPA: 3.47 },
    ]);
    // 3.47 − 3.35 = 0.12
    expect(result?.improvement).toMatch(/^Strong upward trend: your cumulative GPA rose by 0\.12 points/);
  });

  it('weights semesters by credit hours', () => {
    // (4.0 × 12 + 2.0 × 18) / 30 = (48 + 36) / 30 = 2.8
    expect(compute({ semesters: [semester('A', 4, 12), semester('B', 2, 18)], gradeScale: '4.0' })?.cumulativeGPA).toBe(2.8);
  });

  it('takes semester GPAs up to 4.3 on the 4.3 scale the same way', () => {
    // (4.3 × 15 + 3.9 × 15) / 30 = 4.1
    expect(compute({ semesters: [semester('A', 4.3, 15), semester('B', 3.9, 15)], gradeScale: '4.3' })).toMatchObject({
      cumulativeGPA: 4.1,
      classification: 'Summa Cum Laude (Highest Distinction)',
    });
  });

  it('ignores semesters with a negative, blank, invalid or too high GPA, or credit hours of 0 or less, and says why on each', () => {
    const semesters = [
      semester('Counted', 3, 15),
      semester('Negative GPA', -1, 15),
      semester('Blank GPA', null, 15),
      semester('Letters', Number.NaN, 15),
      semester('Above the scale', 4.2, 15),
      semester('No credits', 4, 0),
      semester('Negative credits', 4, -3),
    ];
    const result = compute({ semesters, gradeScale: '4.0' });
    expect(result).toMatchObject({ cumulativeGPA: 3, totalCredits: 15, totalQualityPoints: 45 });
    expect(result?.gpaHistory).toHaveLength(1);
    expect(semesters.map((each) => semesterNote(each, '4.0'))).toEqual([
      null,
      'Not counted: negative GPA',
      'Not counted: no GPA',
      'Not counted: invalid GPA',
      'Not counted: GPA above 4.0',
      'Not counted: 0 credits',
      'Not counted: negative credits',
    ]);
    expect(semesterNote(semester('Above the scale', 4.2, 15), '4.3')).toBeNull();
  });

  it('takes a 24-credit term, a 30-credit year and 60 transfer credits as rows', () => {
    // (3.5 × 24 + 3.2 × 30 + 3.4 × 60) / 114 = (84 + 96 + 204) / 114 = 3.368421 → 3.37
    const semesters = [semester('Transfer', 3.4, 60), semester('Overload term', 3.5, 24), semester('Year abroad', 3.2, 30)];
    expect(compute({ semesters, gradeScale: '4.0' })).toMatchObject({ cumulativeGPA: 3.37, totalCredits: 114, totalQualityPoints: 384 });
  });

  it('counts a semester GPA of 0', () => {
    expect(compute({ semesters: [semester('A', 4, 15), semester('B', 0, 15)], gradeScale: '4.0' })?.cumulativeGPA).toBe(2);
  });

  it('needs two semesters for a trend', () => {
    const result = compute({ semesters: [semester('Fall 2023', 3.5, 15), semester('Ignored', 3, 0)], gradeScale: '4.0' });
    expect(result).toMatchObject({ trend: 'not-enough-semesters', improvement: 'Need more semesters to analyze trends.' });
  });

  it('has no result when no semester counts', () => {
    expect(compute({ semesters: [semester('A', 3, 0)], gradeScale: '4.0' })).toBeNull();
  });
});

describe('GPA trend from the last two cumulative values', () => {
  // Two 15-credit semesters after a 3.00: the cumulative GPA moves by half the difference.
  const after = (second: number) => compute({ semesters: [semester('First', 3, 15), semester('Second', second, 15)], gradeScale: '4.0' });

  it.each([
    [3.22, 'strong-upward', /^Strong upward trend: .* rose by 0\.11 points/], // 3.11 − 3.00 = 0.11
    [3.2, 'slight-upward', /^Slight upward trend: .* rose by 0\.10 points/], // exactly 0.10 is not above 0.1
    [3.02, 'slight-upward', /^Slight upward trend: .* rose by 0\.01 points/],
    [3, 'stable', /^Stable: your cumulative GPA held steady at 3\.00/],
    [2.98, 'slight-decline', /^Slight decline: .* fell by 0\.01 points/],
    [2.8, 'slight-decline', /^Slight decline: .* fell by 0\.10 points/], // exactly −0.10 is not below −0.1
    [2.78, 'downward', /^Downward trend: .* fell by 0\.11 points/],
  ] as const)('a second semester of %s after 3.00 is %s', (second, trend, text) => {
    const result = after(second);
    expect(result?.trend).toBe(trend);
    expect(result?.improvement).toMatch(text);
  });

  it.each([
    [0.11, 'strong-upward'],
    [0.1, 'slight-upward'],
    [0.01, 'slight-upward'],
    [0, 'stable'],
    [-0.01, 'slight-decline'],
    [-0.1, 'slight-decline'],
    [-0.11, 'downward'],
  ] as const)('a change of %s is %s', (change, trend) => {
    expect(trendFor(change)).toBe(trend);
  });
});

describe('cumulative GPA classification bands', () => {
  it.each([
    [3.8, 'Summa Cum Laude (Highest Distinction)'],
    [3.79, 'Magna Cum Laude (High Distinction)'],
    [3.6, 'Magna Cum Laude (High Distinction)'],
    [3.59, 'Cum Laude (With Distinction)'],
    [3.4, 'Cum Laude (With Distinction)'],
    [3.39, "Dean's List Eligible"],
    [3.0, "Dean's List Eligible"],
    [2.99, 'Good Academic Standing'],
    [2.5, 'Good Academic Standing'],
    [2.49, 'Academic Warning'],
    [2.0, 'Academic Warning'],
    [1.99, 'Academic Probation'],
    [0, 'Academic Probation'],
  ])('%s is %s', (gpa, classification) => {
    expect(classify(gpa)).toBe(classification);
  });
});
