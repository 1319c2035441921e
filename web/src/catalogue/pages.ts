import type { CategoryEntry, StaticPageEntry } from './types.ts';

/** The three category listings, in navigation order. */
export const categories = [
  {
    id: 'general',
    slug: 'general-tools',
    path: '/general-tools',
    alias: '/general',
    label: 'General',
    title: 'General Calculators',
    description:
      'Everyday calculators for home, hobbies and work: TV mounting height, percentages, peptide dosing, field work rates, Blooket odds and dunking.',
    keywords: ['general calculators', 'everyday calculators', 'free online calculators', 'home calculators'],
    icon: 'Wrench',
    color: 'blue',
  },
  {
    id: 'education',
    slug: 'education-tools',
    path: '/education-tools',
    alias: '/education',
    label: 'Education',
    title: 'Education Calculators',
    description:
      'Grade, GPA, AP score, study-load and college-cost calculators for students, parents and counsellors, from final exam targets to loan payments.',
    keywords: ['education calculators', 'gpa calculator', 'grade calculator', 'ap score calculator', 'college cost'],
    icon: 'GraduationCap',
    color: 'green',
  },
  {
    id: 'mathematical',
    slug: 'mathematical-tools',
    path: '/mathematical-tools',
    alias: '/mathematical',
    label: 'Mathematical',
    title: 'Mathematical Calculators',
    description: 'Integrals, derivatives, limits, factoring, triangles, statistics, ratios and volumes, each with worked steps you can follow and check.',
    keywords: ['math calculators', 'integral calculator', 'derivative calculator', 'triangle solver', 'statistics'],
    icon: 'Sigma',
    color: 'purple',
  },
] as const satisfies readonly CategoryEntry[];

export { homePage } from './homePage.ts';

export const scientificCalculatorPage = {
  slug: 'scientific-calculator',
  path: '/scientific-calculator',
  pageType: 'calculator',
  label: 'Calculator',
  title: 'Scientific Calculator',
  description:
    'A free scientific calculator with operator precedence, parentheses, trigonometry in degrees or radians, logarithms, powers, memory keys and a history.',
  keywords: ['scientific calculator', 'online calculator', 'trig calculator', 'calculator with parentheses', 'square root sqrt', 'logarithm'],
  icon: 'Calculator',
} as const satisfies StaticPageEntry;

/** Legal and contact pages. */
export const staticPages = [
  {
    slug: 'terms',
    path: '/terms',
    pageType: 'page',
    label: 'Terms of Service',
    title: 'Terms of Service',
    description: 'The terms for using our free online calculators: what the service offers, its limits, and your responsibilities when you rely on results.',
    keywords: ['terms of service', 'terms of use'],
    icon: 'FileText',
  },
  {
    slug: 'privacy',
    path: '/privacy',
    pageType: 'page',
    label: 'Privacy Policy',
    title: 'Privacy Policy',
    description:
      'What we collect and what we do not: calculations stay in your browser, analytics only with consent signals respected, and how long data is kept.',
    keywords: ['privacy policy', 'data protection', 'cookies'],
    icon: 'Shield',
  },
  {
    slug: 'dmca',
    path: '/dmca',
    pageType: 'page',
    label: 'DMCA',
    title: 'DMCA Notice and Takedown Policy',
    description: 'How to report content you believe infringes your copyright, what a valid notice contains, and how counter-notices are handled.',
    keywords: ['dmca', 'copyright notice', 'takedown'],
    icon: 'Copyright',
  },
  {
    slug: 'contact',
    path: '/contact',
    pageType: 'page',
    label: 'Contact',
    title: 'Contact Us',
    description: 'Write to us about a calculator, a suspected error, a feature idea or a DMCA notice, and see how quickly each kind of message is answered.',
    keywords: ['contact', 'support', 'feedback'],
    icon: 'Mail',
  },
] as const satisfies readonly StaticPageEntry[];
