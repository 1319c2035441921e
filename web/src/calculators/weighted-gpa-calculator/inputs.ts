import * as v from 'valibot';
import { boundedCell, defineInputs, rowsInput, type NumberValue } from '../../shared/frame/inputs.ts';
import { gradeCell, type CourseGrade } from '../../shared/grades/gradePoints.ts';
import { courseBounds, maximumCourses, courseLevels, levelMultipliers, type CourseLevel } from './options.ts';

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

/** A new course counts once a grade is chosen. */
export const newCourse = (rows: readonly CourseRow[]): CourseRow => ({
  name: `Course ${rows.length + 1}`,
  grade: '',
  creditHours: 1,
  level: 'regular',
  weight: 1,
});

/**
 * Spec document 2, section 4: changing a course's level also sets its weight to that level's
 * multiplier. Any other edit, including the weight itself, is kept as made.
 */
export function withLevelWeights(previous: readonly CourseRow[], next: readonly CourseRow[]): CourseRow[] {
  return next.map((row, index) => (previous[index] && previous[index].level !== row.level ? { ...row, weight: levelMultipliers[row.level] } : row));
}

export { courseBounds, maximumCourses };

/** URL inputs (CONVENTIONS section 4): /weighted-gpa-calculator?courses=[…] */
export const weightedGpaInputs = defineInputs({
  courses: rowsInput(courseRow, maximumCourses, initialCourses),
});
