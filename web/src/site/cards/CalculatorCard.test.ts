import { describe, expect, it } from 'vitest';
import { calculators, categories } from '../../catalogue/catalogue.ts';
import { compileRules, scopesOf } from '../../shared/ui/compileStyles.ts';
import { appSystem } from '../../shared/ui/system.ts';
import { accent } from './CalculatorCard.styles.ts';

describe('the icon tiles of calculators and categories', () => {
  const css = compileRules(appSystem(), scopesOf({ accent }));
  const colours = new Set([...calculators, ...categories].map((entry) => entry.color));

  it.each([...colours])('have a compiled rule for the catalogue colour %s', (colour) => {
    expect(accent[colour]).toBe(`catalogue-accent__${colour}`);
    expect(css).toContain(`.catalogue-accent__${colour}{`);
  });
});
