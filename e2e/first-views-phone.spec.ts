import { expect, result, test } from './support.ts';

test('on a phone, the first views make sense: final grade reachable, dunk consistent, peptide one injection', async ({ page }) => {
  await page.goto('/final-grade-calculator');
  await expect(result(page, 'requiredFinalGrade')).toHaveText('85.88%');
  await expect(page.getByRole('region', { name: 'Results' })).not.toContainText('impossible');
  await page.goto('/dunk-calculator');
  await expect(result(page, 'physicsAnalysis')).not.toContainText('inconsistent');
  await page.goto('/peptide-calculator');
  // 0.25 mg from 1 mg in 1 ml: 0.25 ml, and no body-weight total beside it
  await expect(result(page, 'syringeVolume')).toHaveText('0.25 ml');
  await expect(result(page, 'totalAmount')).toHaveCount(0);
});

test('on a phone, a height asked in centimetres is answered in centimetres', async ({ page }) => {
  await page.goto('/tv-height-calculator?tvSize=65&tvUnit=inches&eyeHeight=101.6&eyeUnit=cm&viewingAngle=15');
  await expect(result(page, 'centerHeight')).toHaveText('112.1 cm');
  await expect(result(page, 'centerHeight')).toBeVisible();
});
