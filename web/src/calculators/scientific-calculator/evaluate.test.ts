import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DIVISION_BY_ZERO, NOT_REAL, NOT_WHOLE, TOO_LARGE, add, evaluate, formatResult, isEvaluationError, type Evaluation } from './evaluate.ts';

function valueOf(expression: string, angleMode: 'DEG' | 'RAD' = 'DEG'): number {
  const evaluation = evaluate(expression, angleMode);
  if (isEvaluationError(evaluation)) throw new Error(`expected a number for ${expression}, got ${evaluation.message}`);
  return evaluation;
}

/** The message of an expression that has no real value. */
function mathErrorOf(expression: string, angleMode: 'DEG' | 'RAD' = 'DEG'): string {
  const evaluation = evaluate(expression, angleMode);
  if (typeof evaluation === 'number' || evaluation.kind !== 'math-error')
    throw new Error(`expected a maths error for ${expression}, got ${JSON.stringify(evaluation)}`);
  return evaluation.message;
}

function expectSyntaxError(evaluation: Evaluation) {
  expect(evaluation).toEqual({ kind: 'syntax-error', message: expect.any(String) });
}

describe('evaluate: precedence and parentheses', () => {
  it('multiplies before adding: 2+3×4 = 14', () => expect(valueOf('2+3×4')).toBe(14));
  it('evaluates parentheses first: (2+3)×4 = 20', () => expect(valueOf('(2+3)×4')).toBe(20));
  it('raises to powers from the right: 2^3^2 = 2^9 = 512', () => expect(valueOf('2^3^2')).toBe(512));
  it('raises before negating: -2^2 = -4', () => expect(valueOf('-2^2')).toBe(-4));
  it('negates a parenthesised base: (-2)^2 = 4', () => expect(valueOf('(-2)^2')).toBe(4));
  it('subtracts from the left: 10-4-3 = 3', () => expect(valueOf('10-4-3')).toBe(3));
  it('divides from the left: 12÷4÷3 = 1', () => expect(valueOf('12÷4÷3')).toBe(1));
  it('divides before subtracting: 10-6÷2 = 7', () => expect(valueOf('10-6÷2')).toBe(7));
  it('accepts keyboard spellings: 2*3/4 = 1.5', () => expect(valueOf('2*3/4')).toBe(1.5));
  it('accepts the typographic minus sign: 5−2 = 3', () => expect(valueOf('5−2')).toBe(3));
  it('nests parentheses: ((1+2)×(3+4))^2 = 441', () => expect(valueOf('((1+2)×(3+4))^2')).toBe(441));
  it('reads a trailing point as a whole number: 2.+3 = 5', () => expect(valueOf('2.+3')).toBe(5));
  it('reads a leading point: .5×4 = 2', () => expect(valueOf('.5×4')).toBe(2));
  it('reads exponent notation as the display writes it: 1.5e-7×2 = 3e-7', () => expect(valueOf('1.5e-7×2')).toBeCloseTo(3e-7, 20));
  it('multiplies implicitly: 2π = 2×π', () => expect(valueOf('2π')).toBe(2 * Math.PI));
});

describe('evaluate: a minus after an operator is a sign', () => {
  it('3×-2 = -6 and 3*-2 = -6', () => {
    expect(valueOf('3×-2')).toBe(-6);
    expect(valueOf('3*-2')).toBe(-6);
  });
  it('8÷-2 = -4', () => expect(valueOf('8÷-2')).toBe(-4));
  it('2^-1 = 0.5 and 10^-3 = 0.001', () => {
    expect(valueOf('2^-1')).toBe(0.5);
    expect(valueOf('10^-3')).toBeCloseTo(0.001, 18);
  });
  it('binds looser than ^, as in a textbook: 2×-3^2 = 2×(-9) = -18', () => expect(valueOf('2×-3^2')).toBe(-18));
  it('binds looser than ^ in an exponent too: 2^-3^2 = 2^(-9) = 0.001953125', () => expect(valueOf('2^-3^2')).toBe(0.001953125));
  it('signs a parenthesised group: 2×-(1+2) = -6', () => expect(valueOf('2×-(1+2)')).toBe(-6));
  it('signs after an opening parenthesis: (-3)×(-2) = 6', () => expect(valueOf('(-3)×(-2)')).toBe(6));
});

describe('evaluate: constants', () => {
  it('knows π, also spelt pi', () => {
    expect(valueOf('π')).toBe(Math.PI);
    expect(valueOf('pi')).toBe(Math.PI);
  });
  it('knows e', () => expect(valueOf('e')).toBe(Math.E));
  it('never gives Infinity or NaN as a value, even when they are typed', () => {
    expect(mathErrorOf('Infinity+1')).toBe(TOO_LARGE);
    expect(mathErrorOf('NaN×0')).toBe(NOT_REAL);
  });
});

describe('evaluate: trigonometry in degrees (the default)', () => {
  it('sin 30° = 0.5 exactly', () => expect(valueOf('sin(30)')).toBe(0.5));
  it('cos 60° = 0.5 exactly', () => expect(valueOf('cos(60)')).toBe(0.5));
  it('tan 45° = 1 exactly', () => expect(valueOf('tan(45)')).toBe(1));
  it('sin 90° = 1 and cos 90° = 0', () => {
    expect(valueOf('sin(90)')).toBe(1);
    expect(valueOf('cos(90)')).toBe(0);
  });
  it('sin 180° = 0 and cos 180° = -1', () => {
    expect(valueOf('sin(180)')).toBe(0);
    expect(valueOf('cos(180)')).toBe(-1);
  });
  it('tan 90° and tan 270° are not real numbers, never a huge number', () => {
    expect(mathErrorOf('tan(90)')).toBe(NOT_REAL);
    expect(mathErrorOf('tan(270)')).toBe(NOT_REAL);
    expect(mathErrorOf('tan(-90)')).toBe(NOT_REAL);
  });
  it('tan 135° = -1 and tan 180° = 0', () => {
    expect(valueOf('tan(135)')).toBe(-1);
    expect(valueOf('tan(180)')).toBe(0);
  });
  it('works for negative angles and beyond a full turn: sin -30° = -0.5, sin 390° = 0.5, cos 720° = 1', () => {
    expect(valueOf('sin(-30)')).toBe(-0.5);
    expect(valueOf('sin(390)')).toBe(0.5);
    expect(valueOf('cos(720)')).toBe(1);
  });
  it('treats an angle within 1e-12 of a special angle as that angle', () => {
    expect(valueOf('sin(180.0000000000001)')).toBe(0);
    expect(mathErrorOf('tan(89.99999999999999)')).toBe(NOT_REAL);
  });
  it('computes other angles normally: sin 45° = √2/2, cos 30° = √3/2, tan 60° = √3', () => {
    expect(valueOf('sin(45)')).toBeCloseTo(Math.SQRT1_2, 15);
    expect(valueOf('cos(30)')).toBeCloseTo(Math.sqrt(3) / 2, 15);
    expect(valueOf('tan(60)')).toBeCloseTo(Math.sqrt(3), 14);
    expect(valueOf('sin(1)')).toBeCloseTo(0.0174524064372835, 15);
  });
});

describe('evaluate: trigonometry in radians', () => {
  it('sin(π/2) = 1', () => expect(valueOf('sin(π/2)', 'RAD')).toBe(1));
  it('sin(π) = 0 and cos(π) = -1, without binary noise', () => {
    expect(valueOf('sin(π)', 'RAD')).toBe(0);
    expect(valueOf('cos(π)', 'RAD')).toBe(-1);
  });
  it('cos(π/2) = 0 and cos(π/3) = 0.5', () => {
    expect(valueOf('cos(π/2)', 'RAD')).toBe(0);
    expect(valueOf('cos(π/3)', 'RAD')).toBe(0.5);
  });
  it('tan(π/4) = 1 and tan(π/2) is not a real number', () => {
    expect(valueOf('tan(π/4)', 'RAD')).toBe(1);
    expect(mathErrorOf('tan(π/2)', 'RAD')).toBe(NOT_REAL);
  });
  it('sin(1 rad) = 0.841470984808', () => expect(valueOf('sin(1)', 'RAD')).toBeCloseTo(0.8414709848078965, 15));
  it('sin(90 rad) differs from sin 90°', () => expect(valueOf('sin(90)', 'RAD')).toBeCloseTo(0.8939966636005579, 15));
});

describe('evaluate: other functions', () => {
  it('log is base 10: log 1000 = 3, log 0.01 = -2', () => {
    expect(valueOf('log(1000)')).toBe(3);
    expect(valueOf('log(0.01)')).toBe(-2);
  });
  it('ln is natural: ln e = 1, ln 1 = 0', () => {
    expect(valueOf('ln(e)')).toBe(1);
    expect(valueOf('ln(1)')).toBe(0);
  });
  it('sqrt 16 = 4', () => expect(valueOf('sqrt(16)')).toBe(4));
  it('exp 0 = 1 and exp 1 = e', () => {
    expect(valueOf('exp(0)')).toBe(1);
    expect(valueOf('exp(1)')).toBe(Math.E);
  });
  it('powers: 10^3 = 1000, 5^2 = 25, 4^0.5 = 2, 2^-1 = 0.5', () => {
    expect(valueOf('10^3')).toBe(1000);
    expect(valueOf('5^2')).toBe(25);
    expect(valueOf('4^0.5')).toBe(2);
    expect(valueOf('2^-1')).toBe(0.5);
  });
  it('takes the result of an inner expression as argument: sqrt(9+7) = 4', () => expect(valueOf('sqrt(9+7)')).toBe(4));
});

describe('evaluate: factorial', () => {
  it('5! = 120', () => expect(valueOf('5!')).toBe(120));
  it('0! = 1 and 1! = 1', () => {
    expect(valueOf('0!')).toBe(1);
    expect(valueOf('1!')).toBe(1);
  });
  it('binds tighter than negation: -3! = -6', () => expect(valueOf('-3!')).toBe(-6));
  it('needs a whole number: (-1)! and (-3)! are refused', () => {
    expect(mathErrorOf('(-1)!')).toBe(NOT_WHOLE);
    expect(mathErrorOf('(-3)!')).toBe(NOT_WHOLE);
  });
  it('needs a whole number: 2.5! and 3.5! are refused', () => {
    expect(mathErrorOf('2.5!')).toBe(NOT_WHOLE);
    expect(mathErrorOf('3.5!')).toBe(NOT_WHOLE);
  });
  it('applies twice: 3!! = 6! = 720', () => expect(valueOf('3!!')).toBe(720));
  it('is too large beyond 170! (7.25741561531e+306)', () => {
    expect(valueOf('170!')).toBeCloseTo(7.257415615307994e306, -292);
    expect(mathErrorOf('171!')).toBe(TOO_LARGE);
  });
});

describe('evaluate: maths without a real result says why', () => {
  it('cannot divide by zero: 1÷0, -1÷0, 0÷0, 1/(2-2)', () => {
    for (const expression of ['1÷0', '-1÷0', '0÷0', '1/(2-2)']) expect(mathErrorOf(expression), expression).toBe(DIVISION_BY_ZERO);
  });
  it('cannot divide by zero in 0 to a negative power: 0^-1 = 1÷0', () => expect(mathErrorOf('0^-1')).toBe(DIVISION_BY_ZERO));
  it('0^0 = 1, the usual convention', () => expect(valueOf('0^0')).toBe(1));
  it('sqrt(-1) is not a real number (never a complex one)', () => expect(mathErrorOf('sqrt(-1)')).toBe(NOT_REAL));
  it('ln(-1) and log(-10) are not real numbers', () => {
    expect(mathErrorOf('ln(-1)')).toBe(NOT_REAL);
    expect(mathErrorOf('log(-10)')).toBe(NOT_REAL);
  });
  it('ln 0 and log 0 (−∞) are not real numbers', () => {
    expect(mathErrorOf('ln(0)')).toBe(NOT_REAL);
    expect(mathErrorOf('log(0)')).toBe(NOT_REAL);
  });
  it('a negative base to a fractional power is not a real number: (-8)^0.5', () => expect(mathErrorOf('(-8)^0.5')).toBe(NOT_REAL));
  it('10^400, e^1000 and 1e308×10 are too large; 10^308 is not', () => {
    expect(mathErrorOf('10^400')).toBe(TOO_LARGE);
    expect(mathErrorOf('exp(1000)')).toBe(TOO_LARGE);
    expect(mathErrorOf('1e308×10')).toBe(TOO_LARGE);
    expect(valueOf('10^308')).toBe(1e308);
  });
  it('stops at the first error, as a handheld does: 1÷(10^400) is too large, not 0', () => expect(mathErrorOf('1÷(10^400)')).toBe(TOO_LARGE));
  it('gives 0 for a result too small for a double, as a handheld shows it: 10^-400 = 0', () => expect(valueOf('10^-400')).toBe(0));
});

describe('evaluate: every answer is a finite number or a message (property)', () => {
  const number = fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: -200, max: 200 }),
    fc.constantFrom(0, 90, 180, 270, 1e308, -1e308, 5e-324, 0.5, 3.5),
  );
  const literal = number.map((value) => (value < 0 || Object.is(value, -0) ? `(${String(value)})` : String(value)));
  const expression: fc.Arbitrary<string> = fc.letrec((tie) => ({
    node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, literal, tie('binary'), tie('call'), tie('postfix')),
    binary: fc
      .tuple(tie('node'), fc.constantFrom('+', '-', '×', '÷', '^', '×-', '÷-', '^-'), tie('node'))
      .map(([a, op, b]) => `(${a as string})${op}(${b as string})`),
    call: fc.tuple(fc.constantFrom('sin', 'cos', 'tan', 'log', 'ln', 'sqrt', 'exp'), tie('node')).map(([name, a]) => `${name}(${a as string})`),
    postfix: tie('node').map((a) => `(${a as string})!`),
  })).node as fc.Arbitrary<string>;

  it('never gives NaN or ±Infinity, and its display text never says NaN or Infinity', () => {
    fc.assert(
      fc.property(expression, fc.constantFrom('DEG' as const, 'RAD' as const), (text, angleMode) => {
        const evaluation: Evaluation = evaluate(text, angleMode);
        if (typeof evaluation === 'number') {
          expect(Number.isFinite(evaluation)).toBe(true);
          expect(formatResult(evaluation)).not.toMatch(/NaN|Infinity|undefined/);
        } else {
          expect(evaluation.message).not.toMatch(/NaN|Infinity|undefined/);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('evaluate: binary noise', () => {
  it('0.1×3−0.3 cancels to exactly 0', () => expect(valueOf('0.1×3-0.3')).toBe(0));
  it('0.1+0.2−0.3 cancels to exactly 0', () => expect(valueOf('0.1+0.2-0.3')).toBe(0));
  it('keeps a genuine small difference: 1.000001−1 = 0.000001', () => expect(valueOf('1.000001-1')).toBeCloseTo(1e-6, 15));
  it('add() returns 0 only on total cancellation', () => {
    expect(add(0.30000000000000004, -0.3)).toBe(0);
    expect(add(2, 3)).toBe(5);
    expect(add(1e-20, 0)).toBe(1e-20);
  });
});

describe('evaluate: syntax errors are values, never exceptions', () => {
  it.each([
    ['a dangling operator', '2+'],
    ['an operator with no left operand', '×2'],
    ['two operators in a row', '2×÷3'],
    ['an unclosed parenthesis', '(2+3'],
    ['an unopened parenthesis', '2+3)'],
    ['empty parentheses', '()'],
    ['an empty expression', ''],
    ['an unknown name', 'x+1'],
    ['an unknown function', 'foo(2)'],
    ['a function with two arguments', 'sin(1,2)'],
    ['an assignment', 'a=2'],
    ['a text value', '"2"'],
    ['a boolean', 'true'],
    ['a matrix', '[1,2]'],
    ['an operator outside the calculator', '5 mod 2'],
    ['a comparison', '2<3'],
    ['two expressions', '1;2'],
  ])('returns a syntax error for %s (%s)', (_, expression) => {
    expectSyntaxError(evaluate(expression));
  });

  it('does not reach object properties through names', () => {
    expectSyntaxError(evaluate('constructor(1)'));
    expectSyntaxError(evaluate('toString'));
  });
});

describe('formatResult', () => {
  it('rounds to 12 significant digits to hide binary noise: 0.1+0.2 shows 0.3', () => expect(formatResult(0.1 + 0.2)).toBe('0.3'));
  it('shows 1/3 as 0.333333333333 and 2/3 as 0.666666666667', () => {
    expect(formatResult(1 / 3)).toBe('0.333333333333');
    expect(formatResult(2 / 3)).toBe('0.666666666667');
  });
  it('shows whole numbers without a point', () => expect(formatResult(14)).toBe('14'));
  it('shows negative numbers with a minus sign', () => expect(formatResult(-2.5)).toBe('-2.5'));
  it('shows -0 as 0', () => expect(formatResult(-0)).toBe('0'));
  it('shows up to 12 integer digits in full', () => expect(formatResult(999999999999)).toBe('999999999999'));
  it('shows larger numbers in exponent notation rather than invent digits', () => {
    expect(formatResult(2 ** 40)).toBe('1.09951162778e+12');
    expect(formatResult(1e21)).toBe('1e+21');
  });
  it('shows tiny numbers in exponent notation', () => expect(formatResult(1.5e-7)).toBe('1.5e-7'));
  it('never writes Infinity or NaN: a value that is not finite reads as its message', () => {
    expect(formatResult(Infinity)).toBe(TOO_LARGE);
    expect(formatResult(-Infinity)).toBe(TOO_LARGE);
    expect(formatResult(NaN)).toBe(NOT_REAL);
  });
  it('shows the largest double in exponent notation: 1.79769313486e+308', () => expect(formatResult(Number.MAX_VALUE)).toBe('1.79769313486e+308'));
  it('writes text the evaluator reads back to the same display', () => {
    for (const value of [1 / 3, -2.5, 2 ** 40, 1.5e-7, 1e21, 1e308]) {
      expect(formatResult(valueOf(formatResult(value)))).toBe(formatResult(value));
    }
  });
});

describe('plausible extremes', () => {
  it('shows 170!, the largest factorial a double holds, and says 171! is too large', () => {
    expect(formatResult(evaluate('170!') as number)).toBe('7.25741561531e+306');
    expect(evaluate('171!')).toEqual({ kind: 'math-error', message: TOO_LARGE });
  });

  it('shows a tiny result in exponent notation: 1 ÷ 3^200', () => {
    // mpmath: 1 / 3^200 = 3.76486194959903e-96, 12 significant digits 3.76486194960e-96
    expect(formatResult(evaluate('1/3^200') as number)).toBe('3.7648619496e-96');
  });
});
