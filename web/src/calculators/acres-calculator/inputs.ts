import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { areaUnits, maximumOverlap, speedUnits, widthUnits } from './options.ts';

/**
 * URL inputs (CONVENTIONS section 4), with the spec's defaults (section 3.3):
 * /acres-calculator?toolWidth=12&widthUnit=ft&speed=5&speedUnit=mph&plotArea=10&areaUnit=acres&overlap=10
 */
export const acresInputs = defineInputs({
  toolWidth: numberInput(12, { min: 0.01, max: 10_000 }),
  widthUnit: choiceInput(widthUnits, 'ft'),
  speed: numberInput(5, { min: 0.01, max: 1_000 }),
  speedUnit: choiceInput(speedUnits, 'mph'),
  plotArea: numberInput(10, { min: 0, max: 1_000_000_000 }),
  areaUnit: choiceInput(areaUnits, 'acres'),
  overlap: numberInput(10, { min: 0, max: maximumOverlap }),
});
