import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Enter this year’s costs: tuition and fees, room and board, books and supplies, personal expenses and transportation. Or choose a school type and press Load Averages to start from the national averages.',
    'Enter the length of the degree and the yearly rise in college costs.',
    'Read the total at today’s prices and with inflation, the average per year, the cost of each category, how your costs compare with the national average, and tips to lower them.',
  ],
  formula:
    'Yearly cost = tuition + room and board + books + personal + transportation\n' +
    'Cost in year k = yearly cost × (1 + inflation)^(k − 1)\n' +
    'Total with inflation = sum over the years of the degree; average per year = total ÷ years\n' +
    'Comparison: close to average within 10% of the school type’s national average yearly cost',
  uses: [
    'Budgeting for the full cost of a degree, not only the first year.',
    'Comparing public, private and community college options.',
    'Seeing which cost categories are worth working on.',
  ],
  bestPractices: [
    'Use each school’s net price calculator: many students pay far less than the published price after grants.',
    'Assume costs rise every year; 3–5% is a prudent range.',
    'Include personal and travel costs: they add thousands a year and are easy to forget.',
  ],
  notes: [
    'The school type only chooses the national averages for the comparison and for Load Averages; it never changes the amounts you entered.',
    'The living arrangement moves room and board: with parents sets it to $0 (enter what you pay at home, if anything), and moving out again starts from the national average for the school type; between on and off campus your amount stays.',
    'The average cost per year is the total with inflation divided by the degree length.',
    'The cost breakdown shows each category over the whole degree, with inflation.',
    'A degree length with a fraction, such as 4.5 years, counts the last year in proportion.',
    'National averages per year (tuition, room and board, books, personal, transportation): public in-state $10,560, $11,950, $1,240, $2,250, $1,230; public out-of-state $27,020, $11,950, $1,240, $2,250, $1,230; private $37,650, $13,620, $1,240, $2,250, $1,230; community college $3,770, $8,660, $1,460, $2,250, $1,800.',
  ],
};
