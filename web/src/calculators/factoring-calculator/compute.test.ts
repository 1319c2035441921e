import { describe, expect, it } from 'vitest';
import { compute } from './compute.ts';

const factorOf = (polynomial: string, degree: number) => compute({ polynomial, degree });

describe('factoring over the rationals', () => {
  it('factors the default x^2 + 3x + 2 as (x + 1)(x + 2)', () => {
    const result = factorOf('x^2 + 3x + 2', 2);
    expect(result).toMatchObject({ original: 'x^2 + 3x + 2', factors: ['x + 1', 'x + 2'], factored: '(x + 1)(x + 2)', verified: true, supported: true });
    expect(result?.method).toBe('Quadratic formula');
  });

  it('writes a repeated root as a power: x^2 + 2x + 1 = (x + 1)^2', () => {
    expect(factorOf('x^2 + 2x + 1', 2)).toMatchObject({ factors: ['(x + 1)^2'], factored: '(x + 1)^2', verified: true });
  });

  it('keeps the leading coefficient inside the factors: 2x^2 + 5x + 2 = (2x + 1)(x + 2)', () => {
    // roots -1/2 and -2; (2x + 1)(x + 2) = 2x² + 4x + x + 2
    expect(factorOf('2x^2 + 5x + 2', 2)).toMatchObject({ factors: ['2x + 1', 'x + 2'], factored: '(2x + 1)(x + 2)', verified: true });
  });

  it('pulls out the content: 2x^2 + 6x + 4 = 2(x + 1)(x + 2)', () => {
    const result = factorOf('2x^2 + 6x + 4', 2);
    expect(result).toMatchObject({ factors: ['2', 'x + 1', 'x + 2'], factored: '2(x + 1)(x + 2)', verified: true });
    expect(result?.method).toBe('Common factor, Quadratic formula');
  });

  it('pulls out a negative or fractional content: -x^2 + 1 = -(x - 1)(x + 1) and x^2/2 - 1/2 = (1/2)(x - 1)(x + 1)', () => {
    expect(factorOf('-x^2 + 1', 2)?.factored).toBe('-(x - 1)(x + 1)');
    expect(factorOf('x^2/2 - 1/2', 2)?.factored).toBe('(1/2)(x - 1)(x + 1)');
  });

  it('says x^2 - 2 is irreducible over the rationals (its roots ±√2 are irrational)', () => {
    const result = factorOf('x^2 - 2', 2);
    expect(result).toMatchObject({
      irreducible: true,
      method: 'Irreducible over the rationals',
      factors: ['Unable to factor: x^2 - 2 is irreducible over the rationals'],
    });
    expect(result?.steps[0]).toContain('discriminant b² - 4ac = 8 is not a perfect square');
  });

  it('says x^2 + 1 is irreducible over the rationals', () => {
    expect(factorOf('x^2 + 1', 2)).toMatchObject({ irreducible: true, verified: true });
  });

  it('factors a linear polynomial by its content only: 2x + 4 = 2(x + 2), x - 3 stays', () => {
    expect(factorOf('2x + 4', 1)).toMatchObject({ factors: ['2', 'x + 2'], factored: '2(x + 2)', irreducible: false });
    expect(factorOf('x - 3', 1)).toMatchObject({ factors: ['x - 3'], factored: 'x - 3', irreducible: false, method: 'Linear polynomial' });
  });

  it('factors a cubic by the rational root theorem: x^3 - 6x^2 + 11x - 6 = (x - 1)(x - 2)(x - 3)', () => {
    const result = factorOf('x^3 - 6x^2 + 11x - 6', 3);
    expect(result).toMatchObject({ factored: '(x - 1)(x - 2)(x - 3)', verified: true, method: 'Rational root theorem' });
    expect(result?.steps[0]).toContain('Candidates: 1, -1, 2, -2, 3, -3, 6, -6');
  });

  it('factors out x: x^3 - x = x(x - 1)(x + 1)', () => {
    expect(factorOf('x^3 - x', 3)?.factored).toBe('x(x - 1)(x + 1)');
  });

  it('leaves an irreducible quadratic factor: x^3 + x^2 + x + 1 = (x + 1)(x^2 + 1)', () => {
    expect(factorOf('x^3 + x^2 + x + 1', 3)).toMatchObject({ factored: '(x + 1)(x^2 + 1)', verified: true, irreducible: false });
  });

  it('says a cubic without rational roots is irreducible: x^3 - 2', () => {
    expect(factorOf('x^3 - 2', 3)).toMatchObject({ irreducible: true });
  });

  it('factors the quartic x^4 - 5x^2 + 4 = (x - 1)(x + 1)(x - 2)(x + 2)', () => {
    expect(factorOf('x^4 - 5x^2 + 4', 4)).toMatchObject({ factors: ['x - 1', 'x + 1', 'x - 2', 'x + 2'], verified: true });
  });

  it('finds a fourfold root: (x - 1)^4 = x^4 - 4x^3 + 6x^2 - 4x + 1', () => {
    expect(factorOf('x^4 - 4x^3 + 6x^2 - 4x + 1', 4)?.factored).toBe('(x - 1)^4');
  });

  it('splits a quartic with no rational root into quadratics: x^4 + 5x^2 + 6 = (x^2 + 2)(x^2 + 3)', () => {
    const result = factorOf('x^4 + 5x^2 + 6', 4);
    expect(result).toMatchObject({ factored: '(x^2 + 2)(x^2 + 3)', verified: true });
    expect(result?.method).toContain('Quadratic pairing');
  });

  it('splits a quartic whose quadratic pair needs the coinciding-equations case: x^4 + 4 = (x^2 - 2x + 2)(x^2 + 2x + 2)', () => {
    // Sophie Germain: x⁴ + 4 = (x² + 2)² − (2x)²
    expect(factorOf('x^4 + 4', 4)).toMatchObject({ verified: true, irreducible: false });
    expect(factorOf('x^4 + 4', 4)?.factors).toHaveLength(2);
  });

  it('says x^4 + 1 is irreducible over the rationals', () => {
    expect(factorOf('x^4 + 1', 4)).toMatchObject({ irreducible: true });
  });

  it('lists each rational-root candidate once, in lowest terms, by p, then q, then sign', () => {
    expect(factorOf('4x^3 + x^2 + 6', 3)?.steps[0]).toBe(
      'Rational root theorem: a rational root p/q of 4x^3 + x^2 + 6 has p dividing 6 and q dividing 4. Candidates: 1, -1, 1/2, -1/2, 1/4, -1/4, 2, -2, 3, -3, 3/2, -3/2, 3/4, -3/4, 6, -6.',
    );
  });

  it('searches coefficients up to 10^12: a prime of 12 digits, and a root with a 12-digit denominator', () => {
    expect(factorOf('999999999989x^3 + x + 999999999989', 3)?.steps[0]).toBe(
      'Rational root theorem: a rational root p/q of 999999999989x^3 + x + 999999999989 has p dividing 999999999989 and q dividing 999999999989. Candidates: 1, -1, 1/999999999989, -1/999999999989, 999999999989, -999999999989.',
    );
    expect(factorOf('999999999989x^3 + 1000000000000x^2 + 999999999989x + 1000000000000', 3)).toMatchObject({
      factored: '(999999999989x + 1000000000000)(x^2 + 1)',
      method: 'Rational root theorem',
      verified: true,
    });
  });

  it('finds a repeated fractional root: (12x - 5)^2(x^2 + 3)', () => {
    expect(factorOf('144x^4 - 120x^3 + 457x^2 - 360x + 75', 4)).toMatchObject({ factored: '(12x - 5)^2(x^2 + 3)', verified: true });
  });

  it('pairs quadratics with large coefficients: (x^2 - 5x + 720720)(720720x^2 + 7x + 1)', () => {
    expect(factorOf('(720720x^2 + 7x + 1)(x^2 - 5x + 720720)', 4)).toMatchObject({
      original: '720720x^4 - 3603593x^3 + 519437318366x^2 + 5045035x + 720720',
      factored: '(x^2 - 5x + 720720)(720720x^2 + 7x + 1)',
      method: 'Quadratic pairing',
      verified: true,
    });
    expect(factorOf('210x^4 + 157x^3 + 377x^2 + 5x + 70', 4)?.factored).toBe('(6x^2 + 5x + 10)(35x^2 - 3x + 7)');
  });

  it('accepts a product typed as such and expands it first: (x + 1)(x - 1) = (x - 1)(x + 1)', () => {
    expect(factorOf('(x + 1)(x - 1)', 2)).toMatchObject({ original: 'x^2 - 1', factored: '(x - 1)(x + 1)' });
  });
});

describe('input that cannot be factored here', () => {
  it('is Unable to factor with method Not supported when the degree field differs from the polynomial', () => {
    const result = factorOf('x^3 - 1', 2);
    expect(result).toMatchObject({ factors: ['Unable to factor'], method: 'Not supported', supported: false });
    expect(result?.steps[0]).toBe('The polynomial has degree 3, not 2: set the degree to match the polynomial.');
  });

  it('is Not supported for an expression that is not a polynomial', () => {
    expect(factorOf('sin(x) + 1', 1)?.steps[0]).toBe('This is not a polynomial in x: x appears inside sin().');
    expect(factorOf('1/x', 1)?.method).toBe('Not supported');
  });

  it('gives the spec step for a degree outside 1 to 4', () => {
    expect(factorOf('x^5 - 1', 5)?.steps).toEqual(['Polynomial degree 5 factoring not implemented']);
  });

  it('returns nothing for an invalid expression or a blank degree', () => {
    expect(factorOf('x^2 +', 2)).toBeNull();
    expect(factorOf('x^2 + 1', Number.NaN)).toBeNull();
  });
});
