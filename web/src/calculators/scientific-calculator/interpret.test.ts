import { describe, expect, it } from 'vitest';
import { formatExpr } from '../../shared/expression/expression.ts';
import { interpret } from './interpret.ts';

/** The typeset tree written by formatExpr, or what is shown instead. */
function read(expression: string): string | null {
  const interpretation = interpret(expression);
  if (!interpretation) return null;
  return interpretation.kind === 'typeset' ? `typeset ${formatExpr(interpretation.tree)}` : `text ${interpretation.text}`;
}

describe('the input interpretation of the display', () => {
  it('reads precedence as = does: 2+3×4 is 2 + 3·4, (2+3)×4 keeps its brackets', () => {
    expect(read('2+3×4')).toBe('typeset 2 + 3 * 4');
    expect(read('(2+3)×4')).toBe('typeset (2 + 3) * 4');
  });

  it('reads ÷ as a fraction and ^ as a power, right to left', () => {
    const quotient = interpret('1÷3');
    expect(quotient).toEqual({
      kind: 'typeset',
      tree: { kind: 'binary', operator: '/', left: { kind: 'number', value: 1 }, right: { kind: 'number', value: 3 } },
    });
    expect(read('2^3^2')).toBe('typeset 2^(3^2)');
    const power = interpret('2^3^2');
    expect(power?.kind === 'typeset' && power.tree.kind === 'binary' && power.tree.right.kind === 'binary').toBe(true);
  });

  it('keeps the signs as the evaluator reads them: -2^2 is −(2²), 3×-2 is 3·(−2), (-2)^2 squares −2', () => {
    expect(read('-2^2')).toBe('typeset -2^2');
    expect(read('3×-2')).toBe('typeset 3(-2)');
    expect(read('(-2)^2')).toBe('typeset (-2)^2');
  });

  it('knows π and e', () => {
    expect(read('2×π')).toBe('typeset 2pi');
    expect(read('e^2')).toBe('typeset e^2');
  });

  it('falls back to the display text where the typeset digits would differ', () => {
    // A 12-digit result and a number in exponent form would be typeset with 10 digits.
    expect(read('0.333333333333×3')).toBe('text 0.333333333333×3');
    expect(read('1.09951162778e+12+1')).toBe('text 1.09951162778e+12+1');
    // A point still being typed.
    expect(read('12.')).toBe('text 12.');
  });

  it('falls back to the display text for factorial and percent, which the tree cannot hold', () => {
    expect(read('5!')).toBe('text 5!');
    expect(read('50%')).toBe('text 50%');
  });

  it('has no interpretation for an unfinished expression or a message', () => {
    expect(read('2+')).toBeNull();
    expect(read('2×')).toBeNull();
  });
});
