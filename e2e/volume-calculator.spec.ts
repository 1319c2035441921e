import { copiedWithLink, expect, expectNoBrokenValues, result, test } from './support.ts';

const url = (shape: string, dimensions: object) => `/volume-calculator?shape=${shape}&dimensions=${encodeURIComponent(JSON.stringify(dimensions))}`;

test('a cylinder from a URL shows its volume and surface area', async ({ page }) => {
  await page.goto(url('cylinder', { radius: 2, height: 10 }));
  await expect(page.getByLabel('Radius')).toHaveValue('2');
  await expect(page.getByLabel('Height')).toHaveValue('10');
  // V = π × 4 × 10 = 40π; A = 2π × 2 × 12 = 48π
  await expect(result(page, 'volume')).toHaveText('125.663706 units³');
  await expect(result(page, 'surfaceArea')).toHaveText('150.796447 units²');
});

test('choosing a shape resets the dimensions to its defaults', async ({ page }) => {
  await page.goto(url('cylinder', { radius: 2, height: 10 }));
  await page.getByLabel('Shape').selectOption('cone');
  await expect(page.getByLabel('Radius')).toHaveValue('4');
  await expect(page.getByLabel('Height')).toHaveValue('6');
  // V = 32π; A = 4π(4 + √52)
  await expect(result(page, 'volume')).toHaveText('100.530965 units³');
  await expect(result(page, 'surfaceArea')).toHaveText('140.88287 units²');
  await page.getByLabel('Shape').selectOption('rectangular_prism');
  await expect(page.getByLabel('Length')).toHaveValue('6');
  await expect(page.getByLabel('Width')).toHaveValue('4');
  await expect(page.getByLabel('Height')).toHaveValue('3');
  await expect(result(page, 'volume')).toHaveText('72 units³');
  await expect(result(page, 'surfaceArea')).toHaveText('108 units²');
  await expect(page).toHaveURL(/shape=rectangular_prism/);
});

test('typing a dimension recomputes at once; a zero gets an inline message', async ({ page }) => {
  await page.goto(url('cube', { side: 4 }));
  await page.getByLabel('Side length').fill('3');
  await expect(result(page, 'volume')).toHaveText('27 units³');
  await expect(result(page, 'surfaceArea')).toHaveText('54 units²');
  await page.getByLabel('Side length').fill('0');
  await expect(page.getByText('The side must be greater than 0.')).toBeVisible();
  await expectNoBrokenValues(page);
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(url('sphere', { radius: 5 }));
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Volume results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(
    copiedWithLink(
      page,
      [
        'Volume Calculator',
        // exact forms first: 4/3 × 125 = 500/3 and 4 × 25 = 100
        'Volume: 500π/3 ≈ 523.598776 units³',
        'Surface area: 100π ≈ 314.159265 units²',
        'Shape: Sphere',
        'Formula: V = 4/3 × π × r³; A = 4 × π × r²',
        'Practical notes:',
        '- Of all shapes with the same surface area, the sphere holds the most volume, which is why tanks, bubbles and droplets tend to be round.',
        // 8 × 523.598776 = 4188.790205
        '- Doubling the radius multiplies the volume by 8 (to 4188.790205) and the surface area by 4.',
        '- Volume is in cubic units of the length you entered, area in square units: with centimetres, 1 cm³ = 1 mL; with metres, 1 m³ = 1,000 litres; with feet, 1 ft³ ≈ 7.48 US gallons.',
      ].join('\n'),
    ),
  );
});

test('a round solid shows its exact volume, a multiple of π, before the decimal', async ({ page }) => {
  await page.goto(url('cylinder', { radius: 2, height: 10 }));
  const volume = result(page, 'volume').locator('xpath=..');
  await expect(volume).toContainText('≈ 125.663706 units³');
  await expect(volume.locator('math mn')).toHaveText('40');
  await expect(volume.locator('math mi')).toHaveText('π');
  await expect(result(page, 'volume')).toHaveText('125.663706 units³');
});

test('the solid is drawn for its shape, its dimensions labelled with the visitor’s values', async ({ page }) => {
  await page.goto('/volume-calculator?shape=cylinder&dimensions=%7B%22radius%22%3A2%2C%22height%22%3A10%7D');
  const cylinder = page.locator('svg[data-diagram="cylinder"]');
  await expect(cylinder).toBeVisible();
  await expect(cylinder.getByText('r = 2', { exact: true })).toBeVisible();
  await expect(cylinder.getByText('h = 10', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cylinder with radius 2, height 10' })).toBeVisible();
  await page.getByLabel('Shape').selectOption('rectangular_prism');
  const box = page.locator('svg[data-diagram="rectangular_prism"]');
  await expect(box).toBeVisible();
  await expect(cylinder).toHaveCount(0);
  await page.getByLabel('Width').fill('7.5');
  await expect(box.getByText('w = 7.5', { exact: true })).toBeVisible();
});
