import { copiedWithLink, expect, expectNoBrokenValues, result, test } from './support.ts';

test('a decimal ratio from a URL is simplified exactly: 1.5 : 2.5 is 3:5', async ({ page }) => {
  await page.goto('/ratio-calculator?value1=1.5&value2=2.5&simplify=true');
  await expect(page.getByLabel('First value')).toHaveValue('1.5');
  await expect(result(page, 'simplified')).toHaveText('3:5');
  await expect(result(page, 'ratio')).toHaveText('1.5:2.5');
  await expect(result(page, 'decimal')).toHaveText('0.6');
  await expect(result(page, 'percentage')).toHaveText('60%');
  await expect(result(page, 'interpretation')).toHaveText('1.5 is 60% of 2.5, and 2.5 is 1.67 times 1.5.');
});

test('typing and the simplify switch update the result and the URL', async ({ page }) => {
  await page.goto('/ratio-calculator?value1=0.25&value2=1');
  await expect(result(page, 'simplified')).toHaveText('1:4');
  await page.getByLabel('Second value').fill('0.1');
  // 0.25 : 0.1 → 25 : 10 → 5 : 2
  await expect(result(page, 'simplified')).toHaveText('5:2');
  await expect(result(page, 'interpretation')).toHaveText('0.25 is 2.5 times 0.1.');
  await page.getByRole('switch', { name: 'Simplify to lowest terms' }).press('Space');
  await expect(result(page, 'simplified')).toHaveText('0.25:0.1');
  await expect(page).toHaveURL(/simplify=false/);
});

test('0 : 0 says it is not a ratio and shows no broken values', async ({ page }) => {
  await page.goto('/ratio-calculator?value1=0&value2=0');
  await expect(page.getByText('0 : 0 is not a ratio').first()).toBeVisible();
  await expectNoBrokenValues(page);
  await expect(page.getByRole('button', { name: 'Copy Results' })).toBeDisabled();
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/ratio-calculator?value1=16&value2=12');
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Ratio results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(
    copiedWithLink(
      page,
      [
        'Ratio Calculator',
        'Simplified ratio: 4:3',
        'Original ratio: 16:12',
        'Decimal: 1.333333',
        'Percentage: 133.333333%',
        'Interpretation: 16 is 1.33 times 12.',
      ].join('\n'),
    ),
  );
});
