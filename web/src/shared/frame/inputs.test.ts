import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { booleanInput, choiceInput, defineInputs, jsonInput, numberCell, numberInput, parseNumberText, toNumber, toNumberOrZero } from './inputs.ts';

const inputs = defineInputs({
  amount: numberInput(10),
  unit: choiceInput(['inches', 'cm'], 'inches'),
  simplify: booleanInput(true),
  rows: jsonInput(v.array(v.object({ name: v.string(), weight: numberCell })), [{ name: 'Homework', weight: 20 }]),
});

const validate = (search: Record<string, unknown>) => v.parse(inputs.search, search);

describe('parseNumberText', () => {
  it('reads complete decimal numbers, signed and in exponent form', () => {
    expect(parseNumberText('12')).toBe(12);
    expect(parseNumberText(' -3.5 ')).toBe(-3.5);
    expect(parseNumberText('4.')).toBe(4);
    expect(parseNumberText('.5')).toBe(0.5);
    expect(parseNumberText('1e3')).toBe(1000);
  });

  it('refuses anything that is not a whole number text', () => {
    for (const text of ['', '-', '.', '12abc', '1,000', '0x10', 'Infinity', 'NaN', '1e999']) {
      expect(parseNumberText(text), text).toBeUndefined();
    }
  });
});

describe('toNumber and toNumberOrZero', () => {
  it('gives NaN, or 0 per spec 5.1, for blank and invalid text', () => {
    expect(toNumber('')).toBeNaN();
    expect(toNumber('abc')).toBeNaN();
    expect(toNumberOrZero('')).toBe(0);
    expect(toNumberOrZero('abc')).toBe(0);
    expect(toNumberOrZero(7.5)).toBe(7.5);
  });
});

describe('validating the URL search params', () => {
  it('keeps valid values as typed values', () => {
    expect(validate({ amount: 55, unit: 'cm', simplify: false, rows: [{ name: 'Quiz', weight: 15 }] })).toEqual({
      amount: 55,
      unit: 'cm',
      simplify: false,
      rows: [{ name: 'Quiz', weight: 15 }],
    });
  });

  it('keeps half-typed number text so the field shows what was typed', () => {
    expect(validate({ amount: 'abc' })).toEqual({ amount: 'abc' });
    expect(validate({ amount: '' })).toEqual({ amount: '' });
  });

  it('reads number text as a number', () => {
    expect(validate({ amount: '12.5' })).toEqual({ amount: 12.5 });
  });

  it('drops invalid values instead of failing the page, and adds no defaults', () => {
    expect(validate({ amount: { evil: true }, unit: 'furlongs', simplify: 'maybe', rows: [{ name: 3 }] })).toEqual({});
    expect(validate({})).toEqual({});
  });

  it('refuses oversized text', () => {
    expect(validate({ amount: 'x'.repeat(65) })).toEqual({});
  });

  it('declares the defaults once', () => {
    expect(inputs.defaults).toEqual({ amount: 10, unit: 'inches', simplify: true, rows: [{ name: 'Homework', weight: 20 }] });
  });
});
