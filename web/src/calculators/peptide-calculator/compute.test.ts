import { describe, expect, it } from 'vitest';
import { compute, toKilograms, toMilligrams } from './compute.ts';

const base = {
  vialCapacity: 1,
  vialUnit: 'mg',
  waterAmount: 1,
  waterUnit: 'ml',
  desiredDose: 0.25,
  doseUnit: 'mg',
  doseBasis: 'total',
  bodyWeight: 70,
  weightUnit: 'kg',
} as const;

describe('dose volume', () => {
  it('draws 0.25 ml (25 units) of a 1 mg/ml solution for a 0.25 mg dose, whatever the body weight', () => {
    expect(compute(base)).toEqual({ syringeVolume: 0.25, insulinUnits: 25, concentration: 1, inUnits: { concentration: 1 } });
    expect(compute({ ...base, bodyWeight: 120 })).toEqual(compute(base));
  });

  it('injects 0.25 mg per kg × 70 kg = 17.5 mg for a dose per kg: 17.5 ml (1750 units) of 1 mg/ml', () => {
    expect(compute({ ...base, doseBasis: 'per-kg' })).toEqual({
      syringeVolume: 17.5,
      insulinUnits: 1750,
      concentration: 1,
      totalAmount: 17.5,
      inUnits: { concentration: 1, totalAmount: 17.5 },
    });
  });

  it('draws 0.1 ml for 5 mcg per kg × 50 kg = 0.25 mg from 5 mg in 2 ml (2.5 mg/ml)', () => {
    expect(compute({ ...base, vialCapacity: 5, waterAmount: 2, desiredDose: 5, doseUnit: 'mcg', doseBasis: 'per-kg', bodyWeight: 50 })).toMatchObject({
      totalAmount: 0.25,
      syringeVolume: 0.1,
      insulinUnits: 10,
    });
  });

  it('answers in the units asked in: 5000 mcg in 2 ml is 2500 mcg/ml, and 5 mcg per kg × 50 kg is 250 mcg', () => {
    const result = compute({
      ...base,
      vialCapacity: 5000,
      vialUnit: 'mcg',
      waterAmount: 2,
      desiredDose: 5,
      doseUnit: 'mcg',
      doseBasis: 'per-kg',
      bodyWeight: 50,
    });
    expect(result?.concentration).toBe(2.5);
    expect(result?.inUnits.concentration).toBe(2500);
    expect(result?.inUnits.totalAmount).toBeCloseTo(250, 9);
  });

  it('reconstitutes 5 mg in 2 ml to 2.5 mg/ml and draws 0.1 ml (10 units) for 250 mcg', () => {
    expect(compute({ ...base, vialCapacity: 5, waterAmount: 2, desiredDose: 250, doseUnit: 'mcg' })).toMatchObject({
      concentration: 2.5,
      syringeVolume: 0.1,
      insulinUnits: 10,
    });
  });

  it('rounds the concentration to 2 decimals and the volume to 3, each from unrounded values', () => {
    // 6 mg / 7 ml = 0.857142… → 0.86; 0.1 / 0.857142… = 0.116666… → 0.117 (0.1 / 0.86 would give 0.116)
    // units 11.6666… → 11.7
    expect(compute({ ...base, vialCapacity: 6, waterAmount: 7, desiredDose: 0.1 })).toMatchObject({
      concentration: 0.86,
      syringeVolume: 0.117,
      insulinUnits: 11.7,
    });
  });

  it('rounds halves away from zero: 1.005 mg in 1 ml is 1.01 mg/ml', () => {
    expect(compute({ ...base, vialCapacity: 1.005 })?.concentration).toBe(1.01);
  });

  it('gives insulin units to 1 decimal: 0.1 mg from 3 mg in 1 ml is 3.3 units', () => {
    // volume 0.1 / 3 = 0.033333 → 0.033 ml; units 3.3333 → 3.3
    expect(compute({ ...base, vialCapacity: 3, desiredDose: 0.1 })).toMatchObject({ syringeVolume: 0.033, insulinUnits: 3.3 });
  });
});

describe('units', () => {
  it('divides mcg and IU by 1000 to get mg', () => {
    expect(toMilligrams(250, 'mcg')).toBe(0.25);
    expect(toMilligrams(5000, 'IU')).toBe(5);
    expect(toMilligrams(2, 'mg')).toBe(2);
  });

  it('treats IU in the vial and the dose alike: 5000 IU in 2 ml, 500 IU dose is 0.2 ml', () => {
    expect(compute({ ...base, vialCapacity: 5000, vialUnit: 'IU', waterAmount: 2, desiredDose: 500, doseUnit: 'IU' })).toMatchObject({
      concentration: 2.5,
      syringeVolume: 0.2,
      insulinUnits: 20,
    });
  });

  it('takes a cc as a millilitre', () => {
    expect(compute({ ...base, waterUnit: 'cc' })).toEqual(compute(base));
  });

  it('converts pounds exactly (1 lb = 0.45359237 kg): 100 lbs is 45.359237 kg, so 0.25 mg per kg is 11.33980925 mg', () => {
    expect(toKilograms(100, 'lbs')).toBeCloseTo(45.359237, 12);
    // The spec's 2.20462 lbs per kg made it 11.339823 mg.
    expect(compute({ ...base, doseBasis: 'per-kg', bodyWeight: 100, weightUnit: 'lbs' })?.totalAmount).toBeCloseTo(11.33980925, 12);
  });

  it('works the total from the dose in mg: 250 mcg × 70 kg is 17.5 mg', () => {
    expect(compute({ ...base, doseBasis: 'per-kg', desiredDose: 250, doseUnit: 'mcg' })?.totalAmount).toBeCloseTo(17.5, 12);
  });
});

describe('body weight', () => {
  it('is not needed for a total dose', () => {
    const result = compute({ ...base, bodyWeight: undefined });
    expect(result).toEqual({ syringeVolume: 0.25, insulinUnits: 25, concentration: 1, inUnits: { concentration: 1 } });
  });

  it('is needed for a dose per kg: none, 0 or a blank one gives no result', () => {
    expect(compute({ ...base, doseBasis: 'per-kg', bodyWeight: undefined })).toBeNull();
    expect(compute({ ...base, doseBasis: 'per-kg', bodyWeight: 0 })).toBeNull();
    expect(compute({ ...base, doseBasis: 'per-kg', bodyWeight: Number.NaN })).toBeNull();
  });
});

describe('invalid input', () => {
  it('needs a vial amount, water and a dose above 0', () => {
    expect(compute({ ...base, vialCapacity: 0 })).toBeNull();
    expect(compute({ ...base, waterAmount: 0 })).toBeNull();
    expect(compute({ ...base, desiredDose: 0 })).toBeNull();
    expect(compute({ ...base, desiredDose: -1 })).toBeNull();
  });

  it('has no result for a value that is not a number', () => {
    expect(compute({ ...base, vialCapacity: Number.NaN })).toBeNull();
  });
});

describe('plausible extremes (each amount and the body weight bounded once, in every unit alike)', () => {
  it('draws 0.056 ml (5.6 units) of a 36 IU vial in 1 ml for a 2 IU dose', () => {
    // 2 / 36 ml = 0.055556 ml; × 100 = 5.5556 units
    expect(compute({ ...base, vialCapacity: 36, vialUnit: 'IU', desiredDose: 2, doseUnit: 'IU' })).toMatchObject({ syringeVolume: 0.056, insulinUnits: 5.6 });
  });

  it('takes the smallest vial (10 mcg) and a 10 g bulk powder in a litre of water', () => {
    expect(compute({ ...base, vialCapacity: 10, vialUnit: 'mcg', desiredDose: 10, doseUnit: 'mcg' })).toMatchObject({ syringeVolume: 1, insulinUnits: 100 });
    // 10,000 mg / 1,000 ml = 10 mg/ml; 250 mg is 25 ml
    expect(compute({ ...base, vialCapacity: 10, vialUnit: 'mg', waterAmount: 1000, desiredDose: 250 })?.concentration).toBe(0.01);
    expect(compute({ ...base, vialCapacity: 10_000, waterAmount: 1000, desiredDose: 250 })).toMatchObject({ concentration: 10, syringeVolume: 25 });
  });

  it('holds a body weight to the same bound in kg and lbs: 1,000 kg and 2,204.622622 lbs are in, just past them is not', () => {
    const perKg = { ...base, doseBasis: 'per-kg', desiredDose: 0.001 } as const;
    expect(compute({ ...perKg, bodyWeight: 1000 })).not.toBeNull();
    expect(compute({ ...perKg, bodyWeight: 2204.622622, weightUnit: 'lbs' })).not.toBeNull();
    expect(compute({ ...perKg, bodyWeight: 1001 })).toBeNull();
    expect(compute({ ...perKg, bodyWeight: 2205, weightUnit: 'lbs' })).toBeNull();
  });
});
