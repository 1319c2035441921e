/**
 * College savings projection (the spec's "College savings").
 *
 *   years          = max(0, college start age − child age), saved month by month (monthly compounding)
 *   r              = expected annual return / 12, m = years × 12
 *   future value   = current savings × (1 + r)^m + monthly contribution × ((1 + r)^m − 1) / r
 *                    (contributions at each month end; savings + contribution × m at a 0% return;
 *                    (1 + r)^m − 1 taken as expm1(m·log1p(r)), so a vanishing return loses no digits)
 *   inflated cost  = college cost × (1 + inflation)^years
 *   goal           = savings goal if above 0, else the inflated cost
 *   shortfall      = max(0, goal − future value); band: none, under 20% of the goal, under 50%, otherwise
 *
 * Decisions where the spec is silent (the how-it-works repeats them):
 * - totalContributions counts every dollar you put in: current savings plus all monthly
 *   contributions; investmentGrowth = future value − total contributions.
 * - recommendedMonthlyPayment is the whole monthly contribution that reaches the goal, given the
 *   current savings, rounded up to the cent so that it always does (rounded to the nearest cent it
 *   fell short in about half the cases); 0 when the savings alone reach the goal; null when there
 *   are no months left to save and the goal is not met.
 */
import { allWithinBounds } from '../../shared/math/allWithinBounds.ts';

export interface Inputs {
  childAge: number;
  collegeStartAge: number;
  currentSavings: number;
  monthlyContribution: number;
  /** Annual percent. */
  expectedReturn: number;
  /** Today's cost of the whole degree. */
  collegeCost: number;
  /** Annual percent. */
  inflationRate: number;
  /** 0 means "use the inflated college cost". */
  savingsGoal: number;
}

export type ShortfallBand = 'none' | 'small' | 'moderate' | 'large';

export interface SavingsYear {
  year: number;
  childAge: number;
  totalContributions: number;
  balance: number;
  growth: number;
}

export interface Result {
  yearsToSave: number;
  futureValue: number;
  totalContributions: number;
  investmentGrowth: number;
  inflatedCost: number;
  goal: number;
  shortfall: number;
  shortfallBand: ShortfallBand;
  recommendedMonthlyPayment: number | null;
  recommendation: string;
  byYear: SavingsYear[];
}

/**
 * What the maths takes, wider than the fields' bounds: a century of saving at most (the fields
 * allow 25 years; this bounds the work whatever the caller), amounts up to a trillion and rates
 * up to 100% a year, whose largest future value (about 5e41) is still a number a page can show.
 */
const maximumYearsToSave = 100;
const age = { min: 0, max: 150 };
const amount = { min: 0, max: 1e12 };
const annualPercent = { min: -50, max: 100 };
const limits = {
  childAge: age,
  collegeStartAge: age,
  currentSavings: amount,
  monthlyContribution: amount,
  expectedReturn: annualPercent,
  collegeCost: amount,
  inflationRate: annualPercent,
  savingsGoal: amount,
};

/** Future value after `months` of savings at monthly rate `rate`, contributions at month end. */
export function futureValueAfter(months: number, rate: number, currentSavings: number, monthlyContribution: number): number {
  if (rate === 0) return currentSavings + monthlyContribution * months;
  const growthLessOne = Math.expm1(months * Math.log1p(rate));
  return currentSavings * (growthLessOne + 1) + monthlyContribution * (growthLessOne / rate);
}

/** The smallest amount in whole cents that reaches the goal: the exact one rounded up, less a cent when rounding noise put it a cent too high. */
function roundedUpToReach(exact: number, reaches: (payment: number) => boolean): number {
  const roundedUp = Math.ceil(exact * 100) / 100;
  const centLess = Math.max(0, roundedUp - 0.01);
  return roundedUp > 0 && reaches(centLess) ? centLess : roundedUp;
}

export function shortfallBandOf(shortfall: number, goal: number): ShortfallBand {
  if (shortfall <= 0) return 'none';
  if (shortfall < goal * 0.2) return 'small';
  if (shortfall < goal * 0.5) return 'moderate';
  return 'large';
}

function recommendationFor(band: ShortfallBand, yearsToSave: number, shortfallShare: number): string {
  const share = `${Math.round(shortfallShare * 100)}%`;
  switch (band) {
    case 'none':
      return yearsToSave === 0
        ? 'On track: your savings already cover the goal. Keep the money somewhere safe and easy to reach, such as a savings account or a short-term fund, for the first bills.'
        : 'On track: at this pace you reach your goal. Keep contributing, raise the amount with your income, and move the money into safer investments in the last few years before college.';
    case 'small':
      return `Nearly there: you are on course for all but ${share} of your goal. A modest increase in the monthly contribution, or putting birthday money and tax refunds into the fund, closes the gap.`;
    case 'moderate':
      return `A real gap: you are short by ${share} of your goal. Raise the monthly contribution towards the recommended amount, check for employer or state 529 benefits, and plan on scholarships, grants or a less costly school to cover the rest.`;
    case 'large':
      return yearsToSave === 0
        ? 'College starts now and savings cover less than half of the goal: file the FAFSA, apply for grants and scholarships, and compare lower-cost options such as community college or in-state public schools.'
        : `A large gap: savings cover less than half of your goal (short by ${share}). Start or raise contributions now, since time is your biggest ally, and plan on financial aid, scholarships, work-study or a lower-cost school.`;
  }
}

export function compute(inputs: Inputs): Result | null {
  const { childAge, collegeStartAge, currentSavings, monthlyContribution, expectedReturn, collegeCost, inflationRate, savingsGoal } = inputs;
  if (!allWithinBounds(inputs, limits)) return null;

  const yearsToSave = Math.max(0, collegeStartAge - childAge);
  if (yearsToSave > maximumYearsToSave) return null;
  const months = Math.round(yearsToSave * 12);
  const rate = expectedReturn / 100 / 12;
  const futureValue = futureValueAfter(months, rate, currentSavings, monthlyContribution);
  const totalContributions = currentSavings + monthlyContribution * months;
  const inflatedCost = collegeCost * Math.pow(1 + inflationRate / 100, yearsToSave);
  const goal = savingsGoal > 0 ? savingsGoal : inflatedCost;
  const shortfall = Math.max(0, goal - futureValue);
  const shortfallBand = shortfallBandOf(shortfall, goal);

  let recommendedMonthlyPayment: number | null;
  const savingsAlone = futureValueAfter(months, rate, currentSavings, 0);
  if (savingsAlone >= goal) recommendedMonthlyPayment = 0;
  else if (months === 0) recommendedMonthlyPayment = null;
  else {
    const exact = (goal - savingsAlone) / futureValueAfter(months, rate, 0, 1);
    recommendedMonthlyPayment = roundedUpToReach(exact, (payment) => futureValueAfter(months, rate, currentSavings, payment) >= goal);
  }

  const wholeYears = Math.ceil(yearsToSave);
  const byYear: SavingsYear[] = Array.from({ length: wholeYears + 1 }, (_, year) => {
    const elapsed = Math.min(months, year * 12);
    const balance = futureValueAfter(elapsed, rate, currentSavings, monthlyContribution);
    const contributed = currentSavings + monthlyContribution * elapsed;
    return { year, childAge: childAge + elapsed / 12, totalContributions: contributed, balance, growth: balance - contributed };
  });

  return {
    yearsToSave,
    futureValue,
    totalContributions,
    investmentGrowth: futureValue - totalContributions,
    inflatedCost,
    goal,
    shortfall,
    shortfallBand,
    recommendedMonthlyPayment,
    recommendation: recommendationFor(shortfallBand, yearsToSave, goal > 0 ? shortfall / goal : 0),
    byYear,
  };
}
