import { copiedWithLink, expect, expectNoBrokenValues, result, test } from './support.ts';

// 5 mg in 2 ml = 2.5 mg/ml; 250 mcg = 0.25 mg; 0.25 / 2.5 = 0.1 ml = 10 units; 0.25 mg × 80 kg = 20 mg
const sharedUrl = '/peptide-calculator?vialCapacity=5&vialUnit=mg&waterAmount=2&waterUnit=ml&desiredDose=250&doseUnit=mcg&bodyWeight=80&weightUnit=kg';

test('opening a shared URL fills the form and shows the dose volume', async ({ page }) => {
  await page.goto(sharedUrl);
  await expect(page.getByLabel('Desired dose')).toHaveValue('250');
  await expect(result(page, 'concentration')).toHaveText('2.5 mg/ml');
  await expect(result(page, 'syringeVolume')).toHaveText('0.10 ml');
  await expect(result(page, 'insulinUnits')).toHaveText('10 units');
  await expect(result(page, 'totalAmount')).toHaveText('20 mg');
});

test('switching the dose to mg converts it and keeps the volume', async ({ page }) => {
  await page.goto(sharedUrl);
  await page.getByLabel('Dose unit').selectOption('mg');
  await expect(page.getByLabel('Desired dose')).toHaveValue('0.25');
  await expect(page).toHaveURL(/desiredDose=0.25&doseUnit=mg/);
  await expect(result(page, 'syringeVolume')).toHaveText('0.10 ml');
  await expect(result(page, 'insulinUnits')).toHaveText('10 units');
});

test('a blank body weight hides the total, and a settled change shows one notice', async ({ page }) => {
  await page.goto(sharedUrl);
  await page.getByLabel('Body weight (optional)').fill('');
  await expect(result(page, 'totalAmount')).toHaveText('—');
  await expect(result(page, 'syringeVolume')).toHaveText('0.10 ml');
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
      [
        'Peptide Dosage Calculator',
        'Vial: 5 mg in 2 ml of water',
        'Dose: 250 mcg',
        'Concentration: 2.5 mg/ml',
        'Syringe volume: 0.10 ml',
        'Insulin syringe (U-100): 10 units',
        'Total for 80 kg body weight: 20 mg',
      ].join('\n'),
    ),
  );
});
