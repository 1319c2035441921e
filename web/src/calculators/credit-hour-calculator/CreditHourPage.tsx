import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { common } from '../../shared/frame/common.styles.ts';
import { NumberField, SegmentedField } from '../../shared/frame/fields.tsx';
import { toCellNumber, toNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { placeholder, ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { RowsField, type RowColumn } from '../../shared/frame/RowsField.tsx';
import { formatNumber } from '../../shared/format/number.ts';
import { compute, courseNote } from './compute.ts';
import { courseBounds, creditHourInputs, maximumCourses, type CourseRow, type StudyEfficiency } from './inputs.ts';
import { creditHour } from './CreditHourPage.styles.ts';

const efficiencyChoices: { value: StudyEfficiency; label: string }[] = [
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
];

const courseColumns: RowColumn<CourseRow>[] = [
  { key: 'name', label: 'Course name', kind: 'text' },
  { key: 'creditHours', label: 'Credit hours', kind: 'number', bounds: courseBounds.creditHours },
  { key: 'classHours', label: 'Class hours a week', kind: 'number', bounds: courseBounds.classHours },
  { key: 'studyHours', label: 'Study hours a week', kind: 'number', bounds: courseBounds.studyHours },
];

const formatHours = (hours: number) => `${formatNumber(hours, 2)} ${hours === 1 ? 'hour' : 'hours'}`;

export function CreditHourPage() {
  const [values, , set] = useUrlInputs(creditHourInputs, useSearch({ from: '/_site/credit-hour-calculator' }));
  const coursesToAdd = values.coursesToAdd.map((row) => ({
    name: row.name,
    creditHours: toCellNumber(row.creditHours),
    classHours: toCellNumber(row.classHours),
    studyHours: toCellNumber(row.studyHours),
  }));
  const notes = coursesToAdd.map(courseNote);
  const result = compute({
    coursesToAdd,
    currentCredits: toNumber(values.currentCredits),
    maxCreditsPerSemester: toNumber(values.maxCreditsPerSemester),
    workHours: toNumber(values.workHours),
    otherCommitments: toNumber(values.otherCommitments),
    studyEfficiency: values.studyEfficiency,
  });

  return (
    <CalculatorFrame
      inputs={
        <>
          <RowsField
            label="Courses to add"
            rows={values.coursesToAdd}
            maximumRows={maximumCourses}
            columns={courseColumns}
            columnsOnWide={2}
            onChange={set.coursesToAdd}
            newRow={(rows) => ({ name: `Course ${rows.length + 1}`, creditHours: 3, classHours: 3, studyHours: 7.5 })}
            addLabel="Add Course"
            rowName={(row, index) => row.name || `Course ${index + 1}`}
            rowNote={(_, index) => notes[index] ?? null}
            rowFooter={(_, index) => {
              const studyTime = result?.courseStudyTime[index];
              return studyTime == null ? null : (
                <p className={creditHour.rowStudy}>{`Planned study at ${values.studyEfficiency} efficiency: ${formatHours(studyTime)} a week.`}</p>
              );
            }}
          />
          <SegmentedField label="Study efficiency" value={values.studyEfficiency} choices={efficiencyChoices} onChange={set.studyEfficiency} />
          <div className={common.columns2}>
            <NumberField
              label="Credits earned so far"
              name="currentCredits"
              bounds={creditHourInputs.bounds.currentCredits}
              unit="credits"
              value={values.currentCredits}
              onChange={set.currentCredits}
            />
            <NumberField
              label="Maximum credits per semester"
              name="maxCreditsPerSemester"
              bounds={creditHourInputs.bounds.maxCreditsPerSemester}
              unit="credits"
              value={values.maxCreditsPerSemester}
              onChange={set.maxCreditsPerSemester}
            />
            <NumberField
              label="Work hours"
              name="workHours"
              bounds={creditHourInputs.bounds.workHours}
              unit="h/week"
              value={values.workHours}
              onChange={set.workHours}
            />
            <NumberField
              label="Other commitments"
              name="otherCommitments"
              bounds={creditHourInputs.bounds.otherCommitments}
              unit="h/week"
              value={values.otherCommitments}
              onChange={set.otherCommitments}
            />
          </div>
        </>
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage="Enter at least one course with credit hours, and your planning hours, to calculate">
          <ResultStat
            name="totalWeeklyHours"
            label="Weekly hours for these courses"
            value={result ? formatHours(result.totalWeeklyHours) : null}
            primary
            help={result ? `${formatHours(Math.abs(result.freeTime))} ${result.freeTime >= 0 ? 'left' : 'short'} of your available time.` : undefined}
          />
          <div className={common.columnsWide}>
            <ResultStat name="totalNewCredits" label="New credits" value={result ? `${formatNumber(result.totalNewCredits, 2)} credits` : null} />
            <ResultStat name="timeAvailable" label="Time available a week" value={result ? formatHours(result.timeAvailable) : null} />
            <ResultStat name="totalClassTime" label="Class time a week" value={result ? formatHours(result.totalClassTime) : null} />
            <ResultStat name="totalStudyTime" label="Study time a week" value={result ? formatHours(result.totalStudyTime) : null} />
            <ResultStat name="recommendedLoad" label="Recommended load" value={result ? `${result.recommendedLoad} credits` : null} />
          </div>
          <ResultStat name="workloadAnalysis" label="Workload" value={result ? result.workloadAnalysis : null} detail />
          <ResultStat name="graduationImpact" label="Graduation" value={result ? result.graduationImpact.text : null} detail />
          <div>
            <p data-result-label="" className={common.note}>
              Recommendations
            </p>
            {result ? (
              <ul role="list" data-result="recommendations" className={creditHour.recommendations}>
                {result.recommendations.map((tip) => (
                  <li key={tip.id} className={creditHour.recommendation}>
                    {tip.text}
                  </li>
                ))}
              </ul>
            ) : (
              <p data-result="recommendations">{placeholder}</p>
            )}
          </div>
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Credit hour analysis copied to clipboard' }}
    />
  );
}
