/**
 * The input interpretation: the expression on the display as a tree of the expression module
 * (shared/expression), which MathML.tsx typesets, as Wolfram|Alpha echoes what it understood.
 *
 * The calculator's language is close to the calculus calculators' but not the same, so a tree is
 * given only where its typeset form reads exactly as the display does; anything else is shown as
 * the display's text, never as different maths:
 * - numbers are typeset with the expression module's digits (up to 10 significant ones), so a
 *   number written otherwise on the display (a 12-digit result, 1.5e+12, a point still being
 *   typed) leaves the whole expression as text;
 * - factorial and percent have no node in that tree (the keys compute them at once, so the display
 *   rarely holds them), nor has any name outside the calculator's functions and constants.
 * The parser is the evaluator's own (evaluate.ts), so precedence and signs are read as '=' reads them.
 */
import { formatNumberText, type BinaryOperator, type Expr, type FunctionName } from '../../shared/expression/expression.ts';
import { calleeName, type ParseNode } from '../../shared/expression/parse.ts';
import { parseTree } from './evaluate.ts';

/** What the interpretation line shows: a tree to typeset, or the display's text as it is. */
export type Interpretation = { kind: 'typeset'; tree: Expr } | { kind: 'text'; text: string };

/** The calculator's functions (evaluate.ts), each also a function of the expression module of the same meaning. */
const FUNCTIONS: Readonly<Record<string, FunctionName>> = {
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  log: 'log',
  ln: 'ln',
  sqrt: 'sqrt',
  exp: 'exp',
};

const CONSTANTS: Readonly<Record<string, Expr>> = {
  pi: { kind: 'constant', name: 'pi', value: Math.PI },
  π: { kind: 'constant', name: 'pi', value: Math.PI },
  e: { kind: 'constant', name: 'e', value: Math.E },
};

const OPERATORS: Readonly<Record<string, BinaryOperator>> = { add: '+', subtract: '-', multiply: '*', divide: '/', pow: '^' };

/** Number literals as the display writes them: 12, 0.5, 12., .5, 1e-7, 1.5e+12. */
const NUMBER_LITERAL = /(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/gi;

function lookup<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/**
 * The parser's tree as the expression module's, or null for a node that has no faithful
 * counterpart; each number is also put in `numbers`, in the order met.
 */
function toExpr(node: ParseNode, numbers: number[]): Expr | null {
  const recurse = (child: ParseNode) => toExpr(child, numbers);
  switch (node.kind) {
    case 'parenthesis':
      return recurse(node.content);
    case 'number':
      if (!Number.isFinite(node.value)) return null;
      numbers.push(node.value);
      return { kind: 'number', value: node.value };
    case 'symbol':
      return lookup(CONSTANTS, node.name) ?? null;
    case 'operator': {
      const operands = node.args.map(recurse);
      if (operands.some((operand) => operand === null)) return null;
      const [first, second] = operands as Expr[];
      const operator = lookup(OPERATORS, node.fn);
      if (operator && first && second && operands.length === 2) return { kind: 'binary', operator, left: first, right: second };
      if (first && operands.length === 1) {
        if (node.fn === 'unaryMinus') return { kind: 'negate', argument: first };
        if (node.fn === 'unaryPlus') return first;
      }
      return null;
    }
    case 'call': {
      const callee = calleeName(node.fn);
      const name = callee === undefined ? undefined : lookup(FUNCTIONS, callee);
      const [argument] = node.args;
      if (!name || argument === undefined || node.args.length !== 1) return null;
      const inner = recurse(argument);
      return inner && { kind: 'call', name, argument: inner };
    }
    default:
      return null;
  }
}

/**
 * The interpretation of a display expression (parentheses closed, as keypad.ts's enteredExpression
 * gives it), or null when it is not a well-formed expression yet (2+, an error message).
 */
export function interpret(expression: string): Interpretation | null {
  const node = parseTree(expression);
  if (!node) return null;
  const text: Interpretation = { kind: 'text', text: expression };
  const literals = expression.match(NUMBER_LITERAL) ?? [];
  if (!literals.every((literal) => formatNumberText(Number(literal)) === literal)) return text;
  const numbers: number[] = [];
  const tree = toExpr(node, numbers);
  // A number the parser added (50% is 50/100) is not on the display: the display's text is shown.
  return tree && numbers.length === literals.length ? { kind: 'typeset', tree } : text;
}
