import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { amountUnits, waterUnits, weightUnits } from './options.ts';

/**
 * URL inputs (CONVENTIONS section 4), with the spec's defaults (section 3.3):
 * /peptide-calculator?vialCapacity=1&vialUnit=mg&waterAmount=1&waterUnit=ml&desiredDose=0.25&doseUnit=mg&bodyWeight=70&weightUnit=kg
 */
export const peptideInputs = defineInputs({
  vialCapacity: numberInput(1, { min: 0.001, max: 1_000_000 }),
  vialUnit: choiceInput(amountUnits, 'mg'),
  waterAmount: numberInput(1, { min: 0.001, max: 10_000 }),
  waterUnit: choiceInput(waterUnits, 'ml'),
  desiredDose: numberInput(0.25, { min: 0, max: 1_000_000 }),
  doseUnit: choiceInput(amountUnits, 'mg'),
  bodyWeight: numberInput(70, { min: 0, max: 10_000 }),
  weightUnit: choiceInput(weightUnits, 'kg'),
});
