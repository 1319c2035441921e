/**
 * The letter grades and scales as URL inputs, for the GPA calculators' inputs.ts. Kept apart from
 * gradePoints.ts (the grade points and the courses a GPA counts): the routes validate their search
 * params with these schemas, so this module is in every page's first load.
 */
import * as v from 'valibot';
import type { InputField } from '../frame/inputs.ts';

export const gradeLetters = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'] as const;
export type GradeLetter = (typeof gradeLetters)[number];

export const gradeScales = ['4.0', '4.3'] as const;
export type GradeScale = (typeof gradeScales)[number];

/**
 * The credit hours of a GPA row. No lower bound: a row of 0 or fewer credits (a 0-credit lab, an
 * audited course) is left out of the GPA with a note, as the spec leaves it out, not refused. At
 * most 200: a row may be a course, a term, a year or a whole transfer, and even a bachelor's degree
 * on the quarter system is 180 credits.
 */
export const creditHoursBounds = { max: 200 } as const;

/** A course's grade: a letter, or '' while no grade has been chosen (such courses are ignored). */
export type CourseGrade = GradeLetter | '';

/**
 * The scale as a URL input. The router reads `gradeScale=4.3` as the number 4.3 (and `4.0` as 4), so
 * those numbers are accepted as well as the spec's names '4.0' and '4.3'.
 */
export const gradeScaleInput = (defaultValue: GradeScale): InputField<GradeScale> => ({
  schema: v.pipe(
    v.picklist([...gradeScales, 4, 4.3]),
    v.transform((scale): GradeScale => (scale === 4.3 || scale === '4.3' ? '4.3' : '4.0')),
  ),
  defaultValue,
  contract: { type: 'choice', default: defaultValue, choices: gradeScales },
});

/** A grade cell in a URL row: an unknown letter reads as no grade rather than discarding the list. */
export const gradeCell = v.fallback(v.picklist(['', ...gradeLetters]), '') as v.GenericSchema<unknown, CourseGrade>;
