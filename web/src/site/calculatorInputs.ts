/**
 * Every calculator's URL inputs, by slug, as its route validates them: what `npm run routes` collects
 * into the catalogue (catalogue/calculatorInputs.gen.ts) for the server to tell integrators.
 */
import type { InputContract } from '../catalogue/inputContract.ts';
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

/** The inputs each calculator route declares (`validateSearch: <slug>Inputs.search`). */
export const calculatorInputsBySlug: Readonly<Record<string, CalculatorInputs<Fields>>> = {
  'acres-calculator': acresInputs,
  'ap-calculus-calculator': apCalculusInputs,
  'ap-chemistry-calculator': apChemistryInputs,
  'ap-english-calculator': apEnglishInputs,
  'blooket-calculator': blooketInputs,
  'college-cost-calculator': collegeCostInputs,
  'college-gpa-calculator': collegeGpaInputs,
  'college-savings-calculator': collegeSavingsInputs,
  'credit-hour-calculator': creditHourInputs,
  'cumulative-gpa-calculator': cumulativeGpaInputs,
  'derivative-calculator': derivativeInputs,
  'dunk-calculator': dunkInputs,
  'factoring-calculator': factoringInputs,
  'final-grade-calculator': finalGradeInputs,
  'integral-calculator': integralInputs,
  'limit-calculator': limitInputs,
  'peptide-calculator': peptideInputs,
  'percentage-calculator': percentageInputs,
  'ratio-calculator': ratioInputs,
  'semester-grade-calculator': semesterGradeInputs,
  'standard-deviation-calculator': standardDeviationInputs,
  'student-loan-calculator': studentLoanInputs,
  'triangle-calculator': triangleInputs,
  'tv-height-calculator': tvHeightInputs,
  'unweighted-gpa-calculator': unweightedGpaInputs,
  'volume-calculator': volumeInputs,
  'weighted-gpa-calculator': weightedGpaInputs,
};

export const calculatorInputContracts: Readonly<Record<string, readonly InputContract[]>> = Object.fromEntries(
  Object.entries(calculatorInputsBySlug).map(([slug, inputs]) => [slug, inputs.contracts]),
);
