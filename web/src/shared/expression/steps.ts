/**
 * Worked steps that are read as text and shown typeset. A step is written as a template whose
 * expression trees are the maths in it:
 *
 *   step`Power rule: d/dx[${part}] = ${derivative}.`
 *
 * gives the step's plain text (each tree written by formatExpr, as the steps always read, for the
 * copied results and the tests) and its parts, text and trees, which the page typesets (MathML.tsx).
 */
import { formatExpr, type Expr } from './expression.ts';

export type StepPart = string | { readonly math: Expr };

export interface Step {
  readonly text: string;
  readonly parts: readonly StepPart[];
}

function isExpr(value: string | number | Expr): value is Expr {
  return typeof value === 'object';
}

export function step(literals: TemplateStringsArray, ...values: readonly (string | number | Expr)[]): Step {
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
    const value = values[index] as string | number | Expr;
    if (isExpr(value)) {
      parts.push({ math: value });
      text += formatExpr(value);
    } else {
      addText(String(value));
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
