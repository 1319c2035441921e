/**
 * Maths invariants of the required final score, over random components: scoring it gives the
 * desired grade, a higher goal never needs less, a better grade so far never needs more, and a
 * higher final score never lowers the course grade.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, type Inputs } from './compute.ts';

const component = fc.record({
  name: fc.constant('Component'),
  weight: fc.integer({ min: 1, max: 30 }),
  currentGrade: fc.double({ min: 1, max: 100, noNaN: true }),
});
const course = fc.record({
  components: fc.array(component, { minLength: 0, maxLength: 3 }),
  desiredGrade: fc.double({ min: 0, max: 100, noNaN: true }),
  finalExamWeight: fc.integer({ min: 10, max: 100 }),
});

function resultOf(inputs: Inputs) {
  const result = compute(inputs);
  if (result === null) throw new Error('a course with weight left for the final has a required score');
  return result;
}

/** The course grade a final score gives: the earned components plus the final's share (the weights as percentages of the course). */
function courseGrade({ components }: { components: readonly { weight: number; currentGrade: number }[] }, finalWeight: number, finalScore: number): number {
  return components.reduce((sum, { weight, currentGrade }) => sum + (weight * currentGrade) / 100, 0) + (finalWeight * finalScore) / 100;
}

describe('the required final score (properties)', () => {
  it('gives exactly the desired grade when it is scored, unless the goal is already secured', () => {
    fc.assert(
      fc.property(course, (inputs) => {
        const result = resultOf(inputs);
        const reached = courseGrade(inputs, result.effectiveFinalWeight, result.requiredFinalGrade);
        // The score is rounded to 2 decimals: half a hundredth of the final's weight share.
        const rounding = (0.005 * result.effectiveFinalWeight) / 100 + 1e-9;
        if (result.requiredFinalGrade === 0) expect(reached).toBeGreaterThanOrEqual(inputs.desiredGrade - rounding);
        else expect(Math.abs(reached - inputs.desiredGrade)).toBeLessThanOrEqual(rounding);
        expect(result.bestPossibleGrade).toBeCloseTo(courseGrade(inputs, result.effectiveFinalWeight, 100), 1);
        expect(result.isAchievable).toBe(result.requiredFinalGrade <= 100);
      }),
    );
  });

  it('never asks less for a higher goal, nor more after a better grade so far', () => {
    fc.assert(
      fc.property(course, fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 99, noNaN: true }), (inputs, otherGoal, better) => {
        const [lowGoal, highGoal] = [inputs.desiredGrade, otherGoal].sort((a, b) => a - b) as [number, number];
        expect(resultOf({ ...inputs, desiredGrade: highGoal }).requiredFinalGrade).toBeGreaterThanOrEqual(
          resultOf({ ...inputs, desiredGrade: lowGoal }).requiredFinalGrade,
        );
        const [first, ...rest] = inputs.components;
        if (first === undefined) return;
        const improved = { ...first, currentGrade: Math.min(100, first.currentGrade + better) };
        expect(resultOf({ ...inputs, components: [improved, ...rest] }).requiredFinalGrade).toBeLessThanOrEqual(resultOf(inputs).requiredFinalGrade);
      }),
    );
  });

  it('a higher final score never lowers the course grade: scoring above the required score clears the goal', () => {
    fc.assert(
      fc.property(course, fc.double({ min: 0, max: 100, noNaN: true }), (inputs, extra) => {
        const result = resultOf(inputs);
        fc.pre(result.isAchievable);
        const score = Math.min(100, result.requiredFinalGrade + extra);
        expect(courseGrade(inputs, result.effectiveFinalWeight, score)).toBeGreaterThanOrEqual(
          courseGrade(inputs, result.effectiveFinalWeight, result.requiredFinalGrade) - 1e-9,
        );
        expect(courseGrade(inputs, result.effectiveFinalWeight, score)).toBeGreaterThanOrEqual(
          inputs.desiredGrade - (0.005 * result.effectiveFinalWeight) / 100 - 1e-9,
        );
      }),
    );
  });

  it('gives a current grade between the lowest and the highest graded component', () => {
    fc.assert(
      fc.property(course, (inputs) => {
        const grades = inputs.components.map(({ currentGrade }) => currentGrade);
        const { currentGrade } = resultOf(inputs);
        if (grades.length === 0) {
          expect(currentGrade).toBeNull();
          return;
        }
        expect(currentGrade).toBeGreaterThanOrEqual(Math.min(...grades) - 0.005);
        expect(currentGrade).toBeLessThanOrEqual(Math.max(...grades) + 0.005);
      }),
    );
  });
});
