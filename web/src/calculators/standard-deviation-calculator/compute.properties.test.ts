/**
 * Maths invariants of the standard deviation, over random data: it does not move when every value
 * is shifted, scales by |k| when every value is multiplied by k, ignores the order of the values,
 * and the sample variance is the population variance × N / (N − 1).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, type Figure } from './compute.ts';

const data = fc.array(
  fc.integer({ min: -100_000, max: 100_000 }).map((hundredths) => hundredths / 100),
  { minLength: 2, maxLength: 40 },
);
const population = fc.boolean();

function numberOf(figure: Figure | null | undefined): number {
  if (typeof figure !== 'number') throw new Error(`an everyday figure is a number, not ${JSON.stringify(figure)}`);
  return figure;
}

function resultOf(values: readonly number[], isPopulation: boolean) {
  const result = compute({ values, population: isPopulation });
  if (result === null) throw new Error('two values or more have a standard deviation');
  return result;
}

/**
 * Equal up to the 6 decimals (or 6 significant digits below 1) a figure is rounded to; `factor` is
 * what the expected figure was multiplied by, which multiplies its rounding too.
 */
function expectSameFigure(actual: number, expected: number, factor = 1): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual((1 + Math.abs(factor)) * 1e-6 + 1e-6 * Math.abs(expected));
}

describe('standard deviation (properties)', () => {
  it('does not change when every value is shifted by the same amount, and the mean shifts by it', () => {
    fc.assert(
      fc.property(data, population, fc.integer({ min: -10_000, max: 10_000 }), (values, isPopulation, shift) => {
        const plain = resultOf(values, isPopulation);
        const shifted = resultOf(
          values.map((value) => value + shift),
          isPopulation,
        );
        expectSameFigure(numberOf(shifted.standardDeviation), numberOf(plain.standardDeviation));
        expectSameFigure(shifted.mean, plain.mean + shift);
      }),
    );
  });

  it('scales by |k| when every value is multiplied by k, and the variance by k²', () => {
    fc.assert(
      fc.property(data, population, fc.integer({ min: -20, max: 20 }), (values, isPopulation, k) => {
        const plain = resultOf(values, isPopulation);
        const scaled = resultOf(
          values.map((value) => value * k),
          isPopulation,
        );
        expectSameFigure(numberOf(scaled.standardDeviation), Math.abs(k) * numberOf(plain.standardDeviation), k);
        expectSameFigure(numberOf(scaled.variance), k * k * numberOf(plain.variance), k * k);
      }),
    );
  });

  it('ignores the order of the values', () => {
    fc.assert(
      fc.property(data, population, (values, isPopulation) => {
        const sorted = [...values].sort((a, b) => a - b);
        expectSameFigure(numberOf(resultOf(sorted, isPopulation).standardDeviation), numberOf(resultOf(values, isPopulation).standardDeviation));
      }),
    );
  });

  it('gives a sample variance of N / (N − 1) times the population variance, both at most half the range squared', () => {
    fc.assert(
      fc.property(data, (values) => {
        const n = values.length;
        const populationVariance = numberOf(resultOf(values, true).variance);
        expectSameFigure(numberOf(resultOf(values, false).variance), (populationVariance * n) / (n - 1));
        const range = Math.max(...values) - Math.min(...values);
        expect(populationVariance).toBeLessThanOrEqual((range / 2) ** 2 + 1e-6);
        expect(numberOf(resultOf(values, true).standardDeviation)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('puts the mean between the least and the greatest value, and the sum at mean × count', () => {
    fc.assert(
      fc.property(data, population, (values, isPopulation) => {
        const { mean, summary } = resultOf(values, isPopulation);
        expect(mean).toBeGreaterThanOrEqual(Math.min(...values));
        expect(mean).toBeLessThanOrEqual(Math.max(...values));
        expectSameFigure(numberOf(summary.sum), mean * values.length, values.length);
      }),
    );
  });
});
