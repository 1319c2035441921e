import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** The length units for the TV size and eye height (spec document 1, section 3.3). */
export const lengthUnits = ['inches', 'cm'] as const;
export type LengthUnit = (typeof lengthUnits)[number];

/** The fields' bounds: a screen or an eye height of ten thousand units is past any room; the spec's slider runs −30° to 30°. */
export const tvHeightBounds = {
  tvSize: { min: 0, max: 10_000 },
  eyeHeight: { min: 0, max: 10_000 },
  viewingAngle: { min: -30, max: 30 },
} as const;

/** URL inputs (CONVENTIONS section 4): /tv-height-calculator?tvSize=55&tvUnit=inches&eyeHeight=42&eyeUnit=inches&viewingAngle=0 */
export const tvHeightInputs = defineInputs({
  tvSize: numberInput(55, tvHeightBounds.tvSize),
  tvUnit: choiceInput(lengthUnits, 'inches'),
  eyeHeight: numberInput(42, tvHeightBounds.eyeHeight),
  eyeUnit: choiceInput(lengthUnits, 'inches'),
  viewingAngle: numberInput(0, tvHeightBounds.viewingAngle),
});
