/**
 * The cost of the degree worked with the visitor's numbers: the yearly cost added up,
 * then each year's cost inflated from the one before, as a textbook would show it. The figures
 * are the result's own (compute.ts), printed to the cent.
 *
 *   yearly cost = tuition + room and board + books + personal + transportation
 *   year k = year k − 1 × (1 + inflation); a last partial year counts in proportion
 */
import { costCategories, type Inputs, type Result } from './compute.ts';

export interface CostWorking {
  yearlyCost: number;
  lines: string[];
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = (value: number) => String(Number(value.toPrecision(10)));

/** At most this many years are written out; the rest follow the same step. */
const yearsWritten = 8;

export function costWorking(inputs: Inputs, result: Result): CostWorking {
  const amounts = costCategories.map((category) => inputs[category]);
  const yearlyCost = amounts.reduce((sum, amount) => sum + amount, 0);
  const factor = 1 + inputs.inflationRate / 100;
  const lines: string[] = [];
  lines.push(`Cost of a year at today's prices = ${amounts.map((amount) => money.format(amount)).join(' + ')} = ${money.format(yearlyCost)}`);
  for (const year of result.byYear.slice(0, yearsWritten)) {
    // The full year's cost before a last partial year is counted in proportion.
    const fullYear = year.total / year.share;
    const share = year.share < 1 ? `; ${plain(year.share)} of it counts: ${money.format(year.total)}` : '';
    lines.push(
      year.year === 1
        ? `Year 1 = ${money.format(fullYear)}${share}`
        : `Year ${year.year} = ${money.format(fullYear / factor)} × ${plain(factor)} = ${money.format(fullYear)}${share}`,
    );
  }
  if (result.byYear.length > yearsWritten) lines.push(`Years ${yearsWritten + 1} to ${result.byYear.length} follow the same step`);
  lines.push(`Total with inflation = ${result.byYear.map((year) => money.format(year.total)).join(' + ')} = ${money.format(result.totalCostWithInflation)}`);
  lines.push(`Total at today's prices = ${money.format(yearlyCost)} × ${plain(inputs.degreeLength)} = ${money.format(result.totalCostCurrentRates)}`);
  lines.push(`Average a year = ${money.format(result.totalCostWithInflation)} ÷ ${plain(inputs.degreeLength)} = ${money.format(result.averageCostPerYear)}`);
  return { yearlyCost, lines };
}
