import * as v from 'valibot';
import { boundedCell, defineInputs, rowsInput, type NumberValue } from '../../shared/frame/inputs.ts';
import { gradeScaleInput } from '../../shared/grades/gradeInputs.ts';

/**
 * A semester's GPA and credit hours (spec document 2, section 5). The GPA's maximum is the 4.3
 * scale's here; on the 4.0 scale the field says so above 4.0 (its maximum follows the scale chosen).
 */
export const semesterBounds = { gpa: { min: 0, max: 4.3 }, creditHours: { min: 1, max: 21 } } as const;

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

/** Spec document 2, section 3 gives the names and credits; the GPAs are ours, an improving record. */
export const initialSemesters: SemesterRow[] = [
  { name: 'Fall 2023', gpa: 3.2, creditHours: 15 },
  { name: 'Spring 2024', gpa: 3.5, creditHours: 15 },
  { name: 'Fall 2024', gpa: 3.7, creditHours: 15 },
];

/** URL inputs (CONVENTIONS section 4): /cumulative-gpa-calculator?semesters=[…]&gradeScale=4.0 */
export const cumulativeGpaInputs = defineInputs({
  semesters: rowsInput(semesterRow, maximumSemesters, initialSemesters),
  gradeScale: gradeScaleInput('4.0'),
});
