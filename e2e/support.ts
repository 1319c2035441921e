import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** Resolves once the app has taken the page over (pre-rendered markup shows before it responds). */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
}

/** Holds back the page's scripts matching `pattern` a second each, as a slow phone network would. */
export async function scriptsArriveLate(page: Page, pattern = '**/assets/*.js'): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
}

/**
 * Playwright's `test`, whose page waits after `goto` and `reload` until the app has taken the page
 * over, as a visitor's first tap after the page appears would on a fast device.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const live = async <T>(response: T): Promise<T> => {
      if (javaScriptEnabled) await waitUntilInteractive(page);
      return response;
    };
    page.goto = async (...args) => live(await goto(...args));
    page.reload = async (...args) => live(await reload(...args));
    await use(page);
  },
});

/**
 * The warning Playwright itself prints where the suite blocks the service worker
 * (playwright.config.ts): the harness speaking, not the page.
 */
export const isBlockedWorkerWarning = (text: string) => text === 'Service Worker registration blocked by Playwright';

/** Collects console errors and uncaught exceptions while a page is used. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

/** The axe-core violations of serious or critical impact on the page as it is now. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/**
 * Every axe-core violation of WCAG 2.2 A and AA and of axe's best practices on the page as it is
 * now, whatever its impact, in light or dark (whichever the page is emulating).
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`).join('; ')})`,
  );
}

/** The violations in the light and in the dark colour scheme (the site follows the system's). */
export async function accessibilityViolationsInBothSchemes(page: Page): Promise<{ light: string[]; dark: string[] }> {
  // Colours change with a transition: each scheme is read once the page's transitions have ended
  // (reading the page's animations brings its style up to date, so the new scheme's have begun).
  const settle = () =>
    page.waitForFunction(
      () => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
      undefined,
      {
        polling: 'raf',
      },
    );
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await accessibilityViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await settle();
  const dark = await accessibilityViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await settle();
  return { light, dark };
}

/** What Copy Results puts on the clipboard: the calculator's summary, then the link that reopens the page as it is. */
export function copiedWithLink(page: Page, summary: string): string {
  return `${summary}\nLink: ${page.url()}`;
}

export function result(page: Page, name: string) {
  return page.locator(`[data-result="${name}"]`);
}

export async function expectNoBrokenValues(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Results' })).not.toContainText(/NaN|Infinity|undefined/);
}
