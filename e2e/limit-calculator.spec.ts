import { copiedWithLink, expect, expectNoBrokenValues, result, test } from './support.ts';

const url = (fn: string, point: string, direction: string) => `/limit-calculator?function=${encodeURIComponent(fn)}&point=${point}&direction=${direction}`;

test('opening a shared URL shows a two-sided limit', async ({ page }) => {
  await page.goto(url('sin(x)/x', '0', 'both'));
  await expect(page.getByRole('textbox', { name: 'x approaches' })).toHaveValue('0');
  await expect(result(page, 'limit')).toHaveText('1');
  await expect(result(page, 'exists')).toHaveText('Yes');
  await expect(result(page, 'leftLimit')).toHaveText('1');
  await expect(result(page, 'rightLimit')).toHaveText('1');
  await expect(page.getByRole('img', { name: /around x = 0; as x approaches 0 the limit is 1/ })).toBeVisible();
});

test('a limit that is a known constant is written exactly beside its decimals: (1 + 1/x)^x → e', async ({ page }) => {
  await page.goto(url('(1 + 1/x)^x', 'inf', 'both'));
  await expect(result(page, 'exactForm')).toHaveText('e');
  await expect(result(page, 'limit')).toHaveText('2.718282');
});

test('sides that differ give Does not exist; infinite limits are named', async ({ page }) => {
  await page.goto(url('1/x', '0', 'both'));
  await expect(result(page, 'limit')).toHaveText('Does not exist');
  await expect(result(page, 'exists')).toHaveText('No');
  await expect(result(page, 'leftLimit')).toHaveText('−∞');
  await expect(result(page, 'rightLimit')).toHaveText('+∞');

  // An infinite limit is stated, and it is not a finite limit (sympy: oo, -oo).
  await page.goto(url('1/x^2', '0', 'both'));
  await expect(result(page, 'limit')).toHaveText('∞ (does not exist as a finite number)');
  await expect(result(page, 'exists')).toHaveText('No');

  await page.goto(url('ln(x)', '0', 'right'));
  await expect(result(page, 'limit')).toHaveText('−∞ (does not exist as a finite number)');
  await expect(result(page, 'leftLimit')).toHaveCount(0);
  await expectNoBrokenValues(page);
});

test('slow limits are decided on the formula, not by floating point', async ({ page }) => {
  // sympy: limit(1/log(x), x, 0, '+') = 0; limit(x**50/exp(x), x, oo) = 0.
  await page.goto(url('1/ln(x)', '0', 'right'));
  await expect(result(page, 'limit')).toHaveText('0');
  await expect(result(page, 'exists')).toHaveText('Yes');
  await page.goto(url('x^50/e^x', 'Infinity', 'both'));
  await expect(result(page, 'limit')).toHaveText('0');
  await expect(result(page, 'steps')).toContainText('comparing logarithms');
});

test('a point at infinity: (1 + 1/x)^x tends to e', async ({ page }) => {
  await page.goto(url('(1 + 1/x)^x', 'Infinity', 'both'));
  await expect(page.getByRole('textbox', { name: 'x approaches' })).toHaveValue('Infinity');
  await expect(result(page, 'limit')).toHaveText('2.718282');
  await page.getByRole('textbox', { name: 'x approaches' }).fill('2');
  // (1 + 1/2)² = 2.25, continuous there
  await expect(result(page, 'limit')).toHaveText('2.25');
});

test('an invalid expression shows the inline message and no stale result', async ({ page }) => {
  await page.goto(url('sin(x)/x', '0', 'both'));
  await expect(result(page, 'limit')).toHaveText('1');
  await page.getByLabel('Function f(x)').fill('sin(x/x');
  await expect(page.getByText('Missing closing parenthesis ")"')).toBeVisible();
  await expect(result(page, 'limit')).toHaveText('—');
  await expectNoBrokenValues(page);
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(url('sin(x)/x', '0', 'both'));
  await expect(result(page, 'limit')).toHaveText('1');
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Limit result copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(
    copiedWithLink(
      page,
      [
        'Limit Calculator',
        'Limit of: lim x → 0 of sin(x)/x',
        'Limit: 1',
        'Does the limit exist?: Yes',
        'Left limit (x → 0⁻): 1',
        'Right limit (x → 0⁺): 1',
        'What it means: As x approaches 0, f(x) gets as close as you like to 1.',
      ].join('\n'),
    ),
  );
});

test('the limit asked is echoed typeset', async ({ page }) => {
  await page.goto('/limit-calculator?function=sin(x)%2Fx&point=0&direction=both');
  const echo = page
    .getByRole('region', { name: 'Results' })
    .locator('math')
    .filter({ has: page.locator('munder') });
  await expect(echo).toBeVisible();
  await expect(echo.locator('munder mo').first()).toHaveText('lim');
  await expect(echo.locator('mfrac')).toHaveCount(1);
  await expect(result(page, 'limit')).toHaveText('1');
});
