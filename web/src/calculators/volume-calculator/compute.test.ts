import { describe, expect, it } from 'vitest';
import { compute, findProblem, shapeDefaults, type Dimensions } from './compute.ts';
import type { Shape } from './inputs.ts';

const blank: Dimensions = { radius: Number.NaN, height: Number.NaN, side: Number.NaN, length: Number.NaN, width: Number.NaN };

function measure(shape: Shape, dimensions: Partial<Dimensions>) {
  return compute({ shape, dimensions: { ...blank, ...dimensions } });
}

describe('sphere', () => {
  it('has V = 523.598776 and A = 314.159265 for radius 5 (500π/3 and 100π)', () => {
    expect(measure('sphere', { radius: 5 })).toMatchObject({ volume: 523.598776, surfaceArea: 314.159265 });
  });

  it('has V = 65.449847 and A = 78.539816 for radius 2.5 (125π/6 and 25π)', () => {
    expect(measure('sphere', { radius: 2.5 })).toMatchObject({ volume: 65.449847, surfaceArea: 78.539816 });
  });
});

describe('cylinder', () => {
  it('has V = 72π = 226.194671 and A = 66π = 207.345115 for radius 3, height 8', () => {
    expect(measure('cylinder', { radius: 3, height: 8 })).toMatchObject({ volume: 226.194671, surfaceArea: 207.345115 });
  });

  it('has V = 40π = 125.663706 and A = 48π = 150.796447 for radius 2, height 10', () => {
    expect(measure('cylinder', { radius: 2, height: 10 })).toMatchObject({ volume: 125.663706, surfaceArea: 150.796447 });
  });
});

describe('cone (surface area includes the base)', () => {
  it('has V = 12π = 37.699112 and A = π·3·(3 + 5) = 24π = 75.398224 for radius 3, height 4 (slant 5)', () => {
    expect(measure('cone', { radius: 3, height: 4 })).toMatchObject({ volume: 37.699112, surfaceArea: 75.398224 });
  });

  it('has V = 32π = 100.530965 and A = 4π(4 + √52) = 140.88287 for radius 4, height 6', () => {
    const result = measure('cone', { radius: 4, height: 6 });
    expect(result).toMatchObject({ volume: 100.530965, surfaceArea: 140.88287 });
    expect(result?.steps[0]).toBe('Slant height l = √(6² + 4²) = 7.211103');
  });
});

describe('cube', () => {
  it('has V = 64 and A = 96 for side 4', () => {
    expect(measure('cube', { side: 4 })).toMatchObject({ volume: 64, surfaceArea: 96 });
  });

  it('keeps decimals clean: side 0.1 gives V = 0.001 and A = 0.06', () => {
    expect(measure('cube', { side: 0.1 })).toMatchObject({ volume: 0.001, surfaceArea: 0.06 });
  });
});

describe('rectangular prism', () => {
  it('has V = 72 and A = 2(24 + 18 + 12) = 108 for 6 × 4 × 3', () => {
    const result = measure('rectangular_prism', { length: 6, width: 4, height: 3 });
    expect(result).toMatchObject({ shape: 'rectangular_prism', volume: 72, surfaceArea: 108, formula: 'V = l × w × h;  A = 2 × (l × w + l × h + w × h)' });
    expect(result?.steps).toEqual(['V = 6 × 4 × 3 = 72', 'A = 2 × (6 × 4 + 6 × 3 + 4 × 3) = 2 × (24 + 18 + 12) = 108']);
  });
});

describe('every shape', () => {
  it('computes from its own defaults', () => {
    for (const shape of ['sphere', 'cylinder', 'cone', 'cube', 'rectangular_prism'] as const) {
      expect(measure(shape, shapeDefaults[shape]), shape).not.toBeNull();
    }
  });

  it('ends its practical notes with the units', () => {
    expect(measure('cube', { side: 4 })?.notes.at(-1)).toMatch(/^Volume is in cubic units/);
  });
});

describe('invalid dimensions', () => {
  it('asks for a missing dimension the shape needs, and ignores the others', () => {
    expect(findProblem({ shape: 'cylinder', dimensions: { ...blank, radius: 3 } })).toEqual({ field: 'height', message: 'Enter the height.' });
    expect(measure('cylinder', { radius: 3 })).toBeNull();
    expect(measure('sphere', { radius: 3, height: -1 })).not.toBeNull();
  });

  it('refuses zero and negative dimensions', () => {
    expect(findProblem({ shape: 'cube', dimensions: { ...blank, side: 0 } })).toEqual({ field: 'side', message: 'The side must be greater than 0.' });
    expect(measure('rectangular_prism', { length: 6, width: -4, height: 3 })).toBeNull();
  });
});

describe('plausible extremes', () => {
  it('keeps 6 significant digits of a small figure: a 1 mm sphere (radius 0.001) holds 4.18879e-9, not 0', () => {
    // 4/3 π (0.001)³ = 4.18879020e-9; 4π (0.001)² = 1.25663706e-5
    expect(measure('sphere', { radius: 0.001 })).toMatchObject({ volume: 4.18879e-9, surfaceArea: 0.0000125664 });
  });

  it('measures the largest cube allowed, a million units a side: 1e18 and 6e12', () => {
    expect(measure('cube', { side: 1_000_000 })).toMatchObject({ volume: 1e18, surfaceArea: 6e12 });
  });
});
