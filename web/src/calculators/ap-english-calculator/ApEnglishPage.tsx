import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { NumberField } from '../../shared/frame/fields.tsx';
import { toNumberOrZero } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { placeholder, ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { formatPercent } from '../../shared/format/number.ts';
import { compute, limits, type Essay } from './compute.ts';
import { apEnglishInputs, essayBounds, type EssayValue } from './inputs.ts';
import { FieldGroup } from '../../shared/frame/FieldGroup.tsx';
import { ResetButton } from '../../shared/frame/ResetButton.tsx';
import { common } from '../../shared/frame/common.styles.ts';

const essays = [
  { name: 'frq1', title: 'Essay 1: Synthesis' },
  { name: 'frq2', title: 'Essay 2: Rhetorical analysis' },
  { name: 'frq3', title: 'Essay 3: Argument' },
] as const;

function toEssay(essay: EssayValue): Essay {
  return { thesis: toNumberOrZero(essay.thesis), evidence: toNumberOrZero(essay.evidence), sophistication: toNumberOrZero(essay.sophistication) };
}

export function ApEnglishPage() {
  const [values, update, set] = useUrlInputs(apEnglishInputs, useSearch({ from: '/_site/ap-english-calculator' }));
  const result = compute({
    mcReading: toNumberOrZero(values.mcReading),
    mcWriting: toNumberOrZero(values.mcWriting),
    frq1: toEssay(values.frq1),
    frq2: toEssay(values.frq2),
    frq3: toEssay(values.frq3),
  });

  const percentileHelp = result
    ? result.apScore === 1
      ? `A 1 is the lowest score; about ${formatPercent(result.scoreShare, 1)} of students earn it.`
      : `About ${formatPercent(result.percentile, 1)} of students earn a lower score than a ${result.apScore}; about ${formatPercent(result.scoreShare, 1)} earn a ${result.apScore}.`
    : undefined;

  return (
    <CalculatorFrame
      inputs={
        <>
          <FieldGroup legend="Multiple choice (questions correct)">
            <div className={common.columns2}>
              <NumberField
                label="MC Reading"
                name="mcReading"
                value={values.mcReading}
                onChange={set.mcReading}
                unit={`/ ${limits.mcReading}`}
                bounds={apEnglishInputs.bounds.mcReading}
              />
              <NumberField
                label="MC Writing"
                name="mcWriting"
                value={values.mcWriting}
                onChange={set.mcWriting}
                unit={`/ ${limits.mcWriting}`}
                bounds={apEnglishInputs.bounds.mcWriting}
              />
            </div>
          </FieldGroup>
          {essays.map(({ name, title }) => {
            const essay = values[name];
            const change = (patch: Partial<EssayValue>) => update({ [name]: { ...essay, ...patch } });
            return (
              <FieldGroup key={name} legend={title}>
                <div className={common.columns3}>
                  <NumberField
                    label="Thesis"
                    value={essay.thesis}
                    onChange={(thesis) => change({ thesis })}
                    unit={`/ ${limits.thesis}`}
                    bounds={essayBounds.thesis}
                  />
                  <NumberField
                    label="Evidence"
                    value={essay.evidence}
                    onChange={(evidence) => change({ evidence })}
                    unit={`/ ${limits.evidence}`}
                    bounds={essayBounds.evidence}
                  />
                  <NumberField
                    label="Sophistication"
                    value={essay.sophistication}
                    onChange={(sophistication) => change({ sophistication })}
                    unit={`/ ${limits.sophistication}`}
                    bounds={essayBounds.sophistication}
                  />
                </div>
              </FieldGroup>
            );
          })}
          <ResetButton onReset={() => update({ ...apEnglishInputs.defaults })} />
        </>
      }
      results={
        <ResultsPanel ready={result !== null}>
          <ResultStat name="apScore" label="Predicted AP score" value={result ? String(result.apScore) : null} primary />
          <ResultStat
            name="weightedScore"
            label="Weighted score"
            value={result ? `${result.weightedScore} / 100` : null}
            help="Multiple choice + free response × 3.055, rounded."
          />
          <div className={common.totals}>
            <ResultStat name="mcTotal" label="Multiple choice" value={result ? `${result.mcTotal} / 45` : null} />
            <ResultStat name="frTotal" label="Free response" value={result ? `${result.frTotal} / 18` : null} />
          </div>
          <ResultStat
            name="percentile"
            label="Percentile (students earning a lower score)"
            value={result ? formatPercent(result.percentile, 1) : null}
            help={percentileHelp}
          />
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
