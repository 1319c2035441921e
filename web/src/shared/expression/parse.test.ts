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
import type { BinaryOperator, Expr } from './expression.ts';
import { isFunctionName, normalizeText, parseText, type FunctionName, type ParsedText } from './parse.ts';

/*
 * The reference: how the maths pages read text before they had a parser of their own, with
 * mathjs's parser and the conversion of its tree into ours, kept here unchanged.
 */
const math = create({ parseDependencies: parseDependencies as FactoryFunctionMap });

class ReferenceProblem extends Error {}

const referenceConstants: Record<string, { name: 'e' | 'pi'; value: number }> = {
  e: { name: 'e', value: Math.E },
  pi: { name: 'pi', value: Math.PI },
  π: { name: 'pi', value: Math.PI },
};

const referenceOperators: Record<string, BinaryOperator> = { add: '+', subtract: '-', multiply: '*', divide: '/', pow: '^' };

function referenceToExpr(node: MathNode): Expr {
  const recurse = (child: MathNode | undefined) => referenceToExpr(child as MathNode);
  if (isParenthesisNode(node)) return recurse(node.content);
  if (isConstantNode(node)) {
    if (typeof node.value !== 'number') throw new ReferenceProblem('Only numbers, x, operators and functions are allowed');
    return { kind: 'number', value: node.value };
  }
  if (isSymbolNode(node)) {
    const { name } = node;
    if (name === 'x') return { kind: 'x' };
    const constant = referenceConstants[name];
    if (constant) return { kind: 'constant', ...constant };
    if (isFunctionName(name)) throw new ReferenceProblem(`Write "${name}" with parentheses, as in ${name}(x)`);
    if (name.length === 1) throw new ReferenceProblem('Use x as the variable');
    throw new ReferenceProblem(`Unknown name "${name}"`);
  }
  if (isFunctionNode(node)) {
    const { name } = node.fn;
    if (name === 'x' && node.args.length === 1) return { kind: 'binary', operator: '*', left: { kind: 'x' }, right: recurse(node.args[0]) };
    if (!isFunctionName(name)) {
      if (name.length === 1) throw new ReferenceProblem('Use x as the variable');
      throw new ReferenceProblem(`Unknown function "${name}"`);
    }
    if (node.args.length !== 1) throw new ReferenceProblem(`"${name}" takes one argument, as in ${name}(x)`);
    return { kind: 'call', name, argument: recurse(node.args[0]) };
  }
  if (isOperatorNode(node)) {
    const args = node.args as MathNode[];
    if (node.fn === 'unaryMinus' && args.length === 1) return { kind: 'negate', argument: recurse(args[0]) };
    if (node.fn === 'unaryPlus' && args.length === 1) return recurse(args[0]);
    const operator = referenceOperators[node.fn];
    const base = args[0];
    if (operator === '^' && args.length === 2 && base && isFunctionNode(base) && base.fn.name === 'x' && base.args.length === 1) {
      return {
        kind: 'binary',
        operator: '*',
        left: { kind: 'x' },
        right: { kind: 'binary', operator: '^', left: recurse(base.args[0]), right: recurse(args[1]) },
      };
    }
    if (operator && args.length === 2) {
      const left = recurse(args[0]);
      const right = recurse(args[1]);
      if (operator === '^' && left.kind === 'constant' && left.name === 'e') return { kind: 'call', name: 'exp', argument: right };
      return { kind: 'binary', operator, left, right };
    }
    throw new ReferenceProblem(`The operator "${node.op}" is not supported`);
  }
  throw new ReferenceProblem('Enter a single expression in x, such as x^2 + 2x + 1');
}

function referenceSyntaxMessage(text: string, error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
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
  const operator = /^Unexpected operator (.+)$/.exec(message);
  if (operator) return `Unexpected "${operator[1] ?? ''}"${Number.isFinite(position) ? ` at position ${position}` : ''}`;
  const part = /^(?:Unexpected part|Syntax error in part) "(.+)"$/.exec(message);
  if (part) return `Unexpected "${part[1] ?? ''}"${Number.isFinite(position) ? ` at position ${position}` : ''}`;
  return message;
}

function referenceParse(text: string): ParsedText {
  let node: MathNode;
  try {
    node = math.parse(normalizeText(text));
  } catch (error) {
    return { ok: false, message: referenceSyntaxMessage(normalizeText(text), error) };
  }
  try {
    return { ok: true, tree: referenceToExpr(node) };
  } catch (error) {
    if (error instanceof ReferenceProblem) return { ok: false, message: error.message };
    throw error;
  }
}

const n = (value: number): Expr => ({ kind: 'number', value });
const x: Expr = { kind: 'x' };
const e: Expr = { kind: 'constant', name: 'e', value: Math.E };
const pi: Expr = { kind: 'constant', name: 'pi', value: Math.PI };
const neg = (argument: Expr): Expr => ({ kind: 'negate', argument });
const call = (name: FunctionName, argument: Expr): Expr => ({ kind: 'call', name, argument });
const op =
  (operator: BinaryOperator) =>
  (left: Expr, right: Expr): Expr => ({ kind: 'binary', operator, left, right });
const [add, sub, mul, div, pow] = (['+', '-', '*', '/', '^'] as const).map(op) as [
  ReturnType<typeof op>,
  ReturnType<typeof op>,
  ReturnType<typeof op>,
  ReturnType<typeof op>,
  ReturnType<typeof op>,
];

function treeOf(text: string): Expr {
  const outcome = parseText(text);
  if (!outcome.ok) throw new Error(`${text}: ${outcome.message}`);
  return outcome.tree;
}

function messageOf(text: string): string {
  const outcome = parseText(text);
  if (outcome.ok) throw new Error(`${text} parsed`);
  return outcome.message;
}

const trees: [string, Expr][] = [
  // Implicit multiplication.
  ['2x', mul(n(2), x)],
  ['2 x', mul(n(2), x)],
  ['x 2', mul(x, n(2))],
  ['2sin(x)', mul(n(2), call('sin', x))],
  ['(x+1)(x-1)', mul(add(x, n(1)), sub(x, n(1)))],
  ['2(x+1)', mul(n(2), add(x, n(1)))],
  ['(x)2', mul(x, n(2))],
  ['2pi x', mul(mul(n(2), pi), x)],
  ['x(x+1)', mul(x, add(x, n(1)))],
  ['x(x - 2)^2', mul(x, pow(sub(x, n(2)), n(2)))],
  ['2x^2', mul(n(2), pow(x, n(2)))],
  ['-2x', mul(neg(n(2)), x)],
  // 1/2x is half of x: a plain number after / is the fraction's denominator when a name or bracket
  // follows it; anything else after / is a product, read before the division.
  ['1/2x', mul(div(n(1), n(2)), x)],
  ['1/x 2', div(n(1), mul(x, n(2)))],
  ['1/(2)x', div(n(1), mul(n(2), x))],
  ['1/2/3', div(div(n(1), n(2)), n(3))],
  ['6/2(1+2)', mul(div(n(6), n(2)), add(n(1), n(2)))],
  // Signs and powers.
  ['-x^2', neg(pow(x, n(2)))],
  ['+x', x],
  ['--x', neg(neg(x))],
  ['2^-1', pow(n(2), neg(n(1)))],
  ['2^3^2', pow(n(2), pow(n(3), n(2)))],
  ['x - 1 - 2', sub(sub(x, n(1)), n(2))],
  ['1 + 2 * 3', add(n(1), mul(n(2), n(3)))],
  ['e^(2x)', call('exp', mul(n(2), x))],
  ['e^x^2', call('exp', pow(x, n(2)))],
  ['2e', mul(n(2), e)],
  ['π', pi],
  // Numbers.
  ['1e3', n(1000)],
  ['.5', n(0.5)],
  ['1.', n(1)],
  ['1.5e-3', n(0.0015)],
  ['2E+2', n(200)],
  ['0x1F', n(31)],
  ['0b101', n(5)],
  ['0o17', n(15)],
  ['0xFFi8', n(-1)],
  ['Infinity', n(Infinity)],
  // Percentages: a number with % and nothing after it is hundredths; a + b% is a increased by b percent.
  ['50%', div(n(50), n(100))],
  ['x + 5%', add(x, mul(x, div(n(5), n(100))))],
  // Pasted typography, space, tab, no-break space and comments.
  ['3·x² − 1', sub(mul(n(3), pow(x, n(2))), n(1))],
  ['x × 2 ÷ 4', div(mul(x, n(2)), n(4))],
  ['x³ – 1', sub(pow(x, n(3)), n(1))],
  ['x\t+\u00A01', add(x, n(1))],
  ['x + 1 # one more', add(x, n(1))],
  ['sqrt(1 - x^2)', call('sqrt', sub(n(1), pow(x, n(2))))],
];

const messages: [string, string][] = [
  ['x^2 +', 'Unexpected end of expression after "+"'],
  ['sin(', 'Unexpected end of expression after "("'],
  ['sin(x', 'Missing closing parenthesis ")"'],
  ['x + * 2', 'Value expected after "+"'],
  ['* x', 'Value expected at the start'],
  ['2 3', 'Unexpected "3" at position 3'],
  ['x^2 3', 'Unexpected "3" at position 5'],
  ['2.5.3', 'Unexpected ".3" at position 4'],
  ['x)', 'Unexpected ")" at position 2'],
  ['x @ 2', 'Unexpected "@ 2" at position 3'],
  ['x, 2', 'Unexpected "," at position 2'],
  ['2e+', 'Digit expected, got ""'],
  ['0x', 'String "0x" is not a valid number'],
  ['sinn(x)', 'Unknown function "sinn"'],
  ['foo', 'Unknown name "foo"'],
  ['y^2 + 1', 'Use x as the variable'],
  ['t(2)', 'Use x as the variable'],
  ['sin x', 'Write "sin" with parentheses, as in sin(x)'],
  ['sin(x, 2)', '"sin" takes one argument, as in sin(x)'],
  ['sin()', '"sin" takes one argument, as in sin(x)'],
  ['true', 'Only numbers, x, operators and functions are allowed'],
  ['x!', 'The operator "!" is not supported'],
  ['x % 2', 'The operator "%" is not supported'],
  ['x mod 2', 'The operator "mod" is not supported'],
  ['x < 2', 'The operator "<" is not supported'],
  ['x == 2', 'The operator "==" is not supported'],
  ['x .* 2', 'The operator ".*" is not supported'],
  ['~x', 'The operator "~" is not supported'],
  ['x = 2', 'Enter a single expression in x, such as x^2 + 2x + 1'],
  ['f(x) = x^2', 'Enter a single expression in x, such as x^2 + 2x + 1'],
  ['0 < x < 1', 'Enter a single expression in x, such as x^2 + 2x + 1'],
  ['x; 2', 'Enter a single expression in x, such as x^2 + 2x + 1'],
  ['1:3', 'Enter a single expression in x, such as x^2 + 2x + 1'],
  ['x > 0 ? x : 2', 'Enter a single expression in x, such as x^2 + 2x + 1'],
  ['2 = x', 'Invalid left hand side of assignment operator ='],
  ['x.', 'Property name expected after dot'],
];

describe('reading text as an expression in x', () => {
  it.each(trees)('reads %s as worked out by hand', (text, tree) => {
    expect(treeOf(text)).toEqual(tree);
  });

  it.each(messages)('says what is wrong with %s', (text, message) => {
    expect(messageOf(text)).toBe(message);
  });

  it('reads the hand-worked texts as mathjs did', () => {
    for (const [text] of [...trees, ...messages]) expect(parseText(text), text).toEqual(referenceParse(text));
  });

  it('reads strings, matrices, objects and assignments as mathjs did, to refuse them with its messages', () => {
    const refused: [string, string][] = [
      ['[1, 2]', 'Enter a single expression in x, such as x^2 + 2x + 1'],
      ['[1, 2; 3]', 'Column dimensions mismatch (1 !== 2)'],
      ['x + {a: 1}', 'Enter a single expression in x, such as x^2 + 2x + 1'],
      ['"x"', 'Only numbers, x, operators and functions are allowed'],
      ['"x', 'End of string " expected'],
      ['end = 1', 'Cannot assign to symbol "end"'],
      ['f(x, x) = 1', 'Duplicate parameter name "x"'],
    ];
    for (const [text, message] of refused) {
      expect(messageOf(text), text).toBe(message);
      expect(referenceParse(text), text).toEqual({ ok: false, message });
    }
    // A property named like a function is called as mathjs called it.
    expect(treeOf('a.sin(x)')).toEqual(call('sin', x));
    expect(referenceParse('a.sin(x)')).toEqual({ ok: true, tree: call('sin', x) });
  });

  it('gives a message where the reference had none to give', () => {
    // mathjs called (x) as a function here, and the conversion failed on its missing name.
    expect(() => referenceParse('(x)?.(2)')).toThrow(TypeError);
    expect(messageOf('(x)?.(2)')).toBe('Enter a single expression in x, such as x^2 + 2x + 1');
    // The reference looked names up among an object's inherited properties too.
    expect(referenceParse('toString').ok).toBe(true);
    expect(messageOf('toString')).toBe('Unknown name "toString"');
  });
});

const numbers = ['0', '1', '2', '10', '2.5', '.5', '3.', '1e3', '2e-1', '0x1F'];
const names = ['x', 'e', 'pi', 'π', 'y', 'foo', 'sinn', ...['sin', 'cos', 'tan', 'exp', 'ln', 'log', 'sqrt', 'abs', 'asin', 'cbrt']];
const symbols = ['+', '-', '*', '/', '^', '(', ')', '!', ',', ' ', '−', '×', '÷', '²'];

/** Texts of tokens from `alphabet`, with no space at either end (the page trims what it reads). */
const texts = (alphabet: string[]) =>
  fc
    .array(fc.constantFrom(...alphabet), { maxLength: 14 })
    .map((tokens) => tokens.join('').trim())
    .filter((text) => text !== '');

describe('the same reading as mathjs', () => {
  it('for texts of numbers, names, operators and brackets', () => {
    fc.assert(
      fc.property(texts([...numbers, ...names, ...symbols]), (text) => {
        expect(parseText(text)).toEqual(referenceParse(text));
      }),
      { numRuns: 4000 },
    );
  });

  it('for texts that are mostly well formed', () => {
    const factor = fc.constantFrom(...numbers, 'x', 'e', 'pi', 'π', 'sin(x)', '(x + 1)', 'x²', '-x', '2x');
    const operator = fc.constantFrom('+', '-', '*', '/', '^', ' ', '', ' - ', '−', '×', '÷');
    const expression = fc
      .tuple(factor, fc.array(fc.tuple(operator, factor), { maxLength: 6 }))
      .map(([first, rest]) => first + rest.map(([o, f]) => o + f).join(''))
      .map((text) => text.trim())
      .filter((text) => text !== '');
    fc.assert(
      fc.property(expression, (text) => {
        expect(parseText(text)).toEqual(referenceParse(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('for texts with the rest of mathjs operators, keywords and punctuation', () => {
    const more = ['%', 'mod', '<', '<=', '==', '=', '.', ';', ':', '?', '?.', '~', '&', '|', '??', 'in', 'to', 'not', 'and', '.*', '.^'];
    const brackets = ['[', ']', '{', '}', '"', "'", '\\', '\n', '#', '@', '\t', '·', '³', '–'];
    const words = ['true', 'null', 'end', 'Infinity', 'NaN', '0b1', '0xffi8', '1e', '2e+', 'u00e9'];
    fc.assert(
      fc.property(texts([...numbers, ...names, ...symbols, ...more, ...brackets, ...words]), (text) => {
        // The reference failed with a TypeError on a call of what is no name, (x)?.(2).
        let expected: ParsedText | undefined;
        try {
          expected = referenceParse(text);
        } catch {
          expected = undefined;
        }
        fc.pre(expected !== undefined);
        expect(parseText(text)).toEqual(expected);
      }),
      { numRuns: 4000 },
    );
  });
});
