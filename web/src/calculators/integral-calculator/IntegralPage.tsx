import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { LineChart } from '../../shared/charts/LineChart.tsx';
import { formatErrorText as formatError, formatNumberText, parseExpression } from '../../shared/expression/expression.ts';
import { ExactValueResult, FunctionField, GraphSection, StepsResult } from '../../shared/expression/fields.tsx';
import { sampleFunction } from '../../shared/expression/sample.ts';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { NumberField, SegmentedField } from '../../shared/frame/fields.tsx';
import { toNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { Equation, Formula, FunctionOfX, MathExpr, MathNumber, Parenthesized } from '../../shared/expression/MathML.tsx';
import type { Expr } from '../../shared/expression/expression.ts';
import { formatFigure, formatNumber } from '../../shared/format/number.ts';
import { compute, isFailure, maximumIntervals, methodNames, minimumIntervals, type Result } from './compute.ts';
import { integralInputs, type Method } from './inputs.ts';

const methodChoices: { value: Method; label: string }[] = [
  { value: 'simpson', label: 'Simpson' },
  { value: 'trapezoidal', label: 'Trapezoidal' },
  { value: 'rectangular', label: 'Rectangular' },
];

const show = (value: number) => formatFigure(value);

/** The method as shown: the chosen rule, or how an improper integral, where no rule applies, was found. */
function methodText(result: Result): string {
  if (result.ruleApplied) return methodNames[result.method];
  return result.exactValue !== null ? 'Improper integral: limits of the antiderivative' : 'Improper integral: tanh-sinh quadrature';
}

/** ∫ from a to b of f(x) dx, typeset; a sum is bracketed so dx plainly multiplies all of it. */
function IntegralFormula({ integrand, a, b }: { integrand: Expr; a: number; b: number }) {
  const sum = integrand.kind === 'binary' && (integrand.operator === '+' || integrand.operator === '-');
  return (
    <>
      <msubsup>
        <mo>∫</mo>
        <MathNumber value={a} />
        <MathNumber value={b} />
      </msubsup>
      {sum ? (
        <Parenthesized>
          <MathExpr tree={integrand} />
        </Parenthesized>
      ) : (
        <MathExpr tree={integrand} />
      )}
      <mspace width="0.2em" />
      <mi>d</mi>
      <mi>x</mi>
    </>
  );
}

export function IntegralPage() {
  const [values, , set] = useUrlInputs(integralInputs, useSearch({ from: '/_site/integral-calculator' }));
  const lowerLimit = toNumber(values.lowerLimit);
  const upperLimit = toNumber(values.upperLimit);
  const intervals = toNumber(values.intervals);
  const parsed = parseExpression(values.function);
  // Kept between renders that change no input (the URL catching up with an edit shown already).
  const outcome = useMemo(
    () => compute({ function: values.function, lowerLimit, upperLimit, method: values.method, intervals }),
    [values.function, lowerLimit, upperLimit, values.method, intervals],
  );
  const result = isFailure(outcome) ? null : outcome;
  const functionError = !parsed.ok ? parsed.message : isFailure(outcome) ? outcome.failure : null;
  const intervalsError = Number.isFinite(intervals) && !Number.isInteger(intervals) ? 'Enter a whole number of intervals.' : null;

  const chart = useMemo(() => {
    if (!result || !parsed.ok) return null;
    const lo = Math.min(lowerLimit, upperLimit);
    const hi = Math.max(lowerLimit, upperLimit);
    const pad = hi > lo ? (hi - lo) * 0.25 : 1;
    const samples = sampleFunction(parsed.expression.evaluate, lo - pad, hi + pad, 160, [lo, hi]);
    const area = samples.x.map((x, index) => (x >= lo && x <= hi ? (samples.y[index] ?? null) : null));
    return { ...samples, area, lo, hi };
  }, [result, parsed, lowerLimit, upperLimit]);

  return (
    <CalculatorFrame
      inputs={
        <>
          <FunctionField value={values.function} onChange={set.function} error={functionError} example="x^2 + 2x + 1" />
          <NumberField
            label="Lower limit (a)"
            name="lowerLimit"
            value={values.lowerLimit}
            bounds={integralInputs.bounds.lowerLimit}
            onChange={set.lowerLimit}
            signed
          />
          <NumberField
            label="Upper limit (b)"
            name="upperLimit"
            value={values.upperLimit}
            bounds={integralInputs.bounds.upperLimit}
            onChange={set.upperLimit}
            signed
          />
          <SegmentedField label="Method" value={values.method} choices={methodChoices} onChange={set.method} />
          <NumberField
            label="Intervals (n)"
            name="intervals"
            value={values.intervals}
            onChange={set.intervals}
            min={minimumIntervals}
            max={maximumIntervals}
            error={intervalsError}
            helperText={values.method === 'simpson' ? "Simpson's rule needs an even count: an odd count is raised by one." : 'From 2 to 1000.'}
          />
        </>
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage={functionError ? 'Correct the function to see the integral.' : 'Enter values to calculate'}>
          <ResultStat
            name="formula"
            label="Integral"
            value={result ? result.formula : null}
            detail
            math={
              result && (
                <Formula block>
                  <IntegralFormula integrand={result.typeset.integrand} a={lowerLimit} b={upperLimit} />
                </Formula>
              )
            }
          />
          {result?.exactForm && result.typeset.exact && (
            <ExactValueResult form={result.exactForm} tree={result.typeset.exact} decimal={show(result.exactValue ?? result.result)} />
          )}
          <ResultStat
            name="result"
            label={result ? (result.ruleApplied ? `By ${methodNames[result.method]}` : methodText(result)) : 'Value'}
            value={result ? show(result.result) : null}
            primary={!result?.exactForm}
            help={result?.notApplied ?? undefined}
          />
          {result && result.exactValue === null ? (
            <ResultStat
              name="referenceValue"
              label={result.ruleApplied ? 'Reference value (adaptive Gauss–Kronrod)' : 'Reference value (tanh-sinh quadrature)'}
              value={show(result.referenceValue)}
              help={`No closed form is used for this function; estimated error of the reference ${formatError(result.referenceError, result.referenceValue)}.`}
            />
          ) : (
            <ResultStat
              name="exactValue"
              label={result?.exactForm ? 'Exact value (decimal)' : 'Exact value'}
              value={result?.exactValue != null ? show(result.exactValue) : null}
            />
          )}
          <ResultStat
            name="error"
            label="Error of the rule"
            value={result ? (result.ruleApplied ? formatError(result.error, result.referenceValue) : 'Not applicable: the rule could not be applied') : null}
          />
          <ResultStat name="method" label="Method" value={result ? methodText(result) : null} />
          <ResultStat name="intervals" label="Intervals" value={result ? String(result.intervals) : null} />
          {result?.antiderivative && result.typeset.antiderivative && (
            <ResultStat
              name="antiderivative"
              label="Antiderivative F(x)"
              value={result.antiderivative}
              detail
              math={<Equation left={<FunctionOfX name="F" />} tree={result.typeset.antiderivative} />}
            />
          )}
          <StepsResult steps={result ? result.steps : null} typeset={result?.typesetSteps} shortened={result?.shortened} />
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Result copied to clipboard' }}
      after={
        chart &&
        result && (
          <GraphSection>
            <LineChart
              title="Area under the curve"
              summary={`The curve of f(x) = ${parsed.ok ? parsed.expression.text : ''} with the area between x = ${formatNumberText(chart.lo)} and x = ${formatNumberText(chart.hi)} shaded; its signed value is ${show(result.result)}.`}
              x={chart.x}
              xLabel="x"
              yLabel="f(x)"
              series={[
                { label: 'f(x)', values: chart.y, color: '#2563eb' },
                { label: 'Area', values: chart.area, color: '#60a5fa', fill: true, hiddenFromTable: true },
              ]}
              formatX={(x) => formatNumber(x, 4)}
              formatY={(y) => formatFigure(y)}
              tableRows={chart.x.map((_, index) => index).filter((index) => index % 8 === 0)}
            />
          </GraphSection>
        )
      }
    />
  );
}
