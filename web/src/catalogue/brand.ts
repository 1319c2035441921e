/** The site's name and contact address, declared once for the shell, the legal pages and the head tags. */
export const brand = {
  name: 'CalcSuite',
  tagline: 'Free online calculators for school, home, work and maths',
  contactEmail: 'hello@calcsuite.app',
  /** Spec document 1, section 2.7 and 9.1: both legal pages carry this date. */
  legalUpdated: 'January 16, 2025',
} as const;
