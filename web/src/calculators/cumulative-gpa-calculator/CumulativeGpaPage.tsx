import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { SegmentedField } from '../../shared/frame/fields.tsx';
import { toCellNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { placeholder, ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { RowsField } from '../../shared/frame/RowsField.tsx';
import { formatNumber } from '../../shared/format/number.ts';
import { gradeScaleChoices, scaleMaximum } from '../../shared/grades/gradePoints.ts';
import { compute, semesterNote, type HistoryEntry } from './compute.ts';
import { cumulativeGpaInputs, maximumSemesters, semesterBounds, type SemesterRow } from './inputs.ts';
import { common } from '../../shared/frame/common.styles.ts';
import { cumulativeGpaHistory as historyTable } from './CumulativeGpaPage.styles.ts';

const seasons = ['Fall', 'Spring', 'Summer'] as const;

/**
 * The name of the semester that makes the list `count` long: the season
 * cycles Fall, Spring, Summer with the count, and the year, from 2023, advances with each Spring. The
 * fourth semester after the initial three is Spring 2025, then Summer 2025, Fall 2025, Spring 2026…
 */
export function semesterName(count: number): string {
  return `${seasons[count % 3]} ${2023 + Math.ceil(count / 3)}`;
}

export const newSemester = (rows: readonly SemesterRow[]): SemesterRow => ({ name: semesterName(rows.length + 1), gpa: 3, creditHours: 15 });

const gpaText = (gpa: number) => formatNumber(gpa, 2, 2);

function HistoryTable({ history }: { history: readonly HistoryEntry[] }) {
  return (
    <div>
      <h3 data-result-label="" className={common.subheading}>
        GPA history
      </h3>
      <table data-result="gpaHistory" aria-label="GPA history" className={historyTable.table}>
        <thead className={historyTable.header}>
          <tr className={historyTable.row}>
            <th className={historyTable.columnHeader}>Semester</th>
            <th className={historyTable.numberHeader}>Credits</th>
            <th className={historyTable.numberHeader}>GPA</th>
            <th className={historyTable.numberHeader}>Cumulative</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry, index) => (
            <tr key={index} className={historyTable.row}>
              <td className={historyTable.cell}>{entry.semester || `Semester ${index + 1}`}</td>
              <td className={historyTable.numberCell}>{formatNumber(entry.creditHours)}</td>
              <td className={historyTable.numberCell}>{gpaText(entry.gpa)}</td>
              <td className={historyTable.cumulativeCell}>{gpaText(entry.cumulativeGPA)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CumulativeGpaPage() {
  const [values, , set] = useUrlInputs(cumulativeGpaInputs, useSearch({ from: '/_site/cumulative-gpa-calculator' }));
  const semesters = values.semesters.map((row) => ({ name: row.name, gpa: toCellNumber(row.gpa), creditHours: toCellNumber(row.creditHours) }));
  const result = compute({ semesters, gradeScale: values.gradeScale });
  const notes = semesters.map((semester) => semesterNote(semester, values.gradeScale));

  return (
    <CalculatorFrame
      inputs={
        <>
          <SegmentedField label="Grading scale" value={values.gradeScale} choices={gradeScaleChoices} onChange={set.gradeScale} />
          <RowsField<SemesterRow>
            label="Semesters"
            rows={values.semesters}
            maximumRows={maximumSemesters}
            columns={[
              { key: 'name', label: 'Semester', kind: 'text' },
              { key: 'gpa', label: 'Semester GPA', kind: 'number', bounds: { ...semesterBounds.gpa, max: scaleMaximum(values.gradeScale) } },
              { key: 'creditHours', label: 'Credit hours', kind: 'number', bounds: semesterBounds.creditHours },
            ]}
            onChange={set.semesters}
            newRow={newSemester}
            addLabel="Add Semester"
            rowName={(row, index) => row.name || `Semester ${index + 1}`}
            rowNote={(_, index) => notes[index] ?? null}
          />
        </>
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage="Enter a GPA and credit hours for at least one semester.">
          <ResultStat
            name="cumulativeGPA"
            label={`Cumulative GPA (${values.gradeScale} scale)`}
            value={result ? gpaText(result.cumulativeGPA) : null}
            primary
          />
          <ResultStat name="totalCredits" label="Total credits" value={result ? formatNumber(result.totalCredits) : null} />
          <ResultStat name="totalQualityPoints" label="Total quality points" value={result ? formatNumber(result.totalQualityPoints) : null} />
          <ResultStat name="classification" label="Classification" value={result ? result.classification : null} />
          <div>
            <p data-result-label="" className={common.note}>
              Trend
            </p>
            <p data-result="improvement">{result ? result.improvement : placeholder}</p>
          </div>
          {result && <HistoryTable history={result.gpaHistory} />}
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Cumulative GPA results copied to clipboard' }}
    />
  );
}
