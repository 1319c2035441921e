import { copiedWithLink, expect, expectNoBrokenValues, result, test } from './support.ts';

// 4 m ÷ 0.3048 = 13.12336 ft; × 0.95 = 12.467192 ft; 8 km/h ÷ 1.609344 = 4.970970 mph
// 12.467192 × 4.970970 / 8.25 = 7.512 acres/h; no overlap 7.907; 20 acres / 7.512 = 159.74 min = 2 h 40 min
const sharedUrl = '/acres-calculator?toolWidth=4&widthUnit=m&speed=8&speedUnit=kmh&plotArea=20&areaUnit=acres&overlap=5';

test('the spec example: 12 ft, 5 mph and 10% overlap cover 6.55 acres per hour', async ({ page }) => {
  await page.goto('/acres-calculator?toolWidth=12&widthUnit=ft&speed=5&speedUnit=mph&plotArea=10&areaUnit=acres&overlap=10');
  await expect(result(page, 'areaPerHour')).toHaveText('6.55 acres/hour');
  await expect(result(page, 'completionTime.hours')).toHaveText('1');
  await expect(result(page, 'completionTime.minutes')).toHaveText('32');
});

test('opening a shared URL fills the form and shows time and efficiency', async ({ page }) => {
  await page.goto(sharedUrl);
  await expect(page.getByLabel('Implement width')).toHaveValue('4');
  await expect(result(page, 'completionTime.hours')).toHaveText('2');
  await expect(result(page, 'completionTime.minutes')).toHaveText('40');
  await expect(result(page, 'areaPerHour')).toHaveText('7.51 acres/hour');
  // Asked in metres, answered in metres: 4 × 0.95 = 3.8 m (12.47 ft beside it).
  await expect(result(page, 'effectiveWidth')).toHaveText('3.8 m');
  await expect(result(page, 'theoreticalMax')).toHaveText('7.91 acres/hour');
  await expect(result(page, 'efficiencyLoss')).toHaveText('5%');
});

test('answers in the units asked in: a plot in hectares gives hectares per hour', async ({ page }) => {
  // 7.5120 acres/h × 0.40468564224 = 3.04 ha/h; no overlap 7.9074 × 0.40468564224 = 3.2 ha/h
  await page.goto(sharedUrl.replace('plotArea=20&areaUnit=acres', 'plotArea=8&areaUnit=hectares'));
  await expect(result(page, 'areaPerHour')).toHaveText('3.04 ha/hour');
  await expect(result(page, 'theoreticalMax')).toHaveText('3.2 ha/hour');
  await expect(page.getByText('7.51 acres/hour')).toBeVisible();
});

test('switching the width to feet converts it and keeps the results', async ({ page }) => {
  await page.goto(sharedUrl);
  await page.getByLabel('Width unit').selectOption('ft');
  await expect(page.getByLabel('Implement width')).toHaveValue('13.1234');
  await expect(page).toHaveURL(/toolWidth=13.1234&widthUnit=ft/);
  await expect(result(page, 'areaPerHour')).toHaveText('7.51 acres/hour');
  await expect(result(page, 'completionTime.hours')).toHaveText('2');
  await expect(result(page, 'completionTime.minutes')).toHaveText('40');
});

test('it recomputes as you type, and the button moves focus to the results', async ({ page }) => {
  await page.goto(sharedUrl);
  await page.getByLabel('Overlap').fill('0');
  await expect(result(page, 'efficiencyLoss')).toHaveText('0%');
  await expect(result(page, 'areaPerHour')).toHaveText('7.91 acres/hour');
  await page.getByRole('button', { name: 'Calculate Time & Efficiency' }).click();
  await expect(page.locator(':focus')).toContainText('Results');
  await expect(page.getByText('Calculation Complete')).toHaveCount(1);
  await expect(page.getByText('Acres per hour calculated successfully!')).toBeVisible();
});

test('an overlap above 50% is noted and keeps the placeholders', async ({ page }) => {
  await page.goto(sharedUrl.replace('overlap=5', 'overlap=60'));
  await expect(page.getByText('Enter a value from 0 to 50.')).toBeVisible();
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
        'Acres per Hour Calculator',
        'Time to complete the plot: 2 h 40 min',
        'Acres per hour: 7.51 acres/hour',
        'Effective width: 3.8 m',
        'Theoretical maximum (no overlap): 7.91 acres/hour',
        'Efficiency loss to overlap: 5%',
      ].join('\n'),
    ),
  );
});
