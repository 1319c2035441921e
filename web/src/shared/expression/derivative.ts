/**
 * The symbolic derivative of an expression in x: the textbook rules applied to our own tree, then
 * simplified (simplify.ts). Both passes are linear in the size of the derivative, so a
 * 200-character expression takes well under a millisecond, and the maths pages need no more of
 * mathjs than its parser.
 *
 * Rules, with u and v expressions in x and c a constant:
 *   (u ± v)′ = u′ ± v′        (uv)′ = u′v + uv′        (u / v)′ = (u′v − uv′) / v²
 *   (u^c)′ = c·u^(c − 1)·u′    (c^v)′ = c^v·ln(c)·v′     (u^v)′ = u^v·(v′·ln(u) + v·u′ / u)
 *   f(u)′ = f′(u)·u′ for every function the parser accepts (|u|′ = u / |u| away from 0).
 */
import { callExpr, containsX, fromTree, negateExpr, numberExpr, type Expr, type Expression, type FunctionName } from './expression.ts';
import { simplify } from './simplify.ts';

const binary = (operator: '+' | '-' | '*' | '/' | '^', left: Expr, right: Expr): Expr => ({ kind: 'binary', operator, left, right });
const times = (left: Expr, right: Expr) => binary('*', left, right);
const over = (left: Expr, right: Expr) => binary('/', left, right);
const squared = (base: Expr) => binary('^', base, numberExpr(2));

/** f′(u) for each function, before the chain rule multiplies by u′. */
const outerDerivative: Record<FunctionName, (u: Expr) => Expr> = {
  sin: (u) => callExpr('cos', u),
  cos: (u) => negateExpr(callExpr('sin', u)),
  tan: (u) => squared(callExpr('sec', u)),
  sec: (u) => times(callExpr('sec', u), callExpr('tan', u)),
  csc: (u) => negateExpr(times(callExpr('csc', u), callExpr('cot', u))),
  cot: (u) => negateExpr(squared(callExpr('csc', u))),
  asin: (u) => over(numberExpr(1), callExpr('sqrt', binary('-', numberExpr(1), squared(u)))),
  acos: (u) => negateExpr(over(numberExpr(1), callExpr('sqrt', binary('-', numberExpr(1), squared(u))))),
  atan: (u) => over(numberExpr(1), binary('+', numberExpr(1), squared(u))),
  sinh: (u) => callExpr('cosh', u),
  cosh: (u) => callExpr('sinh', u),
  tanh: (u) => over(numberExpr(1), squared(callExpr('cosh', u))),
  exp: (u) => callExpr('exp', u),
  ln: (u) => over(numberExpr(1), u),
  log: (u) => over(numberExpr(1), times(callExpr('ln', numberExpr(10)), u)),
  sqrt: (u) => over(numberExpr(1), times(numberExpr(2), callExpr('sqrt', u))),
  cbrt: (u) => over(numberExpr(1), times(numberExpr(3), squared(callExpr('cbrt', u)))),
  abs: (u) => over(u, callExpr('abs', u)),
};

/** d/dx of the tree, unsimplified. */
function derive(tree: Expr): Expr {
  switch (tree.kind) {
    case 'number':
    case 'constant':
      return numberExpr(0);
    case 'x':
      return numberExpr(1);
    case 'negate':
      return negateExpr(derive(tree.argument));
    case 'call':
      return times(outerDerivative[tree.name](tree.argument), derive(tree.argument));
    case 'binary': {
      const { operator, left: u, right: v } = tree;
      switch (operator) {
        case '+':
        case '-':
          return binary(operator, derive(u), derive(v));
        case '*':
          return binary('+', times(derive(u), v), times(u, derive(v)));
        case '/':
          if (!containsX(v)) return over(derive(u), v);
          return over(binary('-', times(derive(u), v), times(u, derive(v))), squared(v));
        case '^':
          if (!containsX(v)) return times(times(v, binary('^', u, binary('-', v, numberExpr(1)))), derive(u));
          if (!containsX(u)) return times(times(tree, callExpr('ln', u)), derive(v));
          return times(tree, binary('+', times(derive(v), callExpr('ln', u)), over(times(v, derive(u)), u)));
      }
    }
  }
}

/**
 * d/dx of a tree, simplified, or null if it cannot be written (numbers too large to work with
 * exactly). The limit engine differentiates the trees it builds (L'Hôpital's rule) with it.
 */
export function differentiateTree(tree: Expr): Expr | null {
  try {
    return simplify(derive(tree));
  } catch {
    return null;
  }
}

const derivatives = new WeakMap<Expression, Expression | null>();

/**
 * The symbolic derivative d/dx, simplified, or null if it cannot be written (an expression whose
 * numbers are too large to work with exactly). Cached per parsed expression.
 */
export function differentiate(expression: Expression): Expression | null {
  const cached = derivatives.get(expression);
  if (cached !== undefined) return cached;
  const tree = differentiateTree(expression.tree);
  const derivative = tree ? fromTree(tree) : null;
  derivatives.set(expression, derivative);
  return derivative;
}
