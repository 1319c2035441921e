import * as v from 'valibot';
import { boundedCell, defineInputs, rowsInput, type NumberValue } from '../../shared/frame/inputs.ts';
import { creditHoursBounds, gradeCell, type CourseGrade } from '../../shared/grades/gradeInputs.ts';

/** The course levels; their weight multipliers are in compute.ts. */
export const courseLevels = ['regular', 'honors', 'ap', 'dual'] as const;
export type CourseLevel = (typeof courseLevels)[number];

/**
 * A course's credits and weight. Credits: the spec's field allowed 0.5-2, which refused a 0-credit
 * course (left out with a note instead, as the spec's rule says), a quarter-credit class and a
 * 3- or 4-credit dual-enrollment course. Weight: a multiplier, 1 to 1.2 for the levels; points are
 * capped at 5 (the spec's rule), so a weight above 5 is no school's.
 */
export const courseBounds = { creditHours: creditHoursBounds, weight: { min: 0, max: 5 } } as const;

export const maximumCourses = 60;

export interface CourseRow {
  name: string;
  grade: CourseGrade;
  creditHours: NumberValue;
  level: CourseLevel;
  weight: NumberValue;
}

const courseRow = v.object({
  name: v.fallback(v.pipe(v.string(), v.maxLength(80)), ''),
  grade: gradeCell,
  creditHours: boundedCell(courseBounds.creditHours),
  level: v.fallback(v.picklist(courseLevels), 'regular'),
  weight: boundedCell(courseBounds.weight),
}) as v.GenericSchema<unknown, CourseRow>;

/** The spec gives no starting courses for this page; ours are a typical mix of regular, honors and AP. */
export const initialCourses: CourseRow[] = [
  { name: 'English 10 Honors', grade: 'A-', creditHours: 1, level: 'honors', weight: 1.1 },
  { name: 'AP Biology', grade: 'B+', creditHours: 1, level: 'ap', weight: 1.2 },
  { name: 'Algebra II', grade: 'A', creditHours: 1, level: 'regular', weight: 1 },
  { name: 'Spanish II', grade: 'B', creditHours: 1, level: 'regular', weight: 1 },
];

/** URL inputs: /weighted-gpa-calculator?courses=[…] */
export const weightedGpaInputs = defineInputs({
  courses: rowsInput(courseRow, maximumCourses, initialCourses),
});
