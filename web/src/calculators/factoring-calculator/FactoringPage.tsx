import { useMemo } from 'react';
import { parseExpression } from '../../shared/expression/expression.ts';
import { ExpressionField, StepsResult } from '../../shared/expression/fields.tsx';
import { degree as degreeOf, toPolynomial } from '../../shared/expression/polynomial.ts';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { usePageView } from '../../shared/pageView.ts';
import { common } from '../../shared/frame/common.styles.ts';
import { NumberField } from '../../shared/frame/fields.tsx';
import { toNumber, useUrlInputs } from '../../shared/frame/inputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { compute } from './compute.ts';
import { factoringFactors } from './FactoringPage.styles.ts';
import { factoringInputs } from './inputs.ts';

export function FactoringPage() {
  const calculator = usePageView();
  const [values, , set] = useUrlInputs(factoringInputs);
  const degree = toNumber(values.degree);
  const parsed = parseExpression(values.polynomial);
  // Kept between renders that change no input (the URL catching up with an edit shown already).
  const result = useMemo(() => compute({ polynomial: values.polynomial, degree }), [values.polynomial, degree]);
  const asPolynomial = parsed.ok ? toPolynomial(parsed.expression.tree) : null;
  const polynomialError = !parsed.ok ? parsed.message : asPolynomial && !asPolynomial.ok ? `Not a polynomial: ${asPolynomial.reason}.` : null;
  const typedDegree = asPolynomial?.ok ? degreeOf(asPolynomial.polynomial) : null;
  const degreeError =
    typedDegree !== null && Number.isFinite(degree) && degree >= 1 && degree <= 4 && typedDegree !== degree
      ? `The polynomial has degree ${Math.max(typedDegree, 0)}: set the degree to ${Math.max(typedDegree, 0)}.`
      : null;

  const factored = result !== null && result.supported && !result.irreducible;
  const copyText = result
    ? [calculator.title, `${result.original} = ${result.factored}`, `Factors: ${result.factors.join(', ')}`, `Method: ${result.method}`].join('\n')
    : null;

  return (
    <CalculatorFrame
      inputs={
        <>
          <ExpressionField
            label="Polynomial"
            name="polynomial"
            value={values.polynomial}
            onChange={set.polynomial}
            error={polynomialError}
            helperText="A polynomial in x, such as 2x^2 + 5x + 2 or x^4 - 5x^2 + 4; 2x means 2·x."
            example="x^2 + 3x + 2"
          />
          <NumberField label="Degree" name="degree" bounds={factoringInputs.bounds.degree} value={values.degree} onChange={set.degree} error={degreeError} />
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
          />
          <ResultStat name="original" label="Original" value={result ? result.original : null} detail />
          {factored && result && <ResultStat name="equation" label="Result" value={`${result.original} = ${result.factored}`} detail />}
          <ResultStat name="method" label="Method" value={result ? result.method : null} />
          {factored && result && (
            <div>
              <p className={common.note}>Each factor</p>
              {/* role="list" as Chakra's List gave it: Safari otherwise drops it from a styled list. */}
              <ul role="list" className={factoringFactors.list}>
                {result.factors.map((factor) => (
                  <li key={factor} className={factoringFactors.factor}>
                    {factor}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <StepsResult steps={result ? result.steps : null} />
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
      copy={{ text: copyText, notice: 'Factoring result copied to clipboard' }}
    />
  );
}
