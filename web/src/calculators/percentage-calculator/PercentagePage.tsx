import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { usePageView } from '../../shared/pageView.ts';
import { NumberField, SegmentedField } from '../../shared/frame/fields.tsx';
import { toNumberOrZero, useUrlInputs } from '../../shared/frame/inputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { useCalculationComplete } from '../../shared/frame/useWhenSettled.ts';
import { formatNumber, formatPercent } from '../../shared/format/number.ts';
import { compute, percentageProblem } from './compute.ts';
import type { Mode } from './options.ts';
import { percentageInputs } from './inputs.ts';

const modeChoices: { value: Mode; label: string }[] = [
  { value: 'change', label: 'Percentage change' },
  { value: 'difference', label: 'Percentage difference' },
];

export function PercentagePage() {
  const calculator = usePageView();
  const [values, , set] = useUrlInputs(percentageInputs);
  const value1 = toNumberOrZero(values.value1);
  const value2 = toNumberOrZero(values.value2);
  const result = compute({ value1, value2, mode: values.mode });
  const problem = percentageProblem({ value1, value2, mode: values.mode });
  const isChange = values.mode === 'change';
  const percentageLabel = isChange ? 'Percentage change' : 'Percentage difference';

  useCalculationComplete(JSON.stringify(values), result !== null, {
    description: 'Percentage calculated successfully!',
    usage: result ? { tool: calculator.title, input: `${values.mode}: ${value1} → ${value2}`, value: result.percentage } : undefined,
  });

  const copyText = result
    ? [
        `${calculator.title}`,
        `${percentageLabel}: ${formatPercent(result.percentage)}`,
        `Absolute difference: ${formatNumber(result.absoluteDifference, 10)}`,
        `Formula: ${result.formula}`,
      ].join('\n')
    : null;

  return (
    <CalculatorFrame
      inputs={
        <>
          <SegmentedField label="Calculation" value={values.mode} choices={modeChoices} onChange={set.mode} />
          <NumberField
            label={isChange ? 'Starting value (V1)' : 'First value (V1)'}
            name="value1"
            bounds={percentageInputs.bounds.value1}
            value={values.value1}
            onChange={set.value1}
            error={problem}
            signed
          />
          <NumberField
            label={isChange ? 'New value (V2)' : 'Second value (V2)'}
            name="value2"
            bounds={percentageInputs.bounds.value2}
            value={values.value2}
            onChange={set.value2}
            signed
          />
        </>
      }
      results={
        <ResultsPanel ready={result !== null}>
          <ResultStat
            name="percentage"
            label={percentageLabel}
            value={result ? formatPercent(result.percentage) : null}
            primary
            help={result && isChange ? (result.percentage > 0 ? 'An increase.' : result.percentage < 0 ? 'A decrease.' : 'No change.') : undefined}
          />
          <ResultStat name="absoluteDifference" label="Absolute difference" value={result ? formatNumber(result.absoluteDifference, 10) : null} />
          <ResultStat name="formula" label="Formula" value={result ? result.formula : null} detail />
        </ResultsPanel>
      }
      copy={{ text: copyText, notice: 'Results copied to clipboard' }}
    />
  );
}
