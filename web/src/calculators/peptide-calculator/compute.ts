/**
 * Peptide reconstitution and dose volume (spec document 1, sections 3.3, 5.1 and 9.4).
 *
 *   amounts in mg: mcg ÷ 1000, IU ÷ 1000 (the spec's rule for both the vial and the dose)
 *   concentration = vial amount ÷ water (mg/ml, 2 decimals; 1 cc = 1 ml)
 *   syringeVolume = dose ÷ concentration (ml, 3 decimals)
 *   insulinUnits  = syringeVolume × 100 (U-100 syringe, 1 decimal)
 *   totalAmount   = dose × body weight in kg (lbs ÷ 2.20462), only when a body weight is given
 *
 * Each result is worked from unrounded values and rounded only as it is reported. The spec leaves
 * the rounding of totalAmount open; it is kept in full precision and formatted by the page.
 */
import { allWithinBounds, withinBounds } from '../../shared/math/bounds.ts';
import { roundTo } from '../../shared/math/round.ts';
import { peptideBounds, type AmountUnit, type WaterUnit, type WeightUnit } from './options.ts';

/** Milligrams per unit (spec 9.4: mcg and IU are divided by 1000). */
export const milligramsPer: Record<AmountUnit, number> = { mg: 1, mcg: 1 / 1000, IU: 1 / 1000 };
/** Spec 9.4: pounds are divided by 2.20462 to get kilograms. */
export const poundsPerKilogram = 2.20462;
/** Units on a U-100 insulin syringe per millilitre. */
export const insulinUnitsPerMillilitre = 100;

export interface Inputs {
  vialCapacity: number;
  vialUnit: AmountUnit;
  waterAmount: number;
  waterUnit: WaterUnit;
  desiredDose: number;
  doseUnit: AmountUnit;
  /** Optional: undefined when the field is blank (spec 5.1). */
  bodyWeight?: number;
  weightUnit: WeightUnit;
}

export interface Result {
  /** Millilitres to draw, 3 decimals. */
  syringeVolume: number;
  /** Marks on a U-100 insulin syringe, 1 decimal. */
  insulinUnits: number;
  /** mg per ml, 2 decimals. */
  concentration: number;
  /** mg: the dose taken per kilogram of body weight; only with a body weight. */
  totalAmount?: number;
}

export function toMilligrams(amount: number, unit: AmountUnit): number {
  return amount * milligramsPer[unit];
}

export function toKilograms(weight: number, unit: WeightUnit): number {
  return unit === 'lbs' ? weight / poundsPerKilogram : weight;
}

export function compute({ vialCapacity, vialUnit, waterAmount, desiredDose, doseUnit, bodyWeight, weightUnit }: Inputs): Result | null {
  if (!allWithinBounds({ vialCapacity, waterAmount, desiredDose }, peptideBounds)) return null;
  // Spec 5.1: needs vial capacity > 0, water > 0, dose > 0.
  if (vialCapacity <= 0 || waterAmount <= 0 || desiredDose <= 0) return null;
  const concentration = toMilligrams(vialCapacity, vialUnit) / waterAmount;
  const dose = toMilligrams(desiredDose, doseUnit);
  const volume = dose / concentration;
  const result: Result = {
    syringeVolume: roundTo(volume, 3),
    insulinUnits: roundTo(volume * insulinUnitsPerMillilitre, 1),
    concentration: roundTo(concentration, 2),
  };
  if (bodyWeight !== undefined && Number.isFinite(bodyWeight) && bodyWeight > 0 && withinBounds(bodyWeight, peptideBounds.bodyWeight)) {
    result.totalAmount = dose * toKilograms(bodyWeight, weightUnit);
  }
  return result;
}
