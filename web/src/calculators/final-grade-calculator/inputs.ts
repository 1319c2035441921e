import * as v from 'valibot';
import { boundedCell, defineInputs, numberInput, rowsInput, type NumberValue } from '../../shared/frame/inputs.ts';

export interface ComponentRow {
  name: string;
  weight: NumberValue;
  currentGrade: NumberValue;
}

/** Weights and grades are percentages (spec document 2, section 5). */
export const percent = { min: 0, max: 100 } as const;

export const maximumComponents = 50;

const componentRow = v.object({
  name: v.fallback(v.pipe(v.string(), v.maxLength(80)), ''),
  weight: boundedCell(percent),
  currentGrade: boundedCell(percent),
}) as v.GenericSchema<unknown, ComponentRow>;

/** Spec document 2, section 3: the initial list, each not yet graded. */
export const initialComponents: ComponentRow[] = [
  { name: 'Homework', weight: 20, currentGrade: 0 },
  { name: 'Quizzes', weight: 15, currentGrade: 0 },
  { name: 'Midterm', weight: 25, currentGrade: 0 },
];

export const newComponent = (): ComponentRow => ({ name: 'New Component', weight: 10, currentGrade: 0 });

/** URL inputs (CONVENTIONS section 4): /final-grade-calculator?components=[…]&desiredGrade=85&finalExamWeight=40 */
export const finalGradeInputs = defineInputs({
  components: rowsInput(componentRow, maximumComponents, initialComponents),
  desiredGrade: numberInput(85, percent),
  finalExamWeight: numberInput(40, percent),
});
