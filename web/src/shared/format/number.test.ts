import { describe, expect, it } from 'vitest';
import { formatFigure, formatNumber } from './number.ts';

describe('formatFigure', () => {
  it('shows 6 decimals from 1 up, grouped: 1,234.567891', () => expect(formatFigure(1234.5678912)).toBe('1,234.567891'));
  it('keeps 6 significant digits below 1, never 0 for a value that is not: 1.2345678e-9', () => {
    expect(formatFigure(1.2345678e-9)).toBe('0.00000000123457');
    expect(formatFigure(-0.000012345678)).toBe('-0.0000123457');
    expect(formatFigure(0.5)).toBe('0.5');
  });
  it('shows 0 as 0', () => expect(formatFigure(0)).toBe('0'));
  it('uses exponent notation below 1e-15: 1.23456789e-200 reads 1.23457e-200', () => expect(formatFigure(1.23456789e-200)).toBe('1.23457e-200'));
  it('uses exponent notation from 1e21: 8.16496580927726e+199 reads 8.16497e+199', () => {
    expect(formatFigure(8.16496580927726e199)).toBe('8.16497e+199');
    expect(formatFigure(-1e21)).toBe('-1e+21');
    expect(formatFigure(Number.MAX_VALUE)).toBe('1.79769e+308');
  });
  it('leaves formatNumber as it was below 1e21', () => expect(formatNumber(1e20, 6)).toBe('100,000,000,000,000,000,000'));
});
