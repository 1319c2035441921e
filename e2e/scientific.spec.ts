import type { Page } from '@playwright/test';
import { expect, test } from './support.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/scientific-calculator');
});

const result = (page: Page) => page.locator('[data-result="result"]');

test('evaluates 2 + 3 × 4 = 14 by clicks, with precedence', async ({ page }) => {
  for (const key of ['2', 'add', '3', 'multiply', '4', 'equals']) {
    await page.getByRole('button', { name: key, exact: true }).click();
  }
  await expect(result(page)).toHaveText('14');
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
});

test('evaluates (2 + 3) × 4 = 20 from the keyboard', async ({ page }) => {
  await page.getByRole('group', { name: 'Scientific calculator' }).focus();
  await page.keyboard.type('(2+3)*4');
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveText('20');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'square root' }).click();
  await page.keyboard.type('9');
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveText('3');
});

test('takes sine in degrees by default and in radians when switched', async ({ page }) => {
  await page.getByRole('group', { name: 'Scientific calculator' }).focus();
  await page.getByRole('button', { name: 'sin, sine', exact: true }).click();
  await page.keyboard.type('90');
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveText('1');
  await page.getByRole('button', { name: 'RAD', exact: true }).click();
  await expect(page.getByRole('button', { name: 'RAD', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'C, clear', exact: true }).click();
  await page.getByRole('button', { name: 'sin, sine', exact: true }).click();
  await page.getByRole('button', { name: 'pi', exact: true }).click();
  await page.getByRole('button', { name: 'divide' }).click();
  await page.getByRole('button', { name: '2', exact: true }).click();
  await page.getByRole('button', { name: 'equals' }).click();
  await expect(result(page)).toHaveText('1');
});

test('keeps a value in memory', async ({ page }) => {
  await page.getByRole('group', { name: 'Scientific calculator' }).focus();
  await page.keyboard.type('7');
  await page.getByRole('button', { name: 'M+, memory add' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'MR, memory recall' }).click();
  await page.keyboard.type('*2');
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveText('14');
});

test('reads a minus after × as a sign and says why 1 ÷ 0 has no result', async ({ page }) => {
  await page.getByRole('group', { name: 'Scientific calculator' }).focus();
  await page.keyboard.type('3*-2');
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveText('-6');
  await page.keyboard.type('1/0');
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveText('Cannot divide by zero');
  await page.keyboard.type('10^400');
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveText('Too large');
  await expect(page.getByRole('group', { name: 'Scientific calculator' })).not.toContainText(/Infinity|NaN/);
});
