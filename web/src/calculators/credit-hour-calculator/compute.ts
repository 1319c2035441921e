/**
 * Credit hour and workload planner (the spec's "Credit hour").
 *
 *   time available    = 168 hours a week − 56 for sleep − work hours − other commitments
 *   study time        = per course, its study hours (or 2.5 per credit when left blank) × efficiency
 *                       factor: high 1, medium 1.25, low 1.5
 *   weekly hours      = class hours + study time
 *   workload          = weekly hours per credit: < 3 light, < 4 moderate, < 5 heavy, else very heavy
 *   warnings          = work over 20 hours with more than 12 credits; fewer than 12 credits
 *   graduation        = 120 credits, at 15 credits a semester
 *
 * Decisions where the spec is silent (the how-it-works repeats them):
 * - A course's own study hours are the base estimate (the default rows use about 2.5 a credit,
 *   the spec's default); the efficiency factor scales them like the default, so 10 hours at medium
 *   efficiency plans 12.5. A blank or zero study-hours cell uses 2.5 × credits.
 * - recommendedLoad: the most credits whose hours, at this plan's hours per credit, fit in the
 *   time available, capped at the maximum per semester, and at 12 when work exceeds 20 hours.
 * - Beyond the spec's two warnings we also warn when the plan needs more hours than are available
 *   and when it exceeds the maximum credits per semester; a plan with no warning gets a note saying so.
 * - A course of 0 credits (a lab, an audited course) counts its class and study hours, not credits;
 *   a row with negative or blank credits, or a cell that is not a number within its bounds, is
 *   left out and says why (`courseNote`). With no credits left at all there is no result.
 */
import { withinBounds, type NumberBounds } from '../../shared/math/bounds.ts';
import { allWithinBounds } from '../../shared/math/allWithinBounds.ts';
import { courseBounds, creditHourBounds, type StudyEfficiency } from './inputs.ts';

/** Below a hundredth of a credit no course is offered, and hours per credit could pass any number. */
const smallestCredits = 0.01;

export const efficiencyFactors: Record<StudyEfficiency, number> = { high: 1, medium: 1.25, low: 1.5 };

export const hoursPerWeek = 168;
export const sleepHoursPerWeek = 56;
export const defaultStudyHoursPerCredit = 2.5;
export const creditsToGraduate = 120;
export const creditsPerSemester = 15;

/** Each cell is null while blank, and NaN when it holds text that is not a number within its bounds. */
export interface Course {
  name: string;
  creditHours: number | null;
  /** Blank: none. */
  classHours: number | null;
  /** Blank or 0: 2.5 per credit. */
  studyHours: number | null;
}

type Counted = Course & { creditHours: number };

export interface Inputs {
  coursesToAdd: readonly Course[];
  currentCredits: number;
  maxCreditsPerSemester: number;
  workHours: number;
  otherCommitments: number;
  studyEfficiency: StudyEfficiency;
}

export type WorkloadBand = 'light' | 'moderate' | 'heavy' | 'very-heavy';
export type RecommendationId = 'heavy-work' | 'part-time' | 'over-capacity' | 'over-maximum' | 'balanced';

export interface Result {
  totalNewCredits: number;
  totalClassTime: number;
  totalStudyTime: number;
  totalWeeklyHours: number;
  timeAvailable: number;
  /** Hours left after class and study. */
  freeTime: number;
  hoursPerCredit: number;
  workloadBand: WorkloadBand;
  workloadAnalysis: string;
  recommendedLoad: number;
  recommendations: { id: RecommendationId; text: string }[];
  graduationImpact: { creditsAfter: number; creditsRemaining: number; semestersRemaining: number; text: string };
  /** Study time planned per counted course, in row order (null for a row left out). */
  courseStudyTime: (number | null)[];
}

export function workloadBandOf(hoursPerCredit: number): WorkloadBand {
  if (hoursPerCredit < 3) return 'light';
  if (hoursPerCredit < 4) return 'moderate';
  if (hoursPerCredit < 5) return 'heavy';
  return 'very-heavy';
}

const bandNames: Record<WorkloadBand, string> = { light: 'Light', moderate: 'Moderate', heavy: 'Heavy', 'very-heavy': 'Very heavy' };

const bandAdvice: Record<WorkloadBand, string> = {
  light: 'This leaves room to take on more, or to put extra time into the hardest course.',
  moderate: 'A balanced load for most students.',
  heavy: 'Plan your week in advance and protect your study blocks.',
  'very-heavy': 'Consider dropping a course or lowering other commitments so your grades do not suffer.',
};

const hours = (value: number) => `${Math.round(value * 10) / 10}`;

const isInvalid = (value: number | null, bounds: NumberBounds) => value !== null && (!Number.isFinite(value) || !withinBounds(value, bounds));

/** Why the plan leaves a course out, as its row says it ('Not counted: negative credits'), or null when it counts. */
export function courseNote({ creditHours, classHours, studyHours }: Course): string | null {
  if (creditHours === null) return 'Not counted: no credit hours';
  if (isInvalid(creditHours, courseBounds.creditHours)) return 'Not counted: invalid credit hours';
  if (creditHours < 0) return 'Not counted: negative credits';
  if (creditHours > 0 && creditHours < smallestCredits) return 'Not counted: credits below 0.01';
  if (isInvalid(classHours, courseBounds.classHours)) return 'Not counted: invalid class hours';
  if (isInvalid(studyHours, courseBounds.studyHours)) return 'Not counted: invalid study hours';
  return null;
}

/** A counted course's study hours a week at an efficiency: its own, or 2.5 per credit when blank or 0. */
export function courseStudyHours(course: Counted, efficiency: StudyEfficiency): number {
  const base = course.studyHours !== null && course.studyHours > 0 ? course.studyHours : defaultStudyHoursPerCredit * course.creditHours;
  return base * efficiencyFactors[efficiency];
}

export function compute({ coursesToAdd, currentCredits, maxCreditsPerSemester, workHours, otherCommitments, studyEfficiency }: Inputs): Result | null {
  if (!allWithinBounds({ currentCredits, maxCreditsPerSemester, workHours, otherCommitments }, creditHourBounds)) return null;
  const counted = (course: Course): course is Counted => courseNote(course) === null;
  const courses = coursesToAdd.filter(counted);
  const totalNewCredits = courses.reduce((sum, course) => sum + course.creditHours, 0);
  if (totalNewCredits === 0) return null;

  const totalClassTime = courses.reduce((sum, course) => sum + (course.classHours ?? 0), 0);
  const totalStudyTime = courses.reduce((sum, course) => sum + courseStudyHours(course, studyEfficiency), 0);
  const totalWeeklyHours = totalClassTime + totalStudyTime;
  const timeAvailable = hoursPerWeek - sleepHoursPerWeek - workHours - otherCommitments;
  const hoursPerCredit = totalWeeklyHours / totalNewCredits;
  const workloadBand = workloadBandOf(hoursPerCredit);

  const fitting = Math.max(0, Math.floor(timeAvailable / hoursPerCredit));
  const recommendedLoad = Math.min(fitting, Math.floor(maxCreditsPerSemester), workHours > 20 ? 12 : Infinity);

  const recommendations: Result['recommendations'] = [];
  if (workHours > 20 && totalNewCredits > 12)
    recommendations.push({
      id: 'heavy-work',
      text: `Working ${hours(workHours)} hours a week with more than 12 credits is a lot: students who work over 20 hours a week tend to earn lower grades. Consider fewer hours at work or 12 credits this semester.`,
    });
  if (totalNewCredits < 12)
    recommendations.push({
      id: 'part-time',
      text: 'Fewer than 12 credits is usually part-time: check how it affects your financial aid, health insurance and visa status, and expect graduation to take longer.',
    });
  if (totalWeeklyHours > timeAvailable)
    recommendations.push({
      id: 'over-capacity',
      text: `These courses need ${hours(totalWeeklyHours)} hours a week but only ${hours(Math.max(0, timeAvailable))} are free after sleep, work and other commitments. Drop a course or free up time before the semester starts.`,
    });
  if (totalNewCredits > maxCreditsPerSemester)
    recommendations.push({
      id: 'over-maximum',
      text: `${hours(totalNewCredits)} credits is more than the maximum of ${hours(maxCreditsPerSemester)} per semester: you may need an adviser’s approval for an overload.`,
    });
  if (recommendations.length === 0)
    recommendations.push({
      id: 'balanced',
      text: `This plan fits your week with about ${hours(timeAvailable - totalWeeklyHours)} hours to spare. Keep some of that time for rest, exercise and the busy weeks around exams.`,
    });

  const creditsAfter = currentCredits + totalNewCredits;
  const creditsRemaining = Math.max(0, creditsToGraduate - creditsAfter);
  const semestersRemaining = Math.ceil(creditsRemaining / creditsPerSemester);
  const graduationText =
    creditsRemaining === 0
      ? `0 semesters left: with ${hours(creditsAfter)} credits you reach the ${creditsToGraduate} credits a degree needs this semester.`
      : `${semestersRemaining} more ${semestersRemaining === 1 ? 'semester' : 'semesters'} after this one at ${creditsPerSemester} credits each: ${hours(creditsAfter)} of ${creditsToGraduate} credits done, ${hours(creditsRemaining)} to go.`;

  return {
    totalNewCredits,
    totalClassTime,
    totalStudyTime,
    totalWeeklyHours,
    timeAvailable,
    freeTime: timeAvailable - totalWeeklyHours,
    hoursPerCredit,
    workloadBand,
    workloadAnalysis: `${bandNames[workloadBand]} workload: ${hours(hoursPerCredit)} hours a week per credit, ${hours(totalWeeklyHours)} of your ${hours(timeAvailable)} available hours. ${bandAdvice[workloadBand]}`,
    recommendedLoad,
    recommendations,
    graduationImpact: { creditsAfter, creditsRemaining, semestersRemaining, text: graduationText },
    courseStudyTime: coursesToAdd.map((course) => (counted(course) ? courseStudyHours(course, studyEfficiency) : null)),
  };
}
