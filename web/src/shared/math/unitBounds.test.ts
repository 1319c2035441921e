import { describe, expect, it } from 'vitest';
import { boundsInUnits, widestBounds } from './unitBounds.ts';

describe('one quantity bounded once, in every unit', () => {
  const mphPer = { mph: 1, kmh: 1 / 1.609344, fpm: 60 / 5280 };

  it('converts a bound set in mph to km/h and ft/min: 200 mph is 321.8688 km/h and 17,600 ft/min', () => {
    expect(boundsInUnits({ min: 0.1, max: 200 }, mphPer)).toEqual({
      mph: { min: 0.1, max: 200 },
      kmh: { min: 0.1609344, max: 321.8688 },
      fpm: { min: 8.8, max: 17_600 },
    });
  });

  it('keeps an open end open', () => {
    expect(boundsInUnits({ min: 0 }, { kg: 1, lbs: 0.45359237 })).toEqual({ kg: { min: 0, max: undefined }, lbs: { min: 0, max: undefined } });
  });

  it('gives the loosest bounds over the units for a value read before its unit', () => {
    expect(widestBounds(boundsInUnits({ min: 0.1, max: 200 }, mphPer))).toEqual({ min: 0.1, max: 17_600 });
    expect(widestBounds({ a: { min: 0 }, b: { min: -1, max: 3 } })).toEqual({ min: -1, max: undefined });
  });
});
