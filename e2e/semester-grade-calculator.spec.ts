import { copiedWithLink, expect, result, test } from './support.ts';

const assignments = [
  { name: 'Essay', weight: 20, grade: 40, maxPoints: 50 },
  { name: 'Lab Report', weight: 30, grade: 27, maxPoints: 30 },
  { name: 'Test', weight: 50, grade: 70, maxPoints: 100 },
];
const url = `/semester-grade-calculator?assignments=${encodeURIComponent(JSON.stringify(assignments))}`;

test('opening a shared URL fills the assignments and shows the grades', async ({ page }) => {
  await page.goto(url);
  await expect(page.getByRole('listitem', { name: 'Lab Report' }).getByLabel('Points earned')).toHaveValue('27');
  // (80 × 20 + 90 × 30 + 70 × 50) / 100 = 78; points 137 / 180 = 76.11%
  await expect(result(page, 'weightedGrade')).toHaveText('78%');
  await expect(result(page, 'projectedFinalGrade')).toHaveText('78%');
  await expect(result(page, 'letterGrade')).toHaveText('C+');
  await expect(result(page, 'currentGrade')).toHaveText('76.11%');
  await expect(result(page, 'totalPoints')).toHaveText('137');
  await expect(result(page, 'maxTotalPoints')).toHaveText('180');
});

test('adding and removing an assignment recomputes at once', async ({ page }) => {
  await page.goto(url);
  await page.getByRole('button', { name: 'Add Assignment' }).click();
  const added = page.getByRole('listitem', { name: 'Assignment 4' });
  await expect(added.getByText('Not counted: no points earned yet')).toBeVisible();
  await expect(result(page, 'weightedGrade')).toHaveText('78%');
  await added.getByLabel('Points earned').fill('100');
  // (7800 + 100 × 10) / 110 = 80; points 237 / 280 = 84.64%
  await expect(result(page, 'weightedGrade')).toHaveText('80%');
  await expect(result(page, 'letterGrade')).toHaveText('B-');
  await expect(result(page, 'currentGrade')).toHaveText('84.64%');
  await page.getByRole('button', { name: 'Remove Test' }).click();
  // (1600 + 2700 + 1000) / 60 = 88.33
  await expect(result(page, 'weightedGrade')).toHaveText('88.33%');
  await expect(result(page, 'letterGrade')).toHaveText('B+');
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(url);
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Semester grade results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(
    copiedWithLink(
      page,
      [
        'Semester Grade Calculator',
        'Weighted grade: 78%',
        'Letter grade: C+',
        'Projected final grade: 78%',
        'Current grade (points): 76.11%',
        'Total points earned: 137',
        'Max total points: 180',
      ].join('\n'),
    ),
  );
});
