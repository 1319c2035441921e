import { expect, expectNoBrokenValues, result, test } from './support.ts';

const nearBillion = '1000000004, 1000000007, 1000000013, 1000000016';

test('values near 1e9 from a URL give the exact population variance 22.5', async ({ page }) => {
  await page.goto(`/standard-deviation-calculator?values=${encodeURIComponent(nearBillion)}&population=true`);
  await expect(page.getByLabel('Values')).toHaveValue(nearBillion);
  await expect(result(page, 'variance')).toHaveText('22.5');
  await expect(result(page, 'standardDeviation')).toHaveText('4.743416');
  await expect(result(page, 'mean')).toHaveText('1,000,000,010');
  await expect(result(page, 'count')).toHaveText('4');
  await expect(result(page, 'summary.sum')).toHaveText('4,000,000,040');

  await page.getByRole('switch', { name: 'Population (divide by N)' }).press('Space');
  // sample: 90 / 3 = 30
  await expect(result(page, 'variance')).toHaveText('30');
  await expect(page).toHaveURL(/population=false/);
});

test('drops entries that are not numbers and says how many', async ({ page }) => {
  await page.goto(`/standard-deviation-calculator?values=${encodeURIComponent('2; 4 four\n6, x')}`);
  await expect(page.getByText('2 entries were not numbers and were dropped.')).toBeVisible();
  await expect(result(page, 'count')).toHaveText('3');
  // population of 2, 4, 6: deviations² 4 + 0 + 4 = 8; 8 / 3
  await expect(result(page, 'variance')).toHaveText('2.666667');
});

test('a sample of one value has no sample standard deviation', async ({ page }) => {
  await page.goto('/standard-deviation-calculator?values=42&population=false');
  await expect(result(page, 'mean')).toHaveText('42');
  await expect(result(page, 'standardDeviation')).toHaveText('—');
  await expect(result(page, 'interpretation')).toContainText('A sample standard deviation needs at least two values');
  await expectNoBrokenValues(page);
});

test('100,000 pasted values compute, typing after them stays live, and the link keeps a list that fits', async ({ page }) => {
  await page.goto(`/standard-deviation-calculator?values=${encodeURIComponent('1, 2, 3')}`);
  const values = Array.from({ length: 100_000 }, (_, index) => index + 1).join(', ');
  const field = page.getByLabel('Values');
  await field.fill(values);
  await expect(result(page, 'count')).toHaveText('100,000');
  // (n² − 1) / 12 for 1..n
  await expect(result(page, 'variance')).toHaveText('833,333,333.25');
  await expect(page.getByText('This list is too long for the page link')).toBeVisible();
  await field.press('End');
  await field.pressSequentially(', 5', { delay: 0 });
  await expect(result(page, 'count')).toHaveText('100,001');
  expect(new URL(page.url()).searchParams.get('values')).toBe('1, 2, 3');
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/standard-deviation-calculator?values=${encodeURIComponent('1, 2, 3, 4')}&population=false`);
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Standard deviation results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  // mean 2.5; deviations² 2.25 + 0.25 + 0.25 + 2.25 = 5; 5 / 3 = 1.666667; √ = 1.290994
  expect(text).toBe(
    [
      'Standard Deviation Calculator',
      'Values: 4 (sample)',
      'Minimum: 1, maximum: 4, sum: 10',
      'Mean: 2.5',
      'Standard deviation: 1.290994',
      'Variance: 1.666667',
      'Formula: s = √(Σ(x − x̄)² / (n − 1))',
    ].join('\n'),
  );
});
