/**
 * The symbolic derivative of an expression in x, by mathjs's derivative (which simplifies its
 * result). This takes mathjs's full build: its constant folding keeps exact forms such as
 * 1 / (ln(10) x) where the number-only build would print 0.4342944819 / x. Only the derivative
 * calculator loads it.
 */
import { create, derivativeDependencies, type FactoryFunctionMap, type MathNode } from 'mathjs';
import { fromMathjsTree, operatorSymbols, toMathjsName, type Expr, type Expression } from './expression.ts';

// mathjs types its dependency sets as entries of a Record, so strict indexing sees `| undefined`.
const math = create({ derivativeDependencies: derivativeDependencies as FactoryFunctionMap });

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
 * The symbolic derivative d/dx (mathjs derivative, which simplifies its result), or null when
 * mathjs has no rule for a part of the expression. Cached per parsed expression.
 */
export function differentiate(expression: Expression): Expression | null {
  const cached = derivatives.get(expression);
  if (cached !== undefined) return cached;
  let derivative: Expression | null;
  try {
    derivative = fromMathjsTree(math.derivative(toMathjs(expression.tree), 'x'));
  } catch {
    derivative = null;
  }
  derivatives.set(expression, derivative);
  return derivative;
}
