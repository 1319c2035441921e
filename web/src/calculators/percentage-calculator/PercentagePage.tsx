import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { usePageView } from '../../shared/pageView.ts';
import { NumberField, SegmentedField } from '../../shared/frame/fields.tsx';
import { toNumberOrZero } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { useCalculationComplete } from '../../shared/frame/useWhenSettled.ts';
import { formatNumber, formatPercent } from '../../shared/format/number.ts';
import { compute, percentageProblem, type Result } from './compute.ts';
import { percentageInputs, type Mode } from './inputs.ts';

const modeChoices: { value: Mode; label: string }[] = [
  { value: 'change', label: 'Change' },
  { value: 'difference', label: 'Difference' },
  { value: 'of', label: 'X% of Y' },
  { value: 'what-percent', label: 'X is what % of Y' },
];

/** The two fields' labels and the answer's, per mode. */
const wording: Record<Mode, { value1: string; value2: string; answer: string }> = {
  change: { value1: 'Starting value (V1)', value2: 'New value (V2)', answer: 'Percentage change' },
  difference: { value1: 'First value (V1)', value2: 'Second value (V2)', answer: 'Percentage difference' },
  of: { value1: 'Percentage (X)', value2: 'Of the value (Y)', answer: 'X% of Y' },
  'what-percent': { value1: 'Part (X)', value2: 'Whole (Y)', answer: 'X as a percentage of Y' },
};

/** The answer as shown: the amount of 'X% of Y', else the percentage, or why a change from 0 has none. */
function answerOf(result: Result): string {
  if (result.amount !== undefined) return formatNumber(result.amount, 10);
  return result.percentage === null ? 'Not defined (no base)' : formatPercent(result.percentage);
}

function changeHelp(percentage: number | null): string {
  if (percentage === null) return 'A change from 0 has no base to compare with, so no percentage describes it; the absolute difference says how far it moved.';
  return percentage > 0 ? 'An increase.' : percentage < 0 ? 'A decrease.' : 'No change.';
}

export function PercentagePage() {
  const calculator = usePageView();
  const [values, , set] = useUrlInputs(percentageInputs, useSearch({ from: '/_site/percentage-calculator' }));
  const value1 = toNumberOrZero(values.value1);
  const value2 = toNumberOrZero(values.value2);
  const result = compute({ value1, value2, mode: values.mode });
  const problem = percentageProblem({ value1, value2, mode: values.mode });
  const isChange = values.mode === 'change';
  const comparesTwoValues = values.mode === 'change' || values.mode === 'difference';
  const words = wording[values.mode];
  const percentageLabel = words.answer;
  const answerText = result ? answerOf(result) : null;

  useCalculationComplete(percentageInputs, values, result !== null, {
    description: 'Percentage calculated successfully!',
    usage: result ? { tool: calculator.title, input: `${values.mode}: ${value1} → ${value2}`, value: result.percentage ?? undefined } : undefined,
  });

  return (
    <CalculatorFrame
      inputs={
        <>
          <SegmentedField label="Percentage calculation" value={values.mode} choices={modeChoices} onChange={set.mode} />
          <NumberField
            label={words.value1}
            name="value1"
            // The first value is a percentage in 'X% of Y' only (a link may carry 50% in any mode).
            bounds={values.mode === 'of' ? percentageInputs.bounds.value1 : { ...percentageInputs.bounds.value1, reads: 'number' }}
            value={values.value1}
            onChange={set.value1}
            error={values.mode === 'what-percent' ? null : problem}
            signed
          />
          <NumberField
            label={words.value2}
            name="value2"
            bounds={percentageInputs.bounds.value2}
            value={values.value2}
            onChange={set.value2}
            error={values.mode === 'what-percent' ? problem : null}
            signed
          />
        </>
      }
      results={
        <ResultsPanel ready={result !== null}>
          <ResultStat
            name={values.mode === 'of' ? 'amount' : 'percentage'}
            label={percentageLabel}
            value={answerText}
            primary
            help={result && isChange ? changeHelp(result.percentage) : undefined}
          />
          {comparesTwoValues && (
            <ResultStat name="absoluteDifference" label="Absolute difference" value={result ? formatNumber(result.absoluteDifference, 10) : null} />
          )}
          <ResultStat name="formula" label="Formula" value={result ? result.formula : null} detail />
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Results copied to clipboard' }}
    />
  );
}
