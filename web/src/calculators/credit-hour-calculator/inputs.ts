import * as v from 'valibot';
import { boundedCell, choiceInput, defineInputs, numberInput, rowsInput, type NumberValue } from '../../shared/frame/inputs.ts';
import { courseBounds, creditHourBounds as bounds, maximumCourses, studyEfficiencies } from './options.ts';

export { courseBounds, maximumCourses };

export interface CourseRow {
  name: string;
  creditHours: NumberValue;
  classHours: NumberValue;
  studyHours: NumberValue;
}

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
  currentCredits: numberInput(45, bounds.currentCredits),
  maxCreditsPerSemester: numberInput(18, bounds.maxCreditsPerSemester),
  workHours: numberInput(15, bounds.workHours),
  otherCommitments: numberInput(10, bounds.otherCommitments),
  studyEfficiency: choiceInput(studyEfficiencies, 'medium'),
});
