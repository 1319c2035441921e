/**
 * Maths invariants of the semester grade, over random assignments: grades are shares, so they do
 * not depend on the assignments' order or the points' scale; a weighted average lies between its
 * parts; more points never lower a grade.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, letterFor, type Assignment } from './compute.ts';

const assignment = fc
  .record({
    name: fc.constant('Assignment'),
    weight: fc.integer({ min: 0, max: 40 }),
    maxPoints: fc.integer({ min: 1, max: 200 }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ share, ...rest }) => ({ ...rest, grade: Math.round(share * rest.maxPoints * 10) / 10 }));
const assignments = fc.array(assignment, { minLength: 1, maxLength: 8 });

function resultOf(list: readonly Assignment[]) {
  const result = compute({ assignments: list });
  if (result === null) throw new Error('assignments within the bounds have a grade');
  return result;
}

describe('semester grade (properties)', () => {
  it('does not depend on the order of the assignments', () => {
    fc.assert(
      fc.property(assignments, (list) => {
        const { currentGrade, weightedGrade } = resultOf(list);
        const reversed = resultOf([...list].reverse());
        expect(reversed.currentGrade).toBeCloseTo(currentGrade, 9);
        if (weightedGrade === null) expect(reversed.weightedGrade).toBeNull();
        else expect(reversed.weightedGrade).toBeCloseTo(weightedGrade, 9);
      }),
    );
  });

  it('does not change when every assignment’s points and maximum are scaled alike, nor when every weight is', () => {
    fc.assert(
      fc.property(assignments, fc.integer({ min: 2, max: 50 }), (list, factor) => {
        const original = resultOf(list);
        const scaledPoints = resultOf(list.map((item) => ({ ...item, grade: item.grade * factor, maxPoints: item.maxPoints * factor })));
        expect(Math.abs(scaledPoints.currentGrade - original.currentGrade)).toBeLessThanOrEqual(0.01 + 1e-9);
        if (original.weightedGrade === null) return;
        const scaledWeights = resultOf(list.map((item) => ({ ...item, weight: Math.min(100, item.weight * factor) })));
        if (list.every((item) => item.weight * factor <= 100))
          expect(Math.abs(scaledWeights.weightedGrade! - original.weightedGrade)).toBeLessThanOrEqual(0.01 + 1e-9);
      }),
    );
  });

  it('gives a weighted grade between the lowest and the highest weighted assignment’s percentage', () => {
    fc.assert(
      fc.property(assignments, (list) => {
        const weighted = list.filter((item) => item.weight > 0).map((item) => (item.grade / item.maxPoints) * 100);
        const { weightedGrade, currentGrade, projectedFinalGrade, letterGrade } = resultOf(list);
        if (weighted.length === 0) expect(projectedFinalGrade).toBe(currentGrade);
        else {
          expect(weightedGrade).toBeGreaterThanOrEqual(Math.min(...weighted) - 0.005);
          expect(weightedGrade).toBeLessThanOrEqual(Math.max(...weighted) + 0.005);
        }
        expect(letterGrade).toBe(letterFor(projectedFinalGrade));
      }),
    );
  });

  it('never lowers a grade or its letter when an assignment earns more points', () => {
    fc.assert(
      fc.property(assignments, fc.nat(), fc.double({ min: 0, max: 1, noNaN: true }), (list, pick, share) => {
        const index = pick % list.length;
        const item = list[index]!;
        const better = list.map((other, at) => (at === index ? { ...other, grade: item.grade + share * (item.maxPoints - item.grade) } : other));
        const before = resultOf(list);
        const after = resultOf(better);
        expect(after.currentGrade).toBeGreaterThanOrEqual(before.currentGrade);
        expect(after.projectedFinalGrade).toBeGreaterThanOrEqual(before.projectedFinalGrade);
      }),
    );
  });
});
