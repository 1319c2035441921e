/**
 * The symbolic derivative of an expression in x: the textbook rules applied to our own tree, then
 * simplified (simplify.ts). The rules refer to the parts they differentiate rather than copy them,
 * so the unsimplified derivative is small in memory, but written out it can be far larger than the
 * expression: a 200-character tower x^x^…^x has a derivative of over 20,000 nodes. Simplifying and
 * showing take time with the written size, so a derivative larger than maximumDerivativeSize is not
 * worked out (size.ts counts it, stopping at the limit): every page stays within a bounded time. The
 * maths pages need nothing of mathjs.
 *
 * Rules, with u and v expressions in x and c a constant:
 *   (u ± v)′ = u′ ± v′        (uv)′ = u′v + uv′        (u / v)′ = (u′v − uv′) / v²
 *   (u^c)′ = c·u^(c − 1)·u′    (c^v)′ = c^v·ln(c)·v′     (u^v)′ = u^v·(v′·ln(u) + v·u′ / u)
 *   f(u)′ = f′(u)·u′ for every function the parser accepts (|u|′ = u / |u| away from 0).
 */
import { callExpr, containsX, formatExpr, fromTree, negateExpr, numberExpr, type Expr, type Expression, type FunctionName } from './expression.ts';
import { simplify } from './simplify.ts';
import { treeSize } from './size.ts';
import { joinSteps, maximumShownSize, step, textStep, tooLarge, type Step } from './steps.ts';

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
 * The most nodes an unsimplified derivative may have written out to be simplified. Far above what
 * a derivative worked on paper holds (a 200-character sum of products, quotients and functions
 * comes to a few hundred), and small enough that simplifying it takes milliseconds.
 */
export const maximumDerivativeSize = 2000;

/** Whether the derivative of a tree, written out, has more than `largest` nodes: too large to work out. */
export function derivativeTooLarge(tree: Expr, largest = maximumDerivativeSize): boolean {
  return treeSize(derive(tree), largest) > largest;
}

/**
 * d/dx of a tree, simplified, or null if it cannot be written: numbers too large to work with
 * exactly, or more than `largest` nodes before simplifying (see the top of this file). The limit
 * engine differentiates the trees it builds (L'Hôpital's rule) with it.
 */
export function differentiateTree(tree: Expr, largest = maximumDerivativeSize): Expr | null {
  const derivative = derive(tree);
  if (treeSize(derivative, largest) > largest) return null;
  try {
    return simplify(derivative);
  } catch {
    return null;
  }
}

const derivatives = new WeakMap<Expression, Expression | null>();

/**
 * The symbolic derivative d/dx, simplified, or null if it cannot be written (an expression whose
 * numbers are too large to work with exactly, or whose derivative is too large: derivativeTooLarge
 * tells which). Cached per parsed expression.
 */
export function differentiate(expression: Expression): Expression | null {
  const cached = derivatives.get(expression);
  if (cached !== undefined) return cached;
  const tree = differentiateTree(expression.tree);
  const derivative = tree ? fromTree(tree) : null;
  derivatives.set(expression, derivative);
  return derivative;
}

/** The derivatives of the functions, as a rule's name and its formula in u. */
const functionRules: Record<FunctionName, string> = {
  sin: 'd/du[sin(u)] = cos(u)',
  cos: 'd/du[cos(u)] = -sin(u)',
  tan: 'd/du[tan(u)] = sec(u)^2',
  sec: 'd/du[sec(u)] = sec(u)tan(u)',
  csc: 'd/du[csc(u)] = -csc(u)cot(u)',
  cot: 'd/du[cot(u)] = -csc(u)^2',
  asin: 'd/du[asin(u)] = 1 / sqrt(1 - u^2)',
  acos: 'd/du[acos(u)] = -1 / sqrt(1 - u^2)',
  atan: 'd/du[atan(u)] = 1 / (1 + u^2)',
  sinh: 'd/du[sinh(u)] = cosh(u)',
  cosh: 'd/du[cosh(u)] = sinh(u)',
  tanh: 'd/du[tanh(u)] = 1 / cosh(u)^2',
  exp: 'd/du[e^u] = e^u',
  ln: 'd/du[ln(u)] = 1/u',
  log: 'd/du[log(u)] = 1 / (ln(10)u)',
  sqrt: 'd/du[sqrt(u)] = 1 / (2sqrt(u))',
  cbrt: 'd/du[cbrt(u)] = 1 / (3cbrt(u)^2)',
  abs: 'd/du[abs(u)] = u / abs(u) (u ≠ 0)',
};

/** The terms of a sum with their signs: a + b − c is [+a, +b, −c]. */
function sumTerms(tree: Expr, sign: 1 | -1 = 1): { sign: 1 | -1; term: Expr }[] {
  if (tree.kind === 'binary' && (tree.operator === '+' || tree.operator === '-')) {
    return [...sumTerms(tree.left, sign), ...sumTerms(tree.right, tree.operator === '-' ? (-sign as 1 | -1) : sign)];
  }
  return [{ sign, term: tree }];
}

/**
 * The worked differentiation, one step per part of the expression from the outside in, each naming
 * its rule (sum, constant multiple, power, product, quotient, chain, exponential, the function's own
 * derivative) and the part's derivative, simplified. Parts that are x itself or constants need no
 * step of their own. At most `largest` steps; a longer expression ends with a note that the remaining
 * parts follow the same rules. A part's derivative is worked out only when it can be shown (a few
 * times maximumShownSize before simplifying), so the steps cost a bounded time whatever the input.
 */
export function derivativeSteps(tree: Expr, largest = 12): Step[] {
  const steps: Step[] = [];
  let truncated = false;
  const shownDerivativeSize = 4 * maximumShownSize;
  const d = (part: Expr) => differentiateTree(part, shownDerivativeSize) ?? (derivativeTooLarge(part, shownDerivativeSize) ? tooLarge : '…');
  const explain = (part: Expr): void => {
    if (!containsX(part) || part.kind === 'x') return;
    if (steps.length >= largest) {
      truncated = true;
      return;
    }
    switch (part.kind) {
      case 'negate':
        steps.push(step`Constant multiple rule: d/dx[${part}] = -d/dx[${part.argument}] = ${d(part)}.`);
        explain(part.argument);
        return;
      case 'call': {
        const { name, argument } = part;
        if (argument.kind === 'x') {
          steps.push(step`Derivative of ${name}: d/dx[${part}] = ${d(part)}.`);
          return;
        }
        steps.push(step`Chain rule with u = ${argument}: d/dx[${part}] = f′(u)·u′, where ${functionRules[name]}; this gives ${d(part)}.`);
        explain(argument);
        return;
      }
      case 'binary': {
        const { operator, left: u, right: v } = part;
        if (operator === '+' || operator === '-') {
          const terms = sumTerms(part);
          const written = terms.map(({ sign, term }, index) => step`${index === 0 ? (sign < 0 ? '-' : '') : sign < 0 ? ' - ' : ' + '}d/dx[${term}]`);
          steps.push(joinSteps([step`Sum rule: d/dx[${part}] = `, ...written, step` = ${d(part)}.`]));
          for (const { term } of terms) explain(term);
          return;
        }
        if (operator === '*' || operator === '/') {
          const constantLeft = !containsX(u);
          const constantRight = !containsX(v);
          if (operator === '*' && (constantLeft || constantRight)) {
            const [c, w] = constantLeft ? [u, v] : [v, u];
            steps.push(step`Constant multiple rule: d/dx[${part}] = ${c}·d/dx[${w}] = ${d(part)}.`);
            explain(w);
            return;
          }
          if (operator === '/' && constantRight) {
            steps.push(step`Constant multiple rule: d/dx[${part}] = d/dx[${u}] / ${v} = ${d(part)}.`);
            explain(u);
            return;
          }
          if (operator === '*') {
            steps.push(step`Product rule with u = ${u} and v = ${v}: d/dx[u·v] = u′·v + u·v′ = ${d(part)}.`);
          } else {
            steps.push(step`Quotient rule with u = ${u} and v = ${v}: d/dx[u/v] = (u′·v − u·v′) / v^2 = ${d(part)}.`);
          }
          explain(u);
          explain(v);
          return;
        }
        // A power.
        if (!containsX(v)) {
          if (u.kind === 'x') {
            const n = formatExpr(v);
            steps.push(step`Power rule: d/dx[${part}] = ${n}·x^(${n} - 1) = ${d(part)}.`);
            return;
          }
          const n = formatExpr(v);
          steps.push(step`Power rule with the chain rule, u = ${u}: d/dx[u^${n}] = ${n}·u^(${n} - 1)·u′ = ${d(part)}.`);
          explain(u);
          return;
        }
        if (!containsX(u)) {
          const rule = v.kind === 'x' ? step`Exponential rule` : step`Exponential rule with the chain rule, u = ${v}`;
          steps.push(joinSteps([rule, step`: d/dx[${u}^u] = ${u}^u·ln(${u})·u′ = ${d(part)}.`]));
          explain(v);
          return;
        }
        steps.push(step`Logarithmic differentiation: ${part} = e^(${v}·ln(${u})), so its derivative is ${part}·d/dx[${v}·ln(${u})] = ${d(part)}.`);
        explain(u);
        explain(v);
        return;
      }
      default:
        return;
    }
  };
  if (!containsX(tree)) return [textStep('Constant rule: f does not depend on x, so f′(x) = 0.')];
  if (tree.kind === 'x') return [textStep('d/dx[x] = 1.')];
  explain(tree);
  if (truncated) steps.push(textStep('The remaining parts are differentiated by the same rules.'));
  return steps;
}
