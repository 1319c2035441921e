/**
 * The scientific calculator's state and keys (adapted to expression entry): the visitor
 * types an expression such as `2+3×4`, '=' evaluates it with precedence and parentheses, closing
 * any bracket left open, memory keys work, and every result goes into a history. Pure and
 * framework-free: `press(state, key)` returns the next state.
 *
 * A function key enters its function with the opening bracket, as on the calculators people know:
 * sin 3 0 = is sin(30) = 0.5, √ 9 = is 3; after a result it takes the result (= then √ gives
 * √(9). Its name typed on a keyboard does the same (s i n, then 30). The keys that act on what is
 * already there (x², 1/x, n!) replace the current number or bracket with its value.
 *
 * Percent after + or − is that percentage of what stands before the sign, as on a phone:
 * 200 + 10 % is 200 + 20 (= 220); anywhere else it divides by 100 (50 × 10 % is 50 × 0.1).
 *
 * Computed values (results, function-key values, memory, history recalls) are shown rounded to 12
 * significant digits but remembered in full as `exactValues`, so 1÷3= ×3= gives 1, not 0.999999999999.
 * A computed value behaves like a result: typing a digit, a point, a constant or '(' replaces it.
 *
 * A minus typed after ×, ÷ or ^ is the sign of the next number, as on a handheld scientific
 * calculator: 3×-2 = -6, 2^-1 = 0.5. Any other operator typed after an operator replaces it.
 * Maths without a real result (1÷0, √-4, 10^400) shows its message, like a syntax error's 'Error'.
 */
import { add, evaluate, formatResult, isEvaluationError, type AngleMode } from './evaluate.ts';

export type { AngleMode } from './evaluate.ts';

const DIGIT_KEYS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const OPERATOR_KEYS = ['+', '-', '×', '÷', '^'] as const;
const FUNCTION_KEYS = ['sin', 'cos', 'tan', 'log', 'ln', 'x²', '√', '1/x', 'n!', '10^x', 'e^x', '%'] as const;
const CONSTANT_KEYS = ['π', 'e'] as const;
const MEMORY_KEYS = ['M+', 'M-', 'MR', 'MC'] as const;
const ANGLE_MODE_KEYS = ['DEG', 'RAD'] as const;

export const KEYS = [
  ...DIGIT_KEYS,
  '.',
  '(',
  ')',
  ...OPERATOR_KEYS,
  '=',
  'C',
  'backspace',
  '±',
  ...FUNCTION_KEYS,
  ...CONSTANT_KEYS,
  ...MEMORY_KEYS,
  ...ANGLE_MODE_KEYS,
] as const;

export type Key = (typeof KEYS)[number];
type Digit = (typeof DIGIT_KEYS)[number];
type Operator = (typeof OPERATOR_KEYS)[number];
type FunctionKey = (typeof FUNCTION_KEYS)[number];

/** The keys that enter their function with its opening bracket, and the text they enter. */
const ENTERED_FUNCTIONS = { sin: 'sin(', cos: 'cos(', tan: 'tan(', log: 'log(', ln: 'ln(', '√': '√(', '10^x': '10^(', 'e^x': 'e^(' } as const;
type EnteredFunctionKey = keyof typeof ENTERED_FUNCTIONS;

/** What an operand key computes from its operand's text, written in the evaluator's language. */
const OPERAND_EXPRESSIONS: Readonly<Record<Exclude<FunctionKey, EnteredFunctionKey>, (operand: string) => string>> = {
  'x²': (x) => `(${x})^2`,
  '1/x': (x) => `1/(${x})`,
  'n!': (x) => `(${x})!`,
  '%': (x) => `(${x})/100`,
};

/** The names a keyboard may type, and the key each stands for. */
const TYPED_NAMES: Readonly<Record<string, Key>> = { sin: 'sin', cos: 'cos', tan: 'tan', log: 'log', ln: 'ln', sqrt: '√', pi: 'π', e: 'e' };

export interface HistoryEntry {
  /** The expression as it was evaluated, parentheses closed. */
  readonly expression: string;
  readonly result: number;
}

/** A stretch [start, end) of the expression that shows a computed value, and that value in full. */
export interface ExactValue {
  readonly start: number;
  readonly end: number;
  readonly value: number;
}

export interface CalculatorState {
  /** What the display shows: the expression being typed, or a finished result. */
  readonly expression: string;
  /** Computed values inside `expression`, in order, not overlapping. */
  readonly exactValues: readonly ExactValue[];
  /** The latest value of '=' or of a function key applied to the whole display; null after C. */
  readonly lastResult: number | null;
  /** The display holds a finished result (or an error): the next entry starts a new expression. */
  readonly finished: boolean;
  /** The display holds an error ('Error', 'Cannot divide by zero', …) rather than a value. */
  readonly error: boolean;
  /**
   * The expression '=' evaluated (parentheses closed) while the display shows its result; null when
   * the finished display came from anything else (a function key on the whole display).
   */
  readonly evaluated: string | null;
  readonly angleMode: AngleMode;
  readonly memory: number;
  /** Most recent first, at most HISTORY_LIMIT entries. */
  readonly history: readonly HistoryEntry[];
  /** Letters typed on a keyboard towards a function's name ('si' of sin), not yet a key. */
  readonly letters: string;
  /** A function was just entered with its bracket: a '(' typed next (as in 'sin(') is that bracket. */
  readonly opened: boolean;
}

export const HISTORY_LIMIT = 20;
export const ERROR_DISPLAY = 'Error';

export const initialState: CalculatorState = {
  expression: '0',
  exactValues: [],
  lastResult: null,
  finished: false,
  error: false,
  evaluated: null,
  angleMode: 'DEG',
  memory: 0,
  history: [],
  letters: '',
  opened: false,
};

interface Range {
  readonly start: number;
  readonly end: number;
}

function isOneOf<T extends string>(list: readonly T[], key: string): key is T {
  return (list as readonly string[]).includes(key);
}

function isOperatorChar(char: string | undefined): boolean {
  return char !== undefined && isOneOf(OPERATOR_KEYS, char);
}

/** The operators after which a minus is the sign of the next number rather than a subtraction. */
const SIGN_AFTER = ['×', '÷', '^', '('];

/** Whether the minus at `index` is a sign: at the very start, or after ×, ÷, ^ or '('. */
function isSignAt(expression: string, index: number): boolean {
  return expression[index] === '-' && (index === 0 || SIGN_AFTER.includes(expression[index - 1] ?? ''));
}

/** A number (typed, or computed: `1.5e-7`) or a constant. */
const TRAILING_ATOM = /(?:(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?|π|e)$/;
/** A number as typed on the keypad: digits and at most one point. */
const TYPED_NUMBER = /^[\d.]+$/;
/** Tokens only a computation writes; backspace removes them whole. */
const COMPUTED_TOKEN = /\d+(?:\.\d*)?e[+-]?\d+$/;

function trailingAtom(expression: string): Range | null {
  const match = TRAILING_ATOM.exec(expression);
  return match ? { start: match.index, end: expression.length } : null;
}

function trailingGroup(expression: string): Range | null {
  if (!expression.endsWith(')')) return null;
  let depth = 0;
  for (let index = expression.length - 1; index >= 0; index--) {
    if (expression[index] === ')') depth++;
    else if (expression[index] === '(' && --depth === 0) return { start: index, end: expression.length };
  }
  return null;
}

/**
 * The current operand: the trailing number, constant or parenthesised group, with its minus sign
 * when that sign is unary (at the very start, or after ×, ÷, ^ or '('). Null after an operator or '('.
 */
function trailingOperand(expression: string): Range | null {
  const core = trailingGroup(expression) ?? trailingAtom(expression);
  if (!core) return null;
  return isSignAt(expression, core.start - 1) ? { start: core.start - 1, end: core.end } : core;
}

function text(expression: string, range: Range): string {
  return expression.slice(range.start, range.end);
}

/** A trailing number that is just '0': a placeholder the next entry replaces. */
function loneZero(expression: string): Range | null {
  const atom = trailingAtom(expression);
  return atom && text(expression, atom) === '0' ? atom : null;
}

function unclosedParentheses(expression: string): number {
  let depth = 0;
  for (const char of expression) {
    if (char === '(') depth++;
    else if (char === ')') depth--;
  }
  return Math.max(0, depth);
}

function exactValueAt(state: CalculatorState, range: Range): ExactValue | undefined {
  return state.exactValues.find((exact) => exact.start === range.start && exact.end === range.end);
}

function exactValueEndingAtEnd(state: CalculatorState): ExactValue | undefined {
  return state.exactValues.find((exact) => exact.end === state.expression.length);
}

/** A value in the evaluator's language at full precision; negatives in parentheses. */
function literal(value: number): string {
  return value < 0 ? `(-${String(-value)})` : String(value);
}

/** The expression (or a stretch of it) with each computed value written at full precision. */
function exactText(state: CalculatorState, range: Range = { start: 0, end: state.expression.length }): string {
  let result = '';
  let position = range.start;
  for (const exact of state.exactValues) {
    if (exact.start < range.start || exact.end > range.end) continue;
    result += state.expression.slice(position, exact.start) + literal(exact.value);
    position = exact.end;
  }
  return result + state.expression.slice(position, range.end);
}

/**
 * Replaces [start, end) of the expression with `replacement`, forgetting the computed values it
 * touches and moving the ones after it; `value` marks the replacement itself as a computed value.
 */
function splice(state: CalculatorState, start: number, end: number, replacement: string, value?: number): CalculatorState {
  const shift = replacement.length - (end - start);
  const exactValues = state.exactValues.flatMap((exact): ExactValue[] => {
    if (exact.end <= start) return [exact];
    if (exact.start >= end) return [{ ...exact, start: exact.start + shift, end: exact.end + shift }];
    return [];
  });
  if (value !== undefined) exactValues.push({ start, end: start + replacement.length, value });
  exactValues.sort((a, b) => a.start - b.start);
  const expression = state.expression.slice(0, start) + replacement + state.expression.slice(end);
  return { ...state, expression, exactValues };
}

/** Puts text, or a computed value (negative ones in parentheses after an operator), over [start, end). */
function put(state: CalculatorState, start: number, end: number, entry: string | number): CalculatorState {
  if (typeof entry === 'string') return splice(state, start, end, entry);
  const shown = formatResult(entry);
  const needsParentheses = shown.startsWith('-') && isOperatorChar(state.expression[start - 1]);
  return splice(state, start, end, needsParentheses ? `(${shown})` : shown, entry);
}

function append(state: CalculatorState, entry: string | number): CalculatorState {
  const end = state.expression.length;
  return put(state, end, end, entry);
}

function showsError(state: CalculatorState): boolean {
  return state.error;
}

/** The display showing an error message, finished: the next entry starts a new expression. */
function failed(state: CalculatorState, message: string): CalculatorState {
  return { ...state, expression: message, exactValues: [], finished: true, error: true };
}

/**
 * Starts a new operand: a new expression after a result; in place of a lone '0' or of a computed
 * value; after an operand with an explicit '×' (2 then π gives 2×π); else appended.
 */
function startOperand(state: CalculatorState, entry: string | number): CalculatorState {
  const base = state.finished ? { ...state, expression: '', exactValues: [], finished: false, error: false } : state;
  const replaced = exactValueEndingAtEnd(base) ?? loneZero(base.expression);
  if (replaced) return put(base, replaced.start, replaced.end, entry);
  return append(trailingOperand(base.expression) ? append(base, '×') : base, entry);
}

/** The number being typed at the end of the expression (a lone '0' included), if any; never a computed value. */
function typedNumberAtEnd(state: CalculatorState): string | null {
  if (state.finished || exactValueEndingAtEnd(state)) return null;
  const atom = trailingAtom(state.expression);
  const atomText = atom ? text(state.expression, atom) : null;
  return atomText !== null && TYPED_NUMBER.test(atomText) ? atomText : null;
}

function typeDigit(state: CalculatorState, digit: Digit): CalculatorState {
  const number = typedNumberAtEnd(state);
  return number !== null && number !== '0' ? append(state, digit) : startOperand(state, digit);
}

function typePoint(state: CalculatorState): CalculatorState {
  const number = typedNumberAtEnd(state);
  if (number === null) return startOperand(state, '0.');
  return number.includes('.') ? state : append(state, '.');
}

function typeOperator(state: CalculatorState, operator: Operator): CalculatorState {
  if (showsError(state)) return state;
  const { expression } = state;
  const last = expression.at(-1);
  // After '(' only a sign makes sense: '(-' stays, '(×' is refused.
  if (last === '(' || (last === '-' && expression.at(-2) === '(')) {
    return last === '(' && operator === '-' ? append(state, '-') : state;
  }
  // After ×, ÷ or ^ a minus is the next number's sign (3×-2); a second one adds nothing.
  if (operator === '-' && SIGN_AFTER.includes(last ?? '')) return append(state, '-');
  if (operator === '-' && isSignAt(expression, expression.length - 1)) return state;
  let next: CalculatorState = { ...state, finished: false };
  // Another operator replaces the one before it, with its sign: 3×- then + gives 3+.
  if (isSignAt(expression, expression.length - 1)) next = splice(next, expression.length - 1, expression.length, '');
  if (isOperatorChar(next.expression.at(-1))) next = splice(next, next.expression.length - 1, next.expression.length, '');
  const operand = trailingOperand(next.expression);
  // -5^2 would read as -(5^2); a leading negative raised to a power is (-5)^2.
  if (operator === '^' && operand?.start === 0 && next.expression.startsWith('-')) {
    const end = next.expression.length;
    next = splice(splice(next, end, end, ')'), 0, 0, '(');
  }
  return append(next, operator);
}

function closeParenthesis(state: CalculatorState): CalculatorState {
  const open = unclosedParentheses(state.expression) > 0;
  return !state.finished && open && trailingOperand(state.expression) ? append(state, ')') : state;
}

/** The value of the whole display, parentheses closed; null when it is not a valid expression or has no real value. */
function currentValue(state: CalculatorState): number | null {
  if (showsError(state)) return null;
  const value = evaluate(exactText(state) + ')'.repeat(unclosedParentheses(state.expression)), state.angleMode);
  return isEvaluationError(value) ? null : value;
}

function equals(state: CalculatorState): CalculatorState {
  if (state.finished) return state;
  const closing = ')'.repeat(unclosedParentheses(state.expression));
  const result = evaluate(exactText(state) + closing, state.angleMode);
  if (isEvaluationError(result)) return failed(state, result.kind === 'math-error' ? result.message : ERROR_DISPLAY);
  const entry: HistoryEntry = { expression: state.expression + closing, result };
  const shown = formatResult(result);
  return {
    ...state,
    expression: shown,
    exactValues: [{ start: 0, end: shown.length, value: result }],
    finished: true,
    evaluated: entry.expression,
    lastResult: result,
    history: [entry, ...state.history].slice(0, HISTORY_LIMIT),
  };
}

/** Replaces the current operand with its image under the function; finished when it was the whole display. */
function applyFunction(state: CalculatorState, key: keyof typeof OPERAND_EXPRESSIONS): CalculatorState {
  if (showsError(state)) return state;
  const operand = trailingOperand(state.expression);
  if (!operand) return state;
  const value = evaluate(OPERAND_EXPRESSIONS[key](exactText(state, operand)), state.angleMode);
  if (isEvaluationError(value)) return value.kind === 'math-error' ? failed(state, value.message) : state;
  const next = put(state, operand.start, operand.end, value);
  const whole = operand.start === 0 && operand.end === state.expression.length;
  return whole ? { ...next, finished: true, evaluated: null, lastResult: value } : { ...next, finished: false };
}

/**
 * Enters a function with its opening bracket as the next operand (2 then sin gives 2×sin( ); after
 * a result, around the result, so = then √ takes the root of what it gave.
 */
function enterFunction(state: CalculatorState, key: EnteredFunctionKey): CalculatorState {
  const opening = ENTERED_FUNCTIONS[key];
  const result = state.finished && !state.error ? exactValueAt(state, { start: 0, end: state.expression.length }) : undefined;
  if (result) {
    // The result stays a computed value: a number typed next replaces it, so = √ 9 = is √(9).
    const fresh: CalculatorState = { ...state, expression: '', exactValues: [], finished: false };
    return { ...append(append(fresh, opening), result.value), opened: true };
  }
  return { ...startOperand(state, opening), opened: true };
}

/** The index of the unmatched '(' that the stretch before `end` is inside, or -1 at the top level. */
function groupStart(expression: string, end: number): number {
  let depth = 0;
  for (let index = end - 1; index >= 0; index--) {
    if (expression[index] === ')') depth++;
    else if (expression[index] === '(' && depth-- === 0) return index;
  }
  return -1;
}

/**
 * % on the current operand: after + or −, that percentage of what stands before the sign in the
 * same bracket (200+10 → 200+20); elsewhere the operand ÷ 100.
 */
function percent(state: CalculatorState): CalculatorState {
  if (showsError(state)) return state;
  const operand = trailingOperand(state.expression);
  const sign = operand ? operand.start - 1 : -1;
  const operator = state.expression[sign];
  if (!operand || (operator !== '+' && operator !== '-')) return applyFunction(state, '%');
  const base = evaluate(exactText(state, { start: groupStart(state.expression, sign) + 1, end: sign }), state.angleMode);
  const share = evaluate(`(${exactText(state, operand)})/100`, state.angleMode);
  if (isEvaluationError(base) || isEvaluationError(share)) return applyFunction(state, '%');
  return { ...put(state, operand.start, operand.end, base * share), finished: false };
}

/** ± on the current operand: 5 ↔ -5 at the start or after '(', ×, ÷, ^; 2+5 ↔ 2+(-5) after + or −. */
function toggleSign(state: CalculatorState): CalculatorState {
  if (showsError(state)) return state;
  const { expression } = state;
  const operand = trailingOperand(expression);
  if (!operand) return state;
  const exact = exactValueAt(state, operand);
  if (exact) {
    const next = put(state, operand.start, operand.end, -exact.value);
    return state.finished ? { ...next, lastResult: -exact.value, evaluated: null } : next;
  }
  const operandText = text(expression, operand);
  if (operandText.startsWith('-')) return splice(state, operand.start, operand.start + 1, '');
  const inner = operandText.slice(1, -1);
  const innerOperand = operandText.startsWith('(') ? trailingOperand(inner) : null;
  if (inner.startsWith('-') && innerOperand?.start === 0) {
    // (-X) → X
    const innerExact = exactValueAt(state, { start: operand.start + 1, end: operand.end - 1 });
    if (innerExact) return put(state, operand.start, operand.end, -innerExact.value);
    return splice(splice(state, operand.end - 1, operand.end, ''), operand.start, operand.start + 2, '');
  }
  if (isOperatorChar(expression[operand.start - 1])) {
    return splice(splice(state, operand.end, operand.end, ')'), operand.start, operand.start, '(-');
  }
  return splice(state, operand.start, operand.start, '-');
}

/** A function entered with its bracket, at the end of the expression: backspace removes it whole. */
const ENTERED_FUNCTION_AT_END = /(?:sin|cos|tan|log|ln|√|10\^|e\^)\($/;

function backspace(state: CalculatorState): CalculatorState {
  if (state.finished) return { ...state, expression: '0', exactValues: [], finished: false, error: false };
  const { expression } = state;
  const token = COMPUTED_TOKEN.exec(expression) ?? ENTERED_FUNCTION_AT_END.exec(expression);
  const next = splice(state, token ? token.index : expression.length - 1, expression.length, '');
  return next.expression === '' || next.expression === '-' ? { ...next, expression: '0', exactValues: [] } : next;
}

function addToMemory(state: CalculatorState, sign: 1 | -1): CalculatorState {
  const value = currentValue(state);
  if (value === null) return state;
  const memory = add(state.memory, sign * value);
  // A memory too large for a number would be useless until MC: it keeps its last value.
  return Number.isFinite(memory) ? { ...state, memory } : state;
}

export function press(current: CalculatorState, key: Key): CalculatorState {
  // Letters typed towards a name are dropped by any other key; a '(' right after an entered function is its own bracket.
  const state = current.letters === '' && !current.opened ? current : { ...current, letters: '', opened: false };
  if (key === 'backspace' && current.letters !== '') return { ...current, letters: current.letters.slice(0, -1) };
  if (key === '(' && current.opened) return state;
  if (isOneOf(DIGIT_KEYS, key)) return typeDigit(state, key);
  if (isOneOf(OPERATOR_KEYS, key)) return typeOperator(state, key);
  if (key === '%') return percent(state);
  if (Object.hasOwn(ENTERED_FUNCTIONS, key)) return enterFunction(state, key as EnteredFunctionKey);
  if (isOneOf(FUNCTION_KEYS, key)) return applyFunction(state, key as keyof typeof OPERAND_EXPRESSIONS);
  if (isOneOf(CONSTANT_KEYS, key)) return startOperand(state, key);
  switch (key) {
    case '.':
      return typePoint(state);
    case '(':
      return startOperand(state, '(');
    case ')':
      return closeParenthesis(state);
    case '=':
      return equals(state);
    case 'C':
      return { ...state, expression: '0', exactValues: [], finished: false, error: false, lastResult: null };
    case 'backspace':
      return backspace(state);
    case '±':
      return toggleSign(state);
    case 'M+':
      return addToMemory(state, 1);
    case 'M-':
      return addToMemory(state, -1);
    case 'MR':
      return startOperand(state, state.memory);
    case 'MC':
      return { ...state, memory: 0 };
    case 'DEG':
    case 'RAD':
      return { ...state, angleMode: key };
  }
}

/** Puts a value (a history entry's result) into the expression as the next operand, as MR does. */
export function recall(state: CalculatorState, value: number): CalculatorState {
  return startOperand(state, value);
}

export function clearHistory(state: CalculatorState): CalculatorState {
  return { ...state, history: [] };
}

/**
 * A letter typed on a keyboard: letters that spell a function's name or a constant (sin, cos, tan,
 * log, ln, sqrt, pi, e) enter it as its key does; the letters of a name not yet complete wait, and
 * a letter no name goes on with is dropped.
 */
export function typeLetter(state: CalculatorState, letter: string): CalculatorState {
  const names = Object.keys(TYPED_NAMES);
  for (const letters of [state.letters + letter.toLowerCase(), letter.toLowerCase()]) {
    const named = Object.hasOwn(TYPED_NAMES, letters) ? TYPED_NAMES[letters] : undefined;
    const longer = names.some((name) => name !== letters && name.startsWith(letters));
    if (named && !longer) return press({ ...state, letters: '' }, named);
    if (longer) return { ...state, letters };
  }
  return { ...state, letters: '' };
}

export type Action = { type: 'press'; key: Key } | { type: 'letter'; letter: string } | { type: 'recall'; value: number } | { type: 'clearHistory' };

/** The reducer for React's useReducer. */
export function reduce(state: CalculatorState, action: Action): CalculatorState {
  switch (action.type) {
    case 'press':
      return press(state, action.key);
    case 'letter':
      return typeLetter(state, action.letter);
    case 'recall':
      return recall(state, action.value);
    case 'clearHistory':
      return clearHistory(state);
  }
}

/** Whether the memory holds a value, for the 'M' indicator. */
export function hasMemory(state: CalculatorState): boolean {
  return state.memory !== 0;
}

/**
 * The expression the display stands for, parentheses closed: the one being typed, or the one '='
 * evaluated while its result shows; null for an error or a result that no typed expression gave.
 */
export function enteredExpression(state: CalculatorState): string | null {
  if (state.finished) return state.error ? null : state.evaluated;
  return state.expression + ')'.repeat(unclosedParentheses(state.expression));
}

/** The live value of the expression being typed, or null when it is finished or not valid yet. */
export function preview(state: CalculatorState): number | null {
  return state.finished ? null : currentValue(state);
}

const KEYBOARD_KEYS: Readonly<Record<string, Key>> = {
  '.': '.',
  ',': '.',
  '+': '+',
  '-': '-',
  '*': '×',
  '×': '×',
  '/': '÷',
  '÷': '÷',
  '^': '^',
  '(': '(',
  ')': ')',
  Enter: '=',
  '=': '=',
  Backspace: 'backspace',
  Escape: 'C',
  Delete: 'C',
  '%': '%',
  '!': 'n!',
};

/** A keyboard event's `key` that is a letter, lowercase, or null (for typeLetter). */
export function letterFromKeyboard(eventKey: string): string | null {
  return /^[a-z]$/i.test(eventKey) ? eventKey.toLowerCase() : null;
}

/** The calculator key for a keyboard event's `key`, or null when it has none. */
export function keyFromKeyboard(eventKey: string): Key | null {
  if (isOneOf(DIGIT_KEYS, eventKey)) return eventKey;
  return Object.hasOwn(KEYBOARD_KEYS, eventKey) ? (KEYBOARD_KEYS[eventKey] ?? null) : null;
}
