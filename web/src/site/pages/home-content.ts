/** The home page's how-it-works steps and industry applications: pure data, no React. */
import type { IconName } from '../../catalogue/types.ts';

export const howItWorksSteps: readonly { title: string; text: string }[] = [
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
    title: 'Share or copy',
    text: 'Your inputs are kept in the page address, so you can bookmark or share the link, or copy the results to paste elsewhere.',
  },
];

export const industryApplications: readonly { title: string; text: string; icon: IconName }[] = [
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
];
