import { describe, expect, it } from 'vitest';
import { acceptedForms, numberFrom, readNumber } from './readNumber.ts';

describe('reading a number as people write it, in every field', () => {
  it.each([
    ['12', 12],
    [' 3.5 ', 3.5],
    ['.5', 0.5],
    ['+7', 7],
    ['-4', -4],
    ['\u22125', -5],
    ['\u2013 2.5', -2.5],
    ['1e6', 1e6],
    ['45,000', 45000],
    ['120,000', 120000],
    ['1,234,567.89', 1234567.89],
    ['-1,000', -1000],
    ['45 000', 45000],
    ['45\u202F000', 45000],
  ])('reads %j as %d', (text, value) => expect(readNumber(text)).toEqual({ value }));

  it('reads a number too large for a double as Infinity, which is out of every field’s range', () => {
    expect(readNumber('1e400')).toEqual({ value: Infinity });
    expect(numberFrom('1e400')).toBeUndefined();
  });

  it.each(['', 'abc', '12abc', '1,2,3', '4,50,000', '$45000', '6.8%', '65"', 'pi', '1.2.3', '--5'])('refuses %j, naming the forms it takes', (text) => {
    expect(readNumber(text)).toEqual({ problem: acceptedForms.number });
  });

  it('asks for a comma that may be a decimal comma to be written with a point', () => {
    expect(readNumber('2,5')).toEqual({
      problem: 'Write 2.5 with a point for decimals (a comma only separates thousands, as in 45,000): 2.5, or 25 without the comma.',
    });
    expect(readNumber('1,23', 'money')).toEqual({
      problem: 'Write 1.23 with a point for decimals (a comma only separates thousands, as in 45,000): 1.23, or 123 without the comma.',
    });
  });
});

describe('a money field', () => {
  it.each([
    ['$45000', 45000],
    ['$45,000', 45000],
    ['$ 45,000.50', 45000.5],
    ['€300', 300],
    ['£1,200', 1200],
    ['-$20', -20],
    ['$-20', -20],
    ['45,000', 45000],
  ])('reads %j as %d', (text, value) => expect(readNumber(text, 'money')).toEqual({ value }));

  it('refuses a sign after the number and a percent, naming what it takes', () => {
    expect(readNumber('45000$', 'money')).toEqual({ problem: 'Enter an amount, such as 45,000 or $45,000.' });
    expect(readNumber('5%', 'money')).toEqual({ problem: acceptedForms.money });
  });
});

describe('a percentage field', () => {
  it.each([
    ['6.8%', 6.8],
    ['6.8 %', 6.8],
    ['-2%', -2],
    ['6.8', 6.8],
  ])('reads %j as %d', (text, value) => expect(readNumber(text, 'percent')).toEqual({ value }));

  it('refuses a percent sign in front and two of them', () => {
    expect(readNumber('%6.8', 'percent')).toEqual({ problem: 'Enter a percentage, such as 6.8 or 6.8%.' });
    expect(readNumber('6.8%%', 'percent')).toEqual({ problem: acceptedForms.percent });
  });
});

describe('a length field', () => {
  const inches = { inchesPerUnit: 1 };
  const centimetres = { inchesPerUnit: 1 / 2.54 };
  it.each([
    ['65"', 65],
    ['65 in', 65],
    ['65 inches', 65],
    ["65''", 65],
    ['65″', 65],
    ["5'", 60],
    ['5\' 10"', 70],
    ["5'10", 70],
    ['5 ft 10 in', 70],
    ['6 ft', 72],
    ["5.5'", 66],
    ['65', 65],
  ])('reads %j in an inches field as %d', (text, value) => expect(readNumber(text, 'length', inches)).toEqual({ value }));

  it('gives a length with marks in the field’s own unit: 65" is 165.1 cm', () => {
    const reading = readNumber('65"', 'length', centimetres);
    expect(reading).toEqual({ value: 165.1 });
    expect(readNumber('65', 'length', centimetres)).toEqual({ value: 65 });
  });

  it('reads marks only where the field knows its unit, and refuses a mark alone', () => {
    expect(readNumber('65"', 'length')).toEqual({ problem: 'Enter a length, such as 65, 65" or 5\' 5".' });
    expect(readNumber('"', 'length', inches)).toEqual({ problem: acceptedForms.length });
    expect(readNumber("5' 10' ", 'length', inches)).toEqual({ problem: acceptedForms.length });
  });
});

describe('a maths field', () => {
  it.each([
    ['pi', Math.PI],
    ['π', Math.PI],
    ['e', Math.E],
    ['2pi', 2 * Math.PI],
    ['2 pi', 2 * Math.PI],
    ['2π', 2 * Math.PI],
    ['pi/2', Math.PI / 2],
    ['-pi/2', -Math.PI / 2],
    ['\u2212pi', -Math.PI],
    ['3pi/4', (3 * Math.PI) / 4],
    ['2*pi', 2 * Math.PI],
    ['2×pi', 2 * Math.PI],
    ['pi÷2', Math.PI / 2],
    ['e^2', Math.E ** 2],
    ['2^-1', 0.5],
    ['-2^2', -4],
    ['2^3^2', 512],
    ['2(1 + e)', 2 * (1 + Math.E)],
    ['(1+2)*3', 9],
    ['1e-3', 0.001],
    ['2e3', 2000],
    ['2e', 2 * Math.E],
    ['0.5', 0.5],
  ])('reads %j as %d', (text, value) => expect(readNumber(text, 'maths')).toEqual({ value }));

  it.each(['pie', 'pi pi pi x', '2 3', '(2', '2)', '1/', 'sin(pi)', 'pi/0', '2^^3', ''])('refuses %j, naming what it takes', (text) => {
    expect(readNumber(text, 'maths')).toEqual({ problem: 'Enter a number, or pi and e in an expression such as 2pi or pi/2.' });
  });

  it('still reads thousands separators as every field does', () => expect(readNumber('1,000', 'maths')).toEqual({ value: 1000 }));
});
