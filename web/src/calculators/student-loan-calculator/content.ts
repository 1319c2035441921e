import type { Faq } from '../../catalogue/seo.ts';

export const faqs: readonly Faq[] = [
  {
    question: 'How is a student loan payment calculated?',
    answer:
      'A standard payment is the level monthly amount that repays the loan with interest over the term: P × r ÷ (1 − (1 + r)^−n), where r is the annual rate divided by 12 and n the number of monthly payments. $25,000 at 5.5% over 10 years is $271.32 a month; after a 6-month grace period on an unsubsidized loan, the $687.50 of interest it accrued is added first, and the payment is $278.78.',
  },
  {
    question: 'Which repayment plan costs the least?',
    answer:
      'The standard 10-year plan usually costs the least in total interest. Graduated, extended and income-driven plans lower the early payments but stretch the loan or back-load it, so you pay more interest overall, unless part of the balance is forgiven.',
  },
  {
    question: 'Does interest build up during the grace period?',
    answer:
      'On subsidized federal loans the government pays it; on unsubsidized and most private loans it accrues and is added to the balance when repayment starts. This calculator assumes it accrues: it adds the grace months’ interest to the balance and shows how much it is. Paying it as it accrues keeps your balance from growing.',
  },
];
