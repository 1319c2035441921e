import { copiedWithLink, expect, expectNoBrokenValues, result, test } from './support.ts';

// 65 in × 0.49 = 31.85 in screen; half 15.925; 15.925 × sin 15° = 4.1217
// centre 40 + 4.1217 = 44.1 in; bottom 44.1217 − 15.925 = 28.2 in
const sharedUrl = '/tv-height-calculator?tvSize=65&tvUnit=inches&eyeHeight=40&eyeUnit=inches&viewingAngle=15';

test('opening a shared URL fills the form and shows the heights', async ({ page }) => {
  await page.goto(sharedUrl);
  await expect(page.getByLabel('TV size (diagonal)')).toHaveValue('65');
  await expect(result(page, 'centerHeight')).toHaveText('44.1 in');
  await expect(result(page, 'bottomHeight')).toHaveText('28.2 in');
  await expect(result(page, 'recommendation')).toHaveText('Optimal viewing angle for comfortable long-term watching.');
});

test('switching the TV size to centimetres converts the size and keeps the heights', async ({ page }) => {
  await page.goto(sharedUrl);
  await page.getByLabel('TV size unit').selectOption('cm');
  // 65 × 2.54 = 165.1 cm
  await expect(page.getByLabel('TV size (diagonal)')).toHaveValue('165.1');
  await expect(page).toHaveURL(/tvSize=165.1&tvUnit=cm/);
  await expect(result(page, 'centerHeight')).toHaveText('44.1 in');
  await expect(result(page, 'bottomHeight')).toHaveText('28.2 in');
});

test('an eye height in centimetres gets the heights in centimetres', async ({ page }) => {
  // python3: centre 44.1216933 in × 2.54 = 112.07 cm; bottom (44.1216933 − 15.925) × 2.54 = 71.62 cm
  await page.goto('/tv-height-calculator?tvSize=65&tvUnit=inches&eyeHeight=101.6&eyeUnit=cm&viewingAngle=15');
  await expect(result(page, 'centerHeight')).toHaveText('112.1 cm');
  await expect(result(page, 'bottomHeight')).toHaveText('71.6 cm');
  await expect(page.getByText('From the floor (44.1 in)')).toBeVisible();
  await page.getByLabel('Eye height unit').selectOption('inches');
  await expect(result(page, 'centerHeight')).toHaveText('44.1 in');
});

test('a steep angle gets the lowering advice and a settled change shows one notice', async ({ page }) => {
  await page.goto(sharedUrl);
  await page.getByLabel('Viewing angle').fill('20');
  await expect(result(page, 'recommendation')).toHaveText('Consider lowering the TV - angles above 15° may be uncomfortable.');
  await expect(page.getByText('Calculation Complete')).toHaveCount(1);
  await expect(page.getByText('TV height calculated successfully!')).toBeVisible();
});

test('a TV size of 0 keeps the placeholders', async ({ page }) => {
  await page.goto('/tv-height-calculator?tvSize=0');
  await expect(page.getByText('Enter values to calculate')).toBeVisible();
  await expectNoBrokenValues(page);
  await expect(page.getByRole('button', { name: 'Copy Results' })).toBeDisabled();
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
        'TV Height Calculator',
        'Center of the screen: 44.1 in',
        'Bottom edge of the screen: 28.2 in',
        'Recommendation: Optimal viewing angle for comfortable long-term watching.',
      ].join('\n'),
    ),
  );
});
