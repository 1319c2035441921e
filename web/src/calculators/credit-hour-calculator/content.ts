import type { Faq } from '../../catalogue/seo.ts';

export const faqs: readonly Faq[] = [
  {
    question: 'How many hours a week is one credit hour?',
    answer: 'A credit hour usually means about one hour in class and two to three hours of study each week, so a 15-credit semester is roughly a 45-hour week.',
  },
  {
    question: 'How many credits should I take while working?',
    answer:
      'If you work more than 20 hours a week, 12 credits or fewer is usually wiser. Add up class, study, work and commitments: if the total leaves no time for rest, reduce the load.',
  },
  {
    question: 'How long will it take to graduate?',
    answer: 'A bachelor’s degree typically needs 120 credits. At 15 credits a semester that is 8 semesters; at 12 credits, 10 semesters.',
  },
];
