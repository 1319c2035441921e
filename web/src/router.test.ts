import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './router.ts';

describe('URL search params', () => {
  it('write strings bare, numbers bare, and lists and objects as JSON', () => {
    expect(stringifySearch({ gradeScale: '4.3', mode: 'change', value1: 40, courses: [{ name: 'Maths', creditHours: 3 }] })).toBe(
      '?gradeScale=4.3&mode=change&value1=40&courses=%5B%7B%22name%22%3A%22Maths%22%2C%22creditHours%22%3A3%7D%5D',
    );
  });

  it('read numbers, booleans, lists and objects back, and leave other text as text', () => {
    expect(parseSearch('?gradeScale=4.3&simplify=false&function=x%5E2&courses=%5B1%2C2%5D&value1=abc')).toEqual({
      gradeScale: 4.3,
      simplify: false,
      function: 'x^2',
      courses: [1, 2],
      value1: 'abc',
    });
  });

  it('keep a number too large for a double as its text, so its field can say so', () => {
    expect(parseSearch('?principalAmount=1e400&loanTerm=-1e999&value1=12')).toEqual({ principalAmount: '1e400', loanTerm: '-1e999', value1: 12 });
  });

  it('read a scalar as JSON only when JSON writes it so, so every value is written back as it was read', () => {
    expect(parseSearch('?gradeScale=4.0&value1=050&value2=1.50&value3=1e3&mode=null&flag=true')).toEqual({
      gradeScale: '4.0',
      value1: '050',
      value2: '1.50',
      value3: '1e3',
      mode: null,
      flag: true,
    });
    expect(stringifySearch(parseSearch('?gradeScale=4.0&value2=1.50'))).toBe('?gradeScale=4.0&value2=1.50');
  });
});
