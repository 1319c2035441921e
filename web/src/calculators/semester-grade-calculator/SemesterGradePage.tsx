import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { isOutOfBounds, outOfBoundsMessage, toNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { RowsField } from '../../shared/frame/RowsField.tsx';
import { formatNumber, formatPercent } from '../../shared/format/number.ts';
import { compute } from './compute.ts';
import { assignmentBounds, maximumAssignments, semesterGradeInputs, type AssignmentRow } from './inputs.ts';
import { semesterGradeAssignment } from './SemesterGradePage.styles.ts';

/** A new assignment counts once its points are entered. */
const newAssignment = (rows: readonly AssignmentRow[]): AssignmentRow => ({
  name: `Assignment ${rows.length + 1}`,
  weight: 10,
  grade: '',
  maxPoints: 100,
});

function assignmentPercent(row: AssignmentRow): number | null {
  const earned = toNumber(row.grade);
  const max = toNumber(row.maxPoints);
  return earned >= 0 && max > 0 ? (earned / max) * 100 : null;
}

export function SemesterGradePage() {
  const [values, , set] = useUrlInputs(semesterGradeInputs, useSearch({ from: '/_site/semester-grade-calculator' }));
  const assignments = values.assignments.map((row) => ({
    name: row.name,
    weight: toNumber(row.weight),
    grade: toNumber(row.grade),
    maxPoints: toNumber(row.maxPoints),
  }));
  // A cell out of its bounds leaves no result, not a result without its row.
  const outOfRange = values.assignments.some((row) => isOutOfBounds(row.weight) || isOutOfBounds(row.grade) || isOutOfBounds(row.maxPoints));
  const result = outOfRange ? null : compute({ assignments });
  const weightedText = result ? (result.weightedGrade === null ? 'No weights entered' : formatPercent(result.weightedGrade)) : null;

  return (
    <CalculatorFrame
      inputs={
        <RowsField<AssignmentRow>
          label="Assignments"
          rows={values.assignments}
          maximumRows={maximumAssignments}
          columns={[
            { key: 'name', label: 'Assignment', kind: 'text' },
            { key: 'weight', label: 'Weight', kind: 'number', unit: '%', bounds: assignmentBounds.weight },
            { key: 'grade', label: 'Points earned', kind: 'number', bounds: assignmentBounds.grade },
            { key: 'maxPoints', label: 'Max points', kind: 'number', bounds: assignmentBounds.maxPoints },
          ]}
          columnsOnWide={2}
          onChange={set.assignments}
          newRow={newAssignment}
          addLabel="Add Assignment"
          rowName={(row, index) => row.name || `Assignment ${index + 1}`}
          rowFooter={(row) => {
            const percent = assignmentPercent(row);
            return (
              <p className={semesterGradeAssignment.percent}>
                {percent === null ? 'Not counted until points earned and max points are entered.' : `${formatPercent(percent)} of the points`}
              </p>
            );
          }}
        />
      }
      results={
        <ResultsPanel
          ready={result !== null}
          emptyMessage={outOfRange ? outOfBoundsMessage : 'Enter the points earned and max points of at least one assignment.'}
        >
          <ResultStat name="weightedGrade" label="Weighted grade" value={weightedText} primary />
          <ResultStat name="letterGrade" label="Letter grade" value={result ? result.letterGrade : null} />
          <ResultStat
            name="projectedFinalGrade"
            label="Projected final grade"
            value={result ? formatPercent(result.projectedFinalGrade) : null}
            help={result ? 'If the rest of the semester goes the same way.' : undefined}
          />
          <ResultStat name="currentGrade" label="Current grade (points)" value={result ? formatPercent(result.currentGrade) : null} />
          <ResultStat name="totalPoints" label="Total points earned" value={result ? formatNumber(result.totalPoints) : null} />
          <ResultStat name="maxTotalPoints" label="Max total points" value={result ? formatNumber(result.maxTotalPoints) : null} />
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Semester grade results copied to clipboard' }}
    />
  );
}
