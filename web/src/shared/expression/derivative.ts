/**
 * The symbolic derivative of an expression in x, by mathjs's derivative, simplified. This takes
 * mathjs's full build: its constant folding keeps exact forms such as 1 / (ln(10) x) where the
 * number-only build would print 0.4342944819 / x. Only the derivative calculator loads it.
 *
 * mathjs's full simplify tries its whole rule set until nothing changes, and its time grows much
 * faster than the expression: 4-17 ms for a short one, 1.4 s for 200 characters, with the page
 * frozen meanwhile. Beyond a small derivative it gives way to a linear pass (simplifyCore, with
 * integer arithmetic folded): the same derivative, written less compactly.
 */
import { create, derivativeDependencies, simplifyCoreDependencies, simplifyDependencies, type FactoryFunctionMap, type MathNode } from 'mathjs';
import { fromMathjsTree, operatorSymbols, toMathjsName, type Expr, type Expression } from './expression.ts';

// mathjs types its dependency sets as entries of a Record, so strict indexing sees `| undefined`.
const math = create({
  derivativeDependencies: derivativeDependencies as FactoryFunctionMap,
  simplifyDependencies: simplifyDependencies as FactoryFunctionMap,
  simplifyCoreDependencies: simplifyCoreDependencies as FactoryFunctionMap,
});

/** The most nodes an unsimplified derivative may have for mathjs's full simplify (about 15 ms at most). */
export const fullSimplifyLimit = 40;

function nodeCount(node: MathNode): number {
  let count = 0;
  node.traverse(() => {
    count += 1;
  });
  return count;
}

const isWhole = (value: number) => Number.isSafeInteger(value);

/**
 * Integer arithmetic between literal numbers done (x ^ (3 - 1) becomes x ^ 2), and ln(e) as 1: what
 * simplifyCore leaves of the derivative rules' output. Fractions stay as they are (1 / 3, not 0.333…).
 */
function foldIntegers(node: MathNode): MathNode {
  const folded = node.map((child) => foldIntegers(child));
  if (math.isFunctionNode(folded) && folded.fn.name === 'log' && folded.args.length === 1) {
    const [argument] = folded.args;
    if (argument && math.isSymbolNode(argument) && argument.name === 'e') return new math.ConstantNode(1);
  }
  if (!math.isOperatorNode(folded) || folded.args.length !== 2) return folded;
  const [left, right] = folded.args;
  if (!left || !right || !math.isConstantNode(left) || !math.isConstantNode(right)) return folded;
  const [a, b] = [left.value, right.value];
  if (typeof a !== 'number' || typeof b !== 'number' || !isWhole(a) || !isWhole(b)) return folded;
  const value = { '+': a + b, '-': a - b, '*': a * b, '/': b !== 0 ? a / b : Number.NaN, '^': b >= 0 ? a ** b : Number.NaN }[folded.op as string];
  if (value === undefined || !isWhole(value)) return folded;
  return value < 0 ? new math.OperatorNode('-', 'unaryMinus', [new math.ConstantNode(-value)]) : new math.ConstantNode(value);
}

function simplified(derivative: MathNode): MathNode {
  if (nodeCount(derivative) <= fullSimplifyLimit) return math.simplify(derivative);
  return math.simplifyCore(foldIntegers(math.simplifyCore(foldIntegers(derivative))));
}

function toMathjs(tree: Expr): MathNode {
  switch (tree.kind) {
    case 'number':
      return new math.ConstantNode(tree.value);
    case 'x':
      return new math.SymbolNode('x');
    case 'constant':
      return new math.SymbolNode(tree.name);
    case 'negate':
      return new math.OperatorNode('-', 'unaryMinus', [toMathjs(tree.argument)]);
    case 'call':
      return new math.FunctionNode(new math.SymbolNode(toMathjsName[tree.name] ?? tree.name), [toMathjs(tree.argument)]);
    case 'binary': {
      const fn = Object.entries(operatorSymbols).find(([, symbol]) => symbol === tree.operator)?.[0] ?? 'add';
      // mathjs types each operator with its own function name; the table above pairs them.
      return new math.OperatorNode(tree.operator as '+', fn as 'add', [toMathjs(tree.left), toMathjs(tree.right)]);
    }
  }
}

const derivatives = new WeakMap<Expression, Expression | null>();

/**
 * The symbolic derivative d/dx, simplified, or null when mathjs has no rule for a part of the
 * expression. Cached per parsed expression.
 */
export function differentiate(expression: Expression): Expression | null {
  const cached = derivatives.get(expression);
  if (cached !== undefined) return cached;
  let derivative: Expression | null;
  try {
    derivative = fromMathjsTree(simplified(math.derivative(toMathjs(expression.tree), 'x', { simplify: false })));
  } catch {
    derivative = null;
  }
  derivatives.set(expression, derivative);
  return derivative;
}
