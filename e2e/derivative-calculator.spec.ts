import { copiedWithLink, expect, expectNoBrokenValues, result, test } from './support.ts';

test('opening a shared URL differentiates numerically with the chosen step', async ({ page }) => {
  await page.goto(`/derivative-calculator?function=${encodeURIComponent('sin(x)')}&point=0&method=numerical&stepSize=0.01`);
  // [sin(0.01) − sin(−0.01)] / 0.02 = sin(0.01) / 0.01 = 0.99998333
  await expect(result(page, 'result')).toHaveText('0.999983');
  await expect(result(page, 'derivative')).toHaveText('cos(x)');
  await expect(result(page, 'analyticalValue')).toHaveText('1');
  await expect(result(page, 'point')).toHaveText('0');
  await expect(page.getByLabel('Step size (h)')).toHaveValue('0.01');
  await expect(page.getByRole('img', { name: /tangent line y = 0.999983x touching it at \(0, 0\)/ })).toBeVisible();

  await page.getByRole('radio', { name: 'Analytical' }).check({ force: true });
  await expect(page.getByLabel('Step size (h)')).toBeHidden();
  await expect(result(page, 'result')).toHaveText('1');
  await expect(result(page, 'method')).toHaveText('Analytical (symbolic)');
});

test('the analytical derivative of a product at a point', async ({ page }) => {
  await page.goto(`/derivative-calculator?function=${encodeURIComponent('x^3 - 4x')}&point=2&method=analytical`);
  // f′ = 3x² − 4 → 8 at 2; f(2) = 0, tangent y = 8x − 16
  await expect(result(page, 'result')).toHaveText('8');
  await expect(result(page, 'tangentLine')).toHaveText('y = 8x − 16');
});

test('no number where the one-sided slopes disagree; a removable gap in the formula is filled', async ({ page }) => {
  // sympy: the one-sided limits of d/dx|x| at 0 are -1 and 1.
  await page.goto(`/derivative-calculator?function=${encodeURIComponent('abs(x)')}&point=0&method=numerical&stepSize=0.001`);
  await expect(page.getByText(/The one-sided estimates do not agree at x = 0/)).toBeVisible();
  await expect(result(page, 'result')).toHaveText('—');
  await expectNoBrokenValues(page);
  // sympy: limit(diff(x*Abs(x), x), x, 0) = 0.
  await page.goto(`/derivative-calculator?function=${encodeURIComponent('x abs(x)')}&point=0&method=analytical`);
  await expect(result(page, 'result')).toHaveText('0');
  await expect(result(page, 'steps')).toContainText('Product rule with u = x and v = abs(x)');
});

test('an invalid expression shows the inline message and no stale result', async ({ page }) => {
  await page.goto('/derivative-calculator');
  await expect(result(page, 'result')).toHaveText('4');
  await page.getByLabel('Function f(x)').fill('y^2');
  await expect(page.getByText('Use x as the variable')).toBeVisible();
  await expect(result(page, 'result')).toHaveText('—');
  await expect(result(page, 'derivative')).toHaveText('—');
  await expectNoBrokenValues(page);
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/derivative-calculator?function=${encodeURIComponent('sin(x)')}&point=0&method=numerical&stepSize=0.01`);
  await expect(result(page, 'result')).toHaveText('0.999983');
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Derivative result copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(
    copiedWithLink(
      page,
      [
        'Derivative Calculator',
        'f′(0): 0.999983',
        'Derivative f′(x): cos(x)',
        'Analytical value, for comparison: 1',
        'Point: 0',
        'f(0): 0',
        'Method: Numerical (central difference)',
        'Tangent line: y = 0.999983x',
        'Formula: d/dx (sin(x)) at x = 0',
      ].join('\n'),
    ),
  );
});

test('the derivative and the tangent line are typeset, numbers without noise', async ({ page }) => {
  // f(x) = x^3: f′(x) = 3x², f′(2) = 12, f(2) = 8, tangent y = 12x − 16
  await page.goto('/derivative-calculator?function=x%5E3&point=2&method=analytical&stepSize=0.001');
  const results = page.getByRole('region', { name: 'Results' });
  const derivative = results
    .locator('math')
    .filter({ has: page.locator('msup mo', { hasText: '′' }) })
    .first();
  await expect(derivative).toBeVisible();
  await expect(derivative.locator('msup').last()).toHaveText('x2');
  await expect(result(page, 'derivative')).toHaveText('3x^2');
  await expect(result(page, 'result')).toHaveText('12');
  await expect(result(page, 'tangentLine')).toHaveText('y = 12x − 16');
});
