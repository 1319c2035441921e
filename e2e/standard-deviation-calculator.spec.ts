import { copiedWithLink, expect, expectNoBrokenValues, result, seriousAccessibilityViolations, test } from './support.ts';

const nearBillion = '1000000004, 1000000007, 1000000013, 1000000016';

test('values near 1e9 from a URL give the exact population variance 22.5', async ({ page }) => {
  await page.goto(`/standard-deviation-calculator?values=${encodeURIComponent(nearBillion)}&population=true`);
  await expect(page.getByLabel('Values')).toHaveValue(nearBillion);
  await expect(result(page, 'variance')).toHaveText('22.5');
  await expect(result(page, 'standardDeviation')).toHaveText('4.743416');
  await expect(result(page, 'mean')).toHaveText('1,000,000,010');
  await expect(result(page, 'count')).toHaveText('4');
  await expect(result(page, 'summary.sum')).toHaveText('4,000,000,040');

  await page.getByRole('switch', { name: 'Population (divide by N)' }).press('Space');
  // sample: 90 / 3 = 30
  await expect(result(page, 'variance')).toHaveText('30');
  await expect(page).toHaveURL(/population=false/);
});

test('drops entries that are not numbers and says how many', async ({ page }) => {
  await page.goto(`/standard-deviation-calculator?values=${encodeURIComponent('2; 4 four\n6, x')}`);
  await expect(page.getByText('2 entries were not numbers and were dropped.')).toBeVisible();
  await expect(result(page, 'count')).toHaveText('3');
  // population of 2, 4, 6: deviations² 4 + 0 + 4 = 8; 8 / 3
  await expect(result(page, 'variance')).toHaveText('2.666667');
});

test('a sample of one value has no sample standard deviation', async ({ page }) => {
  await page.goto('/standard-deviation-calculator?values=42&population=false');
  await expect(result(page, 'mean')).toHaveText('42');
  await expect(result(page, 'standardDeviation')).toHaveText('—');
  await expect(result(page, 'interpretation')).toContainText('A sample standard deviation needs at least two values');
  await expectNoBrokenValues(page);
});

test('100,000 pasted values compute, typing after them stays live, and the link keeps a list that fits', async ({ page }) => {
  await page.goto(`/standard-deviation-calculator?values=${encodeURIComponent('1, 2, 3')}`);
  const values = Array.from({ length: 100_000 }, (_, index) => index + 1).join(', ');
  const field = page.getByLabel('Values');
  await field.fill(values);
  await expect(result(page, 'count')).toHaveText('100,000');
  // (n² − 1) / 12 for 1..n
  await expect(result(page, 'variance')).toHaveText('833,333,333.25');
  await expect(page.getByText('This list is too long for the page link')).toBeVisible();
  // A list this long is edited in the editor that takes over from the text area.
  await expect(field).toHaveAttribute('contenteditable', 'true');
  await field.press('End');
  await field.pressSequentially(', 5', { delay: 0 });
  await expect(result(page, 'count')).toHaveText('100,001');
  expect(new URL(page.url()).searchParams.get('values')).toBe('1, 2, 3');
});

test('a list too long for a text area moves to an editor that keeps the caret, undo, the link and outside changes', async ({ page }) => {
  await page.goto(`/standard-deviation-calculator?values=${encodeURIComponent('1, 2, 3')}`);
  const values = Array.from({ length: 100_000 }, (_, index) => index + 1).join(', ');
  await page.locator('textarea[name="values"]').fill(values);
  const editor = page.getByRole('textbox', { name: 'Values' });
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  await expect(editor).toBeFocused();
  await expect(result(page, 'count')).toHaveText('100,000');

  // The caret is where the text area left it, at the end: 1 + … + 100,000 = 5,000,050,000.
  await page.keyboard.type(', 7');
  await expect(result(page, 'count')).toHaveText('100,001');
  await expect(result(page, 'summary.sum')).toHaveText('5,000,050,007');
  await page.keyboard.press('Control+z');
  await expect(result(page, 'count')).toHaveText('100,000');
  await expect(result(page, 'summary.sum')).toHaveText('5,000,050,000');

  // At the very start: a new first value, and a digit joined to the old first one (1 → 91).
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('5, 9');
  await expect(result(page, 'count')).toHaveText('100,001');
  await expect(result(page, 'summary.sum')).toHaveText('5,000,050,095');
  await expect(result(page, 'summary.min')).toHaveText('2');
  expect(new URL(page.url()).searchParams.get('values')).toBe('1, 2, 3');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Everything replaced by a short list: it computes and fits in the link again.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('10, 20');
  await expect(result(page, 'count')).toHaveText('2');
  // mean 15, deviations² 25 + 25, population variance 50 / 2 = 25
  await expect(result(page, 'standardDeviation')).toHaveText('5');
  await expect(page).toHaveURL(/values=10%2C(\+|%20)20/);

  // A value from elsewhere (the menu's link to this page, without values) replaces the text.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Mathematical calculators' }).click();
  await nav.getByRole('link', { name: 'Standard Deviation' }).click();
  await expect(page).toHaveURL(/\/standard-deviation-calculator$/);
  await expect(editor).toHaveText('2, 4, 4, 4, 5, 5, 7, 9');
  await expect(result(page, 'count')).toHaveText('8');
  await page.getByText('Values', { exact: true }).click();
  await expect(editor).toBeFocused();
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/standard-deviation-calculator?values=${encodeURIComponent('1, 2, 3, 4')}&population=false`);
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Standard deviation results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  // mean 2.5; deviations² 2.25 + 0.25 + 0.25 + 2.25 = 5; 5 / 3 = 1.666667; √ = 1.290994
  expect(text).toBe(
    copiedWithLink(
      page,
      [
        'Standard Deviation Calculator',
        'Count: 4',
        'Minimum: 1',
        'Maximum: 4',
        'Sum: 10',
        'Sample standard deviation (s): 1.290994',
        'Variance (s²): 1.666667',
        'Mean: 2.5',
        'Formula: s = √(Σ(x − x̄)² / (n − 1))',
        // 2.5 ± 1.290994
        'Interpretation: Variability is moderate: a standard deviation of 1.290994 around a mean of 2.5. For roughly normal data, about 68% of values lie within one standard deviation of the mean (1.209006 to 3.790994).',
      ].join('\n'),
    ),
  );
});
