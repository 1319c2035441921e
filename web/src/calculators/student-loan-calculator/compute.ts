/**
 * Student loan repayment (the spec's "Student loan"), every plan a month-by-
 * month schedule at the entered rate.
 *
 *   monthly rate r = annual rate / 12, payments n = years × 12
 *   standard     P·r / (1 − (1 + r)^−n), or P / n at a zero rate
 *   graduated    first payment 50% of the standard payment, rising in steps
 *   extended     the standard formula over 25 years
 *   income-driven 60% of the standard payment, paid for 20 years
 *   payoff date  today + the grace months + the plan's months of payments
 *   advice band  by monthly payment: < 200 very affordable, < 500 manageable, < 1000 high, else very high
 *
 * Decisions where the spec is silent or misleads (the how-it-works repeats them):
 * - Grace period: interest accrues on the amount borrowed at the entered rate, as on unsubsidized
 *   federal loans (simple interest, month by month), and is added to the balance when repayment
 *   starts. Every plan repays that balance; the accrued interest counts in the total interest.
 * - Graduated: the spec's "total 110% of the standard total" charged interest at a rate other than
 *   the entered one ($2,500 of it on a 0% loan). Instead, payments start at 50% of the standard
 *   payment and rise every two years (every half term for terms of 4 years or less) by equal steps,
 *   the step chosen so that the schedule at the entered rate repays the loan by the end of the term.
 *   At rates where half the standard payment does not cover the month's interest, the balance grows
 *   until the payments do.
 * - Income-driven: payments stop early if they repay the loan before 20 years; a balance left after
 *   20 years is forgiven (`forgivenBalance`).
 * - totalInterest is all the interest the loan is charged, grace period included; totalPayment is all
 *   that is paid. So totalPayment + forgivenBalance = principal + totalInterest, and the schedule adds
 *   up to both. (totalPayment − principal went negative when a balance was forgiven.)
 * - interestSavings = the standard plan's total interest − this plan's (negative when it costs more).
 */
import { loanLimits, type RepaymentPlan } from './inputs.ts';

export type Affordability = 'very-affordable' | 'manageable' | 'high' | 'very-high';

export interface Inputs {
  principalAmount: number;
  /** Annual rate in percent. */
  interestRate: number;
  /** Years. */
  loanTerm: number;
  repaymentPlan: RepaymentPlan;
  /** Months before the first payment. */
  gracePeriod: number;
  /** The day the loan is calculated on (an input so results are reproducible). */
  today: Date;
}

export interface ScheduleMonth {
  /** 1-based payment number. */
  month: number;
  payment: number;
  interest: number;
  /** The part of the payment that reduces the balance (negative when the payment is less than the interest). */
  principal: number;
  balance: number;
  /** Interest charged so far, the grace period's included. */
  cumulativeInterest: number;
}

export interface Result {
  /** The plan's first monthly payment. */
  monthlyPayment: number;
  totalPayment: number;
  totalInterest: number;
  /** The month of the last payment. */
  payoffDate: { year: number; month: number };
  interestSavings: number;
  affordability: Affordability;
  recommendation: string;
  /** The standard plan's payment on the same balance, for comparison. */
  standardPayment: number;
  /** Interest accrued during the grace period, added to the balance when repayment starts. */
  graceInterest: number;
  /** The balance when repayment starts: the principal plus the grace period's interest. */
  repaymentBalance: number;
  numberOfPayments: number;
  /** Balance left after the last income-driven payment (forgiven); 0 otherwise. */
  forgivenBalance: number;
  schedule: ScheduleMonth[];
}

const extendedMonths = 25 * 12;
const incomeDrivenMonths = 20 * 12;
const graduatedStepMonths = 24;

/**
 * The level payment that repays `principal` in `payments` months at monthly rate `rate`:
 * P·r / (1 − (1 + r)^−n), written as P/n · n·r / (1 − (1 + r)^−n) with 1 − (1 + r)^−n taken as
 * −expm1(−n·log1p(r)). Exact to the last digits even for a vanishing rate, where the textbook form
 * cancels to 0 and the payment to Infinity; the second factor tends to 1 (never below it) as r → 0.
 */
export function amortisedPayment(principal: number, rate: number, payments: number): number {
  if (rate === 0) return principal / payments;
  return (principal / payments) * ((payments * rate) / -Math.expm1(-payments * Math.log1p(rate)));
}

export function affordabilityOf(monthlyPayment: number): Affordability {
  if (monthlyPayment < 200) return 'very-affordable';
  if (monthlyPayment < 500) return 'manageable';
  if (monthlyPayment < 1000) return 'high';
  return 'very-high';
}

const recommendations: Record<Affordability, string> = {
  'very-affordable':
    'Very affordable: a payment under $200 a month fits most starting salaries. If you can, pay a little extra each month; it goes straight to principal and shortens the loan.',
  manageable:
    'Manageable: plan this payment into your budget before you take on other debt, and set up autopay (most servicers take 0.25% off the rate for it).',
  high: 'High: this payment can strain an entry-level budget. Compare the extended and income-driven plans, borrow only what you need, and keep an emergency fund so a missed payment does not turn into default.',
  'very-high':
    'Very high: a payment of $1,000 or more a month is hard to carry on most starting salaries. Look at income-driven repayment, borrowing less, scholarships and work-study, and talk to your school’s financial aid office before you sign.',
};

/** A plan's planned payments, month by month, and whether a balance may be left (and forgiven) after the last. */
interface Plan {
  payments: number[];
  mayLeaveBalance: boolean;
}

const level = (payment: number, months: number) => Array.from({ length: months }, () => payment);

/**
 * Graduated payments: `first`, raised every `stepLength` months by one equal step, the step chosen
 * so that the payments' present value at the entered rate is the balance (they repay it exactly):
 * balance = first·Σvᵏ + step·Σ(steps taken by month k)·vᵏ, v = 1 / (1 + r).
 */
function graduatedPayments(balance: number, rate: number, months: number, first: number): number[] {
  const stepLength = Math.min(graduatedStepMonths, Math.ceil(months / 2));
  const stepsTaken = (index: number) => Math.floor(index / stepLength);
  let discount = 1;
  let annuity = 0;
  let stepWeight = 0;
  for (let index = 0; index < months; index += 1) {
    discount /= 1 + rate;
    annuity += discount;
    stepWeight += stepsTaken(index) * discount;
  }
  // A one-month loan has no second step: its one payment is the standard one.
  if (stepWeight === 0) return level(amortisedPayment(balance, rate, months), months);
  const step = (balance - first * annuity) / stepWeight;
  return Array.from({ length: months }, (_, index) => first + step * stepsTaken(index));
}

function buildSchedule(balanceAtStart: number, rate: number, graceInterest: number, { payments, mayLeaveBalance }: Plan) {
  const schedule: ScheduleMonth[] = [];
  let balance = balanceAtStart;
  let cumulativeInterest = graceInterest;
  for (const [index, planned] of payments.entries()) {
    const interest = balance * rate;
    const isLast = index === payments.length - 1;
    const owed = balance + interest;
    // The last payment of a repaying plan settles the balance exactly, without floating-point drift.
    const payment = isLast && !mayLeaveBalance ? owed : Math.min(planned, owed);
    cumulativeInterest += interest;
    // A balance within rounding noise of zero is paid off: never a negative balance.
    balance = payment === owed || owed - payment <= balanceAtStart * 1e-12 ? 0 : owed - payment;
    schedule.push({ month: index + 1, payment, interest, principal: payment - interest, balance, cumulativeInterest });
    if (balance === 0) break;
  }
  return { schedule, balance, cumulativeInterest };
}

function planFor(repaymentPlan: RepaymentPlan, balance: number, rate: number, termMonths: number, standardPayment: number): Plan {
  switch (repaymentPlan) {
    case 'standard':
      return { payments: level(standardPayment, termMonths), mayLeaveBalance: false };
    case 'graduated':
      return { payments: graduatedPayments(balance, rate, termMonths, standardPayment * 0.5), mayLeaveBalance: false };
    case 'extended':
      return { payments: level(amortisedPayment(balance, rate, extendedMonths), extendedMonths), mayLeaveBalance: false };
    case 'income-driven':
      return { payments: level(standardPayment * 0.6, incomeDrivenMonths), mayLeaveBalance: true };
  }
}

export function compute({ principalAmount, interestRate, loanTerm, repaymentPlan, gracePeriod, today }: Inputs): Result | null {
  if (![principalAmount, interestRate, loanTerm, gracePeriod].every(Number.isFinite)) return null;
  if (principalAmount <= 0 || principalAmount > loanLimits.maximumPrincipal) return null;
  if (interestRate < 0 || interestRate > loanLimits.maximumRate) return null;
  if (gracePeriod < 0 || gracePeriod > loanLimits.maximumGraceMonths) return null;
  const termMonths = Math.round(loanTerm * 12);
  if (termMonths < 1 || termMonths > loanLimits.maximumTermYears * 12) return null;

  const rate = interestRate / 100 / 12;
  const graceMonths = Math.round(gracePeriod);
  const graceInterest = principalAmount * rate * graceMonths;
  const repaymentBalance = principalAmount + graceInterest;
  const standardPayment = amortisedPayment(repaymentBalance, rate, termMonths);
  const standardInterest = graceInterest + standardPayment * termMonths - repaymentBalance;

  const plan = planFor(repaymentPlan, repaymentBalance, rate, termMonths, standardPayment);
  const { schedule, balance, cumulativeInterest } = buildSchedule(repaymentBalance, rate, graceInterest, plan);
  const totalPayment = schedule.reduce((sum, month) => sum + month.payment, 0);
  const totalInterest = cumulativeInterest;
  const monthlyPayment = plan.payments[0] ?? 0;
  const numberOfPayments = schedule.length;
  const affordability = affordabilityOf(monthlyPayment);
  const payoffMonths = today.getFullYear() * 12 + today.getMonth() + graceMonths + numberOfPayments;

  return {
    monthlyPayment,
    totalPayment,
    totalInterest,
    payoffDate: { year: Math.floor(payoffMonths / 12), month: (payoffMonths % 12) + 1 },
    // The standard plan against itself saves nothing, not a rounding difference between two sums.
    interestSavings: repaymentPlan === 'standard' ? 0 : standardInterest - totalInterest,
    affordability,
    recommendation: recommendations[affordability],
    standardPayment,
    graceInterest,
    repaymentBalance,
    numberOfPayments,
    forgivenBalance: balance,
    schedule,
  };
}

/** Amounts as whole cents, the unit the schedule is shown in. */
export const toCents = (amount: number) => Math.round(amount * 100);

export interface ShownMonth {
  month: number;
  /** Whole cents. */
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

export interface ShownYear {
  year: number;
  months: ShownMonth[];
  /** Whole cents. */
  paid: number;
  interest: number;
  principal: number;
  balance: number;
  cumulativeInterest: number;
}

/**
 * The schedule as shown, in whole cents, grouped by year of payments. A payment and its interest
 * are each the change in the rounded running total, so the months add up to their year and the
 * years to the totals shown, to the cent, where rounding each month on its own would drift by
 * cents; each still lies within a cent of its exact value. principal = paid − interest. The balance
 * is the exact balance rounded, like the forgiven balance shown with it.
 */
export function scheduleByYear(result: Result): ShownYear[] {
  const years: ShownYear[] = [];
  let paidBefore = 0;
  let interestBefore = toCents(result.graceInterest);
  let cumulativePaid = 0;
  for (const entry of result.schedule) {
    cumulativePaid += entry.payment;
    const paidSoFar = toCents(cumulativePaid);
    const interestSoFar = toCents(entry.cumulativeInterest);
    const payment = paidSoFar - paidBefore;
    const interest = interestSoFar - interestBefore;
    const month: ShownMonth = { month: entry.month, payment, interest, principal: payment - interest, balance: toCents(entry.balance) };
    paidBefore = paidSoFar;
    interestBefore = interestSoFar;

    const yearNumber = Math.floor((entry.month - 1) / 12) + 1;
    let year = years[yearNumber - 1];
    if (!year) {
      year = { year: yearNumber, months: [], paid: 0, interest: 0, principal: 0, balance: 0, cumulativeInterest: 0 };
      years.push(year);
    }
    year.months.push(month);
    year.paid += month.payment;
    year.interest += month.interest;
    year.principal += month.principal;
    year.balance = month.balance;
    year.cumulativeInterest = interestSoFar;
  }
  return years;
}
