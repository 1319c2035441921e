/**
 * Peptide reconstitution and dose volume.
 *
 *   amounts in mg: mcg ÷ 1000, IU ÷ 1000 (the spec's rule for both the vial and the dose)
 *   concentration = vial amount ÷ water (mg/ml, 2 decimals; 1 cc = 1 ml)
 *   totalAmount   = dose × body weight in kg (lbs × 0.45359237, the international pound), for a
 *                   dose given per kg
 *   syringeVolume = injected amount ÷ concentration (ml, 3 decimals), the injected amount being
 *                   the dose itself, or totalAmount for a dose per kg
 *   insulinUnits  = syringeVolume × 100 (U-100 syringe, 1 decimal)
 *
 * The spec worked the volume from the dose as an absolute amount and the total from the same dose
 * as an amount per kg, so its two results described different injections. The dose basis
 * (inputs.ts) says which the dose is, and every result follows from it: a dose per kg needs a
 * body weight, and a total dose ignores it.
 *
 * Each result is worked from unrounded values and rounded only as it is reported. The spec leaves
 * the rounding of totalAmount open; it is kept in full precision and formatted by the page.
 */
import { withinBounds } from '../../shared/math/bounds.ts';
import { allWithinBounds } from '../../shared/math/allWithinBounds.ts';
import { roundTo } from '../../shared/math/round.ts';
import { peptideBounds, type AmountUnit, type DoseBasis, type WaterUnit, type WeightUnit } from './inputs.ts';
import { bodyWeightBounds, desiredDoseBounds, kilogramsPer, milligramsPer, vialCapacityBounds } from './units.ts';
/** Units on a U-100 insulin syringe per millilitre. */
export const insulinUnitsPerMillilitre = 100;

export interface Inputs {
  vialCapacity: number;
  vialUnit: AmountUnit;
  waterAmount: number;
  waterUnit: WaterUnit;
  desiredDose: number;
  doseUnit: AmountUnit;
  doseBasis: DoseBasis;
  /** Optional: undefined when the field is blank; needed for a dose per kg. */
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
  /** mg: a dose per kg times the body weight, the amount injected; only for a dose per kg. */
  totalAmount?: number;
  /**
   * The answers in the units asked in: the concentration in the vial's unit per ml (2 decimals),
   * the amount injected in the dose's unit (full precision, formatted by the page).
   */
  inUnits: { concentration: number; totalAmount?: number };
}

export function toMilligrams(amount: number, unit: AmountUnit): number {
  return amount * milligramsPer[unit];
}

export function toKilograms(weight: number, unit: WeightUnit): number {
  return weight * kilogramsPer[unit];
}

/** The body weight in kg when one within its bounds is given, else null. */
function bodyWeightKilograms(bodyWeight: number | undefined, unit: WeightUnit): number | null {
  if (bodyWeight === undefined || !Number.isFinite(bodyWeight) || bodyWeight <= 0 || !withinBounds(bodyWeight, bodyWeightBounds[unit])) return null;
  return toKilograms(bodyWeight, unit);
}

export function compute({ vialCapacity, vialUnit, waterAmount, desiredDose, doseUnit, doseBasis, bodyWeight, weightUnit }: Inputs): Result | null {
  const bounds = { vialCapacity: vialCapacityBounds[vialUnit], waterAmount: peptideBounds.waterAmount, desiredDose: desiredDoseBounds[doseUnit] };
  if (!allWithinBounds({ vialCapacity, waterAmount, desiredDose }, bounds)) return null;
  // Spec 5.1: needs vial capacity > 0, water > 0, dose > 0.
  if (vialCapacity <= 0 || waterAmount <= 0 || desiredDose <= 0) return null;
  const concentration = toMilligrams(vialCapacity, vialUnit) / waterAmount;
  const dose = toMilligrams(desiredDose, doseUnit);
  let injected = dose;
  if (doseBasis === 'per-kg') {
    const kilograms = bodyWeightKilograms(bodyWeight, weightUnit);
    if (kilograms === null) return null;
    injected = dose * kilograms;
  }
  const volume = injected / concentration;
  const result: Result = {
    syringeVolume: roundTo(volume, 3),
    insulinUnits: roundTo(volume * insulinUnitsPerMillilitre, 1),
    concentration: roundTo(concentration, 2),
    inUnits: { concentration: roundTo(vialCapacity / waterAmount, 2) },
  };
  if (doseBasis === 'per-kg') {
    result.totalAmount = injected;
    result.inUnits.totalAmount = injected / milligramsPer[doseUnit];
  }
  return result;
}
