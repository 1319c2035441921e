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

  it('asks for a whole number where the field counts', () => expect(boundsMessage('2.5', { min: 0, whole: true })).toBe('Enter a whole number.'));

  it('asks for a number for other text, and says nothing for a blank or valid value', () => {
    expect(boundsMessage('abc', { min: 0 })).toBe('Enter a number, such as 12 or 3.5.');
    expect(boundsMessage('', { min: 0 })).toBeNull();
    expect(boundsMessage(20, { min: 16, max: 25 })).toBeNull();
  });
});
