import * as v from 'valibot';
import { boundedCell, choiceInput, defineInputs, numberInput, rowsInput, type NumberValue } from '../../shared/frame/inputs.ts';
import { studyEfficiencies } from './options.ts';

export interface CourseRow {
  name: string;
  creditHours: NumberValue;
  classHours: NumberValue;
  studyHours: NumberValue;
}

/** A course's hours (spec document 2, section 5). */
export const courseBounds = { creditHours: { min: 1, max: 6 }, classHours: { min: 1, max: 10 }, studyHours: { min: 1, max: 20 } } as const;

export const maximumCourses = 30;

const courseRow = v.object({
  name: v.pipe(v.string(), v.maxLength(80)),
  creditHours: boundedCell(courseBounds.creditHours),
  classHours: boundedCell(courseBounds.classHours),
  studyHours: boundedCell(courseBounds.studyHours),
});

/** The spec's four initial courses (spec document 2, section 3). */
export const initialCourses: CourseRow[] = [
  { name: 'Calculus I', creditHours: 4, classHours: 4, studyHours: 10 },
  { name: 'English Composition', creditHours: 3, classHours: 3, studyHours: 7 },
  { name: 'Biology', creditHours: 4, classHours: 6, studyHours: 10 },
  { name: 'Psychology', creditHours: 3, classHours: 3, studyHours: 6 },
];

/** URL inputs (CONVENTIONS section 4): the courses are a JSON array under `coursesToAdd`. */
export const creditHourInputs = defineInputs({
  coursesToAdd: rowsInput(courseRow, maximumCourses, initialCourses),
  currentCredits: numberInput(45, { min: 0, max: 1_000 }),
  maxCreditsPerSemester: numberInput(18, { min: 1, max: 24 }),
  workHours: numberInput(15, { min: 0, max: 40 }),
  otherCommitments: numberInput(10, { min: 0, max: 30 }),
  studyEfficiency: choiceInput(studyEfficiencies, 'medium'),
});
