/**
 * The reference corpus: for every calculator, cases whose expectations were worked out by an
 * independent program (generator/generate.py: the spec and the product's decisions, in exact
 * fractions and decimals or 50-digit mpmath and sympy) and stored as JSON in cases/. Each case's
 * inputs go through the calculator as its page takes them (calculators.ts); every figure it states
 * must match. The corpus is regenerated only by running the generator, never edited to fit.
 */
import { describe, expect, it } from 'vitest';
import { roundTo } from '../shared/math/round.ts';
import { calculators, type Answer } from './calculators.ts';

interface Case {
  name: string;
  inputs: Record<string, unknown>;
  expected: unknown;
}

interface Corpus {
  calculator: string;
  seed: number;
  decisions: Record<string, boolean>;
  cases: Case[];
}

const corpora = Object.values(import.meta.glob<Corpus>('./cases/*.json', { eager: true, import: 'default' }));

/** The calculators whose every figure is maths: each has at least 150 cases, the others at least 40. */
const mathematical = [
  'integral-calculator',
  'derivative-calculator',
  'limit-calculator',
  'standard-deviation-calculator',
  'factoring-calculator',
  'triangle-calculator',
  'ratio-calculator',
  'volume-calculator',
  'scientific-calculator',
];

type Expected = null | number | string | boolean | Expected[] | { [key: string]: Expected };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value at a dotted path ('completionTime.hours', 'sides.a'). */
function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((inner, key) => (isRecord(inner) ? inner[key] : undefined), value);
}

/** A double equal to the figure stated, up to the noise of binary arithmetic. */
const close = (actual: unknown, expected: number) => typeof actual === 'number' && Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));

/** The differences between an answer and what the case states, as 'path: expected …, got …'. */
function differences(actual: unknown, expected: Expected, path: string): string[] {
  const differ = () => [`${path || 'result'}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
  if (expected === null) return actual === null || actual === undefined ? [] : differ();
  if (typeof expected === 'number') return close(actual, expected) ? [] : differ();
  if (typeof expected === 'string' || typeof expected === 'boolean') return actual === expected ? [] : differ();
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return differ();
    return expected.flatMap((item, index) => differences(actual[index], item, `${path}[${index}]`));
  }
  // One of two neighbours: the exact value lies on a rounding boundary.
  if (Array.isArray(expected.oneOf)) return expected.oneOf.some((option) => typeof option === 'number' && close(actual, option)) ? [] : differ();
  // A figure the calculator leaves unrounded, compared as it is shown: rounded to its decimals.
  if (typeof expected.decimals === 'number') {
    if (typeof actual !== 'number') return differ();
    return differences(roundTo(actual, expected.decimals), expected.value ?? null, path);
  }
  if (actual === null || actual === undefined) return differ();
  return Object.entries(expected).flatMap(([key, value]) => differences(at(actual, key), value, path ? `${path}.${key}` : key));
}

/** What a case states against what the calculator answered. */
function check(answer: Answer, expected: Expected): string[] {
  if (expected === null) return differences(answer.value, null, '');
  if (!isRecord(expected)) return differences(answer.value, expected, '');
  const { notes, result, ...fields } = expected;
  const problems = notes === undefined ? [] : differences(answer.notes, notes, 'notes');
  // A case with rows whose result is none still states each row's note.
  if (result === null) return [...problems, ...differences(answer.value, null, '')];
  return [...problems, ...differences(answer.value, fields, '')];
}

describe('the reference corpus', () => {
  it('covers all 28 calculators with at least 2,000 cases: 150 or more for each mathematical one, 40 or more for the others', () => {
    expect(corpora.map((corpus) => corpus.calculator).sort()).toEqual(Object.keys(calculators).sort());
    expect(corpora).toHaveLength(28);
    expect(corpora.reduce((total, corpus) => total + corpus.cases.length, 0)).toBeGreaterThanOrEqual(2000);
    for (const corpus of corpora) expect(corpus.cases.length, corpus.calculator).toBeGreaterThanOrEqual(mathematical.includes(corpus.calculator) ? 150 : 40);
  });

  it('was written by one generator, with one seed and one set of decisions', () => {
    expect(new Set(corpora.map((corpus) => corpus.seed)).size).toBe(1);
    expect(new Set(corpora.map((corpus) => JSON.stringify(corpus.decisions))).size).toBe(1);
  });

  describe.each(corpora.map((corpus) => [corpus.calculator, corpus] as const))('%s', (slug, corpus) => {
    it(`answers each of its ${corpus.cases.length} cases as the reference does`, () => {
      const run = calculators[slug];
      if (!run) throw new Error(`No calculator ${slug}`);
      const failures = corpus.cases.flatMap((entry) => check(run(entry.inputs), entry.expected as Expected).map((problem) => `${entry.name}: ${problem}`));
      expect(failures).toEqual([]);
    });
  });
});
