import * as v from 'valibot';
import { boundedCell, defineInputs, rowsInput, type NumberValue } from '../../shared/frame/inputs.ts';

/**
 * An assignment's weight and points. The weight is a percentage of the course, 0 to 100 (the
 * spec's). Points have no lower bound: negative points earned, and max points of 0
 * or less (an extra-credit item worth 0), are left out with a note, as the spec's rule says, not
 * refused. A million points is more than any assignment carries and keeps every sum exact.
 */
export const assignmentBounds = {
  weight: { min: 0, max: 100, reads: 'percent' },
  grade: { max: 1_000_000 },
  maxPoints: { max: 1_000_000 },
} as const;

export const maximumAssignments = 80;

export interface AssignmentRow {
  name: string;
  weight: NumberValue;
  /** Points earned. */
  grade: NumberValue;
  maxPoints: NumberValue;
}

const assignmentRow = v.object({
  name: v.fallback(v.pipe(v.string(), v.maxLength(80)), ''),
  weight: boundedCell(assignmentBounds.weight),
  grade: boundedCell(assignmentBounds.grade),
  maxPoints: boundedCell(assignmentBounds.maxPoints),
}) as v.GenericSchema<unknown, AssignmentRow>;

/** The spec gives the names, weights and max points; the points earned are ours, a typical B+ record. */
export const initialAssignments: AssignmentRow[] = [
  { name: 'Homework 1', weight: 10, grade: 95, maxPoints: 100 },
  { name: 'Quiz 1', weight: 5, grade: 42, maxPoints: 50 },
  { name: 'Midterm Exam', weight: 30, grade: 88, maxPoints: 100 },
  { name: 'Project', weight: 25, grade: 92, maxPoints: 100 },
  { name: 'Final Exam', weight: 30, grade: 85, maxPoints: 100 },
];

/** URL inputs: /semester-grade-calculator?assignments=[…] */
export const semesterGradeInputs = defineInputs({
  assignments: rowsInput(assignmentRow, maximumAssignments, initialAssignments),
});
