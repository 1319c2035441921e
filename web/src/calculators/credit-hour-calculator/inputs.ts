import * as v from 'valibot';
import { boundedCell, choiceInput, defineInputs, numberInput, rowsInput, type NumberValue } from '../../shared/frame/inputs.ts';

/** The study efficiency levels. */
export const studyEfficiencies = ['high', 'medium', 'low'] as const;
export type StudyEfficiency = (typeof studyEfficiencies)[number];

/**
 * A course's hours a week, from the real world (the spec's fields allowed 1-6 credits, 1-10 class
 * and 1-20 study hours, which refused a 0-credit lab, an online course with no class hours and a
 * full-time placement):
 * - credits: at most 30, a whole term's load (a 12-15 credit internship; quarter credits run
 *   higher); no lower bound, as a row of negative credits is left out with a note;
 * - class hours: 0 to 40, a full-time clinical placement or intensive course;
 * - study hours: 0 to 60 (0 or blank: 2.5 an hour per credit).
 */
export const courseBounds = { creditHours: { max: 30 }, classHours: { min: 0, max: 40 }, studyHours: { min: 0, max: 60 } } as const;

export const maximumCourses = 30;

/**
 * The planning fields' bounds, from the real world (the spec's allowed at most 24 credits a term,
 * 40 work hours and 30 of other commitments, which refused a 30-credit quarter-system term and a
 * full-time job with overtime): credits earned so far up to 1,000 (past any three degrees); at
 * most 40 credits a term; work and other commitments up to 112 hours each, the waking hours of a
 * week (168 − 56 for sleep).
 */
export const creditHourBounds = {
  currentCredits: { min: 0, max: 1_000 },
  maxCreditsPerSemester: { min: 1, max: 40 },
  workHours: { min: 0, max: 112 },
  otherCommitments: { min: 0, max: 112 },
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

/** The spec's four initial courses. */
export const initialCourses: CourseRow[] = [
  { name: 'Calculus I', creditHours: 4, classHours: 4, studyHours: 10 },
  { name: 'English Composition', creditHours: 3, classHours: 3, studyHours: 7 },
  { name: 'Biology', creditHours: 4, classHours: 6, studyHours: 10 },
  { name: 'Psychology', creditHours: 3, classHours: 3, studyHours: 6 },
];

/** URL inputs: the courses are a JSON array under `coursesToAdd`. */
export const creditHourInputs = defineInputs({
  coursesToAdd: rowsInput(courseRow, maximumCourses, initialCourses),
  currentCredits: numberInput(45, creditHourBounds.currentCredits),
  maxCreditsPerSemester: numberInput(18, creditHourBounds.maxCreditsPerSemester),
  workHours: numberInput(15, creditHourBounds.workHours),
  otherCommitments: numberInput(10, creditHourBounds.otherCommitments),
  studyEfficiency: choiceInput(studyEfficiencies, 'medium'),
});
