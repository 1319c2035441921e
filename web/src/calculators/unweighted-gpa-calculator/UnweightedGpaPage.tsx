import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { common } from '../../shared/frame/common.styles.ts';
import { SegmentedField } from '../../shared/frame/fields.tsx';
import { toCellNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { placeholder, ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { RowsField } from '../../shared/frame/RowsField.tsx';
import { formatNumber, formatPercent } from '../../shared/format/number.ts';
import { gradeChoices, gradeScaleChoices } from '../../shared/grades/gradePoints.ts';
import { compute, courseNote, type Result } from './compute.ts';
import { courseBounds, maximumCourses, unweightedGpaInputs, type CourseRow } from './inputs.ts';
import { gradeDistribution } from './UnweightedGpaPage.styles.ts';

/** A new course counts once a grade is chosen. */
const newCourse = (rows: readonly CourseRow[]): CourseRow => ({ name: `Course ${rows.length + 1}`, grade: '', creditHours: 1 });

const gpaText = (gpa: number) => formatNumber(gpa, 2, 2);
const coursesText = (count: number) => `${count} ${count === 1 ? 'course' : 'courses'}`;

function Distribution({ distribution }: { distribution: Result['gradeDistribution'] | null }) {
  return (
    <div>
      <p data-result-label="" className={common.note} id="grade-distribution-label">
        Grade distribution
      </p>
      {distribution ? (
        <ul role="list" data-result="gradeDistribution" aria-labelledby="grade-distribution-label" className={gradeDistribution.list}>
          {distribution.map((entry) => (
            <li key={entry.letter} className={gradeDistribution.item}>
              <span className={gradeDistribution.letter}>{entry.letter}</span>
              {coursesText(entry.count)}
            </li>
          ))}
        </ul>
      ) : (
        <p data-result="gradeDistribution">{placeholder}</p>
      )}
    </div>
  );
}

export function UnweightedGpaPage() {
  const [values, , set] = useUrlInputs(unweightedGpaInputs, useSearch({ from: '/_site/unweighted-gpa-calculator' }));
  const courses = values.courses.map((row) => ({ name: row.name, grade: row.grade, creditHours: toCellNumber(row.creditHours) }));
  const result = compute({ courses, gradeScale: values.gradeScale });
  const notes = courses.map(courseNote);

  return (
    <CalculatorFrame
      inputs={
        <>
          <SegmentedField label="Grading scale" value={values.gradeScale} choices={gradeScaleChoices} onChange={set.gradeScale} />
          <RowsField<CourseRow>
            label="Courses"
            rows={values.courses}
            maximumRows={maximumCourses}
            columns={[
              { key: 'name', label: 'Course', kind: 'text' },
              { key: 'grade', label: 'Grade', kind: 'select', choices: gradeChoices },
              { key: 'creditHours', label: 'Credits', kind: 'number', bounds: courseBounds.creditHours },
            ]}
            onChange={set.courses}
            newRow={newCourse}
            addLabel="Add Course"
            rowName={(row, index) => row.name || `Course ${index + 1}`}
            rowNote={(_, index) => notes[index] ?? null}
          />
        </>
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage="Add a course with a grade and credits to calculate your GPA.">
          <ResultStat name="gpa" label={`Unweighted GPA (${values.gradeScale} scale)`} value={result ? gpaText(result.gpa) : null} primary />
          <ResultStat name="letterGrade" label="Letter grade" value={result ? result.letterGrade : null} />
          <ResultStat name="percentageEquivalent" label="Percentage equivalent" value={result ? formatPercent(result.percentageEquivalent) : null} />
          <ResultStat name="academicStanding" label="Academic standing" value={result ? result.academicStanding : null} />
          <ResultStat name="totalCredits" label="Total credits" value={result ? formatNumber(result.totalCredits) : null} />
          <ResultStat name="qualityPoints" label="Quality points" value={result ? formatNumber(result.qualityPoints) : null} />
          <Distribution distribution={result ? result.gradeDistribution : null} />
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Unweighted GPA results copied to clipboard' }}
    />
  );
}
