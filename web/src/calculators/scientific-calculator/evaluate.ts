/**
 * Evaluates a calculator expression (spec 4.2 with CONVENTIONS D8: precedence and parentheses,
 * 2+3×4 = 14, trigonometry in degrees or radians).
 *
 * mathjs does the parsing (precedence, right-associative ^, unary minus below ^ so -2^2 = -4,
 * postfix !, implicit multiplication): only its parser is instantiated. The tree is then walked
 * here with plain JavaScript numbers, against a closed list of operators, functions and constants,
 * because the calculator's maths differs from mathjs's on purpose: real numbers only (sqrt(-1) is
 * NaN, never complex), log is base 10 and ln natural, n! is NaN for a negative or non-integer n
 * (mathjs gives gamma(n + 1)), and the trigonometric functions take an angle mode and are exact at
 * the angles a visitor expects to be exact (sin 30° = 0.5, cos 90° = 0, tan 90° undefined).
 */
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

// mathjs types its dependency sets as entries of a Record, so strict indexing sees `| undefined`.
const math = create({ parseDependencies: parseDependencies as FactoryFunctionMap });

export type AngleMode = 'DEG' | 'RAD';

/** Why an expression could not be evaluated: it is not a well-formed calculator expression. */
export interface ExpressionError {
  readonly kind: 'syntax-error';
  readonly message: string;
}

export type Evaluation = number | ExpressionError;

export function isExpressionError(evaluation: Evaluation): evaluation is ExpressionError {
  return typeof evaluation !== 'number';
}

/** Significant digits shown to the visitor: enough for any real use, few enough to hide binary noise. */
const DISPLAY_DIGITS = 12;

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

/** tan of 0°, 45°, 90°, … 315°; undefined (NaN) at 90° and 270°. */
const TANGENT_BY_45_DEGREES = [0, 1, NaN, -1, 0, 1, NaN, -1];

/** From this size on a number has more integer digits than are shown, so it is shown as 1.2e+15. */
const EXPONENT_FROM = 10 ** DISPLAY_DIGITS;

/**
 * The display text of a value: 12 significant digits (`0.333333333333`, `1.09951162778e+12`,
 * `1e-7`), or `Infinity`, `-Infinity`, `NaN`. The evaluator reads every form back.
 */
export function formatResult(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  const rounded = Number(value.toPrecision(DISPLAY_DIGITS));
  if (Math.abs(rounded) >= EXPONENT_FROM) return rounded.toExponential();
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** left + right, with total cancellation up to binary noise giving exactly 0. */
export function add(left: number, right: number): number {
  const sum = left + right;
  return Math.abs(sum) < CANCELLATION_TOLERANCE * Math.max(Math.abs(left), Math.abs(right)) ? 0 : sum;
}

/** n! for a whole n ≥ 0 (Infinity beyond 170!); NaN for a negative or non-integer n (spec 4.2). */
function factorial(n: number): number {
  if (!Number.isInteger(n) || n < 0) return NaN;
  let product = 1;
  for (let factor = 2; factor <= n && Number.isFinite(product); factor++) product *= factor;
  return product;
}

function positiveModulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}

function entry(table: readonly number[], index: number): number {
  return table[positiveModulo(index, table.length)] ?? NaN;
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
  if (!Number.isFinite(angle)) return NaN;
  const steps = wholeSteps(angle, angleMode, 30);
  return steps === null ? Math.sin(toRadians(angle, angleMode)) : entry(SINE_BY_30_DEGREES, steps);
}

function cosine(angle: number, angleMode: AngleMode): number {
  if (!Number.isFinite(angle)) return NaN;
  const steps = wholeSteps(angle, angleMode, 30);
  // cos θ = sin(θ + 90°), and 90° is three 30° steps.
  return steps === null ? Math.cos(toRadians(angle, angleMode)) : entry(SINE_BY_30_DEGREES, steps + 3);
}

function tangent(angle: number, angleMode: AngleMode): number {
  if (!Number.isFinite(angle)) return NaN;
  const steps = wholeSteps(angle, angleMode, 45);
  return steps === null ? Math.tan(toRadians(angle, angleMode)) : entry(TANGENT_BY_45_DEGREES, steps);
}

type CalculatorFunction = (argument: number, angleMode: AngleMode) => number;

/** The functions an expression may call, by name; each takes one argument. */
const FUNCTIONS: Readonly<Record<string, CalculatorFunction>> = {
  sin: sine,
  cos: cosine,
  tan: tangent,
  log: Math.log10,
  ln: Math.log,
  sqrt: Math.sqrt,
  exp: Math.exp,
};

const CONSTANTS: Readonly<Record<string, number>> = { pi: Math.PI, π: Math.PI, e: Math.E };

const BINARY_OPERATORS: Readonly<Record<string, (left: number, right: number) => number>> = {
  add,
  subtract: (left, right) => add(left, -right),
  multiply: (left, right) => left * right,
  divide: (left, right) => left / right,
  pow: (left, right) => left ** right,
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
    return node.value;
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
  return expression.replaceAll('×', '*').replaceAll('÷', '/').replaceAll('−', '-');
}

/**
 * The value of an expression such as `2+3×4`, `(2+3)^2`, `sin(30)`, `sqrt(2)`, `log(1000)` or `5!`,
 * or an ExpressionError when it is not well formed. Never throws: division by zero gives ±Infinity
 * and invalid maths (sqrt(-1), ln(-1), 2.5!) gives NaN.
 */
export function evaluate(expression: string, angleMode: AngleMode = 'DEG'): Evaluation {
  try {
    return evaluateNode(math.parse(toParserSyntax(expression)), angleMode);
  } catch (error) {
    return { kind: 'syntax-error', message: error instanceof Error ? error.message : String(error) };
  }
}
