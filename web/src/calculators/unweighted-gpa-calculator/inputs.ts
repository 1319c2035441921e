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
  grade: CourseGrade;
  creditHours: NumberValue;
}

const courseRow = v.object({
  name: v.fallback(v.pipe(v.string(), v.maxLength(80)), ''),
  grade: gradeCell,
  creditHours: boundedCell(courseBounds.creditHours),
}) as v.GenericSchema<unknown, CourseRow>;

/** The spec gives no starting courses for this page; ours are a typical year of one-credit classes. */
export const initialCourses: CourseRow[] = [
  { name: 'English 9', grade: 'A', creditHours: 1 },
  { name: 'Algebra I', grade: 'B+', creditHours: 1 },
  { name: 'Biology', grade: 'A-', creditHours: 1 },
  { name: 'World History', grade: 'B', creditHours: 1 },
  { name: 'Spanish I', grade: 'A', creditHours: 1 },
];

/** URL inputs: /unweighted-gpa-calculator?courses=[…]&gradeScale=4.0 */
export const unweightedGpaInputs = defineInputs({
  courses: rowsInput(courseRow, maximumCourses, initialCourses),
  gradeScale: gradeScaleInput('4.0'),
});
