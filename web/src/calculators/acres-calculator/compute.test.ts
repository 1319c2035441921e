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

describe('unit conversions (spec 9.5 factors)', () => {
  it('converts metres at 3.28084 ft: 4 m, 5 mph, 10% gives 11.81 ft and 7.16 acres per hour', () => {
    // 4 × 3.28084 = 13.12336 ft; × 0.9 = 11.811024; × 5 / 8.25 = 7.15819…
    expect(compute({ ...base, toolWidth: 4, widthUnit: 'm' })).toMatchObject({ effectiveWidth: 11.81, areaPerHour: 7.16 });
  });

  it('converts inches at 1/12 ft: 144 in is 12 ft, and answers the effective width in inches (144 × 0.9 = 129.6 in)', () => {
    const { inUnits, ...inFeet } = compute({ ...base, toolWidth: 144, widthUnit: 'in' }) ?? {};
    const { inUnits: baseInUnits, ...baseInFeet } = compute(base) ?? {};
    expect(inFeet).toEqual(baseInFeet);
    expect(inUnits).toEqual({ ...baseInUnits, effectiveWidth: 129.6 });
  });

  it('answers the rates in hectares per hour for a plot in hectares: 6.5454… / 2.47105 = 2.65 ha/h', () => {
    // python3: 12 × 0.9 × 5 / 8.25 = 6.545454…; / 2.47105 = 2.648896…; no overlap 7.272727 / 2.47105 = 2.943217
    expect(compute({ ...base, plotArea: 4, areaUnit: 'hectares' })?.inUnits).toEqual({ effectiveWidth: 10.8, areaPerHour: 2.65, theoreticalMax: 2.94 });
  });

  it('converts km/h at 0.621371 mph: 8 km/h gives 6.51 acres per hour', () => {
    // 8 × 0.621371 = 4.970968 mph; 10.8 × 4.970968 / 8.25 = 6.50745…
    expect(compute({ ...base, speed: 8, speedUnit: 'kmh' })?.areaPerHour).toBe(6.51);
  });

  it('converts ft/min at 0.0113636 mph: 440 ft/min gives 6.55 acres per hour', () => {
    // 440 × 0.0113636 = 4.999984 mph; 10.8 × 4.999984 / 8.25 = 6.54543…
    expect(compute({ ...base, speed: 440, speedUnit: 'fpm' })?.areaPerHour).toBe(6.55);
  });

  it('converts hectares at 2.47105 acres: 4 ha takes 1 h 31 min', () => {
    // 4 × 2.47105 = 9.8842 acres; / 6.5454… = 1.510086 h = 90.6 min
    expect(compute({ ...base, plotArea: 4, areaUnit: 'hectares' })?.completionTime).toEqual({ hours: 1, minutes: 31 });
  });

  it('converts square feet at 1/43,560 and square metres at 1/4,047 acre', () => {
    expect(compute({ ...base, plotArea: 435_600, areaUnit: 'sqft' })?.completionTime).toEqual({ hours: 1, minutes: 32 });
    expect(compute({ ...base, plotArea: 40_470, areaUnit: 'sqm' })?.completionTime).toEqual({ hours: 1, minutes: 32 });
    // 4,047 m² is exactly 1 acre by the spec's factor: 1 / 6.5454… h = 9.17 min
    expect(compute({ ...base, plotArea: 4047, areaUnit: 'sqm' })?.completionTime).toEqual({ hours: 0, minutes: 9 });
  });
});

describe('invalid input', () => {
  it('needs a tool width, a speed and a plot area above 0 (spec 5.1)', () => {
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
