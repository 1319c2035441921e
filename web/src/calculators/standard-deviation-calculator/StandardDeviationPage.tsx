import { useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { LabelledField } from '../../shared/frame/fields.tsx';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { LongTextArea } from '../../shared/frame/LongTextArea.tsx';
import { placeholder, ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { common } from '../../shared/frame/common.styles.ts';
import { SwitchField } from '../../shared/frame/SwitchField.tsx';
import { useDraft } from '../../shared/frame/useDraft.ts';
import { formatFigure, formatNumber } from '../../shared/format/number.ts';
import { compute, valuesReader, type Figure } from './compute.ts';
import { standardDeviationInputs } from './inputs.ts';
import { standardDeviationResults as results, valuesField } from './StandardDeviationPage.styles.ts';

const maximumLinkedLength = 8_000;

/**
 * Whether the values text can go into the page link. The server, like most, refuses request lines
 * beyond about 16 KB; a longer list still computes, but its link would not open again, so the link
 * keeps the last list that fits. (encodeURIComponent is an upper bound of the link's encoding.)
 */
function fitsInLink(text: string): boolean {
  return text.length <= maximumLinkedLength && encodeURIComponent(text).length <= maximumLinkedLength;
}

/** A figure as shown: 6 decimals, 6 significant digits below 1, exponent notation when beyond (see formatFigure). */
const number = (figure: Figure) => (typeof figure === 'number' ? formatFigure(figure) : figure.scientific);

function droppedNote(dropped: number): string | null {
  if (dropped === 0) return null;
  return dropped === 1 ? '1 entry was not a number and was dropped.' : `${formatNumber(dropped)} entries were not numbers and were dropped.`;
}

export function StandardDeviationPage() {
  const [values, , set] = useUrlInputs(standardDeviationInputs, useSearch({ from: '/_site/standard-deviation-calculator' }));
  // The field keeps its own text so typing never waits for the URL round trip; a URL value it did
  // not write itself (back, a shared link) replaces the text. A list too long for the link stays in
  // the field alone.
  const [draft, edit] = useDraft(values.values, set.values, { read: (text) => (fitsInLink(text) ? text : undefined) });
  // Read once per change of the text, never per render, each text as an edit of the one before:
  // a keystroke in a list of 100,000 values reads a few characters again, not the whole list.
  const [read] = useState(valuesReader);
  const parsed = useMemo(() => read(draft), [read, draft]);
  const population = values.population;
  const result = useMemo(() => compute({ values: parsed.values, population }), [parsed, population]);
  const dropped = droppedNote(parsed.dropped);
  const tooLong = !fitsInLink(draft);
  const sdLabel = population ? 'Population standard deviation (σ)' : 'Sample standard deviation (s)';

  return (
    <CalculatorFrame
      inputs={
        <>
          <LabelledField
            label="Values"
            labelById
            helperText={
              tooLong
                ? 'This list is too long for the page link, so the link keeps the last shorter list. The results use every value.'
                : 'Separate numbers with commas, spaces, semicolons or new lines.'
            }
            note={dropped && <p className={valuesField.dropped}>{dropped}</p>}
          >
            {(control) => <LongTextArea control={control} name="values" value={draft} onChange={edit} rows={6} className={valuesField.textarea} />}
          </LabelledField>
          <SwitchField
            label="Population (divide by N)"
            checked={population}
            onChange={set.population}
            helperText={population ? 'Your values are the whole population.' : 'Off: your values are a sample, so the variance divides by n − 1.'}
          />
        </>
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage="Enter at least one number to calculate">
          <div>
            <p className={results.dataSetTitle}>Data set</p>
            <div className={results.dataSet}>
              <ResultStat name="count" label="Count" value={result ? formatNumber(result.count) : null} />
              <ResultStat name="summary.min" label="Minimum" value={result ? number(result.summary.min) : null} />
              <ResultStat name="summary.max" label="Maximum" value={result ? number(result.summary.max) : null} />
              <ResultStat name="summary.sum" label="Sum" value={result ? number(result.summary.sum) : null} />
            </div>
          </div>
          <ResultStat
            name="standardDeviation"
            label={sdLabel}
            value={result?.standardDeviation != null ? number(result.standardDeviation) : null}
            primary
            help={result && result.standardDeviation === null ? 'A sample of one value has no standard deviation: n − 1 = 0.' : undefined}
          />
          <div className={common.columns2}>
            <ResultStat
              name="variance"
              label={population ? 'Variance (σ²)' : 'Variance (s²)'}
              value={result?.variance != null ? number(result.variance) : null}
            />
            <ResultStat name="mean" label="Mean" value={result ? number(result.mean) : null} />
          </div>
          <ResultStat name="formula" label="Formula" value={result ? result.formula : null} detail />
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
          <div>
            <p data-result-label="" className={common.note}>
              Interpretation
            </p>
            <p data-result="interpretation">{result ? result.interpretation : placeholder}</p>
          </div>
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Standard deviation results copied to clipboard' }}
    />
  );
}
