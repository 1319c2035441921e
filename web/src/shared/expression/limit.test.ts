import { describe, expect, it } from 'vitest';
import { formatExpr, parseExpression } from './expression.ts';
import { definedValue, findLimit, limitValue, type Approach, type Limit } from './limit.ts';

function treeOf(text: string) {
  const outcome = parseExpression(text);
  if (!outcome.ok) throw new Error(`${text}: ${outcome.message}`);
  return outcome.expression.tree;
}

const limitAt = (text: string, approach: Approach): Limit => findLimit(treeOf(text), approach).limit;

function expectFinite(limit: Limit, value: number): void {
  expect(limit.kind).toBe('finite');
  if (limit.kind === 'finite') expect(Math.abs(limit.value - value)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(value)));
}

/** Limits worked by a computer algebra system (sympy's `limit`), both sides where both are named. */
describe('limits on the expression tree agree with a computer algebra system', () => {
  const finiteCases: [text: string, point: number, sides: (1 | -1)[], value: number][] = [
    ['sin(x)/x', 0, [1, -1], 1],
    ['(1 - cos(x))/x^2', 0, [1, -1], 1 / 2],
    ['(1 + 1/x)^x', Infinity, [-1], Math.E],
    ['x ln(x)', 0, [1], 0],
    ['1/ln(x)', 0, [1], 0],
    ['ln(x)/ln(2x)', Infinity, [-1], 1],
    ['x^50/e^x', Infinity, [-1], 0],
    ['sqrt(x^2 + x) - x', Infinity, [-1], 1 / 2],
    ['x^x', 0, [1], 1],
    ['(e^x - 1 - x)/x^2', 0, [1, -1], 1 / 2],
    ['(tan(x) - x)/x^3', 0, [1, -1], 1 / 3],
    ['atan(x)', -Infinity, [1], -Math.PI / 2],
    ['(x^2 - 1)/(x - 1)', 1, [1, -1], 2],
  ];

  it.each(finiteCases)('lim %s at %s', (text, point, sides, value) => {
    for (const side of sides) expectFinite(limitAt(text, { point, side }), value);
  });

  it.each(finiteCases)('lim %s at %s, as the calculators that only use its value ask (limitValue)', (text, point, sides, value) => {
    for (const side of sides) expectFinite(limitValue(treeOf(text), { point, side }), value);
  });

  it('infinite limits keep their sign: 1/x at 0 is +∞ from the right and −∞ from the left; ln(ln x) at ∞ is +∞', () => {
    expect(limitAt('1/x', { point: 0, side: 1 })).toEqual({ kind: 'infinite', sign: 1 });
    expect(limitAt('1/x', { point: 0, side: -1 })).toEqual({ kind: 'infinite', sign: -1 });
    expect(limitAt('ln(ln(x))', { point: Infinity, side: -1 })).toEqual({ kind: 'infinite', sign: 1 });
    expect(limitValue(treeOf('1/x'), { point: 0, side: -1 })).toEqual({ kind: 'infinite', sign: -1 });
  });

  it('a bounded oscillation has no limit, and neither has a function undefined on the side', () => {
    expect(limitAt('sin(x)', { point: Infinity, side: -1 }).kind).toBe('bounded');
    expect(limitAt('sqrt(x)', { point: 0, side: -1 }).kind).toBe('none');
  });
});

describe('the value of f where each part of it is defined', () => {
  it('takes the ends of domains and refuses what floating point would let through', () => {
    expect(definedValue(treeOf('sqrt(x)'), 0)).toBe(0);
    expect(definedValue(treeOf('asin(x)'), 1)).toBe(Math.PI / 2);
    expect(definedValue(treeOf('1/(1/x)'), 0)).toBeNull();
    expect(definedValue(treeOf('ln(x)'), 0)).toBeNull();
    expect(definedValue(treeOf('sqrt(x)'), -1)).toBeNull();
  });
});

describe('the methods used, as steps with their trees', () => {
  it("names L'Hôpital's rule with the quotient and the quotient of the derivatives", () => {
    // d/dx (1 − cos x) = sin x and d/dx x² = 2x (sympy), and then cos x over 2.
    const { notes } = findLimit(treeOf('(1 - cos(x))/x^2'), { point: 0, side: 1 });
    const maths = notes.map((note) => note.parts.flatMap((part) => (typeof part === 'string' ? [] : [formatExpr(part.math)])));
    expect(maths).toEqual([
      ['(1 - cos(x)) / x^2', 'sin(x) / (2x)'],
      ['sin(x) / (2x)', 'cos(x) / 2'],
    ]);
    expect(notes.map((note) => note.text)).toEqual([
      "0/0 form: by L'Hôpital's rule, lim (1 - cos(x)) / x^2 = lim sin(x) / (2x).",
      "0/0 form: by L'Hôpital's rule, lim sin(x) / (2x) = lim cos(x) / 2.",
    ]);
  });
});
