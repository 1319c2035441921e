/**
 * Maths invariants of the cumulative GPA, over random semesters: it is the credit-weighted mean of
 * the semesters' GPAs, each running value is the cumulative GPA of the semesters so far, and the
 * order of the semesters changes the history but not the final value.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, type Semester } from './compute.ts';

const semester = fc.record({
  name: fc.constant('Semester'),
  gpa: fc.integer({ min: 0, max: 400 }).map((hundredths) => hundredths / 100),
  creditHours: fc.integer({ min: 1, max: 21 }),
});
const semesters = fc.array(semester, { minLength: 1, maxLength: 8 });

function resultOf(list: readonly Semester[]) {
  const result = compute({ semesters: list, gradeScale: '4.0' });
  if (result === null) throw new Error('semesters within the bounds have a cumulative GPA');
  return result;
}

describe('cumulative GPA (properties)', () => {
  it('lies between the lowest and the highest semester GPA, and is quality points over credits', () => {
    fc.assert(
      fc.property(semesters, (list) => {
        const result = resultOf(list);
        const gpas = list.map(({ gpa }) => gpa);
        expect(result.cumulativeGPA).toBeGreaterThanOrEqual(Math.min(...gpas) - 0.005);
        expect(result.cumulativeGPA).toBeLessThanOrEqual(Math.max(...gpas) + 0.005);
        expect(Math.abs(result.cumulativeGPA - result.totalQualityPoints / result.totalCredits)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('gives as each running value the cumulative GPA of the semesters up to it, ending at the cumulative GPA', () => {
    fc.assert(
      fc.property(semesters, (list) => {
        const { gpaHistory, cumulativeGPA } = resultOf(list);
        gpaHistory.forEach((entry, index) => expect(entry.cumulativeGPA).toBe(resultOf(list.slice(0, index + 1)).cumulativeGPA));
        expect(gpaHistory.at(-1)!.cumulativeGPA).toBe(cumulativeGPA);
      }),
    );
  });

  it('does not depend on the order of the semesters', () => {
    fc.assert(
      fc.property(semesters, (list) => {
        expect(resultOf([...list].reverse()).cumulativeGPA).toBe(resultOf(list).cumulativeGPA);
      }),
    );
  });
});
