import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { NumberField } from '../../shared/frame/fields.tsx';
import { toNumberOrZero } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { common } from '../../shared/frame/common.styles.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { compute, frqMaximum, maxima, mcMaximum } from './compute.ts';
import { apCalculusInputs } from './inputs.ts';
import { FieldGroup } from '../../shared/frame/FieldGroup.tsx';
import { ResetButton } from '../../shared/frame/ResetButton.tsx';

export function ApCalculusPage() {
  const [values, update] = useUrlInputs(apCalculusInputs, useSearch({ from: '/_site/ap-calculus-calculator' }));
  const result = compute({
    mcqNoCalc: toNumberOrZero(values.mcqNoCalc),
    mcqCalc: toNumberOrZero(values.mcqCalc),
    frqCalc: toNumberOrZero(values.frqCalc),
    frqNoCalc: toNumberOrZero(values.frqNoCalc),
  });

  const field = (name: keyof typeof maxima, label: string) => (
    <NumberField
      label={label}
      name={name}
      value={values[name]}
      onChange={(value) => update({ [name]: value })}
      unit={`/ ${maxima[name]}`}
      bounds={apCalculusInputs.bounds[name]}
    />
  );

  return (
    <CalculatorFrame
      inputs={
        <>
          <FieldGroup columns={2} legend="Multiple choice (questions correct)">
            {field('mcqNoCalc', 'No calculator')}
            {field('mcqCalc', 'Calculator')}
          </FieldGroup>
          <FieldGroup columns={2} legend="Free response (points)">
            {field('frqCalc', 'Calculator')}
            {field('frqNoCalc', 'No calculator')}
          </FieldGroup>
          <ResetButton onReset={() => update({ ...apCalculusInputs.defaults })} />
        </>
      }
      results={
        <ResultsPanel ready={result !== null}>
          <ResultStat name="apScore" label="Predicted AP score" value={result ? String(result.apScore) : null} primary />
          <ResultStat
            name="weightedScore"
            label="Weighted score"
            value={result ? String(result.weightedScore) : null}
            help="Multiple choice × 1.2 + free response × 1.5, rounded (at most 135)."
          />
          <div className={common.totals}>
            <ResultStat name="mcTotal" label="Multiple choice" value={result ? `${result.mcTotal} / ${mcMaximum}` : null} />
            <ResultStat name="frqTotal" label="Free response" value={result ? `${result.frqTotal} / ${frqMaximum}` : null} />
          </div>
          <ResultStat name="percentile" label="Percentile band" value={result ? result.percentile : null} />
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Results copied to clipboard' }}
    />
  );
}
