import { describe, expect, it } from 'vitest';
import { compute } from './compute.ts';

const base = { toolWidth: 12, widthUnit: 'ft', speed: 5, speedUnit: 'mph', plotArea: 10, areaUnit: 'acres', overlap: 10 } as const;

describe('field capacity (the spec example)', () => {
  it('covers 6.55 acres per hour with 12 ft, 5 mph and 10% overlap (12 × 0.9 × 5 / 8.25 = 6.545…)', () => {
    expect(compute(base)).toEqual({
      completionTime: { hours: 1, minutes: 32 },
      areaPerHour: 6.55,
      effectiveWidth: 10.8,
      // 12 × 5 / 8.25 = 7.2727…
      theoreticalMax: 7.27,
      efficiencyLoss: 10,
      inUnits: { effectiveWidth: 10.8, areaPerHour: 6.55, theoreticalMax: 7.27 },
    });
  });

  it('takes 1 h 32 min for 10 acres: 10 / 6.5454… = 1.5278 h = 91.67 min', () => {
    expect(compute(base)?.completionTime).toEqual({ hours: 1, minutes: 32 });
  });
});

describe('overlap', () => {
  it('loses nothing with no overlap: 7.27 acres per hour, 0% loss', () => {
    expect(compute({ ...base, overlap: 0 })).toMatchObject({ areaPerHour: 7.27, theoreticalMax: 7.27, efficiencyLoss: 0, effectiveWidth: 12 });
  });

  it('halves the capacity at the 50% maximum: 6 ft effective, 3.64 acres per hour, 50% loss', () => {
    // 6 × 5 / 8.25 = 3.6363…
    expect(compute({ ...base, overlap: 50 })).toMatchObject({ effectiveWidth: 6, areaPerHour: 3.64, efficiencyLoss: 50 });
  });

  it('loses 12.5% with a 12.5% overlap, and a 2-decimal effective width of 10.5 ft', () => {
    // 12 × 0.875 = 10.5; 10.5 × 5 / 8.25 = 6.3636…
    expect(compute({ ...base, overlap: 12.5 })).toMatchObject({ effectiveWidth: 10.5, areaPerHour: 6.36, efficiencyLoss: 12.5 });
  });

  it('accepts 0 and 50 but not just outside them', () => {
    expect(compute({ ...base, overlap: 0 })).not.toBeNull();
    expect(compute({ ...base, overlap: 50 })).not.toBeNull();
    expect(compute({ ...base, overlap: -0.1 })).toBeNull();
    expect(compute({ ...base, overlap: 50.1 })).toBeNull();
  });
});

describe('completion time rounding', () => {
  it('rounds a half minute up: 10 acres at 7.2727… acres per hour is 82.5 min, so 1 h 23 min', () => {
    // 10 × 8.25 / 60 h = 1.375 h = 82.5 min
    expect(compute({ ...base, overlap: 0 })?.completionTime).toEqual({ hours: 1, minutes: 23 });
  });

  it('carries 60 minutes into the hours: 13.05 acres is 119.6 min, so 2 h 0 min; 13 acres is 1 h 59 min', () => {
    // 13.05 / 6.5454… = 1.99375 h = 119.625 min; 13 / 6.5454… = 1.98611 h = 119.17 min
    expect(compute({ ...base, plotArea: 13.05 })?.completionTime).toEqual({ hours: 2, minutes: 0 });
    expect(compute({ ...base, plotArea: 13 })?.completionTime).toEqual({ hours: 1, minutes: 59 });
  });
});

describe('unit conversions (exact: the international foot and mile, the acre of 4,046.8564224 m²)', () => {
  it('converts metres at 1/0.3048 ft: 4 m, 5 mph, 10% gives 11.81 ft and 7.16 acres per hour', () => {
    // 4 / 0.3048 = 13.12336 ft; × 0.9 = 11.811024; × 5 / 8.25 = 7.158196…
    expect(compute({ ...base, toolWidth: 4, widthUnit: 'm' })).toMatchObject({ effectiveWidth: 11.81, areaPerHour: 7.16 });
  });

  it('converts inches at 1/12 ft: 144 in is 12 ft, and answers the effective width in inches (144 × 0.9 = 129.6 in)', () => {
    const { inUnits, ...inFeet } = compute({ ...base, toolWidth: 144, widthUnit: 'in' }) ?? {};
    const { inUnits: baseInUnits, ...baseInFeet } = compute(base) ?? {};
    expect(inFeet).toEqual(baseInFeet);
    expect(inUnits).toEqual({ ...baseInUnits, effectiveWidth: 129.6 });
  });

  it('answers the rates in hectares per hour for a plot in hectares: 6.5454… × 0.40468564224 = 2.65 ha/h', () => {
    // python3 (fractions): 6.545454… acres/h = 2.648851 ha/h; no overlap 7.272727… = 2.943168 ha/h
    expect(compute({ ...base, plotArea: 4, areaUnit: 'hectares' })?.inUnits).toEqual({ effectiveWidth: 10.8, areaPerHour: 2.65, theoreticalMax: 2.94 });
  });

  it('gives exactly 40,468.56 m² an hour for 10 acres an hour, not 40,470 (the spec’s 4,047 m² per acre)', () => {
    // 16.5 ft × 5 mph / 8.25 = 10 acres/h exactly; × 4,046.8564224 m² = 40,468.564224 m²/h; 4.0468564224 ha/h.
    const tenAcres = { ...base, toolWidth: 16.5, overlap: 0 };
    expect(compute({ ...tenAcres, areaUnit: 'sqm' })?.inUnits.areaPerHour).toBe(40468.56);
    expect(compute({ ...tenAcres, areaUnit: 'hectares' })?.inUnits.areaPerHour).toBe(4.05);
  });

  it('converts km/h at 1/1.609344 mph: 8 km/h gives 6.51 acres per hour', () => {
    // 8 / 1.609344 = 4.970970 mph; 10.8 × 4.970970 / 8.25 = 6.507451…
    expect(compute({ ...base, speed: 8, speedUnit: 'kmh' })?.areaPerHour).toBe(6.51);
  });

  it('converts ft/min at 60/5,280 mph: 440 ft/min is exactly 5 mph', () => {
    const { inUnits, ...atFeetPerMinute } = compute({ ...base, speed: 440, speedUnit: 'fpm' }) ?? {};
    const { inUnits: baseInUnits, ...atMph } = compute(base) ?? {};
    expect(atFeetPerMinute).toEqual(atMph);
    expect(inUnits).toEqual(baseInUnits);
  });

  it('converts hectares at 10,000 / 4,046.8564224 acres: 4 ha takes 1 h 31 min', () => {
    // 4 ha = 9.884215 acres; / 6.5454… = 1.510088 h = 90.61 min
    expect(compute({ ...base, plotArea: 4, areaUnit: 'hectares' })?.completionTime).toEqual({ hours: 1, minutes: 31 });
  });

  it('converts square feet at 1/43,560 and square metres at 1/4,046.8564224 acre', () => {
    expect(compute({ ...base, plotArea: 435_600, areaUnit: 'sqft' })?.completionTime).toEqual({ hours: 1, minutes: 32 });
    // 4,046.8564224 m² is exactly 1 acre: 1 / 6.5454… h = 9.1667 min
    expect(compute({ ...base, plotArea: 4046.8564224, areaUnit: 'sqm' })?.completionTime).toEqual({ hours: 0, minutes: 9 });
  });
});

describe('plausible extremes (each quantity bounded once, in every unit alike)', () => {
  it('takes an implement at 1,290 ft/min (14.66 mph): 12 ft, 10% overlap covers 19.19 acres an hour', () => {
    // 1290 × 60 / 5280 = 14.659091 mph; 10.8 × 14.659091 / 8.25 = 19.190083; no overlap 21.322314
    expect(compute({ ...base, speed: 1290, speedUnit: 'fpm' })).toMatchObject({ areaPerHour: 19.19, theoreticalMax: 21.32 });
  });

  it('holds the same speed to the same bound in mph, km/h and ft/min: 200 mph is within, just past it is not', () => {
    for (const [speed, speedUnit] of [
      [200, 'mph'],
      [321.8688, 'kmh'],
      [17_600, 'fpm'],
    ] as const) {
      expect(compute({ ...base, speed, speedUnit })).not.toBeNull();
      expect(compute({ ...base, speed: speed * 1.001, speedUnit })).toBeNull();
    }
  });

  it('takes a 150 ft boom sprayer at 15 mph, a walk-behind seeder 2 ft wide at 1 mph, and a 100,000-acre ranch', () => {
    // 150 × 0.9 × 15 / 8.25 = 245.454545; 2 × 0.9 × 1 / 8.25 = 0.218182; 100,000 / 245.4545 h = 407.41 h = 407 h 24.4 min
    expect(compute({ ...base, toolWidth: 150, speed: 15 })?.areaPerHour).toBe(245.45);
    expect(compute({ ...base, toolWidth: 2, speed: 1 })?.areaPerHour).toBe(0.22);
    expect(compute({ ...base, toolWidth: 150, speed: 15, plotArea: 100_000 })?.completionTime).toEqual({ hours: 407, minutes: 24 });
  });
});

describe('invalid input', () => {
  it('needs a tool width, a speed and a plot area above 0', () => {
    expect(compute({ ...base, toolWidth: 0 })).toBeNull();
    expect(compute({ ...base, speed: 0 })).toBeNull();
    expect(compute({ ...base, plotArea: 0 })).toBeNull();
    expect(compute({ ...base, plotArea: -3 })).toBeNull();
  });

  it('has no result for a value that is not a number', () => {
    expect(compute({ ...base, overlap: Number.NaN })).toBeNull();
    expect(compute({ ...base, speed: Number.POSITIVE_INFINITY })).toBeNull();
  });
});
