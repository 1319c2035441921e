/**
 * The inputs told to integrators are the ones the routes validate with: every calculator route's
 * `validateSearch` is the schema of the inputs collected here, and the generated catalogue file
 * the server reads holds exactly their contracts.
 */
import { describe, expect, it } from 'vitest';
import { calculatorInputContracts as generated } from '../catalogue/calculatorInputs.gen.ts';
import { calculators } from '../catalogue/calculators.ts';
import { calculatorInputContracts, calculatorInputsBySlug } from './calculatorInputs.ts';

const routes = import.meta.glob<{ Route: { options: { validateSearch?: unknown } } }>('../routes/_site/*.tsx', { eager: true });

describe("the calculators' input contracts", () => {
  it("are collected from the very schemas each calculator's route validates its search with", () => {
    const validated = Object.entries(routes).flatMap(([path, module]) => {
      const slug = /\/([\w-]+)\.tsx$/.exec(path)![1]!;
      return calculators.some((calculator) => calculator.slug === slug) && module.Route.options.validateSearch
        ? [[slug, module.Route.options.validateSearch] as const]
        : [];
    });
    expect(validated.length).toBeGreaterThanOrEqual(27);
    for (const [slug, validateSearch] of validated) expect(calculatorInputsBySlug[slug]?.search, slug).toBe(validateSearch);
    expect(Object.keys(calculatorInputsBySlug).sort()).toEqual(validated.map(([slug]) => slug).sort());
  });

  it('are what the generated catalogue file holds (npm run routes writes it)', () => {
    expect(JSON.parse(JSON.stringify(calculatorInputContracts))).toEqual(generated);
  });

  it("say a number's bounds, a choice's words and a row list's limit as the fields declare them", () => {
    expect(calculatorInputContracts['tv-height-calculator']).toEqual([
      expect.objectContaining({ name: 'tvSize', type: 'number', default: 55, minimum: 0, format: 'length', whole: false }),
      { name: 'tvUnit', type: 'choice', default: 'inches', choices: ['inches', 'cm'] },
      expect.objectContaining({ name: 'eyeHeight', type: 'number', default: 42 }),
      { name: 'eyeUnit', type: 'choice', default: 'inches', choices: ['inches', 'cm'] },
      { name: 'viewingAngle', type: 'number', default: 0, minimum: -30, maximum: 30, whole: false, format: 'number' },
    ]);
    expect(calculatorInputContracts['final-grade-calculator']?.find((input) => input.name === 'components')).toMatchObject({ type: 'json', maxRows: 50 });
  });
});
