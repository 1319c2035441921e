/** The home page record's text: the hero's heading and introduction, the search tip and the sections under the calculator lists. */
import type { PageSeed } from '../pages.ts';

export const homeSeed: PageSeed = {
  title: 'Free online calculators for school, home and maths',
  description:
    'Grades and GPA, AP scores, student loans, percentages, integrals, triangles and more. Results update as you type, stay in your browser, and can be shared by link.',
  content: {
    blocks: [
      {
        type: 'note',
        heading: 'Looking for something else?',
        text: 'The search button at the top of every page finds any calculator by name, topic or category.',
      },
    ],
    sections: [
      {
        heading: 'How it works',
        blocks: [
          {
            type: 'steps',
            steps: [
              {
                title: 'Pick a calculator',
                text: 'Browse the General, Education and Mathematical categories, or type a few letters into the search to find the tool you need.',
              },
              {
                title: 'Enter your values',
                text: 'Fill in the labelled fields and choose units or options. Nothing to install and no account to create.',
              },
              {
                title: 'See results instantly',
                text: 'Results update as you type, calculated right in your browser, with an explanation of the formula behind them.',
              },
              {
                title: 'Copy Link or Results',
                text: 'Your inputs are kept in the page address: Copy Link gives a link to bookmark or send that opens the same results, and Copy Results copies them to paste elsewhere.',
              },
            ],
          },
        ],
      },
      {
        heading: 'Who uses these calculators',
        blocks: [
          {
            type: 'cards',
            cards: [
              {
                title: 'Students & educators',
                text: 'Estimate AP scores, work out final and semester grades, track GPA and check maths homework step by step.',
                icon: 'GraduationCap',
              },
              {
                title: 'Parents & families',
                text: 'Plan college savings, compare college costs and understand student loan repayments before making decisions.',
                icon: 'PiggyBank',
              },
              {
                title: 'Homeowners',
                text: 'Find the right TV mounting height for your room and work out percentages for budgets, discounts and price changes.',
                icon: 'Home',
              },
              {
                title: 'Farmers & landscapers',
                text: 'Work out how many acres per hour your equipment covers and how long a field or site will take to finish.',
                icon: 'Tractor',
              },
              {
                title: 'Researchers & engineers',
                text: 'Compute integrals, derivatives, limits, standard deviations, triangle dimensions and volumes for quick checks.',
                icon: 'FlaskConical',
              },
              {
                title: 'Financial planning',
                text: 'Project savings growth, estimate loan payments and calculate percentage changes for clearer financial planning.',
                icon: 'TrendingUp',
              },
            ],
          },
        ],
      },
    ],
  },
};
