import { Fragment, memo, type ReactNode } from 'react';
import { Formula, MathExpr } from './MathML.tsx';
import type { Expr } from './expression.ts';
import type { StepPart } from './steps.ts';
import { common } from '../frame/common.styles.ts';
import { useEditBeforeLive } from '../frame/editsBeforeLive.ts';
import { LabelledField } from '../frame/fields.tsx';
import { parseNumberText, type NumberValue } from '../frame/inputs.ts';
import { placeholder, ResultStat } from '../frame/results.tsx';
import { resultStat } from '../frame/results.styles.ts';
import { useDraft } from '../frame/useDraft.ts';
import { expressionField, expressionGraph, expressionSteps } from './fields.styles.ts';
import { maximumExpressionLength } from './input.ts';

interface ExpressionFieldProps {
  label: string;
  value: NumberValue;
  onChange: (text: string) => void;
  /** The message naming what is wrong, shown inline. */
  error?: string | null;
  helperText?: ReactNode;
  name?: string;
  /** An example shown while the field is empty. */
  example?: string;
}

/** Whether the text reads as the value: a point typed as pi/2 reads as the number the URL holds. */
function sameValue(draft: string, value: NumberValue): boolean {
  return draft === String(value) || (typeof value === 'number' && parseNumberText(draft, 'maths') === value);
}

/**
 * A text input for an expression in x (or a point such as inf). It keeps what the visitor types
 * while the URL holds the value, and re-syncs when the value changes from outside (see useDraft).
 */
export const ExpressionField = memo(function ExpressionField({ label, value, onChange, error, helperText, name, example }: ExpressionFieldProps) {
  // What it sends is always the text as typed; the URL may read it back as a number (a point such as 2).
  const [draft, edit] = useDraft<NumberValue>(value, (text) => onChange(String(text)), { matches: sameValue });
  const ref = useEditBeforeLive<HTMLInputElement>(draft, edit);
  // An empty message is no error, as Chakra's Field took `invalid={Boolean(error)}`.
  const message = error || null;
  return (
    <LabelledField label={label} helperText={message ? undefined : helperText} error={message}>
      {(control) => (
        <input
          ref={ref}
          {...control}
          name={name}
          value={draft}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={maximumExpressionLength}
          placeholder={example}
          onChange={(event) => edit(event.target.value)}
          className={expressionField.input}
        />
      )}
    </LabelledField>
  );
});

/** What can be written in a function of x. */
const expressionHelp = 'Use x, + − * / ^, parentheses, sin, cos, tan, ln, log, sqrt, cbrt (real cube root), abs, e and pi; 2x means 2·x.';

interface FunctionFieldProps {
  value: NumberValue;
  onChange: (text: string) => void;
  /** The message naming what is wrong with the function, shown inline. */
  error: string | null;
  /** An example shown while the field is empty. */
  example: string;
}

/**
 * The function f(x) of a calculus page (derivative, integral, limit): one label, one URL name
 * (`function`) and one help text for what can be written, on every page that asks for it.
 */
export function FunctionField({ value, onChange, error, example }: FunctionFieldProps) {
  return (
    <ExpressionField label="Function f(x)" name="function" value={value} onChange={onChange} error={error} helperText={expressionHelp} example={example} />
  );
}

/** A step's text with its maths typeset. */
function TypesetStep({ parts }: { parts: readonly StepPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <Formula key={index}>
            <MathExpr tree={part.math} />
          </Formula>
        ),
      )}
    </>
  );
}

/** Steps as a numbered list. */
function StepList({ steps, typeset }: { steps: readonly string[]; typeset?: readonly (readonly StepPart[])[] | null }) {
  return (
    // role="list" as Chakra's List gave it: Safari otherwise drops it from a styled list.
    <ol role="list" className={expressionSteps.list}>
      {steps.map((step, index) => {
        const parts = typeset?.[index];
        return (
          <li key={step} className={expressionSteps.step}>
            {parts ? <TypesetStep parts={parts} /> : step}
          </li>
        );
      })}
    </ol>
  );
}

/** What a page says under steps that were shortened for their size (steps.ts). */
export const shortenedNote = 'Shortened: some steps or expressions are too long to show in full on this page.';

/**
 * The worked steps of a result, as a numbered list under `data-result="steps"`. With `typeset`
 * (the same steps as parts, steps.ts), the list shown has its maths typeset, and the plain one
 * stays, hidden, as the result's text, as ResultStat does. `shortened`: a
 * note says that steps or maths were left out for their size.
 */
export function StepsResult({
  steps,
  typeset,
  shortened = false,
}: {
  steps: readonly string[] | null;
  typeset?: readonly (readonly StepPart[])[] | null;
  shortened?: boolean;
}) {
  return (
    <div>
      <p className={common.note}>Steps</p>
      {steps && typeset ? (
        <div className={expressionSteps.body}>
          <div data-result="steps" aria-hidden="true" className={resultStat.plainText}>
            <StepList steps={steps} />
          </div>
          <StepList steps={steps} typeset={typeset} />
        </div>
      ) : (
        <div data-result="steps" className={expressionSteps.body}>
          {steps ? <StepList steps={steps} /> : <p>{placeholder}</p>}
        </div>
      )}
      {steps && shortened && (
        <p className={common.note} data-shortened="steps">
          {shortenedNote}
        </p>
      )}
    </div>
  );
}

/** A value written exactly, as a textbook writes it, typeset with its decimals beside it: π/2 ≈ 1.570796. */
export function ExactValueResult({ form, tree, decimal }: { form: string; tree: Expr; decimal: string }) {
  return (
    <ResultStat
      name="exactForm"
      label="Exact value"
      value={form}
      primary
      math={
        <Formula>
          <MathExpr tree={tree} />
          <mo>≈</mo>
          <mn>{decimal}</mn>
        </Formula>
      }
    />
  );
}

/** The chart of a calculus result, in a section of its own below the calculator. */
export function GraphSection({ children }: { children: ReactNode }) {
  return (
    <section id="graph" aria-labelledby="graph-heading">
      <h2 id="graph-heading" className={expressionGraph.title}>
        Graph
      </h2>
      {children}
    </section>
  );
}
