import { copiedWithLink, expect, expectNoBrokenValues, result, test } from './support.ts';

// 5 mg in 2 ml = 2.5 mg/ml; 250 mcg = 0.25 mg; 0.25 / 2.5 = 0.1 ml = 10 units. A link without
// doseBasis takes the dose as the amount injected, so the body weight plays no part.
const sharedUrl = '/peptide-calculator?vialCapacity=5&vialUnit=mg&waterAmount=2&waterUnit=ml&desiredDose=250&doseUnit=mcg&bodyWeight=80&weightUnit=kg';

test('opening a shared URL fills the form and shows the dose volume', async ({ page }) => {
  await page.goto(sharedUrl);
  await expect(page.getByLabel('Desired dose')).toHaveValue('250');
  await expect(result(page, 'concentration')).toHaveText('2.5 mg/ml');
  await expect(result(page, 'syringeVolume')).toHaveText('0.10 ml');
  await expect(result(page, 'insulinUnits')).toHaveText('10 units');
  await expect(result(page, 'totalAmount')).toHaveCount(0);
  await expect(page.getByLabel('Body weight', { exact: true })).toHaveCount(0);
});

test('a dose per kg is multiplied by the body weight, and the volume draws that amount', async ({ page }) => {
  // 0.25 mg per kg × 80 kg = 20 mg; 20 / 2.5 mg/ml = 8 ml = 800 units
  await page.goto(sharedUrl);
  await page.getByRole('radio', { name: 'Dose per kg of body weight' }).check();
  await expect(page).toHaveURL(/doseBasis=per-kg/);
  await expect(page.getByLabel('Desired dose per kg')).toHaveValue('250');
  // asked in mcg, answered in mcg: 250 mcg per kg × 80 kg = 20,000 mcg
  await expect(result(page, 'totalAmount')).toHaveText('20,000 mcg');
  await expect(result(page, 'syringeVolume')).toHaveText('8.00 ml');
  await expect(result(page, 'insulinUnits')).toHaveText('800 units');
  await page.getByLabel('Body weight', { exact: true }).fill('');
  await expect(page.getByText('Enter a body weight to work out a dose per kg')).toBeVisible();
  await expectNoBrokenValues(page);
});

test('switching the dose to mg converts it and keeps the volume', async ({ page }) => {
  await page.goto(sharedUrl);
  await page.getByLabel('Dose unit').selectOption('mg');
  await expect(page.getByLabel('Desired dose')).toHaveValue('0.25');
  await expect(page).toHaveURL(/desiredDose=0.25&doseUnit=mg/);
  await expect(result(page, 'syringeVolume')).toHaveText('0.10 ml');
  await expect(result(page, 'insulinUnits')).toHaveText('10 units');
});

test('a settled change shows one notice', async ({ page }) => {
  await page.goto(sharedUrl);
  await page.getByLabel('Desired dose').fill('500');
  await expect(result(page, 'syringeVolume')).toHaveText('0.20 ml');
  await expect(page.getByText('Calculation Complete')).toHaveCount(1);
  await expect(page.getByText('Peptide dosage calculated successfully!')).toBeVisible();
});

test('a water amount of 0 keeps the placeholders and says why', async ({ page }) => {
  await page.goto(sharedUrl.replace('waterAmount=2', 'waterAmount=0'));
  await expect(page.getByText('The water amount must be greater than 0.')).toBeVisible();
  await expect(page.getByText('Enter values to calculate')).toBeVisible();
  await expectNoBrokenValues(page);
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(sharedUrl);
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(
    copiedWithLink(
      page,
      ['Peptide Dosage Calculator', 'Volume to draw: 0.10 ml', 'On a U-100 insulin syringe: 10 units', 'Concentration: 2.5 mg/ml'].join('\n'),
    ),
  );
});
