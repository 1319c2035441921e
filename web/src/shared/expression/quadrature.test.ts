import { describe, expect, it } from 'vitest';
import { adaptiveIntegral } from './quadrature.ts';
import { sampleFunction } from './sample.ts';

describe('adaptive Gauss–Kronrod integration', () => {
  it('integrates e^(−x²) over [0, 1] to √π/2 · erf(1) = 0.7468241328124271', () => {
    const { value, errorEstimate } = adaptiveIntegral((x) => Math.exp(-x * x), 0, 1);
    expect(value).toBeCloseTo(0.7468241328124271, 14);
    expect(errorEstimate).toBeLessThan(1e-12);
  });

  it('refines where the function is steep: ∫0..1 √x dx = 2/3', () => {
    expect(adaptiveIntegral(Math.sqrt, 0, 1).value).toBeCloseTo(2 / 3, 9);
  });
});

describe('sampling a function for a chart', () => {
  it('leaves gaps where the function is undefined or shoots off near a pole', () => {
    const { x, y } = sampleFunction((value) => 1 / value, -1, 1, 40, [0.001]);
    expect(x).toHaveLength(42);
    expect(y[x.indexOf(0)]).toBeNull();
    expect(y[x.indexOf(0.001)]).toBeNull();
    expect(y[0]).toBe(-1);
  });
});
