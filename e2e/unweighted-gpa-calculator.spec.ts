import { copiedWithLink, expect, result, test } from './support.ts';

const courses = [
  { name: 'Chemistry', grade: 'A+', creditHours: 2 },
  { name: 'Geometry', grade: 'C+', creditHours: 1 },
  { name: 'Art', grade: 'A', creditHours: 1 },
  { name: 'History', grade: 'B-', creditHours: 1 },
  { name: 'Band', grade: 'A+', creditHours: 1 },
];
const url = `/unweighted-gpa-calculator?courses=${encodeURIComponent(JSON.stringify(courses))}&gradeScale=4.3`;

test('opening a shared URL fills the courses and shows the GPA, standing and distribution', async ({ page }) => {
  await page.goto(url);
  await expect(page.getByRole('listitem', { name: 'Geometry' }).getByLabel('Grade')).toHaveValue('C+');
  // 2×4.3 + 2.3 + 4 + 2.7 + 4.3 = 21.9 over 6 credits = 3.65
  await expect(result(page, 'gpa')).toHaveText('3.65');
  await expect(result(page, 'totalCredits')).toHaveText('6');
  await expect(result(page, 'qualityPoints')).toHaveText('21.9');
  await expect(result(page, 'letterGrade')).toHaveText('A-');
  await expect(result(page, 'percentageEquivalent')).toHaveText('90%');
  await expect(result(page, 'academicStanding')).toHaveText('Magna Cum Laude (High Honors)');
  const distribution = result(page, 'gradeDistribution').getByRole('listitem');
  await expect(distribution).toHaveText(['A+2 courses', 'A1 course', 'B-1 course', 'C+1 course']);
});

test('the 4.0 scale counts an A+ as 4.0', async ({ page }) => {
  await page.goto(url);
  await page.getByText('4.0 scale', { exact: true }).click();
  // 21 / 6 = 3.5
  await expect(result(page, 'gpa')).toHaveText('3.50');
});

test('adding and removing a course recomputes at once', async ({ page }) => {
  await page.goto(url);
  await page.getByRole('button', { name: 'Add Course' }).click();
  const added = page.getByRole('listitem', { name: 'Course 6' });
  await expect(result(page, 'gpa')).toHaveText('3.65');
  await added.getByLabel('Grade').selectOption('D');
  // 22.9 / 7 = 3.271
  await expect(result(page, 'gpa')).toHaveText('3.27');
  await expect(result(page, 'letterGrade')).toHaveText('B+');
  await expect(result(page, 'academicStanding')).toHaveText('Cum Laude (Honors)');
  await page.getByRole('button', { name: 'Remove Chemistry' }).click();
  // 14.3 / 5 = 2.86
  await expect(result(page, 'gpa')).toHaveText('2.86');
  await expect(result(page, 'percentageEquivalent')).toHaveText('83%');
  await expect(result(page, 'academicStanding')).toHaveText('Good Academic Standing');
  await expect(result(page, 'gradeDistribution').getByRole('listitem')).toHaveCount(5);
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(url);
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Unweighted GPA results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(
    copiedWithLink(
      page,
      [
        'Unweighted GPA Calculator',
        'Unweighted GPA (4.3 scale): 3.65',
        'Letter grade: A-',
        'Percentage equivalent: 90%',
        'Academic standing: Magna Cum Laude (High Honors)',
        'Total credits: 6',
        'Quality points: 21.9',
        'Grade distribution:',
        '- A+ 2 courses',
        '- A 1 course',
        '- B- 1 course',
        '- C+ 1 course',
      ].join('\n'),
    ),
  );
});
