/** The site's name, contact address and colours, declared once for the shell, the head tags and the app manifest. */
export const brand = {
  name: 'CalcSuite',
  tagline: 'Free online calculators for school, home, work and maths',
  contactEmail: 'hello@calcsuite.app',
  /** The browser's and the installed app's chrome: the site's blue, and the page's white behind it while it opens. */
  themeColor: '#2563eb',
  backgroundColor: '#ffffff',
} as const;
