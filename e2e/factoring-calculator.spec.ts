import { copiedWithLink, expect, expectNoBrokenValues, result, test } from './support.ts';

const url = (polynomial: string, degree: string) => `/factoring-calculator?polynomial=${encodeURIComponent(polynomial)}&degree=${degree}`;

test('opening a shared URL factors with the leading coefficient kept', async ({ page }) => {
  await page.goto(url('2x^2 + 5x + 2', '2'));
  await expect(page.getByLabel('Polynomial')).toHaveValue('2x^2 + 5x + 2');
  // roots −1/2 and −2
  await expect(result(page, 'factors')).toHaveText('(2x + 1)(x + 2)');
  await expect(result(page, 'original')).toHaveText('2x^2 + 5x + 2');
  await expect(result(page, 'method')).toHaveText('Quadratic formula');
  await expect(result(page, 'equation')).toHaveText('2x^2 + 5x + 2 = (2x + 1)(x + 2)');
  await expect(result(page, 'verification')).toContainText('✓');
});

test('a quartic factors completely', async ({ page }) => {
  await page.goto(url('x^4 - 5x^2 + 4', '4'));
  await expect(result(page, 'factors')).toHaveText('(x - 1)(x + 1)(x - 2)(x + 2)');
  await expect(result(page, 'method')).toHaveText('Rational root theorem');
});

test('an irreducible quadratic says so', async ({ page }) => {
  await page.goto(url('x^2 - 2', '2'));
  await expect(result(page, 'factors')).toHaveText('Unable to factor: x^2 - 2 is irreducible over the rationals');
  await expect(result(page, 'method')).toHaveText('Irreducible over the rationals');
  await expect(result(page, 'equation')).toHaveCount(0);
});

test('the degree is read from the polynomial, with no field to disagree with it', async ({ page }) => {
  // An older link naming another degree factors at the polynomial's own: x³ − 1 = (x − 1)(x² + x + 1)
  await page.goto(url('x^3 - 1', '2'));
  await expect(page.getByRole('textbox', { name: 'Degree' })).toHaveCount(0);
  await expect(page.locator('output[data-degree]')).toHaveText('3');
  await expect(result(page, 'factors')).toHaveText('(x - 1)(x^2 + x + 1)');
  await page.getByLabel('Polynomial').fill('x^4 - 1');
  await expect(page.locator('output[data-degree]')).toHaveText('4');
  await expect(page).toHaveURL(/degree=4/);
  await expect(result(page, 'factors')).toHaveText('(x - 1)(x + 1)(x^2 + 1)');
});

test('an invalid expression shows the inline message and no stale result', async ({ page }) => {
  await page.goto(url('x^2 + 3x + 2', '2'));
  await expect(result(page, 'factors')).toHaveText('(x + 1)(x + 2)');
  await page.getByLabel('Polynomial').fill('x^2 + 3x +');
  await expect(page.getByText('Unexpected end of expression after "+"')).toBeVisible();
  await expect(result(page, 'factors')).toHaveText('—');
  await expectNoBrokenValues(page);
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(url('2x^2 + 5x + 2', '2'));
  await expect(result(page, 'factors')).toHaveText('(2x + 1)(x + 2)');
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Factoring result copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(
    copiedWithLink(
      page,
      [
        'Factoring Calculator',
        'Factored form: (2x + 1)(x + 2)',
        'Original: 2x^2 + 5x + 2',
        'Result: 2x^2 + 5x + 2 = (2x + 1)(x + 2)',
        'Method: Quadratic formula',
        'Check: Multiply (2x + 1)(x + 2) back out: it gives 2x^2 + 5x + 2. ✓',
      ].join('\n'),
    ),
  );
});

test('the factors are typeset side by side, the result text stays plain', async ({ page }) => {
  await page.goto(url('x^4 - 5x^2 + 4', '4'));
  const factored = page.getByRole('region', { name: 'Results' }).locator('math').first();
  await expect(factored).toBeVisible();
  // four bracketed factors: four opening brackets and no multiplication dot between them
  await expect(factored.locator('mo', { hasText: '(' })).toHaveCount(4);
  await expect(factored.locator('mo', { hasText: '·' })).toHaveCount(0);
  await expect(result(page, 'factors')).toHaveText('(x - 1)(x + 1)(x - 2)(x + 2)');
});
