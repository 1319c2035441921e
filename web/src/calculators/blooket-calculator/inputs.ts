import { booleanInput, choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { amountBounds, inputTypes, packTypes, targetBlooks } from './options.ts';

/**
 * URL inputs (CONVENTIONS section 4): /blooket-calculator?packType=bot&inputType=tokens&amount=250&includeResale=false&targetBlook=epic
 * `includeResale` is the spec's, which uses it in no calculation: the page shows no switch for it
 * (a control that changes nothing), and links that carry it still open.
 */
export const blooketInputs = defineInputs({
  packType: choiceInput(packTypes, 'space'),
  inputType: choiceInput(inputTypes, 'packs'),
  amount: numberInput(10, amountBounds),
  includeResale: booleanInput(false),
  targetBlook: choiceInput(targetBlooks, 'legendary'),
});
