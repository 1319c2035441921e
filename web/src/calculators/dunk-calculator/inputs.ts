import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { hoopTypes, lengthUnits, massUnits } from './options.ts';

/**
 * URL inputs (CONVENTIONS section 4), with the spec's defaults (section 3.3):
 * /dunk-calculator?hoopType=regulation&hoopHeight=3.048&heightUnit=m&standingReach=2.4&reachUnit=m&minVerticalLeap=60&leapUnit=cm…
 */
export const dunkInputs = defineInputs({
  hoopType: choiceInput(hoopTypes, 'regulation'),
  hoopHeight: numberInput(3.048),
  heightUnit: choiceInput(lengthUnits, 'm'),
  bodyMass: numberInput(75),
  massUnit: choiceInput(massUnits, 'kg'),
  standingReach: numberInput(2.4),
  reachUnit: choiceInput(lengthUnits, 'm'),
  minVerticalLeap: numberInput(60),
  leapUnit: choiceInput(lengthUnits, 'cm'),
  hangTime: numberInput(0.5),
  jumpingEnergy: numberInput(1000),
  initialJumpingSpeed: numberInput(3.5),
  gravitationalAcceleration: numberInput(9.8),
  palmSize: numberInput(20),
});
