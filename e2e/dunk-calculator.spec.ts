import { expect, expectNoBrokenValues, result, test } from './support.ts';

// 10 ft − 8 ft = 0.6096 m = 61 cm needed; 20 in = 50.8 cm; 10.16 cm short (close); 110 kg adds the heavy tip
// physics at g 9.8: v = √(2 × 9.8 × 0.508) = 3.16 m/s, t = 0.64 s, E = 110 × 9.8 × 0.508 = 548 J
// required: v = √(2 × 9.8 × 0.6096) = 3.46 m/s, t = 0.71 s, E = 657 J
// hang 0.64 s → 9.8 × 0.64² / 8 = 50.2 cm (within 10%); 3.5 m/s → 62.5 cm (not); 548 J → 50.8 cm (within)
const sharedUrl =
  '/dunk-calculator?hoopType=custom&hoopHeight=10&heightUnit=ft&standingReach=8&reachUnit=ft&minVerticalLeap=20&leapUnit=in' +
  '&bodyMass=110&massUnit=kg&hangTime=0.64&jumpingEnergy=548&initialJumpingSpeed=3.5&gravitationalAcceleration=9.8&palmSize=24';

test('opening a shared URL fills the form and shows the verdict', async ({ page }) => {
  await page.goto(sharedUrl);
  await expect(page.getByLabel('Vertical leap', { exact: true })).toHaveValue('20');
  // The leap was entered in inches, so the leap results answer in inches: 24 in needed, 4 in short.
  await expect(result(page, 'requiredVerticalLeap')).toHaveText('24 in');
  await expect(result(page, 'canDunk')).toHaveText('Not yet');
  await expect(result(page, 'heightDifference')).toHaveText('4 in');
  const recommendations = result(page, 'recommendations').getByRole('listitem');
  await expect(recommendations).toHaveCount(3);
  await expect(recommendations.first()).toHaveText('You need 4 in more vertical leap to dunk.');
  await expect(recommendations.nth(1)).toContainText('You are close');
  await expect(recommendations.nth(2)).toContainText('Above 100 kg');
  await expect(result(page, 'physicsAnalysis')).toContainText('Take-off speed: 3.16 m/s (3.46 m/s needed)');
  await expect(result(page, 'physicsAnalysis')).toContainText('Jump energy: 548 J (657 J needed)');
  await expect(result(page, 'physicsAnalysis')).toContainText('Initial jumping speed implies a 24.6 in leap: inconsistent with your leap');
});

test('the first view agrees with itself: every measurement is consistent with the 60 cm leap', async ({ page }) => {
  await page.goto('/dunk-calculator');
  await expect(result(page, 'requiredVerticalLeap')).toHaveText('64.8 cm');
  await expect(result(page, 'physicsAnalysis')).not.toContainText('inconsistent');
  await expect(result(page, 'physicsAnalysis')).toContainText('Hang time implies a 60 cm leap: consistent');
});

test('switching the leap to centimetres converts it and keeps the verdict', async ({ page }) => {
  await page.goto(sharedUrl);
  await page.getByLabel('Leap unit').selectOption('cm');
  await expect(page.getByLabel('Vertical leap', { exact: true })).toHaveValue('50.8');
  await expect(page).toHaveURL(/minVerticalLeap=50.8&leapUnit=cm/);
  await expect(result(page, 'heightDifference')).toHaveText('10.2 cm');
  await expect(result(page, 'requiredVerticalLeap')).toHaveText('61 cm');
});

test('a big enough leap can dunk, and choosing a hoop fills its height', async ({ page }) => {
  await page.goto(sharedUrl);
  await page.getByLabel('Vertical leap', { exact: true }).fill('25');
  // 25 in, 1 in more than the 24 in needed
  await expect(result(page, 'canDunk')).toHaveText('Yes, you can dunk');
  await expect(result(page, 'heightDifference')).toHaveText('-1 in');
  await page.getByLabel('Hoop').selectOption('junior');
  await expect(page.getByLabel('Rim height', { exact: true })).toHaveValue('8');
  await expect(result(page, 'requiredVerticalLeap')).toHaveText('0 in');
});

test('the table of contents links to the page sections', async ({ page }) => {
  await page.goto(sharedUrl);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  for (const id of ['definition', 'calculator', 'improve', 'faqs']) {
    await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(1);
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  }
});

test('a leap of 0 says what is wrong and keeps the placeholders', async ({ page }) => {
  await page.goto(sharedUrl.replace('minVerticalLeap=20', 'minVerticalLeap=0'));
  await expect(page.getByText('Minimum leap must be positive.')).toBeVisible();
  await expect(page.getByText('Enter values to calculate')).toBeVisible();
  await expectNoBrokenValues(page);
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(sharedUrl);
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text.split('\n')).toEqual([
    'Dunk Calculator',
    'Vertical leap needed: 24 in',
    'Can you dunk?: Not yet',
    'Height difference (needed − your leap): 4 in',
    'Recommendations:',
    '- You need 4 in more vertical leap to dunk.',
    expect.stringContaining('- You are close'),
    expect.stringContaining('- Above 100 kg'),
    'Physics analysis:',
    'Take-off speed: 3.16 m/s (3.46 m/s needed)',
    'Hang time: 0.64 s (0.71 s needed)',
    'Jump energy: 548 J (657 J needed)',
    'Hang time implies a 19.8 in leap: consistent',
    'Initial jumping speed implies a 24.6 in leap: inconsistent with your leap',
    'Jumping energy implies a 20 in leap: consistent',
    `Link: ${page.url()}`,
  ]);
});
