import * as v from 'valibot';
import { defineInputs, jsonInput, numberCell, numberInput, type NumberValue } from '../../shared/frame/inputs.ts';

export interface ComponentRow {
  name: string;
  weight: NumberValue;
  currentGrade: NumberValue;
}

const componentRow = v.object({
  name: v.fallback(v.pipe(v.string(), v.maxLength(80)), ''),
  weight: numberCell,
  currentGrade: numberCell,
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
  components: jsonInput(v.pipe(v.array(componentRow), v.maxLength(50)), initialComponents),
  desiredGrade: numberInput(85),
  finalExamWeight: numberInput(40),
});
