import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Type or paste your numbers, separated by commas, spaces, semicolons or new lines. Anything that is not a number is dropped, and the page says how many entries were.',
    'Choose population when your numbers are the whole group you care about, or sample when they are drawn from a larger group.',
    'The calculator finds the mean, then how far each value lies from it: the average squared distance is the variance, and its square root is the standard deviation.',
  ],
  formula:
    'Mean: μ = Σx / N\n' +
    'Population: σ² = Σ(x − μ)² / N,  σ = √σ²\n' +
    'Sample: s² = Σ(x − x̄)² / (n − 1),  s = √s²\n' +
    'Results are rounded to 6 decimal places, and to 6 significant digits below 1.',
  uses: [
    'Describing how spread out test scores, measurements or survey answers are.',
    'Quality control: checking how much a process varies around its target.',
    'Finance: the volatility of returns.',
    'Science labs: the uncertainty of repeated measurements.',
  ],
  bestPractices: [
    'Use sample (n − 1) when you generalise from a subset; it corrects the tendency of a subset to understate the spread.',
    'A sample needs at least two values; a single value has no sample standard deviation.',
    'For roughly normal data, about 68% of values lie within one standard deviation of the mean and about 95% within two.',
    'Compare standard deviations only between data in the same unit and of a similar scale.',
    'Check outliers before you trust the result: one extreme value can inflate the standard deviation a lot.',
  ],
  notes: [
    'Entries may be separated by commas, semicolons, spaces or new lines, so a thousands separator splits a number: write 1000, not 1,000.',
    'The variance comes from two passes over the values (a compensated sum for the mean, then the squared deviations from it, corrected by their own sum), which stays accurate for large values with a small spread (such as 1,000,000,004 and 1,000,000,007), where the shortcut Σx² − (Σx)²/n loses every digit.',
    'The sums are taken in units of your data\u2019s own scale, so values as small as 1e-300 or as large as 1e300 work as well as everyday ones. Data on the scale of 1e-9 keeps its digits (0.00000000111803), and a figure beyond what a computer number holds, such as the variance of values near 1e200, is written in exponent notation (6.66667e+399).',
    'A minus sign pasted from a document (−5, U+2212) reads as a minus.',
    'The variability label reads the standard deviation itself: low below 1, moderate below 3, otherwise high (spec thresholds). It does not take the scale of your data into account.',
    'With the population switch off and one value only, the page says that a sample standard deviation needs at least two values instead of showing a number.',
  ],
};
