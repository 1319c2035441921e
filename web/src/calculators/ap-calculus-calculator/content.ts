import type { Faq } from '../../catalogue/seo.ts';

export const faqs: readonly Faq[] = [
  {
    question: 'How is the AP Calculus exam structured?',
    answer:
      'Section I has 45 multiple-choice questions: 30 without a calculator and 15 with one. Section II has 6 free-response questions worth 9 points each: 2 with a calculator (18 points) and 4 without (36 points). The two sections count equally.',
  },
  {
    question: 'What score do I need for a 5 on AP Calculus?',
    answer:
      'In this calculator a weighted score of 68 or more predicts a 5, 52 or more a 4, 39 or more a 3 and 28 or more a 2. Real cut-offs change a little every year.',
  },
  {
    question: 'Does this calculator work for both AP Calculus AB and BC?',
    answer:
      'Yes. Both exams share the same structure and section sizes, so the same inputs apply. BC students also receive an AB subscore, which this calculator does not estimate.',
  },
  {
    question: 'Is it better to gain multiple-choice or free-response points?',
    answer:
      'Each free-response point adds 1.5 to the weighted score and each multiple-choice answer 1.2, so a free-response point is worth a little more. Partial credit on free response is often the quickest gain.',
  },
  {
    question: 'How accurate is the predicted AP Calculus score?',
    answer:
      'It is an estimate from typical scoring patterns. It is good for tracking progress and setting goals, but your real score depends on that year’s exam and cut-offs.',
  },
];
