import { describe, expect, it } from 'vitest';
import { fromTree, parseExpression } from './expression.ts';
import { exactDifference, exactPoint, formatExact, knownConstant } from './exact.ts';
import { simplify } from './simplify.ts';

function treeOf(text: string) {
  const outcome = parseExpression(text);
  if (!outcome.ok) throw new Error(`${text}: ${outcome.message}`);
  return outcome.expression.tree;
}

/** F(b) − F(a) written exactly, with its floating-point value as the check the caller gives. */
function exactIntegral(antiderivative: string, from: number, to: number): string | null {
  const tree = treeOf(antiderivative);
  const F = fromTree(tree);
  const difference = exactDifference(tree, from, to, F.evaluate(to) - F.evaluate(from));
  return difference ? formatExact(difference) : null;
}

describe('exact points', () => {
  it('reads a limit as the exact number it stands for: 0.5 is 1/2, the double nearest π/4 is π/4', () => {
    const written = (value: number) => formatExact(simplify(exactPoint(value)!));
    expect(written(0.5)).toBe('1/2');
    expect(written(-3)).toBe('−3');
    expect(written(Math.PI / 4)).toBe('π/4');
    expect(written((2 * Math.PI) / 3)).toBe('2π/3');
    expect(exactPoint(Math.SQRT2)).toBeNull();
  });
});

/** Definite integrals whose values were worked by hand (and agree with sympy's `integrate`). */
describe('exact differences of antiderivatives', () => {
  it('gives fractions, π, √ and ln where the value is exact', () => {
    // ∫₀⁴ √x dx = (2/3)·4^(3/2) = 16/3
    expect(exactIntegral('(2/3) x^(3/2)', 0, 4)).toBe('16/3');
    // ∫₀^(π/2) sin x dx = 1
    expect(exactIntegral('-cos(x)', 0, Math.PI / 2)).toBe('1');
    // ∫₀¹ 1/(1 + x²) dx = π/4
    expect(exactIntegral('atan(x)', 0, 1)).toBe('π/4');
    // ∫₁² 1/x dx = ln 2
    expect(exactIntegral('ln(x)', 1, 2)).toBe('ln(2)');
    // ∫₀¹ eˣ dx = e − 1
    expect(exactIntegral('e^x', 0, 1)).toBe('e − 1');
  });

  it('gives no exact form when a limit is not an exact number', () => {
    expect(exactIntegral('x^2', 0, Math.SQRT2)).toBeNull();
  });

  it('gives no exact form when the expected value disagrees', () => {
    expect(exactDifference(treeOf('x^2'), 0, 1, 2)).toBeNull();
  });
});

describe('known constants', () => {
  const written = (value: number) => {
    const tree = knownConstant(value);
    return tree ? formatExact(tree) : null;
  };

  it('recognises e, its powers and π, √n and ln n multiples to the last bit', () => {
    expect(written(Math.E)).toBe('e');
    expect(written(Math.exp(2))).toBe('e^2');
    expect(written(Math.exp(0.5))).toBe('e^(1/2)');
    expect(written(1 / Math.E)).toBe('1/e');
    expect(written(2 * Math.E)).toBe('2e');
    expect(written(Math.PI / 2)).toBe('π/2');
    expect(written((3 * Math.PI) / 4)).toBe('3π/4');
    expect(written(-Math.PI / 2)).toBe('−π/2');
    expect(written(Math.SQRT2 / 2)).toBe('√2/2');
    expect(written(Math.LN2)).toBe('ln(2)');
  });

  it('writes a fraction whose decimals do not end: 1/3, −2/3', () => {
    expect(written(1 / 3)).toBe('1/3');
    expect(written(-2 / 3)).toBe('−2/3');
  });

  it('gives none for a value its 6 decimals write exactly, or one near no known constant', () => {
    expect(written(0.5)).toBeNull();
    expect(written(2)).toBeNull();
    expect(written(0.1234567891)).toBeNull();
    // e to 12 digits is not e.
    expect(written(2.71828182846)).toBeNull();
  });
});
