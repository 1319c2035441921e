/**
 * Each calculator as the reference corpus runs it: the case's inputs, as its URL would give them,
 * read by the calculator's own URL schema and turned into the maths' inputs as its page turns them
 * (a blank cell, text, a value out of bounds), then its pure `compute` (or `evaluate`), and the
 * answer in the shape the corpus states it in (a row's note beside its result, a list of ids).
 */
import * as v from 'valibot';
import type { CalculatorInputs, Fields, InputsOf, NumberValue } from '../shared/frame/inputs.ts';
import { toCellNumber, toNumber, toNumberOrZero } from '../shared/frame/fieldValues.ts';
import { parseExpression } from '../shared/expression/expression.ts';
import { toPolynomial, type Polynomial } from '../shared/expression/polynomial.ts';
import { gcd } from '../shared/expression/rational.ts';
import { acresInputs } from '../calculators/acres-calculator/inputs.ts';
import { compute as acres } from '../calculators/acres-calculator/compute.ts';
import { apCalculusInputs } from '../calculators/ap-calculus-calculator/inputs.ts';
import { compute as apCalculus } from '../calculators/ap-calculus-calculator/compute.ts';
import { apChemistryInputs } from '../calculators/ap-chemistry-calculator/inputs.ts';
import { compute as apChemistry } from '../calculators/ap-chemistry-calculator/compute.ts';
import { apEnglishInputs, type EssayValue } from '../calculators/ap-english-calculator/inputs.ts';
import { compute as apEnglish } from '../calculators/ap-english-calculator/compute.ts';
import { blooketInputs } from '../calculators/blooket-calculator/inputs.ts';
import { compute as blooket } from '../calculators/blooket-calculator/compute.ts';
import { collegeCostInputs } from '../calculators/college-cost-calculator/inputs.ts';
import { compute as collegeCost } from '../calculators/college-cost-calculator/compute.ts';
import { collegeGpaInputs } from '../calculators/college-gpa-calculator/inputs.ts';
import { compute as collegeGpa, courseNote as collegeCourseNote } from '../calculators/college-gpa-calculator/compute.ts';
import { collegeSavingsInputs } from '../calculators/college-savings-calculator/inputs.ts';
import { compute as collegeSavings } from '../calculators/college-savings-calculator/compute.ts';
import { creditHourInputs } from '../calculators/credit-hour-calculator/inputs.ts';
import { compute as creditHour, courseNote as creditCourseNote } from '../calculators/credit-hour-calculator/compute.ts';
import { cumulativeGpaInputs } from '../calculators/cumulative-gpa-calculator/inputs.ts';
import { compute as cumulativeGpa, semesterNote } from '../calculators/cumulative-gpa-calculator/compute.ts';
import { derivativeInputs } from '../calculators/derivative-calculator/inputs.ts';
import { compute as derivative, isFailure as derivativeFailed } from '../calculators/derivative-calculator/compute.ts';
import { dunkInputs } from '../calculators/dunk-calculator/inputs.ts';
import { compute as dunk } from '../calculators/dunk-calculator/compute.ts';
import { factoringInputs } from '../calculators/factoring-calculator/inputs.ts';
import { compute as factoring } from '../calculators/factoring-calculator/compute.ts';
import { finalGradeInputs } from '../calculators/final-grade-calculator/inputs.ts';
import { componentNote, compute as finalGrade } from '../calculators/final-grade-calculator/compute.ts';
import { integralInputs } from '../calculators/integral-calculator/inputs.ts';
import { compute as integral, isFailure as integralFailed } from '../calculators/integral-calculator/compute.ts';
import { limitInputs } from '../calculators/limit-calculator/inputs.ts';
import { compute as limit, isFailure as limitFailed, parsePoint } from '../calculators/limit-calculator/compute.ts';
import { peptideInputs } from '../calculators/peptide-calculator/inputs.ts';
import { compute as peptide } from '../calculators/peptide-calculator/compute.ts';
import { percentageInputs } from '../calculators/percentage-calculator/inputs.ts';
import { compute as percentage } from '../calculators/percentage-calculator/compute.ts';
import { ratioInputs } from '../calculators/ratio-calculator/inputs.ts';
import { compute as ratio } from '../calculators/ratio-calculator/compute.ts';
import { evaluate, formatResult } from '../calculators/scientific-calculator/evaluate.ts';
import { semesterGradeInputs } from '../calculators/semester-grade-calculator/inputs.ts';
import { assignmentNote, compute as semesterGrade } from '../calculators/semester-grade-calculator/compute.ts';
import { standardDeviationInputs } from '../calculators/standard-deviation-calculator/inputs.ts';
import { compute as standardDeviation, parseValues } from '../calculators/standard-deviation-calculator/compute.ts';
import { studentLoanInputs } from '../calculators/student-loan-calculator/inputs.ts';
import { compute as studentLoan } from '../calculators/student-loan-calculator/compute.ts';
import { triangleInputs } from '../calculators/triangle-calculator/inputs.ts';
import { compute as triangle } from '../calculators/triangle-calculator/compute.ts';
import { tvHeightInputs } from '../calculators/tv-height-calculator/inputs.ts';
import { compute as tvHeight } from '../calculators/tv-height-calculator/compute.ts';
import { unweightedGpaInputs } from '../calculators/unweighted-gpa-calculator/inputs.ts';
import { compute as unweightedGpa, courseNote as unweightedCourseNote } from '../calculators/unweighted-gpa-calculator/compute.ts';
import { dimensionNames, volumeInputs } from '../calculators/volume-calculator/inputs.ts';
import { compute as volume, shapeDefaults, type Dimensions } from '../calculators/volume-calculator/compute.ts';
import { weightedGpaInputs } from '../calculators/weighted-gpa-calculator/inputs.ts';
import { compute as weightedGpa, courseNote as weightedCourseNote } from '../calculators/weighted-gpa-calculator/compute.ts';

/** What a calculator answered: its result (null for none), and the note on each row where it has rows. */
export interface Answer {
  value: unknown;
  notes?: (string | null)[];
}

/** The inputs a URL with `raw` as its query gives the page: each valid value, the others at their defaults. */
function read<F extends Fields>(inputs: CalculatorInputs<F>, raw: object): InputsOf<F> {
  const search = v.safeParse(inputs.search, raw);
  const values = { ...inputs.defaults };
  if (search.success) for (const [key, value] of Object.entries(search.output)) if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  return values;
}

/** The day the student loan is worked out on: the corpus's payoff dates follow from it. */
export const referenceToday = new Date(2026, 0, 15);

const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

/** Every input of a form of numbers, read as its page reads it. */
function allNumbers<Values extends Record<string, NumberValue>>(values: Values, read: (value: NumberValue) => number): { [Key in keyof Values]: number } {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, read(value)])) as { [Key in keyof Values]: number };
}

/** A failure (a message instead of a result) as the corpus states it. */
const failed = { failure: true };

/** A polynomial's integer coefficients, lowest power first, with no common factor and a positive leading one. */
function primitive(polynomial: Polynomial): string[] {
  const common = polynomial.reduce((multiple, c) => (multiple * c.denominator) / gcd(multiple, c.denominator), 1n);
  const integers = polynomial.map((c) => (c.numerator * common) / c.denominator);
  const divisor = integers.reduce((g, c) => gcd(g, c), 0n) * ((integers.at(-1) ?? 1n) < 0n ? -1n : 1n);
  return integers.map((c) => String(c / divisor));
}

function polynomialOf(text: string): Polynomial | null {
  const parsed = parseExpression(text);
  const outcome = parsed.ok ? toPolynomial(parsed.expression.tree) : null;
  return outcome?.ok ? outcome.polynomial : null;
}

/** A factor as the page lists it: '(x + 1)^2', 'x^3', 'x - 3', or a constant '2', '-1/2'. */
function factorOf(text: string): { polynomial: Polynomial; multiplicity: number } | null {
  const power = /^\((.+)\)\^(\d+)$/.exec(text) ?? /^(x)\^(\d+)$/.exec(text);
  const polynomial = polynomialOf(power ? (power[1] ?? '') : text);
  return polynomial && { polynomial, multiplicity: power ? Number(power[2]) : 1 };
}

export const calculators: Record<string, (raw: Record<string, unknown>) => Answer> = {
  'tv-height-calculator': (raw) => {
    const values = read(tvHeightInputs, raw);
    const numbers = { tvSize: toNumberOrZero(values.tvSize), eyeHeight: toNumberOrZero(values.eyeHeight), viewingAngle: toNumberOrZero(values.viewingAngle) };
    return { value: tvHeight({ ...values, ...numbers }) };
  },
  'percentage-calculator': (raw) => {
    const values = read(percentageInputs, raw);
    return { value: percentage({ value1: toNumberOrZero(values.value1), value2: toNumberOrZero(values.value2), mode: values.mode }) };
  },
  'peptide-calculator': (raw) => {
    const values = read(peptideInputs, raw);
    const weight = toNumber(values.bodyWeight);
    const numbers = {
      vialCapacity: toNumberOrZero(values.vialCapacity),
      waterAmount: toNumberOrZero(values.waterAmount),
      desiredDose: toNumberOrZero(values.desiredDose),
    };
    return { value: peptide({ ...values, ...numbers, bodyWeight: Number.isNaN(weight) ? undefined : weight }) };
  },
  'acres-calculator': (raw) => {
    const values = read(acresInputs, raw);
    const numbers = {
      toolWidth: toNumberOrZero(values.toolWidth),
      speed: toNumberOrZero(values.speed),
      plotArea: toNumberOrZero(values.plotArea),
      overlap: toNumberOrZero(values.overlap),
    };
    return { value: acres({ ...values, ...numbers }) };
  },
  'blooket-calculator': (raw) => {
    const values = read(blooketInputs, raw);
    return { value: blooket({ ...values, amount: toNumberOrZero(values.amount) }) };
  },
  'dunk-calculator': (raw) => {
    const values = read(dunkInputs, raw);
    const numberNames = [
      'hoopHeight',
      'bodyMass',
      'standingReach',
      'minVerticalLeap',
      'hangTime',
      'jumpingEnergy',
      'initialJumpingSpeed',
      'gravitationalAcceleration',
      'palmSize',
    ] as const;
    const numbers = Object.fromEntries(numberNames.map((name) => [name, toNumberOrZero(values[name])])) as Record<(typeof numberNames)[number], number>;
    return { value: dunk({ ...values, ...numbers }) };
  },
  'ap-english-calculator': (raw) => {
    const values = read(apEnglishInputs, raw);
    const essay = (e: EssayValue) => ({
      thesis: toNumberOrZero(e.thesis),
      evidence: toNumberOrZero(e.evidence),
      sophistication: toNumberOrZero(e.sophistication),
    });
    return {
      value: apEnglish({
        mcReading: toNumberOrZero(values.mcReading),
        mcWriting: toNumberOrZero(values.mcWriting),
        frq1: essay(values.frq1),
        frq2: essay(values.frq2),
        frq3: essay(values.frq3),
      }),
    };
  },
  'ap-chemistry-calculator': (raw) => {
    const values = read(apChemistryInputs, raw);
    return { value: apChemistry(allNumbers(values, toNumberOrZero)) };
  },
  'ap-calculus-calculator': (raw) => {
    const values = read(apCalculusInputs, raw);
    return { value: apCalculus(allNumbers(values, toNumberOrZero)) };
  },
  'final-grade-calculator': (raw) => {
    const values = read(finalGradeInputs, raw);
    const components = values.components.map((row) => ({ name: row.name, weight: toCellNumber(row.weight), currentGrade: toCellNumber(row.currentGrade) }));
    return {
      value: finalGrade({ components, desiredGrade: toNumber(values.desiredGrade), finalExamWeight: toNumber(values.finalExamWeight) }),
      notes: components.map(componentNote),
    };
  },
  'college-gpa-calculator': (raw) => {
    const values = read(collegeGpaInputs, raw);
    const courses = values.courses.map((row) => ({ name: row.name, creditHours: toCellNumber(row.creditHours), grade: row.grade }));
    return { value: collegeGpa({ courses, gradeScale: values.gradeScale }), notes: courses.map(collegeCourseNote) };
  },
  'unweighted-gpa-calculator': (raw) => {
    const values = read(unweightedGpaInputs, raw);
    const courses = values.courses.map((row) => ({ name: row.name, grade: row.grade, creditHours: toCellNumber(row.creditHours) }));
    return { value: unweightedGpa({ courses, gradeScale: values.gradeScale }), notes: courses.map(unweightedCourseNote) };
  },
  'weighted-gpa-calculator': (raw) => {
    const values = read(weightedGpaInputs, raw);
    const courses = values.courses.map((row) => ({ ...row, creditHours: toCellNumber(row.creditHours), weight: toCellNumber(row.weight) }));
    return { value: weightedGpa({ courses }), notes: courses.map(weightedCourseNote) };
  },
  'cumulative-gpa-calculator': (raw) => {
    const values = read(cumulativeGpaInputs, raw);
    const semesters = values.semesters.map((row) => ({ name: row.name, gpa: toCellNumber(row.gpa), creditHours: toCellNumber(row.creditHours) }));
    return {
      value: cumulativeGpa({ semesters, gradeScale: values.gradeScale }),
      notes: semesters.map((semester) => semesterNote(semester, values.gradeScale)),
    };
  },
  'semester-grade-calculator': (raw) => {
    const values = read(semesterGradeInputs, raw);
    const assignments = values.assignments.map((row) => ({
      name: row.name,
      weight: toCellNumber(row.weight),
      grade: toCellNumber(row.grade),
      maxPoints: toCellNumber(row.maxPoints),
    }));
    return { value: semesterGrade({ assignments }), notes: assignments.map(assignmentNote) };
  },
  'credit-hour-calculator': (raw) => {
    const values = read(creditHourInputs, raw);
    const coursesToAdd = values.coursesToAdd.map((row) => ({
      name: row.name,
      creditHours: toCellNumber(row.creditHours),
      classHours: toCellNumber(row.classHours),
      studyHours: toCellNumber(row.studyHours),
    }));
    const result = creditHour({
      coursesToAdd,
      currentCredits: toNumber(values.currentCredits),
      maxCreditsPerSemester: toNumber(values.maxCreditsPerSemester),
      workHours: toNumber(values.workHours),
      otherCommitments: toNumber(values.otherCommitments),
      studyEfficiency: values.studyEfficiency,
    });
    return { value: result && { ...result, recommendations: ids(result.recommendations) }, notes: coursesToAdd.map(creditCourseNote) };
  },
  'student-loan-calculator': (raw) => {
    const values = read(studentLoanInputs, raw);
    return {
      value: studentLoan({
        principalAmount: toNumber(values.principalAmount),
        interestRate: toNumber(values.interestRate),
        loanTerm: toNumber(values.loanTerm),
        repaymentPlan: values.repaymentPlan,
        gracePeriod: toNumber(values.gracePeriod),
        today: referenceToday,
      }),
    };
  },
  'college-savings-calculator': (raw) => {
    const values = read(collegeSavingsInputs, raw);
    return { value: collegeSavings(allNumbers(values, toNumber)) };
  },
  'college-cost-calculator': (raw) => {
    const values = read(collegeCostInputs, raw);
    const numberNames = ['tuitionPerYear', 'roomAndBoard', 'booksAndSupplies', 'personalExpenses', 'transportation', 'degreeLength', 'inflationRate'] as const;
    const numbers = Object.fromEntries(numberNames.map((name) => [name, toNumber(values[name])])) as Record<(typeof numberNames)[number], number>;
    const result = collegeCost({ ...values, ...numbers });
    return { value: result && { ...result, recommendations: ids(result.recommendations) } };
  },
  'integral-calculator': (raw) => {
    const values = read(integralInputs, raw);
    const outcome = integral({
      function: values.function,
      lowerLimit: toNumber(values.lowerLimit),
      upperLimit: toNumber(values.upperLimit),
      method: values.method,
      intervals: toNumber(values.intervals),
    });
    return { value: integralFailed(outcome) ? failed : outcome };
  },
  'derivative-calculator': (raw) => {
    const values = read(derivativeInputs, raw);
    const outcome = derivative({ function: values.function, point: toNumber(values.point), method: values.method, stepSize: toNumber(values.stepSize) });
    return { value: derivativeFailed(outcome) ? failed : outcome };
  },
  'limit-calculator': (raw) => {
    const values = read(limitInputs, raw);
    const outcome = limit({ function: values.function, point: parsePoint(values.point), direction: values.direction });
    return { value: limitFailed(outcome) ? failed : outcome };
  },
  'standard-deviation-calculator': (raw) => {
    const values = read(standardDeviationInputs, raw);
    return { value: standardDeviation({ values: parseValues(values.values).values, population: values.population }) };
  },
  'factoring-calculator': (raw) => {
    const values = read(factoringInputs, raw);
    const typed = polynomialOf(values.polynomial);
    const degree = typed ? typed.length - 1 : toNumber(values.degree);
    const result = factoring({ polynomial: values.polynomial, degree });
    if (!result) return { value: null };
    if (!result.supported) return { value: { supported: false } };
    const parsed = result.irreducible ? [{ polynomial: polynomialOf(result.original) ?? [], multiplicity: 1 }] : result.factors.map(factorOf);
    const constants = parsed.filter((factor) => factor !== null && factor.polynomial.length === 1);
    const content = constants[0]?.polynomial[0];
    const factors = parsed
      .filter((factor) => factor !== null && factor.polynomial.length > 1)
      .map((factor) => ({ coefficients: primitive(factor?.polynomial ?? []), multiplicity: factor?.multiplicity ?? 0 }))
      .sort((a, b) => a.coefficients.length - b.coefficients.length || (a.coefficients.join(',') < b.coefficients.join(',') ? -1 : 1));
    return {
      value: {
        supported: true,
        content: content ? (content.denominator === 1n ? String(content.numerator) : `${content.numerator}/${content.denominator}`) : '1',
        factors,
        irreducible: result.irreducible,
      },
    };
  },
  'triangle-calculator': (raw) => {
    const values = read(triangleInputs, raw);
    const names = ['side1', 'side2', 'side3', 'angle1', 'angle2'] as const;
    const numbers = Object.fromEntries(names.map((name) => [name, toNumber(values[name])])) as Record<(typeof names)[number], number>;
    return { value: triangle({ calculationType: values.calculationType, ...numbers }) };
  },
  'ratio-calculator': (raw) => {
    const values = read(ratioInputs, raw);
    return { value: ratio({ value1: toNumber(values.value1), value2: toNumber(values.value2), simplify: values.simplify }) };
  },
  'volume-calculator': (raw) => {
    const values = read(volumeInputs, raw);
    const entered = { ...shapeDefaults[values.shape], ...values.dimensions };
    const dimensions = Object.fromEntries(dimensionNames.map((name) => [name, toNumber(entered[name] ?? '')])) as Dimensions;
    return { value: volume({ shape: values.shape, dimensions }) };
  },
  'scientific-calculator': (raw) => {
    const evaluation = evaluate(String(raw.expression), raw.angleMode === 'RAD' ? 'RAD' : 'DEG');
    if (typeof evaluation === 'number') return { value: { display: formatResult(evaluation) } };
    return { value: { error: evaluation.kind === 'syntax-error' ? 'syntax' : evaluation.message } };
  },
};
