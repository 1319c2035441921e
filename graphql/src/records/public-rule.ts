/** The one rule of what visitors see, as the admin's hint says it where an editor sets it (a page's Published, a calculator's Active). */
export const publicRule =
  'A page is public only while its page record is published and, for a calculator, its calculator record is active. Otherwise visitors get ‘Page Not Found’ and it leaves the menus, listings, search and sitemap; signed in, you still see it, marked as a preview.';
