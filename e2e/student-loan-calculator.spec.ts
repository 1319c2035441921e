import { expect, expectNoBrokenValues, result, scriptsArriveLate, test } from './support.ts';

// $40,000 at 6.8% for 10 years after 3 months' grace. The grace months accrue 40000 × 0.068 / 12 × 3
// = $680.00 of interest, repaid with the loan: r = 0.068 / 12, (1 + r)^120 = 1.96866,
// 40680 × r / (1 − 0.507960) = $468.15 (without the grace interest it would be $460.32).
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
  await expect(result(page, 'monthlyPayment')).toHaveText('$468.15');
  // 120 × 468.146783 = 56,177.61, of which 16,177.61 is interest ($680.00 of it in the grace months).
  await expect(result(page, 'totalPayment')).toHaveText('$56,177.61');
  await expect(result(page, 'totalInterest')).toHaveText('$16,177.61');
  await expect(result(page, 'graceInterest')).toHaveText('$680.00');
  await expect(result(page, 'payoffDate')).toHaveText(payoffMonth(123));
  await expect(result(page, 'interestSavings')).toHaveText(/^\$0\.00/);
  await expect(result(page, 'recommendation')).toHaveText(/^Manageable/);
});

test('switching to the extended plan lowers the payment and shows the extra interest', async ({ page }) => {
  await page.goto(url);
  await page.getByLabel('Repayment plan').selectOption('extended');
  await expect(page).toHaveURL(/repaymentPlan=extended/);
  // 40680 × r / (1 − (1 + r)^−300) = $282.35
  await expect(result(page, 'monthlyPayment')).toHaveText('$282.35');
  await expect(result(page, 'interestSavings')).toHaveText(/^-\$/);
});

test('the chart draws and its table has the first year’s balance and interest', async ({ page }) => {
  await page.goto(url);
  const figure = page.getByRole('figure').filter({ hasText: 'Balance and cumulative interest by year' });
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('canvas').first()).toBeVisible();
  await figure.getByText('Show the data as a table').click();
  // After 12 payments of $468.15 on $40,680: balance $37,737.91, interest $680.00 + $2,675.67 = $3,355.67
  // (month by month at 40 digits with mpmath).
  const firstYear = figure.getByRole('row').filter({ has: page.getByRole('cell', { name: '1', exact: true }) });
  await expect(firstYear).toContainText('$37,737.91');
  await expect(firstYear).toContainText('$3,355.67');
});

test('a year of the schedule opens to its months', async ({ page }) => {
  await page.goto(url);
  const yearOne = page.locator('details').filter({ hasText: /^Year 1:/ });
  await yearOne.locator('summary').click();
  // Month 1: interest 40680 × 0.068 / 12 = $230.52
  await expect(yearOne.getByRole('row').nth(1)).toContainText('$230.52');
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
  // Month 1 of the default $25,000 at 5.5% after 6 months' grace: interest 25687.50 × 0.055 / 12 = $117.73
  await expect(yearOne.getByRole('row').nth(1)).toContainText('$117.73');
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
  expect(text).toContain('Student Loan Calculator\nMonthly payment: $468.15\nTotal payment: $56,177.61\nTotal interest: $16,177.61');
  expect(text).toContain('Interest during the grace period: $680.00');
  expect(text).toContain(`Payoff date: ${payoffMonth(123)}`);
  expect(text).toContain('Interest savings vs the standard plan: $0.00');
});

test('the graduated plan follows the entered rate: at 0% it charges no interest', async ({ page }) => {
  await page.goto('/student-loan-calculator?principalAmount=25000&interestRate=0&loanTerm=10&repaymentPlan=graduated&gracePeriod=6');
  // Half of 25000 / 120 to start; the steps repay exactly the $25,000 borrowed.
  await expect(result(page, 'monthlyPayment')).toHaveText('$104.17');
  await expect(result(page, 'totalInterest')).toHaveText('$0.00');
  await expect(result(page, 'totalPayment')).toHaveText('$25,000.00');
});

test('a link with values out of bounds shows the fields’ messages and no result, never the defaults', async ({ page }) => {
  await page.goto('/student-loan-calculator?principalAmount=1e400&loanTerm=1000000');
  await expect(page.getByLabel('Loan amount')).toHaveValue('1e400');
  await expect(page.getByText('Enter a value from 0 to 10,000,000.')).toBeVisible();
  await expect(page.getByText('Enter a value from 1 to 30.')).toBeVisible();
  await expectNoBrokenValues(page);
  await expect(result(page, 'monthlyPayment')).not.toHaveText(/\$/);
});

test('the working fills the payment formula in with the visitor’s numbers and works the first months', async ({ page }) => {
  // python3 Decimal: r = 0.00566667; P = 40,680; (1 + r)^120 = 1.97009; M = 468.146783…
  // month 1: interest 40,680 × r = 230.52; principal 237.626783…; balance 40,442.373216…
  await page.goto(url);
  const working = result(page, 'working');
  await expect(
    page
      .locator('math')
      .filter({ has: page.locator('mfrac') })
      .first(),
  ).toBeVisible();
  await expect(working.getByRole('listitem')).toContainText([
    'Monthly rate r = 6.8% ÷ 12 = 0.566667% = 0.00566667',
    'Number of payments n = 10 years × 12 = 120',
    'Grace-period interest = $40,000.00 × 0.00566667 × 3 months = $680.00',
    'Balance when repayment starts P = $40,000.00 + $680.00 = $40,680.00',
    '(1 + r)^n = (1 + 0.00566667)^120 = 1.97009',
    'M = P·r(1 + r)^n / ((1 + r)^n − 1) = $40,680.00 × 0.00566667 × 1.97009 / (1.97009 − 1) = $468.15',
    'Month 1: interest $40,680.00 × 0.00566667 = $230.52; principal $468.15 − $230.52 = $237.63; balance $40,680.00 − $237.63 = $40,442.37',
  ]);
});
