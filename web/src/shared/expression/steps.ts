/**
 * Worked steps that are read as text and shown typeset. A step is written as a template whose
 * expression trees are the maths in it:
 *
 *   step`Power rule: d/dx[${part}] = ${derivative}.`
 *
 * gives the step's plain text (each tree written by formatExpr, as the steps always read, for the
 * result's text and the tests) and its parts, text and trees, which the page typesets (MathML.tsx).
 *
 * Every page's steps are bounded, whatever the input: a tree of more than maximumShownSize nodes is
 * left out of its step (a note stands in its place, and it is never written or typeset), and the
 * steps of one result stop once their text passes maximumStepsText characters. Either way the result
 * says it was shortened, and the page says so beside the steps.
 */
import { everyNumberFinite, formatExpr, parseExpression, type Expr } from './expression.ts';
import { treeSize } from './size.ts';

export type StepPart = string | { readonly math: Expr };

export interface Step {
  readonly text: string;
  readonly parts: readonly StepPart[];
  /** Maths was left out of this step for its size. */
  readonly shortened?: boolean;
}

/**
 * The most nodes a tree in a step may have: more than any expression of 200 characters has, so only
 * results that grew from one (a derivative, a rewritten quotient) can be left out.
 */
export const maximumShownSize = 250;

/** The most characters the steps of one result may have in all; past it the rest are left out. */
export const maximumStepsText = 6000;

/** What a step says in place of maths too large to show. */
export const leftOutText = '[too long to show]';

/** Maths a step knows is too large to show without building it (a derivative not worked out for its size). */
export const tooLarge = { tooLarge: true } as const;

/** Maths already written as text elsewhere: the text is kept as it is, and typeset from its parse. */
export interface Written {
  readonly written: string;
  readonly tree: Expr | null;
}

/**
 * Text such as a polynomial formatPolynomial wrote, to be typeset in a step: as text if it does not
 * parse, or if a number in it is beyond a double (exact rationals can be).
 */
export function written(text: string): Written {
  const parsed = parseExpression(text);
  return { written: text, tree: parsed.ok && everyNumberFinite(parsed.expression.tree) ? parsed.expression.tree : null };
}

type StepValue = string | number | bigint | Expr | Written | typeof tooLarge;

function isWritten(value: StepValue): value is Written {
  return typeof value === 'object' && 'written' in value;
}

const tooLargeToShow = (tree: Expr) => treeSize(tree, maximumShownSize) > maximumShownSize;

export function step(literals: TemplateStringsArray, ...values: readonly StepValue[]): Step {
  const parts: StepPart[] = [];
  let text = '';
  let shortened = false;
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
    } else if ('tooLarge' in value || (!isWritten(value) && tooLargeToShow(value)) || (isWritten(value) && value.tree && tooLargeToShow(value.tree))) {
      addText(leftOutText);
      shortened = true;
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
  return shortened ? { text, parts, shortened } : { text, parts };
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
  const joined = { text: pieces.map((piece) => piece.text).join(''), parts };
  return pieces.some((piece) => piece.shortened) ? { ...joined, shortened: true } : joined;
}

/** A step with no maths to typeset. */
export function textStep(text: string): Step {
  return { text, parts: [text] };
}

/**
 * The steps as the result carries them: their plain text, and their parts to typeset, as many as fit
 * in maximumStepsText (the first always); `shortened` when steps or maths in them were left out.
 */
export function splitSteps(steps: readonly Step[]): { steps: string[]; typesetSteps: (readonly StepPart[])[]; shortened: boolean } {
  let length = 0;
  const kept = steps.filter((each, index) => {
    length += each.text.length;
    return index === 0 || length <= maximumStepsText;
  });
  return {
    steps: kept.map((each) => each.text),
    typesetSteps: kept.map((each) => each.parts),
    shortened: kept.length < steps.length || kept.some((each) => each.shortened),
  };
}
