import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { amountUnits, doseBases, peptideBounds as bounds, waterUnits, weightUnits } from './options.ts';

/**
 * URL inputs (CONVENTIONS section 4), with the spec's defaults (section 3.3):
 * /peptide-calculator?vialCapacity=1&vialUnit=mg&waterAmount=1&waterUnit=ml&desiredDose=0.25&doseUnit=mg&bodyWeight=70&weightUnit=kg,
 * and `doseBasis` (options.ts): `total` unless a link asks for `per-kg`.
 */
export const peptideInputs = defineInputs({
  vialCapacity: numberInput(1, bounds.vialCapacity),
  vialUnit: choiceInput(amountUnits, 'mg'),
  waterAmount: numberInput(1, bounds.waterAmount),
  waterUnit: choiceInput(waterUnits, 'ml'),
  desiredDose: numberInput(0.25, bounds.desiredDose),
  doseUnit: choiceInput(amountUnits, 'mg'),
  doseBasis: choiceInput(doseBases, 'total'),
  bodyWeight: numberInput(70, bounds.bodyWeight),
  weightUnit: choiceInput(weightUnits, 'kg'),
});
