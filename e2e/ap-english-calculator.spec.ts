import { copiedWithLink, expect, expectNoBrokenValues, result, test } from './support.ts';

const essay = (thesis: number, evidence: number, sophistication: number) => JSON.stringify({ thesis, evidence, sophistication });

// MC 20 + 18 = 38; FRQ (1+4+1) + (1+3+0) + (1+3+1) = 15; 38 + 15 × 3.055 = 83.825 → 84, a 5.
const url = `/ap-english-calculator?${new URLSearchParams({
  mcReading: '20',
  mcWriting: '18',
  frq1: essay(1, 4, 1),
  frq2: essay(1, 3, 0),
  frq3: essay(1, 3, 1),
}).toString()}`;

test('opening a shared URL fills the form and shows the predicted score', async ({ page }) => {
  await page.goto(url);
  await expect(page.getByLabel('MC Reading')).toHaveValue('20');
  await expect(page.getByRole('group', { name: 'Essay 2: Rhetorical analysis' }).getByLabel('Evidence')).toHaveValue('3');
  await expect(result(page, 'mcTotal')).toHaveText('38 / 45');
  await expect(result(page, 'frTotal')).toHaveText('15 / 18');
  await expect(result(page, 'weightedScore')).toHaveText('84 / 100');
  await expect(result(page, 'apScore')).toHaveText('5');
  // 100 − 13.2 = 86.8% of students earn a lower score than a 5.
  await expect(result(page, 'percentile')).toHaveText('86.8%');
  await expect(result(page, 'encouragement')).toContainText('Outstanding!');
});

test('an essay change recomputes at once and writes the essay to the URL as JSON', async ({ page }) => {
  await page.goto(url);
  // Essay 3 evidence 3 → 0: FRQ 12, 38 + 36.66 = 74.66 → 75.
  await page.getByRole('group', { name: 'Essay 3: Argument' }).getByLabel('Evidence').fill('0');
  await expect(result(page, 'weightedScore')).toHaveText('75 / 100');
  expect(new URL(page.url()).searchParams.get('frq3')).toBe(essay(1, 0, 1));
});

test('an out-of-range count gets an inline message and no result', async ({ page }) => {
  await page.goto(url);
  await page.getByLabel('MC Writing').fill('30');
  await expect(page.getByText('Enter a value from 0 to 21.')).toBeVisible();
  await expect(page.getByText('Enter values to calculate')).toBeVisible();
  await expectNoBrokenValues(page);
});

test('Reset restores the defaults with a notice', async ({ page }) => {
  await page.goto(url);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Calculator Reset')).toBeVisible();
  await expect(page.getByText('The calculator was reset to default values.')).toBeVisible();
  await expect(page.getByLabel('MC Reading')).toHaveValue('12');
  await expect(page.getByLabel('MC Writing')).toHaveValue('10');
  await expect(page.getByRole('group', { name: 'Essay 1: Synthesis' }).getByLabel('Evidence')).toHaveValue('2');
  // Defaults: 22 + 12 × 3.055 = 58.66 → 59, a 4.
  await expect(result(page, 'weightedScore')).toHaveText('59 / 100');
  await expect(result(page, 'apScore')).toHaveText('4');
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
        'AP English Score Calculator',
        'Predicted AP score: 5',
        'Weighted score: 84 / 100',
        'Multiple choice: 38 / 45',
        'Free response: 15 / 18',
        'Percentile (students earning a lower score): 86.8%',
        'Encouragement: Outstanding! A 5 is extremely well qualified and earns credit at most colleges. Keep your essays sharp and you are set.',
      ].join('\n'),
    ),
  );
});
