import { copiedWithLink, expect, expectNoBrokenValues, result, test } from './support.ts';

test('the SSA ambiguous case from a URL shows both triangles', async ({ page }) => {
  await page.goto('/triangle-calculator?calculationType=SSA&side1=6&side2=8&angle1=30');
  await expect(page.getByLabel('Side a (opposite angle A)')).toHaveValue('6');
  await expect(page.getByLabel('Side b')).toHaveValue('8');
  await expect(page.getByLabel('Angle A (opposite side a)')).toHaveValue('30');
  await expect(page.getByText('Two triangles fit these values')).toBeVisible();
  // sin B = 8 × sin 30° / 6 = 2/3 → B = 41.81° or 138.19°
  await expect(result(page, 'angles.B')).toHaveText('41.81°');
  await expect(result(page, 'angles.C')).toHaveText('108.19°');
  await expect(result(page, 'sides.c')).toHaveText('11.400339');
  await expect(result(page, 'second.angles.B')).toHaveText('138.19°');
  await expect(result(page, 'second.angles.C')).toHaveText('11.81°');
  await expect(result(page, 'second.sides.c')).toHaveText('2.456067');
  await expect(page.getByRole('heading', { level: 3, name: 'Triangle 2' })).toBeVisible();
});

test('ASA from a URL solves the missing sides, and switching the case relabels the fields', async ({ page }) => {
  await page.goto('/triangle-calculator?calculationType=ASA&angle1=35&angle2=62&side1=12');
  await expect(result(page, 'angles.C')).toHaveText('83°');
  await expect(result(page, 'sides.a')).toHaveText('6.934607');
  await expect(result(page, 'sides.b')).toHaveText('10.674941');
  await expect(result(page, 'area')).toHaveText('36.737366 units²');
  await page.getByLabel('Known values').selectOption('SSS');
  await expect(page.getByLabel('Side c')).toBeVisible();
  await expect(page).toHaveURL(/calculationType=SSS/);
});

test('typing a new side recomputes at once: SSS 5, 5, 8 is isosceles and obtuse', async ({ page }) => {
  await page.goto('/triangle-calculator?calculationType=SSS&side1=5&side2=5&side3=6');
  await page.getByLabel('Side c').fill('8');
  await expect(result(page, 'angles.C')).toHaveText('106.26°');
  await expect(result(page, 'area')).toHaveText('12 units²');
  await expect(result(page, 'type')).toHaveText('Isosceles, obtuse triangle');
  await expect(page).toHaveURL(/side3=8/);
});

test('impossible values say why and never show NaN', async ({ page }) => {
  await page.goto('/triangle-calculator?calculationType=SSS&side1=1&side2=2&side3=3');
  await expect(page.getByRole('alert').filter({ hasText: 'These sides make no triangle' })).toBeVisible();
  await expectNoBrokenValues(page);
  await expect(page.getByRole('button', { name: 'Copy Results' })).toBeDisabled();

  await page.goto('/triangle-calculator?calculationType=SSA&side1=3&side2=8&angle1=30');
  await expect(page.getByText('No triangle has these values').first()).toBeVisible();
  await expectNoBrokenValues(page);
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/triangle-calculator?calculationType=SSS&side1=5&side2=5&side3=8');
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Triangle results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(
    copiedWithLink(
      page,
      [
        'Triangle Calculator',
        'Side a: 5',
        'Side b: 5',
        'Side c: 8',
        'Angle A: 36.87°',
        'Angle B: 36.87°',
        'Angle C: 106.26°',
        'Area: 12 units²',
        'Perimeter: 18 units',
        'Triangle type: Isosceles, obtuse triangle',
      ].join('\n'),
    ),
  );
});

test('the solved triangle is drawn, each side and angle labelled with its value', async ({ page }) => {
  // 3-4-5: A = atan(3/4) = 36.87°, B = 53.13°, C = 90°
  await page.goto('/triangle-calculator?calculationType=SSS&side1=3&side2=4&side3=5');
  const diagram = page.getByRole('img', { name: /Triangle ABC: side a = 3, b = 4, c = 5; angle A = 36.87°, B = 53.13°, C = 90°/ });
  await expect(diagram).toBeVisible();
  for (const label of ['a = 3', 'b = 4', 'c = 5', '36.87°', '53.13°', '90°']) await expect(diagram.getByText(label, { exact: true })).toHaveCount(1);
  await page.getByLabel('Side a').fill('4');
  await expect(page.getByRole('img', { name: /side a = 4, b = 4, c = 5/ })).toBeVisible();
});
