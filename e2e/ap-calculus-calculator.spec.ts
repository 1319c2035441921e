import type { Page } from '@playwright/test';
import { copiedWithLink, expect, result, test } from './support.ts';

// MC 20 + 10 = 30, × 1.2 = 36; FRQ 6 + 10 = 16, × 1.5 = 24; 60, a 4.
const url = '/ap-calculus-calculator?mcqNoCalc=20&mcqCalc=10&frqCalc=6&frqNoCalc=10';

function section(page: Page, name: string) {
  return page.getByRole('group', { name });
}

test('opening a shared URL fills the form and shows the predicted score', async ({ page }) => {
  await page.goto(url);
  await expect(section(page, 'Multiple choice (questions correct)').getByLabel('No calculator')).toHaveValue('20');
  await expect(section(page, 'Free response (points)').getByLabel('Calculator', { exact: true })).toHaveValue('6');
  await expect(result(page, 'weightedScore')).toHaveText('60');
  await expect(result(page, 'apScore')).toHaveText('4');
  await expect(result(page, 'percentile')).toHaveText('75th-89th percentile');
  await expect(result(page, 'mcTotal')).toHaveText('30 / 45');
  await expect(result(page, 'frqTotal')).toHaveText('16 / 54');
});

test('a change recomputes at once', async ({ page }) => {
  await page.goto(url);
  // FRQ no-calculator 10 → 16: FRQ 22 × 1.5 = 33; 36 + 33 = 69, a 5.
  await section(page, 'Free response (points)').getByLabel('No calculator').fill('16');
  await expect(result(page, 'weightedScore')).toHaveText('69');
  await expect(result(page, 'apScore')).toHaveText('5');
  await expect(page).toHaveURL(/frqNoCalc=16/);
});

test('Reset restores the defaults with a notice', async ({ page }) => {
  await page.goto(url);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Calculator Reset')).toBeVisible();
  await expect(page.getByText('The calculator was reset to default values.')).toBeVisible();
  await expect(section(page, 'Multiple choice (questions correct)').getByLabel('No calculator')).toHaveValue('15');
  // Defaults: 22 × 1.2 + 8 × 1.5 = 26.4 + 12 = 38.4 → 38, a 2.
  await expect(result(page, 'weightedScore')).toHaveText('38');
  await expect(result(page, 'apScore')).toHaveText('2');
  await expect(result(page, 'percentile')).toHaveText('25th-49th percentile');
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
        'AP Calculus Score Calculator',
        'Predicted AP score: 4',
        'Weighted score: 60',
        'Multiple choice: 30 / 45',
        'Free response: 16 / 54',
        'Percentile band: 75th-89th percentile',
      ].join('\n'),
    ),
  );
});
