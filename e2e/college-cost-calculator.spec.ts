import { expect, result, test } from './support.ts';

// $22,000 a year for 2 years at 5%: 22,000 + 23,100 = $45,100; community college average $17,940 → 23% above.
const url =
  '/college-cost-calculator?tuitionPerYear=10000&roomAndBoard=9000&booksAndSupplies=1000&personalExpenses=1500&transportation=500&degreeLength=2&inflationRate=5&schoolType=community&livingArrangement=off-campus';

test('opening a shared URL shows the totals, breakdown, comparison and tips', async ({ page }) => {
  await page.goto(url);
  await expect(page.getByLabel('School type')).toHaveValue('community');
  await expect(result(page, 'totalCostCurrentRates')).toHaveText('$44,000.00');
  await expect(result(page, 'totalCostWithInflation')).toHaveText('$45,100.00');
  await expect(result(page, 'averageCostPerYear')).toHaveText('$22,550.00');
  await expect(result(page, 'costBreakdown.tuition')).toHaveText('$20,500.00');
  await expect(result(page, 'costBreakdown.roomAndBoard')).toHaveText('$18,450.00');
  await expect(result(page, 'comparison')).toHaveText(/^Above average: \$22,000 a year is 23% more than the national average of \$17,940/);
  await expect(result(page, 'recommendations').getByRole('listitem')).toHaveCount(1);
  await expect(result(page, 'recommendations')).toContainText('Tuition is more than 20% above the average');
});

test('changing the school type changes no amount; Load Averages fills the five costs with a notice', async ({ page }) => {
  await page.goto(url);
  await page.getByLabel('School type').selectOption('private');
  await expect(result(page, 'totalCostWithInflation')).toHaveText('$45,100.00');
  await expect(page.getByLabel('Tuition and fees per year')).toHaveValue('10000');
  await page.getByRole('button', { name: 'Load Averages' }).click();
  await expect(page.getByText('Loaded!')).toBeVisible();
  await expect(page.getByText('Average costs loaded for selected school type')).toBeVisible();
  await expect(page.getByLabel('Tuition and fees per year')).toHaveValue('37650');
  await expect(page.getByLabel('Room and board per year')).toHaveValue('13620');
  await expect(page.getByLabel('Books and supplies per year')).toHaveValue('1240');
  await expect(page.getByLabel('Personal expenses per year')).toHaveValue('2250');
  await expect(page.getByLabel('Transportation per year')).toHaveValue('1230');
  // 37,650 + 13,620 + 1,240 + 2,250 + 1,230 = 55,990 a year; × (1 + 1.05) = $114,779.50
  await expect(result(page, 'totalCostWithInflation')).toHaveText('$114,779.50');
  await expect(result(page, 'comparison')).toHaveText(/^Close to average/);
  await expect(page).toHaveURL(/tuitionPerYear=37650/);
});

test('the cost per year table shows inflation from the second year', async ({ page }) => {
  await page.goto(url);
  const table = page.getByRole('table', { name: 'The cost of each year of the degree, with inflation' });
  await expect(table.getByRole('row').nth(1)).toContainText('$22,000.00');
  await expect(table.getByRole('row').nth(2)).toContainText('$23,100.00');
});

test('Copy Results puts the cost summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(url);
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('College cost results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain(
    'College Cost Calculator\nTotal cost with inflation: $45,100.00\nTotal at current rates: $44,000.00\nAverage cost per year: $22,550.00',
  );
  expect(text).toContain('Tips to lower the cost:\n- Tuition is more than 20% above the average');
});

test('a link with a degree of a million years shows the field’s message and no result, at once', async ({ page }) => {
  await page.goto('/college-cost-calculator?degreeLength=1000000');
  await expect(page.getByLabel('Degree length')).toHaveValue('1000000');
  await expect(page.getByText('Enter a value from 1 to 8.')).toBeVisible();
  await expect(result(page, 'totalCostWithInflation')).not.toHaveText(/\$/);
});

test('the working adds up a year and inflates it year by year', async ({ page }) => {
  // 10,000 + 9,000 + 1,000 + 1,500 + 500 = 22,000; × 1.05 = 23,100; total 45,100
  await page.goto(url);
  const working = result(page, 'working');
  await expect(working.getByRole('listitem')).toContainText([
    "Cost of a year at today's prices = $10,000.00 + $9,000.00 + $1,000.00 + $1,500.00 + $500.00 = $22,000.00",
    'Year 1 = $22,000.00',
    'Year 2 = $22,000.00 × 1.05 = $23,100.00',
    'Total with inflation = $22,000.00 + $23,100.00 = $45,100.00',
  ]);
});

test('living with parents sets room and board to $0, and moving out starts from the national average', async ({ page }) => {
  await page.goto(url);
  await page.getByRole('radio', { name: 'With parents' }).check();
  await expect(page.getByLabel('Room and board per year')).toHaveValue('0');
  await expect(page).toHaveURL(/roomAndBoard=0/);
  // (22,000 − 9,000) + 13,000 × 1.05 = 26,650
  await expect(result(page, 'totalCostWithInflation')).toHaveText('$26,650.00');
  await page.getByRole('radio', { name: 'On campus' }).check();
  // the community-college average room and board
  await expect(page.getByLabel('Room and board per year')).toHaveValue('8660');
});
