import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { dunkBounds as bounds, hoopTypes, lengthUnits, massUnits } from './options.ts';

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
  hoopHeight: numberInput(3.048, bounds.hoopHeight),
  heightUnit: choiceInput(lengthUnits, 'm'),
  bodyMass: numberInput(75, bounds.bodyMass),
  massUnit: choiceInput(massUnits, 'kg'),
  standingReach: numberInput(2.4, bounds.standingReach),
  reachUnit: choiceInput(lengthUnits, 'm'),
  minVerticalLeap: numberInput(60, bounds.minVerticalLeap),
  leapUnit: choiceInput(lengthUnits, 'cm'),
  hangTime: numberInput(0.7, bounds.hangTime),
  jumpingEnergy: numberInput(441, bounds.jumpingEnergy),
  initialJumpingSpeed: numberInput(3.43, bounds.initialJumpingSpeed),
  gravitationalAcceleration: numberInput(9.8, bounds.gravitationalAcceleration),
  palmSize: numberInput(20, bounds.palmSize),
});
