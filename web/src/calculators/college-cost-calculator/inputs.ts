import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { livingArrangements, schoolTypes } from './options.ts';

/** URL inputs (CONVENTIONS section 4), named as spec document 2, section 3. */
export const collegeCostInputs = defineInputs({
  tuitionPerYear: numberInput(25000),
  roomAndBoard: numberInput(12000),
  booksAndSupplies: numberInput(1200),
  personalExpenses: numberInput(2000),
  transportation: numberInput(1000),
  degreeLength: numberInput(4),
  inflationRate: numberInput(3),
  schoolType: choiceInput(schoolTypes, 'public-instate'),
  livingArrangement: choiceInput(livingArrangements, 'on-campus'),
});
