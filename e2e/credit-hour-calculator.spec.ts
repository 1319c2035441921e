import { expect, result, test } from './support.ts';

const courses = [
  { name: 'Chemistry', creditHours: 4, classHours: 5, studyHours: 12 },
  { name: 'History', creditHours: 3, classHours: 3, studyHours: 6 },
];
// 7 credits, 8 class hours, 18 study hours at high efficiency, 26 a week (3.71 per credit: moderate);
// 168 − 56 − 25 − 5 = 82 hours available; 37 credits after, 83 to go: 6 semesters.
const url = `/credit-hour-calculator?coursesToAdd=${encodeURIComponent(JSON.stringify(courses))}&currentCredits=30&maxCreditsPerSemester=18&workHours=25&otherCommitments=5&studyEfficiency=high`;

test('opening a shared URL shows the workload analysis', async ({ page }) => {
  await page.goto(url);
  await expect(page.getByRole('listitem', { name: 'Chemistry' }).getByLabel('Credit hours')).toHaveValue('4');
  await expect(result(page, 'totalNewCredits')).toHaveText('7 credits');
  await expect(result(page, 'totalClassTime')).toHaveText('8 hours');
  await expect(result(page, 'totalStudyTime')).toHaveText('18 hours');
  await expect(result(page, 'totalWeeklyHours')).toHaveText('26 hours');
  await expect(result(page, 'timeAvailable')).toHaveText('82 hours');
  await expect(result(page, 'recommendedLoad')).toHaveText('12 credits');
  await expect(result(page, 'workloadAnalysis')).toHaveText(/^Moderate workload: 3.7 hours a week per credit/);
  await expect(result(page, 'graduationImpact')).toHaveText(/^6 more semesters after this one/);
  await expect(result(page, 'recommendations')).toContainText('Fewer than 12 credits');
});

test('adding and removing a course updates the totals and the URL', async ({ page }) => {
  await page.goto(url);
  await page.getByRole('button', { name: 'Add Course' }).click();
  await expect(page.getByRole('listitem', { name: 'Course 3' })).toBeVisible();
  // The new row: 3 credits, 3 class hours, 7.5 study hours.
  await expect(result(page, 'totalNewCredits')).toHaveText('10 credits');
  await expect(result(page, 'totalWeeklyHours')).toHaveText('36.5 hours');
  await expect(page).toHaveURL(/Course\+3/);
  await page.getByRole('button', { name: 'Remove Chemistry' }).click();
  await expect(page.getByRole('listitem', { name: 'Chemistry' })).toHaveCount(0);
  await expect(result(page, 'totalNewCredits')).toHaveText('6 credits');
});

test('Copy Results puts the analysis on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(url);
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Credit hour analysis copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain(
    [
      'Credit Hour Calculator',
      'Weekly hours for these courses: 26 hours',
      'New credits: 7 credits',
      'Time available a week: 82 hours',
      'Class time a week: 8 hours',
      'Study time a week: 18 hours',
    ].join('\n'),
  );
  expect(text).toContain('Recommended load: 12 credits');
});
