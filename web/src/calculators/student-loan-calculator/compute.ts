/**
 * Student loan repayment (spec document 2, sections 3 and 9, "Student loan").
 *
 *   monthly rate r = annual rate / 12, payments n = years × 12
 *   standard     P·r / (1 − (1 + r)^−n), or P / n at a zero rate
 *   graduated    first payment 50% of the standard payment; total 110% of the standard total
 *   extended     the standard formula over 25 years
 *   income-driven 60% of the standard payment, paid for 20 years
 *   payoff date  today + the plan's months of payments + the grace months
 *   advice band  by monthly payment: < 200 very affordable, < 500 manageable, < 1000 high, else very high
 *
 * Decisions where the spec is silent (the how-it-works repeats them):
 * - interestSavings compares with the standard plan: standard total interest − this plan's total
 *   interest (0 for the standard plan, negative when the plan costs more).
 * - totalInterest = totalPayment − principal: what the plan costs beyond the amount borrowed.
 * - Income-driven: payments stop early if they repay the loan before 20 years (so a low-rate loan
 *   never "costs" interest it does not charge); a balance left after 20 years is reported as
 *   `forgivenBalance` (forgiven under income-driven rules).
 * - Graduated: payments rise every two years (every half term for terms of 4 years or less) in
 *   equal steps from the 50% first payment, so that they add up to the spec's 110% total. The
 *   schedule splits them into interest and principal at the rate those payments imply, so the
 *   schedule repays the loan exactly and adds up to the totals shown.
 * - Interest during the grace period is not added: the payment is computed on the principal entered.
 */
import type { RepaymentPlan } from './options.ts';

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
  principal: number;
  balance: number;
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
  /** The standard plan's payment, for comparison. */
  standardPayment: number;
  numberOfPayments: number;
  /** Balance left after the last income-driven payment (forgiven); 0 otherwise. */
  forgivenBalance: number;
  schedule: ScheduleMonth[];
}

const extendedYears = 25;
const incomeDrivenYears = 20;

/** The level payment that repays `principal` in `payments` months at monthly rate `rate`. */
export function amortisedPayment(principal: number, rate: number, payments: number): number {
  if (rate === 0) return principal / payments;
  return (principal * rate) / (1 - Math.pow(1 + rate, -payments));
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

/** A plan's payment stream, the monthly rate its schedule is split at, and whether it must repay in full. */
interface Plan {
  payments: number[];
  scheduleRate: number;
  /** Income-driven plans end after their last payment; any balance left is forgiven. */
  mayLeaveBalance: boolean;
  /** The plan's total in closed form, for plans that always run their full length. */
  total?: number;
}

function graduatedPayments(first: number, total: number, count: number): number[] {
  const stepLength = Math.min(24, Math.ceil(count / 2));
  const stepOf = (index: number) => Math.floor(index / stepLength);
  const stepWeight = Array.from({ length: count }, (_, index) => stepOf(index)).reduce((sum, step) => sum + step, 0);
  if (stepWeight === 0) return Array.from({ length: count }, () => total / count);
  const increment = (total - first * count) / stepWeight;
  return Array.from({ length: count }, (_, index) => first + increment * stepOf(index));
}

function presentValue(payments: readonly number[], rate: number): number {
  // Each month's discount from the last one's: a multiplication instead of a power per payment
  // (the rate search evaluates this some 60 times over up to 360 payments).
  const monthly = 1 / (1 + rate);
  let discount = 1;
  let sum = 0;
  for (const payment of payments) {
    discount *= monthly;
    sum += payment * discount;
  }
  return sum;
}

/** The monthly rate at which `payments` repay `principal` exactly (they add up to more than it). */
function impliedRate(principal: number, payments: readonly number[]): number {
  let low = 0;
  let high = 1;
  for (let iteration = 0; iteration < 200; iteration += 1) {
    const middle = (low + high) / 2;
    // A step that moves neither bound (they are neighbouring doubles) would repeat unchanged to the end.
    if (presentValue(payments, middle) > principal) {
      if (low === middle) break;
      low = middle;
    } else {
      if (high === middle) break;
      high = middle;
    }
  }
  return (low + high) / 2;
}

function buildSchedule(principal: number, { payments, scheduleRate, mayLeaveBalance }: Plan): { schedule: ScheduleMonth[]; balance: number } {
  const schedule: ScheduleMonth[] = [];
  let balance = principal;
  let cumulativeInterest = 0;
  for (const [index, planned] of payments.entries()) {
    const interest = balance * scheduleRate;
    const isLast = index === payments.length - 1;
    // The last payment of a repaying plan settles the balance exactly, without floating-point drift.
    const payment = isLast && !mayLeaveBalance ? balance + interest : Math.min(planned, balance + interest);
    cumulativeInterest += interest;
    balance = balance + interest - payment;
    schedule.push({ month: index + 1, payment, interest, principal: payment - interest, balance, cumulativeInterest });
    if (balance <= 1e-9) {
      schedule[schedule.length - 1] = { ...schedule[schedule.length - 1]!, balance: 0 };
      balance = 0;
      break;
    }
  }
  return { schedule, balance };
}

export function compute({ principalAmount, interestRate, loanTerm, repaymentPlan, gracePeriod, today }: Inputs): Result | null {
  if (![principalAmount, interestRate, loanTerm, gracePeriod].every(Number.isFinite)) return null;
  if (principalAmount <= 0 || interestRate < 0 || gracePeriod < 0) return null;
  const termPayments = Math.round(loanTerm * 12);
  if (termPayments < 1) return null;

  const rate = interestRate / 100 / 12;
  const standardPayment = amortisedPayment(principalAmount, rate, termPayments);
  const standardTotal = standardPayment * termPayments;

  let plan: Plan;
  switch (repaymentPlan) {
    case 'standard':
      plan = { payments: Array.from({ length: termPayments }, () => standardPayment), scheduleRate: rate, mayLeaveBalance: false, total: standardTotal };
      break;
    case 'graduated': {
      const payments = graduatedPayments(standardPayment * 0.5, standardTotal * 1.1, termPayments);
      plan = { payments, scheduleRate: impliedRate(principalAmount, payments), mayLeaveBalance: false, total: standardTotal * 1.1 };
      break;
    }
    case 'extended': {
      const payment = amortisedPayment(principalAmount, rate, extendedYears * 12);
      plan = {
        payments: Array.from({ length: extendedYears * 12 }, () => payment),
        scheduleRate: rate,
        mayLeaveBalance: false,
        total: payment * extendedYears * 12,
      };
      break;
    }
    case 'income-driven':
      plan = { payments: Array.from({ length: incomeDrivenYears * 12 }, () => standardPayment * 0.6), scheduleRate: rate, mayLeaveBalance: true };
      break;
  }

  const { schedule, balance } = buildSchedule(principalAmount, plan);
  const totalPayment = plan.total ?? schedule.reduce((sum, month) => sum + month.payment, 0);
  const totalInterest = totalPayment - principalAmount;
  const monthlyPayment = plan.payments[0] ?? 0;
  const numberOfPayments = schedule.length;
  const affordability = affordabilityOf(monthlyPayment);
  const payoffMonths = today.getFullYear() * 12 + today.getMonth() + numberOfPayments + Math.round(gracePeriod);

  return {
    monthlyPayment,
    totalPayment,
    totalInterest,
    payoffDate: { year: Math.floor(payoffMonths / 12), month: (payoffMonths % 12) + 1 },
    interestSavings: standardTotal - principalAmount - totalInterest,
    affordability,
    recommendation: recommendations[affordability],
    standardPayment,
    numberOfPayments,
    forgivenBalance: Math.max(0, balance),
    schedule,
  };
}
