/**
 * Expressions in x for the calculus calculators (D10: any expression in x; an invalid
 * expression gets an inline message naming the problem).
 *
 * parse.ts reads the text (precedence, right-associative ^, implicit multiplication such as 2x,
 * 2sin(x) and (x + 1)(x - 1)), checks it against a closed list of functions and constants and
 * gives our own small tree (`Expr`), which is compiled once per text into plain JavaScript
 * closures, so evaluating at a thousand points costs microseconds. The symbolic derivative is in
 * derivative.ts.
 *
 * Names: ln is the natural logarithm and log the base-10 one, as on the scientific calculator;
 * e and pi (or π) are the constants; x is the only variable.
 */
import { roundTo } from '../math/round.ts';
import { functionNames, parseText, type FunctionName } from './parse.ts';

export { functionNames, type FunctionName };

const functions: Record<FunctionName, (value: number) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  sec: (value) => 1 / Math.cos(value),
  csc: (value) => 1 / Math.sin(value),
  cot: (value) => 1 / Math.tan(value),
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  sinh: Math.sinh,
  cosh: Math.cosh,
  tanh: Math.tanh,
  exp: Math.exp,
  ln: Math.log,
  log: Math.log10,
  sqrt: Math.sqrt,
  cbrt: Math.cbrt,
  abs: Math.abs,
};

/** A function of the closed list at a number, as the compiled expression computes it. */
export function applyFunction(name: FunctionName, value: number): number {
  return functions[name](value);
}

export type BinaryOperator = '+' | '-' | '*' | '/' | '^';

/** An expression in x, as a small tree of our own. */
export type Expr =
  | { kind: 'number'; value: number }
  | { kind: 'x' }
  | { kind: 'constant'; name: 'e' | 'pi'; value: number }
  | { kind: 'negate'; argument: Expr }
  | { kind: 'binary'; operator: BinaryOperator; left: Expr; right: Expr }
  | { kind: 'call'; name: FunctionName; argument: Expr };

/** Plain constructors for trees built in code (derivatives, antiderivatives, simplified forms). */
export const numberExpr = (value: number): Expr => ({ kind: 'number', value });
export const callExpr = (name: FunctionName, argument: Expr): Expr => ({ kind: 'call', name, argument });
export const negateExpr = (argument: Expr): Expr => ({ kind: 'negate', argument });

export interface Expression {
  /** What the visitor typed, trimmed. */
  text: string;
  tree: Expr;
  /** The compiled expression: NaN or ±Infinity where the function is undefined. */
  evaluate: (x: number) => number;
}

export type ParseOutcome = { ok: true; expression: Expression } | { ok: false; message: string };

function compile(tree: Expr): (x: number) => number {
  switch (tree.kind) {
    case 'number': {
      const { value } = tree;
      return () => value;
    }
    case 'constant': {
      const { value } = tree;
      return () => value;
    }
    case 'x':
      return (x) => x;
    case 'negate': {
      const argument = compile(tree.argument);
      return (x) => -argument(x);
    }
    case 'call': {
      const fn = functions[tree.name];
      const argument = compile(tree.argument);
      return (x) => fn(argument(x));
    }
    case 'binary': {
      const left = compile(tree.left);
      const right = compile(tree.right);
      switch (tree.operator) {
        case '+':
          return (x) => left(x) + right(x);
        case '-':
          return (x) => left(x) - right(x);
        case '*':
          return (x) => left(x) * right(x);
        case '/':
          return (x) => left(x) / right(x);
        case '^':
          return compilePower(tree.right, left, right);
      }
    }
  }
}

/** A signed number written as such: 3, -3, -(3). */
function signedNumber(tree: Expr): number | null {
  if (tree.kind === 'number') return tree.value;
  if (tree.kind === 'negate') {
    const value = signedNumber(tree.argument);
    return value === null ? null : -value;
  }
  return null;
}

/** The numerator and denominator of an exponent written as a fraction: 1/3, -1/3, -(2/3). */
function writtenFraction(exponent: Expr): [number, number] | null {
  if (exponent.kind === 'negate') {
    const fraction = writtenFraction(exponent.argument);
    return fraction ? [-fraction[0], fraction[1]] : null;
  }
  if (exponent.kind !== 'binary' || exponent.operator !== '/') return null;
  const numerator = signedNumber(exponent.left);
  const denominator = signedNumber(exponent.right);
  return numerator === null || denominator === null ? null : [numerator, denominator];
}

/**
 * An exponent written as a fraction with an odd denominator (1/3, -2/5): the power of a negative
 * base is then real, as on paper. Its value, and whether the power keeps the base's sign.
 */
export function oddRootExponent(exponent: Expr): { value: number; keepsSign: boolean } | null {
  const fraction = writtenFraction(exponent);
  if (!fraction) return null;
  const [numerator, denominator] = fraction;
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || Math.abs(denominator % 2) !== 1) return null;
  return { value: numerator / denominator, keepsSign: Math.abs(numerator % 2) === 1 };
}

/** b^p with the real odd root of a negative b when the exponent is written as such (see oddRootExponent). */
export function realPower(base: number, power: number, oddRoot: { value: number; keepsSign: boolean } | null): number {
  if (!oddRoot || base >= 0) return base ** power;
  const magnitude = (-base) ** oddRoot.value;
  return oddRoot.keepsSign ? -magnitude : magnitude;
}

/** Whether every number in a tree is finite: a coefficient past the largest double reads back as Infinity. */
export function everyNumberFinite(tree: Expr): boolean {
  switch (tree.kind) {
    case 'number':
      return Number.isFinite(tree.value);
    case 'x':
    case 'constant':
      return true;
    case 'negate':
    case 'call':
      return everyNumberFinite(tree.argument);
    case 'binary':
      return everyNumberFinite(tree.left) && everyNumberFinite(tree.right);
  }
}

/** Odd roots of negative numbers are real: x^(1/3) at -8 is -2 and x^(-1/3) is -1/2, as on paper. */
function compilePower(exponent: Expr, base: (x: number) => number, power: (x: number) => number): (x: number) => number {
  const oddRoot = oddRootExponent(exponent);
  if (oddRoot) return (x) => realPower(base(x), oddRoot.value, oddRoot);
  return (x) => base(x) ** power(x);
}

/** The tree for a valid expression, and its compiled form. */
export function fromTree(tree: Expr, text?: string): Expression {
  let written = text;
  return {
    // Written when first read: most trees made on the way (limits, checks, zeros) are only evaluated.
    get text() {
      return (written ??= formatExpr(tree));
    },
    tree,
    evaluate: compile(tree),
  };
}

const cache = new Map<string, ParseOutcome>();
const cacheSize = 32;

/**
 * Parses and compiles an expression in x. The outcome is cached per text, so a page and its
 * compute can both ask for it during one render at no extra cost.
 */
export function parseExpression(text: string): ParseOutcome {
  const cached = cache.get(text);
  if (cached) return cached;
  const outcome = parseUncached(text);
  if (cache.size >= cacheSize) cache.delete(cache.keys().next().value ?? '');
  cache.set(text, outcome);
  return outcome;
}

function parseUncached(rawText: string): ParseOutcome {
  const text = rawText.trim();
  if (text === '') return { ok: false, message: 'Enter an expression in x, such as x^2 + 2x + 1' };
  const parsed = parseText(text);
  return parsed.ok ? { ok: true, expression: fromTree(parsed.tree, text) } : parsed;
}

export function containsX(tree: Expr): boolean {
  switch (tree.kind) {
    case 'x':
      return true;
    case 'number':
    case 'constant':
      return false;
    case 'negate':
    case 'call':
      return containsX(tree.argument);
    case 'binary':
      return containsX(tree.left) || containsX(tree.right);
  }
}

const precedence: Record<BinaryOperator, number> = { '+': 1, '-': 1, '*': 2, '/': 2, '^': 4 };
const negatePrecedence = 3;

function precedenceOf(tree: Expr): number {
  if (tree.kind === 'binary') return precedence[tree.operator];
  if (tree.kind === 'negate' || (tree.kind === 'number' && tree.value < 0)) return negatePrecedence;
  return 5;
}

/**
 * A result rounded to 6 decimals, never -0. Beyond 10¹⁵ a double has no decimals
 * left to round (and rounding by shifting the decimal point would overflow), so it stays as it is.
 */
export function roundResult(value: number): number {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return value + 0;
  return roundTo(value, 6) + 0;
}

/** A number as text: up to 10 significant digits, so binary noise never shows. */
export function formatNumberText(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'undefined' : value > 0 ? '∞' : '-∞';
  const rounded = Number(value.toPrecision(10));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A fraction of two numbers, written 1/3 rather than 1 / 3. */
function isFraction(tree: Expr): boolean {
  return (
    tree.kind === 'binary' &&
    tree.operator === '/' &&
    tree.left.kind === 'number' &&
    tree.left.value >= 0 &&
    tree.right.kind === 'number' &&
    tree.right.value > 0
  );
}

/**
 * Differences smaller than this share of the size of the values they are differences of are the
 * floating-point arithmetic's own rounding: their digits change from one browser's maths library to
 * another's (Node's and Chromium's sin and exp differ in the last bit), so they are not shown.
 */
const roundingShare = 1e-12;

/**
 * An error or a small difference to three significant digits (0, 0.0133, 1.23e-9), or, within the
 * rounding of numbers of the size of `scale`, the bound it is below: '< 1e-12'.
 */
export function formatErrorText(error: number, scale = 1): string {
  if (error === 0) return '0';
  const bound = 10 ** Math.ceil(Math.log10(Math.max(1, Math.abs(scale)) * roundingShare));
  if (Math.abs(error) < bound) return `< ${formatErrorText(bound)}`;
  if (Math.abs(error) >= 1e-4) return String(Number(error.toPrecision(3)));
  return error.toExponential(2).replace(/\.?0+e/, 'e');
}

function wrap(tree: Expr, needed: boolean): string {
  const text = formatExpr(tree);
  return needed ? `(${text})` : text;
}

/** Writes an expression the way it is typed: x^2 + 2x + 1, 2sin(x), -(x / sqrt(1 - x^2)). */
export function formatExpr(tree: Expr): string {
  if (tree.kind === 'number' || tree.kind === 'x' || tree.kind === 'constant') return formatUncached(tree);
  let text = written.get(tree);
  if (text === undefined) {
    text = formatUncached(tree);
    written.set(tree, text);
  }
  return text;
}

/**
 * Each tree's text once written: trees are never changed after they are made, and the maths reads
 * the text of the same subtrees over and over (as keys while it searches a tree, subtree by subtree),
 * which wrote a nest of depth n about n²/2 times over.
 */
const written = new WeakMap<Expr, string>();

function formatUncached(tree: Expr): string {
  switch (tree.kind) {
    case 'number':
      return formatNumberText(tree.value);
    case 'x':
      return 'x';
    case 'constant':
      return tree.name;
    case 'call':
      return `${tree.name}(${formatExpr(tree.argument)})`;
    case 'negate':
      return `-${wrap(tree.argument, precedenceOf(tree.argument) < negatePrecedence || tree.argument.kind === 'negate')}`;
    case 'binary': {
      const { operator, left, right } = tree;
      const own = precedence[operator];
      if (operator === '^') {
        return `${wrap(left, precedenceOf(left) <= own || (left.kind === 'number' && left.value < 0))}^${wrap(right, precedenceOf(right) < 5)}`;
      }
      if (operator === '+') {
        if (right.kind === 'negate') return `${formatExpr(left)} - ${wrap(right.argument, precedenceOf(right.argument) <= 1)}`;
        if (right.kind === 'number' && right.value < 0) return `${formatExpr(left)} - ${formatNumberText(-right.value)}`;
        return `${formatExpr(left)} + ${wrap(right, false)}`;
      }
      if (operator === '-') return `${formatExpr(left)} - ${wrap(right, precedenceOf(right) <= own)}`;
      if (operator === '*') {
        if (
          isFraction(left) &&
          (right.kind === 'x' || right.kind === 'call' || (right.kind === 'binary' && right.operator === '^' && right.left.kind === 'x'))
        ) {
          return `(${formatExpr(left)})${formatExpr(right)}`;
        }
        const leftText = wrap(left, precedenceOf(left) < own);
        const rightNeedsParentheses = precedenceOf(right) <= negatePrecedence && !(right.kind === 'binary' && right.operator === '*');
        const juxtapose =
          left.kind === 'number' &&
          (right.kind === 'x' ||
            right.kind === 'call' ||
            right.kind === 'constant' ||
            rightNeedsParentheses ||
            (right.kind === 'binary' && right.operator === '^' && right.left.kind === 'x'));
        if (juxtapose) return `${leftText}${wrap(right, rightNeedsParentheses)}`;
        return `${leftText} * ${wrap(right, rightNeedsParentheses)}`;
      }
      if (isFraction(tree)) return `${formatExpr(left)}/${formatExpr(right)}`;
      return `${wrap(left, precedenceOf(left) < own)} / ${wrap(right, precedenceOf(right) <= own)}`;
    }
  }
}
