/**
 * Keystroke to result in Chromium (budget: under 16 ms on the slowest calculator): the time from a
 * key going down in a field to the Results region changing, on the production build, for the
 * heaviest inputs allowed: 100,000 statistics values and a 1000-interval integral. Beside them, a
 * floor: the same keystrokes in a bare text area holding the same 100,000 values, with no app, timed
 * to the first frame after the edit, which is what the browser alone needs to edit that much text.
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
  /** Null for the floor, which has no budget of its own. */
  budgetMs: number | null;
  withinBudget: boolean | null;
}

const budgetMs = 16;
const keystrokes = 30;

/** Presses `keys` one at a time, each once the page has pushed a time for the one before to `keystrokeMarks`. */
async function pressTimed(page: Page, keys: readonly string[]): Promise<number[]> {
  for (const [index, key] of keys.entries()) {
    await page.keyboard.press(key);
    await page.waitForFunction((count) => (window as unknown as { keystrokeMarks: number[] }).keystrokeMarks.length > count, index);
  }
  return page.evaluate(() => (window as unknown as { keystrokeMarks: number[] }).keystrokeMarks);
}

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
  return pressTimed(page, keys);
}

/** The floor: a bare text area with the same text, timed from a key going down to the next frame after the edit. */
async function timeBareTextArea(page: Page, values: string, keys: readonly string[]): Promise<number[]> {
  await page.setContent('<textarea rows="6" cols="60" spellcheck="false"></textarea>');
  const field = page.locator('textarea');
  await field.fill(values);
  await field.press('End');
  await page.evaluate(() => {
    const marks: number[] = [];
    let down = 0;
    Object.assign(window, { keystrokeMarks: marks });
    document.addEventListener('keydown', () => (down = performance.now()), true);
    document.querySelector('textarea')?.addEventListener('input', () => {
      requestAnimationFrame(() => setTimeout(() => marks.push(performance.now() - down), 0));
    });
  });
  return pressTimed(page, keys);
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
    await page.locator('textarea[name="values"]').fill(values);
    await page.getByRole('region', { name: 'Results' }).getByText('100,000', { exact: false }).first().waitFor();
    // A list this long is edited in the editor that takes over from the text area (LongTextArea).
    const field = page.locator('[contenteditable="true"][aria-labelledby]');
    await field.waitFor();
    await field.press('Control+End');
    // Alternately a digit at the end and Backspace: the list stays at 100,000 values and changes.
    const keys = Array.from({ length: keystrokes }, (_, index) => (index % 2 === 0 ? '7' : 'Backspace'));
    rows.push(summarise('standard deviation, 100,000 values', await timeKeystrokes(page, keys)));
    const floor = await timeBareTextArea(await browser.newPage(), values, keys);
    rows.push({ ...summarise('floor: a bare text area, the same 100,000 values', floor), budgetMs: null, withinBudget: null });

    await page.goto(`${server.url}/integral-calculator?intervals=1000`);
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    // The chart is drawn once it comes near the screen: bring it there first, so that every
    // keystroke also redraws it, as for a visitor looking at it.
    const figure = page.getByRole('figure').first();
    await figure.scrollIntoViewIfNeeded();
    await figure.locator('canvas').first().waitFor();
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
