import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { dunkBounds as bounds, hoopTypes, lengthUnits, massUnits } from './options.ts';

/**
 * URL inputs (CONVENTIONS section 4), with the spec's defaults (section 3.3):
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
  hangTime: numberInput(0.5, bounds.hangTime),
  jumpingEnergy: numberInput(1000, bounds.jumpingEnergy),
  initialJumpingSpeed: numberInput(3.5, bounds.initialJumpingSpeed),
  gravitationalAcceleration: numberInput(9.8, bounds.gravitationalAcceleration),
  palmSize: numberInput(20, bounds.palmSize),
});
