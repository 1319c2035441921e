/**
 * The length and mass units, their exact sizes (the international foot and inch, as the spec's
 * factors are; the international pound), and the bounds of the lengths and the mass, each set once in metres or
 * kilograms and held alike in every unit.
 */
import { boundsInUnits } from '../../shared/math/unitBounds.ts';
import type { LengthUnit, MassUnit } from './inputs.ts';

/** Metres per unit. */
export const metresPer: Readonly<Record<LengthUnit, number>> = { m: 1, cm: 0.01, ft: 0.3048, in: 0.0254 };

/** Kilograms per unit: the international pound. */
export const kilogramsPer: Readonly<Record<MassUnit, number>> = { kg: 1, lbs: 0.45359237 };

/**
 * From the real world (each above 0, as the maths needs; the fields say so at 0):
 * - rim height up to 5 m: every league's rim is at most 10 ft (3.05 m); a custom one higher still;
 * - standing reach up to 4 m: the tallest players reach about 3 m;
 * - vertical leap up to 3 m: twice the best recorded (about 1.5 m);
 * - body mass from 10 kg (a small child) to 700 kg (past the heaviest person recorded, about 635 kg).
 */
export const lengthBounds = {
  hoopHeight: boundsInUnits({ min: 0, max: 5 }, metresPer),
  standingReach: boundsInUnits({ min: 0, max: 4 }, metresPer),
  minVerticalLeap: boundsInUnits({ min: 0, max: 3 }, metresPer),
} as const;
export const bodyMassBounds = boundsInUnits({ min: 10, max: 700 }, kilogramsPer);
