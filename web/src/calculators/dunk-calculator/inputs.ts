import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { hoopTypes, lengthUnits, massUnits } from './options.ts';

/**
 * URL inputs (CONVENTIONS section 4), with the spec's defaults (section 3.3):
 * /dunk-calculator?hoopType=regulation&hoopHeight=3.048&heightUnit=m&standingReach=2.4&reachUnit=m&minVerticalLeap=60&leapUnit=cm…
 */
/** A length in any of the units offered; ten thousand of them is past any rim, reach or leap. */
const length = { min: 0, max: 10_000 };

export const dunkInputs = defineInputs({
  hoopType: choiceInput(hoopTypes, 'regulation'),
  hoopHeight: numberInput(3.048, length),
  heightUnit: choiceInput(lengthUnits, 'm'),
  bodyMass: numberInput(75, { min: 0, max: 10_000 }),
  massUnit: choiceInput(massUnits, 'kg'),
  standingReach: numberInput(2.4, length),
  reachUnit: choiceInput(lengthUnits, 'm'),
  minVerticalLeap: numberInput(60, length),
  leapUnit: choiceInput(lengthUnits, 'cm'),
  hangTime: numberInput(0.5, { min: 0, max: 60 }),
  jumpingEnergy: numberInput(1000, { min: 0, max: 1_000_000_000 }),
  initialJumpingSpeed: numberInput(3.5, { min: 0, max: 1_000 }),
  gravitationalAcceleration: numberInput(9.8, { min: 0.01, max: 1_000 }),
  palmSize: numberInput(20, { min: 0, max: 1_000 }),
});
