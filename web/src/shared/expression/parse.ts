/**
 * Text to an expression tree (`Expr`) for the calculus calculators, and to the parse tree
 * (`ParseNode`) that the scientific calculator evaluates with its own rules.
 *
 * Why our own parser: the maths pages used mathjs's, which brings its node classes, typed functions
 * and LaTeX output onto every one of them only to be turned into our small tree; the page-weight
 * bench (BENCH_ONLY=weight npm run bench) measures what that costs. This one reads the same text
 * the same way, with the same messages, since visitors' expressions and our tests were written
 * against mathjs's reading: its tokens, its precedence and its error positions are kept, and the
 * parts of its language that are no expression in x (assignments, ranges, comparisons, logic and
 * bit operators, conversions, strings, matrices, objects, accessors) are still read, so that they
 * get the message they got.
 *
 * The grammar, loosest binding first (mathjs's):
 *   block       := statement ((';' | newline) statement)*
 *   statement   := conditional ('=' statement)?
 *   conditional := or ('?' statement ':' statement)*
 *   or, xor, and, |, ^|, &  (left-associative, in that order)
 *   relational  := shift (('==' | '!=' | '<' | '>' | '<=' | '>=') shift)*
 *   shift       := conversion (('<<' | '>>' | '>>>') conversion)*
 *   conversion  := range (('to' | 'in') range)*
 *   range       := sum (':' sum){0,2}
 *   sum         := product (('+' | '-') product)*         a + b% is a + a·b/100
 *   product     := implicit (('*' | '/' | '%' | 'mod' | '.*' | './') implicit)*
 *   implicit    := fraction fraction*                     2x, 2 sin(x), (x + 1)(x - 1), x 2
 *   fraction    := percent ('/' number percent)*          1/2x is (1/2)·x, after a plain number only
 *   percent     := unary '%'?                             5% is 5/100 when no value follows
 *   unary       := ('-' | '+' | '~' | 'not') unary | power
 *   power       := nullish (('^' | '.^') unary)?          right-associative; 2^-1; -x^2 is -(x^2)
 *   nullish     := postfix ('??' postfix)*
 *   postfix     := primary (('!' | "'") accessors)*
 *   primary     := (name | string | matrix | object | '(' statement ')') accessors | number
 *   accessors   := ('(' arguments ')' | '[' arguments ']' | '.' name)*   a call only after a name
 * Numbers: 12, 1.5, .5, 1., 1e3, 1.5e-3, 0x1F, 0b101, 0o17, 0xFFi8. Names: letters (Latin, Greek,
 * letter-like symbols), _, $ and digits after the first. Space, tab and no-break space separate
 * tokens; # starts a comment.
 */
import type { BinaryOperator, Expr } from './expression.ts';

export const functionNames = [
  'sin',
  'cos',
  'tan',
  'sec',
  'csc',
  'cot',
  'asin',
  'acos',
  'atan',
  'sinh',
  'cosh',
  'tanh',
  'exp',
  'ln',
  'log',
  'sqrt',
  'cbrt',
  'abs',
] as const;
export type FunctionName = (typeof functionNames)[number];

export type ParsedText = { ok: true; tree: Expr } | { ok: false; message: string };

/**
 * The parse tree, before its check against the closed list of names: mathjs's nodes, as far as a
 * calculator tells them apart. The scientific calculator walks it with its own rules.
 */
export type ParseNode =
  | { kind: 'number'; value: number }
  /** true, false, null, undefined (an empty text) or a string: values that are no number. */
  | { kind: 'value'; value: string | boolean | null | undefined }
  | { kind: 'symbol'; name: string }
  | { kind: 'call'; fn: ParseNode; args: ParseNode[] }
  /** `fn` is the operator's function as mathjs names it: add, unaryMinus, factorial, mod, … */
  | { kind: 'operator'; op: string; fn: string; args: ParseNode[]; percentage?: boolean }
  | { kind: 'parenthesis'; content: ParseNode }
  /** a.b, a[1]: named by its property when it has one. */
  | { kind: 'accessor'; object: ParseNode; name: string; optional: boolean }
  /** What is no expression at all, by mathjs's name for it, which messages quote. */
  | { kind: 'other'; type: OtherNodeType };

/** Several statements, an assignment, a range, a ?:, a chain of comparisons, a matrix or an object. */
export type OtherNodeType =
  'BlockNode' | 'AssignmentNode' | 'FunctionAssignmentNode' | 'ConditionalNode' | 'RangeNode' | 'RelationalNode' | 'ArrayNode' | 'ObjectNode';

const enum Token {
  None,
  Delimiter,
  Number,
  Symbol,
  Unknown,
}

interface State {
  text: string;
  index: number;
  token: string;
  type: Token;
  /** How deep inside brackets: there, newlines are spaces. */
  nesting: number;
  /** The nesting at which a ?: is being read, whose ':' is then no range. */
  conditional: number | null;
}

/** A syntax error as mathjs words it, ending in "(char N)", its 1-based position, when it has one. */
class SyntaxProblem extends Error {}

/** A problem with a well-formed text: an unknown name, an operator that is no arithmetic. */
class ExpressionProblem extends Error {}

// Punctuation tokens; the tokenizer tries three characters, then two, then one.
const delimiters = new Set(`, ( ) [ ] { } " ' ; + - * .* / ./ % ^ .^ ~ ! & | ^| = : ? ?. ?? == != < > <= >= << >> >>>`.split(' '));
const namedDelimiters = new Set(['mod', 'to', 'in', 'and', 'xor', 'or', 'not']);
const nonNumberConstants: Record<string, boolean | null | undefined> = { true: true, false: false, null: null, undefined: undefined };

const isDigit = (c: string) => c >= '0' && c <= '9';
const isDecimalMark = (c: string, next: string) => c === '.' && next !== '/' && next !== '*' && next !== '^';
const isMathSymbol = (high: string, low: string) =>
  /^[\uD835]$/.test(high) &&
  /^[\uDC00-\uDFFF]$/.test(low) &&
  /^[^\uDC55\uDC9D\uDCA0\uDCA1\uDCA3\uDCA4\uDCA7\uDCA8\uDCAD\uDCBA\uDCBC\uDCC4\uDD06\uDD0B\uDD0C\uDD15\uDD1D\uDD3A\uDD3F\uDD45\uDD47-\uDD49\uDD51\uDEA6\uDEA7\uDFCC\uDFCD]$/.test(
    low,
  );
const isAlpha = (c: string, previous: string, next: string) =>
  /^[a-zA-Z_$\u00C0-\u02AF\u0370-\u03FF\u2100-\u214F]$/.test(c) || isMathSymbol(c, next) || isMathSymbol(previous, c);

const at = (state: State, offset = 0) => state.text.charAt(state.index + offset);
const isAlphaHere = (state: State) => isAlpha(at(state), at(state, -1), at(state, 1));

function syntaxError(state: State, message: string): SyntaxProblem {
  return new SyntaxProblem(`${message} (char ${state.index - state.token.length + 1})`);
}

/** Moves the current character onto the token. */
function take(state: State): void {
  state.token += at(state);
  state.index++;
}

function nextToken(state: State): void {
  state.type = Token.None;
  state.token = '';
  for (;;) {
    if (at(state) === '#') while (at(state) !== '\n' && at(state) !== '') state.index++;
    const c = at(state);
    if (c === ' ' || c === '\t' || c === '\u00A0' || (c === '\n' && state.nesting > 0)) state.index++;
    else break;
  }
  const c = at(state);
  if (c === '' || (c === '\n' && !state.nesting)) {
    state.type = Token.Delimiter;
    if (c) take(state);
    return;
  }
  for (const length of [3, 2, 1]) {
    const candidate = state.text.substr(state.index, length);
    // '?.' before a digit is '?' and a number: a ? .5 : 1.
    if (candidate.length === length && delimiters.has(candidate) && (candidate !== '?.' || !isDigit(at(state, 2)))) {
      state.type = Token.Delimiter;
      for (let i = 0; i < length; i++) take(state);
      return;
    }
  }
  if (isDigit(c) || c === '.') {
    state.type = Token.Number;
    if (/^0[box]$/.test(state.text.substr(state.index, 2))) {
      take(state);
      take(state);
      while (isAlphaHere(state) || isDigit(at(state))) take(state);
      if (at(state) === '.') {
        take(state);
        while (isAlphaHere(state) || isDigit(at(state))) take(state);
      } else if (at(state) === 'i') {
        take(state);
        while (isDigit(at(state))) take(state);
      }
      return;
    }
    if (c === '.') {
      take(state);
      if (!isDigit(at(state))) {
        // A dot alone: a property accessor.
        state.type = Token.Delimiter;
        return;
      }
    } else {
      while (isDigit(at(state))) take(state);
      if (isDecimalMark(at(state), at(state, 1))) take(state);
    }
    while (isDigit(at(state))) take(state);
    if (at(state) === 'E' || at(state) === 'e') {
      const next = at(state, 1);
      if (isDigit(next) || next === '-' || next === '+') {
        take(state);
        if (at(state) === '+' || at(state) === '-') take(state);
        if (!isDigit(at(state))) throw syntaxError(state, `Digit expected, got "${at(state)}"`);
        while (isDigit(at(state))) take(state);
        if (isDecimalMark(at(state), at(state, 1))) throw syntaxError(state, `Digit expected, got "${at(state)}"`);
      } else if (isDecimalMark(next, at(state, 2))) {
        state.index++;
        throw syntaxError(state, `Digit expected, got "${at(state)}"`);
      }
    }
    return;
  }
  if (isAlphaHere(state)) {
    while (isAlphaHere(state) || isDigit(at(state))) take(state);
    state.type = namedDelimiters.has(state.token) ? Token.Delimiter : Token.Symbol;
    return;
  }
  state.type = Token.Unknown;
  while (at(state) !== '') take(state);
  throw syntaxError(state, `Syntax error in part "${state.token}"`);
}

/**
 * The current token and its type, read afresh: after a call has moved the reading on, a comparison
 * made before it no longer holds, which TypeScript's narrowing of state.token cannot know.
 */
const currentToken = (state: State): string => state.token;
const currentType = (state: State): Token => state.type;

function nextTokenPastNewlines(state: State): void {
  do nextToken(state);
  while (state.token === '\n');
}

/** A number token's value: decimal, or binary, octal or hexadecimal with an optional fraction or word size. */
function numberValue(text: string): number {
  const radixParts = /(0[box])([0-9a-fA-F]*)\.([0-9a-fA-F]*)/.exec(text);
  if (radixParts) {
    const radix = { '0b': 2, '0o': 8, '0x': 16 }[radixParts[1] as '0b' | '0o' | '0x'];
    let value = parseInt(radixParts[2] ?? '', radix);
    [...(radixParts[3] ?? '')].forEach((digit, i) => (value += parseInt(digit, radix) / radix ** (i + 1)));
    if (Number.isNaN(value)) throw new SyntaxProblem(`String "${text}" is not a valid number`);
    return value;
  }
  const wordSize = /(0[box][0-9a-fA-F]*)i([0-9]*)/.exec(text);
  const digits = wordSize ? (wordSize[1] ?? '') : text;
  let value = Number(digits);
  if (Number.isNaN(value)) throw new SyntaxProblem(`String "${digits}" is not a valid number`);
  if (wordSize) {
    const size = Number(wordSize[2]);
    if (value > 2 ** size - 1) throw new SyntaxProblem(`String "${digits}" is out of range`);
    if (value >= 2 ** (size - 1)) value -= 2 ** size;
  }
  return value;
}

const operator = (op: string, fn: string, args: ParseNode[], percentage = false): ParseNode => ({ kind: 'operator', op, fn, args, percentage });
const isConstant = (node: ParseNode) => node.kind === 'number' || node.kind === 'value';

/** Left-associative binary operators of one precedence level, each token with its function's name. */
function leftAssociative(state: State, operators: Record<string, string>, operand: (state: State) => ParseNode): ParseNode {
  let node = operand(state);
  while (Object.hasOwn(operators, state.token)) {
    const op = state.token;
    nextTokenPastNewlines(state);
    node = operator(op, operators[op] ?? op, [node, operand(state)]);
  }
  return node;
}

function parseBlock(state: State): ParseNode {
  const endsStatement = () => state.token === '\n' || state.token === ';';
  let node: ParseNode | undefined;
  let statements = 0;
  if (state.token !== '' && !endsStatement()) node = parseStatement(state);
  while (endsStatement()) {
    if (statements === 0 && node) statements++;
    nextToken(state);
    if (!endsStatement() && state.token !== '') {
      node = parseStatement(state);
      statements++;
    }
  }
  if (statements > 0) return { kind: 'other', type: 'BlockNode' };
  return node ?? { kind: 'value', value: undefined };
}

function parseStatement(state: State): ParseNode {
  const node = parseConditional(state);
  if (state.token !== '=') return node;
  const parameters = node.kind === 'call' && node.fn.kind === 'symbol' ? node.args.map((arg) => (arg.kind === 'symbol' ? arg.name : '')) : [];
  if (node.kind === 'accessor' && node.optional) throw syntaxError(state, 'Cannot assign to optional chain');
  if (node.kind !== 'symbol' && node.kind !== 'accessor' && (node.kind !== 'call' || node.fn.kind !== 'symbol' || parameters.includes(''))) {
    throw syntaxError(state, 'Invalid left hand side of assignment operator =');
  }
  nextTokenPastNewlines(state);
  parseStatement(state);
  // What mathjs's assignment nodes refuse once the value is read (their messages have no position).
  if (node.kind === 'call') {
    if (calleeName(node.fn) === 'end') throw new SyntaxProblem('Illegal function name, "end" is a reserved keyword');
    const repeated = parameters.find((parameter, i) => parameters.indexOf(parameter) !== i);
    if (repeated !== undefined) throw new SyntaxProblem(`Duplicate parameter name "${repeated}"`);
  } else {
    const target = node.kind === 'accessor' ? node.object : node;
    if (target.kind !== 'symbol' && target.kind !== 'accessor') throw new SyntaxProblem('SymbolNode or AccessorNode expected as "object"');
    if (target.kind === 'symbol' && target.name === 'end') throw new SyntaxProblem('Cannot assign to symbol "end"');
  }
  return { kind: 'other', type: node.kind === 'call' ? 'FunctionAssignmentNode' : 'AssignmentNode' };
}

function parseConditional(state: State): ParseNode {
  let node = parseOr(state);
  while (state.token === '?') {
    const outer = state.conditional;
    state.conditional = state.nesting;
    nextTokenPastNewlines(state);
    parseStatement(state);
    if (currentToken(state) !== ':') throw syntaxError(state, 'False part of conditional expression expected');
    state.conditional = null;
    nextTokenPastNewlines(state);
    parseStatement(state);
    node = { kind: 'other', type: 'ConditionalNode' };
    state.conditional = outer;
  }
  return node;
}

const parseBitAnd = (state: State) => leftAssociative(state, { '&': 'bitAnd' }, parseRelational);
const parseBitXor = (state: State) => leftAssociative(state, { '^|': 'bitXor' }, parseBitAnd);
const parseBitOr = (state: State) => leftAssociative(state, { '|': 'bitOr' }, parseBitXor);
const parseAnd = (state: State) => leftAssociative(state, { and: 'and' }, parseBitOr);
const parseXor = (state: State) => leftAssociative(state, { xor: 'xor' }, parseAnd);
const parseOr = (state: State) => leftAssociative(state, { or: 'or' }, parseXor);

const relationalOperators = new Set(['==', '!=', '<', '>', '<=', '>=']);

function parseRelational(state: State): ParseNode {
  const operands = [parseShift(state)];
  const operators: string[] = [];
  while (relationalOperators.has(state.token)) {
    operators.push(state.token);
    nextTokenPastNewlines(state);
    operands.push(parseShift(state));
  }
  if (operands.length === 1) return operands[0] as ParseNode;
  if (operands.length === 2) return operator(operators[0] ?? '', 'compare', operands);
  return { kind: 'other', type: 'RelationalNode' };
}

const parseShift = (state: State) => leftAssociative(state, { '<<': 'leftShift', '>>': 'rightArithShift', '>>>': 'rightLogShift' }, parseConversion);

function parseConversion(state: State): ParseNode {
  let node = parseRange(state);
  while (state.token === 'to' || state.token === 'in') {
    const op = state.token;
    nextTokenPastNewlines(state);
    // "2 in" with nothing after it is 2 times a unit named in.
    if (op === 'in' && '])},;'.includes(state.token)) node = operator('*', 'multiply', [node, { kind: 'symbol', name: 'in' }]);
    else node = operator(op, 'to', [node, parseRange(state)]);
  }
  return node;
}

function parseRange(state: State): ParseNode {
  let node: ParseNode;
  if (state.token === ':') {
    if (state.conditional === state.nesting) throw syntaxError(state, 'The true-expression of a conditional operator may not be empty');
    node = { kind: 'number', value: 1 };
  } else {
    node = parseSum(state);
  }
  if (state.token === ':' && state.conditional !== state.nesting) {
    let parts = 1;
    while (state.token === ':' && parts < 3) {
      nextTokenPastNewlines(state);
      if (![')', ']', ',', ''].includes(state.token)) parseSum(state);
      parts++;
    }
    node = { kind: 'other', type: 'RangeNode' };
  }
  return node;
}

function parseSum(state: State): ParseNode {
  let node = parseProduct(state);
  while (state.token === '+' || state.token === '-') {
    const op = state.token;
    nextTokenPastNewlines(state);
    const right = parseProduct(state);
    // a + b% is a increased by b percent.
    const term = right.kind === 'operator' && right.percentage ? operator('*', 'multiply', [node, right]) : right;
    node = operator(op, op === '+' ? 'add' : 'subtract', [node, term]);
  }
  return node;
}

const parseProduct = (state: State) =>
  leftAssociative(state, { '*': 'multiply', '.*': 'dotMultiply', '/': 'divide', './': 'dotDivide', '%': 'mod', mod: 'mod' }, parseImplicit);

function parseImplicit(state: State): ParseNode {
  let node = parseFraction(state);
  let last = node;
  const negatedConstant = (n: ParseNode) => n.kind === 'operator' && n.fn === 'unaryMinus' && isConstant(n.args[0] as ParseNode);
  while (
    state.type === Token.Symbol ||
    (state.token === 'in' && (isConstant(node) || negatedConstant(node))) ||
    (state.type === Token.Number && !isConstant(last) && (last.kind !== 'operator' || last.op === '!')) ||
    state.token === '('
  ) {
    last = parseFraction(state);
    node = operator('*', 'multiply', [node, last]);
  }
  return node;
}

/** A written fraction binds tighter than the implicit product after it: 1/2x is (1/2)·x. */
function parseFraction(state: State): ParseNode {
  let node = parsePercent(state);
  let last = node;
  const signedConstant = (n: ParseNode) =>
    isConstant(n) || (n.kind === 'operator' && n.args.length === 1 && isConstant(n.args[0] as ParseNode) && '-+~'.includes(n.op));
  while (state.token === '/' && signedConstant(last)) {
    const atSlash = { ...state };
    nextTokenPastNewlines(state);
    if (state.type !== Token.Number) {
      Object.assign(state, atSlash);
      break;
    }
    const atNumber = { ...state };
    nextTokenPastNewlines(state);
    if (currentType(state) !== Token.Symbol && currentToken(state) !== '(' && currentToken(state) !== 'in') {
      Object.assign(state, atSlash);
      break;
    }
    Object.assign(state, atNumber);
    last = parsePercent(state);
    node = operator('/', 'divide', [node, last]);
  }
  return node;
}

/** 5% is a percentage when no value follows the %; otherwise % is the remainder. */
function parsePercent(state: State): ParseNode {
  const node = parseUnary(state);
  if (state.token !== '%') return node;
  const atPercent = { ...state };
  nextTokenPastNewlines(state);
  try {
    parseUnary(state);
  } catch {
    // As mathjs does, the reading carries on from wherever the failed attempt stopped.
    return operator('/', 'divide', [node, { kind: 'number', value: 100 }], true);
  }
  Object.assign(state, atPercent);
  return node;
}

const unaryOperators: Record<string, string> = { '-': 'unaryMinus', '+': 'unaryPlus', '~': 'bitNot', not: 'not' };

function parseUnary(state: State): ParseNode {
  const op = state.token;
  if (!Object.hasOwn(unaryOperators, op)) return parsePower(state);
  nextTokenPastNewlines(state);
  return operator(op, unaryOperators[op] ?? op, [parseUnary(state)]);
}

function parsePower(state: State): ParseNode {
  const node = leftAssociative(state, { '??': 'nullish' }, parsePostfix);
  if (state.token !== '^' && state.token !== '.^') return node;
  const op = state.token;
  nextTokenPastNewlines(state);
  // The exponent may be signed: 2^-1.
  return operator(op, op === '^' ? 'pow' : 'dotPow', [node, parseUnary(state)]);
}

function parsePostfix(state: State): ParseNode {
  let node = parsePrimary(state);
  while (state.token === '!' || state.token === "'") {
    const op = state.token;
    nextToken(state);
    node = parseAccessors(state, operator(op, op === '!' ? 'factorial' : 'ctranspose', [node]));
  }
  return node;
}

function parsePrimary(state: State): ParseNode {
  const { token } = state;
  if (state.type === Token.Symbol || (state.type === Token.Delimiter && namedDelimiters.has(token))) {
    nextToken(state);
    let node: ParseNode;
    if (Object.hasOwn(nonNumberConstants, token)) node = { kind: 'value', value: nonNumberConstants[token] };
    else if (token === 'NaN' || token === 'Infinity') node = { kind: 'number', value: Number(token) };
    else node = { kind: 'symbol', name: token };
    return parseAccessors(state, node);
  }
  if (token === '"' || token === "'") return parseAccessors(state, { kind: 'value', value: parseString(state, token) });
  if (token === '[') return parseAccessors(state, parseMatrix(state));
  if (token === '{') return parseAccessors(state, parseObject(state));
  if (state.type === Token.Number) {
    nextToken(state);
    return { kind: 'number', value: numberValue(token) };
  }
  if (token === '(') {
    state.nesting++;
    nextToken(state);
    const content = parseStatement(state);
    if (state.token !== ')') throw syntaxError(state, 'Parenthesis ) expected');
    state.nesting--;
    nextToken(state);
    return parseAccessors(state, { kind: 'parenthesis', content });
  }
  throw syntaxError(state, token === '' ? 'Unexpected end of expression' : 'Value expected');
}

const escapes: Record<string, string> = { '"': '"', "'": "'", '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** A string's text, from the character after its opening quote; the token after it is current. */
function parseString(state: State, quote: string): string {
  let text = '';
  while (at(state) !== '' && at(state) !== quote) {
    if (at(state) === '\\') {
      state.index++;
      const c = at(state);
      const unicode = state.text.slice(state.index + 1, state.index + 5);
      if (Object.hasOwn(escapes, c)) {
        text += escapes[c] ?? '';
        state.index++;
      } else if (c !== 'u') {
        throw syntaxError(state, `Bad escape character \\${c}`);
      } else if (/^[0-9A-Fa-f]{4}$/.test(unicode)) {
        text += String.fromCharCode(parseInt(unicode, 16));
        state.index += 5;
      } else {
        throw syntaxError(state, `Invalid unicode character \\u${unicode}`);
      }
    } else {
      text += at(state);
      state.index++;
    }
  }
  nextToken(state);
  if (state.token !== quote) throw syntaxError(state, `End of string ${quote} expected`);
  nextToken(state);
  return text;
}

/** [1, 2; 3, 4]: its rows must be of one length. */
function parseMatrix(state: State): ParseNode {
  state.nesting++;
  nextToken(state);
  if (state.token === ']') {
    state.nesting--;
    nextToken(state);
    return { kind: 'other', type: 'ArrayNode' };
  }
  const rowLengths = [parseRow(state)];
  const rows = state.token === ';';
  while (state.token === ';') {
    nextToken(state);
    if (currentToken(state) !== ']') rowLengths.push(parseRow(state));
  }
  if (state.token !== ']') throw syntaxError(state, 'End of matrix ] expected');
  state.nesting--;
  nextToken(state);
  const [columns] = rowLengths;
  const uneven = rows ? rowLengths.find((length) => length !== columns) : undefined;
  if (uneven !== undefined) throw syntaxError(state, `Column dimensions mismatch (${uneven} !== ${columns})`);
  return { kind: 'other', type: 'ArrayNode' };
}

/** A matrix row's number of entries; a comma may end it. */
function parseRow(state: State): number {
  parseStatement(state);
  let length = 1;
  while (state.token === ',') {
    nextToken(state);
    if (currentToken(state) !== ']' && currentToken(state) !== ';') {
      parseStatement(state);
      length++;
    }
  }
  return length;
}

/** {a: 1, "b": 2} */
function parseObject(state: State): ParseNode {
  state.nesting++;
  do {
    nextToken(state);
    if (state.token !== '}') {
      if (state.token === '"' || state.token === "'") parseString(state, state.token);
      else if (state.type === Token.Symbol || (state.type === Token.Delimiter && namedDelimiters.has(state.token))) nextToken(state);
      else throw syntaxError(state, 'Symbol or string expected as object key');
      if (state.token !== ':') throw syntaxError(state, 'Colon : expected after object key');
      nextToken(state);
      parseStatement(state);
    }
  } while (currentToken(state) === ',');
  if (state.token !== '}') throw syntaxError(state, 'Comma , or bracket } expected after object value');
  state.nesting--;
  nextToken(state);
  return { kind: 'other', type: 'ObjectNode' };
}

/** Arguments up to the closing bracket, separated by commas. */
function parseArguments(state: State, close: string): ParseNode[] {
  state.nesting++;
  nextToken(state);
  const args: ParseNode[] = [];
  if (state.token !== close) {
    args.push(parseStatement(state));
    while (state.token === ',') {
      nextToken(state);
      args.push(parseStatement(state));
    }
  }
  if (state.token !== close) throw syntaxError(state, `Parenthesis ${close} expected`);
  state.nesting--;
  nextToken(state);
  return args;
}

function parseAccessors(state: State, start: ParseNode): ParseNode {
  let node = start;
  for (;;) {
    const optional = state.token === '?.';
    if (optional) nextToken(state);
    if (!optional && state.token !== '(' && state.token !== '[' && state.token !== '.') return node;
    if (state.token === '(') {
      // (x + 1)(x - 1) is a product, read by the caller; only a name is called.
      if (!optional && node.kind !== 'symbol' && node.kind !== 'accessor') return node;
      node = { kind: 'call', fn: node, args: parseArguments(state, ')') };
    } else if (state.token === '[') {
      // a["sin"] is named as a.sin is.
      const [index, ...rest] = parseArguments(state, ']');
      const name = index?.kind === 'value' && typeof index.value === 'string' && !rest.length ? index.value : '';
      node = { kind: 'accessor', object: node, name, optional };
    } else {
      if (!optional) nextToken(state);
      if (state.type !== Token.Symbol && !(state.type === Token.Delimiter && namedDelimiters.has(state.token))) {
        throw syntaxError(state, `Property name expected after ${optional ? 'optional chain' : 'dot'}`);
      }
      node = { kind: 'accessor', object: node, name: state.token, optional };
      nextToken(state);
    }
  }
}

/**
 * Reads text as mathjs read it, typographic characters included as they are. When the text is not
 * well formed, throws an Error with mathjs's message, its "(char N)" position included.
 */
export function parseSyntax(text: string): ParseNode {
  const state: State = { text, index: 0, token: '', type: Token.None, nesting: 0, conditional: null };
  nextToken(state);
  const node = parseBlock(state);
  if (state.token !== '') {
    throw syntaxError(state, state.type === Token.Delimiter ? `Unexpected operator ${state.token}` : `Unexpected part "${state.token}"`);
  }
  return node;
}

const constants: Record<string, { name: 'e' | 'pi'; value: number }> = {
  e: { name: 'e', value: Math.E },
  pi: { name: 'pi', value: Math.PI },
  π: { name: 'pi', value: Math.PI },
};

const arithmetic: Record<string, BinaryOperator> = { add: '+', subtract: '-', multiply: '*', divide: '/', pow: '^' };

export function isFunctionName(name: string): name is FunctionName {
  return (functionNames as readonly string[]).includes(name);
}

/**
 * The name a call is made by, as mathjs gave it: a name or a property's name, a call's own callee
 * name ('' for none), and undefined for what has no name at all, as in (2)?.(3).
 */
export function calleeName(fn: ParseNode): string | undefined {
  if (fn.kind === 'symbol' || fn.kind === 'accessor') return fn.name;
  if (fn.kind === 'call') return calleeName(fn.fn) || '';
  return undefined;
}

/** The parse tree as ours, checked against the closed list of names. */
function toExpr(node: ParseNode): Expr {
  switch (node.kind) {
    case 'parenthesis':
      return toExpr(node.content);
    case 'number':
      return { kind: 'number', value: node.value };
    case 'value':
      throw new ExpressionProblem('Only numbers, x, operators and functions are allowed');
    case 'symbol': {
      const { name } = node;
      if (name === 'x') return { kind: 'x' };
      const constant = Object.hasOwn(constants, name) ? constants[name] : undefined;
      if (constant) return { kind: 'constant', ...constant };
      if (isFunctionName(name)) throw new ExpressionProblem(`Write "${name}" with parentheses, as in ${name}(x)`);
      if (name.length === 1) throw new ExpressionProblem('Use x as the variable');
      throw new ExpressionProblem(`Unknown name "${name}"`);
    }
    case 'call': {
      const name = calleeName(node.fn);
      const [argument] = node.args;
      // x(x + 1) is a product, as on paper.
      if (name === 'x' && argument && node.args.length === 1) return { kind: 'binary', operator: '*', left: { kind: 'x' }, right: toExpr(argument) };
      if (name === undefined) break;
      if (!isFunctionName(name)) {
        if (name.length === 1) throw new ExpressionProblem('Use x as the variable');
        throw new ExpressionProblem(`Unknown function "${name}"`);
      }
      if (!argument || node.args.length !== 1) throw new ExpressionProblem(`"${name}" takes one argument, as in ${name}(x)`);
      return { kind: 'call', name, argument: toExpr(argument) };
    }
    case 'operator': {
      const [first, second] = node.args;
      if (!first) break;
      if (node.fn === 'unaryMinus' && !second) return { kind: 'negate', argument: toExpr(first) };
      if (node.fn === 'unaryPlus' && !second) return toExpr(first);
      const op = Object.hasOwn(arithmetic, node.fn) ? arithmetic[node.fn] : undefined;
      if (!op || !second) throw new ExpressionProblem(`The operator "${node.op}" is not supported`);
      // x(x - 2)^2 reads as the call x(x - 2) squared; on paper the power binds to (x - 2) alone.
      const [inner] = first.kind === 'call' ? first.args : [];
      if (op === '^' && first.kind === 'call' && calleeName(first.fn) === 'x' && inner && first.args.length === 1) {
        return {
          kind: 'binary',
          operator: '*',
          left: { kind: 'x' },
          right: { kind: 'binary', operator: '^', left: toExpr(inner), right: toExpr(second) },
        };
      }
      const left = toExpr(first);
      const right = toExpr(second);
      if (op === '^' && left.kind === 'constant' && left.name === 'e') return { kind: 'call', name: 'exp', argument: right };
      return { kind: 'binary', operator: op, left, right };
    }
    case 'accessor':
    case 'other':
      break;
  }
  throw new ExpressionProblem('Enter a single expression in x, such as x^2 + 2x + 1');
}

/** Typographic characters a visitor may paste, read as their ASCII operators. */
export function normalizeText(text: string): string {
  return text.replace(/[−–]/g, '-').replace(/[×·]/g, '*').replace(/÷/g, '/').replace(/²/g, '^2').replace(/³/g, '^3');
}

/** A syntax error in the visitor's words: what was unexpected, where, or what is missing. */
function describeSyntaxError(text: string, raw: string): string {
  const position = Number(/\(char (\d+)\)/.exec(raw)?.[1] ?? Number.NaN);
  const message = raw.replace(/\s*\(char \d+\)/, '');
  const before = (index: number) => text.slice(0, Math.max(0, index)).trimEnd().slice(-1);
  if (message.startsWith('Unexpected end of expression')) {
    const last = text.trimEnd().slice(-1);
    return /[-+*/^(]/.test(last) ? `Unexpected end of expression after "${last}"` : 'Unexpected end of expression';
  }
  if (message.startsWith('Parenthesis ) expected')) return 'Missing closing parenthesis ")"';
  if (message.startsWith('Value expected') && Number.isFinite(position)) {
    const previous = before(position - 1);
    return previous ? `Value expected after "${previous}"` : 'Value expected at the start';
  }
  const unexpectedOperator = /^Unexpected operator (.+)$/.exec(message);
  if (unexpectedOperator) return `Unexpected "${unexpectedOperator[1] ?? ''}"${Number.isFinite(position) ? ` at position ${position}` : ''}`;
  const part = /^(?:Unexpected part|Syntax error in part) "(.+)"$/.exec(message);
  if (part) return `Unexpected "${part[1] ?? ''}"${Number.isFinite(position) ? ` at position ${position}` : ''}`;
  return message;
}

/** Reads a trimmed, non-empty text as an expression in x, or says what is wrong with it. */
export function parseText(text: string): ParsedText {
  const normalized = normalizeText(text);
  let node: ParseNode;
  try {
    node = parseSyntax(normalized);
  } catch (error) {
    // Whatever stops the reading (a text nested deeper than the stack, too) is the visitor's to fix.
    return { ok: false, message: describeSyntaxError(normalized, error instanceof Error ? error.message : String(error)) };
  }
  try {
    return { ok: true, tree: toExpr(node) };
  } catch (error) {
    if (error instanceof ExpressionProblem) return { ok: false, message: error.message };
    throw error;
  }
}
