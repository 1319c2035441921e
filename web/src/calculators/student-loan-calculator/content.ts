import type { Faq } from '../../catalogue/seo.ts';
import type { HowItWorksContent } from '../../catalogue/content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Enter the amount you borrowed, the annual interest rate and the standard term in years.',
    'Choose a repayment plan and the grace period: the months between leaving school and your first payment.',
    'Read the monthly payment, what you will pay in total and in interest, when the loan is paid off, and how the plan compares with standard repayment.',
    'Open a year of the amortisation schedule to see each month’s split between interest and principal.',
  ],
  formula:
    'Monthly rate r = annual rate ÷ 12; number of payments n = years × 12\n' +
    'Standard payment = P × r ÷ (1 − (1 + r)^−n)   (P ÷ n at a 0% rate)\n' +
    'Graduated: first payment = 50% of standard; total = 110% of the standard total\n' +
    'Extended: the standard formula with n = 25 × 12\n' +
    'Income-driven: 60% of the standard payment for up to 20 years\n' +
    'Total interest = total paid − principal; interest savings = standard plan’s interest − this plan’s interest\n' +
    'Payoff date = today + months of payments + grace months',
  uses: [
    'Budgeting for loan payments before you borrow or graduate.',
    'Comparing standard, graduated, extended and income-driven repayment.',
    'Seeing how much a lower rate or a shorter term saves in interest.',
  ],
  bestPractices: [
    'Borrow federal loans before private ones: they offer income-driven plans, deferment and forgiveness programmes.',
    'Pay the interest during the grace period if you can, so it is not added to your balance.',
    'Extra payments go to principal: even $25 a month more shortens the loan and cuts the interest.',
    'A lower payment usually means a higher total: check the total interest, not only the monthly figure.',
  ],
  notes: [
    'Interest savings compare each plan with the standard plan: standard total interest minus this plan’s total interest. A negative figure means the plan costs more than standard repayment.',
    'Total interest is the total you pay minus the amount borrowed.',
    'Graduated payments rise every two years (every half term for terms of 4 years or less) in equal steps, from half the standard payment, so that they add up to 110% of the standard total. The schedule splits these payments into interest and principal at the rate they imply, so it repays the loan exactly and matches the totals.',
    'Income-driven payments stop early if they repay the loan before 20 years; any balance left after 20 years is shown as forgiven. Real income-driven plans set the payment from your income and family size, so treat this as an estimate.',
    'Interest that builds up during the grace period on unsubsidized loans is not added: the payment is worked out on the principal you enter.',
  ],
};

export const faqs: readonly Faq[] = [
  {
    question: 'How is a student loan payment calculated?',
    answer:
      'A standard payment is the level monthly amount that repays the loan with interest over the term: P × r ÷ (1 − (1 + r)^−n), where r is the annual rate divided by 12 and n the number of monthly payments. $25,000 at 5.5% over 10 years is $271.32 a month.',
  },
  {
    question: 'Which repayment plan costs the least?',
    answer:
      'The standard 10-year plan usually costs the least in total interest. Graduated, extended and income-driven plans lower the early payments but stretch the loan or back-load it, so you pay more interest overall, unless part of the balance is forgiven.',
  },
  {
    question: 'Does interest build up during the grace period?',
    answer:
      'On subsidized federal loans the government pays it; on unsubsidized and most private loans it accrues and is added to the balance when repayment starts. Paying it as it accrues keeps your balance from growing.',
  },
];
