import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { LineChart } from '../../shared/charts/LineChart.tsx';
import { formatNumberText, parseExpression } from '../../shared/expression/expression.ts';
import { ExactValueResult, ExpressionField, FunctionField, GraphSection, StepsResult } from '../../shared/expression/fields.tsx';
import { sampleFunction } from '../../shared/expression/sample.ts';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { SegmentedField } from '../../shared/frame/fields.tsx';
import { parseNumberText } from '../../shared/frame/inputs.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { Formula, MathExpr, MathNumber } from '../../shared/expression/MathML.tsx';
import type { Expr } from '../../shared/expression/expression.ts';
import { formatFigure, formatNumber } from '../../shared/format/number.ts';
import { compute, formatSide, isFailure, parsePoint } from './compute.ts';
import { limitInputs, type Direction } from './inputs.ts';

const directionChoices: { value: Direction; label: string }[] = [
  { value: 'both', label: 'Both sides' },
  { value: 'left', label: 'From the left' },
  { value: 'right', label: 'From the right' },
];

/** lim as x → p (from one side when asked) of f(x), typeset. */
function LimitFormula({ tree, point, side }: { tree: Expr; point: number; side: '' | '−' | '+' }) {
  const target = Number.isFinite(point) ? (
    <MathNumber value={point} />
  ) : point > 0 ? (
    <mi>∞</mi>
  ) : (
    <mrow>
      <mo form="prefix">−</mo>
      <mi>∞</mi>
    </mrow>
  );
  return (
    <>
      <munder>
        <mo movablelimits="false">lim</mo>
        <mrow>
          <mi>x</mi>
          <mo>→</mo>
          {side ? (
            <msup>
              {target}
              <mo>{side}</mo>
            </msup>
          ) : (
            target
          )}
        </mrow>
      </munder>
      <mspace width="0.2em" />
      <MathExpr tree={tree} />
    </>
  );
}

export function LimitPage() {
  const [values, update, set] = useUrlInputs(limitInputs, useSearch({ from: '/_site/limit-calculator' }));
  const point = parsePoint(values.point);
  const parsed = parseExpression(values.function);
  // Kept between renders that change no input (the URL catching up with an edit shown already).
  const outcome = useMemo(() => compute({ function: values.function, point, direction: values.direction }), [values.function, point, values.direction]);
  const result = isFailure(outcome) ? null : outcome;
  const functionError = !parsed.ok ? parsed.message : isFailure(outcome) ? outcome.failure : null;
  const pointError = Number.isNaN(point) && String(values.point).trim() !== '' ? 'Enter a number (pi/2 and 2e are numbers too), or inf for infinity.' : null;
  const atInfinity = Number.isFinite(point) ? false : !Number.isNaN(point);
  const pointText = point === Infinity ? '∞' : point === -Infinity ? '−∞' : formatNumberText(point);

  const chart = useMemo(() => {
    if (!result || !parsed.ok) return null;
    const from = atInfinity ? (point > 0 ? 1 : -50) : point - 2 * Math.max(1, Math.abs(point) / 10);
    const to = atInfinity ? (point > 0 ? 50 : -1) : point + 2 * Math.max(1, Math.abs(point) / 10);
    const samples = sampleFunction(parsed.expression.evaluate, from, to, 160, atInfinity ? [] : [point]);
    const level = result.limitValue;
    return { ...samples, level: level === null ? null : samples.x.map(() => level) };
  }, [result, parsed, point, atInfinity]);

  const limitClause = !result
    ? ''
    : result.exists
      ? `the limit is ${result.limit} (dashed line)`
      : result.limitValue === null && result.limit !== 'Does not exist'
        ? `f grows without bound: ${result.limit}`
        : 'the limit does not exist';
  const showSides = values.direction === 'both' && !atInfinity;
  const side = atInfinity || values.direction === 'both' ? '' : values.direction === 'left' ? '−' : '+';

  return (
    <CalculatorFrame
      inputs={
        <>
          <FunctionField value={values.function} onChange={set.function} error={functionError} example="(x^2 - 1)/(x - 1)" />
          <ExpressionField
            label="x approaches"
            name="point"
            value={values.point}
            onChange={(text) => update({ point: parseNumberText(text, 'maths') ?? text })}
            error={pointError}
            helperText="A number (pi and e too: pi/2), or inf (∞) / -inf (−∞)."
            example="1"
          />
          <SegmentedField label="Direction" value={values.direction} choices={directionChoices} onChange={set.direction} />
        </>
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage={functionError ? 'Correct the function to see the limit.' : 'Enter values to calculate'}>
          {result && parsed.ok && (
            <ResultStat
              name="formula"
              label="Limit of"
              value={`lim x → ${pointText}${side === '−' ? '⁻' : side === '+' ? '⁺' : ''} of ${parsed.expression.text}`}
              detail
              math={
                <Formula block>
                  <LimitFormula tree={parsed.expression.tree} point={point} side={side} />
                </Formula>
              }
            />
          )}
          {result?.exactForm && result.exact && <ExactValueResult form={result.exactForm} tree={result.exact} decimal={result.limit} />}
          <ResultStat name="limit" label="Limit" value={result ? result.limit : null} primary={!result?.exactForm} />
          <ResultStat name="exists" label="Does the limit exist?" value={result ? (result.exists ? 'Yes' : 'No') : null} />
          {showSides && (
            <ResultStat name="leftLimit" label={`Left limit (x → ${pointText}⁻)`} value={result?.leftLimit ? formatSide(result.leftLimit) : null} />
          )}
          {showSides && (
            <ResultStat name="rightLimit" label={`Right limit (x → ${pointText}⁺)`} value={result?.rightLimit ? formatSide(result.rightLimit) : null} />
          )}
          <ResultStat name="interpretation" label="What it means" value={result ? result.interpretation : null} detail />
          <StepsResult steps={result ? result.steps : null} typeset={result?.typesetSteps} shortened={result?.shortened} />
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Limit result copied to clipboard' }}
      after={
        chart &&
        result && (
          <GraphSection>
            <LineChart
              title="The approach to the limit"
              summary={
                atInfinity
                  ? `The curve of f(x) = ${parsed.ok ? parsed.expression.text : ''} as x grows towards ${pointText}; ${limitClause}.`
                  : `The curve of f(x) = ${parsed.ok ? parsed.expression.text : ''} around x = ${pointText}; as x approaches ${pointText} ${limitClause}.`
              }
              x={chart.x}
              xLabel="x"
              yLabel="f(x)"
              series={[
                { label: 'f(x)', values: chart.y, color: '#0d9488' },
                ...(chart.level ? [{ label: 'Limit', values: chart.level, color: '#dc2626', dashed: true, hiddenFromTable: true }] : []),
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
