import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { NumberField } from '../../shared/frame/fields.tsx';
import { toNumberOrZero } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { placeholder, ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { compute, frqMaxima, frqNames, mcqMaximum } from './compute.ts';
import { apChemistryInputs } from './inputs.ts';
import { ResetButton } from '../../shared/frame/ResetButton.tsx';
import { common } from '../../shared/frame/common.styles.ts';
import { apChemistryFrq } from './ApChemistryPage.styles.ts';

export function ApChemistryPage() {
  const [values, update, set] = useUrlInputs(apChemistryInputs, useSearch({ from: '/_site/ap-chemistry-calculator' }));
  const result = compute({
    mcqScore: toNumberOrZero(values.mcqScore),
    frq1Score: toNumberOrZero(values.frq1Score),
    frq2Score: toNumberOrZero(values.frq2Score),
    frq3Score: toNumberOrZero(values.frq3Score),
    frq4Score: toNumberOrZero(values.frq4Score),
    frq5Score: toNumberOrZero(values.frq5Score),
    frq6Score: toNumberOrZero(values.frq6Score),
    frq7Score: toNumberOrZero(values.frq7Score),
  });

  return (
    <CalculatorFrame
      inputs={
        <>
          <NumberField
            label="Multiple-choice questions correct"
            name="mcqScore"
            value={values.mcqScore}
            onChange={set.mcqScore}
            unit={`/ ${mcqMaximum}`}
            bounds={apChemistryInputs.bounds.mcqScore}
          />
          <fieldset className={apChemistryFrq.group}>
            <legend className={apChemistryFrq.legend}>Free-response points</legend>
            <div className={apChemistryFrq.fields}>
              {frqNames.map((name, index) => (
                <NumberField
                  key={name}
                  label={`FRQ ${index + 1} (${frqMaxima[name] === 10 ? 'long' : 'short'})`}
                  name={name}
                  value={values[name]}
                  onChange={(value) => update({ [name]: value })}
                  unit={`/ ${frqMaxima[name]}`}
                  bounds={apChemistryInputs.bounds[name]}
                />
              ))}
            </div>
          </fieldset>
          <ResetButton onReset={() => update({ ...apChemistryInputs.defaults })} />
        </>
      }
      results={
        <ResultsPanel ready={result !== null}>
          <ResultStat name="apScore" label="Predicted AP score" value={result ? String(result.apScore) : null} primary />
          <ResultStat
            name="weightedScore"
            label="Weighted score"
            value={result ? String(result.weightedScore) : null}
            help="Multiple choice × 0.75 + free response × 1.07, rounded (at most 94)."
          />
          <div className={common.totals}>
            <ResultStat name="mcTotal" label="Multiple choice" value={result ? `${result.mcTotal} / 60` : null} />
            <ResultStat name="frqTotal" label="Free response" value={result ? `${result.frqTotal} / 46` : null} />
          </div>
          <ResultStat name="percentile" label="Percentile band" value={result ? result.percentile : null} />
          <div className={common.stack1}>
            <p data-result-label="" className={common.note}>
              Encouragement
            </p>
            <p data-result="encouragement">{result ? result.encouragement : placeholder}</p>
          </div>
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Results copied to clipboard' }}
    />
  );
}
