import type { Faq } from '../../catalogue/seo.ts';

export const faqs: readonly Faq[] = [
  {
    question: 'How is the AP Chemistry exam scored?',
    answer:
      'The exam has 60 multiple-choice questions and 7 free-response questions (3 long worth 10 points each and 4 short worth 4 points each). Each section is half of the composite score, which is then converted to an AP score from 1 to 5.',
  },
  {
    question: 'What weighted score do I need for a 5 on AP Chemistry?',
    answer:
      'In this calculator a weighted score of 72 or more predicts a 5, 58 or more a 4, 43 or more a 3 and 32 or more a 2. Actual cut-offs move a little each year.',
  },
  {
    question: 'Why is a free-response point worth more than a multiple-choice question?',
    answer:
      'Both sections count equally, but the free-response section has fewer points (46) than the multiple-choice section has questions (60). Each FRQ point is therefore weighted by 1.07 and each correct answer by 0.75.',
  },
  {
    question: 'Is a 3 a good score on AP Chemistry?',
    answer:
      'A 3 is a passing score and many colleges give credit or placement for it. Selective colleges and science majors often ask for a 4 or 5, so check each college’s AP credit policy.',
  },
  {
    question: 'How accurate is this AP Chemistry score prediction?',
    answer:
      'It is an estimate based on published scoring patterns. Use it to track progress and set targets; your real score depends on that year’s exam and its cut-offs.',
  },
];
