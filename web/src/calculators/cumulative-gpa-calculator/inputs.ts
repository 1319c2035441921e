import * as v from 'valibot';
import { boundedCell, defineInputs, rowsInput, type NumberValue } from '../../shared/frame/inputs.ts';
import { gradeScaleInput } from '../../shared/grades/gradePoints.ts';
import { maximumSemesters, semesterBounds } from './options.ts';

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

const seasons = ['Fall', 'Spring', 'Summer'] as const;

/**
 * The name of the semester that makes the list `count` long (spec document 2, section 4): the season
 * cycles Fall, Spring, Summer with the count, and the year, from 2023, advances with each Spring. The
 * fourth semester after the initial three is Spring 2025, then Summer 2025, Fall 2025, Spring 2026…
 */
export function semesterName(count: number): string {
  return `${seasons[count % 3]} ${2023 + Math.ceil(count / 3)}`;
}

export const newSemester = (rows: readonly SemesterRow[]): SemesterRow => ({ name: semesterName(rows.length + 1), gpa: 3, creditHours: 15 });

export { maximumSemesters, semesterBounds };

/** URL inputs (CONVENTIONS section 4): /cumulative-gpa-calculator?semesters=[…]&gradeScale=4.0 */
export const cumulativeGpaInputs = defineInputs({
  semesters: rowsInput(semesterRow, maximumSemesters, initialSemesters),
  gradeScale: gradeScaleInput('4.0'),
});
