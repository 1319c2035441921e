/**
 * TV mounting height.
 *
 *   screen height = diagonal × 0.49                      (a 16:9 screen; centimetres ÷ 2.54 first)
 *   centerHeight  = eye height + (screen height / 2) × sin(viewing angle)
 *   bottomHeight  = centerHeight − screen height / 2
 *
 * Heights are in inches, rounded to 1 decimal; both are worked from the unrounded centre. They are
 * also given in centimetres, from the same unrounded values, for a visitor who gave the eye height
 * (the height measured from the same floor) in centimetres. The
 * spec gives no defaults: the page opens on a 55-inch TV, a seated eye height of 42 inches and a
 * level (0°) viewing angle, a common living-room set-up.
 */
import { roundTo } from '../../shared/math/round.ts';
import { allWithinBounds } from '../../shared/math/allWithinBounds.ts';
import { eyeHeightBounds, tvHeightBounds, tvSizeBounds, type LengthUnit } from './inputs.ts';

/** Spec 9.2: centimetres are converted to inches by dividing by 2.54. */
export const centimetresPerInch = 2.54;
/** Spec 9.2: the height of a 16:9 screen is 0.49 of its diagonal. */
export const screenHeightRatio = 0.49;
/** Spec 9.2: above this angle the TV is better lowered. */
export const maximumComfortableAngle = 15;

export const recommendations = {
  raise: 'Consider raising the TV - negative viewing angles can cause neck strain.',
  lower: 'Consider lowering the TV - angles above 15° may be uncomfortable.',
  optimal: 'Optimal viewing angle for comfortable long-term watching.',
} as const;

export interface Inputs {
  tvSize: number;
  tvUnit: LengthUnit;
  eyeHeight: number;
  eyeUnit: LengthUnit;
  /** Degrees; positive when the centre of the screen is above eye level. */
  viewingAngle: number;
}

export interface Result {
  /** Inches from the floor to the centre of the screen. */
  centerHeight: number;
  /** Inches from the floor to the bottom edge of the screen. */
  bottomHeight: number;
  recommendation: string;
  /** Inches, 1 decimal: the screen's height for a 16:9 picture. */
  screenHeight: number;
  /** The same three heights in centimetres, 1 decimal, from the unrounded inches. */
  centimetres: { centerHeight: number; bottomHeight: number; screenHeight: number };
}

export function toInches(value: number, unit: LengthUnit): number {
  return unit === 'cm' ? value / centimetresPerInch : value;
}

export function recommendationFor(viewingAngle: number): string {
  if (viewingAngle < 0) return recommendations.raise;
  if (viewingAngle > maximumComfortableAngle) return recommendations.lower;
  return recommendations.optimal;
}

export function compute({ tvSize, tvUnit, eyeHeight, eyeUnit, viewingAngle }: Inputs): Result | null {
  const bounds = { tvSize: tvSizeBounds[tvUnit], eyeHeight: eyeHeightBounds[eyeUnit], viewingAngle: tvHeightBounds.viewingAngle };
  if (!allWithinBounds({ tvSize, eyeHeight, viewingAngle }, bounds)) return null;
  // Spec 5.1: computes only if TV size > 0 and eye height > 0.
  if (tvSize <= 0 || eyeHeight <= 0) return null;
  const screenHeight = toInches(tvSize, tvUnit) * screenHeightRatio;
  const halfScreen = screenHeight / 2;
  const center = toInches(eyeHeight, eyeUnit) + halfScreen * Math.sin((viewingAngle * Math.PI) / 180);
  return {
    centerHeight: roundTo(center, 1),
    bottomHeight: roundTo(center - halfScreen, 1),
    recommendation: recommendationFor(viewingAngle),
    screenHeight: roundTo(screenHeight, 1),
    centimetres: {
      centerHeight: roundTo(center * centimetresPerInch, 1),
      bottomHeight: roundTo((center - halfScreen) * centimetresPerInch, 1),
      screenHeight: roundTo(screenHeight * centimetresPerInch, 1),
    },
  };
}
