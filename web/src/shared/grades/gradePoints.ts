/**
 * Letter grades and their grade points (the spec's "Grade points"), shared
 * by the GPA calculators. The 4.3 scale differs from the 4.0 scale only in A+.
 */
import { withinBounds, type NumberBounds } from '../math/bounds.ts';
import { gradeLetters, type CourseGrade, type GradeLetter, type GradeScale } from './gradeInputs.ts';

export { gradeLetters, gradeScales, type CourseGrade, type GradeLetter, type GradeScale } from './gradeInputs.ts';

const fourPointScale: Readonly<Record<GradeLetter, number>> = {
  'A+': 4,
  A: 4,
  'A-': 3.7,
  'B+': 3.3,
  B: 3,
  'B-': 2.7,
  'C+': 2.3,
  C: 2,
  'C-': 1.7,
  'D+': 1.3,
  D: 1,
  'D-': 0.7,
  F: 0,
};

export function gradePoints(letter: GradeLetter, scale: GradeScale = '4.0'): number {
  return letter === 'A+' && scale === '4.3' ? 4.3 : fourPointScale[letter];
}

/** The highest grade point of a scale (the A+). */
export function scaleMaximum(scale: GradeScale): number {
  return gradePoints('A+', scale);
}

export function isGradeLetter(grade: string): grade is GradeLetter {
  return (gradeLetters as readonly string[]).includes(grade);
}

/** The choices of a grade select: 'No grade yet', then A+ to F. */
export const gradeChoices: readonly { value: CourseGrade; label: string }[] = [
  { value: '', label: 'No grade yet' },
  ...gradeLetters.map((letter) => ({ value: letter, label: letter })),
];

/** The scale choices, labelled as visitors know them. */
export const gradeScaleChoices: readonly { value: GradeScale; label: string }[] = [
  { value: '4.0', label: '4.0 scale' },
  { value: '4.3', label: '4.3 scale (A+ = 4.3)' },
];

export interface GradedCourse {
  grade: CourseGrade;
  /** null while blank; NaN when the cell holds text that is not a number within its bounds. */
  creditHours: number | null;
}

/**
 * Why a GPA leaves a course out (spec: courses without a grade, or with 0 credit hours or fewer), as
 * the note shown on its row, or null when it counts. A cell that is not a number within its bounds
 * has its own message; its row is left out too, and the other rows still count.
 */
export function courseExclusion(course: GradedCourse, creditBounds: NumberBounds): string | null {
  const credits = course.creditHours;
  if (credits === null) return 'Not counted: no credit hours';
  if (!Number.isFinite(credits) || !withinBounds(credits, creditBounds)) return 'Not counted: invalid credit hours';
  if (credits === 0) return 'Not counted: 0 credits';
  if (credits < 0) return 'Not counted: negative credits';
  if (!isGradeLetter(course.grade)) return 'Not counted: no grade yet';
  return null;
}

/** The courses a GPA counts: those `courseExclusion` leaves in. */
export function countedCourses<Course extends GradedCourse>(
  courses: readonly Course[],
  creditBounds: NumberBounds,
): (Course & { grade: GradeLetter; creditHours: number })[] {
  return courses.filter((course): course is Course & { grade: GradeLetter; creditHours: number } => courseExclusion(course, creditBounds) === null);
}
