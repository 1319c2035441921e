import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { degreeLengthBounds, livingArrangements, schoolTypes } from './options.ts';

/** A year's cost beyond this is no college’s; below it every total stays exact to the cent. */
const yearlyAmount = { min: 0, max: 10_000_000 };

/** URL inputs (CONVENTIONS section 4), named as spec document 2, section 3, with the bounds of its section 5. */
export const collegeCostInputs = defineInputs({
  tuitionPerYear: numberInput(25000, yearlyAmount),
  roomAndBoard: numberInput(12000, yearlyAmount),
  booksAndSupplies: numberInput(1200, yearlyAmount),
  personalExpenses: numberInput(2000, yearlyAmount),
  transportation: numberInput(1000, yearlyAmount),
  degreeLength: numberInput(4, degreeLengthBounds),
  inflationRate: numberInput(3, { min: 0, max: 10 }),
  schoolType: choiceInput(schoolTypes, 'public-instate'),
  livingArrangement: choiceInput(livingArrangements, 'on-campus'),
});
