/**
 * The scientific calculator on a phone (390 × 844, touch): the whole keypad on the first screen,
 * function keys tapped first, typed names, percent as a phone takes it, and a result line that says
 * what the display shows. Run by the phone project.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/scientific-calculator');
});

const result = (page: Page) => page.locator('[data-result="result"]');
const expression = (page: Page) => page.getByTestId('expression');

async function tap(page: Page, ...names: string[]): Promise<void> {
  for (const name of names) await page.getByRole('button', { name, exact: true }).tap();
}

test('the whole keypad is on the first screen, without scrolling', async ({ page }) => {
  const viewport = page.viewportSize();
  expect(viewport).toEqual({ width: 390, height: 844 });
  for (const name of ['MC, memory clear', 'equals', '0', 'decimal point', 'xʸ, power']) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0), name).toBeLessThanOrEqual(844);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('sin 3 0 = is 0.5 and √ 9 = is 3, tapped', async ({ page }) => {
  await tap(page, 'sin, sine', '3', '0');
  await expect(expression(page)).toHaveText('sin(30');
  await expect(result(page)).toHaveText('0.5');
  await tap(page, 'equals');
  await expect(result(page)).toHaveText('0.5');
  await expect(page.getByRole('button', { name: /sin\(30\) =/ })).toBeVisible();
  await tap(page, 'square root', '9', 'equals');
  await expect(result(page)).toHaveText('3');
});

test('200 + 10 % = is 220, tapped', async ({ page }) => {
  await tap(page, '2', '0', '0', 'add', '1', '0', 'percent');
  await expect(expression(page)).toHaveText('200+20');
  await tap(page, 'equals');
  await expect(result(page)).toHaveText('220');
});

test('the result line says what the display previews while an expression is typed', async ({ page }) => {
  await tap(page, '1', 'add', '2');
  await expect(page.getByTestId('preview')).toHaveText('= 3');
  await expect(result(page)).toHaveText('3');
  await tap(page, 'multiply');
  await expect(result(page)).toHaveText('—');
});

test('sin(30) typed on a keyboard, letters and all, is 0.5', async ({ page }) => {
  await page.getByRole('group', { name: 'Scientific calculator' }).focus();
  await page.keyboard.type('sin(30)');
  await expect(expression(page)).toHaveText('sin(30)');
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveText('0.5');
  await page.keyboard.type('sqrt(16)+pi');
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveText('7.14159265359');
});
