import { expect, seriousAccessibilityViolations, test, waitUntilInteractive } from './support.ts';

test('the menu slides in from the right with every entry, and closes when one is chosen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // Once it has slid in, the panel's right edge is the screen's right edge.
  await expect.poll(async () => Math.round(((await menu.boundingBox())?.x ?? 0) + ((await menu.boundingBox())?.width ?? 0))).toBe(390);
  for (const label of ['Home', 'Scientific', 'General', 'Education', 'Mathematical', 'Blooket', 'Credit Hour', 'Volume']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await menu.getByRole('link', { name: 'Percentage', exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/percentage-calculator$/);
});

test('the menu closes with its close button and Escape', async ({ page }) => {
  await page.goto('/terms');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('a calculator fits the phone: inputs above results, no sideways scrolling', async ({ page }) => {
  await page.goto('/percentage-calculator?value1=40&value2=50&mode=change');
  await expect(page.locator('[data-result="percentage"]')).toHaveText('25%');
  const inputBox = await page.getByLabel('New value (V2)', { exact: true }).boundingBox();
  const resultsBox = await page.getByRole('region', { name: 'Results' }).boundingBox();
  expect(inputBox && resultsBox && resultsBox.y > inputBox.y).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the scientific calculator fits the phone with a long expression, its result and history', async ({ page }) => {
  await page.goto('/scientific-calculator');
  await waitUntilInteractive(page);
  await page.getByRole('group', { name: 'Scientific calculator' }).focus();
  await page.keyboard.type('123456789012345678901234567890+1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await page.keyboard.type('98765432109876543210987654321');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a chart far below the fold is drawn only once the page is scrolled near it', async ({ page }) => {
  await page.goto('/student-loan-calculator');
  await waitUntilInteractive(page);
  const figure = page.getByRole('figure').filter({ hasText: 'Balance and cumulative interest by year' });
  // Its room is kept and its table is there; the drawing waits.
  await expect(figure.locator('table')).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(figure.locator('canvas')).toHaveCount(0);
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('canvas').first()).toBeVisible();
});
