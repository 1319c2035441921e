import { describe, expect, it } from 'vitest';
import { roundFigure, roundTo } from './round.ts';

describe('roundTo', () => {
  it('rounds the decimal value, not its binary neighbour: 1.005 to 1.01', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
  });

  it('rounds half away from zero on both sides', () => {
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
  });

  it('keeps values that need no rounding', () => {
    expect(roundTo(33.33, 2)).toBe(33.33);
    expect(roundTo(0, 2)).toBe(0);
  });

  it('handles numbers that print in exponent form', () => {
    expect(roundTo(1.23456e-7, 8)).toBe(1.2e-7);
    expect(roundTo(1e21, 2)).toBe(1e21);
  });

  it('passes infinities and NaN through', () => {
    expect(roundTo(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
    expect(roundTo(Number.NaN, 2)).toBeNaN();
  });
});

describe('roundTo after arithmetic', () => {
  it('ignores binary noise from earlier operations: (202.01 − 200) / 2 is 1.005, so 1.01', () => {
    expect((202.01 - 200) / 2).not.toBe(1.005);
    expect(roundTo((202.01 - 200) / 2, 2)).toBe(1.01);
  });

  it('keeps 0.1 + 0.2 at 0.3 to any number of decimals', () => {
    expect(roundTo(0.1 + 0.2, 17)).toBe(0.3);
  });

  it('keeps a value too large to have decimals left to round, never turning it into NaN: 1e303 to 6 decimals', () => {
    expect(roundTo(1e303, 6)).toBe(1e303);
    expect(roundTo(-Number.MAX_VALUE, 1)).toBe(-Number.MAX_VALUE);
    expect(roundTo(1.7e308, 2)).toBe(1.7e308);
    expect(roundTo(123456789012345.5, 2)).toBe(123456789012346);
  });
});

describe('a maths figure', () => {
  it('keeps 6 decimals from 1 up, and 6 significant digits below 1', () => {
    expect(roundFigure(523.5987755982989)).toBe(523.598776);
    expect(roundFigure(0.000000004188790204786391)).toBe(4.18879e-9);
    expect(roundFigure(-0.012345678)).toBe(-0.0123457);
    expect(roundFigure(0)).toBe(0);
  });
});
