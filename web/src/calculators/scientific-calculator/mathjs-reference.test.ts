/*
 * The calculator's reading before it had the project's parser: mathjs's parser and the walks of its
 * tree for the value (evaluate.ts) and the input interpretation (interpret.ts), kept here unchanged,
 * against which the walks of our parser's tree are compared on many texts.
 */
import fc from 'fast-check';
import {
  create,
  isConstantNode,
  isFunctionNode,
  isOperatorNode,
  isParenthesisNode,
  isSymbolNode,
  parseDependencies,
  type FactoryFunctionMap,
  type MathNode,
} from 'mathjs/number';
import { describe, expect, it } from 'vitest';
import { formatNumberText, type BinaryOperator, type Expr, type FunctionName } from '../../shared/expression/expression.ts';
import { DIVISION_BY_ZERO, NOT_REAL, NOT_WHOLE, TOO_LARGE, evaluate, type AngleMode, type Evaluation, type MathErrorMessage } from './evaluate.ts';
import { interpret, type Interpretation } from './interpret.ts';

const math = create({ parseDependencies: parseDependencies as FactoryFunctionMap });

/**
 * A sum this small compared with its terms is binary noise from total cancellation (0.1×3 − 0.3
 * leaves 5.55e-17): it is taken as exactly 0, as spreadsheets and hand calculators do.
 */
const CANCELLATION_TOLERANCE = 1e-15;

/** How close (in the angle's own unit) an angle must be to a special angle to count as that angle. */
const ANGLE_TOLERANCE = 1e-12;

const HALF_ROOT_3 = Math.sqrt(3) / 2;

/** sin of 0°, 30°, 60°, … 330°: exact where the true value is rational. */
const SINE_BY_30_DEGREES = [0, 0.5, HALF_ROOT_3, 1, HALF_ROOT_3, 0.5, 0, -0.5, -HALF_ROOT_3, -1, -HALF_ROOT_3, -0.5];

/** tan of 0°, 45°, 90°, … 315°; undefined (null) at 90° and 270°. */
const TANGENT_BY_45_DEGREES = [0, 1, null, -1, 0, 1, null, -1];

/** left + right, with total cancellation up to binary noise giving exactly 0. */
function add(left: number, right: number): number {
  const sum = left + right;
  return Math.abs(sum) < CANCELLATION_TOLERANCE * Math.max(Math.abs(left), Math.abs(right)) ? 0 : sum;
}

/** Raised inside the tree walk for maths without a finite real result; caught in `evaluate`. */
class NoRealResult extends Error {
  constructor(readonly reason: MathErrorMessage) {
    super(reason);
  }
}

/** The value itself when it is a finite real number; else the reason it is not. */
function real(value: number): number {
  if (Number.isNaN(value)) throw new NoRealResult(NOT_REAL);
  if (!Number.isFinite(value)) throw new NoRealResult(TOO_LARGE);
  return value;
}

/** n! for a whole n ≥ 0; 171! and beyond are too large for a double. */
function factorial(n: number): number {
  if (!Number.isInteger(n) || n < 0) throw new NoRealResult(NOT_WHOLE);
  let product = 1;
  for (let factor = 2; factor <= n && Number.isFinite(product); factor++) product *= factor;
  return real(product);
}

function divide(left: number, right: number): number {
  if (right === 0) throw new NoRealResult(DIVISION_BY_ZERO);
  return real(left / right);
}

function power(base: number, exponent: number): number {
  if (base === 0 && exponent < 0) throw new NoRealResult(DIVISION_BY_ZERO);
  return real(base ** exponent);
}

/** A logarithm, defined for positive numbers only (ln 0 would be −∞). */
function logarithm(log: (value: number) => number): (value: number) => number {
  return (value) => {
    if (value <= 0) throw new NoRealResult(NOT_REAL);
    return real(log(value));
  };
}

function positiveModulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}

function entry<T>(table: readonly T[], index: number): T {
  return table[positiveModulo(index, table.length)] as T;
}

/**
 * The angle as a whole number of `stepDegrees` steps when it lies within the tolerance of one,
 * else null. Degrees are first reduced modulo 360, which is exact in floating point.
 */
function wholeSteps(angle: number, angleMode: AngleMode, stepDegrees: number): number | null {
  const reduced = angleMode === 'DEG' ? angle % 360 : angle;
  const step = angleMode === 'DEG' ? stepDegrees : (stepDegrees * Math.PI) / 180;
  const steps = Math.round(reduced / step);
  return Math.abs(reduced - steps * step) < ANGLE_TOLERANCE ? steps : null;
}

function toRadians(angle: number, angleMode: AngleMode): number {
  return angleMode === 'DEG' ? ((angle % 360) * Math.PI) / 180 : angle;
}

function sine(angle: number, angleMode: AngleMode): number {
  const steps = wholeSteps(angle, angleMode, 30);
  return steps === null ? Math.sin(toRadians(angle, angleMode)) : entry(SINE_BY_30_DEGREES, steps);
}

function cosine(angle: number, angleMode: AngleMode): number {
  const steps = wholeSteps(angle, angleMode, 30);
  // cos θ = sin(θ + 90°), and 90° is three 30° steps.
  return steps === null ? Math.cos(toRadians(angle, angleMode)) : entry(SINE_BY_30_DEGREES, steps + 3);
}

function tangent(angle: number, angleMode: AngleMode): number {
  const steps = wholeSteps(angle, angleMode, 45);
  if (steps === null) return real(Math.tan(toRadians(angle, angleMode)));
  const exact = entry(TANGENT_BY_45_DEGREES, steps);
  if (exact === null) throw new NoRealResult(NOT_REAL);
  return exact;
}

type CalculatorFunction = (argument: number, angleMode: AngleMode) => number;

/** The functions an expression may call, by name; each takes one argument. */
const FUNCTIONS: Readonly<Record<string, CalculatorFunction>> = {
  sin: sine,
  cos: cosine,
  tan: tangent,
  log: logarithm(Math.log10),
  ln: logarithm(Math.log),
  sqrt: (value) => real(Math.sqrt(value)),
  exp: (value) => real(Math.exp(value)),
};

const CONSTANTS: Readonly<Record<string, number>> = { pi: Math.PI, π: Math.PI, e: Math.E };

const BINARY_OPERATORS: Readonly<Record<string, (left: number, right: number) => number>> = {
  add: (left, right) => real(add(left, right)),
  subtract: (left, right) => real(add(left, -right)),
  multiply: (left, right) => real(left * right),
  divide,
  pow: power,
};

const UNARY_OPERATORS: Readonly<Record<string, (operand: number) => number>> = {
  unaryMinus: (operand) => -operand,
  unaryPlus: (operand) => operand,
  factorial,
};

/** Raised inside the tree walk for a construct outside the calculator's language; caught in `evaluate`. */
class UnsupportedExpression extends Error {}

function lookup<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

function evaluateNode(node: MathNode, angleMode: AngleMode): number {
  if (isConstantNode(node)) {
    if (typeof node.value !== 'number') throw new UnsupportedExpression(`Unexpected value ${String(node.value)}`);
    // A literal beyond the largest double (1e999) reads as Infinity.
    return real(node.value);
  }
  if (isSymbolNode(node)) {
    const constant = lookup(CONSTANTS, node.name);
    if (constant === undefined) throw new UnsupportedExpression(`Unknown name ${node.name}`);
    return constant;
  }
  if (isParenthesisNode(node)) return evaluateNode(node.content, angleMode);
  if (isOperatorNode(node)) {
    const operands = node.args.map((argument) => evaluateNode(argument, angleMode));
    const binary = lookup(BINARY_OPERATORS, node.fn);
    const unary = lookup(UNARY_OPERATORS, node.fn);
    const [first, second] = operands;
    if (binary && first !== undefined && second !== undefined && operands.length === 2) {
      return binary(first, second);
    }
    if (unary && first !== undefined && operands.length === 1) return unary(first);
    throw new UnsupportedExpression(`Unsupported operator ${node.op}`);
  }
  if (isFunctionNode(node)) {
    const name = node.fn.name;
    const fn = lookup(FUNCTIONS, name);
    const [argument] = node.args;
    if (!fn) throw new UnsupportedExpression(`Unknown function ${name}`);
    if (argument === undefined || node.args.length !== 1) throw new UnsupportedExpression(`${name} takes one argument`);
    return fn(evaluateNode(argument, angleMode), angleMode);
  }
  throw new UnsupportedExpression(`Unsupported ${node.type}`);
}

/** The calculator's display symbols in the parser's spelling. */
function toParserSyntax(expression: string): string {
  return expression.replaceAll('×', '*').replaceAll('÷', '/').replaceAll('−', '-').replaceAll('√', 'sqrt');
}

/** The parser's tree of an expression written in the display's symbols, or null when it is not well formed. */
function referenceParseTree(expression: string): MathNode | null {
  try {
    return math.parse(toParserSyntax(expression));
  } catch {
    return null;
  }
}

/**
 * The value of an expression such as `2+3×4`, `(2+3)^2`, `sin(30)`, `sqrt(2)`, `log(1000)` or `5!`:
 * always a finite number, else a MathError saying why there is none (1÷0, sqrt(-1), 2.5!, 10^400),
 * or an ExpressionError when the text is not well formed. Never throws.
 */
function referenceEvaluate(expression: string, angleMode: AngleMode = 'DEG'): Evaluation {
  try {
    return evaluateNode(math.parse(toParserSyntax(expression)), angleMode);
  } catch (error) {
    if (error instanceof NoRealResult) return { kind: 'math-error', message: error.reason };
    return { kind: 'syntax-error', message: error instanceof Error ? error.message : String(error) };
  }
}

/** The calculator's functions (evaluate.ts), each also a function of the expression module of the same meaning. */
const INTERPRETED_FUNCTIONS: Readonly<Record<string, FunctionName>> = {
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  log: 'log',
  ln: 'ln',
  sqrt: 'sqrt',
  exp: 'exp',
};

const INTERPRETED_CONSTANTS: Readonly<Record<string, Expr>> = {
  pi: { kind: 'constant', name: 'pi', value: Math.PI },
  π: { kind: 'constant', name: 'pi', value: Math.PI },
  e: { kind: 'constant', name: 'e', value: Math.E },
};

const INTERPRETED_OPERATORS: Readonly<Record<string, BinaryOperator>> = { add: '+', subtract: '-', multiply: '*', divide: '/', pow: '^' };

/** Number literals as the display writes them: 12, 0.5, 12., .5, 1e-7, 1.5e+12. */
const NUMBER_LITERAL = /(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/gi;

/**
 * The parser's tree as the expression module's, or null for a node that has no faithful
 * counterpart; each number is also put in `numbers`, in the order met.
 */
function toExpr(node: MathNode, numbers: number[]): Expr | null {
  const recurse = (child: MathNode) => toExpr(child, numbers);
  if (isParenthesisNode(node)) return recurse(node.content);
  if (isConstantNode(node)) {
    if (typeof node.value !== 'number' || !Number.isFinite(node.value)) return null;
    numbers.push(node.value);
    return { kind: 'number', value: node.value };
  }
  if (isSymbolNode(node)) return lookup(INTERPRETED_CONSTANTS, node.name) ?? null;
  if (isOperatorNode(node)) {
    const operands = node.args.map(recurse);
    if (operands.some((operand) => operand === null)) return null;
    const [first, second] = operands as Expr[];
    const operator = lookup(INTERPRETED_OPERATORS, node.fn);
    if (operator && first && second && operands.length === 2) return { kind: 'binary', operator, left: first, right: second };
    if (first && operands.length === 1) {
      if (node.fn === 'unaryMinus') return { kind: 'negate', argument: first };
      if (node.fn === 'unaryPlus') return first;
    }
    return null;
  }
  if (isFunctionNode(node)) {
    const name = lookup(INTERPRETED_FUNCTIONS, node.fn.name);
    const [argument] = node.args;
    if (!name || argument === undefined || node.args.length !== 1) return null;
    const inner = recurse(argument);
    return inner && { kind: 'call', name, argument: inner };
  }
  return null;
}

/**
 * The interpretation of a display expression (parentheses closed, as keypad.ts's enteredExpression
 * gives it), or null when it is not a well-formed expression yet (2+, an error message).
 */
function referenceInterpret(expression: string): Interpretation | null {
  const node = referenceParseTree(expression);
  if (!node) return null;
  const text: Interpretation = { kind: 'text', text: expression };
  const literals = expression.match(NUMBER_LITERAL) ?? [];
  if (!literals.every((literal) => formatNumberText(Number(literal)) === literal)) return text;
  const numbers: number[] = [];
  const tree = toExpr(node, numbers);
  // A number the parser added (50% is 50/100) is not on the display: the display's text is shown.
  return tree && numbers.length === literals.length ? { kind: 'typeset', tree } : text;
}

/** The pieces of what a visitor types or the keypad inserts, well formed or not. */
const digits = ['0', '1', '2', '3', '5', '9', '10', '30', '45', '90', '180', '0.5', '.5', '2.', '1.5e-7', '1e3', '171', '1e400'];
const operators = ['+', '-', '−', '×', '÷', '*', '/', '^', '(', ')', '!', '%', '√', '.', 'e', 'π', 'pi', ' ', ','];
const functions = ['sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'log', 'ln', 'sqrt', 'exp', 'sin(', 'log(', '√(', '10^(', 'e^('];

/** Texts of pieces from `alphabet`, as the display or a keyboard may hold them. */
const texts = (alphabet: string[], maxLength: number) => fc.array(fc.constantFrom(...alphabet), { maxLength }).map((pieces) => pieces.join(''));

/** Texts that are mostly well formed: numbers, constants and calls joined by operators. */
const expressions = fc
  .tuple(
    fc.constantFrom(...digits, 'π', 'e', '(2+3)', '(-2)', 'sin(30)', 'cos(60)', 'tan(90)', 'ln(0)', '√(9)', '√9', '5!', '50%', '3!!'),
    fc.array(
      fc.tuple(
        fc.constantFrom('+', '-', '×', '÷', '^', '', '×-', '^-', ' '),
        fc.constantFrom(...digits, 'π', 'e', '(1-1)', 'sin(45)', '2%', '(2.5)!', 'log(100)'),
      ),
      {
        maxLength: 5,
      },
    ),
  )
  .map(([first, rest]) => first + rest.map(([operator, operand]) => operator + operand).join(''));

const angleMode = fc.constantFrom<AngleMode>('DEG', 'RAD');

/** The same value (a number, -0 and 0 told apart) or the same message. */
function expectSameEvaluation(text: string, mode: AngleMode): void {
  const expected: Evaluation = referenceEvaluate(text, mode);
  expect(evaluate(text, mode), `${text} in ${mode}`).toEqual(expected);
}

describe('the same evaluation as with mathjs', () => {
  it('for texts of digits, operators, constants and function names, broken ones too', () => {
    fc.assert(
      fc.property(texts([...digits, ...operators, ...functions], 12), angleMode, (text, mode) => expectSameEvaluation(text, mode)),
      { numRuns: 5000 },
    );
  });

  it('for texts that are mostly well formed', () => {
    fc.assert(
      fc.property(expressions, angleMode, (text, mode) => expectSameEvaluation(text, mode)),
      { numRuns: 3000 },
    );
  });

  it('for texts with the rest of mathjs language, refused with its messages', () => {
    const more = [
      'x',
      'foo',
      'a.sin',
      'mod',
      '<',
      '==',
      '=',
      ';',
      ':',
      '?',
      '?.',
      '[',
      ']',
      '{',
      '}',
      '"',
      "'",
      'true',
      'null',
      'Infinity',
      'NaN',
      '0x1F',
      'in',
      'to',
      '\n',
    ];
    fc.assert(
      fc.property(texts([...digits, ...operators, ...functions, ...more], 10), angleMode, (text, mode) => expectSameEvaluation(text, mode)),
      { numRuns: 4000 },
    );
  });

  it('for the texts the other tests read, and constructs mathjs names in its messages', () => {
    const cases = [
      '',
      '2+',
      '(2+3',
      '2+3)',
      '()',
      'a=2',
      'f(x)=x',
      '"2"',
      'true',
      'null',
      '[1,2]',
      '{a: 1}',
      '5 mod 2',
      '2<3',
      '1<2<3',
      '1:3',
      '1 ? 2 : 3',
      '1;2',
      'a.b',
      'a[1]',
      'a.sin(30)',
      'a["cos"](60)',
      'sin(30)?.(90)',
      '(2)?.(3)',
      'constructor(1)',
      'toString',
      "2'",
      'sin(1,2)',
      'sqrt()',
      '1e999',
      'NaN',
      'Infinity-Infinity',
      '2 in',
      '√-4',
      '√9',
      '170!',
      '(-3)!',
      '10^400',
    ];
    for (const text of cases) for (const mode of ['DEG', 'RAD'] as const) expectSameEvaluation(text, mode);
  });
});

describe('the same input interpretation as with mathjs', () => {
  it('for texts of digits, operators, constants and function names, and mostly well-formed texts', () => {
    fc.assert(
      fc.property(fc.oneof(texts([...digits, ...operators, ...functions], 12), expressions), (text) => {
        expect(interpret(text), text).toEqual(referenceInterpret(text));
      }),
      { numRuns: 4000 },
    );
  });
});
