import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** The hoop types and the length and mass units (spec document 1, section 3.3). */
export const lengthUnits = ['m', 'cm', 'ft', 'in'] as const;
export type LengthUnit = (typeof lengthUnits)[number];
export const massUnits = ['kg', 'lbs'] as const;
export type MassUnit = (typeof massUnits)[number];

/** Regulation, youth and junior rims have set heights (hoopHeights in compute.ts); custom uses the height entered. */
export const hoopTypes = ['regulation', 'youth', 'junior', 'custom'] as const;
export type HoopType = (typeof hoopTypes)[number];

/** A length in any of the units offered; ten thousand of them is past any rim, reach or leap. */
const length = { min: 0, max: 10_000 };

/**
 * The fields' bounds. A body of at least 1 kg (or lb) under a gravity of at least 0.01 m/s² keeps
 * every leap the measurements imply (energy ÷ (mass × g), speed² ÷ 2g) a finite number.
 */
export const dunkBounds = {
  hoopHeight: length,
  standingReach: length,
  minVerticalLeap: length,
  bodyMass: { min: 1, max: 10_000 },
  hangTime: { min: 0, max: 60 },
  jumpingEnergy: { min: 0, max: 1_000_000_000 },
  initialJumpingSpeed: { min: 0, max: 1_000 },
  gravitationalAcceleration: { min: 0.01, max: 1_000 },
  palmSize: { min: 0, max: 1_000 },
} as const;

/**
 * URL inputs (CONVENTIONS section 4), with the spec's defaults (section 3.3), except the three
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
