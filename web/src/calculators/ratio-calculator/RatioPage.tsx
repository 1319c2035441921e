import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { common } from '../../shared/frame/common.styles.ts';
import { NumberField } from '../../shared/frame/fields.tsx';
import { toNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { placeholder, ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { SwitchField } from '../../shared/frame/SwitchField.tsx';
import { formatNumber, formatPercent } from '../../shared/format/number.ts';
import { compute, findProblem } from './compute.ts';
import { ratioInputs } from './inputs.ts';
import { ratioResults as results } from './RatioPage.styles.ts';

export function RatioPage() {
  const [values, , set] = useUrlInputs(ratioInputs, useSearch({ from: '/_site/ratio-calculator' }));
  const inputs = { value1: toNumber(values.value1), value2: toNumber(values.value2), simplify: values.simplify };
  const problem = findProblem(inputs);
  const result = compute(inputs);
  const valuesProblem =
    problem === 'both-zero'
      ? '0 : 0 is not a ratio: enter at least one value other than 0.'
      : problem === 'too-far-apart'
        ? 'One value is more than ten trillion times the other: too far apart for a decimal or a percentage to show.'
        : null;
  const noDecimal = 'None (the second value is 0)';

  return (
    <CalculatorFrame
      inputs={
        <>
          <NumberField
            label="First value"
            name="value1"
            bounds={ratioInputs.bounds.value1}
            value={values.value1}
            onChange={set.value1}
            signed
            error={values.value1 === '' ? 'Enter the first value.' : null}
          />
          <NumberField
            label="Second value"
            name="value2"
            bounds={ratioInputs.bounds.value2}
            value={values.value2}
            onChange={set.value2}
            signed
            error={values.value2 === '' ? 'Enter the second value.' : valuesProblem}
          />
          <SwitchField label="Simplify to lowest terms" checked={values.simplify} onChange={set.simplify} />
        </>
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage={valuesProblem ?? 'Enter values to calculate'}>
          <ResultStat
            name="simplified"
            label={values.simplify ? 'Simplified ratio' : 'Ratio (not simplified)'}
            value={result ? result.simplified : null}
            primary
          />
          <div className={results.figures}>
            <ResultStat name="ratio" label="Original ratio" value={result ? result.ratio : null} />
            <ResultStat name="decimal" label="Decimal" value={result ? (result.decimal === null ? noDecimal : formatNumber(result.decimal, 6)) : null} />
            <ResultStat
              name="percentage"
              label="Percentage"
              value={result ? (result.percentage === null ? noDecimal : formatPercent(result.percentage, 6)) : null}
            />
          </div>
          <div>
            <p data-result-label="" className={common.note}>
              Interpretation
            </p>
            <p data-result="interpretation">{result ? result.interpretation : placeholder}</p>
          </div>
          {result && (
            <div>
              <p className={common.note}>Steps</p>
              <ol role="list" data-result="steps" className={common.steps}>
                {result.steps.map((step) => (
                  <li key={step} className={common.step}>
                    {step}
                  </li>
                ))}
              </ol>
            </div>
          )}
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Ratio results copied to clipboard' }}
    />
  );
}
