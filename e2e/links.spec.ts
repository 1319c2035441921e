/**
 * Every link a visitor can make opens its page (the corpus in web/src/test/linkCorpus.ts: for each
 * calculator at least 50 links, valid ones, values at and past their bounds, each kind of value its
 * fields cannot read, huge, tiny and overlong values): the server answers 200, the browser takes the
 * page over with no console error and no hydration mismatch, and the results and the note about
 * reset values read the same before and after it does.
 */
import type { Page } from '@playwright/test';
import { calculatorInputs, linkCorpus } from '../web/src/test/linkCorpus.ts';
import { expect, test, waitUntilInteractive, watchConsole } from './support.ts';

/** What the page shows: each result's text, and the note about reset values. */
interface Shown {
  results: Record<string, string>;
  note: string;
}

declare global {
  interface Window {
    /** What the served markup showed, read before the app starts. */
    servedMarkup?: Shown;
  }
}

function readShown(): Shown {
  const results: Record<string, string> = {};
  for (const element of document.querySelectorAll<HTMLElement>('[data-result]')) results[element.dataset.result ?? ''] = element.textContent ?? '';
  return { results, note: document.querySelector('[data-link-reset]')?.textContent ?? '' };
}

async function shownAfterTakeOver(page: Page): Promise<Shown> {
  return page.evaluate(readShown);
}

test.describe.configure({ mode: 'parallel' });

/**
 * Tabs opening a calculator's links side by side. One tab spends most of a link's time waiting (the
 * server's answer, the app's start after the first paint, the page's own code fetched when idle);
 * a few in one browser keep its work going meanwhile, so the corpus takes a fraction of the time
 * with every link still opened, hydrated and checked in a page of its own.
 */
const tabs = 3;

/** The served markup as it arrived, before the app (which starts after the first paint) touches it. */
const recordServedMarkup = `(${String((read: () => Shown) => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.servedMarkup = read();
  });
})})(${String(readShown)})`;

for (const path of calculatorInputs.keys()) {
  test(`every link to ${path} opens with a 200 and hydrates to the same results`, async ({ page, context }) => {
    test.setTimeout(240_000);
    const pages = [page, ...(await Promise.all(Array.from({ length: tabs - 1 }, () => context.newPage())))];
    await context.addInitScript(recordServedMarkup);
    const queue = linkCorpus(path);
    await Promise.all(
      pages.map(async (tab) => {
        const problems = watchConsole(tab);
        for (let link = queue.shift(); link !== undefined; link = queue.shift()) {
          problems.length = 0;
          const response = await tab.goto(link);
          await waitUntilInteractive(tab);
          expect(response?.status(), link).toBe(200);
          const served = await tab.evaluate(() => window.servedMarkup);
          const live = await shownAfterTakeOver(tab);
          expect(problems, link).toEqual([]);
          expect(live, link).toEqual(served);
          expect(Object.keys(live.results).length, link).toBeGreaterThan(0);
        }
      }),
    );
  });
}

test('a link too long for the server to read opens its page with the defaults, saying so, and hydrates cleanly', async ({ page }) => {
  const courses = Array.from({ length: 200 }, (_, index) => ({ name: `Course ${index + 1}`, creditHours: 3, grade: 'A' }));
  const problems = watchConsole(page);
  const response = await page.goto(`/college-gpa-calculator?courses=${encodeURIComponent(JSON.stringify(courses))}`);
  expect(response?.status()).toBe(431);
  expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
  await expect(page.getByRole('heading', { level: 1, name: 'College GPA Calculator' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'This link was too long to open' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  // The document's own status is the one message: the page itself hydrates without any.
  expect(problems.filter((problem) => !problem.includes('status of 431'))).toEqual([]);
});

test('Copy Link gives a link that opens the same results, for every calculator with a Copy Link', async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const problems = watchConsole(page);
  for (const path of calculatorInputs.keys()) {
    // Every input written out, Copy Link writes back what differs from the defaults.
    const [, allInputs = path] = linkCorpus(path);
    await page.goto(allInputs);
    const copyLink = page.getByRole('button', { name: 'Copy Link' });
    if ((await copyLink.count()) === 0) continue;
    const before = await shownAfterTakeOver(page);
    await copyLink.click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const response = await page.goto(copied);
    expect(response?.status(), copied).toBe(200);
    expect(page.url(), copied).toBe(copied);
    expect(await shownAfterTakeOver(page), copied).toEqual({ ...before, note: '' });
  }
  expect(problems).toEqual([]);
});
