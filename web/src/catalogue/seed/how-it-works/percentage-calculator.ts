import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Choose Percentage change to measure growth or decline from a starting value, Percentage difference to compare two values on equal terms, X% of Y for a share of an amount, or X is what % of Y for the percentage one amount is of another.',
    'Enter the first value (the starting value for a change) and the second value.',
    'The result updates as you type: the percentage, the absolute difference between the values, and the worked formula.',
  ],
  formula:
    'Percentage change = (V2 − V1) / |V1| × 100\nPercentage difference = |V1 − V2| / |(V1 + V2) / 2| × 100\nX% of Y = X / 100 × Y\nX is what % of Y = X / Y × 100\nPercentages are rounded to 2 decimal places.',
  uses: [
    'Price rises and discounts, salary changes, investment returns (change).',
    'Comparing two measurements, quotes or test results where neither is the reference (difference).',
    'Checking growth figures quoted in reports and news.',
    'Tips, discounts and tax (X% of Y); test scores and shares of a budget (X is what % of Y).',
  ],
  bestPractices: [
    'Use change when one value is clearly the "before"; use difference when the two values are peers.',
    'A change from 0 cannot be expressed as a percentage: there is no base to compare with, so the calculator says the percentage is not defined and shows the absolute difference.',
    'Two successive changes do not add: +10% then −10% leaves you 1% below where you started.',
  ],
  notes: [
    'We divide by the absolute value of the starting value (and of the mean), so that with negative numbers a rise still shows as a positive change and a difference is never negative.',
  ],
};
