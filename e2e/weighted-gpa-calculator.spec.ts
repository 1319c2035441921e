import { copiedWithLink, expect, result, test } from './support.ts';

const courses = [
  { name: 'AP Calculus', grade: 'A', creditHours: 1, level: 'ap', weight: 1.2 },
  { name: 'Honors Chemistry', grade: 'B+', creditHours: 1, level: 'honors', weight: 1.1 },
  { name: 'PE', grade: 'A', creditHours: 0.5, level: 'regular', weight: 1 },
  { name: 'Dual English', grade: 'B', creditHours: 1, level: 'dual', weight: 1.15 },
];
const url = `/weighted-gpa-calculator?courses=${encodeURIComponent(JSON.stringify(courses))}`;

test('opening a shared URL fills the courses and shows both GPAs and the boost', async ({ page }) => {
  await page.goto(url);
  await expect(page.getByRole('listitem', { name: 'Dual English' }).getByLabel('Level')).toHaveValue('dual');
  // weighted: 4.8 + 3.63 + 2 + 3.45 = 13.88 / 3.5 = 3.9657; unweighted: 4 + 3.3 + 2 + 3 = 12.3 / 3.5 = 3.5143
  await expect(result(page, 'weightedGPA')).toHaveText('3.97');
  await expect(result(page, 'unweightedGPA')).toHaveText('3.51');
  // The boost from the unrounded GPAs: 1.58 / 3.5 = 0.4514, not 3.97 − 3.51 = 0.46.
  await expect(result(page, 'gpaBoost')).toHaveText('+0.45');
  await expect(result(page, 'totalCredits')).toHaveText('3.5');
  await expect(result(page, 'weightedQualityPoints')).toHaveText('13.88');
  await expect(result(page, 'unweightedQualityPoints')).toHaveText('12.3');
  await expect(result(page, 'recommendation')).toContainText('strong boost');
});

test("changing a course's level sets its weight to the level's multiplier", async ({ page }) => {
  await page.goto(url);
  const chemistry = page.getByRole('listitem', { name: 'Honors Chemistry' });
  await chemistry.getByLabel('Level').selectOption('ap');
  await expect(chemistry.getByLabel('Weight')).toHaveValue('1.2');
  // 3.3 × 1.2 = 3.96: 14.21 / 3.5 = 4.06; boost 4.06 − 3.51 = 0.55
  await expect(result(page, 'weightedGPA')).toHaveText('4.06');
  await expect(result(page, 'gpaBoost')).toHaveText('+0.55');
  await expect(result(page, 'recommendation')).toContainText('exceptional boost');
  await chemistry.getByLabel('Weight').fill('1.25');
  // 3.3 × 1.25 = 4.125: 14.375 / 3.5 = 4.107
  await expect(result(page, 'weightedGPA')).toHaveText('4.11');
});

test('adding and removing a course recomputes at once', async ({ page }) => {
  await page.goto(url);
  await page.getByRole('button', { name: 'Add Course' }).click();
  const added = page.getByRole('listitem', { name: 'Course 5' });
  await expect(result(page, 'weightedGPA')).toHaveText('3.97');
  await added.getByLabel('Grade').selectOption('C');
  // weighted 13.88 + 2 = 15.88 / 4.5 = 3.529; unweighted 14.3 / 4.5 = 3.178
  await expect(result(page, 'weightedGPA')).toHaveText('3.53');
  await expect(result(page, 'unweightedGPA')).toHaveText('3.18');
  await page.getByRole('button', { name: 'Remove AP Calculus' }).click();
  // weighted 15.88 − 4.8 = 11.08 / 3.5 = 3.166; unweighted 10.3 / 3.5 = 2.943; boost 0.78 / 3.5 = 0.2229
  await expect(result(page, 'weightedGPA')).toHaveText('3.17');
  await expect(result(page, 'unweightedGPA')).toHaveText('2.94');
  await expect(result(page, 'gpaBoost')).toHaveText('+0.22');
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(url);
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Weighted GPA results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(
    copiedWithLink(
      page,
      [
        'Weighted GPA Calculator',
        'Weighted GPA (5.0 scale): 3.97',
        'Unweighted GPA (4.0 scale): 3.51',
        'GPA boost from course levels: +0.45',
        'Total credits: 3.5',
        'Weighted quality points: 13.88',
        'Unweighted quality points: 12.3',
        'Recommendation: Your challenging course load gives your GPA a strong boost. Keep balancing rigor with grades you can sustain.',
      ].join('\n'),
    ),
  );
});
