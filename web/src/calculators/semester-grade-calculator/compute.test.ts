import { describe, expect, it } from 'vitest';
import { assignmentNote, compute, letterFor, type Assignment } from './compute.ts';

const assignment = (name: string, weight: number | null, grade: number | null, maxPoints: number | null): Assignment => ({ name, weight, grade, maxPoints });

describe('semester grade', () => {
  it('is 88.6% weighted, a B+, for the page defaults', () => {
    // points 95 + 42 + 88 + 92 + 85 = 402 of 450 → 89.333…%
    // weighted (95×10 + 84×5 + 88×30 + 92×25 + 85×30) / 100 = (950 + 420 + 2640 + 2300 + 2550) / 100 = 88.6
    const assignments = [
      assignment('Homework 1', 10, 95, 100),
      assignment('Quiz 1', 5, 42, 50),
      assignment('Midterm Exam', 30, 88, 100),
      assignment('Project', 25, 92, 100),
      assignment('Final Exam', 30, 85, 100),
    ];
    expect(compute({ assignments })).toEqual({
      currentGrade: 89.33,
      weightedGrade: 88.6,
      projectedFinalGrade: 88.6,
      letterGrade: 'B+',
      totalPoints: 402,
      maxTotalPoints: 450,
      countedAssignments: 5,
    });
  });

  it('weights percentages, not points: 10/10 and 50/100 at equal weight is 75% (C) although the points give 54.55%', () => {
    // (100 × 50 + 50 × 50) / 100 = 75; points 60 / 110 = 54.5454…
    expect(compute({ assignments: [assignment('Quiz', 50, 10, 10), assignment('Exam', 50, 50, 100)] })).toMatchObject({
      currentGrade: 54.55,
      weightedGrade: 75,
      projectedFinalGrade: 75,
      letterGrade: 'C',
    });
  });

  it('divides by the total weight entered, even when it is not 100', () => {
    // (80 × 20 + 90 × 30) / 50 = (1600 + 2700) / 50 = 86
    expect(compute({ assignments: [assignment('A', 20, 40, 50), assignment('B', 30, 90, 100)] })?.weightedGrade).toBe(86);
  });

  it('reads the letter from the point percentage when no assignment has a weight', () => {
    // 85 of 100 = 85% → B
    const result = compute({ assignments: [assignment('A', 0, 45, 50), assignment('B', null, 40, 50)] });
    expect(result).toMatchObject({ currentGrade: 85, weightedGrade: null, projectedFinalGrade: 85, letterGrade: 'B' });
  });

  it('ignores assignments with negative, blank or invalid points, or max points of 0 or less, and says why on each', () => {
    const assignments = [
      assignment('Counted', 10, 18, 20),
      assignment('Negative points', 10, -1, 20),
      assignment('Blank points', 10, null, 20),
      assignment('Letters in points', 10, Number.NaN, 20),
      assignment('Zero max', 10, 5, 0),
      assignment('Negative max', 10, 5, -10),
      assignment('Blank max', 10, 5, null),
      assignment('Letters in weight', Number.NaN, 5, 10),
      assignment('Tiny max', 10, 1, 1e-9),
    ];
    expect(compute({ assignments })).toMatchObject({ totalPoints: 18, maxTotalPoints: 20, currentGrade: 90, weightedGrade: 90, countedAssignments: 1 });
    expect(assignments.map(assignmentNote)).toEqual([
      null,
      'Not counted: negative points',
      'Not counted: no points earned yet',
      'Not counted: invalid points earned',
      'Not counted: 0 max points',
      'Not counted: negative max points',
      'Not counted: no max points',
      'Not counted: invalid weight',
      'Not counted: max points below 0.01',
    ]);
  });

  it('leaves out an extra-credit item worth 0 max points and grades the rest: A 90/100 and B 5/0 at 50% each is 90%', () => {
    const assignments = [assignment('A', 50, 90, 100), assignment('B', 50, 5, 0)];
    expect(compute({ assignments })).toMatchObject({ weightedGrade: 90, projectedFinalGrade: 90, letterGrade: 'A-', totalPoints: 90, maxTotalPoints: 100 });
    expect(assignmentNote(assignments[1]!)).toBe('Not counted: 0 max points');
  });

  it('takes half-point items and a 1,000-point project', () => {
    // (0.5/0.5 × 100 × 5 + 870/1000 × 100 × 95) / 100 = (500 + 8265) / 100 = 87.65; points 870.5 / 1000.5 = 87.006497%
    const assignments = [assignment('Check-in', 5, 0.5, 0.5), assignment('Capstone', 95, 870, 1000)];
    expect(compute({ assignments })).toMatchObject({ weightedGrade: 87.65, currentGrade: 87.01, letterGrade: 'B+' });
  });

  it('counts a score of 0 as a real zero', () => {
    // (100 × 10 + 0 × 10) / 20 = 50
    expect(compute({ assignments: [assignment('Done', 10, 20, 20), assignment('Missed', 10, 0, 20)] })).toMatchObject({ weightedGrade: 50, letterGrade: 'F' });
  });

  it('keeps extra credit above 100%', () => {
    expect(compute({ assignments: [assignment('Bonus', 10, 105, 100)] })).toMatchObject({ currentGrade: 105, letterGrade: 'A+' });
  });

  it('reads the letter from the rounded grade: 89.996% shows as 90%, an A-', () => {
    expect(compute({ assignments: [assignment('Exam', 100, 89.996, 100)] })).toMatchObject({ weightedGrade: 90, letterGrade: 'A-' });
  });

  it('has no result when no assignment counts', () => {
    expect(compute({ assignments: [assignment('Zero max', 10, 5, 0)] })).toBeNull();
    expect(compute({ assignments: [] })).toBeNull();
  });
});

describe('semester letter bands', () => {
  it.each([
    [100, 'A+'],
    [97, 'A+'],
    [96.99, 'A'],
    [93, 'A'],
    [92.99, 'A-'],
    [90, 'A-'],
    [89.99, 'B+'],
    [87, 'B+'],
    [86.99, 'B'],
    [83, 'B'],
    [82.99, 'B-'],
    [80, 'B-'],
    [79.99, 'C+'],
    [77, 'C+'],
    [76.99, 'C'],
    [73, 'C'],
    [72.99, 'C-'],
    [70, 'C-'],
    [69.99, 'D+'],
    [67, 'D+'],
    [66.99, 'D'],
    [65, 'D'],
    [64.99, 'F'],
    [0, 'F'],
  ])('%s%% is %s', (percent, letter) => {
    expect(letterFor(percent)).toBe(letter);
  });
});
