import { useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { LineChart } from '../../shared/charts/LineChart.tsx';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { NumberField, positiveError, SelectField } from '../../shared/frame/fields.tsx';
import { toNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { formatMoney, formatMoneyTick } from '../../shared/format/number.ts';
import { useToday } from '../../shared/time/useToday.ts';
import { compute, scheduleByYear, toCents, type Result, type ShownYear } from './compute.ts';
import { studentLoanInputs, type RepaymentPlan } from './inputs.ts';
import { common } from '../../shared/frame/common.styles.ts';
import { loanResults, loanSchedule, scheduleYear } from './StudentLoanPage.styles.ts';
import { loanWorking } from './working.ts';
import { Working } from '../../shared/frame/Working.tsx';
import { PaymentFormula } from '../../shared/frame/FinanceFormulas.tsx';

const planChoices: { value: RepaymentPlan; label: string }[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'graduated', label: 'Graduated' },
  { value: 'extended', label: 'Extended (25 years)' },
  { value: 'income-driven', label: 'Income-driven (rough estimate)' },
];

// Named by hand: the page's one date needs no date formatter, whose first use (loading the locale's
// calendar data) is a long task on a slow phone while the page starts.
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** { year: 2036, month: 3 } → 'March 2036'. */
function formatPayoffDate({ year, month }: Result['payoffDate']): string {
  return `${monthNames[month - 1] ?? ''} ${year}`;
}

/** An amount to the cent, as the schedule shows it, so the schedule's rows add up to the totals shown. */
const money = (amount: number) => formatMoney(toCents(amount) / 100);
const cents = (amount: number) => formatMoney(amount / 100);

function formatSavings(savings: number): string {
  // Sub-cent differences are floating-point noise, not savings.
  if (Math.abs(savings) < 0.005) return `${formatMoney(0)} (this is the standard plan’s cost)`;
  return savings > 0 ? `${money(savings)} less interest than the standard plan` : `${money(savings)} (costs ${money(-savings)} more than the standard plan)`;
}

/** What the chosen plan assumes, said beside its payment. */
function planAssumption(plan: RepaymentPlan, result: Result): string | undefined {
  const standard = `The standard plan’s payment would be ${money(result.standardPayment)}.`;
  switch (plan) {
    case 'standard':
      return undefined;
    case 'graduated':
      return `${standard} Graduated payments start at half of it and rise every two years by equal steps, worked out at your rate so that they repay the loan by the end of the term.`;
    case 'extended':
      return `${standard} Extended payments are level over 25 years.`;
    case 'income-driven':
      return `A rough estimate: real income-driven plans set the payment from your income and family size, which this calculator does not ask. It takes 60% of the standard plan’s ${money(result.standardPayment)} for up to 20 years; a balance left then is forgiven.`;
  }
}

/**
 * The income-driven payment here is a rule of thumb, so no verdict on its affordability is given:
 * where to find the real figure instead.
 */
const incomeDrivenRecommendation =
  'Your real income-driven payment depends on your income and family size, and can be far lower or higher than this estimate. Get it from the Loan Simulator on studentaid.gov (or your servicer) before you choose this plan.';

const formatYear = (value: number) => String(value);

export function StudentLoanPage() {
  const [values, , set] = useUrlInputs(studentLoanInputs, useSearch({ from: '/_site/student-loan-calculator' }));
  const { bounds } = studentLoanInputs;
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
  const years = result ? scheduleByYear(result) : [];
  // The balance the schedule shows last: forgiven, or zero for a loan repaid.
  const forgivenCents = years.at(-1)?.balance ?? 0;
  const working = result
    ? loanWorking(
        {
          principalAmount,
          interestRate: toNumber(values.interestRate),
          loanTerm: toNumber(values.loanTerm),
          gracePeriod: toNumber(values.gracePeriod),
          repaymentPlan: values.repaymentPlan,
        },
        result,
      )
    : null;

  return (
    <CalculatorFrame
      inputs={
        <>
          <NumberField
            label="Loan amount"
            name="principalAmount"
            unit="$"
            value={values.principalAmount}
            bounds={bounds.principalAmount}
            error={positiveError(values.principalAmount, 'Enter a loan amount above $0.')}
            onChange={set.principalAmount}
          />
          <NumberField
            label="Interest rate"
            name="interestRate"
            unit="% a year"
            value={values.interestRate}
            bounds={bounds.interestRate}
            onChange={set.interestRate}
          />
          <NumberField label="Loan term" name="loanTerm" unit="years" value={values.loanTerm} bounds={bounds.loanTerm} onChange={set.loanTerm} />
          <SelectField label="Repayment plan" value={values.repaymentPlan} choices={planChoices} onChange={set.repaymentPlan} />
          <NumberField
            label="Grace period"
            name="gracePeriod"
            unit="months"
            value={values.gracePeriod}
            bounds={bounds.gracePeriod}
            onChange={set.gracePeriod}
            helperText="Months between leaving school and the first payment. Interest accrues during them, as on unsubsidized loans."
          />
        </>
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage="Enter a loan amount, a rate of 0% or more and a term to calculate">
          <ResultStat
            name="monthlyPayment"
            label={
              values.repaymentPlan === 'graduated'
                ? 'First monthly payment'
                : values.repaymentPlan === 'income-driven'
                  ? 'Estimated monthly payment'
                  : 'Monthly payment'
            }
            value={result ? money(result.monthlyPayment) : null}
            primary
            help={result ? planAssumption(values.repaymentPlan, result) : undefined}
          />
          <div className={common.columnsWide}>
            <ResultStat name="totalPayment" label="Total payment" value={result ? money(result.totalPayment) : null} />
            <ResultStat
              name="totalInterest"
              label="Total interest"
              value={result ? money(result.totalInterest) : null}
              help={result && result.graceInterest > 0 ? `${money(result.graceInterest)} of it during the grace period.` : undefined}
            />
            <ResultStat
              name="payoffDate"
              label="Payoff date"
              value={result ? formatPayoffDate(result.payoffDate) : null}
              help={result ? `${result.numberOfPayments} payments after the grace period.` : undefined}
            />
            <ResultStat
              name="graceInterest"
              label="Interest during the grace period"
              value={result ? money(result.graceInterest) : null}
              help={result ? `Added to the balance when repayment starts: ${money(result.repaymentBalance)}.` : undefined}
            />
          </div>
          <ResultStat
            name="interestSavings"
            label="Interest savings vs the standard plan"
            value={result ? formatSavings(result.interestSavings) : null}
            detail
          />
          {result && forgivenCents > 0 && (
            <p data-result-note="" className={loanResults.forgiven}>
              After 20 years of payments, <span data-result="forgivenBalance">{cents(forgivenCents)}</span> of the balance would be left and forgiven under
              income-driven rules. Forgiven debt may count as taxable income.
            </p>
          )}
          <ResultStat
            name="recommendation"
            label="Recommendation"
            value={result ? (values.repaymentPlan === 'income-driven' ? incomeDrivenRecommendation : result.recommendation) : null}
            detail
          />
          {result && working && <Working formula={<PaymentFormula />} lines={working.lines} />}
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Loan calculation results copied to clipboard' }}
      after={result && <LoanSchedule result={result} years={years} principalAmount={principalAmount} graceMonths={toNumber(values.gracePeriod)} />}
    />
  );
}

interface LoanScheduleProps {
  result: Result;
  years: readonly ShownYear[];
  principalAmount: number;
  graceMonths: number;
}

function LoanSchedule({ result, years, principalAmount, graceMonths }: LoanScheduleProps) {
  const x = [0, ...years.map((year) => year.year)];
  const graceInterestCents = toCents(result.graceInterest);
  return (
    <section id="amortisation" aria-labelledby="amortisation-heading">
      <h2 id="amortisation-heading" className={loanSchedule.title}>
        Amortisation schedule
      </h2>
      <div className={common.stack4}>
        <LineChart
          title="Balance and cumulative interest by year"
          summary={`From ${money(result.repaymentBalance)} when repayment starts, the balance reaches ${cents(years.at(-1)?.balance ?? 0)} over ${years.length} years of payments, while interest adds up to ${cents(years.at(-1)?.cumulativeInterest ?? 0)}.`}
          x={x}
          xLabel="Year"
          yLabel="Dollars"
          formatX={formatYear}
          formatY={formatMoney}
          formatYAxis={formatMoneyTick}
          series={[
            { label: 'Balance', values: [result.repaymentBalance, ...years.map((year) => year.balance / 100)], color: '#2563eb', fill: true },
            { label: 'Cumulative interest', values: [result.graceInterest, ...years.map((year) => year.cumulativeInterest / 100)], color: '#ea580c' },
          ]}
        />
        <p className={common.note}>
          Open a year to see its months. Year 1 starts with the first payment, after the grace period. The years add up to the totals above, to the cent.
        </p>
        <div className={loanSchedule.years}>
          {graceMonths > 0 && (
            <p data-testid="grace-period" className={scheduleYear.details}>
              <span className={scheduleYear.graceSummary}>
                <span className={scheduleYear.label}>Grace period ({graceMonths} months)</span>
                <span className={scheduleYear.totals}>
                  : interest {cents(graceInterestCents)}, added to the balance: {cents(toCents(principalAmount) + graceInterestCents)}
                </span>
              </span>
            </p>
          )}
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
function ScheduleYearDetails({ year }: { year: ShownYear }) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  const totals = `: paid ${cents(year.paid)}, interest ${cents(year.interest)}, principal ${cents(year.principal)}, balance ${cents(year.balance)}`;
  return (
    <details ref={details} className={scheduleYear.details} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={scheduleYear.summary}>
        <span className={scheduleYear.label}>Year {year.year}</span>
        <span className={scheduleYear.totals}>{totals}</span>
      </summary>
      {open && (
        <div role="region" tabIndex={0} aria-label={`Monthly payments in year ${year.year}`} className={scheduleYear.scroll}>
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
                  <td>{cents(month.payment)}</td>
                  <td>{cents(month.interest)}</td>
                  <td>{cents(month.principal)}</td>
                  <td>{cents(month.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
