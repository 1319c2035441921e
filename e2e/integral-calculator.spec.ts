import { copiedWithLink, expect, expectNoBrokenValues, result, test } from './support.ts';

const url = (inputs: Record<string, string>) =>
  `/integral-calculator?${Object.entries(inputs)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')}`;

test('opening a shared URL integrates with the chosen rule beside the exact value', async ({ page }) => {
  // Trapezoidal rule for sin on [0, π] with n = 20: (π/20)·cot(π/40) = 1.995886; exact 2.
  await page.goto(url({ function: 'sin(x)', lowerLimit: '0', upperLimit: '3.141592653589793', method: 'trapezoidal', intervals: '20' }));
  await expect(page.getByLabel('Function f(x)')).toHaveValue('sin(x)');
  await expect(page.getByRole('radio', { name: 'Trapezoidal' })).toBeChecked();
  await expect(result(page, 'result')).toHaveText('1.995886');
  await expect(result(page, 'exactValue')).toHaveText('2');
  await expect(result(page, 'error')).toHaveText('0.00411');
  await expect(result(page, 'method')).toHaveText('Trapezoidal rule');
  await expect(result(page, 'intervals')).toHaveText('20');
  await expect(result(page, 'antiderivative')).toHaveText('-cos(x)');
  await expect(page.getByRole('img', { name: /area between x = 0 and x = 3.141592654 shaded/ })).toBeVisible();
});

test('a new function is drawn into the same chart, not a rebuilt one', async ({ page }) => {
  await page.goto(url({ function: 'x^2', lowerLimit: '0', upperLimit: '1', method: 'simpson', intervals: '10' }));
  const figure = page.getByRole('figure').filter({ hasText: 'Area under the curve' });
  const canvas = figure.locator('canvas');
  // Charts are drawn once they come near the screen.
  await figure.scrollIntoViewIfNeeded();
  await expect(canvas).toHaveCount(1);
  const before = await canvas.evaluate((element: HTMLCanvasElement) => {
    Object.assign(window, { drawnCanvas: element });
    return element.toDataURL();
  });
  await page.getByLabel('Function f(x)').fill('x^3');
  // Simpson's rule is exact on a cubic: ∫₀¹ x³ dx = 1/4.
  await expect(result(page, 'result')).toHaveText('0.25');
  await expect(page.getByRole('img', { name: /f\(x\) = x\^3/ })).toBeVisible();
  // The same canvas, with the new curve drawn on it.
  await expect(canvas).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { drawnCanvas: Element }).drawnCanvas.isConnected)).toBe(true);
  await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL())).not.toBe(before);
});

test("Simpson's rule is exact on a cubic and raises an odd interval count", async ({ page }) => {
  await page.goto(url({ function: 'x^3', lowerLimit: '0', upperLimit: '2', method: 'simpson', intervals: '5' }));
  // ∫0..2 x³ dx = 16/4 = 4
  await expect(result(page, 'result')).toHaveText('4');
  await expect(result(page, 'intervals')).toHaveText('6');
  await expect(result(page, 'steps')).toContainText("Simpson's rule needs an even number of intervals, so 6 intervals are used instead of 5.");
});

test('improper integrals get their value, exactly where known; divergent ones say so', async ({ page }) => {
  // sympy: integrate(1/sqrt(1 - x**2), (x, 0, 1)) = pi/2
  await page.goto(url({ function: '1/sqrt(1 - x^2)', lowerLimit: '0', upperLimit: '1', method: 'simpson', intervals: '10' }));
  await expect(result(page, 'result')).toHaveText('1.570796');
  await expect(result(page, 'exactForm')).toHaveText('π/2');
  await expect(result(page, 'method')).toHaveText('Improper integral: limits of the antiderivative');
  await expect(page.getByText("Simpson's rule cannot be applied: it needs f at x = 1, an end of the interval, where f is unbounded.")).toBeVisible();
  await expectNoBrokenValues(page);
  // The midpoint rule never evaluates f at x = 1: its estimate (python3: Σ f((i + ½)/10)/10 = 1.435881), π/2 and the error.
  await page.goto(url({ function: '1/sqrt(1 - x^2)', lowerLimit: '0', upperLimit: '1', method: 'rectangular', intervals: '10' }));
  await expect(result(page, 'result')).toHaveText('1.435881');
  await expect(result(page, 'exactForm')).toHaveText('π/2');
  await expect(result(page, 'method')).toHaveText('Rectangular (midpoint) rule');
  await expect(result(page, 'error')).toHaveText('0.135');
  // sympy: integrate(sqrt(x), (x, 0, 4)) = 16/3
  await page.goto(url({ function: 'sqrt(x)', lowerLimit: '0', upperLimit: '4', method: 'simpson', intervals: '10' }));
  await expect(result(page, 'exactForm')).toHaveText('16/3');
  await expect(result(page, 'exactValue')).toHaveText('5.333333');
  await page.goto(url({ function: '1/x', lowerLimit: '-1', upperLimit: '1', method: 'simpson', intervals: '10' }));
  await expect(page.getByText(/^The integral diverges/)).toBeVisible();
  await expect(result(page, 'result')).toHaveText('—');
  await expectNoBrokenValues(page);
});

test('an invalid expression shows the inline message and no stale result', async ({ page }) => {
  await page.goto(url({ function: 'x^2 + 2x + 1', lowerLimit: '0', upperLimit: '2', method: 'simpson', intervals: '10' }));
  await expect(result(page, 'exactForm')).toHaveText('26/3');
  await expect(result(page, 'exactValue')).toHaveText('8.666667');
  await page.getByLabel('Function f(x)').fill('x^2 +');
  await expect(page.getByText('Unexpected end of expression after "+"')).toBeVisible();
  await expect(result(page, 'result')).toHaveText('—');
  await expect(result(page, 'exactValue')).toHaveText('—');
  await expectNoBrokenValues(page);
  await page.getByLabel('Function f(x)').fill('sinn(x)');
  await expect(page.getByText('Unknown function "sinn"')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Results' })).toBeDisabled();
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(url({ function: 'x^3', lowerLimit: '0', upperLimit: '2', method: 'simpson', intervals: '4' }));
  await expect(result(page, 'result')).toHaveText('4');
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Result copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(
    copiedWithLink(
      page,
      [
        'Integral Calculator',
        'Integral: ∫ from 0 to 2 of (x^3) dx',
        "By Simpson's rule: 4",
        'Exact value: 4',
        'Error of the rule: 0',
        "Method: Simpson's rule",
        'Intervals: 4',
        'Antiderivative F(x): (1/4)x^4',
      ].join('\n'),
    ),
  );
});

test('typing in the middle of the function keeps the caret where the visitor put it', async ({ page }) => {
  await page.goto('/integral-calculator?function=x%5E2&lowerLimit=0&upperLimit=3');
  const field = page.locator('input[name="function"]');
  await field.click();
  await field.press('Home');
  await field.press('ArrowRight');
  await field.pressSequentially('+1', { delay: 50 });
  await expect(field).toHaveValue('x+1^2');
  // x + 1^2 = x + 1, from 0 to 3: 9/2 + 3 = 7.5.
  await expect(result(page, 'exactForm')).toHaveText('15/2');
  await expect(result(page, 'exactValue')).toHaveText('7.5');
  expect(await field.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);
});

test('the integral is typeset, its exact value first and the decimal after it', async ({ page }) => {
  // ∫₀¹ x² dx = 1/3 ≈ 0.333333
  await page.goto('/integral-calculator?function=x%5E2&lowerLimit=0&upperLimit=1&method=simpson&intervals=10');
  const results = page.getByRole('region', { name: 'Results' });
  const echo = results.locator('math').filter({ has: page.locator('msubsup') });
  await expect(echo).toBeVisible();
  await expect(echo.locator('mo').first()).toHaveText('∫');
  // The exact value is a fraction bar, 1 over 3, shown before the rule's decimal.
  const exact = result(page, 'exactForm').locator('xpath=..').locator('math');
  await expect(exact.locator('mfrac mn')).toHaveText(['1', '3']);
  await expect(result(page, 'exactForm')).toHaveText('1/3');
  const [exactTop, decimalTop] = await Promise.all([exact.boundingBox(), result(page, 'result').boundingBox()]);
  expect(exactTop?.y ?? 0).toBeLessThan(decimalTop?.y ?? 0);
  // The steps' antiderivative is typeset too; the copied text stays plain.
  await expect(results.locator('ol').last().locator('math').first()).toBeVisible();
  await expect(result(page, 'steps')).toContainText('Antiderivative: F(x) = (1/3)x^3.');
});
