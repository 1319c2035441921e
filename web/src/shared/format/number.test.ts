import { describe, expect, it } from 'vitest';
import { formatDigits, formatFigure, formatMoney, formatMoneyTick, formatNumber, formatPercent } from './number.ts';

describe('formatFigure', () => {
  it('shows 6 decimals from 1 up, grouped: 1,234.567891', () => expect(formatFigure(1234.5678912)).toBe('1,234.567891'));
  it('keeps 6 significant digits below 1, never 0 for a value that is not: 1.2345678e-9', () => {
    expect(formatFigure(1.2345678e-9)).toBe('0.00000000123457');
    expect(formatFigure(-0.000012345678)).toBe('-0.0000123457');
    expect(formatFigure(0.5)).toBe('0.5');
  });
  it('shows 0 as 0', () => expect(formatFigure(0)).toBe('0'));
  it('keeps at most 12 significant digits, which the maths libraries of any two browsers agree on', () => {
    // e^x at 34 ≈ 583,461,742,527,454.88: Node and Chromium differ from the 16th digit on.
    expect(formatFigure(583461742527454.9)).toBe('583,461,742,527,000');
    expect(formatFigure(583461742527455.1)).toBe('583,461,742,527,000');
    expect(formatFigure(123456.123456789)).toBe('123,456.123457');
  });
  it('uses exponent notation below 1e-15: 1.23456789e-200 reads 1.23457e-200', () => expect(formatFigure(1.23456789e-200)).toBe('1.23457e-200'));
  it('uses exponent notation from 1e21: 8.16496580927726e+199 reads 8.16497e+199', () => {
    expect(formatFigure(8.16496580927726e199)).toBe('8.16497e+199');
    expect(formatFigure(-1e21)).toBe('-1e+21');
    expect(formatFigure(Number.MAX_VALUE)).toBe('1.79769e+308');
  });
  it('leaves formatNumber as it was below 1e21', () => expect(formatNumber(1e20, 6)).toBe('100,000,000,000,000,000,000'));
});

describe('formatNumber', () => {
  it('groups thousands and keeps at most 2 decimals by default: 1234.5 reads 1,234.5, 1234.567 reads 1,234.57', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatNumber(-1234567.891)).toBe('-1,234,567.89');
  });
  it('pads to the minimum decimals asked for: 3 with 2 to 2 reads 3.00', () => expect(formatNumber(3, 2, 2)).toBe('3.00'));
  it('rounds half away from zero at the last decimal: 2.5 to 0 decimals reads 3, 0.125 to 2 reads 0.13', () => {
    expect(formatNumber(2.5, 0)).toBe('3');
    expect(formatNumber(0.125, 2)).toBe('0.13');
  });
});

describe('formatPercent', () => {
  it('adds a percent sign to at most 2 decimals: 25 reads 25%, 12.345 reads 12.35%, 1500 reads 1,500%', () => {
    expect(formatPercent(25)).toBe('25%');
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(1500)).toBe('1,500%');
    expect(formatPercent(33.333, 1)).toBe('33.3%');
  });
});

describe('formatMoney', () => {
  it('shows US dollars to the cent: 271.3249 reads $271.32, 1234567.5 reads $1,234,567.50', () => {
    expect(formatMoney(271.3249)).toBe('$271.32');
    expect(formatMoney(1234567.5)).toBe('$1,234,567.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-5)).toBe('-$5.00');
  });
});

describe('formatDigits', () => {
  it('keeps every digit and groups the whole part in thousands', () => {
    expect(formatDigits(1562400)).toBe('1,562,400');
    expect(formatDigits(-1234.5678)).toBe('-1,234.5678');
    expect(formatDigits(999)).toBe('999');
    expect(formatDigits(0.000123)).toBe('0.000123');
  });

  it('leaves an exponent form as JavaScript writes it', () => {
    expect(formatDigits(1e-7)).toBe('1e-7');
  });
});

describe('formatMoneyTick', () => {
  it('drops the cents when every tick is whole dollars', () => {
    expect(formatMoneyTick(25000, [0, 5000, 10000, 15000, 20000, 25000])).toBe('$25,000');
  });

  it('keeps the cents when some tick has them', () => {
    expect(formatMoneyTick(1, [0, 0.5, 1, 1.5])).toBe('$1.00');
    expect(formatMoneyTick(0.5, [0, 0.5, 1, 1.5])).toBe('$0.50');
  });
});
