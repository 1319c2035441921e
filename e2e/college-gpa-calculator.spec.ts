import { copiedWithLink, expect, result, test } from './support.ts';

const courses = [
  { name: 'Calculus', creditHours: 4, grade: 'A+' },
  { name: 'Physics', creditHours: 4, grade: 'B+' },
  { name: 'Writing', creditHours: 3, grade: 'A-' },
  { name: 'Chemistry Lab', creditHours: 1, grade: 'C' },
];
const url = `/college-gpa-calculator?courses=${encodeURIComponent(JSON.stringify(courses))}&gradeScale=4.3`;

test('opening a shared URL fills the courses and shows the GPA on the 4.3 scale', async ({ page }) => {
  await page.goto(url);
  await expect(page.getByRole('listitem', { name: 'Physics' }).getByLabel('Grade')).toHaveValue('B+');
  await expect(page.getByRole('radio', { name: '4.3 scale (A+ = 4.3)' })).toBeChecked();
  // 4×4.3 + 4×3.3 + 3×3.7 + 1×2 = 17.2 + 13.2 + 11.1 + 2 = 43.5; 43.5 / 12 = 3.625
  await expect(result(page, 'gpa')).toHaveText('3.63');
  await expect(result(page, 'totalCredits')).toHaveText('12');
  await expect(result(page, 'totalQualityPoints')).toHaveText('43.5');
  await expect(result(page, 'letterGrade')).toHaveText('A-');
  await expect(result(page, 'classification')).toHaveText('Magna Cum Laude (High Honors)');
});

test('the 4.0 scale counts the A+ as 4.0', async ({ page }) => {
  await page.goto(url);
  await page.getByText('4.0 scale', { exact: true }).click();
  // 16 + 13.2 + 11.1 + 2 = 42.3; 42.3 / 12 = 3.525
  await expect(result(page, 'gpa')).toHaveText('3.53');
  await page.reload();
  await expect(page.getByRole('radio', { name: '4.0 scale' })).toBeChecked();
  await expect(result(page, 'gpa')).toHaveText('3.53');
});

test('adding and removing a course recomputes at once', async ({ page }) => {
  await page.goto(url);
  await page.getByText('4.0 scale', { exact: true }).click();
  await page.getByRole('button', { name: 'Add Course' }).click();
  const added = page.getByRole('listitem', { name: 'Course 5' });
  await expect(added.getByLabel('Grade')).toHaveValue('');
  await expect(result(page, 'gpa')).toHaveText('3.53');
  await added.getByLabel('Grade').selectOption('F');
  // 42.3 / 15 = 2.82
  await expect(result(page, 'gpa')).toHaveText('2.82');
  await expect(result(page, 'classification')).toHaveText('Satisfactory');
  await page.getByRole('button', { name: 'Remove Physics' }).click();
  // (16 + 11.1 + 2 + 0) / 11 = 2.645…
  await expect(result(page, 'gpa')).toHaveText('2.65');
  await expect(result(page, 'letterGrade')).toHaveText('C');
  await expect(result(page, 'classification')).toHaveText('Academic Warning');
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(url);
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('GPA results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(
    copiedWithLink(
      page,
      [
        'College GPA Calculator',
        'GPA (4.3 scale): 3.63',
        'Total credits: 12',
        'Total quality points: 43.5',
        'Letter grade: A-',
        'Classification: Magna Cum Laude (High Honors)',
      ].join('\n'),
    ),
  );
});

test('typing at the start of a course name keeps the caret there', async ({ page }) => {
  await page.goto(url);
  const name = page.getByLabel('Course').nth(2);
  await expect(name).toHaveValue('Writing');
  await name.click();
  await name.press('Home');
  await name.pressSequentially('Creative ', { delay: 50 });
  await expect(name).toHaveValue('Creative Writing');
  expect(await name.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe('Creative '.length);
  await expect(page.getByRole('listitem', { name: 'Creative Writing' })).toBeVisible();
  const shared = JSON.parse(new URL(page.url()).searchParams.get('courses') ?? '[]') as { name: string }[];
  expect(shared.map((course) => course.name)).toEqual(['Calculus', 'Physics', 'Creative Writing', 'Chemistry Lab']);
});
