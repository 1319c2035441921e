/**
 * Worked steps that are read as text and shown typeset. A step is written as a template whose
 * expression trees are the maths in it:
 *
 *   step`Power rule: d/dx[${part}] = ${derivative}.`
 *
 * gives the step's plain text (each tree written by formatExpr, as the steps always read, for the
 * result's text and the tests) and its parts, text and trees, which the page typesets (MathML.tsx).
 */
import { formatExpr, parseExpression, type Expr } from './expression.ts';

export type StepPart = string | { readonly math: Expr };

export interface Step {
  readonly text: string;
  readonly parts: readonly StepPart[];
}

/** Maths already written as text elsewhere: the text is kept as it is, and typeset from its parse. */
export interface Written {
  readonly written: string;
  readonly tree: Expr | null;
}

/** Whether every number in a tree is finite: a coefficient past the largest double reads back as Infinity. */
function finite(tree: Expr): boolean {
  switch (tree.kind) {
    case 'number':
      return Number.isFinite(tree.value);
    case 'x':
    case 'constant':
      return true;
    case 'negate':
    case 'call':
      return finite(tree.argument);
    case 'binary':
      return finite(tree.left) && finite(tree.right);
  }
}

/**
 * Text such as a polynomial formatPolynomial wrote, to be typeset in a step: as text if it does not
 * parse, or if a number in it is beyond a double (exact rationals can be).
 */
export function written(text: string): Written {
  const parsed = parseExpression(text);
  return { written: text, tree: parsed.ok && finite(parsed.expression.tree) ? parsed.expression.tree : null };
}

type StepValue = string | number | bigint | Expr | Written;

function isWritten(value: StepValue): value is Written {
  return typeof value === 'object' && 'written' in value;
}

export function step(literals: TemplateStringsArray, ...values: readonly StepValue[]): Step {
  const parts: StepPart[] = [];
  let text = '';
  const addText = (piece: string) => {
    if (piece === '') return;
    text += piece;
    const last = parts.at(-1);
    if (typeof last === 'string') parts[parts.length - 1] = last + piece;
    else parts.push(piece);
  };
  literals.forEach((literal, index) => {
    addText(literal);
    if (index >= values.length) return;
    const value = values[index] as StepValue;
    if (typeof value !== 'object') {
      addText(String(value));
    } else if (isWritten(value)) {
      if (value.tree) {
        parts.push({ math: value.tree });
        text += value.written;
      } else {
        addText(value.written);
      }
    } else {
      parts.push({ math: value });
      text += formatExpr(value);
    }
  });
  return { text, parts };
}

/** Steps written one after another as one. */
export function joinSteps(pieces: readonly Step[]): Step {
  const parts: StepPart[] = [];
  for (const piece of pieces) {
    for (const part of piece.parts) {
      const last = parts.at(-1);
      if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
      else parts.push(part);
    }
  }
  return { text: pieces.map((piece) => piece.text).join(''), parts };
}

/** A step with no maths to typeset. */
export function textStep(text: string): Step {
  return { text, parts: [text] };
}

/** The steps as the result carries them: their plain text, and their parts to typeset. */
export function splitSteps(steps: readonly Step[]): { steps: string[]; typesetSteps: (readonly StepPart[])[] } {
  return { steps: steps.map((each) => each.text), typesetSteps: steps.map((each) => each.parts) };
}
