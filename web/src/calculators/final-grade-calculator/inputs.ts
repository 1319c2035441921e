import * as v from 'valibot';
import { boundedCell, defineInputs, numberInput, rowsInput, type NumberValue } from '../../shared/frame/inputs.ts';

/** Weights and the desired course grade are percentages of the course, 0 to 100. */
export const percent = { min: 0, max: 100, reads: 'percent' } as const;

/**
 * A component's grade: extra credit can lift it past 100%, and no course gives double marks, so at
 * most 200%. No lower bound: a grade of 0 or less means not graded yet (spec), and the row says so.
 */
export const componentGradeBounds = { max: 200 } as const;

/**
 * The final exam's weight, a percentage of at least 0.01: the required grade is the gap divided by
 * it, and a weight nearer 0 would make that grade a number too large for any display (or Infinity).
 */
export const finalExamWeightBounds = { min: 0.01, max: 100, reads: 'percent' } as const;

export const maximumComponents = 50;

export interface ComponentRow {
  name: string;
  weight: NumberValue;
  currentGrade: NumberValue;
}

const componentRow = v.object({
  name: v.fallback(v.pipe(v.string(), v.maxLength(80)), ''),
  weight: boundedCell(percent),
  currentGrade: boundedCell(componentGradeBounds),
}) as v.GenericSchema<unknown, ComponentRow>;

/**
 * The spec's initial list, with example grades: with none graded, the first view
 * asked 212.5% on the final and called the goal impossible before the visitor had typed anything.
 * With these it shows a typical term: 85.88% needed on the final.
 */
export const initialComponents: ComponentRow[] = [
  { name: 'Homework', weight: 20, currentGrade: 92 },
  { name: 'Quizzes', weight: 15, currentGrade: 85 },
  { name: 'Midterm', weight: 25, currentGrade: 78 },
];

/** URL inputs: /final-grade-calculator?components=[…]&desiredGrade=85&finalExamWeight=40 */
export const finalGradeInputs = defineInputs({
  components: rowsInput(componentRow, maximumComponents, initialComponents),
  desiredGrade: numberInput(85, percent),
  finalExamWeight: numberInput(40, finalExamWeightBounds),
});
