/**
 * The savings projection worked with the visitor's numbers: the compounding of the
 * savings and of the monthly contributions, the first years' balances, and the inflation of the
 * cost, as a textbook would show them. Figures come from the same formulas as compute.ts (and the
 * year balances from its result), printed to the cent, rates and factors to six significant digits.
 *
 *   m = years × 12, r = annual return / 12, growth factor (1 + r)^m
 *   savings grow to S·(1 + r)^m; contributions to C·((1 + r)^m − 1) / r (C·m at 0%)
 *   cost in n years = cost × (1 + inflation)^n
 */
import type { Inputs, Result } from './compute.ts';

export interface SavingsWorking {
  months: number;
  monthlyRate: number;
  /** (1 + r)^m. */
  growthFactor: number;
  /** What the current savings grow to. */
  savingsGrown: number;
  /** What the monthly contributions grow to. */
  contributionsGrown: number;
  /** (1 + inflation)^years. */
  inflationFactor: number;
  lines: string[];
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = (value: number, digits = 6) => String(Number(value.toPrecision(digits)));

export function savingsWorking(inputs: Inputs, result: Result, yearsShown = 2): SavingsWorking {
  const { childAge, collegeStartAge, currentSavings, monthlyContribution, expectedReturn, collegeCost, inflationRate, savingsGoal } = inputs;
  const years = result.yearsToSave;
  const months = Math.round(years * 12);
  const monthlyRate = expectedReturn / 100 / 12;
  const growthFactor = (1 + monthlyRate) ** months;
  const savingsGrown = currentSavings * growthFactor;
  const contributionsGrown =
    monthlyRate === 0 ? monthlyContribution * months : (monthlyContribution * Math.expm1(months * Math.log1p(monthlyRate))) / monthlyRate;
  const inflationFactor = (1 + inflationRate / 100) ** years;
  const r = plain(monthlyRate);
  const lines: string[] = [];

  lines.push(`Years to save = ${plain(collegeStartAge, 10)} − ${plain(childAge, 10)} = ${plain(years, 10)}; months m = ${plain(years, 10)} × 12 = ${months}`);
  if (monthlyRate === 0) {
    lines.push('At a 0% return nothing compounds: the fund is what you put in');
    lines.push(`Monthly contributions: ${money.format(monthlyContribution)} × ${months} = ${money.format(contributionsGrown)}`);
  } else {
    lines.push(`Monthly return r = ${plain(expectedReturn, 10)}% ÷ 12 = ${plain(monthlyRate * 100)}% = ${r}`);
    lines.push(`Growth factor (1 + r)^m = (1 + ${r})^${months} = ${plain(growthFactor)}`);
    lines.push(`Current savings grow to S·(1 + r)^m = ${money.format(currentSavings)} × ${plain(growthFactor)} = ${money.format(savingsGrown)}`);
    lines.push(
      `Monthly contributions grow to C·((1 + r)^m − 1) / r = ${money.format(monthlyContribution)} × (${plain(growthFactor)} − 1) / ${r} = ${money.format(contributionsGrown)}`,
    );
  }
  lines.push(`Future value = ${money.format(savingsGrown)} + ${money.format(contributionsGrown)} = ${money.format(result.futureValue)}`);
  for (const year of result.byYear.slice(1, yearsShown + 1)) {
    lines.push(
      `End of year ${year.year}: balance ${money.format(year.balance)} = ${money.format(year.totalContributions)} put in + ${money.format(year.growth)} growth`,
    );
  }
  lines.push(
    `Cost when college starts = ${money.format(collegeCost)} × (1 + ${plain(inflationRate / 100, 10)})^${plain(years, 10)} = ${money.format(collegeCost)} × ${plain(inflationFactor)} = ${money.format(result.inflatedCost)}`,
  );
  const goalText = savingsGoal > 0 ? `your goal of ${money.format(result.goal)}` : `that cost`;
  lines.push(
    result.shortfall > 0
      ? `Shortfall = ${money.format(result.goal)} − ${money.format(result.futureValue)} = ${money.format(result.shortfall)}`
      : `No shortfall: ${money.format(result.futureValue)} covers ${goalText}`,
  );
  return { months, monthlyRate, growthFactor, savingsGrown, contributionsGrown, inflationFactor, lines };
}
