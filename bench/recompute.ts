/**
 * Recompute: for every calculator, the time of one pure `compute` at its largest allowed input, in
 * Node, median and p99 over many runs (budget: under 2 ms for every calculator, under 8 ms for the
 * paths that parse an expression). Each run changes the input a little, as typing does, so no parse
 * is served from a cache; the input is built before the clock starts, so only the compute is timed.
 *
 * The largest input comes from the calculator's own limits: its row lists' maxLength in inputs.ts,
 * the integral's maximumIntervals, the 200-character expression limit, 100,000 statistics values
 * (the budget's figure; the text area has no limit). Where a number has no limit (a loan's term, a
 * polynomial's coefficients, the scientific display), the case says what it takes.
 *
 * Every calculator of the catalogue, and the scientific calculator, must have a case: the benchmark
 * refuses to run otherwise, so a calculator added later cannot be skipped.
 */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { median, percentile } from './stats.ts';
import { calculators, scientificCalculatorPage, type CalculatorSlug } from '#catalogue/catalogue.ts';
import { maximumExpressionLength } from '../web/src/shared/expression/input.ts';
import type { GradeLetter } from '../web/src/shared/grades/gradePoints.ts';
import { compute as acres } from '../web/src/calculators/acres-calculator/compute.ts';
import { compute as apCalculus, maxima as apCalculusMaxima } from '../web/src/calculators/ap-calculus-calculator/compute.ts';
import { compute as apChemistry, frqMaxima, mcqMaximum } from '../web/src/calculators/ap-chemistry-calculator/compute.ts';
import { compute as apEnglish, limits as apEnglishLimits } from '../web/src/calculators/ap-english-calculator/compute.ts';
import { compute as blooket } from '../web/src/calculators/blooket-calculator/compute.ts';
import { compute as collegeCost } from '../web/src/calculators/college-cost-calculator/compute.ts';
import { compute as collegeGpa } from '../web/src/calculators/college-gpa-calculator/compute.ts';
import { maximumCourses as maximumCollegeGpaCourses } from '../web/src/calculators/college-gpa-calculator/inputs.ts';
import { compute as collegeSavings } from '../web/src/calculators/college-savings-calculator/compute.ts';
import { compute as creditHour } from '../web/src/calculators/credit-hour-calculator/compute.ts';
import { maximumCourses as maximumCreditHourCourses } from '../web/src/calculators/credit-hour-calculator/inputs.ts';
import { compute as cumulativeGpa } from '../web/src/calculators/cumulative-gpa-calculator/compute.ts';
import { maximumSemesters as maximumCumulativeSemesters } from '../web/src/calculators/cumulative-gpa-calculator/inputs.ts';
import { compute as derivative } from '../web/src/calculators/derivative-calculator/compute.ts';
import { compute as dunk } from '../web/src/calculators/dunk-calculator/compute.ts';
import { compute as factoring } from '../web/src/calculators/factoring-calculator/compute.ts';
import { compute as finalGrade } from '../web/src/calculators/final-grade-calculator/compute.ts';
import { maximumComponents as maximumFinalGradeComponents } from '../web/src/calculators/final-grade-calculator/inputs.ts';
import { compute as integral, maximumIntervals } from '../web/src/calculators/integral-calculator/compute.ts';
import { compute as limit } from '../web/src/calculators/limit-calculator/compute.ts';
import { compute as peptide } from '../web/src/calculators/peptide-calculator/compute.ts';
import { compute as percentage } from '../web/src/calculators/percentage-calculator/compute.ts';
import { compute as ratio } from '../web/src/calculators/ratio-calculator/compute.ts';
import { evaluate as scientific } from '../web/src/calculators/scientific-calculator/evaluate.ts';
import { compute as semesterGrade } from '../web/src/calculators/semester-grade-calculator/compute.ts';
import { maximumAssignments as maximumSemesterAssignments } from '../web/src/calculators/semester-grade-calculator/inputs.ts';
import { compute as standardDeviation, parseValues, readValues } from '../web/src/calculators/standard-deviation-calculator/compute.ts';
import { compute as studentLoan } from '../web/src/calculators/student-loan-calculator/compute.ts';
import { compute as triangle } from '../web/src/calculators/triangle-calculator/compute.ts';
import { compute as tvHeight } from '../web/src/calculators/tv-height-calculator/compute.ts';
import { compute as unweightedGpa } from '../web/src/calculators/unweighted-gpa-calculator/compute.ts';
import { maximumCourses as maximumUnweightedGpaCourses } from '../web/src/calculators/unweighted-gpa-calculator/inputs.ts';
import { compute as volume } from '../web/src/calculators/volume-calculator/compute.ts';
import { compute as weightedGpa } from '../web/src/calculators/weighted-gpa-calculator/compute.ts';
import { maximumCourses as maximumWeightedGpaCourses } from '../web/src/calculators/weighted-gpa-calculator/inputs.ts';

export interface Measurement {
  name: string;
  runs: number;
  medianMs: number;
  p99Ms: number;
  budgetMs: number;
  withinBudget: boolean;
}

/**
 * Timed runs per case, after untimed warm-up runs. Over 1000 runs the p99 is the tenth slowest; over
 * the 50-200 runs the slower cases had, it was the slowest one or two, which on this shared machine
 * is often a pause that has nothing to do with the case, many times the case's median.
 */
const runs = 1000;
const warmUpRuns = 100;

/** The budgets for one compute; the text parse of 100,000 values gets the keystroke's 16 ms. */
const computeBudgetMs = 2;
const parserBudgetMs = 8;
const keystrokeBudgetMs = 16;

type Slug = CalculatorSlug | typeof scientificCalculatorPage.slug;

interface Case {
  slug: Slug;
  /** What the case computes, after the slug in the printed name. */
  input: string;
  budgetMs: number;
  /** Builds run `run`'s input (untimed) and returns the compute to time. */
  prepare: (run: number) => () => unknown;
}

/** A number that changes every run and always has four digits, so an expression keeps its length. */
const vary = (run: number) => String(1000 + (run % 9000));

/** The terms joined by `joiner`, as many as fit in the 200-character expression limit. */
function longestExpression(terms: readonly string[], joiner = ' + '): string {
  let text = terms[0] ?? '';
  for (const term of terms.slice(1)) {
    if (`${text}${joiner}${term}`.length > maximumExpressionLength) break;
    text = `${text}${joiner}${term}`;
  }
  return text;
}

/** The expression for `run`, checked against the limit a visitor is held to. */
function withinLimit(text: string): string {
  if (text.length > maximumExpressionLength) throw new Error(`bench/recompute.ts: "${text}" is longer than ${maximumExpressionLength} characters`);
  return text;
}

const grades: readonly GradeLetter[] = ['A', 'B+', 'A-', 'C', 'B', 'A+', 'B-', 'D'];
const grade = (index: number): GradeLetter => grades[index % grades.length] ?? 'A';

const statisticsValues = 100_000;
const parsedValues = Array.from({ length: statisticsValues }, (_, index) => 1e9 + ((index * 7919) % 1000) / 10);
const valuesText = parsedValues.join(', ');
/** The list read once, as the page has it before a keystroke. */
const valuesReading = parseValues(valuesText);

/** A copy of the text as one flat string (JSON.parse builds its strings whole). */
const flatString = (text: string): string => JSON.parse(JSON.stringify(text)) as string;

// No closed form (products of two functions of x), so the integral also runs its adaptive reference.
const integrandTerms = [
  'x^2 * sin(x)',
  'exp(-x^2) * cos(3x)',
  'ln(x + 1) * sqrt(x)',
  'atan(x) / (1 + x^2)',
  'sinh(x/4) * cos(x)',
  'cbrt(x + 2) * tanh(x)',
  'x^3 / (x^2 + 4)',
  'abs(sin(5x)) * x',
  'cos(x)^2 * exp(x/3)',
  'x * asin(x/4)',
];
const derivativeTerms = [
  'x^3 * sin(x)',
  'cos(2x) * exp(-x/7)',
  'ln(x^2 + 1) / sqrt(x + 3)',
  'tan(x/4) * atan(x)',
  'cbrt(x + 5) * cosh(x/9)',
  'log(x + 7)^2',
  '3x^4 / (x^2 + 1)',
  'sinh(x/3) * asin(x/9)',
];
// Removable singularities at 0, so both sides are extrapolated.
const limitTerms = [
  'sin(x)/x',
  '(1 - cos(x))/x^2',
  '(exp(x) - 1)/x',
  '(sqrt(1 + x) - 1)/x',
  'tan(3x)/x',
  'ln(1 + 2x)/x',
  '(x^2 + 3x)/(x^2 + x)',
  'sinh(x)/x',
  'atan(x)/x',
  'x^2 * ln(abs(x))',
];
const scientificTerms = [
  'sin(30)',
  'cos(45)×tan(60)',
  'log(1000)÷ln(7)',
  'sqrt(2)^3',
  'exp(1.5)×(2+3×4)÷(5−1)',
  '5!',
  '(1.5e3÷7)^0.5',
  'sin(cos(tan(10)))',
  '((2+3)×(4−1))^2',
  'ln(sqrt(e))',
  'log(π)×(7−2)^2÷(3+4)',
  'sqrt(144)×cos(60)',
  'tan(45)',
  '10^(−2)',
  '3!×sin(90)',
];

const cases: readonly Case[] = [
  // General
  {
    slug: 'tv-height-calculator',
    input: 'centimetres, tilted screen',
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const inputs = { tvSize: 140 + (run % 50), tvUnit: 'cm', eyeHeight: 107, eyeUnit: 'cm', viewingAngle: 18 } as const;
      return () => tvHeight(inputs);
    },
  },
  {
    slug: 'percentage-calculator',
    input: 'percentage difference',
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const inputs = { value1: 40 + run / 100, value2: -125.5, mode: 'difference' } as const;
      return () => percentage(inputs);
    },
  },
  {
    slug: 'peptide-calculator',
    input: 'IU dose, body weight in pounds',
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const inputs = {
        vialCapacity: 5,
        vialUnit: 'mg',
        waterAmount: 2,
        waterUnit: 'ml',
        desiredDose: 250 + run,
        doseUnit: 'IU',
        doseBasis: 'per-kg',
        bodyWeight: 180,
        weightUnit: 'lbs',
      } as const;
      return () => peptide(inputs);
    },
  },
  {
    slug: 'acres-calculator',
    input: 'metric units, 50% overlap',
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const inputs = { toolWidth: 3.5 + run / 1000, widthUnit: 'm', speed: 12, speedUnit: 'kmh', plotArea: 40, areaUnit: 'hectares', overlap: 50 } as const;
      return () => acres(inputs);
    },
  },
  {
    slug: 'blooket-calculator',
    input: 'by tokens, legendary',
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const inputs = { packType: 'bot', inputType: 'tokens', amount: 25_000 + run, targetBlook: 'legendary' } as const;
      return () => blooket(inputs);
    },
  },
  {
    slug: 'dunk-calculator',
    input: 'every measurement given, imperial units',
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const inputs = {
        hoopHeight: 10,
        heightUnit: 'ft',
        bodyMass: 230 + (run % 40),
        massUnit: 'lbs',
        standingReach: 96,
        reachUnit: 'in',
        minVerticalLeap: 24,
        leapUnit: 'in',
        hangTime: 0.7,
        jumpingEnergy: 600,
        initialJumpingSpeed: 3.4,
        gravitationalAcceleration: 9.81,
        palmSize: 21,
      } as const;
      return () => dunk(inputs);
    },
  },

  // Education
  {
    slug: 'ap-english-calculator',
    input: 'every slider at its maximum',
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const essay = { thesis: apEnglishLimits.thesis, evidence: apEnglishLimits.evidence, sophistication: apEnglishLimits.sophistication };
      const inputs = { mcReading: apEnglishLimits.mcReading - (run % 2), mcWriting: apEnglishLimits.mcWriting, frq1: essay, frq2: essay, frq3: essay };
      return () => apEnglish(inputs);
    },
  },
  {
    slug: 'ap-chemistry-calculator',
    input: 'every slider at its maximum',
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const inputs = { mcqScore: mcqMaximum - (run % 2), ...frqMaxima };
      return () => apChemistry(inputs);
    },
  },
  {
    slug: 'ap-calculus-calculator',
    input: 'every slider at its maximum',
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const inputs = { ...apCalculusMaxima, mcqCalc: apCalculusMaxima.mcqCalc - (run % 2) };
      return () => apCalculus(inputs);
    },
  },
  {
    slug: 'final-grade-calculator',
    input: `${maximumFinalGradeComponents} components`,
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const components = Array.from({ length: maximumFinalGradeComponents }, (_, index) => ({
        name: `Component ${index + 1}`,
        weight: 1.2,
        currentGrade: index % 7 === 0 ? 0 : 70 + ((index + run) % 30),
      }));
      return () => finalGrade({ components, desiredGrade: 85, finalExamWeight: 40 });
    },
  },
  {
    slug: 'college-gpa-calculator',
    input: `${maximumCollegeGpaCourses} courses, 4.3 scale`,
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const courses = Array.from({ length: maximumCollegeGpaCourses }, (_, index) => ({
        name: `Course ${index + 1}`,
        creditHours: 1 + ((index + run) % 6),
        grade: grade(index + run),
      }));
      return () => collegeGpa({ courses, gradeScale: '4.3' });
    },
  },
  {
    slug: 'student-loan-calculator',
    // The term has no maximum; 30 years is the longest federal repayment term.
    input: 'graduated plan (its rate is solved), 30-year term',
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const inputs = {
        principalAmount: 85_000 + run,
        interestRate: 6.8,
        loanTerm: 30,
        repaymentPlan: 'graduated',
        gracePeriod: 6,
        today: new Date(2026, 10, 21),
      } as const;
      return () => studentLoan(inputs);
    },
  },
  {
    slug: 'semester-grade-calculator',
    input: `${maximumSemesterAssignments} assignments`,
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const assignments = Array.from({ length: maximumSemesterAssignments }, (_, index) => ({
        name: `Assignment ${index + 1}`,
        weight: 1 + (index % 5),
        grade: 60 + ((index + run) % 40),
        maxPoints: 100,
      }));
      return () => semesterGrade({ assignments });
    },
  },
  {
    slug: 'cumulative-gpa-calculator',
    input: `${maximumCumulativeSemesters} semesters`,
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const semesters = Array.from({ length: maximumCumulativeSemesters }, (_, index) => ({
        name: `Semester ${index + 1}`,
        gpa: 2 + ((index * 7 + run) % 20) / 10,
        creditHours: 12 + (index % 7),
      }));
      return () => cumulativeGpa({ semesters, gradeScale: '4.0' });
    },
  },
  {
    slug: 'weighted-gpa-calculator',
    input: `${maximumWeightedGpaCourses} courses, mixed levels`,
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const levels = ['regular', 'honors', 'ap', 'dual'] as const;
      const courses = Array.from({ length: maximumWeightedGpaCourses }, (_, index) => ({
        name: `Course ${index + 1}`,
        grade: grade(index + run),
        creditHours: 0.5 + (index % 4) / 2,
        level: levels[index % levels.length] ?? 'regular',
        weight: index % 3 === 0 ? 0 : 1.1,
      }));
      return () => weightedGpa({ courses });
    },
  },
  {
    slug: 'unweighted-gpa-calculator',
    input: `${maximumUnweightedGpaCourses} courses`,
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const courses = Array.from({ length: maximumUnweightedGpaCourses }, (_, index) => ({
        name: `Course ${index + 1}`,
        grade: grade(index + run),
        creditHours: 1 + (index % 6),
      }));
      return () => unweightedGpa({ courses, gradeScale: '4.0' });
    },
  },
  {
    slug: 'college-savings-calculator',
    input: 'newborn, college at 25 (the longest projection)',
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const inputs = {
        childAge: 0,
        collegeStartAge: 25,
        currentSavings: 5000 + run,
        monthlyContribution: 300,
        expectedReturn: 7,
        collegeCost: 100_000,
        inflationRate: 3,
        savingsGoal: 0,
      };
      return () => collegeSavings(inputs);
    },
  },
  {
    slug: 'college-cost-calculator',
    input: '8-year degree (the longest), every tip triggered',
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const inputs = {
        tuitionPerYear: 58_000 + run,
        roomAndBoard: 18_000,
        booksAndSupplies: 2500,
        personalExpenses: 3000,
        transportation: 1500,
        degreeLength: 8,
        inflationRate: 4.5,
        schoolType: 'private',
        livingArrangement: 'on-campus',
      } as const;
      return () => collegeCost(inputs);
    },
  },
  {
    slug: 'credit-hour-calculator',
    input: `${maximumCreditHourCourses} courses`,
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const coursesToAdd = Array.from({ length: maximumCreditHourCourses }, (_, index) => ({
        name: `Course ${index + 1}`,
        creditHours: 1 + ((index + run) % 6),
        classHours: 1 + (index % 10),
        studyHours: index % 4 === 0 ? Number.NaN : 1 + (index % 20),
      }));
      const inputs = { coursesToAdd, currentCredits: 45, maxCreditsPerSemester: 24, workHours: 25, otherCommitments: 10, studyEfficiency: 'low' } as const;
      return () => creditHour(inputs);
    },
  },

  // Mathematical, and the scientific calculator: the expression parser's paths.
  {
    slug: 'integral-calculator',
    input: `Simpson, ${maximumIntervals} intervals, 200-character integrand without a closed form`,
    budgetMs: parserBudgetMs,
    prepare: (run) => {
      const text = withinLimit(longestExpression([`x/${vary(run)}`, ...integrandTerms]));
      return () => integral({ function: text, lowerLimit: 0.5, upperLimit: 3.5, method: 'simpson', intervals: maximumIntervals });
    },
  },
  {
    slug: 'integral-calculator',
    input: `midpoint, ${maximumIntervals} intervals, tan's pole between the limits (no closed form: the reference finds it)`,
    budgetMs: parserBudgetMs,
    prepare: (run) => {
      const text = withinLimit(longestExpression([`tan(x) + x/${vary(run)}`, ...integrandTerms]));
      return () => integral({ function: text, lowerLimit: 1, upperLimit: 2, method: 'rectangular', intervals: maximumIntervals });
    },
  },
  {
    slug: 'derivative-calculator',
    input: 'numerical (it also differentiates symbolically), 200-character expression',
    budgetMs: parserBudgetMs,
    prepare: (run) => {
      const text = withinLimit(longestExpression([`x/${vary(run)}`, ...derivativeTerms]));
      return () => derivative({ function: text, point: 1.3, method: 'numerical', stepSize: 0.001 });
    },
  },
  {
    slug: 'derivative-calculator',
    input: 'analytical, a short expression (x^3 * sin(x) + …x)',
    budgetMs: parserBudgetMs,
    prepare: (run) => {
      const text = `x^3 * sin(x) + ${vary(run)}x`;
      return () => derivative({ function: text, point: 1, method: 'analytical', stepSize: 0.001 });
    },
  },
  {
    slug: 'standard-deviation-calculator',
    input: `compute on ${statisticsValues.toLocaleString('en-US')} parsed values`,
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      parsedValues[run % statisticsValues] = 1e9 + run / 10;
      return () => standardDeviation({ values: parsedValues, population: run % 2 === 0 });
    },
  },
  {
    slug: 'standard-deviation-calculator',
    input: `text parse of ${statisticsValues.toLocaleString('en-US')} values (keystroke budget)`,
    budgetMs: keystrokeBudgetMs,
    prepare: (run) => {
      // A text area's value reaches the page as one flat string; a template literal here would be a
      // rope of two, which V8 flattens on the first read, inside the timed call.
      const text = flatString(`${valuesText}, ${vary(run)}`);
      return () => parseValues(text);
    },
  },
  {
    slug: 'standard-deviation-calculator',
    input: `one keystroke's edit of ${statisticsValues.toLocaleString('en-US')} values, read as an edit (keystroke budget)`,
    budgetMs: keystrokeBudgetMs,
    prepare: (run) => {
      // A digit typed somewhere in the list, in a string built as the editor builds it (the text
      // before, the digit, the text after): reading it includes flattening that rope.
      const at = (run * 7919) % valuesText.length;
      const text = valuesText.slice(0, at) + String(run % 10) + valuesText.slice(at);
      return () => readValues(text, valuesReading);
    },
  },
  {
    slug: 'factoring-calculator',
    input: 'irreducible quartic, every stage searched, leading and constant 720720 (240 divisors each)',
    budgetMs: parserBudgetMs,
    prepare: (run) => {
      const text = `720720x^4 + x^3 - ${vary(run)}x^2 + x + 720720`;
      return () => factoring({ polynomial: text, degree: 4 });
    },
  },
  {
    slug: 'factoring-calculator',
    input: 'irreducible quartic, every stage searched, leading and constant 36',
    budgetMs: parserBudgetMs,
    prepare: (run) => {
      const text = `36x^4 + x^3 - ${vary(run)}x^2 + x + 36`;
      return () => factoring({ polynomial: text, degree: 4 });
    },
  },
  {
    slug: 'triangle-calculator',
    input: 'SSA, the ambiguous case (two triangles)',
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const inputs = { calculationType: 'SSA', side1: 6 + (run % 100) / 1000, side2: 8, side3: 0, angle1: 30, angle2: 0 } as const;
      return () => triangle(inputs);
    },
  },
  {
    slug: 'limit-calculator',
    input: 'two-sided, 200-character expression',
    budgetMs: parserBudgetMs,
    prepare: (run) => {
      const text = withinLimit(longestExpression([`x/${vary(run)}`, ...limitTerms]));
      return () => limit({ function: text, point: 0, direction: 'both' });
    },
  },
  {
    slug: 'ratio-calculator',
    input: 'simplified decimals (BigInt)',
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const inputs = { value1: 1234.5678 + run / 10_000, value2: 98765.4321, simplify: true };
      return () => ratio(inputs);
    },
  },
  {
    slug: 'volume-calculator',
    input: 'cone (slant height and every step)',
    budgetMs: computeBudgetMs,
    prepare: (run) => {
      const inputs = { shape: 'cone', dimensions: { radius: 4 + run / 1000, height: 6, side: Number.NaN, length: Number.NaN, width: Number.NaN } } as const;
      return () => volume(inputs);
    },
  },
  {
    slug: 'scientific-calculator',
    // The display has no length limit; the other calculators' 200 characters stand in for it.
    input: '200-character expression, degrees',
    budgetMs: parserBudgetMs,
    prepare: (run) => {
      const text = withinLimit(longestExpression([`${vary(run)}÷7`, ...scientificTerms], '+'));
      return () => scientific(text, 'DEG');
    },
  },
];

/** Every calculator of the catalogue, and the scientific calculator, must have a case. */
function checkCoverage(): void {
  const slugs: readonly string[] = [scientificCalculatorPage.slug, ...calculators.map((calculator) => calculator.slug)];
  for (const slug of slugs) {
    if (!cases.some((entry) => entry.slug === slug)) {
      throw new Error(`bench/recompute.ts has no case for the calculator "${slug}": add one that computes its largest allowed input.`);
    }
  }
  for (const entry of cases) {
    if (!slugs.includes(entry.slug)) throw new Error(`bench/recompute.ts has a case for "${entry.slug}", which is not in the catalogue.`);
  }
}

/** A full garbage collection, so one case's garbage is not collected during the next one's timing. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * Every case, or with BENCH_CASE those whose name contains it (as in `BENCH_CASE=factoring`), to
 * measure one calculator while working on it.
 */
export function measureRecompute(only = process.env.BENCH_CASE): Measurement[] {
  checkCoverage();
  const chosen = only ? cases.filter(({ slug, input }) => `${slug}: ${input}`.includes(only)) : cases;
  return chosen.map(({ slug, input, budgetMs, prepare }) => {
    // Warm the JIT on inputs the timed runs do not repeat, as typing warms a page in use.
    for (let run = runs; run < runs + warmUpRuns; run += 1) prepare(run)();
    collectGarbage();
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const recompute = prepare(run);
      const start = performance.now();
      recompute();
      times.push(performance.now() - start);
    }
    const medianMs = median(times);
    const p99Ms = percentile(times, 0.99);
    return { name: `${slug}: ${input}`, runs, medianMs, p99Ms, budgetMs, withinBudget: p99Ms <= budgetMs };
  });
}
