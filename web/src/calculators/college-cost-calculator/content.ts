import type { Faq } from '../../catalogue/seo.ts';

export const faqs: readonly Faq[] = [
  {
    question: 'What is included in the cost of attendance?',
    answer:
      'Tuition and fees, housing and food (room and board), books and supplies, transportation and personal expenses. Colleges publish a cost of attendance with these parts, and financial aid is based on it.',
  },
  {
    question: 'How much does college cost with inflation?',
    answer:
      'At $41,200 a year and 3% inflation, a four-year degree costs about $172,365 rather than $164,800, because each year costs 3% more than the one before.',
  },
  {
    question: 'How can I lower the cost of college?',
    answer:
      'Apply for grants and scholarships every year, start at a community college, earn credit through AP or dual enrollment, live at home or share housing, and buy used or rented textbooks.',
  },
];
