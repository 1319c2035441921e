import { copiedWithLink, expect, result, test } from './support.ts';

// MC 50 × 0.75 = 37.5; FRQ 8 + 7 + 9 + 3 + 4 + 2 + 3 = 36, × 1.07 = 38.52; 76.02 → 76, a 5.
const url = '/ap-chemistry-calculator?mcqScore=50&frq1Score=8&frq2Score=7&frq3Score=9&frq4Score=3&frq5Score=4&frq6Score=2&frq7Score=3';

test('opening a shared URL fills the form and shows the predicted score', async ({ page }) => {
  await page.goto(url);
  await expect(page.getByLabel('Multiple-choice questions correct')).toHaveValue('50');
  await expect(page.getByLabel('FRQ 3 (long)')).toHaveValue('9');
  await expect(result(page, 'mcTotal')).toHaveText('50 / 60');
  await expect(result(page, 'frqTotal')).toHaveText('36 / 46');
  await expect(result(page, 'weightedScore')).toHaveText('76');
  await expect(result(page, 'apScore')).toHaveText('5');
  await expect(result(page, 'percentile')).toHaveText('95th percentile or above');
  await expect(result(page, 'encouragement')).toContainText('Excellent!');
});

test('a change recomputes at once', async ({ page }) => {
  await page.goto(url);
  // MC 30: 22.5 + 38.52 = 61.02 → 61, a 4.
  await page.getByLabel('Multiple-choice questions correct').fill('30');
  await expect(result(page, 'weightedScore')).toHaveText('61');
  await expect(result(page, 'apScore')).toHaveText('4');
  await expect(page).toHaveURL(/mcqScore=30/);
});

test('Reset restores the defaults with a notice', async ({ page }) => {
  await page.goto(url);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Calculator Reset')).toBeVisible();
  await expect(page.getByText('The calculator was reset to default values.')).toBeVisible();
  await expect(page.getByLabel('Multiple-choice questions correct')).toHaveValue('25');
  await expect(page.getByLabel('FRQ 7 (short)')).toHaveValue('2');
  // Defaults: 18.75 + 23 × 1.07 = 43.36 → 43, a 3.
  await expect(result(page, 'weightedScore')).toHaveText('43');
  await expect(result(page, 'apScore')).toHaveText('3');
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(url);
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(
    copiedWithLink(
      page,
      [
        'AP Chemistry Score Calculator',
        'Predicted AP score: 5',
        'Weighted score: 76',
        'Multiple choice: 50 / 60',
        'Free response: 36 / 46',
        'Percentile band: 95th percentile or above',
        'Encouragement: Excellent! A 5 puts you among the strongest chemistry students in the country. Keep practising to stay sharp.',
      ].join('\n'),
    ),
  );
});

test('the FAQ answers open from their questions', async ({ page }) => {
  await page.goto(url);
  await page.getByText('What weighted score do I need for a 5 on AP Chemistry?').click();
  await expect(page.getByText('a weighted score of 72 or more predicts a 5')).toBeVisible();
});
