import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** The vial and dose amount, water and body weight units (spec document 1, section 3.3). */
export const amountUnits = ['mg', 'mcg', 'IU'] as const;
export type AmountUnit = (typeof amountUnits)[number];
export const waterUnits = ['ml', 'cc'] as const;
export type WaterUnit = (typeof waterUnits)[number];
export const weightUnits = ['kg', 'lbs'] as const;
export type WeightUnit = (typeof weightUnits)[number];

/**
 * What the desired dose is: the amount for one injection (`total`), or an amount per kilogram of
 * body weight (`per-kg`), whose injection is that amount times the weight. Not in the spec, which
 * worked the volume from the dose and a body-weight total from the same dose per kg: the two
 * results then described different injections.
 */
export const doseBases = ['total', 'per-kg'] as const;
export type DoseBasis = (typeof doseBases)[number];

/**
 * The fields' bounds in whichever unit is chosen: a vial of at least 0.001 in up to 10,000 ml of
 * water and a dose of up to a million keep the volume (dose × water ÷ vial) a finite number.
 */
export const peptideBounds = {
  vialCapacity: { min: 0.001, max: 1_000_000 },
  waterAmount: { min: 0.001, max: 10_000 },
  desiredDose: { min: 0, max: 1_000_000 },
  bodyWeight: { min: 0, max: 10_000 },
} as const;

/**
 * URL inputs (CONVENTIONS section 4), with the spec's defaults (section 3.3):
 * /peptide-calculator?vialCapacity=1&vialUnit=mg&waterAmount=1&waterUnit=ml&desiredDose=0.25&doseUnit=mg&bodyWeight=70&weightUnit=kg,
 * and `doseBasis` (doseBases above): `total` unless a link asks for `per-kg`.
 */
export const peptideInputs = defineInputs({
  vialCapacity: numberInput(1, peptideBounds.vialCapacity),
  vialUnit: choiceInput(amountUnits, 'mg'),
  waterAmount: numberInput(1, peptideBounds.waterAmount),
  waterUnit: choiceInput(waterUnits, 'ml'),
  desiredDose: numberInput(0.25, peptideBounds.desiredDose),
  doseUnit: choiceInput(amountUnits, 'mg'),
  doseBasis: choiceInput(doseBases, 'total'),
  bodyWeight: numberInput(70, peptideBounds.bodyWeight),
  weightUnit: choiceInput(weightUnits, 'kg'),
});
