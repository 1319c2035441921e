import { describe, expect, it } from 'vitest';
import type { Dimensions } from './compute.ts';
import { exactForms } from './exact.ts';

const dims = (values: Partial<Dimensions>): Dimensions => ({ radius: 0, height: 0, side: 0, length: 0, width: 0, ...values });

describe('exact multiples of π', () => {
  it('gives a cylinder of radius 2 and height 10 a volume of 40π and an area of 48π', () => {
    // V = π·4·10; A = 2π·2·(2 + 10)
    const forms = exactForms('cylinder', dims({ radius: 2, height: 10 }));
    expect(forms.volume?.text).toBe('40π');
    expect(forms.surfaceArea?.text).toBe('48π');
  });

  it('gives a sphere of radius 2 a volume of 32π/3 and an area of 16π', () => {
    const forms = exactForms('sphere', dims({ radius: 2 }));
    expect(forms.volume?.text).toBe('32π/3');
    expect(forms.surfaceArea?.text).toBe('16π');
  });

  it('works from the decimals as typed: a cone of radius 0.5 and height 1 holds π/12', () => {
    // 1/3 · 1/4 · 1 = 1/12
    expect(exactForms('cone', dims({ radius: 0.5, height: 1 })).volume?.text).toBe('π/12');
  });

  it('gives none for the solids without π, nor for multiples too long to read', () => {
    expect(exactForms('cube', dims({ side: 3 }))).toEqual({ volume: null, surfaceArea: null });
    expect(exactForms('sphere', dims({ radius: 123456.789 })).volume).toBeNull();
  });
});
