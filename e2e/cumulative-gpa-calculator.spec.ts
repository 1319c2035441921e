import { copiedWithLink, expect, result, test } from './support.ts';

const semesters = [
  { name: 'Fall 2022', gpa: 2.8, creditHours: 12 },
  { name: 'Spring 2023', gpa: 3.4, creditHours: 15 },
  { name: 'Fall 2023', gpa: 3, creditHours: 18 },
];
const url = `/cumulative-gpa-calculator?semesters=${encodeURIComponent(JSON.stringify(semesters))}`;

test('opening a shared URL fills the semesters and shows the cumulative GPA, history and trend', async ({ page }) => {
  await page.goto(url);
  await expect(page.getByRole('listitem', { name: 'Spring 2023' }).getByLabel('Semester GPA')).toHaveValue('3.4');
  // 2.8×12 + 3.4×15 + 3×18 = 33.6 + 51 + 54 = 138.6 over 45 credits = 3.08
  await expect(result(page, 'cumulativeGPA')).toHaveText('3.08');
  await expect(result(page, 'totalCredits')).toHaveText('45');
  await expect(result(page, 'totalQualityPoints')).toHaveText('138.6');
  await expect(result(page, 'classification')).toHaveText("Dean's List Eligible");
  // running 2.80, 84.6 / 27 = 3.13, 3.08: a change of −0.05
  await expect(result(page, 'improvement')).toHaveText(
    'Slight decline: your cumulative GPA fell by 0.05 points with your latest semester. A focused next semester can turn this around.',
  );
  const rows = result(page, 'gpaHistory').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toHaveText(/Spring 2023\s*15\s*3\.40\s*3\.13/);
});

test('one semester is not enough for a trend', async ({ page }) => {
  await page.goto(`/cumulative-gpa-calculator?semesters=${encodeURIComponent(JSON.stringify([semesters[0]]))}`);
  await expect(result(page, 'cumulativeGPA')).toHaveText('2.80');
  await expect(result(page, 'improvement')).toHaveText('Need more semesters to analyze trends.');
});

test('adding a semester continues the names; removing one recomputes', async ({ page }) => {
  await page.goto('/cumulative-gpa-calculator');
  await page.getByRole('button', { name: 'Add Semester' }).click();
  await expect(page.getByRole('listitem', { name: 'Spring 2025' })).toBeVisible();

  await page.goto(url);
  await page.getByRole('button', { name: 'Add Semester' }).click();
  const added = page.getByRole('listitem', { name: 'Spring 2025' });
  await added.getByLabel('Semester GPA').fill('4');
  // 138.6 + 60 = 198.6 over 60 = 3.31; 3.31 − 3.08 = +0.23
  await expect(result(page, 'cumulativeGPA')).toHaveText('3.31');
  await expect(result(page, 'improvement')).toContainText('Strong upward trend');
  await page.getByRole('button', { name: 'Remove Fall 2022' }).click();
  // 51 + 54 + 60 = 165 over 48 = 3.4375; before: 105 / 33 = 3.18
  await expect(result(page, 'cumulativeGPA')).toHaveText('3.44');
  await expect(result(page, 'classification')).toHaveText('Cum Laude (With Distinction)');
  await expect(result(page, 'gpaHistory').locator('tbody tr')).toHaveCount(3);
});

test('the 4.3 scale allows semester GPAs up to 4.3', async ({ page }) => {
  await page.goto(url);
  const fall = page.getByRole('listitem', { name: 'Fall 2023' });
  await fall.getByLabel('Semester GPA').fill('4.2');
  await expect(fall.getByText('Enter a value of at most 4.')).toBeVisible();
  await expect(fall.getByText('Not counted: GPA above 4.0')).toBeVisible();
  await page.getByText('4.3 scale (A+ = 4.3)').click();
  await expect(fall.getByText('Enter a value of at most 4.')).toBeHidden();
  await expect(fall.getByText('Not counted: GPA above 4.0')).toBeHidden();
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(url);
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Cumulative GPA results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(
    copiedWithLink(
      page,
      [
        'Cumulative GPA Calculator',
        'Cumulative GPA (4.0 scale): 3.08',
        'Total credits: 45',
        'Total quality points: 138.6',
        "Classification: Dean's List Eligible",
        'Trend: Slight decline: your cumulative GPA fell by 0.05 points with your latest semester. A focused next semester can turn this around.',
        'GPA history:',
        'Semester\tCredits\tGPA\tCumulative',
        'Fall 2022\t12\t2.80\t2.80',
        'Spring 2023\t15\t3.40\t3.13',
        'Fall 2023\t18\t3.00\t3.08',
      ].join('\n'),
    ),
  );
});
