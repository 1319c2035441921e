/** The site's name and contact address, declared once for the shell and the head tags. */
export const brand = {
  name: 'CalcSuite',
  tagline: 'Free online calculators for school, home, work and maths',
  contactEmail: 'hello@calcsuite.app',
} as const;
