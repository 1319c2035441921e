/**
 * Acres per hour (field capacity) and the time to cover a plot (spec document 1, sections 3.3,
 * 5.1 and 9.5).
 *
 *   conversions to ft, mph and acres use the spec's factors (m × 3.28084, in ÷ 12, km/h × 0.621371,
 *   ft/min × 0.0113636, ha × 2.47105, sq ft ÷ 43,560, m² ÷ 4,047)
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

/** Spec 9.5 conversion factors into feet, miles per hour and acres. */
export const feetPer: Record<WidthUnit, number> = { ft: 1, m: 3.28084, in: 1 / 12 };
export const mphPer: Record<SpeedUnit, number> = { mph: 1, kmh: 0.621371, fpm: 0.0113636 };
export const acresPer: Record<AreaUnit, number> = { acres: 1, hectares: 2.47105, sqft: 1 / 43560, sqm: 1 / 4047 };

/**
 * A 1-foot strip driven 1 mile covers 5,280 sq ft, and an acre is 43,560 sq ft: 43,560 / 5,280 = 8.25
 * (spec 9.5).
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
  // The fields' bounds hold the overlap to the spec's slider (0 to 50) and keep the time finite.
  if (!allWithinBounds({ toolWidth, speed, plotArea, overlap }, acresBounds)) return null;
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
