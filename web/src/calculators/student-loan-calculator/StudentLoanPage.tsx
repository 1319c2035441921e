import { useEffect, useRef, useState } from 'react';
import { LineChart } from '../../shared/charts/LineChart.tsx';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { usePageView } from '../../shared/pageView.ts';
import { NumberField, SelectField } from '../../shared/frame/fields.tsx';
import { toNumber, useUrlInputs } from '../../shared/frame/inputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { formatMoney } from '../../shared/format/number.ts';
import { useToday } from '../../shared/time/useToday.ts';
import { compute, type Result, type ScheduleMonth } from './compute.ts';
import type { RepaymentPlan } from './options.ts';
import { faqs } from './content.ts';
import { studentLoanInputs } from './inputs.ts';
import { common } from '../../shared/frame/common.styles.ts';
import { loanResults, loanSchedule, scheduleYear } from './StudentLoanPage.styles.ts';

const planChoices: { value: RepaymentPlan; label: string }[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'graduated', label: 'Graduated' },
  { value: 'extended', label: 'Extended (25 years)' },
  { value: 'income-driven', label: 'Income-driven (20 years)' },
];

// Named by hand: the page's one date needs no date formatter, whose first use (loading the locale's
// calendar data) costs a 50 ms task on a 4x-throttled CPU while the page starts.
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** { year: 2036, month: 3 } → 'March 2036'. */
function formatPayoffDate({ year, month }: Result['payoffDate']): string {
  return `${monthNames[month - 1] ?? ''} ${year}`;
}

function formatSavings(savings: number): string {
  // Sub-cent differences are floating-point noise, not savings.
  if (Math.abs(savings) < 0.005) return `${formatMoney(0)} (this is the standard plan’s cost)`;
  return savings > 0
    ? `${formatMoney(savings)} less interest than the standard plan`
    : `${formatMoney(savings)} (costs ${formatMoney(-savings)} more than the standard plan)`;
}

interface ScheduleYear {
  year: number;
  months: ScheduleMonth[];
  paid: number;
  interest: number;
  principal: number;
  balance: number;
  cumulativeInterest: number;
}

function byYear(schedule: readonly ScheduleMonth[]): ScheduleYear[] {
  const years: ScheduleYear[] = [];
  for (const entry of schedule) {
    const year = Math.floor((entry.month - 1) / 12) + 1;
    let current = years[year - 1];
    if (!current) {
      current = { year, months: [], paid: 0, interest: 0, principal: 0, balance: 0, cumulativeInterest: 0 };
      years.push(current);
    }
    current.months.push(entry);
    current.paid += entry.payment;
    current.interest += entry.interest;
    current.principal += entry.principal;
    current.balance = entry.balance;
    current.cumulativeInterest = entry.cumulativeInterest;
  }
  return years;
}

const formatYear = (value: number) => String(value);

export function StudentLoanPage() {
  const calculator = usePageView();
  const [values, , set] = useUrlInputs(studentLoanInputs);
  const today = useToday();
  const principalAmount = toNumber(values.principalAmount);
  const result = compute({
    principalAmount,
    interestRate: toNumber(values.interestRate),
    loanTerm: toNumber(values.loanTerm),
    repaymentPlan: values.repaymentPlan,
    gracePeriod: toNumber(values.gracePeriod),
    today,
  });
  const planLabel = planChoices.find((choice) => choice.value === values.repaymentPlan)?.label ?? '';

  const copyText = result
    ? [
        calculator.title,
        `Loan: ${formatMoney(principalAmount)} at ${values.interestRate}% for ${values.loanTerm} years, ${planLabel} plan`,
        `Monthly payment: ${formatMoney(result.monthlyPayment)}`,
        `Total payment: ${formatMoney(result.totalPayment)}`,
        `Total interest: ${formatMoney(result.totalInterest)}`,
        `Payoff date: ${formatPayoffDate(result.payoffDate)}`,
        `Interest savings vs standard plan: ${formatMoney(result.interestSavings)}`,
        `Recommendation: ${result.recommendation}`,
      ].join('\n')
    : null;

  return (
    <CalculatorFrame
      inputs={
        <>
          <NumberField label="Loan amount" name="principalAmount" unit="$" value={values.principalAmount} min={0} onChange={set.principalAmount} />
          <NumberField label="Interest rate" name="interestRate" unit="% a year" value={values.interestRate} min={0} onChange={set.interestRate} />
          <NumberField label="Loan term" name="loanTerm" unit="years" value={values.loanTerm} min={0} onChange={set.loanTerm} />
          <SelectField label="Repayment plan" value={values.repaymentPlan} choices={planChoices} onChange={set.repaymentPlan} />
          <NumberField
            label="Grace period"
            name="gracePeriod"
            unit="months"
            value={values.gracePeriod}
            min={0}
            onChange={set.gracePeriod}
            helperText="Months between leaving school and the first payment."
          />
        </>
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage="Enter a loan amount, a rate of 0% or more and a term to calculate">
          <ResultStat
            name="monthlyPayment"
            label={values.repaymentPlan === 'graduated' ? 'First monthly payment' : 'Monthly payment'}
            value={result ? formatMoney(result.monthlyPayment) : null}
            primary
            help={
              result && values.repaymentPlan !== 'standard'
                ? `The standard plan’s payment would be ${formatMoney(result.standardPayment)}.${values.repaymentPlan === 'graduated' ? ' Payments rise every two years.' : ''}`
                : undefined
            }
          />
          <div className={common.columnsWide}>
            <ResultStat name="totalPayment" label="Total payment" value={result ? formatMoney(result.totalPayment) : null} />
            <ResultStat name="totalInterest" label="Total interest" value={result ? formatMoney(result.totalInterest) : null} />
            <ResultStat
              name="payoffDate"
              label="Payoff date"
              value={result ? formatPayoffDate(result.payoffDate) : null}
              help={result ? `${result.numberOfPayments} payments after the grace period.` : undefined}
            />
          </div>
          <ResultStat
            name="interestSavings"
            label="Interest savings vs the standard plan"
            value={result ? formatSavings(result.interestSavings) : null}
            detail
          />
          {result && result.forgivenBalance > 0 && (
            <p className={loanResults.forgiven}>
              After 20 years of payments, {formatMoney(result.forgivenBalance)} of the balance would be left and forgiven under income-driven rules. Forgiven
              debt may count as taxable income.
            </p>
          )}
          <ResultStat name="recommendation" label="Recommendation" value={result ? result.recommendation : null} detail />
        </ResultsPanel>
      }
      copy={{ text: copyText, notice: 'Loan calculation results copied to clipboard' }}
      faqs={faqs}
      after={result && <LoanSchedule result={result} principalAmount={principalAmount} />}
    />
  );
}

function LoanSchedule({ result, principalAmount }: { result: Result; principalAmount: number }) {
  const years = byYear(result.schedule);
  const x = [0, ...years.map((year) => year.year)];
  return (
    <section id="amortisation" aria-labelledby="amortisation-heading">
      <h2 id="amortisation-heading" className={loanSchedule.title}>
        Amortisation schedule
      </h2>
      <div className={common.stack4}>
        <LineChart
          title="Balance and cumulative interest by year"
          summary={`The balance falls from ${formatMoney(principalAmount)} to ${formatMoney(result.forgivenBalance)} over ${years.length} years of payments, while interest adds up to ${formatMoney(result.schedule.at(-1)?.cumulativeInterest ?? 0)}.`}
          x={x}
          xLabel="Year"
          yLabel="Dollars"
          formatX={formatYear}
          formatY={formatMoney}
          series={[
            { label: 'Balance', values: [principalAmount, ...years.map((year) => year.balance)], color: '#2563eb', fill: true },
            { label: 'Cumulative interest', values: [0, ...years.map((year) => year.cumulativeInterest)], color: '#ea580c' },
          ]}
        />
        <p className={common.note}>Open a year to see its months. Year 1 starts with the first payment, after the grace period.</p>
        <div className={loanSchedule.years}>
          {years.map((year) => (
            <ScheduleYearDetails key={year.year} year={year} />
          ))}
        </div>
      </div>
    </section>
  );
}

const amountColumns = ['Amount', 'Interest', 'Principal', 'Balance'] as const;

/**
 * One year of the schedule; its months are rendered when it is opened (twelve rows of five cells a
 * year would otherwise be built and hydrated for every year of the loan on every page load). A year
 * opened before the page went live is found open when it does.
 */
function ScheduleYearDetails({ year }: { year: ScheduleYear }) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  const totals = `: paid ${formatMoney(year.paid)}, interest ${formatMoney(year.interest)}, principal ${formatMoney(year.principal)}, balance ${formatMoney(year.balance)}`;
  return (
    <details ref={details} className={scheduleYear.details} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={scheduleYear.summary}>
        <span className={scheduleYear.label}>Year {year.year}</span>
        <span className={scheduleYear.totals}>{totals}</span>
      </summary>
      {open && (
        <div className={scheduleYear.scroll}>
          <table className={scheduleYear.table}>
            <caption className={scheduleYear.caption}>Monthly payments in year {year.year}</caption>
            <thead>
              <tr className={scheduleYear.row}>
                <th scope="col" className={scheduleYear.columnHeader}>
                  Payment
                </th>
                {amountColumns.map((column) => (
                  <th key={column} scope="col" className={scheduleYear.amountHeader}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={scheduleYear.body}>
              {year.months.map((month) => (
                <tr key={month.month}>
                  <td>{month.month}</td>
                  <td>{formatMoney(month.payment)}</td>
                  <td>{formatMoney(month.interest)}</td>
                  <td>{formatMoney(month.principal)}</td>
                  <td>{formatMoney(month.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
