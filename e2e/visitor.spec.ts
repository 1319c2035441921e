/**
 * What a visitor meets at a phone's width and a desktop's: a result in sight on every
 * calculator while it is used, nothing fixed over the page, anchors and focus clear of the sticky
 * header, Copy Link, print and dark styles, typing into the scientific calculator anywhere, and the
 * maths parser out of the first load.
 */
import type { Locator, Page } from '@playwright/test';
import { publicPages } from '#catalogue/catalogue.ts';
import { accessibilityViolationsInBothSchemes, copiedWithLink, expect, result, test, watchConsole } from './support.ts';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const calculatorPaths = publicPages.map((page) => page.path).filter((path) => path.endsWith('-calculator'));

/** The part of the screen not under the sticky header or the result bar, in viewport pixels. */
async function clearArea(page: Page): Promise<{ top: number; bottom: number }> {
  return page.evaluate(() => {
    const header = document.querySelector('header')?.getBoundingClientRect();
    const bar = document.querySelector<HTMLElement>('[data-result-bar]');
    const barShown = bar !== null && getComputedStyle(bar).display !== 'none';
    return { top: header?.bottom ?? 0, bottom: barShown && bar ? bar.getBoundingClientRect().top : window.innerHeight };
  });
}

/** Whether a result value is in sight: a `data-result` value between the header and the screen's bottom, or the result bar. */
async function resultInSight(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const bar = document.querySelector<HTMLElement>('[data-result-bar]');
    if (bar && getComputedStyle(bar).display !== 'none' && (bar.textContent ?? '').trim() !== '') {
      const box = bar.getBoundingClientRect();
      if (box.top >= 0 && box.bottom <= window.innerHeight + 1) return true;
    }
    const barTop = bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().top : window.innerHeight;
    return [...document.querySelectorAll('[data-result]')].some((element) => {
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.top >= header && box.bottom <= barTop;
    });
  });
}

/** The first field of the calculator's form a visitor types in. */
function firstField(page: Page): Locator {
  return page.locator('main form').locator('input[inputmode], input[type="text"], textarea, [contenteditable="true"]').first();
}

test.describe('a result is in sight on every calculator, once loaded and while a field is edited', () => {
  for (const path of calculatorPaths) {
    test(path, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path);
      await expect.poll(() => resultInSight(page), { message: 'a result on the first screen' }).toBe(true);
      const field = firstField(page);
      if ((await field.count()) > 0) {
        await field.click();
        await page.keyboard.press('End');
        await page.keyboard.type('1');
        await expect.poll(() => resultInSight(page), { message: 'a result while editing' }).toBe(true);
        // The field being edited is not under the header or the bar.
        const box = await field.boundingBox();
        const clear = await clearArea(page);
        expect(box && box.y >= clear.top - 1 && box.y + box.height <= clear.bottom + 1, `the edited field of ${path} is in the clear`).toBe(true);
      }
      expect(problems).toEqual([]);
    });
  }
});

// Each layout at its own width, whichever project runs the file.
test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a phone the result bar shows the primary result out of sight, and leads to the full Results', async ({ page }) => {
    await page.goto('/semester-grade-calculator');
    const bar = page.locator('[data-result-bar]');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Weighted grade');
    await expect(bar).toContainText(await result(page, 'weightedGrade').innerText());
    await bar.click();
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results).toBeFocused();
    await expect(result(page, 'weightedGrade')).toBeInViewport();
    // With the Results in sight, the bar steps aside.
    await expect(bar).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');
  });
});

test.describe("a phone's lists", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home page lists every category on a phone in at most about three screens, each card one tap', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(2500);
    // A featured card is a row: its whole box is the link to its calculator.
    const card = page.locator('article').filter({ hasText: 'Percentage Calculator' });
    const box = await card.boundingBox();
    expect(box && box.height).toBeLessThanOrEqual(80);
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) - 10, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    await expect(page).toHaveURL(/\/percentage-calculator$/);
  });

  test("the student loan's grace period row keeps its text inside its box on a phone", async ({ page }) => {
    await page.goto('/student-loan-calculator?principalAmount=45000&gracePeriod=6');
    const row = page.getByTestId('grace-period');
    await row.scrollIntoViewIfNeeded();
    const [outer, inner] = await row.evaluate((element) => {
      const box = (node: Element) => node.getBoundingClientRect();
      const text = element.firstElementChild ?? element;
      return [box(element), box(text)].map(({ left, right, top, bottom }) => ({ left, right, top, bottom }));
    });
    expect(inner && outer && inner.top >= outer.top && inner.bottom <= outer.bottom && inner.left >= outer.left && inner.right <= outer.right).toBe(true);
  });

  test('a category listing keeps each calculator to a short row on a phone', async ({ page }) => {
    await page.goto('/education-tools');
    const cards = page.locator('article');
    await expect(cards).toHaveCount(13);
    for (const box of await Promise.all((await cards.all()).map((card) => card.boundingBox()))) expect(box && box.height).toBeLessThanOrEqual(110);
  });
});

test.describe("at a desktop's width", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('on a desktop the results stand beside the form and no result bar shows', async ({ page }) => {
    await page.goto('/semester-grade-calculator');
    await page.mouse.wheel(0, 600);
    await expect(page.locator('[data-result-bar]')).toBeHidden();
  });
});

test('the search button covers nothing: it sits in the header at every width', async ({ page }) => {
  await page.goto('/scientific-calculator');
  const searchButton = page.getByRole('button', { name: 'Search', exact: true });
  await expect(searchButton).toHaveCount(1);
  const box = await searchButton.boundingBox();
  const header = await page.locator('header').first().boundingBox();
  expect(box && header && box.y >= header.y && box.y + box.height <= header.y + header.height).toBe(true);
  {
    // No key of the keypad is under anything fixed.
    for (const name of ['1', '2', '3', '4', '5', '6', '0']) {
      const key = page.getByRole('button', { name, exact: true });
      await key.scrollIntoViewIfNeeded();
      const keyBox = await key.boundingBox();
      const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent, {
        x: (keyBox?.x ?? 0) + 5,
        y: (keyBox?.y ?? 0) + 5,
      });
      expect(onTop).toBe(name);
    }
  }
  await searchButton.click();
  const box2 = page.getByRole('search', { name: 'Site search' }).getByRole('combobox', { name: 'Search calculators' });
  await expect(box2).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchButton).toBeFocused();
});

test('anchors and focused controls stop below the sticky header', async ({ page }) => {
  await page.goto('/dunk-calculator');
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'How to improve your vertical leap' }).click();
  await expect.poll(async () => (await page.locator('#improve').boundingBox())?.y ?? -1).toBeGreaterThanOrEqual((await clearArea(page)).top);

  await page.goto('/scientific-calculator');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: 'RAD' }).focus();
  const box = await page.getByRole('button', { name: 'RAD' }).boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual((await clearArea(page)).top);
});

test('Copy Link puts the page link on the clipboard, and Copy Results ends with it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/percentage-calculator?value1=40&value2=50&mode=change');
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('The link to this calculation is on your clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  expect(page.url()).toContain('value1=40');
  await page.getByRole('button', { name: 'Copy Results' }).click();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text.startsWith('Percentage Calculator\n')).toBe(true);
  expect(text).toBe(copiedWithLink(page, text.slice(0, text.lastIndexOf('\nLink: '))));
});

test('a notice opens clear of the sticky header and of the result bar', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/percentage-calculator?value1=40&value2=50&mode=change');
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('The link to this calculation is on your clipboard')).toBeVisible();
  const area = await clearArea(page);
  const notice = page.locator('[data-scope="toast"][data-part="root"]');
  // Once it has slid into place.
  await expect.poll(async () => (await notice.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(area.top);
  const box = await notice.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(area.bottom);
});

test('on paper: the inputs, results, steps and schedule, without the header, menus, footer or buttons', async ({ page }) => {
  await page.goto('/student-loan-calculator?principalAmount=40000&interestRate=6.8&loanTerm=10');
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy Results' })).toBeHidden();
  await expect(page.getByRole('button', { name: /Search calculators/ })).toHaveCount(0);
  await expect(page.getByLabel('Loan amount', { exact: false }).first()).toBeVisible();
  await expect(result(page, 'monthlyPayment')).toBeVisible();
  // How it works is opened for paper: its steps print.
  await expect(page.getByRole('heading', { name: 'Steps' })).toBeVisible();
  await expect(page.getByText('Year 1', { exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.getByRole('heading', { name: 'Steps' })).toBeHidden();
});

test('dark mode follows the system setting, and paper stays light', async ({ page }) => {
  await page.goto('/percentage-calculator');
  const colours = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return { background: style.backgroundColor, text: style.color };
    });
  await page.emulateMedia({ colorScheme: 'light' });
  // Chakra's white and black (#09090b), and its gray.50 for text on the dark background.
  const light = { background: 'rgb(255, 255, 255)', text: 'rgb(9, 9, 11)' };
  expect(await colours()).toEqual(light);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(colours).toEqual({ background: 'rgb(9, 9, 11)', text: 'rgb(250, 250, 250)' });
  await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
  await expect.poll(colours).toEqual(light);
});

test('the scientific calculator takes typing anywhere on its page', async ({ page }) => {
  await page.goto('/scientific-calculator');
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.type('12+30');
  await page.keyboard.press('Enter');
  await expect(result(page, 'result')).toHaveText('42');
  // Typing in another field stays there.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.keyboard.type('77');
  await expect(page.getByRole('search', { name: 'Site search' }).getByRole('combobox')).toHaveValue('77');
  await expect(result(page, 'result')).toHaveText('42');
});

test('the scientific calculator echoes the expression typeset, as its input interpretation', async ({ page }) => {
  await page.goto('/scientific-calculator');
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.type('2+3*4');
  const echo = page.getByRole('group', { name: 'Input interpretation' });
  const math = echo.locator('math');
  await expect(math).toBeVisible();
  // 2 + 3·4: the numbers, and the operators of the sum and the product.
  await expect(math.locator('mn')).toHaveText(['2', '3', '4']);
  await expect(math.locator('mo')).toHaveText(['+', '·']);
  await expect(echo).toContainText('2+3×4');
  await page.keyboard.press('Enter');
  await expect(result(page, 'result')).toHaveText('14');
  await expect(math.locator('mn')).toHaveText(['2', '3', '4']);
  // A quotient is a fraction, and an open parenthesis is closed.
  await page.keyboard.type('(1/3');
  await expect(math.locator('mfrac > *')).toHaveText(['1', '3']);
  const box = await echo.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0)).toBe(true);
  expect(await accessibilityViolationsInBothSchemes(page)).toEqual({ light: [], dark: [] });
});

test('Escape that closes a menu keeps the scientific display; with nothing open it clears it', async ({ page }) => {
  await page.goto('/scientific-calculator');
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.type('12+30');
  const display = page.getByTestId('expression');
  await expect(display).toHaveText('12+30');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } else {
    const toggle = page.getByRole('button', { name: 'General calculators' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(display).toHaveText('12+30');
  // The site search, opened and closed with Escape, leaves it too.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('search', { name: 'Site search' }).getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('search', { name: 'Site search' })).toBeHidden();
  await expect(display).toHaveText('12+30');
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Escape');
  await expect(display).toHaveText('0');
});

test("the limit's steps are typeset: L'Hôpital's rule shows the quotient and the quotient of the derivatives", async ({ page }) => {
  // (x² − 1)/(x − 1) at 1 is 0/0; d/dx (x² − 1) = 2x and d/dx (x − 1) = 1, so the limit is lim 2x = 2.
  await page.goto('/limit-calculator?function=(x%5E2%20-%201)%2F(x%20-%201)&point=1&direction=both');
  await expect(result(page, 'limit')).toHaveText('2');
  await expect(result(page, 'steps')).toContainText("0/0 form: by L'Hôpital's rule, lim (x^2 - 1) / (x - 1) = lim 2x.");
  const step = page
    .getByRole('region', { name: 'Results' })
    .locator('li')
    .filter({ has: page.locator('math') })
    .filter({ hasText: 'From the left' });
  await expect(step).toBeVisible();
  const maths = step.locator('math');
  await expect(maths).toHaveCount(2);
  await expect(maths.first().locator('mfrac > *')).toHaveText(['x2−1', 'x−1']);
  await expect(maths.first().locator('msup')).toHaveText('x2');
  await expect(maths.last().locator('mn')).toHaveText('2');
  await expect(maths.last().locator('mi')).toHaveText('x');
  // The echo of the limit asked is typeset too.
  await expect(
    page
      .getByRole('region', { name: 'Results' })
      .locator('math')
      .filter({ has: page.locator('munder') }),
  ).toBeVisible();
  expect(await accessibilityViolationsInBothSchemes(page)).toEqual({ light: [], dark: [] });
});

test('the maths pages answer from the served page, and their parser is not part of the first load', async ({ request }) => {
  const html = await (await request.get('/integral-calculator?function=x%5E2&lowerLimit=0&upperLimit=3')).text();
  // The result is in the served page, before any script.
  expect(html).toMatch(/data-result="result"[^>]*>9</);
  // The scripts the page names for its first load (the entry and the chunks it fetches at once):
  // none holds the maths parser (its messages).
  const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) expect(await (await request.get(script)).text(), script).not.toContain('Unexpected end of expression');
});
