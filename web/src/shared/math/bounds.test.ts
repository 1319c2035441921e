import { describe, expect, it } from 'vitest';
import { withinBounds } from './bounds.ts';
import { allWithinBounds } from './allWithinBounds.ts';

describe('bounds', () => {
  it('holds a value to its minimum, maximum and wholeness', () => {
    expect(withinBounds(16, { min: 16, max: 25 })).toBe(true);
    expect(withinBounds(25.5, { min: 16, max: 25 })).toBe(false);
    expect(withinBounds(2.5, { min: 0, whole: true })).toBe(false);
    expect(withinBounds(-1e300, {})).toBe(true);
  });

  it('checks every bounded value, skips the unbounded ones and refuses NaN, Infinity and text', () => {
    const bounds = { value1: { min: -10, max: 10 }, value2: { min: 0 } };
    expect(allWithinBounds({ value1: 5, value2: 0, mode: 'change' }, bounds)).toBe(true);
    expect(allWithinBounds({ value1: 11, value2: 0 }, bounds)).toBe(false);
    expect(allWithinBounds({ value1: Number.NaN, value2: 0 }, bounds)).toBe(false);
    expect(allWithinBounds({ value1: 1, value2: Number.POSITIVE_INFINITY }, bounds)).toBe(false);
    expect(allWithinBounds({ value1: 1, value2: '3' }, bounds)).toBe(false);
    expect(allWithinBounds({ value1: 1 }, bounds)).toBe(true);
  });
});
