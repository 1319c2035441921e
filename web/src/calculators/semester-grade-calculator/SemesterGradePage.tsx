import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { toCellNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { RowsField } from '../../shared/frame/RowsField.tsx';
import { formatNumber, formatPercent } from '../../shared/format/number.ts';
import { assignmentNote, compute } from './compute.ts';
import { assignmentBounds, maximumAssignments, semesterGradeInputs, type AssignmentRow } from './inputs.ts';
import { semesterGradeAssignment } from './SemesterGradePage.styles.ts';

/** A new assignment counts once its points are entered. */
const newAssignment = (rows: readonly AssignmentRow[]): AssignmentRow => ({
  name: `Assignment ${rows.length + 1}`,
  weight: 10,
  grade: '',
  maxPoints: 100,
});

export function SemesterGradePage() {
  const [values, , set] = useUrlInputs(semesterGradeInputs, useSearch({ from: '/_site/semester-grade-calculator' }));
  const assignments = values.assignments.map((row) => ({
    name: row.name,
    weight: toCellNumber(row.weight),
    grade: toCellNumber(row.grade),
    maxPoints: toCellNumber(row.maxPoints),
  }));
  const result = compute({ assignments });
  const notes = assignments.map(assignmentNote);
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
          rowNote={(_, index) => notes[index] ?? null}
          rowFooter={(_, index) => {
            const { grade, maxPoints } = assignments[index] ?? {};
            return grade != null && maxPoints != null ? (
              <p className={semesterGradeAssignment.percent}>{formatPercent((grade / maxPoints) * 100)} of the points</p>
            ) : null;
          }}
        />
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage="Enter the points earned and max points of at least one assignment.">
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
