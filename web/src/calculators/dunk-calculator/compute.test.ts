import { describe, expect, it } from 'vitest';
import { advice, compute, type Inputs } from './compute.ts';

const base: Inputs = {
  hoopHeight: 3.048,
  heightUnit: 'm',
  bodyMass: 75,
  massUnit: 'kg',
  standingReach: 2.4,
  reachUnit: 'm',
  minVerticalLeap: 60,
  leapUnit: 'cm',
  hangTime: 0.5,
  jumpingEnergy: 1000,
  initialJumpingSpeed: 3.5,
  gravitationalAcceleration: 9.8,
  palmSize: 20,
};

describe('required leap (the spec defaults)', () => {
  it('needs 64.8 cm to reach a 3.048 m rim from a 2.4 m standing reach; 60 cm is 4.8 cm short', () => {
    const result = compute(base);
    expect(result).toMatchObject({ requiredVerticalLeap: 64.8, canDunk: false, heightDifference: 4.8 });
    expect(result?.recommendations).toEqual(['You need 4.8 cm more vertical leap to dunk.', advice.close, advice.smallHand]);
  });

  it('can dunk when the leap equals the requirement exactly: 64.8 cm clears by 0 cm', () => {
    const result = compute({ ...base, minVerticalLeap: 64.8 });
    expect(result).toMatchObject({ canDunk: true, heightDifference: 0 });
    expect(result?.recommendations[0]).toBe('You can dunk: your vertical leap clears the rim by 0 cm.');
  });

  it('cannot dunk 0.1 cm below the requirement', () => {
    expect(compute({ ...base, minVerticalLeap: 64.7 })).toMatchObject({ canDunk: false, heightDifference: 0.1 });
  });

  it('reports a negative difference for leap to spare: 70 cm clears the rim by 5.2 cm', () => {
    const result = compute({ ...base, minVerticalLeap: 70 });
    expect(result).toMatchObject({ canDunk: true, heightDifference: -5.2 });
    expect(result?.recommendations[0]).toBe('You can dunk: your vertical leap clears the rim by 5.2 cm.');
  });

  it('needs no leap when the standing reach is above the rim', () => {
    expect(compute({ ...base, standingReach: 3.1 })).toMatchObject({ requiredVerticalLeap: 0, canDunk: true, heightDifference: -60 });
  });
});

describe('advice bands on the gap', () => {
  const adviceFor = (minVerticalLeap: number) => compute({ ...base, minVerticalLeap, palmSize: 0 })?.recommendations;

  it('gives strength advice over 30 cm (30.1 cm short) and technique advice at exactly 30 cm', () => {
    // 64.8 − 34.7 = 30.1; 64.8 − 34.8 = 30
    expect(adviceFor(34.7)).toEqual(['You need 30.1 cm more vertical leap to dunk.', advice.strength]);
    expect(adviceFor(34.8)).toEqual(['You need 30 cm more vertical leap to dunk.', advice.technique]);
  });

  it('gives technique advice over 15 cm (15.1 cm short) and the close message at exactly 15 cm', () => {
    expect(adviceFor(49.7)).toEqual(['You need 15.1 cm more vertical leap to dunk.', advice.technique]);
    expect(adviceFor(49.8)).toEqual(['You need 15 cm more vertical leap to dunk.', advice.close]);
  });
});

describe('extra tips', () => {
  const tips = (changes: Partial<Inputs>) => compute({ ...base, minVerticalLeap: 70, palmSize: 0, ...changes })?.recommendations.slice(1);

  it('adds a tip above 100 kg but not at 100 kg', () => {
    expect(tips({ bodyMass: 100.1 })).toEqual([advice.heavy]);
    expect(tips({ bodyMass: 100 })).toEqual([]);
  });

  it('adds a tip below 60 kg but not at 60 kg', () => {
    expect(tips({ bodyMass: 59.9 })).toEqual([advice.light]);
    expect(tips({ bodyMass: 60 })).toEqual([]);
  });

  it('reads pounds as 0.45359237 kg: 221 lbs (100.24 kg) is heavy, 220 lbs (99.79 kg) is not', () => {
    expect(tips({ bodyMass: 221, massUnit: 'lbs' })).toEqual([advice.heavy]);
    expect(tips({ bodyMass: 220, massUnit: 'lbs' })).toEqual([]);
  });

  it('adds a two-handed dunk tip for a hand span under 23 cm, not at 23 cm, and not when it is not given', () => {
    expect(tips({ palmSize: 22.9 })).toEqual([advice.smallHand]);
    expect(tips({ palmSize: 23 })).toEqual([]);
    expect(tips({ palmSize: 0 })).toEqual([]);
  });
});

describe('length units', () => {
  it('converts feet at 0.3048 m and inches at 0.0254 m: a 10 ft rim, 8 ft reach and 24 in leap just dunk', () => {
    // 10 ft − 8 ft = 2 ft = 0.6096 m = 60.96 cm; 24 in = 0.6096 m
    const result = compute({ ...base, hoopHeight: 10, heightUnit: 'ft', standingReach: 8, reachUnit: 'ft', minVerticalLeap: 24, leapUnit: 'in' });
    expect(result).toMatchObject({ requiredVerticalLeap: 61, canDunk: true, heightDifference: 0 });
  });

  it('converts centimetres at ÷ 100 and leap in metres', () => {
    const result = compute({ ...base, hoopHeight: 304.8, heightUnit: 'cm', standingReach: 240, reachUnit: 'cm', minVerticalLeap: 0.6, leapUnit: 'm' });
    expect(result).toMatchObject({ requiredVerticalLeap: 64.8, heightDifference: 4.8 });
  });
});

describe('physics analysis', () => {
  it('works take-off speed, hang time and energy for a 60 cm leap by 75 kg under 9.8 m/s²', () => {
    // v = √(2 × 9.8 × 0.6) = √11.76 = 3.4293; t = 2v / g = 0.69986; E = 75 × 9.8 × 0.6 = 441 J
    expect(compute(base)?.physicsAnalysis).toMatchObject({ takeoffSpeed: 3.43, hangTime: 0.7, jumpEnergy: 441 });
  });

  it('works the same for the 64.8 cm required leap', () => {
    // v = √(2 × 9.8 × 0.648) = √12.7008 = 3.5638; t = 0.72731; E = 75 × 9.8 × 0.648 = 476.28 J
    expect(compute(base)?.physicsAnalysis).toMatchObject({ requiredTakeoffSpeed: 3.56, requiredHangTime: 0.73, requiredEnergy: 476 });
  });

  it('flags the default hang time and energy as inconsistent with a 60 cm leap, but not the 3.5 m/s speed', () => {
    // 0.5 s → 9.8 × 0.25 / 8 = 0.30625 m; 3.5 m/s → 12.25 / 19.6 = 0.625 m; 1000 J → 1000 / 735 = 1.3605 m
    expect(compute(base)?.physicsAnalysis.checks).toEqual([
      { input: 'hangTime', impliedLeap: 30.6, impliedLeapInUnit: 30.6, consistent: false },
      { input: 'initialJumpingSpeed', impliedLeap: 62.5, impliedLeapInUnit: 62.5, consistent: true },
      { input: 'jumpingEnergy', impliedLeap: 136.1, impliedLeapInUnit: 136.1, consistent: false },
    ]);
    expect(compute(base)?.physicsAnalysis.consistent).toBe(false);
  });

  it('accepts a measured input within 10% of the leap and flags one just outside', () => {
    // 50 kg, g = 10, leap 50 cm: E = m g h, so 275 J is 55 cm (+10%), 225 J is 45 cm (−10%)
    const check = (jumpingEnergy: number) =>
      compute({ ...base, bodyMass: 50, gravitationalAcceleration: 10, minVerticalLeap: 50, hangTime: 0, initialJumpingSpeed: 0, jumpingEnergy })
        ?.physicsAnalysis.checks;
    expect(check(275)).toEqual([{ input: 'jumpingEnergy', impliedLeap: 55, impliedLeapInUnit: 55, consistent: true }]);
    expect(check(276)).toEqual([{ input: 'jumpingEnergy', impliedLeap: 55.2, impliedLeapInUnit: 55.2, consistent: false }]);
    expect(check(225)).toEqual([{ input: 'jumpingEnergy', impliedLeap: 45, impliedLeapInUnit: 45, consistent: true }]);
    expect(check(224)).toEqual([{ input: 'jumpingEnergy', impliedLeap: 44.8, impliedLeapInUnit: 44.8, consistent: false }]);
  });

  it('gives the leaps in the unit the leap was entered in: 24 in needed, 4 in short for a 20 in leap at a 10 ft rim from an 8 ft reach', () => {
    // 10 ft − 8 ft = 0.6096 m = 24 in; 24 − 20 = 4 in; 3.5 m/s implies 0.625 m = 24.606 in, more than 10% over 20 in
    const result = compute({
      ...base,
      hoopHeight: 10,
      heightUnit: 'ft',
      standingReach: 8,
      reachUnit: 'ft',
      minVerticalLeap: 20,
      leapUnit: 'in',
      hangTime: 0,
      jumpingEnergy: 0,
    });
    expect(result).toMatchObject({ requiredVerticalLeap: 61, heightDifference: 10.2, inLeapUnit: { requiredVerticalLeap: 24, heightDifference: 4 } });
    expect(result?.recommendations[0]).toBe('You need 4 in more vertical leap to dunk.');
    expect(result?.physicsAnalysis.checks).toEqual([{ input: 'initialJumpingSpeed', impliedLeap: 62.5, impliedLeapInUnit: 24.6, consistent: false }]);
  });

  it('finds a 0.7 s hang time consistent with a 60 cm leap (9.8 × 0.49 / 8 = 60.0 cm)', () => {
    expect(compute({ ...base, hangTime: 0.7, jumpingEnergy: 441 })?.physicsAnalysis).toMatchObject({
      checks: [
        { input: 'hangTime', impliedLeap: 60, impliedLeapInUnit: 60, consistent: true },
        { input: 'initialJumpingSpeed', impliedLeap: 62.5, impliedLeapInUnit: 62.5, consistent: true },
        { input: 'jumpingEnergy', impliedLeap: 60, impliedLeapInUnit: 60, consistent: true },
      ],
      consistent: true,
    });
  });

  it('skips inputs of 0 as not measured', () => {
    expect(compute({ ...base, hangTime: 0, jumpingEnergy: 0, initialJumpingSpeed: 0 })?.physicsAnalysis).toMatchObject({ checks: [], consistent: true });
  });

  it('uses the gravity entered: on the Moon (1.62 m/s²) a 60 cm leap takes off at 1.39 m/s', () => {
    // √(2 × 1.62 × 0.6) = √1.944 = 1.3943; t = 2 × 1.3943 / 1.62 = 1.7213 s
    expect(compute({ ...base, gravitationalAcceleration: 1.62 })?.physicsAnalysis).toMatchObject({ takeoffSpeed: 1.39, hangTime: 1.72 });
  });
});

describe('invalid input', () => {
  it('needs a rim height, standing reach, leap, body mass and gravity above 0', () => {
    expect(compute({ ...base, hoopHeight: 0 })).toBeNull();
    expect(compute({ ...base, standingReach: 0 })).toBeNull();
    expect(compute({ ...base, minVerticalLeap: 0 })).toBeNull();
    expect(compute({ ...base, bodyMass: 0 })).toBeNull();
    expect(compute({ ...base, gravitationalAcceleration: 0 })).toBeNull();
  });

  it('rejects negative measurements and values that are not numbers', () => {
    expect(compute({ ...base, hangTime: -0.5 })).toBeNull();
    expect(compute({ ...base, palmSize: -1 })).toBeNull();
    expect(compute({ ...base, jumpingEnergy: Number.NaN })).toBeNull();
  });
});

describe('plausible extremes (each length and the mass bounded once, in every unit alike)', () => {
  it('works a child at a junior rim: 2.4384 m rim, 1.5 m reach, 30 cm leap, 25 kg: 93.84 cm needed, 63.8 cm short', () => {
    const result = compute({ ...base, hoopHeight: 2.4384, standingReach: 1.5, minVerticalLeap: 30, bodyMass: 25 });
    // 2.4384 − 1.5 = 0.9384 m = 93.84 cm → 93.8; 93.84 − 30 = 63.84 → 63.8
    expect(result).toMatchObject({ requiredVerticalLeap: 93.8, canDunk: false, heightDifference: 63.8 });
  });

  it('works a 350 lb centre with a 9 ft 6 in reach and a 20 in leap: clears a 10 ft rim by 35.6 cm (14 in)', () => {
    const result = compute({ ...base, standingReach: 114, reachUnit: 'in', minVerticalLeap: 20, leapUnit: 'in', bodyMass: 350, massUnit: 'lbs' });
    // 3.048 − 114 × 0.0254 = 0.1524 m = 15.24 cm; 15.24 − 50.8 = −35.56 cm = −14 in
    expect(result).toMatchObject({
      requiredVerticalLeap: 15.2,
      canDunk: true,
      heightDifference: -35.6,
      inLeapUnit: { requiredVerticalLeap: 6, heightDifference: -14 },
    });
    expect(result?.recommendations).toContain(advice.heavy);
  });

  it('jumps on the Moon (1.62 m/s²): a 60 cm leap takes off at 1.39 m/s and hangs 1.72 s', () => {
    // √(2 × 1.62 × 0.6) = 1.394274; 2 × 1.394274 / 1.62 = 1.721326
    const result = compute({ ...base, gravitationalAcceleration: 1.62, hangTime: 0, jumpingEnergy: 0, initialJumpingSpeed: 0 });
    expect(result?.physicsAnalysis).toMatchObject({ takeoffSpeed: 1.39, hangTime: 1.72 });
  });

  it('holds a reach to the same bound in m, cm, ft and in: 4 m, 400 cm, 13.12335958 ft and 157.48 in are in, just past them is not', () => {
    for (const [standingReach, reachUnit] of [
      [4, 'm'],
      [400, 'cm'],
      [13.12335958, 'ft'],
      [157.48, 'in'],
    ] as const) {
      expect(compute({ ...base, standingReach, reachUnit })).not.toBeNull();
      expect(compute({ ...base, standingReach: standingReach * 1.001, reachUnit })).toBeNull();
    }
  });
});
