/**
 * Cumulative GPA over semesters (the spec's "Cumulative GPA").
 *
 *   cumulative GPA = Σ (semester GPA × credit hours) ÷ Σ credit hours
 *
 * Semesters with a negative (or blank) GPA, or credit hours of 0 or less, are ignored, and say why on
 * their row (`semesterNote`), as does one whose GPA is above the scale or whose cell is not a
 * number within its bounds; the other semesters still count. The history
 * gives each counted semester with the cumulative GPA up to and including it; the trend compares the
 * last two cumulative values.
 *
 * Where we decided what the spec leaves open:
 * - GPAs are rounded to 2 decimals; the classification and the trend are read from the rounded values
 *   the history shows, so a change of exactly 0.10 is a slight, not a strong, upward trend.
 * - The trend wording (except 'Need more semesters to analyze trends.') is ours.
 */
import { scaleMaximum, type GradeScale } from '../../shared/grades/gradePoints.ts';
import { formatNumber } from '../../shared/format/number.ts';
import { withinBounds } from '../../shared/math/bounds.ts';
import { roundTo } from '../../shared/math/round.ts';
import { semesterBounds } from './inputs.ts';

export interface Semester {
  name: string;
  /** null while blank; NaN for a cell that is not a number within its bounds. */
  gpa: number | null;
  /** null while blank; NaN for a cell that is not a number within its bounds. */
  creditHours: number | null;
}

export interface Inputs {
  semesters: readonly Semester[];
  /** Sets only the highest GPA a semester may have: above it a semester is left out. */
  gradeScale: GradeScale;
}

export interface HistoryEntry {
  semester: string;
  gpa: number;
  creditHours: number;
  cumulativeGPA: number;
}

export type Trend = 'strong-upward' | 'slight-upward' | 'downward' | 'slight-decline' | 'stable' | 'not-enough-semesters';

export interface Result {
  cumulativeGPA: number;
  totalCredits: number;
  totalQualityPoints: number;
  gpaHistory: HistoryEntry[];
  classification: string;
  trend: Trend;
  improvement: string;
}

export const notEnoughSemesters = 'Need more semesters to analyze trends.';

/** Section 9, highest first. */
const classifications: readonly [minimum: number, classification: string][] = [
  [3.8, 'Summa Cum Laude (Highest Distinction)'],
  [3.6, 'Magna Cum Laude (High Distinction)'],
  [3.4, 'Cum Laude (With Distinction)'],
  [3.0, "Dean's List Eligible"],
  [2.5, 'Good Academic Standing'],
  [2.0, 'Academic Warning'],
];

export function classify(gpa: number): string {
  return classifications.find(([minimum]) => gpa >= minimum)?.[1] ?? 'Academic Probation';
}

/** Section 9: the change between the last two cumulative values. */
export function trendFor(change: number): Exclude<Trend, 'not-enough-semesters'> {
  if (change > 0.1) return 'strong-upward';
  if (change > 0) return 'slight-upward';
  if (change < -0.1) return 'downward';
  if (change < 0) return 'slight-decline';
  return 'stable';
}

function improvementText(trend: Trend, change: number, cumulativeGPA: number): string {
  const points = formatNumber(Math.abs(change), 2, 2);
  switch (trend) {
    case 'strong-upward':
      return `Strong upward trend: your cumulative GPA rose by ${points} points with your latest semester. Keep doing what is working.`;
    case 'slight-upward':
      return `Slight upward trend: your cumulative GPA rose by ${points} points with your latest semester. Steady gains add up over time.`;
    case 'downward':
      return `Downward trend: your cumulative GPA fell by ${points} points with your latest semester. Consider meeting your academic adviser and using tutoring or office hours next term.`;
    case 'slight-decline':
      return `Slight decline: your cumulative GPA fell by ${points} points with your latest semester. A focused next semester can turn this around.`;
    case 'stable':
      return `Stable: your cumulative GPA held steady at ${formatNumber(cumulativeGPA, 2, 2)} with your latest semester.`;
    case 'not-enough-semesters':
      return notEnoughSemesters;
  }
}

/** Why the cumulative GPA leaves a semester out, as its row says it ('Not counted: negative GPA'), or null when it counts. */
export function semesterNote({ gpa, creditHours }: Semester, gradeScale: GradeScale): string | null {
  if (gpa === null) return 'Not counted: no GPA';
  if (!Number.isFinite(gpa) || !withinBounds(gpa, semesterBounds.gpa)) return 'Not counted: invalid GPA';
  if (gpa < 0) return 'Not counted: negative GPA';
  if (gpa > scaleMaximum(gradeScale)) return `Not counted: GPA above ${gradeScale}`;
  if (creditHours === null) return 'Not counted: no credit hours';
  if (!Number.isFinite(creditHours) || !withinBounds(creditHours, semesterBounds.creditHours)) return 'Not counted: invalid credit hours';
  if (creditHours === 0) return 'Not counted: 0 credits';
  if (creditHours < 0) return 'Not counted: negative credits';
  return null;
}

export function compute({ semesters, gradeScale }: Inputs): Result | null {
  const counted = semesters.filter((semester): semester is Semester & { gpa: number; creditHours: number } => semesterNote(semester, gradeScale) === null);
  if (counted.length === 0) return null;

  let totalCredits = 0;
  let totalQualityPoints = 0;
  const gpaHistory = counted.map((semester) => {
    totalCredits += semester.creditHours;
    totalQualityPoints += semester.gpa * semester.creditHours;
    return { semester: semester.name, gpa: semester.gpa, creditHours: semester.creditHours, cumulativeGPA: roundTo(totalQualityPoints / totalCredits, 2) };
  });
  const cumulativeGPA = roundTo(totalQualityPoints / totalCredits, 2);
  const previous = gpaHistory.at(-2);
  const change = previous ? roundTo(cumulativeGPA - previous.cumulativeGPA, 2) : 0;
  const trend: Trend = previous ? trendFor(change) : 'not-enough-semesters';
  return {
    cumulativeGPA,
    totalCredits: roundTo(totalCredits, 10),
    totalQualityPoints: roundTo(totalQualityPoints, 10),
    gpaHistory,
    classification: classify(cumulativeGPA),
    trend,
    improvement: improvementText(trend, change, cumulativeGPA),
  };
}
