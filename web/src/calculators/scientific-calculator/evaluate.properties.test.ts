/**
 * Maths invariants of the calculator's evaluation, over random numbers: each operation is undone
 * by its inverse, the trigonometric identities hold in both angle modes, degrees and radians agree,
 * and the operators keep their precedence.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate, isEvaluationError } from './evaluate.ts';

function valueOf(expression: string, angleMode: 'DEG' | 'RAD' = 'DEG'): number {
  const evaluation = evaluate(expression, angleMode);
  if (isEvaluationError(evaluation)) throw new Error(`expected a number for ${expression}, got ${evaluation.message}`);
  return evaluation;
}

/** A number as a visitor types it, a negative one in parentheses. */
const typed = (value: number) => (value < 0 ? `(${value})` : `${value}`);
/** Numbers of everyday sizes: 5e-324 ÷ 5e-324 overflows on the way, as on any calculator. */
const number = fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((value) => value === 0 || Math.abs(value) >= 1e-6);
const positive = fc.double({ min: 1e-6, max: 1e6, noNaN: true });
const angle = fc.oneof(fc.integer({ min: -720, max: 720 }), fc.double({ min: -720, max: 720, noNaN: true }));

function expectClose(actual: number, expected: number, tolerance = 1e-9): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(expected)));
}

describe('inverse operations (properties)', () => {
  it('undoes a subtraction by an addition and a division by a multiplication', () => {
    fc.assert(
      fc.property(number, number, (a, b) => {
        expectClose(valueOf(`${typed(a)}-${typed(b)}+${typed(b)}`), a, 1e-9);
        if (b !== 0) expectClose(valueOf(`${typed(a)}÷${typed(b)}×${typed(b)}`), a, 1e-12);
      }),
    );
  });

  it('undoes exp by ln, a square root by squaring, and 10^k by log', () => {
    fc.assert(
      fc.property(fc.double({ min: -300, max: 300, noNaN: true }), positive, fc.integer({ min: -300, max: 300 }), (x, y, k) => {
        expectClose(valueOf(`ln(exp(${typed(x)}))`), x, 1e-12);
        expectClose(valueOf(`sqrt(${y})^2`), y, 1e-12);
        expectClose(valueOf(`log(10^${typed(k)})`), k, 1e-12);
      }),
    );
  });

  it('gives n!/(n − 1)! = n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 170 }), (n) => {
        expectClose(valueOf(`${n}!÷${n - 1}!`), n, 1e-12);
      }),
    );
  });
});

describe('trigonometry (properties)', () => {
  it('has sin² + cos² = 1, an odd sine and an even cosine, in degrees and radians', () => {
    fc.assert(
      fc.property(angle, fc.constantFrom('DEG' as const, 'RAD' as const), (x, mode) => {
        expectClose(valueOf(`sin(${typed(x)})^2+cos(${typed(x)})^2`, mode), 1, 1e-12);
        expectClose(valueOf(`sin(${typed(-x)})`, mode), -valueOf(`sin(${typed(x)})`, mode), 1e-12);
        expectClose(valueOf(`cos(${typed(-x)})`, mode), valueOf(`cos(${typed(x)})`, mode), 1e-12);
      }),
    );
  });

  it('gives sin(180° − x) = sin x, cos(90° − x) = sin x and tan x = sin x / cos x in degrees', () => {
    fc.assert(
      fc.property(angle, (x) => {
        const sine = valueOf(`sin(${typed(x)})`);
        expectClose(valueOf(`sin(180-${typed(x)})`), sine, 1e-12);
        expectClose(valueOf(`cos(90-${typed(x)})`), sine, 1e-12);
        const cosine = valueOf(`cos(${typed(x)})`);
        if (Math.abs(cosine) > 1e-6) expectClose(valueOf(`tan(${typed(x)})`), sine / cosine, 1e-9);
      }),
    );
  });

  it('agrees between degrees and radians: sin(d) in DEG = sin(d × π ÷ 180) in RAD', () => {
    fc.assert(
      fc.property(angle, (d) => {
        expectClose(valueOf(`sin(${typed(d)})`, 'DEG'), valueOf(`sin(${typed(d)}×π÷180)`, 'RAD'), 1e-12);
        expectClose(valueOf(`cos(${typed(d)})`, 'DEG'), valueOf(`cos(${typed(d)}×π÷180)`, 'RAD'), 1e-12);
      }),
    );
  });
});

/** The same value, 0 and −0 alike (the display shows both as 0). */
function expectSame(actual: number, expected: number): void {
  expect(actual + 0).toBe(expected + 0);
}

describe('precedence (properties)', () => {
  it('multiplies before adding and powers before multiplying, as parentheses would order them', () => {
    const small = fc.integer({ min: -50, max: 50 });
    fc.assert(
      fc.property(small, small, small, fc.integer({ min: 0, max: 4 }), (a, b, c, k) => {
        expectSame(valueOf(`${typed(a)}+${typed(b)}×${typed(c)}`), valueOf(`${typed(a)}+(${typed(b)}×${typed(c)})`));
        expectSame(valueOf(`${typed(a)}×${typed(b)}^${k}`), valueOf(`${typed(a)}×(${typed(b)}^${k})`));
        expectSame(valueOf(`${typed(a)}×${typed(b)}`), valueOf(`${typed(b)}×${typed(a)}`));
        expectSame(valueOf(`${typed(a)}×(${typed(b)}+${typed(c)})`), valueOf(`${typed(a)}×${typed(b)}+${typed(a)}×${typed(c)}`));
      }),
    );
  });
});
