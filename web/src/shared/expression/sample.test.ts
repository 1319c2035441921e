import { describe, expect, it } from 'vitest';
import { sampleFunction } from './sample.ts';

describe('sampling a function for a chart', () => {
  it('takes count + 1 evenly spaced points, plus the points asked for, in order and once each', () => {
    const samples = sampleFunction((x) => x * x, 0, 2, 4, [0.25, 1, 3]);
    expect(samples.x).toEqual([0, 0.25, 0.5, 1, 1.5, 2]);
    expect(samples.y).toEqual([0, 0.0625, 0.25, 1, 2.25, 4]);
  });

  it('leaves gaps where f is undefined and where a pole would flatten the rest of the curve', () => {
    const samples = sampleFunction((x) => 1 / (x - 1), 0, 2, 20);
    const atPole = samples.x.indexOf(1);
    expect(samples.y[atPole]).toBeNull();
    expect(samples.y[0]).toBe(-1);
    expect(samples.y.at(-1)).toBe(1);
    expect(sampleFunction(Math.sqrt, -1, 1, 2).y).toEqual([null, 0, 1]);
  });

  it('gives only gaps for a function defined nowhere on the range', () => {
    expect(sampleFunction(() => Number.NaN, 0, 1, 3).y).toEqual([null, null, null, null]);
  });
});
