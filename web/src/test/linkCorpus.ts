/**
 * Links a visitor can make to every calculator (valid ones, values at and past their bounds, each
 * kind of value its fields cannot read, huge, tiny and overlong values), for the tests that open
 * each link on the server and in a browser: every one must answer its page, hydrate without a
 * mismatch and show the same results before and after the browser takes it over.
 */
import type { CalculatorInputs, Fields } from '../shared/frame/inputs.ts';
import { acresInputs } from '../calculators/acres-calculator/inputs.ts';
import { apCalculusInputs } from '../calculators/ap-calculus-calculator/inputs.ts';
import { apChemistryInputs } from '../calculators/ap-chemistry-calculator/inputs.ts';
import { apEnglishInputs } from '../calculators/ap-english-calculator/inputs.ts';
import { blooketInputs } from '../calculators/blooket-calculator/inputs.ts';
import { collegeCostInputs } from '../calculators/college-cost-calculator/inputs.ts';
import { collegeGpaInputs } from '../calculators/college-gpa-calculator/inputs.ts';
import { collegeSavingsInputs } from '../calculators/college-savings-calculator/inputs.ts';
import { creditHourInputs } from '../calculators/credit-hour-calculator/inputs.ts';
import { cumulativeGpaInputs } from '../calculators/cumulative-gpa-calculator/inputs.ts';
import { derivativeInputs } from '../calculators/derivative-calculator/inputs.ts';
import { dunkInputs } from '../calculators/dunk-calculator/inputs.ts';
import { factoringInputs } from '../calculators/factoring-calculator/inputs.ts';
import { finalGradeInputs } from '../calculators/final-grade-calculator/inputs.ts';
import { integralInputs } from '../calculators/integral-calculator/inputs.ts';
import { limitInputs } from '../calculators/limit-calculator/inputs.ts';
import { peptideInputs } from '../calculators/peptide-calculator/inputs.ts';
import { percentageInputs } from '../calculators/percentage-calculator/inputs.ts';
import { ratioInputs } from '../calculators/ratio-calculator/inputs.ts';
import { semesterGradeInputs } from '../calculators/semester-grade-calculator/inputs.ts';
import { standardDeviationInputs } from '../calculators/standard-deviation-calculator/inputs.ts';
import { studentLoanInputs } from '../calculators/student-loan-calculator/inputs.ts';
import { triangleInputs } from '../calculators/triangle-calculator/inputs.ts';
import { tvHeightInputs } from '../calculators/tv-height-calculator/inputs.ts';
import { unweightedGpaInputs } from '../calculators/unweighted-gpa-calculator/inputs.ts';
import { volumeInputs } from '../calculators/volume-calculator/inputs.ts';
import { weightedGpaInputs } from '../calculators/weighted-gpa-calculator/inputs.ts';

type AnyInputs = CalculatorInputs<Fields>;

/** Every calculator's URL inputs, by path; the scientific calculator has none. */
export const calculatorInputs: ReadonlyMap<string, AnyInputs | null> = new Map<string, AnyInputs | null>([
  ['/acres-calculator', acresInputs],
  ['/ap-calculus-calculator', apCalculusInputs],
  ['/ap-chemistry-calculator', apChemistryInputs],
  ['/ap-english-calculator', apEnglishInputs],
  ['/blooket-calculator', blooketInputs],
  ['/college-cost-calculator', collegeCostInputs],
  ['/college-gpa-calculator', collegeGpaInputs],
  ['/college-savings-calculator', collegeSavingsInputs],
  ['/credit-hour-calculator', creditHourInputs],
  ['/cumulative-gpa-calculator', cumulativeGpaInputs],
  ['/derivative-calculator', derivativeInputs],
  ['/dunk-calculator', dunkInputs],
  ['/factoring-calculator', factoringInputs],
  ['/final-grade-calculator', finalGradeInputs],
  ['/integral-calculator', integralInputs],
  ['/limit-calculator', limitInputs],
  ['/peptide-calculator', peptideInputs],
  ['/percentage-calculator', percentageInputs],
  ['/ratio-calculator', ratioInputs],
  ['/scientific-calculator', null],
  ['/semester-grade-calculator', semesterGradeInputs],
  ['/standard-deviation-calculator', standardDeviationInputs],
  ['/student-loan-calculator', studentLoanInputs],
  ['/triangle-calculator', triangleInputs],
  ['/tv-height-calculator', tvHeightInputs],
  ['/unweighted-gpa-calculator', unweightedGpaInputs],
  ['/volume-calculator', volumeInputs],
  ['/weighted-gpa-calculator', weightedGpaInputs],
] as [string, AnyInputs | null][]);

/** Links a visitor review found answering 404 or hydrating with a mismatch. */
const reported = new Map<string, string[]>([
  [
    '/integral-calculator',
    [
      '/integral-calculator?function=e%5Ex&lowerLimit=0&upperLimit=50&method=simpson&intervals=100',
      '/integral-calculator?function=ln%28abs%28x%29%29&lowerLimit=1&upperLimit=3&method=trapezoidal&intervals=10',
      '/integral-calculator?function=sin%28x%29%2Fx&lowerLimit=1&upperLimit=30&method=simpson&intervals=1000',
      '/integral-calculator?function=tan%28x%29&lowerLimit=0&upperLimit=1.5&method=rectangular&intervals=999',
    ],
  ],
  [
    '/limit-calculator',
    ['/limit-calculator?function=x%5E50%2Fe%5Ex&point=inf&direction=both', '/limit-calculator?function=%281%2B1%2Fx%29%5Ex&point=inf&direction=both'],
  ],
  ['/derivative-calculator', ['/derivative-calculator?function=e%5E%28sin%28x%29%29&point=2.5&method=numerical&stepSize=0.0001']],
  ['/college-gpa-calculator', ['/college-gpa-calculator?gradeScale=4.0']],
  ['/unweighted-gpa-calculator', ['/unweighted-gpa-calculator?gradeScale=4.0']],
  ['/percentage-calculator', ['/percentage-calculator?mode=bogus&value1=50&value2=75']],
  ['/volume-calculator', ['/volume-calculator?shape=Cylinder']],
  ['/triangle-calculator', ['/triangle-calculator?calculationType=XYZ']],
]);

/** A link: the path and its query as written (text as it is, lists and objects as JSON). */
type Query = [name: string, value: string][];

const written = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What each kind of number field is given: written as people write numbers, and what no field takes. */
const oddNumbers = [
  '',
  'abc',
  ' 12 ',
  '2,5',
  '45,000',
  '$45000',
  '6.8%',
  '65"',
  '\u22125',
  '1e400',
  '-1e400',
  '1e308',
  '-1e308',
  '5e-324',
  '1e-320',
  '-0',
  '0.1e1',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[1]',
  `1${'0'.repeat(63)}`,
  '9'.repeat(5000),
];

/** The choices a picklist field (or a picklist inside a pipe) offers, read from its schema. */
function choicesOf(schema: unknown): string[] {
  const inner = (schema as { wrapped?: { type?: string; options?: unknown[] } }).wrapped;
  return inner?.type === 'picklist' ? (inner.options ?? []).filter((option): option is string => typeof option === 'string') : [];
}

function fieldValues(name: string, inputs: AnyInputs): string[] {
  const fallback = inputs.defaults[name];
  const entry = (inputs.search as unknown as { entries: Record<string, unknown> }).entries[name];
  if (typeof fallback === 'number') {
    const { min, max } = inputs.bounds[name] ?? {};
    const edges = [min, max, min === undefined ? -1e6 : min - 1, max === undefined ? 1e6 : max + 1].filter((edge): edge is number => edge !== undefined);
    return [String(fallback), ...edges.map(String), ...oddNumbers];
  }
  if (typeof fallback === 'boolean') return ['true', 'false', 'yes', '1', 'null'];
  if (Array.isArray(fallback)) {
    const [first] = fallback as Record<string, unknown>[];
    const rows = [
      [],
      'garbage',
      {},
      [1, 2],
      fallback,
      first ? [{ ...first, [Object.keys(first)[0] ?? 'name']: 'Z'.repeat(200) }] : [],
      first ? [Object.fromEntries(Object.keys(first).map((key) => [key, 5]))] : [],
      // More rows than any list takes (80 at most), the link still under the 16 KB a request may have.
      first ? Array.from({ length: 81 }, () => first) : [],
    ];
    return rows.map(written);
  }
  if (typeof fallback === 'object' && fallback !== null)
    return [written(fallback), '{}', '[]', 'garbage', written(Object.fromEntries(Object.keys(fallback).map((key) => [key, 'abc'])))];
  const choices = choicesOf(entry);
  if (choices.length > 0) return [...choices, 'bogus', (choices[0] ?? '').toUpperCase(), '1', '', '[]'];
  // Free text: an expression, or a list of values.
  return [String(fallback), 'sin(x)', 'sin(', '2**x', '', '1/0', 'e^x', 'ln(abs(x))', 'x'.repeat(201), '1,2,3,abc', '9'.repeat(5000)];
}

function href(path: string, query: Query): string {
  return query.length === 0 ? path : `${path}?${new URLSearchParams(query).toString()}`;
}

/**
 * The links of one calculator: at least `minimum`, each of its inputs given each kind of value once
 * (the others at their defaults), all its inputs at once at their edges and all unreadable at once,
 * a value given twice, and parameters it does not have.
 */
export function linkCorpus(path: string, minimum = 50): string[] {
  const inputs = calculatorInputs.get(path);
  const links = new Set<string>([path, ...(reported.get(path) ?? [])]);
  if (inputs) {
    const names = Object.keys(inputs.defaults);
    links.add(
      href(
        path,
        names.map((name) => [name, written(inputs.defaults[name])]),
      ),
    );
    // The first number field meets every kind of number; the others their edges and the commonest slips.
    const fullNumber = names.find((name) => typeof inputs.defaults[name] === 'number');
    for (const name of names) {
      const values = fieldValues(name, inputs);
      for (const value of name === fullNumber || typeof inputs.defaults[name] !== 'number' ? values : values.slice(0, 6))
        links.add(href(path, [[name, value]]));
    }
    links.add(
      href(
        path,
        names.map((name) => [name, fieldValues(name, inputs)[1] ?? '']),
      ),
    );
    links.add(
      href(
        path,
        names.map((name) => [name, 'bogus']),
      ),
    );
    const [firstName] = names;
    if (firstName) links.add(`${href(path, [[firstName, written(inputs.defaults[firstName])]])}&${new URLSearchParams([[firstName, 'bogus']]).toString()}`);
  }
  for (let index = 0; links.size < minimum; index++) links.add(href(path, [[`unknown${index}`, index % 2 === 0 ? 'bogus' : 'x'.repeat(index * 50)]]));
  links.add(href(path, [['utm_source', 'newsletter']]));
  return [...links];
}
