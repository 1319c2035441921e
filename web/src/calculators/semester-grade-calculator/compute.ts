/**
 * Semester grade from weighted assignments (spec document 2, sections 3, 5 and 9, "Semester grade").
 *
 *   percent of an assignment = points earned ÷ max points × 100
 *   current grade            = Σ points earned ÷ Σ max points × 100
 *   weighted grade           = Σ (percent × weight) ÷ Σ weight
 *   letter                   = from the weighted grade when Σ weight > 0, else from the current grade
 *
 * Assignments with negative (or blank) points, or max points of 0 or less, are ignored.
 *
 * Where we decided what the spec leaves open:
 * - The projected final grade is the grade the letter is read from: the weighted grade, or the point
 *   percentage when no assignment has a weight. It assumes the rest of the term goes the same way.
 * - A blank, 0 or negative weight adds nothing to the weighted grade; with no weight at all the
 *   weighted grade is null (shown as not available), never a misleading 0%.
 * - Percentages are rounded to 2 decimals and the letter is read from the rounded value.
 */
import { roundTo } from '../../shared/math/round.ts';
import { withinBounds } from '../../shared/math/bounds.ts';
import { allWithinBounds } from '../../shared/math/allWithinBounds.ts';
import { assignmentBounds } from './inputs.ts';

export interface Assignment {
  name: string;
  weight: number;
  /** Points earned. */
  grade: number;
  maxPoints: number;
}

export interface Inputs {
  assignments: readonly Assignment[];
}

export interface Result {
  currentGrade: number;
  weightedGrade: number | null;
  projectedFinalGrade: number;
  letterGrade: string;
  totalPoints: number;
  maxTotalPoints: number;
  /** How many assignments counted. */
  countedAssignments: number;
}

/** Section 9, highest first. Below 65 is an F. */
const letterBands: readonly [minimum: number, letter: string][] = [
  [97, 'A+'],
  [93, 'A'],
  [90, 'A-'],
  [87, 'B+'],
  [83, 'B'],
  [80, 'B-'],
  [77, 'C+'],
  [73, 'C'],
  [70, 'C-'],
  [67, 'D+'],
  [65, 'D'],
];

export function letterFor(percent: number): string {
  return letterBands.find(([minimum]) => percent >= minimum)?.[1] ?? 'F';
}

export function compute({ assignments }: Inputs): Result | null {
  // Spec section 5 ignores negative points and max points of 0 or less; so are points past the fields' bounds.
  const counted = assignments.filter(({ grade, maxPoints }) => allWithinBounds({ grade, maxPoints }, assignmentBounds));
  if (counted.length === 0) return null;
  const totalPoints = counted.reduce((sum, assignment) => sum + assignment.grade, 0);
  const maxTotalPoints = counted.reduce((sum, assignment) => sum + assignment.maxPoints, 0);
  const weighted = counted.filter(({ weight }) => weight > 0 && withinBounds(weight, assignmentBounds.weight));
  const totalWeight = weighted.reduce((sum, assignment) => sum + assignment.weight, 0);
  const weightedSum = weighted.reduce((sum, assignment) => sum + (assignment.grade / assignment.maxPoints) * 100 * assignment.weight, 0);

  const currentGrade = roundTo((totalPoints / maxTotalPoints) * 100, 2);
  const weightedGrade = totalWeight > 0 ? roundTo(weightedSum / totalWeight, 2) : null;
  const projectedFinalGrade = weightedGrade ?? currentGrade;
  return {
    currentGrade,
    weightedGrade,
    projectedFinalGrade,
    letterGrade: letterFor(projectedFinalGrade),
    totalPoints: roundTo(totalPoints, 10),
    maxTotalPoints: roundTo(maxTotalPoints, 10),
    countedAssignments: counted.length,
  };
}
