/**
 * Keystroke to result in Chromium (issue: under 16 ms on the slowest calculator): the time from a
 * key going down in a field to the Results region changing, on the production build, for the
 * heaviest inputs allowed: 100,000 statistics values and a 1000-interval integral.
 */
import { chromium, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import { startServer } from './server.ts';
import { median, percentile } from './stats.ts';

export interface KeystrokeRow {
  case: string;
  keystrokes: number;
  medianMs: number;
  p99Ms: number;
  budgetMs: number;
  withinBudget: boolean;
}

const budgetMs = 16;
const keystrokes = 30;

/** Types `keys` one at a time into the focused field, timing each to the next change of the results. */
async function timeKeystrokes(page: Page, keys: readonly string[]): Promise<number[]> {
  await page.evaluate(() => {
    const marks: number[] = [];
    let down = 0;
    Object.assign(window, { keystrokeMarks: marks });
    document.addEventListener('keydown', () => (down = performance.now()), true);
    const results = document.querySelector('section[aria-label="Results"]');
    if (!results) throw new Error('No Results region');
    new MutationObserver(() => {
      if (down === 0) return;
      marks.push(performance.now() - down);
      down = 0;
    }).observe(results, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  for (const [index, key] of keys.entries()) {
    await page.keyboard.press(key);
    await page.waitForFunction((count) => (window as unknown as { keystrokeMarks: number[] }).keystrokeMarks.length > count, index);
  }
  return page.evaluate(() => (window as unknown as { keystrokeMarks: number[] }).keystrokeMarks);
}

function summarise(name: string, times: readonly number[]): KeystrokeRow {
  const p99 = percentile(times, 0.99);
  const medianMs = Number(median(times).toFixed(1));
  return { case: name, keystrokes: times.length, medianMs, p99Ms: Number(p99.toFixed(1)), budgetMs, withinBudget: p99 < budgetMs };
}

export async function measureKeystroke(): Promise<KeystrokeRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-keystroke-'));
  const server = await startServer({ DATA_DIR: dataDir });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  try {
    const rows: KeystrokeRow[] = [];
    const page = await browser.newPage();

    await page.goto(`${server.url}/standard-deviation-calculator`);
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    const values = Array.from({ length: 100_000 }, (_, index) => String((index * 7919) % 1000)).join(', ');
    const field = page.locator('textarea[name="values"]');
    await field.fill(values);
    await page.getByRole('region', { name: 'Results' }).getByText('100,000', { exact: false }).first().waitFor();
    await field.press('End');
    // Alternately a digit at the end and Backspace: the list stays at 100,000 values and changes.
    const keys = Array.from({ length: keystrokes }, (_, index) => (index % 2 === 0 ? '7' : 'Backspace'));
    rows.push(summarise('standard deviation, 100,000 values', await timeKeystrokes(page, keys)));

    await page.goto(`${server.url}/integral-calculator?intervals=1000`);
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    const expression = page.locator('input[name="function"]');
    await expression.click();
    await expression.press('End');
    const integralKeys = Array.from({ length: keystrokes }, (_, index) => (index % 2 === 0 ? '1' : 'Backspace'));
    rows.push(summarise('integral, 1000 intervals', await timeKeystrokes(page, integralKeys)));
    return rows;
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
