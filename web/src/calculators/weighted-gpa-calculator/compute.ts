/**
 * Weighted and unweighted GPA (the spec's "Grade points" and
 * "Weighted GPA").
 *
 *   unweighted points of a course = 4.0-scale grade points
 *   weighted points of a course   = min(5, grade points × weight)    (weight: regular 1.0, honors 1.1, ap 1.2, dual 1.15)
 *   GPA                           = Σ (points × credit hours) ÷ Σ credit hours
 *   boost                         = weighted GPA − unweighted GPA
 *
 * Courses without a grade or with credit hours of 0 or less are ignored, and say why on their row
 * (`courseNote`), as does a course whose credits or weight is not a number within its bounds.
 *
 * Where we decided what the spec leaves open:
 * - A weight that is blank, 0 or negative falls back to the multiplier of the course's level.
 * - Both GPAs and the boost are each rounded to 2 decimals from unrounded values, so the boost is
 *   the true difference (0.11 for 3.4449… − 3.3318…), never a difference of two rounded figures
 *   (3.44 − 3.33 would say 0.12 for it); the boost message is read from the boost shown.
 * - The boost messages are ours; their thresholds (under 0.1, 0.3, 0.5) are the spec's.
 */
import { countedCourses, courseExclusion, gradePoints, type CourseGrade } from '../../shared/grades/gradePoints.ts';
import { withinBounds } from '../../shared/math/bounds.ts';
import { roundTo } from '../../shared/math/round.ts';
import { courseBounds, type CourseLevel } from './inputs.ts';

/** The course levels' weight multipliers. */
export const levelMultipliers: Readonly<Record<CourseLevel, number>> = { regular: 1.0, honors: 1.1, ap: 1.2, dual: 1.15 };

/** Section 9: no course earns more than 5 weighted points. */
export const maximumWeightedPoints = 5;

export interface Course {
  name: string;
  grade: CourseGrade;
  /** null while blank; NaN for a cell that is not a number within its bounds. */
  creditHours: number | null;
  level: CourseLevel;
  /** null while blank (the level's multiplier applies); NaN for a cell that is not a number within its bounds. */
  weight: number | null;
}

export interface Inputs {
  courses: readonly Course[];
}

export type BoostLevel = 'small' | 'moderate' | 'strong' | 'exceptional';

export interface Result {
  weightedGPA: number;
  unweightedGPA: number;
  totalCredits: number;
  weightedQualityPoints: number;
  unweightedQualityPoints: number;
  gpaBoost: number;
  boostLevel: BoostLevel;
  recommendation: string;
}

const recommendations: Record<BoostLevel, string> = {
  small:
    'Your weighted GPA is close to your unweighted GPA. If you are ready for more challenge, an honors or AP course in a subject you are strong in would raise it and show colleges you stretch yourself.',
  moderate:
    'Your honors and advanced courses give your GPA a moderate boost. Colleges notice a challenging schedule, so keep your grades strong in those classes.',
  strong: 'Your challenging course load gives your GPA a strong boost. Keep balancing rigor with grades you can sustain.',
  exceptional:
    'Your demanding schedule gives your GPA an exceptional boost. Make sure the workload stays manageable: colleges also look closely at your unweighted grades.',
};

export function boostLevelFor(boost: number): BoostLevel {
  if (boost < 0.1) return 'small';
  if (boost < 0.3) return 'moderate';
  if (boost < 0.5) return 'strong';
  return 'exceptional';
}

/** Whether a weight can be read: blank, 0 or negative (the level's multiplier) or a multiplier within its bounds. */
function isReadableWeight(weight: number | null): boolean {
  return weight === null || weight <= 0 || withinBounds(weight, courseBounds.weight);
}

/** The weighted grade points one course earns; null without a grade or with a weight that cannot be read. */
export function weightedPoints(course: Pick<Course, 'grade' | 'level' | 'weight'>): number | null {
  if (course.grade === '' || !isReadableWeight(course.weight)) return null;
  const weight = course.weight !== null && course.weight > 0 ? course.weight : levelMultipliers[course.level];
  return Math.min(maximumWeightedPoints, gradePoints(course.grade, '4.0') * weight);
}

/** Why the GPAs leave a course out, as its row says it ('Not counted: 0 credits'), or null when it counts. */
export function courseNote(course: Course): string | null {
  return courseExclusion(course, courseBounds.creditHours) ?? (isReadableWeight(course.weight) ? null : 'Not counted: invalid weight');
}

export function compute({ courses }: Inputs): Result | null {
  const counted = countedCourses(courses, courseBounds.creditHours).filter((course) => isReadableWeight(course.weight));
  if (counted.length === 0) return null;
  const totalCredits = counted.reduce((sum, course) => sum + course.creditHours, 0);
  const unweightedQualityPoints = counted.reduce((sum, course) => sum + gradePoints(course.grade, '4.0') * course.creditHours, 0);
  const weightedQualityPoints = counted.reduce((sum, course) => sum + (weightedPoints(course) ?? 0) * course.creditHours, 0);
  const weightedGPA = roundTo(weightedQualityPoints / totalCredits, 2);
  const unweightedGPA = roundTo(unweightedQualityPoints / totalCredits, 2);
  const gpaBoost = roundTo((weightedQualityPoints - unweightedQualityPoints) / totalCredits, 2);
  const boostLevel = boostLevelFor(gpaBoost);
  return {
    weightedGPA,
    unweightedGPA,
    totalCredits: roundTo(totalCredits, 10),
    weightedQualityPoints: roundTo(weightedQualityPoints, 10),
    unweightedQualityPoints: roundTo(unweightedQualityPoints, 10),
    gpaBoost,
    boostLevel,
    recommendation: recommendations[boostLevel],
  };
}
