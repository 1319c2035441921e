/** The site's name and contact address, declared once for the shell, the head tags and the app manifest. */
export const brand = {
  name: 'CalcSuite',
  tagline: 'Free online calculators for school, home, work and maths',
  contactEmail: 'hello@calcsuite.app',
} as const;

/**
 * The browser's and the installed app's chrome: the site's blue, and the page's white behind it while
 * it opens (the app manifest and its icons; apart from `brand`, which every page's code carries).
 */
export const appColours = { theme: '#2563eb', background: '#ffffff' } as const;
