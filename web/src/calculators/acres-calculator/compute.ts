/**
 * Acres per hour (field capacity) and the time to cover a plot.
 *
 *   conversions to ft, mph and acres are exact (units.ts): m ÷ 0.3048, in ÷ 12, km/h ÷ 1.609344,
 *   ft/min × 60 ÷ 5,280, ha × 10,000 ÷ 4,046.8564224, sq ft ÷ 43,560, m² ÷ 4,046.8564224; the
 *   spec's factors are these rounded
 *   effectiveWidth = width × (1 − overlap / 100)
 *   areaPerHour    = effectiveWidth (ft) × speed (mph) ÷ 8.25          e.g. 12 × 0.9 × 5 ÷ 8.25 = 6.55
 *   completionTime = plot area (acres) ÷ areaPerHour, as whole hours and minutes
 *
 * The spec leaves two results open; we decided:
 *   theoreticalMax = width (ft) × speed (mph) ÷ 8.25, the acres per hour with no overlap
 *   efficiencyLoss = (theoreticalMax − areaPerHour) ÷ theoreticalMax × 100, the share of that
 *                    capacity lost to overlap, in % (it equals the overlap percentage)
 * Acres per hour figures are rounded to 2 decimals, the effective width to 2, the loss to 1; the
 * completion time is rounded to the nearest minute. All are worked from unrounded values.
 *
 * A visitor answers in the units they asked in: the effective width is also given in the width's
 * unit, and the rates in the plot's area unit (`inUnits`), from the same unrounded values.
 */
import { allWithinBounds } from '../../shared/math/allWithinBounds.ts';
import { roundTo } from '../../shared/math/round.ts';
import { acresBounds, maximumOverlap, type AreaUnit, type SpeedUnit, type WidthUnit } from './inputs.ts';
import { acresPer, areaBounds, feetPer, mphPer, speedBounds, widthBounds } from './units.ts';

/**
 * A 1-foot strip driven 1 mile covers 5,280 sq ft, and an acre is 43,560 sq ft: 43,560 / 5,280 = 8.25
 *.
 */
export const fieldCapacityDivisor = 8.25;
export { maximumOverlap };

export interface Inputs {
  toolWidth: number;
  widthUnit: WidthUnit;
  speed: number;
  speedUnit: SpeedUnit;
  plotArea: number;
  areaUnit: AreaUnit;
  /** Percent of the width driven twice, 0 to 50. */
  overlap: number;
}

export interface Result {
  completionTime: { hours: number; minutes: number };
  /** Acres per hour with the overlap, 2 decimals. */
  areaPerHour: number;
  /** Feet, 2 decimals. */
  effectiveWidth: number;
  /** Acres per hour with no overlap, 2 decimals. */
  theoreticalMax: number;
  /** Percent of the no-overlap capacity lost to overlap, 1 decimal. */
  efficiencyLoss: number;
  /** The effective width in the width's unit, and the rates in the plot's area unit per hour, 2 decimals. */
  inUnits: { effectiveWidth: number; areaPerHour: number; theoreticalMax: number };
}

export function compute({ toolWidth, widthUnit, speed, speedUnit, plotArea, areaUnit, overlap }: Inputs): Result | null {
  // The bounds of each quantity in its chosen unit, and the overlap's slider (0 to 50).
  const bounds = { toolWidth: widthBounds[widthUnit], speed: speedBounds[speedUnit], plotArea: areaBounds[areaUnit], overlap: acresBounds.overlap };
  if (!allWithinBounds({ toolWidth, speed, plotArea, overlap }, bounds)) return null;
  // Spec 5.1: needs tool width > 0, speed > 0, plot area > 0.
  if (plotArea <= 0) return null;

  const widthFeet = toolWidth * feetPer[widthUnit];
  const mph = speed * mphPer[speedUnit];
  const effectiveWidth = widthFeet * (1 - overlap / 100);
  const areaPerHour = (effectiveWidth * mph) / fieldCapacityDivisor;
  const theoreticalMax = (widthFeet * mph) / fieldCapacityDivisor;
  const totalMinutes = roundTo(((plotArea * acresPer[areaUnit]) / areaPerHour) * 60, 0);

  return {
    completionTime: { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 },
    areaPerHour: roundTo(areaPerHour, 2),
    effectiveWidth: roundTo(effectiveWidth, 2),
    theoreticalMax: roundTo(theoreticalMax, 2),
    efficiencyLoss: roundTo(((theoreticalMax - areaPerHour) / theoreticalMax) * 100, 1),
    inUnits: {
      effectiveWidth: roundTo(toolWidth * (1 - overlap / 100), 2),
      areaPerHour: roundTo(areaPerHour / acresPer[areaUnit], 2),
      theoreticalMax: roundTo(theoreticalMax / acresPer[areaUnit], 2),
    },
  };
}
