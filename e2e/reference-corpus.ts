/**
 * The reference corpus (web/src/reference/cases) as the browser tests read it: each case's inputs as a
 * link, and what a visitor reads in the results (the data-result elements) against what the corpus
 * states. Numbers are compared at the precision shown (the first number in the text is the value);
 * words, as written at the start of the text; a row's note, under its row.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, result, test } from './support.ts';

export interface Case {
  name: string;
  inputs: Record<string, unknown>;
  expected: Record<string, unknown> | null;
}

const casesFolder = join(import.meta.dirname, '..', 'web', 'src', 'reference', 'cases');
export const corpora = readdirSync(casesFolder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(join(casesFolder, file), 'utf8')) as { calculator: string; cases: Case[] });

/** How many cases of each calculator the browser runs. */
export const sampleSize = 5;

/**
 * Per calculator, the results a visitor reads and where the corpus states each: the data-result
 * name, the corpus's field (when it differs), and whether the field applies to a case (a figure
 * shown in a unit the case did not ask in is left to the unit tests).
 */
export interface Shown {
  name: string;
  field?: string;
  when?: (inputs: Record<string, unknown>) => boolean;
}

export const shown: Record<string, Shown[]> = {
  'tv-height-calculator': [
    { name: 'centerHeight', when: (i) => i.eyeUnit === 'inches' },
    { name: 'bottomHeight', when: (i) => i.eyeUnit === 'inches' },
    { name: 'recommendation' },
  ],
  'percentage-calculator': [
    { name: 'percentage', when: (i) => i.mode !== 'of' },
    { name: 'amount', when: (i) => i.mode === 'of' },
    { name: 'absoluteDifference', when: (i) => i.mode === 'change' || i.mode === 'difference' },
  ],
  'peptide-calculator': [{ name: 'syringeVolume' }, { name: 'insulinUnits' }],
  'acres-calculator': [
    { name: 'areaPerHour', field: 'inUnits.areaPerHour' },
    { name: 'effectiveWidth', field: 'inUnits.effectiveWidth' },
    { name: 'completionTime.hours' },
    { name: 'completionTime.minutes' },
    { name: 'efficiencyLoss' },
  ],
  'blooket-calculator': [{ name: 'expectedPacks' }, { name: 'expectedCost' }, { name: 'probability' }],
  'dunk-calculator': [
    { name: 'requiredVerticalLeap', when: (i) => i.leapUnit === 'cm' },
    { name: 'heightDifference', when: (i) => i.leapUnit === 'cm' },
  ],
  'ap-english-calculator': [{ name: 'mcTotal' }, { name: 'frTotal' }, { name: 'weightedScore' }, { name: 'apScore' }, { name: 'percentile' }],
  'ap-chemistry-calculator': [{ name: 'mcTotal' }, { name: 'frqTotal' }, { name: 'weightedScore' }, { name: 'apScore' }, { name: 'percentile' }],
  'ap-calculus-calculator': [{ name: 'mcTotal' }, { name: 'frqTotal' }, { name: 'weightedScore' }, { name: 'apScore' }, { name: 'percentile' }],
  'final-grade-calculator': [{ name: 'requiredFinalGrade' }, { name: 'currentGrade' }],
  'college-gpa-calculator': [{ name: 'gpa' }, { name: 'totalCredits' }, { name: 'totalQualityPoints' }, { name: 'letterGrade' }, { name: 'classification' }],
  'unweighted-gpa-calculator': [
    { name: 'gpa' },
    { name: 'totalCredits' },
    { name: 'qualityPoints' },
    { name: 'letterGrade' },
    { name: 'percentageEquivalent' },
    { name: 'academicStanding' },
  ],
  'weighted-gpa-calculator': [{ name: 'weightedGPA' }, { name: 'unweightedGPA' }, { name: 'gpaBoost' }, { name: 'totalCredits' }],
  'cumulative-gpa-calculator': [{ name: 'cumulativeGPA' }, { name: 'totalCredits' }, { name: 'classification' }],
  'semester-grade-calculator': [
    { name: 'weightedGrade' },
    { name: 'currentGrade' },
    { name: 'letterGrade' },
    { name: 'totalPoints' },
    { name: 'maxTotalPoints' },
  ],
  'credit-hour-calculator': [
    { name: 'totalNewCredits' },
    { name: 'totalWeeklyHours' },
    { name: 'totalClassTime' },
    { name: 'totalStudyTime' },
    { name: 'timeAvailable' },
    { name: 'recommendedLoad' },
  ],
  'student-loan-calculator': [{ name: 'monthlyPayment' }, { name: 'totalPayment' }, { name: 'totalInterest' }],
  'college-savings-calculator': [
    { name: 'yearsToSave' },
    { name: 'futureValue' },
    { name: 'totalContributions' },
    { name: 'investmentGrowth' },
    { name: 'shortfall' },
    { name: 'recommendedMonthlyPayment' },
  ],
  'college-cost-calculator': [{ name: 'totalCostCurrentRates' }, { name: 'totalCostWithInflation' }, { name: 'averageCostPerYear' }],
  'integral-calculator': [{ name: 'result' }, { name: 'intervals' }],
  'derivative-calculator': [{ name: 'result' }],
  'limit-calculator': [{ name: 'limit', field: 'limitValue' }],
  'standard-deviation-calculator': [{ name: 'standardDeviation' }, { name: 'variance' }, { name: 'mean' }, { name: 'count' }],
  'factoring-calculator': [{ name: 'factors' }],
  'triangle-calculator': [
    { name: 'sides.a' },
    { name: 'sides.b' },
    { name: 'sides.c' },
    { name: 'angles.A' },
    { name: 'angles.B' },
    { name: 'angles.C' },
    { name: 'area' },
    { name: 'perimeter' },
    { name: 'type' },
  ],
  'ratio-calculator': [{ name: 'simplified' }, { name: 'decimal' }, { name: 'percentage' }],
  'volume-calculator': [{ name: 'volume' }, { name: 'surfaceArea' }],
  'scientific-calculator': [{ name: 'result', field: 'display' }],
};

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field at a dotted path of the expectation: 'completionTime.hours' is nested in the answer, flat in some statements. */
export function stated(expected: Record<string, unknown>, path: string): unknown {
  if (path in expected) return expected[path];
  return path.split('.').reduce<unknown>((inner, key) => (isRecord(inner) ? inner[key] : undefined), expected);
}

/** A statement's figure: a number, one of two neighbours, or one the calculator rounds as shown. */
export function figures(value: unknown): number[] | null {
  if (typeof value === 'number') return [value];
  if (!isRecord(value)) return null;
  if (Array.isArray(value.oneOf)) return value.oneOf.filter((option): option is number => typeof option === 'number');
  if ('decimals' in value) return figures(value.value);
  return null;
}

/** The first number in a text as the page writes it: '$1,234.56', '−3.5%', '7.51 acres/hour', '1.2e+15'. */
export function firstNumber(text: string): { value: number; decimals: number } | null {
  const match = /[-−]?\d[\d,]*(?:\.(\d+))?(?:e[-+]?\d+)?/i.exec(text);
  if (!match) return null;
  return { value: Number(match[0].replace(/,/g, '').replace('−', '-')), decimals: match[1]?.length ?? 0 };
}

/** A factor's text as the page writes it, from its integer coefficients (lowest power first): '2x^2 - 3x + 1'. */
export function factorText(coefficients: string[]): string {
  const terms = coefficients
    .map((coefficient, power) => ({ value: Number(coefficient), power }))
    .filter((term) => term.value !== 0)
    .reverse();
  return terms
    .map(({ value, power }, index) => {
      const size = Math.abs(value);
      const body = `${size === 1 && power > 0 ? '' : size}${power === 0 ? '' : power === 1 ? 'x' : `x^${power}`}`;
      if (index === 0) return value < 0 ? `-${body}` : body;
      return `${value < 0 ? '-' : '+'} ${body}`;
    })
    .join(' ');
}

export function linkTo(calculator: string, inputs: Record<string, unknown>): string {
  const query = Object.entries(inputs).map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`);
  return `/${calculator}?${query.join('&')}`;
}

export async function expectShown(page: Page, field: Shown, statement: unknown): Promise<void> {
  const element = result(page, field.name).first();
  const text = (await element.textContent()) ?? '';
  const label = `${field.name}: "${text}"`;
  // Words as written; the page may say more after them ('Scalene, right triangle').
  if (typeof statement === 'string') {
    expect(text.trim().startsWith(statement), `${label} reads "${statement}" first`).toBe(true);
    return;
  }
  const expected = figures(statement);
  if (!expected) return;
  const read = firstNumber(text);
  expect(read, label).not.toBeNull();
  if (!read) return;
  // The figure at the decimals shown: within half of the last digit shown.
  const step = 10 ** -read.decimals;
  expect(
    expected.some((value) => Math.abs(read.value - value) <= step / 2 + 1e-9 * Math.max(1, Math.abs(value))),
    `${label} shows ${read.value}, the reference states ${JSON.stringify(statement)}`,
  ).toBe(true);
}

/** A sample of cases a visitor can open by a link and read: ones with a result, and one without when there is one. */
export function sampleOf(cases: Case[]): Case[] {
  const answered = cases.filter(
    (entry) => isRecord(entry.expected) && !('failure' in entry.expected) && !('error' in entry.expected) && entry.expected.result !== null,
  );
  const unanswered = cases.filter((entry) => entry.expected === null);
  return [...answered.slice(0, sampleSize - (unanswered.length > 0 ? 1 : 0)), ...unanswered.slice(0, 1)];
}

/** Checks what the page shows for one case of the corpus, opened as its link. */
export async function expectCase(page: Page, calculator: string, entry: Case): Promise<void> {
  const fields = shown[calculator] ?? [];
  const first = fields[0];
  if (entry.expected === null) {
    if (first) await expect(result(page, first.name).first()).toHaveText('—');
    return;
  }
  const expected = entry.expected;
  for (const field of fields) {
    if (field.when && !field.when(entry.inputs)) continue;
    const statement = stated(expected, field.field ?? field.name);
    if (statement === undefined || statement === null) continue;
    if (calculator === 'factoring-calculator') {
      await expectFactors(page, expected);
      continue;
    }
    await expectShown(page, field, statement);
  }
  const notes = expected.notes;
  if (Array.isArray(notes)) {
    await expect(page.locator('[data-row-note]')).toHaveText(notes.filter((note): note is string => typeof note === 'string'));
  }
}

async function expectFactors(page: Page, expected: Record<string, unknown>): Promise<void> {
  const text = (await result(page, 'factors').first().textContent()) ?? '';
  if (expected.irreducible === true) {
    expect(text).toContain('Unable to factor');
    return;
  }
  const factors = Array.isArray(expected.factors) ? expected.factors : [];
  for (const factor of factors) {
    if (!isRecord(factor) || !Array.isArray(factor.coefficients)) continue;
    expect(text, 'factors').toContain(factorText(factor.coefficients as string[]));
  }
}

/** The scientific calculator has no inputs in its link: expressions are typed, with the keys a keyboard has. */
export async function runScientific(page: Page, cases: Case[]): Promise<void> {
  const typeable = cases.filter(
    (entry) =>
      entry.inputs.angleMode === 'DEG' && /^[\d.+\-*/^()!]+$/.test(String(entry.inputs.expression)) && isRecord(entry.expected) && 'display' in entry.expected,
  );
  expect(typeable.length).toBeGreaterThanOrEqual(sampleSize);
  await page.goto('/scientific-calculator');
  for (const entry of typeable.slice(0, sampleSize)) {
    await test.step(entry.name, async () => {
      await page.getByRole('group', { name: 'Scientific calculator' }).focus();
      await page.keyboard.press('Escape');
      await page.keyboard.type(String(entry.inputs.expression));
      await page.keyboard.press('Enter');
      await expect(result(page, 'result')).toHaveText(String(entry.expected?.display));
    });
  }
}
