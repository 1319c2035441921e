import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { parseExpression } from '../../shared/expression/expression.ts';
import { ExpressionField, StepsResult } from '../../shared/expression/fields.tsx';
import { degree as degreeOf, toPolynomial } from '../../shared/expression/polynomial.ts';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { common } from '../../shared/frame/common.styles.ts';
import { toNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { Formula, MathExpr } from '../../shared/expression/MathML.tsx';
import { written } from '../../shared/expression/steps.ts';
import { compute } from './compute.ts';
import { factoringFactors } from './FactoringPage.styles.ts';
import { factoringInputs } from './inputs.ts';

/** A polynomial or product written by the compute module, typeset from its parsed tree. */
function Typeset({ text, equals }: { text: string; equals?: string }) {
  const left = written(text).tree;
  const right = equals === undefined ? null : written(equals).tree;
  if (!left || (equals !== undefined && !right)) return <>{equals === undefined ? text : `${text} = ${equals}`}</>;
  return (
    <Formula>
      <MathExpr tree={left} />
      {right && (
        <>
          <mo>=</mo>
          <MathExpr tree={right} />
        </>
      )}
    </Formula>
  );
}

export function FactoringPage() {
  const [values, update] = useUrlInputs(factoringInputs, useSearch({ from: '/_site/factoring-calculator' }));
  const parsed = parseExpression(values.polynomial);
  const asPolynomial = parsed.ok ? toPolynomial(parsed.expression.tree) : null;
  const polynomialError = !parsed.ok ? parsed.message : asPolynomial && !asPolynomial.ok ? `Not a polynomial: ${asPolynomial.reason}.` : null;
  const typedDegree = asPolynomial?.ok ? degreeOf(asPolynomial.polynomial) : null;
  // The polynomial has its own degree: it is read from it (a degree field beside it could only
  // disagree), and the URL's `degree`, the spec's input, follows it. A constant has none to read.
  const degree = typedDegree !== null && typedDegree >= 1 ? typedDegree : toNumber(values.degree);
  // Kept between renders that change no input (the URL catching up with an edit shown already).
  const result = useMemo(() => compute({ polynomial: values.polynomial, degree }), [values.polynomial, degree]);
  const changePolynomial = (polynomial: string) => {
    const outcome = parseExpression(polynomial);
    const typed = outcome.ok ? toPolynomial(outcome.expression.tree) : null;
    const ownDegree = typed?.ok ? degreeOf(typed.polynomial) : null;
    update({ polynomial, ...(ownDegree !== null && ownDegree >= 1 && ownDegree <= 4 ? { degree: ownDegree } : {}) });
  };

  const factored = result !== null && result.supported && !result.irreducible;

  return (
    <CalculatorFrame
      inputs={
        <>
          <ExpressionField
            label="Polynomial"
            name="polynomial"
            value={values.polynomial}
            onChange={changePolynomial}
            error={polynomialError}
            helperText="A polynomial in x, such as 2x^2 + 5x + 2 or x^4 - 5x^2 + 4; 2x means 2·x."
            example="x^2 + 3x + 2"
          />
          <p className={common.note}>
            Degree: <output data-degree>{typedDegree !== null && typedDegree >= 0 ? typedDegree : '—'}</output>, read from the polynomial (1 to 4 can be
            factored).
          </p>
        </>
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage={polynomialError ? 'Correct the polynomial to see its factors.' : 'Enter values to calculate'}>
          <ResultStat
            name="factors"
            label="Factored form"
            value={result ? (factored ? result.factored : (result.factors[0] ?? null)) : null}
            primary={result === null || factored}
            detail={result !== null && !factored}
            math={factored && result && <Typeset text={result.factored} />}
          />
          <ResultStat name="original" label="Original" value={result ? result.original : null} detail math={result && <Typeset text={result.original} />} />
          {factored && result && (
            <ResultStat
              name="equation"
              label="Result"
              value={`${result.original} = ${result.factored}`}
              detail
              math={<Typeset text={result.original} equals={result.factored} />}
            />
          )}
          <ResultStat name="method" label="Method" value={result ? result.method : null} />
          {factored && result && (
            <div>
              <p className={common.note}>Each factor</p>
              {/* role="list" as Chakra's List gave it: Safari otherwise drops it from a styled list. */}
              <ul role="list" className={factoringFactors.list}>
                {result.factors.map((factor) => (
                  <li key={factor} className={factoringFactors.factor}>
                    <Typeset text={factor} />
                  </li>
                ))}
              </ul>
            </div>
          )}
          <StepsResult steps={result ? result.steps : null} typeset={result?.typesetSteps} shortened={result?.shortened} />
          <ResultStat
            name="verification"
            label="Check"
            value={
              result
                ? factored
                  ? `Multiply ${result.factored} back out: it gives ${result.original}.${result.verified ? ' ✓' : ''}`
                  : result.irreducible
                    ? `${result.original} has no factors of lower degree with rational coefficients.`
                    : 'Nothing to check: the input could not be factored.'
                : null
            }
            detail
          />
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Factoring result copied to clipboard' }}
    />
  );
}
