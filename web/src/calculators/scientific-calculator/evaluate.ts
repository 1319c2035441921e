/**
 * Evaluates a calculator expression (D8: precedence and parentheses,
 * 2+3×4 = 14, trigonometry in degrees or radians).
 *
 * The project's parser (shared/expression/parse.ts, which reads text as mathjs did) does the
 * parsing (precedence, right-associative ^, unary minus below ^ so -2^2 = -4, postfix !, implicit
 * multiplication). Its tree is then walked here with plain JavaScript numbers, against a closed list
 * of operators, functions and constants, because the calculator's maths differs from mathjs's on
 * purpose: real numbers only (sqrt(-1) is not a real number, never complex), log is base 10 and ln
 * natural, n! is defined for whole numbers only (mathjs gives gamma(n + 1)), and the trigonometric
 * functions take an angle mode and are exact at the angles a visitor expects to be exact
 * (sin 30° = 0.5, cos 90° = 0, tan 90° undefined).
 *
 * A minus after ×, ÷, ^ or '(' is a sign, and binds looser than ^ as in a textbook: 3×-2 = -6,
 * 2^-1 = 0.5, 2×-3^2 = 2×(-9) = -18 (the grammar already reads it so).
 *
 * Maths a real-number calculator cannot do stops the evaluation with a message, as a handheld
 * calculator's error does, so no NaN or Infinity ever reaches the display (the spec showed them;
 * the messages replace them):
 * - 'Cannot divide by zero': x÷0 for every x, 0÷0 included (the quotient has no single value),
 *   1/x of 0, and 0 to a negative power (which is 1 ÷ 0ⁿ).
 * - 'Not a real number': √ of a negative, log or ln of 0 or a negative (ln 0 is −∞, which no real
 *   number is), a negative number to a fractional power, tan at an odd multiple of 90°.
 * - 'Factorial needs a whole number': n! of a negative or non-integer n (the spec defines n! for
 *   whole numbers only; the Gamma function is a different key on calculators that offer it).
 * - 'Too large': a result beyond the largest double, about 1.8e308 (10^400, 171!, e^1000).
 */
import { calleeName, parseSyntax, type ParseNode } from '../../shared/expression/parse.ts';

export type AngleMode = 'DEG' | 'RAD';

/** What the display says for maths that has no real-number result (see the file's comment). */
export const DIVISION_BY_ZERO = 'Cannot divide by zero';
export const NOT_REAL = 'Not a real number';
export const NOT_WHOLE = 'Factorial needs a whole number';
export const TOO_LARGE = 'Too large';

export type MathErrorMessage = typeof DIVISION_BY_ZERO | typeof NOT_REAL | typeof NOT_WHOLE | typeof TOO_LARGE;

/** The expression is not a well-formed calculator expression. */
export interface ExpressionError {
  readonly kind: 'syntax-error';
  readonly message: string;
}

/** The expression is well formed, but its value is not a finite real number. */
export interface MathError {
  readonly kind: 'math-error';
  readonly message: MathErrorMessage;
}

/** A finite number, or why there is none. */
export type Evaluation = number | ExpressionError | MathError;

export function isEvaluationError(evaluation: Evaluation): evaluation is ExpressionError | MathError {
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

/** tan of 0°, 45°, 90°, … 315°; undefined (null) at 90° and 270°. */
const TANGENT_BY_45_DEGREES = [0, 1, null, -1, 0, 1, null, -1];

/** From this size on a number has more integer digits than are shown, so it is shown as 1.2e+15. */
const EXPONENT_FROM = 10 ** DISPLAY_DIGITS;

/**
 * The display text of a value: 12 significant digits (`0.333333333333`, `1.09951162778e+12`,
 * `1e-7`). The evaluator reads every form back. Values are finite (evaluate gives no other);
 * were one not, it would read as the message its maths gives, never as `NaN` or `Infinity`.
 */
export function formatResult(value: number): string {
  if (Number.isNaN(value)) return NOT_REAL;
  if (!Number.isFinite(value)) return TOO_LARGE;
  const rounded = Number(value.toPrecision(DISPLAY_DIGITS));
  if (Math.abs(rounded) >= EXPONENT_FROM) return rounded.toExponential();
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** left + right, with total cancellation up to binary noise giving exactly 0. */
export function add(left: number, right: number): number {
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

function evaluateNode(node: ParseNode, angleMode: AngleMode): number {
  switch (node.kind) {
    case 'number':
      // A literal beyond the largest double (1e999) reads as Infinity.
      return real(node.value);
    case 'value':
      throw new UnsupportedExpression(`Unexpected value ${String(node.value)}`);
    case 'symbol': {
      const constant = lookup(CONSTANTS, node.name);
      if (constant === undefined) throw new UnsupportedExpression(`Unknown name ${node.name}`);
      return constant;
    }
    case 'parenthesis':
      return evaluateNode(node.content, angleMode);
    case 'operator': {
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
    case 'call': {
      const name = calleeName(node.fn);
      const fn = name === undefined ? undefined : lookup(FUNCTIONS, name);
      const [argument] = node.args;
      if (!fn || name === undefined) throw new UnsupportedExpression(`Unknown function ${String(name)}`);
      if (argument === undefined || node.args.length !== 1) throw new UnsupportedExpression(`${name} takes one argument`);
      return fn(evaluateNode(argument, angleMode), angleMode);
    }
    case 'accessor':
      throw new UnsupportedExpression('Unsupported AccessorNode');
    case 'other':
      throw new UnsupportedExpression(`Unsupported ${node.type}`);
  }
}

/** The calculator's display symbols in the parser's spelling. */
function toParserSyntax(expression: string): string {
  return expression.replaceAll('×', '*').replaceAll('÷', '/').replaceAll('−', '-').replaceAll('√', 'sqrt');
}

/** The parser's tree of an expression written in the display's symbols, or null when it is not well formed. */
export function parseTree(expression: string): ParseNode | null {
  try {
    return parseSyntax(toParserSyntax(expression));
  } catch {
    return null;
  }
}

/**
 * The value of an expression such as `2+3×4`, `(2+3)^2`, `sin(30)`, `sqrt(2)`, `log(1000)` or `5!`:
 * always a finite number, else a MathError saying why there is none (1÷0, sqrt(-1), 2.5!, 10^400),
 * or an ExpressionError when the text is not well formed. Never throws.
 */
export function evaluate(expression: string, angleMode: AngleMode = 'DEG'): Evaluation {
  try {
    return evaluateNode(parseSyntax(toParserSyntax(expression)), angleMode);
  } catch (error) {
    if (error instanceof NoRealResult) return { kind: 'math-error', message: error.reason };
    return { kind: 'syntax-error', message: error instanceof Error ? error.message : String(error) };
  }
}
