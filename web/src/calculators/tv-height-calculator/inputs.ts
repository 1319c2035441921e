import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { boundsInUnits, widestBounds } from '../../shared/math/unitBounds.ts';

/** The length units for the TV size and eye height. */
export const lengthUnits = ['inches', 'cm'] as const;
export type LengthUnit = (typeof lengthUnits)[number];

/** Inches per unit. */
export const inchesPer: Readonly<Record<LengthUnit, number>> = { inches: 1, cm: 1 / 2.54 };

/**
 * Each length bounded once, in inches, and held to the same bound in centimetres: a screen of up to
 * 1,000 in (past the largest home projection screens, about 300 in, and most LED walls); an eye
 * height of up to 400 in (10 m: a viewer on a mezzanine or a raised tier; seated eyes are about
 * 40 in from the floor). Both above 0 (the spec computes only then; the fields say so at 0).
 */
export const tvSizeBounds = boundsInUnits({ min: 0, max: 1_000 }, inchesPer);
export const eyeHeightBounds = boundsInUnits({ min: 0, max: 400 }, inchesPer);

/** The fields' bounds before the unit is read (each length's widest over its units); the spec's slider runs −30° to 30°. */
export const tvHeightBounds = {
  tvSize: { ...widestBounds(tvSizeBounds), reads: 'length' },
  eyeHeight: { ...widestBounds(eyeHeightBounds), reads: 'length' },
  viewingAngle: { min: -30, max: 30 },
} as const;

/** URL inputs: /tv-height-calculator?tvSize=55&tvUnit=inches&eyeHeight=42&eyeUnit=inches&viewingAngle=0 */
export const tvHeightInputs = defineInputs({
  tvSize: numberInput(55, tvHeightBounds.tvSize),
  tvUnit: choiceInput(lengthUnits, 'inches'),
  eyeHeight: numberInput(42, tvHeightBounds.eyeHeight),
  eyeUnit: choiceInput(lengthUnits, 'inches'),
  viewingAngle: numberInput(0, tvHeightBounds.viewingAngle),
});
