import type { Page } from '@playwright/test';
import { expect, result, seriousAccessibilityViolations, test } from './support.ts';

/** Whether the page scrolls sideways on the phone. */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

test('on a phone, typeset maths and its steps fit the screen', async ({ page }) => {
  await page.goto('/derivative-calculator?function=x%5E2%20sin(3x)%20%2B%20ln(x)%2Fx&point=1&method=analytical&stepSize=0.001');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.locator('math').first()).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await page.goto('/integral-calculator?function=x%5E2&lowerLimit=0&upperLimit=1&method=simpson&intervals=10');
  await expect(result(page, 'exactForm')).toHaveText('1/3');
  expect(await scrollsSideways(page)).toBe(false);
});

test('on a phone, the triangle and the solids are drawn within the screen', async ({ page }) => {
  await page.goto('/triangle-calculator?calculationType=SSA&side1=6&side2=8&angle1=40');
  const triangles = page.locator('svg[data-diagram="triangle"]');
  await expect(triangles).toHaveCount(2);
  for (const index of [0, 1]) {
    const box = await triangles.nth(index).boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
  }
  await page.goto('/volume-calculator?shape=cone');
  await expect(page.locator('svg[data-diagram="cone"]').getByText('r = 4', { exact: true })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});

test('on a phone, the percentage modes fit and the loan shows its working', async ({ page }) => {
  await page.goto('/percentage-calculator?value1=15&value2=80&mode=of');
  await expect(result(page, 'amount')).toHaveText('12');
  for (const name of ['Change', 'Difference', 'X% of Y', 'X is what % of Y']) await expect(page.getByRole('radio', { name })).toBeAttached();
  expect(await scrollsSideways(page)).toBe(false);
  await page.goto('/student-loan-calculator');
  await expect(result(page, 'working')).toContainText('M = P·r(1 + r)^n / ((1 + r)^n − 1) = $25,687.50');
  expect(await scrollsSideways(page)).toBe(false);
});

test('typeset maths and diagrams raise no serious accessibility problem', async ({ page }) => {
  for (const path of [
    '/integral-calculator?function=x%5E2&lowerLimit=0&upperLimit=1&method=simpson&intervals=10',
    '/derivative-calculator?function=x%5E3&point=2&method=analytical&stepSize=0.001',
    '/triangle-calculator?calculationType=SSS&side1=3&side2=4&side3=5',
    '/volume-calculator?shape=rectangular_prism',
    '/factoring-calculator?polynomial=x%5E4%20-%205x%5E2%20%2B%204&degree=4',
  ]) {
    await page.goto(path);
    expect(await seriousAccessibilityViolations(page), path).toEqual([]);
  }
});
