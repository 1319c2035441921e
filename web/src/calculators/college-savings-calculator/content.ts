import type { Faq } from '../../catalogue/seo.ts';

export const faqs: readonly Faq[] = [
  {
    question: 'How much should I save each month for college?',
    answer:
      'It depends on the years left, the return and the cost you aim for. For a 5-year-old, with $5,000 saved, a 7% return and a $100,000 degree rising 3% a year, about $531 a month reaches the goal by age 18.',
  },
  {
    question: 'Why does the calculator inflate the college cost?',
    answer:
      'Tuition and fees rise almost every year. A degree that costs $100,000 today costs about $146,850 in 13 years at 3% a year, and that is what you will have to pay.',
  },
  {
    question: 'What if I cannot save the whole amount?',
    answer:
      'Few families do. Savings are usually combined with grants, scholarships, work-study, the student’s own earnings and some borrowing. Every dollar saved is a dollar less to borrow with interest.',
  },
];
