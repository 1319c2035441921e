import { describe, expect, it } from 'vitest';
import { compute, recommendations, toInches } from './compute.ts';

const base = { tvSize: 55, tvUnit: 'inches', eyeHeight: 42, eyeUnit: 'inches', viewingAngle: 0 } as const;

describe('TV mounting heights', () => {
  it('centres a 55-inch TV at eye level (42 in) with the bottom edge at 28.5 in when the angle is 0°', () => {
    // screen height 55 × 0.49 = 26.95; half 13.475; bottom 42 − 13.475 = 28.525 → 28.5
    // in centimetres: 42 × 2.54 = 106.68; 28.525 × 2.54 = 72.4535; 26.95 × 2.54 = 68.453
    expect(compute(base)).toEqual({
      centerHeight: 42,
      bottomHeight: 28.5,
      recommendation: recommendations.optimal,
      screenHeight: 27,
      centimetres: { centerHeight: 106.7, bottomHeight: 72.5, screenHeight: 68.5 },
    });
  });

  it('raises the centre by half the screen height times sin(angle): 10° gives 44.3 in and 30.9 in', () => {
    // 13.475 × sin 10° = 13.475 × 0.173648 = 2.339919; centre 44.339919; bottom 30.864919
    expect(compute({ ...base, viewingAngle: 10 })).toMatchObject({ centerHeight: 44.3, bottomHeight: 30.9 });
  });

  it('works a 65-inch TV at 15° from a 40-inch eye height: 44.1 in and 28.2 in', () => {
    // screen 31.85, half 15.925; 15.925 × sin 15° = 15.925 × 0.258819 = 4.121693
    expect(compute({ ...base, tvSize: 65, eyeHeight: 40, viewingAngle: 15 })).toMatchObject({ centerHeight: 44.1, bottomHeight: 28.2 });
  });

  it('lowers the centre for a negative angle: −5° gives 40.8 in and 27.4 in', () => {
    // 13.475 × sin(−5°) = 13.475 × −0.0871557 = −1.174423
    expect(compute({ ...base, viewingAngle: -5 })).toMatchObject({ centerHeight: 40.8, bottomHeight: 27.4 });
  });

  it('rounds to 1 decimal, half away from zero, from the unrounded centre', () => {
    // centre 42.25 → 42.3; bottom 42.25 − 13.475 = 28.775 → 28.8
    expect(compute({ ...base, eyeHeight: 42.25 })).toMatchObject({ centerHeight: 42.3, bottomHeight: 28.8 });
  });
});

describe('centimetres', () => {
  it('converts centimetres to inches by dividing by 2.54', () => {
    expect(toInches(254, 'cm')).toBeCloseTo(100, 12);
    expect(toInches(55, 'inches')).toBe(55);
  });

  it('gives the same heights for 139.7 cm and 106.68 cm as for 55 in and 42 in', () => {
    expect(compute({ ...base, tvSize: 139.7, tvUnit: 'cm', eyeHeight: 106.68, eyeUnit: 'cm' })).toMatchObject({ centerHeight: 42, bottomHeight: 28.5 });
  });

  it('reports heights in inches for a 100 cm TV at a 100 cm eye height: 39.4 in and 29.7 in', () => {
    // 100 / 2.54 = 39.370079; screen 19.291339, half 9.645669; bottom 29.724409
    expect(compute({ ...base, tvSize: 100, tvUnit: 'cm', eyeHeight: 100, eyeUnit: 'cm' })).toMatchObject({ centerHeight: 39.4, bottomHeight: 29.7 });
  });

  it('gives the heights in centimetres from the unrounded inches: 65 in at 15° from 101.6 cm is 112.1 cm and 71.6 cm', () => {
    // python3 Decimal: centre 44.121693293 in × 2.54 = 112.0691 cm; bottom (44.1216933 − 15.925) × 2.54 = 71.6196 cm
    expect(compute({ tvSize: 65, tvUnit: 'inches', eyeHeight: 101.6, eyeUnit: 'cm', viewingAngle: 15 })?.centimetres).toMatchObject({
      centerHeight: 112.1,
      bottomHeight: 71.6,
    });
  });
});

describe('recommendation bands', () => {
  it('advises raising the TV just below 0°, and calls 0° optimal', () => {
    expect(compute({ ...base, viewingAngle: -0.1 })?.recommendation).toBe('Consider raising the TV - negative viewing angles can cause neck strain.');
    expect(compute({ ...base, viewingAngle: 0 })?.recommendation).toBe('Optimal viewing angle for comfortable long-term watching.');
  });

  it('calls exactly 15° optimal, and advises lowering the TV just above it', () => {
    expect(compute({ ...base, viewingAngle: 15 })?.recommendation).toBe(recommendations.optimal);
    expect(compute({ ...base, viewingAngle: 15.1 })?.recommendation).toBe('Consider lowering the TV - angles above 15° may be uncomfortable.');
  });
});

describe('invalid input', () => {
  it('has no result unless the TV size and the eye height are above 0', () => {
    expect(compute({ ...base, tvSize: 0 })).toBeNull();
    expect(compute({ ...base, eyeHeight: 0 })).toBeNull();
    expect(compute({ ...base, tvSize: -55 })).toBeNull();
  });

  it('has no result for a value that is not a number', () => {
    expect(compute({ ...base, viewingAngle: Number.NaN })).toBeNull();
    expect(compute({ ...base, tvSize: Number.POSITIVE_INFINITY })).toBeNull();
  });
});

describe('plausible extremes (each length bounded once, in inches and centimetres alike)', () => {
  it('mounts a 115-inch TV for a standing viewer (eye 70 in): centre 70 in, bottom 41.8 in', () => {
    // 115 × 0.49 = 56.35, half 28.175; 70 − 28.175 = 41.825
    expect(compute({ ...base, tvSize: 115, eyeHeight: 70 })).toMatchObject({ centerHeight: 70, bottomHeight: 41.8 });
  });

  it('works a 300-inch projection screen at 15°: centre 61 in, bottom −12.5 in (its bottom edge would be below the floor)', () => {
    // 300 × 0.49 = 147, half 73.5; 42 + 73.5 × sin 15° = 42 + 19.023 = 61.023; 61.023 − 73.5 = −12.477
    expect(compute({ ...base, tvSize: 300, viewingAngle: 15 })).toMatchObject({ centerHeight: 61, bottomHeight: -12.5 });
  });

  it('holds a size to the same bound in inches and centimetres: 1,000 in and 2,540 cm are in, just past them is not', () => {
    expect(compute({ ...base, tvSize: 1000 })).not.toBeNull();
    expect(compute({ ...base, tvSize: 2540, tvUnit: 'cm' })).not.toBeNull();
    expect(compute({ ...base, tvSize: 1001 })).toBeNull();
    expect(compute({ ...base, tvSize: 2541, tvUnit: 'cm' })).toBeNull();
    expect(compute({ ...base, eyeHeight: 1016, eyeUnit: 'cm' })).not.toBeNull();
    expect(compute({ ...base, eyeHeight: 1017, eyeUnit: 'cm' })).toBeNull();
  });
});
