/**
 * The units of width, speed and area, their exact sizes, and each quantity's bounds. The spec's
 * factors (3.28084, 0.621371, 0.0113636, 2.47105, 4,047) are these rounded; the exact ones come
 * from the international foot (0.3048 m) and mile (5,280 ft = 1,609.344 m) and the acre (43,560 sq ft
 * = 4,046.8564224 m²), so 10 acres an hour is 40,468.56 m² an hour, not 40,470.
 */
import { boundsInUnits } from '../../shared/math/unitBounds.ts';
import type { AreaUnit, SpeedUnit, WidthUnit } from './inputs.ts';

export const squareMetresPerAcre = 4046.8564224;

/** Feet per unit. */
export const feetPer: Readonly<Record<WidthUnit, number>> = { ft: 1, m: 1 / 0.3048, in: 1 / 12 };
/** Miles per hour per unit: a km/h is 1/1.609344 mph, a ft/min 60/5,280 mph. */
export const mphPer: Readonly<Record<SpeedUnit, number>> = { mph: 1, kmh: 1 / 1.609344, fpm: 60 / 5280 };
/** Acres per unit: a hectare is 10,000 m². */
export const acresPer: Readonly<Record<AreaUnit, number>> = {
  acres: 1,
  hectares: 10_000 / squareMetresPerAcre,
  sqft: 1 / 43_560,
  sqm: 1 / squareMetresPerAcre,
};

/**
 * What each quantity may be, set in feet, mph and acres from the machines that do the work, and
 * converted to every unit (so 1,290 ft/min, 14.7 mph, is as valid as 14.7 mph):
 * - width: from 0.1 ft (narrower than a string trimmer's foot-wide cut) to 500 ft (over three
 *   times the widest boom sprayers, about 150 ft, and an agricultural aircraft's swath);
 * - speed: from 0.1 mph (slower than a walk-behind seeder) to 200 mph (faster than an agricultural
 *   aircraft sprays, about 150 mph);
 * - plot area: up to 10 million acres, more than the largest cattle station (about 6 million);
 *   any area above 0 (the spec's rule; the field says so at 0).
 */
export const widthBounds = boundsInUnits({ min: 0.1, max: 500 }, feetPer);
export const speedBounds = boundsInUnits({ min: 0.1, max: 200 }, mphPer);
export const areaBounds = boundsInUnits({ min: 0, max: 10_000_000 }, acresPer);
