import { expect, result, test } from './support.ts';

// A 10-year-old, 8 years (96 months) to save: $10,000 + $200 a month at 6% → $40,707.14 (month by month);
// $80,000 × 1.04^8 = $109,485.52; short by $68,778.39 (63%). Exactly $759.9545 a month reaches it
// (bisection at 40 digits): rounded up, $759.96; $759.95 would fall short.
const url =
  '/college-savings-calculator?childAge=10&collegeStartAge=18&currentSavings=10000&monthlyContribution=200&expectedReturn=6&collegeCost=80000&inflationRate=4&savingsGoal=0';

test('opening a shared URL shows the projection, the shortfall and the monthly target', async ({ page }) => {
  await page.goto(url);
  await expect(page.getByLabel('Child’s age')).toHaveValue('10');
  await expect(result(page, 'yearsToSave')).toHaveText('8 years');
  await expect(result(page, 'futureValue')).toHaveText('$40,707.14');
  await expect(result(page, 'totalContributions')).toHaveText('$29,200.00');
  await expect(result(page, 'investmentGrowth')).toHaveText('$11,507.14');
  await expect(result(page, 'shortfall')).toHaveText('$68,778.39');
  await expect(result(page, 'recommendedMonthlyPayment')).toHaveText('$759.96 a month');
  await expect(result(page, 'recommendation')).toHaveText(/^A large gap/);
});

test('a savings goal replaces the inflated cost', async ({ page }) => {
  await page.goto(url);
  await page.getByLabel('Savings goal (optional)').fill('40000');
  await expect(result(page, 'shortfall')).toHaveText('$0.00');
  await expect(result(page, 'recommendation')).toHaveText(/^On track/);
  await expect(page).toHaveURL(/savingsGoal=40000/);
});

test('the year-by-year table and chart show the fund growing', async ({ page }) => {
  await page.goto(url);
  const table = page.getByRole('table', { name: 'The college fund at the end of each year' });
  await expect(table.getByRole('row')).toHaveCount(10);
  await expect(table.getByRole('row').last()).toContainText('$40,707.14');
  await page.getByRole('figure').scrollIntoViewIfNeeded();
  await expect(page.getByRole('figure').locator('canvas').first()).toBeVisible();
});

test('Copy Results puts the savings summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(url);
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('College savings results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('College Savings Calculator\nProjected college fund: $40,707.14\nYears to save: 8 years\nTotal contributions: $29,200.00');
  expect(text).toContain('Monthly contribution that reaches the goal: $759.96 a month');
});

test('a link with a college start age of a million years shows the field’s message and no result, at once', async ({ page }) => {
  await page.goto('/college-savings-calculator?collegeStartAge=1000000');
  await expect(page.getByLabel('College start age')).toHaveValue('1000000');
  await expect(page.getByText('Enter a value from 16 to 25.')).toBeVisible();
  await expect(result(page, 'futureValue')).not.toHaveText(/\$/);
  await expect(page.getByRole('table', { name: 'The college fund at the end of each year' })).toHaveCount(0);
});

test('the working compounds the visitor’s savings and contributions and inflates the cost', async ({ page }) => {
  // python3 Decimal: (1 + 0.005)^96 = 1.61414270846…; 10,000 × it = 16,141.43; 200 × (it − 1) / 0.005 = 24,565.71;
  // 80,000 × 1.04^8 = 80,000 × 1.36856905 = 109,485.52
  await page.goto(url);
  const working = result(page, 'working');
  await expect(working).toContainText('Growth factor (1 + r)^m = (1 + 0.005)^96 = 1.61414');
  await expect(working).toContainText('Current savings grow to S·(1 + r)^m = $10,000.00 × 1.61414 = $16,141.43');
  await expect(working).toContainText('Monthly contributions grow to C·((1 + r)^m − 1) / r = $200.00 × (1.61414 − 1) / 0.005 = $24,565.71');
  await expect(working).toContainText('Future value = $16,141.43 + $24,565.71 = $40,707.14');
  await expect(working).toContainText('Cost when college starts = $80,000.00 × (1 + 0.04)^8 = $80,000.00 × 1.36857 = $109,485.52');
});
