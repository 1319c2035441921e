/**
 * The amount and body-weight units, their sizes, and the bounds of the amounts and the body weight,
 * each set once (in mg or kg) and held alike in every unit.
 */
import { boundsInUnits } from '../../shared/math/unitBounds.ts';
import type { AmountUnit, WeightUnit } from './inputs.ts';

/** Milligrams per unit: the spec divides mcg and IU by 1000. */
export const milligramsPer: Readonly<Record<AmountUnit, number>> = { mg: 1, mcg: 1 / 1000, IU: 1 / 1000 };

/** Kilograms per unit: the international pound is exactly 0.45359237 kg (the spec's 2.20462 lbs per kg is it rounded). */
export const kilogramsPer: Readonly<Record<WeightUnit, number>> = { kg: 1, lbs: 0.45359237 };

/**
 * From the real world: a vial or a dose of up to 10 g (peptide vials hold about 1 to 100 mg; a bulk
 * powder a few grams), a vial of at least 10 mcg; a body weight of up to 1,000 kg (past the
 * heaviest person recorded, about 635 kg, and the large animals a vet doses). The dose and the
 * body weight are above 0 (the maths needs it; the fields say so at 0).
 */
export const vialCapacityBounds = boundsInUnits({ min: 0.01, max: 10_000 }, milligramsPer);
export const desiredDoseBounds = boundsInUnits({ min: 0, max: 10_000 }, milligramsPer);
export const bodyWeightBounds = boundsInUnits({ min: 0, max: 1_000 }, kilogramsPer);
