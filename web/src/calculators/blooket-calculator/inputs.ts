import { booleanInput, choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { inputTypes, packTypes, targetBlooks } from './options.ts';

/** URL inputs (CONVENTIONS section 4): /blooket-calculator?packType=bot&inputType=tokens&amount=250&includeResale=false&targetBlook=epic */
export const blooketInputs = defineInputs({
  packType: choiceInput(packTypes, 'space'),
  inputType: choiceInput(inputTypes, 'packs'),
  // A whole number of packs or tokens; a billion is more than any player will ever open.
  amount: numberInput(10, { min: 1, max: 1_000_000_000, whole: true }),
  includeResale: booleanInput(false),
  targetBlook: choiceInput(targetBlooks, 'legendary'),
});
