import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { acresBounds as bounds, areaUnits, speedUnits, widthUnits } from './options.ts';

/**
 * URL inputs (CONVENTIONS section 4), with the spec's defaults (section 3.3):
 * /acres-calculator?toolWidth=12&widthUnit=ft&speed=5&speedUnit=mph&plotArea=10&areaUnit=acres&overlap=10
 */
export const acresInputs = defineInputs({
  toolWidth: numberInput(12, bounds.toolWidth),
  widthUnit: choiceInput(widthUnits, 'ft'),
  speed: numberInput(5, bounds.speed),
  speedUnit: choiceInput(speedUnits, 'mph'),
  plotArea: numberInput(10, bounds.plotArea),
  areaUnit: choiceInput(areaUnits, 'acres'),
  overlap: numberInput(10, bounds.overlap),
});
