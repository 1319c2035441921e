import { copiedWithLink, expect, expectNoBrokenValues, result, test } from './support.ts';

test('opening a shared URL fills the form and shows the result', async ({ page }) => {
  await page.goto('/percentage-calculator?value1=40&value2=50&mode=difference');
  await expect(page.getByLabel('First value (V1)')).toHaveValue('40');
  await expect(page.getByLabel('Second value (V2)')).toHaveValue('50');
  await expect(result(page, 'percentage')).toHaveText('22.22%');
  await expect(result(page, 'absoluteDifference')).toHaveText('10');
});

test('every change updates the URL without adding history, and a reload restores it', async ({ page }) => {
  await page.goto('/');
  await page.goto('/percentage-calculator?value1=40&value2=50&mode=change');
  await page.getByLabel('New value (V2)', { exact: true }).fill('30');
  await expect(result(page, 'percentage')).toHaveText('-25%');
  await expect(page).toHaveURL(/value1=40&value2=30&mode=change/);
  await page.reload();
  await expect(result(page, 'percentage')).toHaveText('-25%');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a calculation shows one Calculation Complete notice once the input settles', async ({ page }) => {
  await page.goto('/percentage-calculator?value1=40&value2=50&mode=change');
  await page.getByLabel('New value (V2)', { exact: true }).pressSequentially('5', { delay: 50 });
  await expect(page.getByText('Calculation Complete')).toHaveCount(1);
  await expect(page.getByText('Percentage calculated successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Close notice' }).click();
  await expect(page.getByText('Calculation Complete')).toBeHidden();
});

test('invalid input keeps the placeholders', async ({ page }) => {
  await page.goto('/percentage-calculator?value1=0&value2=0&mode=change');
  await expect(page.getByText('Enter values to calculate')).toBeVisible();
  await expectNoBrokenValues(page);
  await expect(page.getByRole('button', { name: 'Copy Results' })).toBeDisabled();
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/percentage-calculator?value1=40&value2=50&mode=change');
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  await expect(page.getByText('Results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(copiedWithLink(page, 'Percentage Calculator\nPercentage change: 25%\nAbsolute difference: 10\nFormula: ((50 − 40) / |40|) × 100 = 25%'));
});

test('typing in the middle of a number keeps the caret where the visitor put it', async ({ page }) => {
  await page.goto('/percentage-calculator?value1=100&value2=50&mode=change');
  const field = page.getByLabel('Starting value (V1)', { exact: true });
  await field.click();
  await field.press('Home');
  await field.press('ArrowRight');
  await field.pressSequentially('23', { delay: 50 });
  await expect(field).toHaveValue('12300');
  await expect(page).toHaveURL(/value1=12300&/);
  expect(await field.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);
});

test("'X% of Y' answers 15% of 80 with 12, from its own link", async ({ page }) => {
  await page.goto('/percentage-calculator?value1=15&value2=80&mode=of');
  await expect(page.getByRole('radio', { name: 'X% of Y' })).toBeChecked();
  await expect(page.getByLabel('Percentage (X)')).toHaveValue('15');
  await expect(page.getByLabel('Of the value (Y)')).toHaveValue('80');
  await expect(result(page, 'amount')).toHaveText('12');
  await expect(result(page, 'formula')).toHaveText('15% × 80 = (15 / 100) × 80 = 12');
  await expect(result(page, 'absoluteDifference')).toHaveCount(0);
});

test("'X is what % of Y' answers 20 of 80 with 25%, and a whole of 0 says why there is none", async ({ page }) => {
  await page.goto('/percentage-calculator?value1=40&value2=50&mode=change');
  await page.getByRole('radio', { name: 'X is what % of Y' }).check();
  await expect(page).toHaveURL(/mode=what-percent/);
  await page.getByLabel('Part (X)').fill('20');
  await page.getByLabel('Whole (Y)').fill('80');
  await expect(result(page, 'percentage')).toHaveText('25%');
  await expect(page).toHaveURL(/value1=20&value2=80&mode=what-percent/);
  await page.getByLabel('Whole (Y)').fill('0');
  await expect(page.getByText('No number is a percentage of 0: enter a whole (Y) other than 0.')).toBeVisible();
  await expectNoBrokenValues(page);
});
