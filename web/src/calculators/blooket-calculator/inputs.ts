import { booleanInput, choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { amountBounds, inputTypes, packTypes, targetBlooks } from './options.ts';

/** URL inputs (CONVENTIONS section 4): /blooket-calculator?packType=bot&inputType=tokens&amount=250&includeResale=false&targetBlook=epic */
export const blooketInputs = defineInputs({
  packType: choiceInput(packTypes, 'space'),
  inputType: choiceInput(inputTypes, 'packs'),
  amount: numberInput(10, amountBounds),
  includeResale: booleanInput(false),
  targetBlook: choiceInput(targetBlooks, 'legendary'),
});
