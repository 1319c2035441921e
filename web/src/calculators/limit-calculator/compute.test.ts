import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExpr } from '../../shared/expression/expression.ts';
import { compute, formatSide, isFailure, parsePoint, type Inputs, type Result } from './compute.ts';

function limitOf(inputs: Partial<Inputs>): Result {
  const result = compute({ function: '(x^2 - 1)/(x - 1)', point: 1, direction: 'both', ...inputs });
  if (!result || isFailure(result)) throw new Error(`no result: ${JSON.stringify(result)}`);
  return result;
}

const infinity = '∞ (does not exist as a finite number)';
const minusInfinity = '−∞ (does not exist as a finite number)';

/**
 * Expected values from sympy 1.14 (`limit(f, x, p, dir)`, both one-sided limits for a two-sided
 * limit at a finite point), evaluated with N(…, 17) where not an integer.
 */
const finiteCases: [string, number, Inputs['direction'], number][] = [
  // Limits that were slow: floating-point evaluation stalls or overflows on these.
  ['1/ln(x)', 0, 'right', 0],
  ['ln(x)/ln(2x)', Infinity, 'both', 1],
  ['x^50/e^x', Infinity, 'both', 0],
  ['x^50.5/e^x', Infinity, 'both', 0],
  ['ln(x)^3/x^(1/10)', Infinity, 'both', 0],
  ['exp(-1/x^2)/x^10', 0, 'both', 0],
  // Removable singularities and L'Hôpital's rule.
  ['sin(x)/x', 0, 'both', 1],
  ['(1 - cos(x))/x^2', 0, 'both', 0.5],
  ['(e^x - 1)/x', 0, 'both', 1],
  ['(x - sin(x))/x^3', 0, 'both', 0.166667],
  ['(e^x - 1 - x)/x^2', 0, 'both', 0.5],
  ['sin(3x)/sin(5x)', 0, 'both', 0.6],
  ['(1 - cos(x))/x', 0, 'both', 0],
  ['(sqrt(1 + x) - 1)/x', 0, 'both', 0.5],
  ['tan(3x)/x', 0, 'both', 3],
  ['ln(1 + 2x)/x', 0, 'both', 2],
  ['(x^3 - 8)/(x - 2)', 2, 'both', 12],
  ['(sqrt(x) - 2)/(x - 4)', 4, 'both', 0.25],
  ['1/x - 1/sin(x)', 0, 'both', 0],
  // 0·∞, 1^∞, 0⁰, ∞⁰.
  ['x ln(x)', 0, 'right', 0],
  ['x^2 ln(x)', 0, 'right', 0],
  ['x^x', 0, 'right', 1],
  ['(1 + 1/x)^x', Infinity, 'both', 2.718282],
  ['(1 + x)^(1/x)', 0, 'both', 2.718282],
  ['(1 + 2/x)^(3x)', Infinity, 'both', 403.428793],
  ['x^(1/x)', Infinity, 'both', 1],
  ['x^(1/ln(x))', Infinity, 'both', 2.718282],
  // At infinity.
  ['(2x^3 + 1)/(5x^3 - x)', Infinity, 'both', 0.4],
  ['sqrt(x^2 + x) - x', Infinity, 'both', 0.5],
  ['(sqrt(x + 1) - sqrt(x)) * sqrt(x)', Infinity, 'both', 0.5],
  ['x sin(1/x)', Infinity, 'both', 1],
  ['sin(x)/x', Infinity, 'both', 0],
  ['ln(x)/x', Infinity, 'both', 0],
  ['x^2 e^(-x)', Infinity, 'both', 0],
  ['atan(x)', Infinity, 'both', 1.570796],
  ['1/x', -Infinity, 'both', 0],
  // One-sided.
  ['e^(1/x)', 0, 'left', 0],
  ['atan(1/x)', 0, 'right', 1.570796],
  ['atan(1/x)', 0, 'left', -1.570796],
];

describe('finite limits, decided on the expression', () => {
  it.each(finiteCases)('lim %s as x → %s (%s) = %s', (text, point, direction, expected) => {
    const result = limitOf({ function: text, point, direction });
    expect(result.limitValue).toBe(expected);
    expect(result.exists).toBe(true);
    expect(result.limit).toBe(String(expected));
  });

  it.each([
    ['(1 + 1/x)^x', Infinity, 'e'],
    ['(1 + x)^(1/x)', 0, 'e'],
    ['(1 + 2/x)^x', Infinity, 'e^2'],
    ['(1 + 1/(2x))^x', Infinity, 'e^(1/2)'],
    ['atan(x)', Infinity, 'π/2'],
    ['(2^x - 1)/x', 0, 'ln(2)'],
    ['(x^3 - 1)/(3x^3 - 3)', 2, '1/3'],
  ] as const)('writes lim %s as x → %s exactly: %s', (text, point, form) => {
    const result = limitOf({ function: text, point });
    expect(result.exactForm).toBe(form);
    expect(result.interpretation).toContain(`${form} (${result.limit})`);
  });

  it('writes no exact form where the decimals are exact, or the limit is no known constant', () => {
    expect(limitOf({}).exactForm).toBeNull();
    expect(limitOf({ function: 'sin(x)/x', point: 0 }).exactForm).toBeNull();
    // sympy: limit(sin(x)/(x + 1), x, 2) = sin(2)/3 = 0.303099…
    expect(limitOf({ function: 'sin(x)/(x + 1)', point: 2 }).exactForm).toBeNull();
  });

  it('gives 2 for the default (x² − 1)/(x − 1) at 1, from both sides, without substituting x = 1', () => {
    const result = limitOf({});
    expect(result).toMatchObject({ limit: '2', limitValue: 2, exists: true, valueAtPoint: null });
    expect(result.leftLimit && formatSide(result.leftLimit)).toBe('2');
    expect(result.rightLimit && formatSide(result.rightLimit)).toBe('2');
    expect(result.steps[0]).toBe(
      'Direct substitution does not apply: f is not defined and continuous at x = 1, so the limit is found from the values of f near 1.',
    );
    expect(result.steps.join(' ')).toContain("L'Hôpital's rule");
  });

  it('substitutes directly only where f is continuous: x^2 at 3 is 9', () => {
    const result = limitOf({ function: 'x^2', point: 3 });
    expect(result).toMatchObject({ limitValue: 9, valueAtPoint: 9 });
    expect(result.steps[0]).toBe('Direct substitution: f is continuous at x = 3 (every part of it is defined at and around 3), so the limit is f(3) = 9.');
  });

  it('never substitutes where f is undefined, though floating point gives a number there', () => {
    // 1/(1/x) evaluates to 0 at x = 0 in floating point (1/Infinity), and 0^0 to 1: f is undefined at both.
    for (const text of ['1/(1/x)', 'x^x']) {
      const result = limitOf({ function: text, point: 0, direction: 'right' });
      expect(result.steps[0]).toMatch(/^Direct substitution does not apply/);
      expect(result.valueAtPoint).toBeNull();
    }
    // sqrt(x) at 0 is defined, but not to the left of 0: no direct substitution for the two-sided limit.
    expect(limitOf({ function: 'sqrt(x)', point: 0 }).steps[0]).toMatch(/^Direct substitution does not apply/);
  });

  it('shows the limit 0 as 0, never -0', () => {
    // x·ln x tends to 0 from below.
    expect(limitOf({ function: 'x ln(x)', point: 0, direction: 'right' }).limit).toBe('0');
    expect(limitOf({ function: '-x^3', point: 0 }).limit).toBe('0');
  });
});

describe('infinite limits: stated, and not a finite limit', () => {
  // sympy: ln(ln x) → oo at oo; 1/x² → oo at 0; ln x → -oo at 0+; x e^(1/x) → oo at 0+; e^x/x^1000 → oo; (x + 1)/(x − 1) → -oo at 1-; (3x² − x)/(x + 1) → -oo at -oo.
  const cases: [string, number, Inputs['direction'], string][] = [
    ['ln(ln(x))', Infinity, 'both', infinity],
    ['1/x^2', 0, 'both', infinity],
    ['ln(x)', 0, 'right', minusInfinity],
    ['x^2', Infinity, 'both', infinity],
    ['x e^(1/x)', 0, 'right', infinity],
    ['e^x/x^1000', Infinity, 'both', infinity],
    ['e^x - x^10', Infinity, 'both', infinity],
    ['x - ln(x)', Infinity, 'both', infinity],
    ['(x + 1)/(x - 1)', 1, 'left', minusInfinity],
    ['tan(x)', Math.PI / 2, 'left', infinity],
    ['(3x^2 - x)/(x + 1)', -Infinity, 'both', minusInfinity],
  ];
  it.each(cases)('lim %s as x → %s (%s) is %s', (text, point, direction, expected) => {
    const result = limitOf({ function: text, point, direction });
    expect(result.limit).toBe(expected);
    expect(result.exists).toBe(false);
    expect(result.limitValue).toBeNull();
    expect(result.interpretation).toContain('does not exist as a finite number');
  });
});

describe('limits that do not exist', () => {
  it('1/x at 0: −∞ from the left and +∞ from the right', () => {
    const result = limitOf({ function: '1/x', point: 0 });
    expect(result).toMatchObject({ limit: 'Does not exist', exists: false });
    expect(result.leftLimit && formatSide(result.leftLimit)).toBe('−∞');
    expect(result.rightLimit && formatSide(result.rightLimit)).toBe('+∞');
  });

  it('a jump: |x|/x at 0 has sides −1 and 1', () => {
    const result = limitOf({ function: 'abs(x)/x', point: 0 });
    expect(result.exists).toBe(false);
    expect(result.steps).toContain('The left and right limits differ by 2 (0.001 or more), so the limit does not exist.');
  });

  it('sides 0.001 apart do not give a limit; sides 0.0009 apart do', () => {
    // x < 0: 0; x > 0: the step 0.001 (or 0.0009) plus a vanishing x.
    expect(limitOf({ function: '0.001 * (abs(x)/x + 1)/2 + x', point: 0 }).exists).toBe(false);
    expect(limitOf({ function: '0.0009 * (abs(x)/x + 1)/2 + x', point: 0 })).toMatchObject({ exists: true, limitValue: 0.00045 });
  });

  it('sin(1/x) at 0 and sin(x) at ∞ oscillate', () => {
    expect(limitOf({ function: 'sin(1/x)', point: 0, direction: 'right' })).toMatchObject({ exists: false, limit: 'Does not exist' });
    expect(limitOf({ function: 'sin(x)', point: Infinity })).toMatchObject({ exists: false, limit: 'Does not exist' });
  });

  it('sqrt(x) at 0 from the left is undefined', () => {
    const result = limitOf({ function: 'sqrt(x)', point: 0, direction: 'left' });
    expect(result.exists).toBe(false);
    expect(result.leftLimit?.kind).toBe('none');
  });
});

describe('invalid input', () => {
  it('returns nothing for an invalid expression or a blank point', () => {
    expect(compute({ function: '(x^2 - 1)/(x - 1', point: 1, direction: 'both' })).toBeNull();
    expect(compute({ function: 'x', point: Number.NaN, direction: 'both' })).toBeNull();
  });

  it('says so when a finite limit is too large to show', () => {
    expect(compute({ function: 'e^x', point: 1000, direction: 'both' })).toEqual({ failure: 'The limit is a finite number too large to show.' });
  });
});

describe('reading the point', () => {
  it('reads numbers and infinity in its usual spellings', () => {
    expect(parsePoint(2)).toBe(2);
    expect(parsePoint('0.5')).toBe(0.5);
    expect(parsePoint('inf')).toBe(Infinity);
    expect(parsePoint('Infinity')).toBe(Infinity);
    expect(parsePoint('−∞')).toBe(-Infinity);
    expect(parsePoint('-inf')).toBe(-Infinity);
    expect(parsePoint('abc')).toBeNaN();
    expect(parsePoint('')).toBeNaN();
  });
});

/** What a page shows of a result, ∞ allowed only where it names a stated infinite limit, a point at infinity or an indeterminate form. */
function shownText(result: Result): string {
  return [
    result.limit,
    result.interpretation,
    ...result.steps,
    result.leftLimit ? formatSide(result.leftLimit) : '',
    result.rightLimit ? formatSide(result.rightLimit) : '',
  ].join('\n');
}

describe('property: no NaN, Infinity, undefined or stray ∞ on screen', () => {
  const pieces = ['x', 'sin(x)', 'ln(x)', 'e^x', 'sqrt(x)', '1/x', 'x^2', 'abs(x)', 'tan(x)', 'cbrt(x)', 'atan(x)', 'x^x', '1e300', '1e-300', '0'];
  const expression = fc
    .tuple(fc.constantFrom(...pieces), fc.constantFrom('+', '-', '*', '/', '^'), fc.constantFrom(...pieces), fc.constantFrom('', '/x', '*x', '-1'))
    .map(([a, operator, b, tail]) => `(${a} ${operator} ${b})${tail}`);
  const point = fc.oneof(
    fc.constantFrom(0, 1, -1, Math.PI / 2, Infinity, -Infinity, 1e300, -1e300, 1e-300, 710),
    fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  );
  it('holds for extreme and random inputs', () => {
    fc.assert(
      fc.property(expression, point, fc.constantFrom('both', 'left', 'right'), (text, p, direction) => {
        const outcome = compute({ function: text, point: p, direction });
        if (outcome === null) return;
        if (isFailure(outcome)) {
          expect(outcome.failure).not.toMatch(/NaN|Infinity|undefined|∞/);
          return;
        }
        const shown = shownText(outcome);
        expect(shown).not.toMatch(/NaN|Infinity|undefined/);
        // A negative zero, never a number such as -0.5.
        expect(shown).not.toMatch(/(^|[^\d.])-0(?![.\d])/);
        const infiniteLimitStated = /∞/.test(outcome.limit) || [outcome.leftLimit, outcome.rightLimit].some((side) => side?.kind === 'infinite');
        if (!infiniteLimitStated && Number.isFinite(p)) {
          const stripped = shown.replace(/∞\/∞|0·∞|∞ − ∞|1\^∞|∞⁰/g, '');
          expect(stripped).not.toContain('∞');
        }
        if (outcome.limitValue !== null) expect(Number.isFinite(outcome.limitValue)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

/** A step's maths, each tree written as formatExpr writes it. */
function mathsOf(result: Result, index: number): string[] {
  return (result.typesetSteps[index] ?? []).flatMap((part) => (typeof part === 'string' ? [] : [formatExpr(part.math)]));
}

/** A step's parts read back as text: the words as they are, the trees written by formatExpr. */
function textOf(result: Result, index: number): string {
  return (result.typesetSteps[index] ?? []).map((part) => (typeof part === 'string' ? part : formatExpr(part.math))).join('');
}

describe('the worked steps carry their maths as trees, to be typeset', () => {
  it("L'Hôpital's rule on (x² − 1)/(x − 1) at 1: the quotient, and the quotient of the derivatives 2x and 1", () => {
    const result = limitOf({});
    expect(result.typesetSteps).toHaveLength(result.steps.length);
    // Steps 1 and 2 are the left and right limits; d/dx (x² − 1) = 2x and d/dx (x − 1) = 1 (sympy), so 2x/1 = 2x.
    for (const index of [1, 2]) {
      expect(result.steps[index]).toContain("0/0 form: by L'Hôpital's rule");
      expect(mathsOf(result, index)).toEqual(['(x^2 - 1) / (x - 1)', '2x']);
      expect(textOf(result, index)).toBe(result.steps[index]);
    }
    expect(result.steps[1]).toBe("From the left (x → 1⁻): 0/0 form: by L'Hôpital's rule, lim (x^2 - 1) / (x - 1) = lim 2x. So the limit is 2.");
  });

  it("sin(x)/x at 0: L'Hôpital's rule gives cos(x) over 1", () => {
    const result = limitOf({ function: 'sin(x)/x', point: 0, direction: 'right' });
    expect(mathsOf(result, 1)).toEqual(['sin(x) / x', 'cos(x)']);
    expect(textOf(result, 1)).toBe(result.steps[1]);
  });

  it('x^x at 0⁺: rewritten as exp(x ln x), then x against ln(x) in the 0·∞ form', () => {
    const result = limitOf({ function: 'x^x', point: 0, direction: 'right' });
    expect(mathsOf(result, 1)).toEqual(['x^x', 'exp(x * ln(x))', 'x', 'ln(x)']);
    expect(textOf(result, 1)).toBe(result.steps[1]);
  });

  it('(2x³ + 1)/(5x³ − x) at ∞: the leading terms, and the quotient behaving like 2/5', () => {
    const result = limitOf({ function: '(2x^3 + 1)/(5x^3 - x)', point: Infinity });
    expect(mathsOf(result, 0)).toEqual(['5x^3 - x', '5x^3', '(2x^3 + 1) / (5x^3 - x)', '0.4']);
    expect(textOf(result, 0)).toBe(result.steps[0]);
  });

  it('steps without maths are words alone', () => {
    const result = limitOf({ function: 'x^2', point: 3 });
    expect(result.typesetSteps).toEqual([[result.steps[0]]]);
  });
});

describe('plausible extremes', () => {
  it('takes a point of a million: sin(x)/x there is sin(1e6)/1e6 = −0.00000035 (continuous)', () => {
    // mpmath: sin(10^6) / 10^6 = −3.499935e-7 → 6 decimals: −0
    expect(limitOf({ function: 'sin(x)/x', point: 1_000_000 })).toMatchObject({ exists: true, limitValue: 0 });
  });
});
