import * as v from 'valibot';
import { boundedCell, defineInputs, rowsInput, type NumberValue } from '../../shared/frame/inputs.ts';
import { assignmentBounds, maximumAssignments } from './options.ts';

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

/** Spec document 2, section 3 gives the names, weights and max points; the points earned are ours, a typical B+ record. */
export const initialAssignments: AssignmentRow[] = [
  { name: 'Homework 1', weight: 10, grade: 95, maxPoints: 100 },
  { name: 'Quiz 1', weight: 5, grade: 42, maxPoints: 50 },
  { name: 'Midterm Exam', weight: 30, grade: 88, maxPoints: 100 },
  { name: 'Project', weight: 25, grade: 92, maxPoints: 100 },
  { name: 'Final Exam', weight: 30, grade: 85, maxPoints: 100 },
];

/** A new assignment counts once its points are entered. */
export const newAssignment = (rows: readonly AssignmentRow[]): AssignmentRow => ({
  name: `Assignment ${rows.length + 1}`,
  weight: 10,
  grade: '',
  maxPoints: 100,
});

export { assignmentBounds, maximumAssignments };

/** URL inputs (CONVENTIONS section 4): /semester-grade-calculator?assignments=[…] */
export const semesterGradeInputs = defineInputs({
  assignments: rowsInput(assignmentRow, maximumAssignments, initialAssignments),
});
