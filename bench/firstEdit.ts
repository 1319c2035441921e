/**
 * First edit on a slow phone: the time from the start of navigation to the result of the visitor's
 * first edit, in Chromium slowed down as Lighthouse's mobile preset slows the CPU (4 times, through
 * the DevTools protocol's Emulation.setCPUThrottlingRate), on the heaviest page of each category
 * (the most JavaScript until idle, from the weight benchmark: dunk among the general calculators,
 * the student loan among the education ones, the integral among the maths ones, and the
 * scientific calculator). The visitor edits as soon as the field is on the screen, before the app
 * has taken the page over; the served field keeps the edit, and the time ends when the result shown
 * for it appears. Median of a few loads, each in a fresh browser context (nothing cached), so it
 * counts the page's downloads, the app's start and the page's own code.
 */
import { chromium, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import { startServer } from './server.ts';
import { median } from './stats.ts';

export interface FirstEditRow {
  case: string;
  path: string;
  runsMs: number[];
  medianMs: number;
  budgetMs: number;
  withinBudget: boolean;
}

/** Lighthouse's mobile preset: the CPU four times slower than the machine's. */
const cpuSlowdown = 4;
/**
 * A page answers its first edit within this, from the start of navigation, on the slowed CPU: the
 * time Lighthouse's mobile scoring counts as fast for a page to become interactive.
 */
const budgetMs = 3800;
const runs = Number(process.env.BENCH_FIRST_EDIT_RUNS ?? 3);

interface FirstEditCase {
  name: string;
  path: string;
  /** The edit, made as soon as the page shows its field. */
  edit: (page: Page) => Promise<void>;
  /** The result that answers the edit, and its text once it has. */
  result: string;
  expected: string;
}

const cases: FirstEditCase[] = [
  {
    name: 'general: dunk, standing reach 2.4 → 2.5 m',
    path: '/dunk-calculator',
    edit: (page) => page.locator('input[name="standingReach"]').fill('2.5'),
    // A longer reach needs less leap: any change of the served figure (for 2.4 m) answers the edit.
    result: 'requiredVerticalLeap',
    expected: '',
  },
  {
    name: 'education: student loan, $25,000 → $40,000',
    path: '/student-loan-calculator',
    edit: (page) => page.locator('input[name="principalAmount"]').fill('40000'),
    // Any change of the served payment (for $25,000) answers the edit.
    result: 'monthlyPayment',
    expected: '',
  },
  {
    name: 'maths: integral of x^2, upper limit 1 → 3',
    path: '/integral-calculator?function=x%5E2&lowerLimit=0&upperLimit=1',
    edit: (page) => page.locator('input[name="upperLimit"]').fill('3'),
    // ∫₀³ x² dx = 9.
    result: 'result',
    expected: '9',
  },
  {
    name: 'scientific: 12 + 30 =',
    path: '/scientific-calculator',
    // Its keypad is not a field that keeps an early edit: the keys are pressed once it answers them.
    edit: async (page) => {
      await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { timeout: 60_000 });
      await page.getByRole('heading', { level: 1 }).click();
      await page.keyboard.type('12+30');
      await page.keyboard.press('Enter');
    },
    result: 'result',
    expected: '42',
  },
];

/**
 * In the page before any of its scripts: records when the result first shows `expected` (or, with
 * none given, first differs from the served text), in ms since navigation started. Written as
 * text: the runner compiles this file with helpers (named functions) that the page does not have.
 */
function watchResult(result: string, expected: string): string {
  return `document.addEventListener('DOMContentLoaded', function () {
    var selector = '[data-result="' + ${JSON.stringify(result)} + '"]';
    var element = document.querySelector(selector);
    if (!element) return;
    var served = (element.textContent || '').trim();
    var expected = ${JSON.stringify(expected)};
    new MutationObserver(function () {
      var text = ((document.querySelector(selector) || {}).textContent || '').trim();
      if (window.firstEditMs === undefined && (expected ? text === expected : text !== served)) window.firstEditMs = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });`;
}

export async function measureFirstEdit(): Promise<FirstEditRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-first-edit-'));
  const server = await startServer({ DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const rows: FirstEditRow[] = [];
    for (const testCase of cases) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        await page.addInitScript(watchResult(testCase.result, testCase.expected));
        await page.goto(`${server.url}${testCase.path}`, { waitUntil: 'commit' });
        await testCase.edit(page);
        await page.waitForFunction(() => (window as unknown as { firstEditMs?: number }).firstEditMs !== undefined, undefined, { timeout: 60_000 });
        times.push(Math.round(await page.evaluate(() => (window as unknown as { firstEditMs: number }).firstEditMs)));
        await context.close();
      }
      const medianMs = median(times);
      rows.push({ case: testCase.name, path: testCase.path, runsMs: times, medianMs, budgetMs, withinBudget: medianMs <= budgetMs });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
