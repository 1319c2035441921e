import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { SegmentedField } from '../../shared/frame/fields.tsx';
import { toCellNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { RowsField } from '../../shared/frame/RowsField.tsx';
import { formatNumber } from '../../shared/format/number.ts';
import { gradeChoices, gradePoints, gradeScaleChoices, isGradeLetter } from '../../shared/grades/gradePoints.ts';
import { compute, courseNote } from './compute.ts';
import { collegeGpaInputs, courseBounds, maximumCourses, type CourseRow } from './inputs.ts';
import { collegeGpaCourse } from './CollegeGpaPage.styles.ts';

/** A new course counts once a grade is chosen. */
const newCourse = (rows: readonly CourseRow[]): CourseRow => ({ name: `Course ${rows.length + 1}`, creditHours: 3, grade: '' });

export function CollegeGpaPage() {
  const [values, , set] = useUrlInputs(collegeGpaInputs, useSearch({ from: '/_site/college-gpa-calculator' }));
  const courses = values.courses.map((row) => ({ name: row.name, creditHours: toCellNumber(row.creditHours), grade: row.grade }));
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
              { key: 'creditHours', label: 'Credit hours', kind: 'number', bounds: courseBounds.creditHours },
              { key: 'grade', label: 'Grade', kind: 'select', choices: gradeChoices },
            ]}
            onChange={set.courses}
            newRow={newCourse}
            addLabel="Add Course"
            rowName={(row, index) => row.name || `Course ${index + 1}`}
            rowNote={(_, index) => notes[index] ?? null}
            rowFooter={(row) =>
              isGradeLetter(row.grade) ? (
                <p className={collegeGpaCourse.gradePoints}>{formatNumber(gradePoints(row.grade, values.gradeScale), 1, 1)} grade points</p>
              ) : null
            }
          />
        </>
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage="Add a course with credit hours and a grade to calculate your GPA.">
          <ResultStat name="gpa" label={`GPA (${values.gradeScale} scale)`} value={result ? formatNumber(result.gpa, 2, 2) : null} primary />
          <ResultStat name="totalCredits" label="Total credits" value={result ? formatNumber(result.totalCredits) : null} />
          <ResultStat name="totalQualityPoints" label="Total quality points" value={result ? formatNumber(result.totalQualityPoints) : null} />
          <ResultStat name="letterGrade" label="Letter grade" value={result ? result.letterGrade : null} />
          <ResultStat name="classification" label="Classification" value={result ? result.classification : null} />
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'GPA results copied to clipboard' }}
    />
  );
}
