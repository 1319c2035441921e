import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { widestBounds } from '../../shared/math/unitBounds.ts';
import { bodyMassBounds, lengthBounds } from './units.ts';

/** The hoop types and the length and mass units. */
export const lengthUnits = ['m', 'cm', 'ft', 'in'] as const;
export type LengthUnit = (typeof lengthUnits)[number];
export const massUnits = ['kg', 'lbs'] as const;
export type MassUnit = (typeof massUnits)[number];

/** Regulation, youth and junior rims have set heights (hoopHeights in compute.ts); custom uses the height entered. */
export const hoopTypes = ['regulation', 'youth', 'junior', 'custom'] as const;
export type HoopType = (typeof hoopTypes)[number];

/**
 * The fields' bounds. Lengths and the mass, before their unit is read, take their widest over the
 * units (units.ts sets them; the unit's own bounds then decide). The measurements, from the real
 * world and the gravity offered:
 * - gravity from 0.1 m/s² (below the dwarf planet Ceres, 0.28) to 30 m/s² (past Jupiter, 24.8);
 * - hang time up to 20 s: a 3 m leap under the weakest gravity allowed hangs about 15.5 s;
 * - take-off speed up to 20 m/s and jump energy up to 100,000 J: a 3 m leap under 30 m/s² takes
 *   13.4 m/s, and 63,000 J for the heaviest body allowed;
 * - hand span up to 50 cm (the largest hands span about 30 cm).
 * 0 means not measured for the three measurements (and the hand span).
 */
export const dunkBounds = {
  hoopHeight: { ...widestBounds(lengthBounds.hoopHeight), reads: 'length' },
  standingReach: { ...widestBounds(lengthBounds.standingReach), reads: 'length' },
  minVerticalLeap: { ...widestBounds(lengthBounds.minVerticalLeap), reads: 'length' },
  bodyMass: widestBounds(bodyMassBounds),
  hangTime: { min: 0, max: 20 },
  jumpingEnergy: { min: 0, max: 100_000 },
  initialJumpingSpeed: { min: 0, max: 20 },
  gravitationalAcceleration: { min: 0.1, max: 30 },
  palmSize: { min: 0, max: 50, reads: 'length' },
} as const;

/**
 * URL inputs, with the spec's defaults, except the three
 * measurements: the spec's 0.5 s, 1000 J and 3.5 m/s imply leaps of 31, 136 and 62.5 cm, so the
 * first view called two of them inconsistent with its own 60 cm leap. They open on the values a
 * 60 cm leap gives for 75 kg at 9.8 m/s² (hang time 2√(2h/g) = 0.70 s, speed √(2gh) = 3.43 m/s,
 * energy m·g·h = 441 J), so the first view agrees with itself.
 * /dunk-calculator?hoopType=regulation&hoopHeight=3.048&heightUnit=m&standingReach=2.4&reachUnit=m&minVerticalLeap=60&leapUnit=cm…
 */
export const dunkInputs = defineInputs({
  hoopType: choiceInput(hoopTypes, 'regulation'),
  hoopHeight: numberInput(3.048, dunkBounds.hoopHeight),
  heightUnit: choiceInput(lengthUnits, 'm'),
  bodyMass: numberInput(75, dunkBounds.bodyMass),
  massUnit: choiceInput(massUnits, 'kg'),
  standingReach: numberInput(2.4, dunkBounds.standingReach),
  reachUnit: choiceInput(lengthUnits, 'm'),
  minVerticalLeap: numberInput(60, dunkBounds.minVerticalLeap),
  leapUnit: choiceInput(lengthUnits, 'cm'),
  hangTime: numberInput(0.7, dunkBounds.hangTime),
  jumpingEnergy: numberInput(441, dunkBounds.jumpingEnergy),
  initialJumpingSpeed: numberInput(3.43, dunkBounds.initialJumpingSpeed),
  gravitationalAcceleration: numberInput(9.8, dunkBounds.gravitationalAcceleration),
  palmSize: numberInput(20, dunkBounds.palmSize),
});
