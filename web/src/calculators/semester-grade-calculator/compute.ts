/**
 * Semester grade from weighted assignments (the spec's "Semester grade").
 *
 *   percent of an assignment = points earned ÷ max points × 100
 *   current grade            = Σ points earned ÷ Σ max points × 100
 *   weighted grade           = Σ (percent × weight) ÷ Σ weight
 *   letter                   = from the weighted grade when Σ weight > 0, else from the current grade
 *
 * Assignments with negative (or blank) points, or max points of 0 or less, are ignored, and say why
 * on their row (`assignmentNote`), as does one with a cell that is not a number within its bounds;
 * the other assignments still count.
 *
 * Where we decided what the spec leaves open:
 * - The projected final grade is the grade the letter is read from: the weighted grade, or the point
 *   percentage when no assignment has a weight. It assumes the rest of the term goes the same way.
 * - A blank, 0 or negative weight adds nothing to the weighted grade; with no weight at all the
 *   weighted grade is null (shown as not available), never a misleading 0%.
 * - Percentages are rounded to 2 decimals and the letter is read from the rounded value.
 */
import { roundTo } from '../../shared/math/round.ts';
import { withinBounds, type NumberBounds } from '../../shared/math/bounds.ts';
import { assignmentBounds } from './inputs.ts';

/** Each cell is null while blank, and NaN when it holds text that is not a number within its bounds. */
export interface Assignment {
  name: string;
  weight: number | null;
  /** Points earned. */
  grade: number | null;
  maxPoints: number | null;
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

/** Below a hundredth of a point no assignment is marked, and a percentage of it could pass any number. */
const smallestMaxPoints = 0.01;

const isInvalid = (value: number, bounds: NumberBounds) => !Number.isFinite(value) || !withinBounds(value, bounds);

/** Why the grade leaves an assignment out, as its row says it ('Not counted: 0 max points'), or null when it counts. */
export function assignmentNote({ weight, grade, maxPoints }: Assignment): string | null {
  if (grade === null) return 'Not counted: no points earned yet';
  if (isInvalid(grade, assignmentBounds.grade)) return 'Not counted: invalid points earned';
  if (grade < 0) return 'Not counted: negative points';
  if (maxPoints === null) return 'Not counted: no max points';
  if (isInvalid(maxPoints, assignmentBounds.maxPoints)) return 'Not counted: invalid max points';
  if (maxPoints === 0) return 'Not counted: 0 max points';
  if (maxPoints < 0) return 'Not counted: negative max points';
  if (maxPoints < smallestMaxPoints) return 'Not counted: max points below 0.01';
  if (weight !== null && isInvalid(weight, assignmentBounds.weight)) return 'Not counted: invalid weight';
  return null;
}

type Counted = Assignment & { grade: number; maxPoints: number };

export function compute({ assignments }: Inputs): Result | null {
  const counted = assignments.filter((assignment): assignment is Counted => assignmentNote(assignment) === null);
  if (counted.length === 0) return null;
  const totalPoints = counted.reduce((sum, assignment) => sum + assignment.grade, 0);
  const maxTotalPoints = counted.reduce((sum, assignment) => sum + assignment.maxPoints, 0);
  // A blank or 0 weight adds nothing to the weighted grade.
  const weighted = counted.filter((assignment): assignment is Counted & { weight: number } => assignment.weight !== null && assignment.weight > 0);
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
