import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { common } from '../../shared/frame/common.styles.ts';
import { toCellNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { placeholder, ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { RowsField } from '../../shared/frame/RowsField.tsx';
import { formatNumber } from '../../shared/format/number.ts';
import { gradeChoices } from '../../shared/grades/gradePoints.ts';
import { compute, courseNote, levelMultipliers, weightedPoints } from './compute.ts';
import { courseBounds, maximumCourses, weightedGpaInputs, type CourseLevel, type CourseRow } from './inputs.ts';
import { weightedGpa } from './WeightedGpaPage.styles.ts';

/** A new course counts once a grade is chosen. */
const newCourse = (rows: readonly CourseRow[]): CourseRow => ({
  name: `Course ${rows.length + 1}`,
  grade: '',
  creditHours: 1,
  level: 'regular',
  weight: 1,
});

/**
 * The spec: changing a course's level also sets its weight to that level's
 * multiplier. Any other edit, including the weight itself, is kept as made.
 */
export function withLevelWeights(previous: readonly CourseRow[], next: readonly CourseRow[]): CourseRow[] {
  return next.map((row, index) => (previous[index] && previous[index].level !== row.level ? { ...row, weight: levelMultipliers[row.level] } : row));
}

const gpaText = (gpa: number) => formatNumber(gpa, 2, 2);

const levelChoices: { value: CourseLevel; label: string }[] = [
  { value: 'regular', label: 'Regular' },
  { value: 'honors', label: 'Honors' },
  { value: 'ap', label: 'AP' },
  { value: 'dual', label: 'Dual enrollment' },
];

export function WeightedGpaPage() {
  const [values, update] = useUrlInputs(weightedGpaInputs, useSearch({ from: '/_site/weighted-gpa-calculator' }));
  const courses = values.courses.map((row) => ({ ...row, creditHours: toCellNumber(row.creditHours), weight: toCellNumber(row.weight) }));
  const result = compute({ courses });
  const notes = courses.map(courseNote);
  const boostText = result ? `${result.gpaBoost >= 0 ? '+' : ''}${gpaText(result.gpaBoost)}` : null;

  return (
    <CalculatorFrame
      inputs={
        <RowsField<CourseRow>
          label="Courses"
          rows={values.courses}
          maximumRows={maximumCourses}
          columns={[
            { key: 'name', label: 'Course', kind: 'text' },
            { key: 'grade', label: 'Grade', kind: 'select', choices: gradeChoices },
            { key: 'creditHours', label: 'Credits', kind: 'number', bounds: courseBounds.creditHours },
            { key: 'level', label: 'Level', kind: 'select', choices: levelChoices },
            { key: 'weight', label: 'Weight', kind: 'number', unit: '×', bounds: courseBounds.weight },
          ]}
          columnsOnWide={3}
          onChange={(rows) => update({ courses: withLevelWeights(values.courses, rows) })}
          newRow={newCourse}
          addLabel="Add Course"
          rowName={(row, index) => row.name || `Course ${index + 1}`}
          rowNote={(_, index) => notes[index] ?? null}
          rowFooter={(row) => {
            const points = weightedPoints({ grade: row.grade, level: row.level, weight: toCellNumber(row.weight) });
            return points === null ? null : <p className={weightedGpa.rowPoints}>{`${gpaText(points)} weighted points`}</p>;
          }}
        />
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage="Add a course with a grade and credits to calculate your GPA.">
          <ResultStat name="weightedGPA" label="Weighted GPA (5.0 scale)" value={result ? gpaText(result.weightedGPA) : null} primary />
          <ResultStat name="unweightedGPA" label="Unweighted GPA (4.0 scale)" value={result ? gpaText(result.unweightedGPA) : null} />
          <ResultStat name="gpaBoost" label="GPA boost from course levels" value={boostText} />
          <ResultStat name="totalCredits" label="Total credits" value={result ? formatNumber(result.totalCredits) : null} />
          <ResultStat name="weightedQualityPoints" label="Weighted quality points" value={result ? formatNumber(result.weightedQualityPoints) : null} />
          <ResultStat name="unweightedQualityPoints" label="Unweighted quality points" value={result ? formatNumber(result.unweightedQualityPoints) : null} />
          <div>
            <p data-result-label="" className={common.note}>
              Recommendation
            </p>
            <p data-result="recommendation">{result ? result.recommendation : placeholder}</p>
          </div>
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Weighted GPA results copied to clipboard' }}
    />
  );
}
