import * as v from 'valibot';
import { choiceInput, defineInputs, jsonInput, numberCell, numberInput, type NumberValue } from '../../shared/frame/inputs.ts';
import { studyEfficiencies } from './options.ts';

export interface CourseRow {
  name: string;
  creditHours: NumberValue;
  classHours: NumberValue;
  studyHours: NumberValue;
}

const courseRow = v.object({ name: v.pipe(v.string(), v.maxLength(80)), creditHours: numberCell, classHours: numberCell, studyHours: numberCell });

/** The spec's four initial courses (spec document 2, section 3). */
export const initialCourses: CourseRow[] = [
  { name: 'Calculus I', creditHours: 4, classHours: 4, studyHours: 10 },
  { name: 'English Composition', creditHours: 3, classHours: 3, studyHours: 7 },
  { name: 'Biology', creditHours: 4, classHours: 6, studyHours: 10 },
  { name: 'Psychology', creditHours: 3, classHours: 3, studyHours: 6 },
];

/** URL inputs (CONVENTIONS section 4): the courses are a JSON array under `coursesToAdd`. */
export const creditHourInputs = defineInputs({
  coursesToAdd: jsonInput(v.pipe(v.array(courseRow), v.maxLength(30)), initialCourses),
  currentCredits: numberInput(45),
  maxCreditsPerSemester: numberInput(18),
  workHours: numberInput(15),
  otherCommitments: numberInput(10),
  studyEfficiency: choiceInput(studyEfficiencies, 'medium'),
});
