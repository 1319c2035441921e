import { copiedWithLink, expect, expectNoBrokenValues, result, test } from './support.ts';

// Bot packs cost 20: 250 tokens → ceil(12.5) = 13 packs, 260 tokens. Epic 8%: 1 − 0.92^13 = 0.66175 → 66.2%, moderate.
// 50%: ln 0.5 / ln 0.92 = 8.31 → 9 packs (180 tokens); 90%: ln 0.1 / ln 0.92 = 27.6 → 28 packs (560 tokens).
const url = '/blooket-calculator?packType=bot&inputType=tokens&amount=250&includeResale=false&targetBlook=epic';

test('opening a shared URL fills the form and shows the odds', async ({ page }) => {
  await page.goto(url);
  await expect(page.getByLabel('Pack type')).toHaveValue('bot');
  await expect(page.getByLabel('Target Blook rarity')).toHaveValue('epic');
  await expect(page.getByLabel('Tokens to spend')).toHaveValue('250');
  await expect(result(page, 'probability')).toHaveText('66.2%');
  await expect(result(page, 'expectedPacks')).toHaveText('13 packs');
  await expect(result(page, 'expectedCost')).toHaveText('260 tokens');
  await expect(page.getByText('250 tokens buy 12 packs; the last pack needs 10 more tokens.')).toBeVisible();
  await expect(result(page, 'packsFor50')).toHaveText('9 packs (180 tokens)');
  await expect(result(page, 'packsFor90')).toHaveText('28 packs (560 tokens)');
  await expect(result(page, 'formula')).toHaveText('1 − (1 − 0.08)^13 = 66.2%');
  await expect(result(page, 'recommendation')).toHaveText(
    'Moderate chance: better than even odds of an Epic Blook, but not guaranteed. 28 packs would give you a 90% chance.',
  );
});

test('switching from tokens to packs converts the amount and keeps the result', async ({ page }) => {
  await page.goto(url);
  await page.getByText('Number of packs', { exact: true }).click();
  await expect(page.getByLabel('Packs to open')).toHaveValue('13');
  await expect(result(page, 'probability')).toHaveText('66.2%');
  await expect(result(page, 'expectedCost')).toHaveText('260 tokens');
  await expect(page).toHaveURL(/inputType=packs&amount=13/);
});

test('there is no resale switch, which changed no result, and a link naming one still opens', async ({ page }) => {
  await page.goto(url.replace('includeResale=false', 'includeResale=true'));
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByText('Include resale value')).toHaveCount(0);
  await expect(result(page, 'probability')).toHaveText('66.2%');
});

test('an amount below 1 gets an inline message and no result', async ({ page }) => {
  await page.goto(url);
  await page.getByLabel('Tokens to spend').fill('0');
  // The amount's bounds are 1 to a billion: beyond that the token cost of a packs amount overflowed.
  await expect(page.getByText('Enter a value from 1 to 1,000,000,000.')).toBeVisible();
  await expect(page.getByText('Enter values to calculate')).toBeVisible();
  await expectNoBrokenValues(page);
});

test('Copy Results puts a readable summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(url);
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Results copied to clipboard')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(
    copiedWithLink(
      page,
      [
        'Blooket Pack Odds Calculator',
        'Chance of at least one Epic Blook: 66.2%',
        'Packs opened: 13 packs',
        'Token cost: 260 tokens',
        'Packs for a 50% chance: 9 packs (180 tokens)',
        'Packs for a 90% chance: 28 packs (560 tokens)',
        'Formula: 1 − (1 − 0.08)^13 = 66.2%',
        'Recommendation: Moderate chance: better than even odds of an Epic Blook, but not guaranteed. 28 packs would give you a 90% chance.',
      ].join('\n'),
    ),
  );
});
