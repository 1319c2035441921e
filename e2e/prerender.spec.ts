/**
 * Pre-rendered pages: what a crawler without JavaScript reads, and the
 * browser taking that markup over in place, with no hydration error and no layout shift.
 */
import type { Page } from '@playwright/test';
import { publicPages } from '#catalogue/catalogue.ts';
import { expect, isBlockedWorkerWarning, result, scriptsArriveLate, test, waitUntilInteractive } from './support.ts';

/** The page's heading, every `data-result` figure and every field's value, as a reader sees them. */
async function figures(page: Page): Promise<{ heading: string; results: Record<string, string>; inputs: Record<string, string> }> {
  return page.evaluate(() => {
    const heading = document.querySelector('h1')?.innerText ?? '';
    const results: Record<string, string> = {};
    for (const element of document.querySelectorAll<HTMLElement>('[data-result]')) results[element.dataset.result ?? ''] = element.innerText;
    const inputs: Record<string, string> = {};
    const fields = document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('main input, main select, main textarea');
    fields.forEach((field, index) => {
      const checkable = field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');
      inputs[field.name || field.id || String(index)] = checkable ? String(field.checked) : field.value;
    });
    return { heading, results, inputs };
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const entry of publicPages) {
    test(`${entry.path} already shows its heading, text and, for calculators, default inputs and results`, async ({ page }) => {
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(300);
      if (entry.pageType === 'calculator') {
        await expect(page.locator('main')).toContainText(entry.description);
        const { results, inputs } = await figures(page);
        // The scientific calculator's input is its keypad; every other calculator has fields.
        if (entry.slug !== 'scientific-calculator') expect(Object.keys(inputs).length, 'default inputs').toBeGreaterThan(0);
        expect(Object.keys(results).length, 'default results').toBeGreaterThan(0);
        for (const [name, value] of Object.entries(results)) expect(value.trim(), name).not.toBe('');
      }
    });
  }

  test('the percentage calculator shows its worked default: 100 to 125 is a 25% increase', async ({ page }) => {
    await page.goto('/percentage-calculator');
    await expect(page.locator('input[name="value1"]')).toHaveValue('100');
    await expect(page.locator('input[name="value2"]')).toHaveValue('125');
    await expect(result(page, 'percentage')).toHaveText('25%');
  });

  test('an unknown path gets the Page Not Found shell, not the home page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});

test('icons are drawn from one sprite, which has every symbol the page uses and is cached for good', async ({ page, request }) => {
  await page.goto('/final-grade-calculator');
  const references = await page.locator('svg use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
  expect(references.length).toBeGreaterThan(5);
  const files = [...new Set(references.map((reference) => reference.split('#')[0] ?? ''))];
  expect(files).toHaveLength(1);
  const response = await request.get(files[0] ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(response.headers()['cache-control']).toContain('immutable');
  const sprite = await response.text();
  for (const reference of references) expect(sprite).toContain(`<symbol id="${reference.split('#')[1]}"`);
  // The browser found the symbols: each icon on screen has drawn something.
  const shown = await page.locator('svg use').evaluateAll((uses) => uses.filter((use) => use.closest('svg')?.checkVisibility()).length);
  expect(shown).toBeGreaterThan(5);
  const drawn = () =>
    page
      .locator('svg use')
      .evaluateAll((uses) => uses.filter((use) => use.closest('svg')?.checkVisibility() && (use as SVGUseElement).getBBox().width > 0).length);
  await expect.poll(drawn).toBe(shown);
});

test.describe('hydration', () => {
  for (const entry of publicPages) {
    test(`${entry.path} is taken over in place: no warning, no replaced markup, no layout shift, same figures`, async ({ page, browser }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if ((message.type() === 'error' || message.type() === 'warning') && !isBlockedWorkerWarning(message.text()))
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(String(error)));
      // Records any served element React removes: hydrating in place removes none.
      await page.addInitScript(() => {
        const removed: string[] = [];
        Object.assign(window, { removedServedElements: removed });
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) {
              if (node instanceof HTMLElement && (node.matches('h1, main, footer') || node.querySelector('h1, main, footer'))) removed.push(node.tagName);
            }
          }
        }).observe(document, { childList: true, subtree: true });
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const shift of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!shift.hadRecentInput) shifts.push(shift.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });

      await page.goto(entry.path);
      // The router renders the page's head once it has taken the page over.
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const served = await browser.newContext({ javaScriptEnabled: false }).then(async (context) => {
        const plain = await context.newPage();
        await plain.goto(entry.path);
        const values = await figures(plain);
        await context.close();
        return values;
      });
      expect(await figures(page)).toEqual(served);
      expect(await page.evaluate(() => (window as unknown as { removedServedElements: string[] }).removedServedElements)).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('a value typed before the page is live is taken up once it is', async ({ browser, baseURL }) => {
    // A page of its own, so nothing waits for the app: its scripts arrive a second late, as on a slow phone.
    const page = await browser.newPage({ baseURL });
    await scriptsArriveLate(page);
    await page.goto('/percentage-calculator', { waitUntil: 'commit' });
    await page.locator('input[name="value1"]').fill('200');
    expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
    await expect(result(page, 'percentage')).toHaveText('-37.5%');
    await page.close();
  });

  test('the page paints before the app is fetched: one small entry script, no module preloads in the HTML', async ({ browser, baseURL, request }) => {
    const html = await (await request.get('/percentage-calculator')).text();
    expect(html.match(/<script type="module"[^>]*src=/g)).toHaveLength(1);
    expect(html).not.toContain('rel="modulepreload"');
    // Frames are held back: until the page has rendered one, the app must not be fetched. (A page
    // of its own, so nothing waits for the app to start.)
    const page = await browser.newPage({ baseURL });
    await page.addInitScript(() => {
      const held: FrameRequestCallback[] = [];
      const requestFrame = window.requestAnimationFrame.bind(window);
      Object.assign(window, {
        releaseFrames: () => {
          window.requestAnimationFrame = requestFrame;
          for (const callback of held) requestFrame(callback);
        },
      });
      window.requestAnimationFrame = (callback) => held.push(callback);
    });
    await page.goto('/percentage-calculator', { waitUntil: 'load' });
    await page.waitForTimeout(300);
    const scriptBytes = () =>
      page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
          .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      );
    // Only the entry and the few lines it imports.
    expect(await scriptBytes()).toBeLessThan(4096);
    expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
    await page.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames());
    await waitUntilInteractive(page);
    expect(await scriptBytes()).toBeGreaterThan(50_000);
    await page.close();
  });

  test("the route's own chunks download beside the app, not after it", async ({ browser, baseURL }) => {
    const page = await browser.newPage({ baseURL });
    // The app takes a second to arrive; the page's route chunk must not wait for it.
    await scriptsArriveLate(page, '**/assets/app-*.js');
    await page.goto('/percentage-calculator');
    const named = await page.locator('#root').getAttribute('data-chunks');
    expect(named?.split(' ').some((path) => /^\/assets\/percentage-calculator-[\w-]+\.js$/.test(path))).toBe(true);
    await waitUntilInteractive(page);
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const find = (pattern: RegExp) => entries.find((entry) => pattern.test(new URL(entry.name).pathname));
      return { app: find(/^\/assets\/app-[\w-]+\.js$/)?.responseEnd, route: find(/^\/assets\/percentage-calculator-[\w-]+\.js$/)?.startTime };
    });
    expect(timing.route).toBeDefined();
    expect(timing.app).toBeDefined();
    expect(timing.route ?? Infinity).toBeLessThan(timing.app ?? 0);
    await page.close();
  });

  test('once the page says it is live, its fields are: text typed over a field replaces it', async ({ browser, baseURL }) => {
    // Pages of their own, each acting the moment the page is live, as scripts and quick hands do.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const page = await browser.newPage({ baseURL });
      await page.goto('/standard-deviation-calculator');
      await waitUntilInteractive(page);
      await page.locator('textarea[name="values"]').fill('1, 2, 3, 4');
      await expect(page.locator('textarea[name="values"]')).toHaveValue('1, 2, 3, 4');
      await expect(result(page, 'count')).toHaveText('4');
      await page.close();
    }
  });

  test('a shared link with inputs renders them, replacing the default markup', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/percentage-calculator?value1=40&value2=50&mode=change');
    await expect(result(page, 'percentage')).toHaveText('25%');
    await page.goto('/percentage-calculator?value1=200&value2=150&mode=change');
    await expect(result(page, 'percentage')).toHaveText('-25%');
    await expect(page.locator('input[name="value1"]')).toHaveValue('200');
    expect(problems).toEqual([]);
  });
});

test.describe('styles compiled at build time', () => {
  /**
   * Every class of the page's compiled styles (`scope__key`) that no rule of its style sheets names.
   * Chakra's components name their parts alike (`chakra-field__label`); those are styled at run time.
   */
  const unstyledClasses = (page: Page) =>
    page.evaluate(() => {
      const selectors: string[] = [];
      const collect = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
          if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) collect(rule.cssRules);
        }
      };
      for (const sheet of document.styleSheets) collect(sheet.cssRules);
      const styled = new Set(selectors.flatMap((selector) => [...selector.matchAll(/\.([\w-]+__[\w-]+)/g)].map((match) => match[1])));
      const used = new Set(
        [...document.querySelectorAll('[class]')].flatMap((element) =>
          [...element.classList].filter((name) => name.includes('__') && !name.startsWith('chakra-')),
        ),
      );
      return { used: used.size, missing: [...used].filter((name) => !styled.has(name)) };
    });

  for (const { path } of publicPages) {
    test(`${path}: every compiled class it uses has its rule in the site's style sheet`, async ({ page }) => {
      await page.goto(path);
      await waitUntilInteractive(page);
      const { used, missing } = await unstyledClasses(page);
      expect(used).toBeGreaterThan(5);
      expect(missing).toEqual([]);
    });
  }

  for (const path of [
    '/',
    '/education-tools',
    '/terms',
    '/percentage-calculator',
    '/college-gpa-calculator',
    '/student-loan-calculator',
    '/integral-calculator',
    '/scientific-calculator',
  ]) {
    test(`${path} is styled at build time alone: no Chakra styles served or made, no Chakra code loaded`, async ({ page, request }) => {
      const scripts: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'script') scripts.push(sent.url());
      });
      await page.goto(path);
      await waitUntilInteractive(page);
      expect(await page.locator('style[data-emotion], style[data-served-emotion]').count()).toBe(0);
      // Searching renders nothing of Chakra either.
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('search').last().getByRole('combobox').fill('gpa');
      await expect(page.getByRole('search').last().getByRole('option').first()).toBeVisible();
      expect(await page.locator('style[data-emotion]').count()).toBe(0);
      expect(scripts.length).toBeGreaterThan(3);
      for (const url of scripts) expect((await (await request.get(url)).text()).includes('ChakraContext'), url).toBe(false);
    });
  }
});
