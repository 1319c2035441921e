import * as v from 'valibot';
import { boundedCell, defineInputs, rowsInput, type NumberValue } from '../../shared/frame/inputs.ts';
import { creditHoursBounds, gradeCell, gradeScaleInput, type CourseGrade } from '../../shared/grades/gradeInputs.ts';

/**
 * A course's credit hours: the spec's field allowed 1-6, which refused a 0-credit lab or audited
 * course (left out with a note instead, as the spec's rule says) and a 12-credit practicum.
 */
export const courseBounds = { creditHours: creditHoursBounds } as const;

export const maximumCourses = 60;

export interface CourseRow {
  name: string;
  creditHours: NumberValue;
  grade: CourseGrade;
}

const courseRow = v.object({
  name: v.fallback(v.pipe(v.string(), v.maxLength(80)), ''),
  creditHours: boundedCell(courseBounds.creditHours),
  grade: gradeCell,
}) as v.GenericSchema<unknown, CourseRow>;

/** The spec gives the courses and credit hours; the letters are ours, a typical mixed record. */
export const initialCourses: CourseRow[] = [
  { name: 'Mathematics', creditHours: 3, grade: 'A' },
  { name: 'English', creditHours: 3, grade: 'B+' },
  { name: 'Science', creditHours: 4, grade: 'A-' },
  { name: 'History', creditHours: 3, grade: 'B' },
];

/** URL inputs: /college-gpa-calculator?courses=[…]&gradeScale=4.0 */
export const collegeGpaInputs = defineInputs({
  courses: rowsInput(courseRow, maximumCourses, initialCourses),
  gradeScale: gradeScaleInput('4.0'),
});
