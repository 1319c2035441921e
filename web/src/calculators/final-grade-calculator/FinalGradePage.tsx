import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { NumberField, positiveError } from '../../shared/frame/fields.tsx';
import { toCellNumber, toNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { placeholder, ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { RowsField } from '../../shared/frame/RowsField.tsx';
import { formatPercent } from '../../shared/format/number.ts';
import { componentNote, compute, usedWeightOf, weightsNote } from './compute.ts';
import { componentGradeBounds, finalGradeInputs, maximumComponents, percent, type ComponentRow } from './inputs.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { cx } from '../../shared/ui/styles.ts';
import { common } from '../../shared/frame/common.styles.ts';
import { finalGradeRequired as required } from './FinalGradePage.styles.ts';

const newComponent = (): ComponentRow => ({ name: 'New Component', weight: 10, currentGrade: 0 });

export function FinalGradePage() {
  const [values, , set] = useUrlInputs(finalGradeInputs, useSearch({ from: '/_site/final-grade-calculator' }));
  const components = values.components.map((row) => ({ name: row.name, weight: toCellNumber(row.weight), currentGrade: toCellNumber(row.currentGrade) }));
  const finalExamWeight = toNumber(values.finalExamWeight);
  const result = compute({ components, desiredGrade: toNumber(values.desiredGrade), finalExamWeight });
  const notes = components.map(componentNote);
  const gradedWeight = usedWeightOf(components);

  const finalWeightError =
    positiveError(values.finalExamWeight, 'Enter a final exam weight above 0.') ??
    (gradedWeight >= 100 ? 'Your graded components already use 100% of the course weight.' : null);
  const finalWeightHelp =
    result && result.effectiveFinalWeight < finalExamWeight
      ? `Counted as ${formatPercent(result.effectiveFinalWeight)}: the weight left after your graded components.`
      : undefined;

  const weightsWarning = result ? weightsNote(components, finalExamWeight) : null;

  const achievableLabel = result ? (result.isAchievable ? 'Goal is achievable' : 'Goal requires reconsideration') : null;
  const currentGradeText = result ? (result.currentGrade === null ? 'No graded components yet' : formatPercent(result.currentGrade)) : null;

  return (
    <CalculatorFrame
      inputs={
        <>
          <RowsField<ComponentRow>
            label="Grade components"
            rows={values.components}
            maximumRows={maximumComponents}
            columns={[
              { key: 'name', label: 'Component', kind: 'text' },
              { key: 'weight', label: 'Weight', kind: 'number', unit: '%', bounds: percent },
              { key: 'currentGrade', label: 'Current grade', kind: 'number', unit: '%', bounds: componentGradeBounds },
            ]}
            onChange={set.components}
            newRow={newComponent}
            addLabel="Add Component"
            rowName={(row, index) => row.name || `Component ${index + 1}`}
            rowNote={(_, index) => notes[index] ?? null}
          />
          <NumberField
            label="Desired course grade"
            name="desiredGrade"
            bounds={finalGradeInputs.bounds.desiredGrade}
            value={values.desiredGrade}
            onChange={set.desiredGrade}
            unit="%"
          />
          <NumberField
            label="Final exam weight"
            name="finalExamWeight"
            bounds={finalGradeInputs.bounds.finalExamWeight}
            value={values.finalExamWeight}
            onChange={set.finalExamWeight}
            unit="%"
            error={finalWeightError}
            helperText={finalWeightHelp}
          />
        </>
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage="Enter a desired grade and a final exam weight above 0 that your graded components leave room for.">
          <div>
            <p data-result-label="" className={common.note}>
              Required final exam grade
            </p>
            <p
              data-result="requiredFinalGrade"
              className={cx(required.value, result ? (result.isAchievable ? required.valueAchievable : required.valueUnachievable) : required.valueEmpty)}
            >
              {result ? formatPercent(result.requiredFinalGrade) : placeholder}
            </p>
            {result && (
              <div className={cx(required.badge, result.isAchievable ? required.badgeAchievable : required.badgeUnachievable)}>
                {result.isAchievable ? <Icon name="CircleCheck" size={18} /> : <Icon name="CircleX" size={18} />}
                <p data-result="isAchievable" className={required.badgeLabel}>
                  {achievableLabel}
                </p>
              </div>
            )}
            {result && result.bestPossibleGrade < toNumber(values.desiredGrade) && (
              <p data-result-note="" className={required.bestPossible}>
                A perfect 100% on the final would give you {formatPercent(result.bestPossibleGrade)}.
              </p>
            )}
            {weightsWarning && (
              <p data-result-note="weights" className={required.weightsWarning}>
                {weightsWarning}
              </p>
            )}
          </div>
          <ResultStat name="currentGrade" label="Current grade" value={currentGradeText} />
          <div>
            <p data-result-label="" className={common.note}>
              Recommendation
            </p>
            <p data-result="recommendation">{result ? result.recommendation : placeholder}</p>
          </div>
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Results copied to clipboard' }}
    />
  );
}
