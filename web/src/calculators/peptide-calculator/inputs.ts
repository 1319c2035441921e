import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { widestBounds } from '../../shared/math/unitBounds.ts';
import { bodyWeightBounds, desiredDoseBounds, vialCapacityBounds } from './units.ts';

/** The vial and dose amount, water and body weight units. */
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
 * The fields' bounds. The amounts and the body weight, before their unit is read, take their widest
 * over the units (units.ts sets them; the unit's own bounds then decide). Water, in ml (a cc is a
 * ml): from 0.01 ml, the finest mark of an insulin syringe, to a litre, past any reconstitution.
 */
export const peptideBounds = {
  vialCapacity: widestBounds(vialCapacityBounds),
  waterAmount: { min: 0.01, max: 1_000 },
  desiredDose: widestBounds(desiredDoseBounds),
  bodyWeight: widestBounds(bodyWeightBounds),
} as const;

/**
 * URL inputs, with the spec's defaults:
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
