import { useSearch } from '@tanstack/react-router';
import { LineChart } from '../../shared/charts/LineChart.tsx';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { common, yearTable } from '../../shared/frame/common.styles.ts';
import { NumberField } from '../../shared/frame/fields.tsx';
import { toNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { Working } from '../../shared/frame/Working.tsx';
import { FutureValueFormula } from '../../shared/frame/FinanceFormulas.tsx';
import { savingsWorking } from './working.ts';
import { formatMoney, formatMoneyTick, formatNumber } from '../../shared/format/number.ts';
import { compute, type Result } from './compute.ts';
import { collegeSavingsInputs } from './inputs.ts';

function formatYears(years: number): string {
  return `${formatNumber(years, 1)} ${years === 1 ? 'year' : 'years'}`;
}

function formatRecommended(result: Result): string {
  if (result.recommendedMonthlyPayment === null) return 'No months left to save: the gap must come from other sources';
  return `${formatMoney(result.recommendedMonthlyPayment)} a month`;
}

const formatYear = (value: number) => String(value);

export function CollegeSavingsPage() {
  const [values, , set] = useUrlInputs(collegeSavingsInputs, useSearch({ from: '/_site/college-savings-calculator' }));
  const { bounds } = collegeSavingsInputs;
  const inputs = {
    childAge: toNumber(values.childAge),
    collegeStartAge: toNumber(values.collegeStartAge),
    currentSavings: toNumber(values.currentSavings),
    monthlyContribution: toNumber(values.monthlyContribution),
    expectedReturn: toNumber(values.expectedReturn),
    collegeCost: toNumber(values.collegeCost),
    inflationRate: toNumber(values.inflationRate),
    savingsGoal: toNumber(values.savingsGoal),
  };
  const result = compute(inputs);
  const working = result ? savingsWorking(inputs, result) : null;

  return (
    <CalculatorFrame
      inputs={
        <>
          <div className={common.columns2}>
            <NumberField label="Child’s age" name="childAge" unit="years" value={values.childAge} bounds={bounds.childAge} onChange={set.childAge} />
            <NumberField
              label="College start age"
              name="collegeStartAge"
              unit="years"
              value={values.collegeStartAge}
              bounds={bounds.collegeStartAge}
              onChange={set.collegeStartAge}
            />
          </div>
          <NumberField
            label="Current savings"
            name="currentSavings"
            unit="$"
            value={values.currentSavings}
            bounds={bounds.currentSavings}
            onChange={set.currentSavings}
          />
          <NumberField
            label="Monthly contribution"
            name="monthlyContribution"
            unit="$ a month"
            value={values.monthlyContribution}
            bounds={bounds.monthlyContribution}
            onChange={set.monthlyContribution}
          />
          <NumberField
            label="Expected return"
            name="expectedReturn"
            unit="% a year"
            value={values.expectedReturn}
            bounds={bounds.expectedReturn}
            onChange={set.expectedReturn}
          />
          <NumberField
            label="College cost today"
            name="collegeCost"
            unit="$"
            value={values.collegeCost}
            bounds={bounds.collegeCost}
            onChange={set.collegeCost}
            helperText="The whole degree at today’s prices."
          />
          <NumberField
            label="College cost inflation"
            name="inflationRate"
            unit="% a year"
            value={values.inflationRate}
            bounds={bounds.inflationRate}
            onChange={set.inflationRate}
          />
          <NumberField
            label="Savings goal (optional)"
            name="savingsGoal"
            unit="$"
            value={values.savingsGoal}
            bounds={bounds.savingsGoal}
            onChange={set.savingsGoal}
            helperText="Leave at 0 to aim for the inflated college cost."
          />
        </>
      }
      results={
        <ResultsPanel ready={result !== null}>
          <ResultStat
            name="futureValue"
            label="Projected college fund"
            value={result ? formatMoney(result.futureValue) : null}
            primary
            help={result ? `Goal: ${formatMoney(result.goal)}${result.goal === result.inflatedCost ? ', the inflated college cost' : ''}.` : undefined}
          />
          <div className={common.columnsWide}>
            <ResultStat name="yearsToSave" label="Years to save" value={result ? formatYears(result.yearsToSave) : null} />
            <ResultStat name="totalContributions" label="Total contributions" value={result ? formatMoney(result.totalContributions) : null} />
            <ResultStat name="investmentGrowth" label="Investment growth" value={result ? formatMoney(result.investmentGrowth) : null} />
            <ResultStat name="shortfall" label="Shortfall" value={result ? formatMoney(result.shortfall) : null} />
          </div>
          <ResultStat name="recommendedMonthlyPayment" label="Monthly contribution that reaches the goal" value={result ? formatRecommended(result) : null} />
          <ResultStat name="recommendation" label="Recommendation" value={result ? result.recommendation : null} detail />
          {working && <Working formula={<FutureValueFormula />} lines={working.lines} />}
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'College savings results copied to clipboard' }}
      after={result && result.byYear.length > 1 && <SavingsGrowth result={result} />}
    />
  );
}

function SavingsGrowth({ result }: { result: Result }) {
  const years = result.byYear;
  const x = years.map((year) => year.year);
  return (
    <section id="growth" aria-labelledby="growth-heading">
      <h2 id="growth-heading" className={yearTable.title}>
        Year-by-year growth
      </h2>
      <div className={common.stack4}>
        <LineChart
          title="Your contributions, investment growth and the goal"
          summary={`Over ${formatYears(result.yearsToSave)} the fund grows to ${formatMoney(result.futureValue)}: ${formatMoney(result.totalContributions)} you put in and ${formatMoney(result.investmentGrowth)} of growth, against a goal of ${formatMoney(result.goal)}.`}
          x={x}
          xLabel="Year"
          yLabel="Dollars"
          formatX={formatYear}
          formatY={formatMoney}
          formatYAxis={formatMoneyTick}
          series={[
            { label: 'Fund value', values: years.map((year) => year.balance), color: '#2563eb', fill: true },
            { label: 'Contributions', values: years.map((year) => year.totalContributions), color: '#16a34a' },
            { label: 'Investment growth', values: years.map((year) => year.growth), color: '#ea580c' },
            { label: 'Goal', values: years.map(() => result.goal), color: '#dc2626', dashed: true },
          ]}
        />
        <div role="region" tabIndex={0} aria-label="The college fund at the end of each year" className={yearTable.tableFrame}>
          <table className={yearTable.table}>
            <caption className={yearTable.caption}>The college fund at the end of each year</caption>
            <thead>
              <tr className={yearTable.row}>
                <th scope="col" className={yearTable.columnHeader}>
                  Year
                </th>
                <th scope="col" className={yearTable.columnHeader}>
                  Child’s age
                </th>
                <th scope="col" className={yearTable.amountHeader}>
                  Contributions
                </th>
                <th scope="col" className={yearTable.amountHeader}>
                  Growth
                </th>
                <th scope="col" className={yearTable.amountHeader}>
                  Fund value
                </th>
              </tr>
            </thead>
            <tbody>
              {years.map((year) => (
                <tr key={year.year} className={yearTable.row}>
                  <td className={yearTable.cell}>{year.year === 0 ? 'Today' : year.year}</td>
                  <td className={yearTable.cell}>{formatNumber(year.childAge, 1)}</td>
                  <td className={yearTable.amount}>{formatMoney(year.totalContributions)}</td>
                  <td className={yearTable.amount}>{formatMoney(year.growth)}</td>
                  <td className={yearTable.amount}>{formatMoney(year.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
