import { describe, expect, it } from 'vitest';
import { compute, formatSide, parsePoint, type Inputs, type Result } from './compute.ts';

function limitOf(inputs: Partial<Inputs>): Result {
  const result = compute({ function: '(x^2 - 1)/(x - 1)', point: 1, direction: 'both', ...inputs });
  if (!result) throw new Error('no result');
  return result;
}

describe('finite limits', () => {
  it('gives 2 for the default (x² − 1)/(x − 1) at 1, from both sides', () => {
    const result = limitOf({});
    expect(result).toMatchObject({ limit: '2', limitValue: 2, exists: true });
    expect(result.leftLimit && formatSide(result.leftLimit)).toBe('2');
    expect(result.rightLimit && formatSide(result.rightLimit)).toBe('2');
    expect(result.steps[0]).toContain('Direct substitution fails');
  });

  it('gives 1 for sin(x)/x at 0', () => {
    expect(limitOf({ function: 'sin(x)/x', point: 0 })).toMatchObject({ limit: '1', exists: true });
  });

  it('gives 0.5 for (1 − cos x)/x² at 0 and 1 for (e^x − 1)/x at 0', () => {
    expect(limitOf({ function: '(1 - cos(x))/x^2', point: 0 }).limitValue).toBe(0.5);
    expect(limitOf({ function: '(e^x - 1)/x', point: 0 }).limitValue).toBe(1);
  });

  it('handles a square-root approach: sqrt(x) at 0 from the right is 0, and x·ln(x) at 0⁺ is 0', () => {
    expect(limitOf({ function: 'sqrt(x)', point: 0, direction: 'right' }).limitValue).toBe(0);
    expect(limitOf({ function: 'x ln(x)', point: 0, direction: 'right' }).limitValue).toBe(0);
  });

  it('uses the value of a continuous function exactly: x^2 at 3 is 9', () => {
    expect(limitOf({ function: 'x^2', point: 3 }).limitValue).toBe(9);
  });

  it('gives e for (1 + 1/x)^x as x → ∞', () => {
    expect(limitOf({ function: '(1 + 1/x)^x', point: Infinity }).limitValue).toBe(2.718282);
  });

  it('gives 0 for 1/x as x → −∞', () => {
    expect(limitOf({ function: '1/x', point: -Infinity }).limitValue).toBe(0);
  });
});

describe('infinite limits', () => {
  it('gives +∞ for 1/x² at 0', () => {
    expect(limitOf({ function: '1/x^2', point: 0 })).toMatchObject({ limit: '+∞', exists: true, limitValue: null });
  });

  it('gives −∞ for ln(x) at 0 from the right', () => {
    expect(limitOf({ function: 'ln(x)', point: 0, direction: 'right' })).toMatchObject({ limit: '−∞', exists: true });
  });

  it('gives +∞ for x^2 as x → ∞', () => {
    expect(limitOf({ function: 'x^2', point: Infinity }).limit).toBe('+∞');
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

  it('sides 0.001 apart do not give a limit; sides 0.0009 apart do (spec section 8)', () => {
    // x < 0: 0; x > 0: the step 0.001 (or 0.0009) plus a vanishing x.
    expect(limitOf({ function: '0.001 * (abs(x)/x + 1)/2 + x', point: 0 }).exists).toBe(false);
    expect(limitOf({ function: '0.0009 * (abs(x)/x + 1)/2 + x', point: 0 })).toMatchObject({ exists: true, limitValue: 0.00045 });
  });

  it('sin(1/x) at 0 oscillates', () => {
    expect(limitOf({ function: 'sin(1/x)', point: 0, direction: 'right' })).toMatchObject({ exists: false, limit: 'Does not exist' });
  });

  it('sqrt(x) at 0 from the left is undefined', () => {
    const result = limitOf({ function: 'sqrt(x)', point: 0, direction: 'left' });
    expect(result.exists).toBe(false);
    expect(result.leftLimit).toEqual({ kind: 'none', reason: 'f is undefined to the left of 0' });
  });
});

describe('invalid input', () => {
  it('returns nothing for an invalid expression or a blank point', () => {
    expect(compute({ function: '(x^2 - 1)/(x - 1', point: 1, direction: 'both' })).toBeNull();
    expect(compute({ function: 'x', point: Number.NaN, direction: 'both' })).toBeNull();
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
