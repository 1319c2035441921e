import { describe, expect, it } from 'vitest';
import { formatExpr, parseExpression, type Expr } from './expression.ts';
import { joinSteps, splitSteps, step, textStep, written, type StepPart } from './steps.ts';

function tree(text: string): Expr {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Error(`${text} does not parse`);
  return parsed.expression.tree;
}

/** The parts with each tree written as text, to compare by what they say. */
const readParts = (parts: readonly StepPart[]) => parts.map((part) => (typeof part === 'string' ? part : { math: formatExpr(part.math) }));

describe('worked steps', () => {
  it('keeps each tree as a part to typeset and writes it into the plain text', () => {
    const made = step`Power rule: d/dx[${tree('x^3')}] = ${tree('3x^2')}.`;
    expect(made.text).toBe(`Power rule: d/dx[${formatExpr(tree('x^3'))}] = ${formatExpr(tree('3x^2'))}.`);
    expect(readParts(made.parts)).toEqual(['Power rule: d/dx[', { math: formatExpr(tree('x^3')) }, '] = ', { math: formatExpr(tree('3x^2')) }, '.']);
  });

  it('joins numbers and text into the text around them', () => {
    const made = step`Evaluate at x = ${2}: ${'the value'} is ${12n}.`;
    expect(made.parts).toEqual(['Evaluate at x = 2: the value is 12.']);
    expect(made.text).toBe('Evaluate at x = 2: the value is 12.');
  });

  it('typesets maths written elsewhere from its parse, keeping the text as written', () => {
    const made = step`Factor: ${written('2x(x - 2)')}`;
    expect(made.text).toBe('Factor: 2x(x - 2)');
    expect(made.parts).toHaveLength(2);
    expect(readParts(made.parts)[1]).toEqual({ math: formatExpr(tree('2x(x - 2)')) });
  });

  it('keeps as text what does not parse, or holds a number beyond a double', () => {
    expect(written('x +').tree).toBeNull();
    expect(written('1e400 x').tree).toBeNull();
    expect(step`Result: ${written('x +')}`.parts).toEqual(['Result: x +']);
  });

  it('joins steps into one, merging adjacent text', () => {
    const joined = joinSteps([textStep('First, '), step`${tree('x')} then`, textStep(' done.')]);
    expect(joined.text).toBe('First, x then done.');
    expect(readParts(joined.parts)).toEqual(['First, ', { math: 'x' }, ' then done.']);
  });

  it('splits steps into their plain texts and their parts, in order', () => {
    const steps = [textStep('One.'), step`Two: ${tree('x^2')}.`];
    const split = splitSteps(steps);
    expect(split.steps).toEqual(['One.', `Two: ${formatExpr(tree('x^2'))}.`]);
    expect(split.typesetSteps).toEqual([steps[0]?.parts, steps[1]?.parts]);
  });
});

describe('every result’s steps are bounded', () => {
  /** A sum of n terms x^1 + x^2 + …: 4n - 1 nodes. */
  const sumOf = (n: number) => tree(Array.from({ length: n }, (_, index) => `x^${index + 1}`).join(' + '));

  it('shows a tree of up to 250 nodes, and leaves a larger one out with a note, marking the step shortened', () => {
    const shown = step`f(x) = ${sumOf(62)}.`;
    expect(shown.shortened).toBeUndefined();
    expect(shown.parts).toHaveLength(3);
    const left = step`f(x) = ${sumOf(63)}.`;
    expect(left.text).toBe('f(x) = [too long to show].');
    expect(left.parts).toEqual(['f(x) = [too long to show].']);
    expect(left.shortened).toBe(true);
  });

  it('keeps steps while their text is within 6,000 characters, and says when it left the rest out', () => {
    const long = textStep('a'.repeat(1000));
    const kept = splitSteps(Array.from({ length: 10 }, () => long));
    expect(kept.steps).toHaveLength(6);
    expect(kept.typesetSteps).toHaveLength(6);
    expect(kept.shortened).toBe(true);
    expect(splitSteps([long, long]).shortened).toBe(false);
  });

  it('always keeps the first step, and carries a shortened step into the result', () => {
    expect(splitSteps([textStep('a'.repeat(7000))]).steps).toHaveLength(1);
    expect(splitSteps([joinSteps([textStep('Sum rule: '), step`${sumOf(63)}`])]).shortened).toBe(true);
  });
});
