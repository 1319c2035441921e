import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { LineChart } from '../../shared/charts/LineChart.tsx';
import { formatNumberText, parseExpression } from '../../shared/expression/expression.ts';
import { FunctionField, GraphSection, StepsResult } from '../../shared/expression/fields.tsx';
import { sampleFunction } from '../../shared/expression/sample.ts';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { NumberField, SegmentedField } from '../../shared/frame/fields.tsx';
import { toNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { Equation, Formula, FunctionOfX, MathExpr, MathNumber, Parenthesized } from '../../shared/expression/MathML.tsx';
import type { Expr } from '../../shared/expression/expression.ts';
import { formatFigure, formatNumber } from '../../shared/format/number.ts';
import { compute, isFailure, tangentTree } from './compute.ts';
import { derivativeInputs, type Method } from './inputs.ts';

const methodChoices: { value: Method; label: string }[] = [
  { value: 'analytical', label: 'Analytical' },
  { value: 'numerical', label: 'Numerical' },
];
const methodNames: Record<Method, string> = { analytical: 'Analytical (symbolic)', numerical: 'Numerical (central difference)' };

const show = (value: number) => formatFigure(value);

/** d/dx (f(x)) at x = p, typeset. */
function DerivativeFormula({ tree, point }: { tree: Expr; point: number }) {
  return (
    <>
      <mfrac>
        <mi>d</mi>
        <mrow>
          <mi>d</mi>
          <mi>x</mi>
        </mrow>
      </mfrac>
      <Parenthesized>
        <MathExpr tree={tree} />
      </Parenthesized>
      <msub>
        <mo stretchy="true">|</mo>
        <mrow>
          <mi>x</mi>
          <mo>=</mo>
          <MathNumber value={point} />
        </mrow>
      </msub>
    </>
  );
}

export function DerivativePage() {
  const [values, , set] = useUrlInputs(derivativeInputs, useSearch({ from: '/_site/derivative-calculator' }));
  const point = toNumber(values.point);
  const stepSize = toNumber(values.stepSize);
  const numerical = values.method === 'numerical';
  const parsed = parseExpression(values.function);
  // Kept between renders that change no input (the URL catching up with an edit shown already).
  const outcome = useMemo(
    () => compute({ function: values.function, point, method: values.method, stepSize }),
    [values.function, point, values.method, stepSize],
  );
  const result = isFailure(outcome) ? null : outcome;
  const functionError = !parsed.ok ? parsed.message : isFailure(outcome) ? outcome.failure : null;
  const stepError = numerical && Number.isFinite(stepSize) && stepSize <= 0 ? 'The step size must be greater than 0.' : null;

  const chart = useMemo(() => {
    if (!result || !parsed.ok) return null;
    const samples = sampleFunction(parsed.expression.evaluate, point - 3, point + 3, 120, [point]);
    const tangent = samples.x.map((x) => result.value + result.slope * (x - point));
    return { ...samples, tangent };
  }, [result, parsed, point]);

  return (
    <CalculatorFrame
      inputs={
        <>
          <FunctionField value={values.function} onChange={set.function} error={functionError} example="x^2 + 2x + 1" />
          <NumberField label="Point (x)" name="point" value={values.point} bounds={derivativeInputs.bounds.point} onChange={set.point} signed />
          <SegmentedField label="Method" value={values.method} choices={methodChoices} onChange={set.method} />
          {numerical && (
            <NumberField
              label="Step size (h)"
              name="stepSize"
              value={values.stepSize}
              bounds={derivativeInputs.bounds.stepSize}
              onChange={set.stepSize}
              error={stepError}
              helperText="The central difference uses f(x + h) and f(x − h)."
            />
          )}
        </>
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage={functionError ? 'Correct the function to see the derivative.' : 'Enter values to calculate'}>
          <ResultStat
            name="result"
            label={result ? `f′(${formatNumberText(result.point)})` : 'Derivative at the point'}
            value={result ? show(result.result) : null}
            primary
          />
          <ResultStat
            name="derivative"
            label="Derivative f′(x)"
            value={
              result
                ? (result.derivative ?? (result.derivativeTooLong ? 'Shortened: too long to show on this page' : 'No symbolic rule for this function'))
                : null
            }
            detail
            math={result?.typeset.derivative && <Equation left={<FunctionOfX name="f" prime />} tree={result.typeset.derivative} />}
          />
          {numerical && (
            <ResultStat
              name="analyticalValue"
              label="Analytical value, for comparison"
              value={result ? (result.analyticalValue === null ? 'Not available' : show(result.analyticalValue)) : null}
            />
          )}
          <ResultStat name="point" label="Point" value={result ? formatNumber(result.point, 10) : null} />
          <ResultStat
            name="functionValue"
            label={result ? `f(${formatNumberText(result.point)})` : 'Function value'}
            value={result ? show(result.functionValue) : null}
          />
          <ResultStat name="method" label="Method" value={result ? methodNames[result.method] : null} />
          <ResultStat
            name="tangentLine"
            label="Tangent line"
            value={result ? result.tangentLine : null}
            detail
            math={result && <Equation left={<mi>y</mi>} tree={tangentTree(result.slope, result.point, result.value)} />}
          />
          <ResultStat
            name="formula"
            label="Formula"
            value={result ? result.formula : null}
            detail
            math={
              result && (
                <Formula>
                  <DerivativeFormula tree={result.typeset.function} point={result.point} />
                </Formula>
              )
            }
          />
          <StepsResult steps={result ? result.steps : null} typeset={result?.typesetSteps} shortened={result?.shortened} />
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Derivative result copied to clipboard' }}
      after={
        chart &&
        result && (
          <GraphSection>
            <LineChart
              title="The function and its tangent line"
              summary={`The curve of f(x) = ${parsed.ok ? parsed.expression.text : ''} near x = ${formatNumberText(point)}, with the tangent line ${result.tangentLine} touching it at (${formatNumberText(point)}, ${formatNumberText(result.functionValue)}).`}
              x={chart.x}
              xLabel="x"
              yLabel="y"
              series={[
                { label: 'f(x)', values: chart.y, color: '#7c3aed' },
                { label: 'Tangent line', values: chart.tangent, color: '#ea580c', dashed: true },
              ]}
              formatX={(x) => formatNumber(x, 4)}
              formatY={(y) => formatFigure(y)}
              tableRows={chart.x.map((_, index) => index).filter((index) => index % 10 === 0)}
            />
          </GraphSection>
        )
      }
    />
  );
}
