/**
 * The questions and answers calculators' pages first show: the seed of the FAQ entry records (one
 * record per question, in this order). From the first start on, the records decide what a page shows.
 */
import type { Faq } from '../seo.ts';

export const faqSeeds: Readonly<Record<string, readonly Faq[]>> = {
  'ap-calculus-calculator': [
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
  ],
  'ap-chemistry-calculator': [
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
  ],
  'blooket-calculator': [
    {
      question: 'What are the odds of getting a Legendary Blook?',
      answer:
        'Each Space, Breakfast, Medieval or Bot pack has a 2% chance of a Legendary. Ten packs give about an 18.3% chance of at least one; you need 35 packs for an even chance and 114 packs for a 90% chance.',
    },
    {
      question: 'Which Blooket pack is best value?',
      answer:
        'The Bot pack costs 20 tokens instead of 25 and has the best Uncommon odds (70%), so it is the cheapest way to collect Uncommons. For Rares the Breakfast pack is best (30%). Epic and Legendary odds are the same in every pack.',
    },
    {
      question: 'Does opening more packs improve my odds on the next one?',
      answer:
        'No. Each pack is an independent draw with the same odds. More packs raise the chance that at least one of them contains the rarity, which is what this calculator shows.',
    },
    {
      question: 'How many tokens do I need for a good chance at an Epic?',
      answer: 'An Epic has an 8% chance per pack. Nine 25-token packs (225 tokens) give just over an even chance, and 28 packs (700 tokens) a 90% chance.',
    },
    {
      question: 'Why does the calculator never show 100%?',
      answer:
        'However many packs you open, there is always a small chance of missing a rarity. Very high chances are shown as "over 99.9%" instead of a misleading 100%.',
    },
  ],
  'college-cost-calculator': [
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
  ],
  'college-savings-calculator': [
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
  ],
  'credit-hour-calculator': [
    {
      question: 'How many hours a week is one credit hour?',
      answer:
        'A credit hour usually means about one hour in class and two to three hours of study each week, so a 15-credit semester is roughly a 45-hour week.',
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
  ],
  'dunk-calculator': [
    {
      question: 'How high do I need to jump to dunk?',
      answer:
        'Subtract your standing reach from the rim height (10 ft, 3.048 m, on a regulation hoop). With a standing reach of 2.4 m you need a 64.8 cm vertical leap to touch the rim, and a little more to get the ball over it.',
    },
    {
      question: 'How do I measure my standing reach?',
      answer:
        'Stand flat-footed side-on to a wall, reach straight up with the hand nearest the wall and mark the highest point your fingertips touch. Measure from the floor to the mark.',
    },
    {
      question: 'Can I dunk if I am short?',
      answer:
        'Yes. Height matters only through standing reach. Shorter players need a bigger vertical leap, which strength, power and jump-technique training can build over months.',
    },
    {
      question: 'Why does the calculator say my hang time is inconsistent?',
      answer:
        'Hang time and vertical leap are linked by gravity: a 60 cm leap keeps you in the air for about 0.70 s. If the leap your hang time implies differs from the leap you entered by more than 10%, one of the two measurements is probably off.',
    },
    {
      question: 'How long does it take to improve my vertical leap?',
      answer: 'Beginners often add 5-10 cm in 8-12 weeks of consistent strength and plyometric training. Gains slow down as you get more trained.',
    },
  ],
  'student-loan-calculator': [
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
  ],
};
