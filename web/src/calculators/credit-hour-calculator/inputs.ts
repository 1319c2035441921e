import * as v from 'valibot';
import { boundedCell, choiceInput, defineInputs, numberInput, rowsInput, type NumberValue } from '../../shared/frame/inputs.ts';

/** The study efficiency levels (spec document 2, section 3). */
export const studyEfficiencies = ['high', 'medium', 'low'] as const;
export type StudyEfficiency = (typeof studyEfficiencies)[number];

/** A course's hours (spec document 2, section 5). */
export const courseBounds = { creditHours: { min: 1, max: 6 }, classHours: { min: 1, max: 10 }, studyHours: { min: 1, max: 20 } } as const;

export const maximumCourses = 30;

/** The planning fields' bounds (spec document 2, section 5; credits earned so far: up to 1,000). */
export const creditHourBounds = {
  currentCredits: { min: 0, max: 1_000 },
  maxCreditsPerSemester: { min: 1, max: 24 },
  workHours: { min: 0, max: 40 },
  otherCommitments: { min: 0, max: 30 },
} as const;

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
  currentCredits: numberInput(45, creditHourBounds.currentCredits),
  maxCreditsPerSemester: numberInput(18, creditHourBounds.maxCreditsPerSemester),
  workHours: numberInput(15, creditHourBounds.workHours),
  otherCommitments: numberInput(10, creditHourBounds.otherCommitments),
  studyEfficiency: choiceInput(studyEfficiencies, 'medium'),
});
