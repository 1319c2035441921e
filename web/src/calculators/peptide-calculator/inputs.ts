import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { amountUnits, waterUnits, weightUnits } from './options.ts';

/**
 * URL inputs (CONVENTIONS section 4), with the spec's defaults (section 3.3):
 * /peptide-calculator?vialCapacity=1&vialUnit=mg&waterAmount=1&waterUnit=ml&desiredDose=0.25&doseUnit=mg&bodyWeight=70&weightUnit=kg
 */
export const peptideInputs = defineInputs({
  vialCapacity: numberInput(1),
  vialUnit: choiceInput(amountUnits, 'mg'),
  waterAmount: numberInput(1),
  waterUnit: choiceInput(waterUnits, 'ml'),
  desiredDose: numberInput(0.25),
  doseUnit: choiceInput(amountUnits, 'mg'),
  bodyWeight: numberInput(70),
  weightUnit: choiceInput(weightUnits, 'kg'),
});
