// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';

function result(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-result="${name}"]`);
  if (!element) throw new Error(`No result ${name}`);
  return element;
}

/** Dollars to whole cents: '$1,234.56' → 123456, '-$0.69' → -69. */
function cents(text: string): number {
  const match = /(-?)\$([\d,]+)\.(\d\d)/.exec(text);
  if (!match) throw new Error(`No amount in ${text}`);
  return (match[1] ? -1 : 1) * (Number((match[2] ?? '').replaceAll(',', '')) * 100 + Number(match[3]));
}

/** The schedule's rows as shown: the grace period, then each year's paid and interest. */
function shownSchedule() {
  const grace = screen.queryByTestId('grace-period')?.textContent ?? '';
  const summaries = [...document.querySelectorAll('#amortisation details summary')].map((summary) => summary.textContent ?? '');
  const years = summaries
    .filter((text) => text.startsWith('Year '))
    .map((text) => {
      return { paid: cents(/paid (-?\$[\d,]+\.\d\d)/.exec(text)?.[1] ?? ''), interest: cents(/interest (-?\$[\d,]+\.\d\d)/.exec(text)?.[1] ?? '') };
    });
  return { graceInterest: grace ? cents(/interest (-?\$[\d,]+\.\d\d)/.exec(grace)?.[1] ?? '') : 0, years };
}

describe('the student loan page', () => {
  it.each(['standard', 'graduated', 'extended', 'income-driven'])('shows a %s schedule whose years add up to the totals shown, to the cent', async (plan) => {
    await renderApp(`/student-loan-calculator?principalAmount=40000&interestRate=6.8&loanTerm=10&repaymentPlan=${plan}&gracePeriod=3`);
    await screen.findByRole('heading', { name: 'Amortisation schedule' });
    const { graceInterest, years } = shownSchedule();
    // 40000 × 0.068 / 12 × 3
    expect(graceInterest).toBe(68000);
    expect(years.reduce((total, year) => total + year.paid, 0)).toBe(cents(result('totalPayment').textContent ?? ''));
    expect(graceInterest + years.reduce((total, year) => total + year.interest, 0)).toBe(cents(result('totalInterest').textContent ?? ''));
  });

  it('says what the graduated plan assumes, at the entered rate', async () => {
    await renderApp('/student-loan-calculator?principalAmount=25000&interestRate=0&loanTerm=10&repaymentPlan=graduated&gracePeriod=6');
    expect(await screen.findByText(/rise every two years by equal steps, worked out at your rate/)).toBeInTheDocument();
    expect(result('totalInterest')).toHaveTextContent('$0.00');
    expect(result('totalPayment')).toHaveTextContent('$25,000.00');
  });

  it('shows the income-driven forgiveness and never a negative total', async () => {
    // $25,000 at 5.5% over a 30-year term: $37,813.97 forgiven (mpmath, month by month).
    await renderApp('/student-loan-calculator?principalAmount=25000&interestRate=5.5&loanTerm=30&repaymentPlan=income-driven&gracePeriod=0');
    expect(await screen.findByText(/would be left and forgiven/)).toBeInTheDocument();
    expect(result('forgivenBalance')).toHaveTextContent('$37,813.97');
    expect(result('totalInterest')).toHaveTextContent('$33,254.38');
    expect(result('totalPayment')).toHaveTextContent('$20,440.40');
  });

  it('labels the income-driven payment as the rough estimate it is, and gives no verdict on its affordability', async () => {
    await renderApp('/student-loan-calculator?principalAmount=25000&interestRate=5.5&loanTerm=10&repaymentPlan=income-driven');
    expect(await screen.findByRole('option', { name: 'Income-driven (rough estimate)' })).toBeInTheDocument();
    expect(screen.getByText('Estimated monthly payment')).toBeInTheDocument();
    expect(screen.getByText(/A rough estimate: real income-driven plans set the payment from your income and family size/)).toBeInTheDocument();
    expect(result('recommendation')).toHaveTextContent(/depends on your income and family size/);
    expect(result('recommendation')).not.toHaveTextContent(/affordable/i);
  });

  it('holds a link’s values to the fields’ bounds: messages, no result, no default result instead', async () => {
    await renderApp('/student-loan-calculator?principalAmount=1e400&interestRate=5&loanTerm=1000000&gracePeriod=2.5');
    expect(await screen.findByLabelText('Loan amount')).toHaveValue('1e400');
    expect(screen.getByText('Enter a value from 0 to 10,000,000.')).toBeInTheDocument();
    expect(screen.getByLabelText('Loan term')).toHaveValue('1000000');
    expect(screen.getByText('Enter a value from 1 to 30.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number.')).toBeInTheDocument();
    expect(result('monthlyPayment')).not.toHaveTextContent('$');
    expect(document.querySelector('#amortisation')).toBeNull();
    expect(screen.getByRole('region', { name: 'Results' })).not.toHaveTextContent(/NaN|Infinity|undefined/);
  });
});
