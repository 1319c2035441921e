import { copiedWithLink, expect, expectNoBrokenValues, result, test } from './support.ts';

const components = [
  { name: 'Homework', weight: 20, currentGrade: 90 },
  { name: 'Quizzes', weight: 15, currentGrade: 80 },
  { name: 'Midterm', weight: 25, currentGrade: 85 },
];
const url = `/final-grade-calculator?components=${encodeURIComponent(JSON.stringify(components))}&desiredGrade=85&finalExamWeight=40`;

test('opening a shared URL fills the components and shows the required final grade', async ({ page }) => {
  await page.goto(url);
  const quizzes = page.getByRole('listitem', { name: 'Quizzes' });
  await expect(quizzes.getByLabel('Current grade')).toHaveValue('80');
  await expect(page.getByLabel('Desired course grade')).toHaveValue('85');
  // earned 18 + 12 + 21.25 = 51.25; (85 − 51.25) / 40 × 100 = 84.375
  await expect(result(page, 'requiredFinalGrade')).toHaveText('84.38%');
  await expect(result(page, 'currentGrade')).toHaveText('85.42%');
  await expect(result(page, 'isAchievable')).toHaveText('Goal is achievable');
  await expect(result(page, 'recommendation')).toContainText('strong performance');
});

test('the first view shows a reachable goal, not an impossible one', async ({ page }) => {
  await page.goto('/final-grade-calculator');
  // earned (92 × 20 + 85 × 15 + 78 × 25) / 100 = 50.65; (85 − 50.65) / 40 × 100 = 85.875; current 50.65 / 60 = 84.42%
  await expect(result(page, 'requiredFinalGrade')).toHaveText('85.88%');
  await expect(result(page, 'isAchievable')).toHaveText('Goal is achievable');
  await expect(result(page, 'currentGrade')).toHaveText('84.42%');
});

test('with nothing graded yet, an 85% goal on a 40% final reads as impossible', async ({ page }) => {
  const ungraded = [
    { name: 'Homework', weight: 20, currentGrade: 0 },
    { name: 'Quizzes', weight: 15, currentGrade: 0 },
    { name: 'Midterm', weight: 25, currentGrade: 0 },
  ];
  await page.goto(`/final-grade-calculator?components=${encodeURIComponent(JSON.stringify(ungraded))}&desiredGrade=85&finalExamWeight=40`);
  // 85 / 40 × 100 = 212.5
  await expect(result(page, 'requiredFinalGrade')).toHaveText('212.5%');
  await expect(result(page, 'isAchievable')).toHaveText('Goal requires reconsideration');
  await expect(result(page, 'recommendation')).toHaveText('Unfortunately, this goal is mathematically impossible.');
  await expect(result(page, 'currentGrade')).toHaveText('No graded components yet');
});

test('adding and removing a component recomputes at once', async ({ page }) => {
  await page.goto(url);
  await page.getByRole('button', { name: 'Add Component' }).click();
  const added = page.getByRole('listitem', { name: 'New Component' });
  await expect(added.getByLabel('Weight')).toHaveValue('10');
  await expect(result(page, 'requiredFinalGrade')).toHaveText('84.38%');
  await added.getByLabel('Current grade').fill('70');
  // earned 58.25, used 70: the 40% final is capped at 30; (85 − 58.25) / 30 × 100 = 89.1666…
  await expect(result(page, 'requiredFinalGrade')).toHaveText('89.17%');
  await expect(page.getByText('Counted as 30%')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Midterm' }).click();
  // earned 18 + 12 + 7 = 37, used 45; (85 − 37) / 40 × 100 = 120
  await expect(result(page, 'requiredFinalGrade')).toHaveText('120%');
  await expect(result(page, 'isAchievable')).toHaveText('Goal requires reconsideration');
  await expect(page).toHaveURL(/components=/);
  await page.reload();
  await expect(result(page, 'requiredFinalGrade')).toHaveText('120%');
});

test('a final exam weight of 0 keeps the placeholders and says why', async ({ page }) => {
  await page.goto(url);
  await page.getByLabel('Final exam weight').fill('0');
  await expect(page.getByText('Enter a final exam weight above 0.')).toBeVisible();
  await expectNoBrokenValues(page);
  await expect(page.getByRole('button', { name: 'Copy Results' })).toBeDisabled();
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
        'Final Grade Calculator',
        'Required final exam grade: 84.38%',
        'Goal is achievable',
        'Current grade: 85.42%',
        'Recommendation: This will take a strong performance. Start reviewing early, focus on your weakest topics and ask your teacher for practice material.',
      ].join('\n'),
    ),
  );
});
