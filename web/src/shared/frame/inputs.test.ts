import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { booleanInput, boundedCell, choiceInput, defineInputs, jsonInput, numberInput, parseNumberText, rowsInput } from './inputs.ts';
import { toNumber, toNumberOrZero } from './fieldValues.ts';

const inputs = defineInputs({
  amount: numberInput(10),
  unit: choiceInput(['inches', 'cm'], 'inches'),
  simplify: booleanInput(true),
  rows: jsonInput(v.array(v.object({ name: v.string(), weight: boundedCell({}) })), [{ name: 'Homework', weight: 20 }]),
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

  it('reads a typographic minus, as pasted from typeset text: −5 (U+2212) is -5', () => {
    expect(parseNumberText('\u22125')).toBe(-5);
    expect(parseNumberText(' \u22122.5e3')).toBe(-2500);
  });

  it('reads thousands separators and a typographic minus, as every field does', () => {
    expect(parseNumberText('1,000')).toBe(1000);
    expect(parseNumberText('\u22121,234.5')).toBe(-1234.5);
  });

  it('reads a money field’s currency sign and a maths field’s pi only in those fields', () => {
    expect(parseNumberText('$45,000', 'money')).toBe(45000);
    expect(parseNumberText('$45,000')).toBeUndefined();
    expect(parseNumberText('pi/2', 'maths')).toBe(Math.PI / 2);
  });

  it('refuses anything that is not a whole number text', () => {
    for (const text of ['', '-', '.', '12abc', '2,5', '0x10', 'Infinity', 'NaN', '1e999']) {
      expect(parseNumberText(text), text).toBeUndefined();
    }
  });
});

describe('toNumber and toNumberOrZero', () => {
  it('gives NaN, or 0 as the spec counts them, for blank and invalid text', () => {
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

describe('bounds declared with a number input hold for every value, a link’s or a typed one', () => {
  const bounded = defineInputs({
    collegeStartAge: numberInput(18, { min: 16, max: 25 }),
    packs: numberInput(10, { min: 1, whole: true }),
    rows: rowsInput(v.object({ credits: boundedCell({ min: 1, max: 6 }) }), 3, [{ credits: 3 }]),
  });
  const read = (search: Record<string, unknown>) => v.parse(bounded.search, search);

  it('keeps a value within the bounds as a number', () => {
    expect(read({ collegeStartAge: 25, packs: '7' })).toEqual({ collegeStartAge: 25, packs: 7 });
  });

  it('holds a value outside them as text, which the maths reads as no number', () => {
    const search = read({ collegeStartAge: 1000000, packs: '2.5' });
    expect(search).toEqual({ collegeStartAge: '1000000', packs: '2.5' });
    expect(toNumber(search.collegeStartAge ?? 0)).toBeNaN();
    expect(toNumber(search.packs ?? 0)).toBeNaN();
  });

  it('keeps out-of-bounds text as typed: 1e6 stays 1e6', () => expect(read({ collegeStartAge: '1e6' })).toEqual({ collegeStartAge: '1e6' }));

  it('holds a number too large for a double as its text', () => {
    expect(read({ collegeStartAge: '1e400' })).toEqual({ collegeStartAge: '1e400' });
    expect(toNumber('1e400')).toBeNaN();
  });

  it('declares the bounds for the fields’ messages', () => {
    expect(bounded.bounds.collegeStartAge).toEqual({ min: 16, max: 25 });
    expect(bounded.bounds.rows).toEqual({});
  });

  it('holds a row’s cell to its bounds', () => expect(read({ rows: [{ credits: 9 }, { credits: 2 }] })).toEqual({ rows: [{ credits: '9' }, { credits: 2 }] }));

  it('opens the default rows for a list longer than allowed, counting before reading any row', () => {
    const many = Array.from({ length: 700_000 }, () => ({}));
    const started = performance.now();
    expect(read({ rows: many })).toEqual({});
    // One length check, not 700,000 rows read: far below the seconds reading them took.
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('toNumberOrZero', () => {
  it('counts blank and non-numbers as 0 but gives no number for a value held out of bounds', () => {
    expect(toNumberOrZero('')).toBe(0);
    expect(toNumberOrZero('abc')).toBe(0);
    expect(toNumberOrZero('1000000')).toBeNaN();
    expect(toNumberOrZero('1e400')).toBeNaN();
  });
});
