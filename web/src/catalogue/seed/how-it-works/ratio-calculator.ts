import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Enter the first and the second value of the ratio (first : second).',
    'Leave "Simplify to lowest terms" on to reduce the ratio; turn it off to keep it as entered.',
    'Decimals are handled exactly: both values are multiplied by the same power of ten until they are whole numbers, then divided by their greatest common divisor.',
    'The page also shows the ratio as a decimal (first ÷ second), as a percentage, and in words.',
  ],
  formula:
    'Simplified ratio = (a ÷ gcd(a, b)) : (b ÷ gcd(a, b)), after scaling decimals to whole numbers\n' +
    'Decimal = a ÷ b    Percentage = a ÷ b × 100\n' +
    'Example: 1.5 : 2.5 → 15 : 25 → gcd 5 → 3 : 5 = 0.6 = 60%\n' +
    'Decimal and percentage are rounded to 6 decimals; the comparison uses 2.',
  uses: [
    'Scaling recipes and mixing ratios (concrete, paint, fuel mixes).',
    'Screen and photo aspect ratios, such as 1920 : 1080 = 16 : 9.',
    'Maps and models: turning measurements into a scale.',
    'Finance and classrooms: debt-to-income, student-to-teacher ratios.',
  ],
  bestPractices: [
    'Put both values in the same unit before comparing them: 50 cm : 2 m is 50 : 200, not 50 : 2.',
    'The order matters: 2 : 3 and 3 : 2 are different ratios.',
    'A ratio with 0 as the second value has no decimal form; 0 : 0 is not a ratio at all.',
  ],
  notes: [
    'The comparison in words says how many times the smaller value the larger one is, and what share of the larger the smaller one is: 8 : 12 reads "8 is 66.67% of 12, and 12 is 1.5 times 8"; 12 : 8 reads "12 is 1.5 times 8".',
    'A single negative value keeps its minus sign in the simplified ratio (−8 : 12 → −2 : 3); two negatives make a positive ratio (−8 : −12 → 2 : 3). The comparison in words uses the sizes and says when the signs differ.',
    'With simplify off, the simplified ratio shows the ratio as entered.',
  ],
};
