import { describe, expect, it } from 'vitest';
import { boundsMessage } from './fields.tsx';

describe('boundsMessage', () => {
  it('says the range a value must lie in, with grouped digits', () => {
    expect(boundsMessage('1000000', { min: 16, max: 25 })).toBe('Enter a value from 16 to 25.');
    expect(boundsMessage('20000000', { min: 0, max: 10_000_000 })).toBe('Enter a value from 0 to 10,000,000.');
    expect(boundsMessage(-1, { min: 0 })).toBe('Enter a value of at least 0.');
    expect(boundsMessage(31, { max: 30 })).toBe('Enter a value of at most 30.');
  });

  it('gives a number too large for a double the range message, or says it is too large', () => {
    expect(boundsMessage('1e400', { min: 0, max: 100 })).toBe('Enter a value from 0 to 100.');
    expect(boundsMessage('1e400')).toBe('This number is too large to work with.');
  });

  it('asks for an ambiguous decimal comma to be written with a point', () => {
    expect(boundsMessage('2,5', { min: 0 })).toBe(
      'Write 2.5 with a point for decimals (a comma only separates thousands, as in 45,000): 2.5, or 25 without the comma.',
    );
  });

  it('reads a value out of bounds however its field writes it', () => {
    expect(boundsMessage('$20,000,000', { min: 0, max: 10_000_000, reads: 'money' })).toBe('Enter a value from 0 to 10,000,000.');
    expect(boundsMessage('70"', { min: 0, max: 60, reads: 'length' }, 1)).toBe('Enter a value from 0 to 60.');
  });

  it('asks for a whole number where the field counts', () => expect(boundsMessage('2.5', { min: 0, whole: true })).toBe('Enter a whole number.'));

  it('asks for a number for other text, and says nothing for a blank or valid value', () => {
    expect(boundsMessage('abc', { min: 0 })).toBe('Enter a number, such as 12, 3.5 or 45,000.');
    expect(boundsMessage('abc', { min: 0, reads: 'money' })).toBe('Enter an amount, such as 45,000 or $45,000.');
    expect(boundsMessage('', { min: 0 })).toBeNull();
    expect(boundsMessage(20, { min: 16, max: 25 })).toBeNull();
  });
});
