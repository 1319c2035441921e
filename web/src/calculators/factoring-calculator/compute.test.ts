import { describe, expect, it } from 'vitest';
import { compute } from './compute.ts';

const factorOf = (polynomial: string, degree: number) => compute({ polynomial, degree });

/** The coefficients of a product, constant first, by plain schoolbook multiplication (an independent check of the hand expansions). */
function expand(first: readonly number[], second: readonly number[]): number[] {
  const product = new Array<number>(first.length + second.length - 1).fill(0);
  first.forEach((x, i) => {
    second.forEach((y, j) => {
      product[i + j] = (product[i + j] ?? 0) + x * y;
    });
  });
  return product;
}

/** x modulo a prime, from 0 to prime − 1. */
const modulo = (x: number, prime: number) => ((x % prime) + prime) % prime;

/**
 * Whether a quartic (coefficients constant first, leading not divisible by the prime) has a factor
 * of degree 1 or 2 modulo the prime, by trying every x and every monic x² + bx + c there.
 */
function hasSmallFactorModulo(quartic: readonly number[], prime: number): boolean {
  const residues = quartic.map((coefficient) => modulo(coefficient, prime));
  for (let x = 0; x < prime; x += 1) {
    let value = 0;
    for (let power = 4; power >= 0; power -= 1) value = modulo(value * x + (residues[power] ?? 0), prime);
    if (value === 0) return true;
  }
  for (let b = 0; b < prime; b += 1) {
    for (let c = 0; c < prime; c += 1) {
      // The remainder of the quartic divided by x² + bx + c, by long division.
      const remainder = [...residues];
      for (let power = 4; power >= 2; power -= 1) {
        const top = remainder[power] ?? 0;
        remainder[power] = 0;
        remainder[power - 1] = modulo((remainder[power - 1] ?? 0) - top * b, prime);
        remainder[power - 2] = modulo((remainder[power - 2] ?? 0) - top * c, prime);
      }
      if (remainder[0] === 0 && remainder[1] === 0) return true;
    }
  }
  return false;
}

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

  it('reads its own answer back: -2x(x - 2)^2 is the cubic -2x^3 + 8x^2 - 8x, and factors to itself', () => {
    // −2x(x² − 4x + 4) = −2x³ + 8x² − 8x, worked by hand.
    expect(factorOf('-2x(x - 2)^2', 3)).toMatchObject({ original: '-2x^3 + 8x^2 - 8x', factored: '-2x(x - 2)^2', verified: true, supported: true });
    expect(factorOf('-2x^3 + 8x^2 - 8x', 3)?.factored).toBe('-2x(x - 2)^2');
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

  it('pairs two irreducible quadratics with 720720 at both ends: (720x^2 + 3x + 1001)(1001x^2 - x + 720)', () => {
    // By hand: x⁴ 720·1001; x³ 720·(−1) + 3·1001 = 2283; x² 720·720 − 3 + 1001·1001 = 1520398;
    // x 3·720 − 1001 = 1159; 1 1001·720. Discriminants 9 − 4·720·1001 and 1 − 4·1001·720 are negative.
    expect(expand([1001, 3, 720], [720, -1, 1001])).toEqual([720720, 1159, 1520398, 2283, 720720]);
    const result = factorOf('720720x^4 + 2283x^3 + 1520398x^2 + 1159x + 720720', 4);
    expect(result).toMatchObject({
      factors: ['720x^2 + 3x + 1001', '1001x^2 - x + 720'],
      factored: '(720x^2 + 3x + 1001)(1001x^2 - x + 720)',
      method: 'Quadratic pairing',
      verified: true,
      irreducible: false,
    });
    expect(result?.steps[1]).toBe('None of the candidates is a root, so there is no linear factor with rational coefficients.');
    expect(result?.steps[2]).toBe(
      'Pairing into two quadratics with integer coefficients: 720720x^4 + 2283x^3 + 1520398x^2 + 1159x + 720720 = (720x^2 + 3x + 1001)(1001x^2 - x + 720).',
    );
  });

  it('orders a pair with the same leading and constant terms by the larger x coefficient first: (720x^2 + 7x + 1001)(720x^2 - 5x + 1001)', () => {
    // Equal leading and constant terms make the two linear equations for the x coefficients coincide.
    // By hand: x³ 720·(−5) + 7·720 = 1440; x² 720·1001·2 − 35 = 1441405; x 7·1001 − 5·1001 = 2002.
    expect(expand([1001, 7, 720], [1001, -5, 720])).toEqual([1002001, 2002, 1441405, 1440, 518400]);
    expect(factorOf('518400x^4 + 1440x^3 + 1441405x^2 + 2002x + 1002001', 4)).toMatchObject({
      factored: '(720x^2 + 7x + 1001)(720x^2 - 5x + 1001)',
      method: 'Quadratic pairing',
      verified: true,
    });
  });

  it('orders a pair with opposite constant terms, the positive one first: (x^2 - x + 720720)(x^2 + x - 720720)', () => {
    // x⁴ − (x − 720720)² = x⁴ − x² + 1441440x − 720720²; 1 + 4·720720 = 2882881 lies between 1697² and 1698².
    expect(expand([720720, -1, 1], [-720720, 1, 1])).toEqual([-519437318400, 1441440, -1, 0, 1]);
    expect(factorOf('x^4 - x^2 + 1441440x - 519437318400', 4)).toMatchObject({
      factored: '(x^2 - x + 720720)(x^2 + x - 720720)',
      method: 'Quadratic pairing',
      verified: true,
    });
  });

  it('finds rational roots among 7290 candidates: (720x + 1001)(1001x - 720)(x^2 + x + 1)', () => {
    // By hand: (720x + 1001)(1001x − 720) = 720720x² + 483601x − 720720, then times x² + x + 1.
    expect(expand([1001, 720], [-720, 1001])).toEqual([-720720, 483601, 720720]);
    expect(expand([-720720, 483601, 720720], [1, 1, 1])).toEqual([-720720, -237119, 483601, 1204321, 720720]);
    const result = factorOf('720720x^4 + 1204321x^3 + 483601x^2 - 237119x - 720720', 4);
    expect(result).toMatchObject({
      factors: ['1001x - 720', '720x + 1001', 'x^2 + x + 1'],
      method: 'Rational root theorem',
      verified: true,
    });
    expect(result?.steps[1]).toBe('Roots found: x = 720/1001, x = -1001/720. Dividing by each factor (synthetic division) leaves x^2 + x + 1.');
    // 720720 = 2⁴·3²·5·7·11·13: coprime pairs p, q number (2·4 + 1)(2·2 + 1)(3)(3)(3)(3) = 3645, with two signs each.
    // A page lists the first 48 of them (1, -1, 1/2, -1/2 …) and says how many there are in all.
    expect(result?.steps[0]).toMatch(/Candidates: 1, -1, 1\/2, -1\/2, 1\/3, -1\/3, 1\/4, -1\/4, /);
    expect(result?.steps[0]).toMatch(/, … \(7,290 in all; the first 48 shown\)\.$/);
    expect(result?.steps[0]?.split(', ')).toHaveLength(48 + 1);
    expect(result?.shortened).toBe(true);
  });

  it('searches as fully when the leading coefficient is divisible by 2003 (721080 = 2003 · 360)', () => {
    // By hand: (2003x² + 3x + 1001)(360x² − x + 720): x³ −2003 + 3·360 = −923;
    // x² 2003·720 − 3 + 1001·360 = 1802517; x 3·720 − 1001 = 1159. Both discriminants are negative.
    expect(expand([1001, 3, 2003], [720, -1, 360])).toEqual([720720, 1159, 1802517, -923, 721080]);
    expect(factorOf('721080x^4 - 923x^3 + 1802517x^2 + 1159x + 720720', 4)).toMatchObject({
      factored: '(360x^2 - x + 720)(2003x^2 + 3x + 1001)',
      method: 'Quadratic pairing',
      verified: true,
    });
    // By hand: (360x + 1001)(2003x² + 3x + 720720): x² 360·3 + 1001·2003 = 2006083; x 360·720720 + 1001·3 = 259462203.
    expect(expand([1001, 360], [720720, 3, 2003])).toEqual([721440720, 259462203, 2006083, 721080]);
    const cubic = factorOf('721080x^3 + 2006083x^2 + 259462203x + 721440720', 3);
    expect(cubic).toMatchObject({ factors: ['360x + 1001', '2003x^2 + 3x + 720720'], method: 'Rational root theorem', verified: true });
    expect(cubic?.steps[1]).toBe('Roots found: x = -1001/360. Dividing by each factor (synthetic division) leaves 2003x^2 + 3x + 720720.');
    // Coprime pairs of 721440720 = 2⁴·3²·5·7²·11²·13² and 721080 = 2³·3²·5·2003: 8·5·3·27·2 = 6480, with two signs each.
    expect(cubic?.steps[0]).toMatch(/, … \(12,960 in all; the first 48 shown\)\.$/);
  });

  it('searches as fully when the leading coefficient is divisible by two of the sieve primes (400640231 = 20011 · 20021)', () => {
    // Expansions and factorisations worked out with sympy (expand, factor_list).
    expect(expand([1001, 3, 20011], [720, -1, 20021])).toEqual([720720, 1159, 34448938, 40052, 400640231]);
    expect(factorOf('400640231x^4 + 40052x^3 + 34448938x^2 + 1159x + 720720', 4)).toMatchObject({
      factors: ['20011x^2 + 3x + 1001', '20021x^2 - x + 720'],
      method: 'Quadratic pairing',
      verified: true,
    });
    expect(factorOf('400640231x^3 + 20101054x^2 + 14422330923x + 721440720', 3)).toMatchObject({
      factors: ['20011x + 1001', '20021x^2 + 3x + 720720'],
      method: 'Rational root theorem',
      verified: true,
    });
  });

  describe('with 963761198400 = 2⁶·3⁴·5²·7·11·13·17·19·23 (6720 divisors) at both ends', () => {
    // Expansions and factorisations worked out with sympy (expand, factor_list).
    it('finds a root far down the candidates: (9699690x − 99361)(99360x³ + x + 1)', () => {
      expect(factorOf('963761198400x^4 - 9872508960x^3 + 9699690x^2 + 9600329x - 99361', 4)).toMatchObject({
        factors: ['9699690x - 99361', '99360x^3 + x + 1'],
        verified: true,
      });
    });

    it('pairs two quadratics whose equations coincide: (9699690x² + 23x + 9699690)(99360x² − 29x + 99360)', () => {
      const result = factorOf('963761198400x^4 - 279005730x^3 + 1927522396133x^2 - 279005730x + 963761198400', 4);
      expect(result).toMatchObject({ method: 'Quadratic pairing', verified: true });
      expect([...(result?.factors ?? [])].sort()).toEqual(['9699690x^2 + 23x + 9699690', '99360x^2 - 29x + 99360']);
    });

    it('says 963761198400x^4 − x^2 + 963761198400 is irreducible, every pair with r = ±p sharing one discriminant', () => {
      expect(factorOf('963761198400x^4 - x^2 + 963761198400', 4)).toMatchObject({ method: 'Irreducible over the rationals', irreducible: true });
      expect(factorOf('963761198400x^4 + x^3 - x^2 + 963761198400', 4)).toMatchObject({ method: 'Irreducible over the rationals', irreducible: true });
    });
  });

  it('says an irreducible quartic with 720720 at both ends is Unable to factor: 720720x^4 + x^3 - 3x^2 + x + 720720', () => {
    // 17 does not divide 720720, so a factorisation over the rationals would reduce to one modulo 17
    // with the same degrees; modulo 17 there is neither a root nor a quadratic factor.
    const quartic = [720720, 1, -3, 1, 720720];
    expect(hasSmallFactorModulo(quartic, 17)).toBe(false);
    // The check itself finds the factors of a product that has them.
    expect(hasSmallFactorModulo([720720, 1159, 1520398, 2283, 720720], 17)).toBe(true);
    const result = factorOf('720720x^4 + x^3 - 3x^2 + x + 720720', 4);
    expect(result).toMatchObject({
      factors: ['Unable to factor: 720720x^4 + x^3 - 3x^2 + x + 720720 is irreducible over the rationals'],
      method: 'Irreducible over the rationals',
      irreducible: true,
      verified: true,
    });
    expect(result?.steps.slice(1)).toEqual([
      'None of the candidates is a root, so there is no linear factor with rational coefficients.',
      '720720x^4 + x^3 - 3x^2 + x + 720720 has no rational root and no pair of quadratic factors with rational coefficients: it is irreducible over the rationals.',
      'Check: multiplying 720720x^4 + x^3 - 3x^2 + x + 720720 back out gives 720720x^4 + x^3 - 3x^2 + x + 720720, the original polynomial.',
    ]);
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

describe('coefficients beyond the doubles (no crash, no endless work)', () => {
  it('factors 10^200·x² − 1 as (10^100·x − 1)(10^100·x + 1): its discriminant 4·10^200 has the root 2·10^100', () => {
    const ten100 = `1${'0'.repeat(100)}`;
    const result = factorOf(`1e200x^2 - 1`, 2);
    expect(result?.factors).toEqual([`${ten100}x - 1`, `${ten100}x + 1`]);
  });

  it('answers at once, without throwing, for a quadratic whose discriminant is beyond the largest double', () => {
    // b² = 1.22e291² ≈ 1.5e582: read as a double it was Infinity, which BigInt refused.
    const started = performance.now();
    const result = factorOf('(1.2234438011341034e+291)x + (1.0554206978017787e+158)x^2 + 40', 2);
    expect(result?.supported).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('answers at once for a quadratic with a 190-digit discriminant, which stepped 10^78 times before', () => {
    const started = performance.now();
    expect(factorOf('24 + (8.362461911268941e-79)x - 2x^2', 2)?.supported).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('plausible extremes', () => {
  it('factors coefficients near a million: 999000x² − 1999x − 999000 = (999x − 1000)(1000x + 999)', () => {
    const result = factorOf('999000x^2 - 1999x - 999000', 2);
    expect(result?.verified).toBe(true);
    expect(result?.factors).toEqual(expect.arrayContaining(['999x - 1000', '1000x + 999']));
  });
});
