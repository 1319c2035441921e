/**
 * The loan's working with the visitor's numbers: the payment formula filled in, and the
 * first months of the schedule worked out, as a textbook would show them. Every figure is taken
 * from the computed result (compute.ts), so the working and the results can never disagree; the
 * text rounds money to cents and the monthly rate to six significant digits, as printed working
 * does, while the arithmetic behind it stays in full precision.
 *
 *   r = annual rate / 12, n = years × 12 (25 years extended)
 *   grace interest = P × r × grace months; balance at repayment B = P + grace interest
 *   M = B·r(1 + r)^n / ((1 + r)^n − 1)   (B / n at a zero rate)
 *   each month: interest = balance × r; principal = payment − interest; balance − principal
 */
import type { RepaymentPlan } from './inputs.ts';
import type { Result } from './compute.ts';

export interface WorkedMonth {
  month: number;
  balanceBefore: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

export interface LoanWorking {
  /** Monthly rate as a fraction. */
  monthlyRate: number;
  /** Payments of the level formula (the standard term, or 25 years for the extended plan). */
  payments: number;
  /** (1 + r)^n. */
  growth: number;
  /** The level payment M the formula gives. */
  levelPayment: number;
  /** The lines of the working, in order. */
  lines: string[];
  /** The first months of the schedule (up to three). */
  firstMonths: WorkedMonth[];
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = (value: number, digits: number) => String(Number(value.toPrecision(digits)));

/** Months of the level payment the plan's formula uses. */
function formulaMonths(plan: RepaymentPlan, termMonths: number): number {
  return plan === 'extended' ? 25 * 12 : termMonths;
}

export function loanWorking(
  {
    principalAmount,
    interestRate,
    loanTerm,
    gracePeriod,
    repaymentPlan,
  }: { principalAmount: number; interestRate: number; loanTerm: number; gracePeriod: number; repaymentPlan: RepaymentPlan },
  result: Result,
  monthsShown = 3,
): LoanWorking {
  const monthlyRate = interestRate / 100 / 12;
  const termMonths = Math.round(loanTerm * 12);
  const payments = formulaMonths(repaymentPlan, termMonths);
  const growth = (1 + monthlyRate) ** payments;
  const balance = result.repaymentBalance;
  const levelPayment = repaymentPlan === 'extended' ? (result.schedule[0]?.payment ?? result.monthlyPayment) : result.standardPayment;
  const r = plain(monthlyRate, 6);
  const lines: string[] = [];

  lines.push(`Monthly rate r = ${plain(interestRate, 10)}% ÷ 12 = ${plain(monthlyRate * 100, 6)}% = ${r}`);
  lines.push(
    repaymentPlan === 'extended'
      ? `Number of payments n = 25 years × 12 = ${payments} (the extended plan)`
      : `Number of payments n = ${plain(loanTerm, 10)} years × 12 = ${payments}`,
  );
  const graceMonths = Math.round(gracePeriod);
  if (graceMonths > 0) {
    lines.push(`Grace-period interest = ${money.format(principalAmount)} × ${r} × ${graceMonths} months = ${money.format(result.graceInterest)}`);
    lines.push(`Balance when repayment starts P = ${money.format(principalAmount)} + ${money.format(result.graceInterest)} = ${money.format(balance)}`);
  } else {
    lines.push(`Balance when repayment starts P = ${money.format(balance)} (no grace period)`);
  }
  if (monthlyRate === 0) {
    lines.push(`At a 0% rate the payment is P ÷ n = ${money.format(balance)} ÷ ${payments} = ${money.format(levelPayment)}`);
  } else {
    lines.push(`(1 + r)^n = (1 + ${r})^${payments} = ${plain(growth, 6)}`);
    lines.push(
      `M = P·r(1 + r)^n / ((1 + r)^n − 1) = ${money.format(balance)} × ${r} × ${plain(growth, 6)} / (${plain(growth, 6)} − 1) = ${money.format(levelPayment)}`,
    );
  }
  if (repaymentPlan === 'graduated') {
    lines.push(`Graduated plan: the first payment is 50% of M = ${money.format(result.monthlyPayment)}, rising in equal steps so the loan is repaid on time`);
  } else if (repaymentPlan === 'income-driven') {
    lines.push(`Income-driven plan: 60% of M = ${money.format(result.monthlyPayment)} a month, for up to 20 years`);
  }

  const firstMonths: WorkedMonth[] = [];
  let balanceBefore = balance;
  for (const month of result.schedule.slice(0, monthsShown)) {
    firstMonths.push({
      month: month.month,
      balanceBefore,
      payment: month.payment,
      interest: month.interest,
      principal: month.principal,
      balance: month.balance,
    });
    lines.push(
      `Month ${month.month}: interest ${money.format(balanceBefore)} × ${r} = ${money.format(month.interest)}; principal ${money.format(month.payment)} − ${money.format(month.interest)} = ${money.format(month.principal)}; balance ${money.format(balanceBefore)} − ${money.format(month.principal)} = ${money.format(month.balance)}`,
    );
    balanceBefore = month.balance;
  }
  return { monthlyRate, payments, growth, levelPayment, lines, firstMonths };
}
