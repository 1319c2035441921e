/**
 * Draws the installed app's icons (web/public/icons) from the site's mark (web/public/favicon.svg's
 * design) with Debian's Chromium, the browser the tests already use: the sizes browsers and
 * operating systems ask for, and a maskable one whose mark stays inside the safe zone (the centre
 * circle of 40% radius) so a launcher may cut it to any shape. Run once after the mark changes:
 * `npx tsx scripts/app-icons.ts`; the PNGs are kept in git.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../bench/chromium.ts';
import { appColours } from '../web/src/catalogue/brand.ts';

/** The calculator drawn on the mark, in a 32-unit square. */
const glyph = (colour: string) =>
  `<rect x="8" y="6" width="16" height="20" rx="2.5" fill="#fff"/><rect x="10.5" y="8.5" width="11" height="4" rx="1" fill="${colour}"/>` +
  `<g fill="${colour}"><circle cx="12" cy="16.5" r="1.3"/><circle cx="16" cy="16.5" r="1.3"/><circle cx="20" cy="16.5" r="1.3"/>` +
  `<circle cx="12" cy="21" r="1.3"/><circle cx="16" cy="21" r="1.3"/><circle cx="20" cy="21" r="1.3"/></g>`;

/** The mark as the favicon draws it: a rounded square. */
const roundedMark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${appColours.theme}"/>${glyph(appColours.theme)}</svg>`;
/**
 * Full bleed, the calculator scaled to 85% about the centre: its corners then lie within 11 units of
 * the centre, inside the safe circle (12.8 units of 32).
 */
const maskableMark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${appColours.theme}"/><g transform="translate(16 16) scale(0.85) translate(-16 -16)">${glyph(appColours.theme)}</g></svg>`;

export const appIcons = [
  { file: 'icon-192.png', size: 192, svg: roundedMark },
  { file: 'icon-512.png', size: 512, svg: roundedMark },
  { file: 'maskable-512.png', size: 512, svg: maskableMark },
  // iOS's home screen takes no manifest icon and rounds corners itself.
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskableMark },
] as const;

const folder = join(import.meta.dirname, '..', 'web', 'public', 'icons');
await mkdir(folder, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const icon of appIcons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`,
    );
    await page.screenshot({ path: join(folder, icon.file), omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await page.close();
  }
} finally {
  await browser.close();
}
