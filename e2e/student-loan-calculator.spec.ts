import { expect, expectNoBrokenValues, result, scriptsArriveLate, test } from './support.ts';

// $40,000 at 6.8% for 10 years: r = 0.068 / 12, (1 + r)^120 = 1.96866, 226.667 / (1 − 0.507960) = $460.32.
const url = '/student-loan-calculator?principalAmount=40000&interestRate=6.8&loanTerm=10&repaymentPlan=standard&gracePeriod=3';

function payoffMonth(monthsFromNow: number): string {
  const now = new Date();
  const payoff = new Date(Date.UTC(now.getFullYear(), now.getMonth() + monthsFromNow, 1));
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(payoff);
}

test('opening a shared URL shows the payment to the cent, the totals and the payoff date', async ({ page }) => {
  await page.goto(url);
  await expect(page.getByLabel('Loan amount')).toHaveValue('40000');
  await expect(page.getByLabel('Repayment plan')).toHaveValue('standard');
  await expect(result(page, 'monthlyPayment')).toHaveText('$460.32');
  await expect(result(page, 'totalPayment')).toHaveText('$55,238.56');
  await expect(result(page, 'totalInterest')).toHaveText('$15,238.56');
  await expect(result(page, 'payoffDate')).toHaveText(payoffMonth(123));
  await expect(result(page, 'interestSavings')).toHaveText(/^\$0\.00/);
  await expect(result(page, 'recommendation')).toHaveText(/^Manageable/);
});

test('switching to the extended plan lowers the payment and shows the extra interest', async ({ page }) => {
  await page.goto(url);
  await page.getByLabel('Repayment plan').selectOption('extended');
  await expect(page).toHaveURL(/repaymentPlan=extended/);
  // 40000 × r / (1 − (1 + r)^−300) = $277.63
  await expect(result(page, 'monthlyPayment')).toHaveText('$277.63');
  await expect(result(page, 'interestSavings')).toHaveText(/^-\$/);
});

test('the chart draws and its table has the first year’s balance and interest', async ({ page }) => {
  await page.goto(url);
  const figure = page.getByRole('figure').filter({ hasText: 'Balance and cumulative interest by year' });
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('canvas').first()).toBeVisible();
  await figure.getByText('Show the data as a table').click();
  // After 12 payments of $460.32: balance $37,107.09, interest paid $2,630.94 (month-by-month by hand).
  const firstYear = figure.getByRole('row').filter({ has: page.getByRole('cell', { name: '1', exact: true }) });
  await expect(firstYear).toContainText('$37,107.09');
  await expect(firstYear).toContainText('$2,630.94');
});

test('a year of the schedule opens to its months', async ({ page }) => {
  await page.goto(url);
  const yearOne = page.locator('details').filter({ hasText: /^Year 1:/ });
  await yearOne.locator('summary').click();
  // Month 1: interest 40000 × 0.068 / 12 = $226.67
  await expect(yearOne.getByRole('row').nth(1)).toContainText('$226.67');
  await expect(yearOne.getByRole('row')).toHaveCount(13);
});

test('a year opened before the page is live shows its months once it is', async ({ browser, baseURL }) => {
  // The months are rendered when a year opens; a year opened on the served page (the defaults: a
  // link with other inputs replaces the served markup) must get them too.
  const page = await browser.newPage({ baseURL });
  await scriptsArriveLate(page);
  await page.goto('/student-loan-calculator', { waitUntil: 'commit' });
  const yearOne = page.locator('details').filter({ hasText: /^Year 1:/ });
  await yearOne.locator('summary').click();
  expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
  await expect(yearOne.getByRole('row')).toHaveCount(13);
  // Month 1 of the default $25,000 at 5.5%: interest 25000 × 0.055 / 12 = $114.58
  await expect(yearOne.getByRole('row').nth(1)).toContainText('$114.58');
  await page.close();
});

test('invalid input keeps the placeholders', async ({ page }) => {
  await page.goto('/student-loan-calculator?principalAmount=0');
  await expectNoBrokenValues(page);
  await expect(page.getByRole('button', { name: 'Copy Results' })).toBeDisabled();
});

test('Copy Results puts the loan summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(url);
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Loan calculation results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('Student Loan Calculator\nLoan: $40,000.00 at 6.8% for 10 years, Standard plan\nMonthly payment: $460.32\nTotal payment: $55,238.56');
  expect(text).toContain(`Payoff date: ${payoffMonth(123)}`);
  expect(text).toContain('Interest savings vs standard plan: $0.00');
});
