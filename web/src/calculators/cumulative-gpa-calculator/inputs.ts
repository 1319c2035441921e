import * as v from 'valibot';
import { boundedCell, defineInputs, rowsInput, type NumberValue } from '../../shared/frame/inputs.ts';
import { creditHoursBounds, gradeScaleInput } from '../../shared/grades/gradeInputs.ts';

/**
 * A semester's GPA and credit hours. The GPA has no lower bound: a negative one is left out with a
 * note, as the spec's rule says, not refused; its maximum is the 4.3 scale's here, and on the 4.0
 * scale the field says so above 4.0 (its maximum follows the scale chosen). Credit hours: the
 * spec's field allowed 1-21, which refused a 24- or 30-credit term and a year or a transfer entered
 * as one row; 0 or fewer are left out with a note.
 */
export const semesterBounds = { gpa: { max: 4.3 }, creditHours: creditHoursBounds } as const;

export const maximumSemesters = 40;

export interface SemesterRow {
  name: string;
  gpa: NumberValue;
  creditHours: NumberValue;
}

const semesterRow = v.object({
  name: v.fallback(v.pipe(v.string(), v.maxLength(80)), ''),
  gpa: boundedCell(semesterBounds.gpa),
  creditHours: boundedCell(semesterBounds.creditHours),
}) as v.GenericSchema<unknown, SemesterRow>;

/** The spec gives the names and credits; the GPAs are ours, an improving record. */
export const initialSemesters: SemesterRow[] = [
  { name: 'Fall 2023', gpa: 3.2, creditHours: 15 },
  { name: 'Spring 2024', gpa: 3.5, creditHours: 15 },
  { name: 'Fall 2024', gpa: 3.7, creditHours: 15 },
];

/** URL inputs: /cumulative-gpa-calculator?semesters=[…]&gradeScale=4.0 */
export const cumulativeGpaInputs = defineInputs({
  semesters: rowsInput(semesterRow, maximumSemesters, initialSemesters),
  gradeScale: gradeScaleInput('4.0'),
});
