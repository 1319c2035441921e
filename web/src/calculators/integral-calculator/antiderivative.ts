/**
 * A symbolic antiderivative for the common cases (CONVENTIONS D10: exact results where a closed
 * form exists): polynomials, powers of a linear a·x + b (including 1/(a·x + b) → ln|a·x + b| / a),
 * sin, cos, e^ and sqrt of a linear argument, c^(a·x + b), and sums and constant multiples of
 * these. Anything else returns null and the calculator uses a numerical reference instead.
 */
import { callExpr, containsX, formatExpr, fromTree, negateExpr, numberExpr, parseExpression, type Expr } from '../../shared/expression/expression.ts';
import { formatPolynomial, toPolynomial } from '../../shared/expression/polynomial.ts';
import { divide, rational } from '../../shared/expression/rational.ts';

export interface Antiderivative {
  tree: Expr;
  text: string;
  evaluate: (x: number) => number;
  /** Where the integrand has a pole (a linear argument is 0): F is valid only between them. */
  singularities: number[];
}

const x: Expr = { kind: 'x' };

function times(left: Expr, right: Expr): Expr {
  if (left.kind === 'number' && left.value === 1) return right;
  if (right.kind === 'number' && right.value === 1) return left;
  if (left.kind === 'number' && left.value === -1) return negateExpr(right);
  return { kind: 'binary', operator: '*', left, right };
}

function over(numerator: Expr, denominator: number): Expr {
  if (denominator === 1) return numerator;
  if (denominator === -1) return negateExpr(numerator);
  return { kind: 'binary', operator: '/', left: numerator, right: numberExpr(denominator) };
}

const power = (base: Expr, exponent: number): Expr => ({ kind: 'binary', operator: '^', left: base, right: numberExpr(exponent) });

/** a·x + b built only from x, constants, +, −, negation, and products or quotients by constants. */
function isLinear(tree: Expr): boolean {
  switch (tree.kind) {
    case 'x':
    case 'number':
    case 'constant':
      return true;
    case 'negate':
      return isLinear(tree.argument);
    case 'call':
      return !containsX(tree);
    case 'binary':
      if (tree.operator === '+' || tree.operator === '-') return isLinear(tree.left) && isLinear(tree.right);
      if (tree.operator === '*') return (!containsX(tree.left) && isLinear(tree.right)) || (!containsX(tree.right) && isLinear(tree.left));
      if (tree.operator === '/') return !containsX(tree.right) && isLinear(tree.left);
      return !containsX(tree);
  }
}

/** The slope and intercept of a linear argument, or null when it does not depend on x. */
function linear(tree: Expr): { slope: number; intercept: number } | null {
  if (!containsX(tree) || !isLinear(tree)) return null;
  const { evaluate } = fromTree(tree);
  const intercept = evaluate(0);
  const slope = evaluate(1) - intercept;
  return slope === 0 || !Number.isFinite(slope) || !Number.isFinite(intercept) ? null : { slope, intercept };
}

function constantValue(tree: Expr): number {
  return fromTree(tree).evaluate(0);
}

function integrate(tree: Expr, singularities: number[]): Expr | null {
  if (!containsX(tree)) return times(tree, x);
  const polynomial = toPolynomial(tree);
  if (polynomial.ok) {
    const integral = [rational(0n), ...polynomial.polynomial.map((coefficient, index) => divide(coefficient, rational(BigInt(index + 1))))];
    const outcome = parseExpression(formatPolynomial(integral));
    return outcome.ok ? outcome.expression.tree : null;
  }
  switch (tree.kind) {
    case 'negate': {
      const inner = integrate(tree.argument, singularities);
      return inner && negateExpr(inner);
    }
    case 'call': {
      const argument = linear(tree.argument);
      if (!argument) return null;
      const u = tree.argument;
      const { slope } = argument;
      if (tree.name === 'sin') return over(negateExpr(callExpr('cos', u)), slope);
      if (tree.name === 'cos') return over(callExpr('sin', u), slope);
      if (tree.name === 'exp') return over(callExpr('exp', u), slope);
      if (tree.name === 'sqrt') return over(times(numberExpr(2), power(u, 1.5)), 3 * slope);
      return null;
    }
    case 'binary': {
      const { operator, left, right } = tree;
      if (operator === '+' || operator === '-') {
        const first = integrate(left, singularities);
        const second = integrate(right, singularities);
        if (!first || !second) return null;
        return { kind: 'binary', operator, left: first, right: second };
      }
      if (operator === '*') {
        if (!containsX(left)) {
          const inner = integrate(right, singularities);
          return inner && times(left, inner);
        }
        if (!containsX(right)) {
          const inner = integrate(left, singularities);
          return inner && times(right, inner);
        }
        return null;
      }
      if (operator === '/') {
        if (!containsX(right)) {
          const inner = integrate(left, singularities);
          return inner && { kind: 'binary', operator: '/', left: inner, right };
        }
        if (!containsX(left)) return integratePower(right, -1, singularities, left);
        return null;
      }
      if (!containsX(right)) return integratePower(left, constantValue(right), singularities);
      if (!containsX(left)) {
        const base = constantValue(left);
        const exponent = linear(right);
        if (!exponent || !(base > 0) || base === 1) return null;
        return over(tree, exponent.slope * Math.log(base));
      }
      return null;
    }
    default:
      return null;
  }
}

/** ∫ c · u^n dx for a linear u = a·x + b. */
function integratePower(base: Expr, exponent: number, singularities: number[], factor: Expr = numberExpr(1)): Expr | null {
  const argument = linear(base);
  if (!argument || !Number.isFinite(exponent)) return null;
  const { slope, intercept } = argument;
  // u^n with n ≤ -1 has no finite integral across u = 0; with -1 < n < 0 it has (∫0..1 x^(-1/2) dx = 2).
  if (exponent <= -1) singularities.push(-intercept / slope);
  if (exponent === -1) return times(factor, over(callExpr('ln', callExpr('abs', base)), slope));
  return times(factor, over(power(base, exponent + 1), slope * (exponent + 1)));
}

export function antiderivative(tree: Expr): Antiderivative | null {
  const singularities: number[] = [];
  const result = integrate(tree, singularities);
  if (!result) return null;
  const compiled = fromTree(result);
  return { tree: result, text: formatExpr(result), evaluate: compiled.evaluate, singularities };
}
