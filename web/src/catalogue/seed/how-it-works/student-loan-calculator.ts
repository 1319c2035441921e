import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Enter the amount you borrowed, the annual interest rate and the standard term in years.',
    'Choose a repayment plan and the grace period: the months between leaving school and your first payment.',
    'Read the monthly payment, what you will pay in total and in interest, when the loan is paid off, and how the plan compares with standard repayment.',
    'Open a year of the amortisation schedule to see each month’s split between interest and principal.',
  ],
  formula:
    'Monthly rate r = annual rate ÷ 12; number of payments n = years × 12\n' +
    'Grace-period interest = P × r × grace months, added to the balance: B = P + that interest\n' +
    'Standard payment = B × r ÷ (1 − (1 + r)^−n)   (B ÷ n at a 0% rate)\n' +
    'Graduated: first payment = 50% of standard, then equal steps up every two years, so the payments repay B at rate r in n months\n' +
    'Extended: the standard formula with n = 25 × 12\n' +
    'Income-driven (a rough estimate; real plans use your income and family size): 60% of the standard payment for up to 20 years; any balance left is forgiven\n' +
    'Each month: interest = balance × r; principal = payment − interest\n' +
    'Total interest = grace-period interest + every month’s interest; total payment = every payment; interest savings = standard plan’s interest − this plan’s interest\n' +
    'Payoff date = today + grace months + months of payments',
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
    'Every plan is worked out month by month at the rate you enter: each month’s interest is the balance times the monthly rate, and the rest of the payment repays the balance. The amortisation schedule shows every month, and its years add up to the totals, to the cent.',
    'Grace period: the calculator assumes an unsubsidized loan, whose interest accrues from the day it is paid out. The grace months’ interest (simple interest on the amount borrowed) is added to the balance when repayment starts, and every plan repays that balance. On a subsidized loan the government pays it: enter a grace period of 0 to leave it out (the payoff date then comes that many months sooner).',
    'Total interest is all the interest the loan is charged, the grace period’s included; total payment is all you pay. Without forgiveness, total payment = amount borrowed + total interest.',
    'Graduated: payments start at half the standard payment and rise every two years (every half term for terms of 4 years or less) by equal steps, set so that they repay the loan at your rate by the end of the term. They cost more interest than standard payments, because the balance falls more slowly; at a 0% rate they cost none. Where half the standard payment does not cover a month’s interest (at high rates), the balance grows at first.',
    'Income-driven: 60% of the standard payment, for at most 20 years. Payments stop early if they repay the loan; a balance left after 20 years is shown as forgiven. Real income-driven plans set the payment from your income and family size, so treat this as an estimate.',
  ],
};
