/**
 * Letter grades and their grade points (spec document 2, sections 5 and 9, "Grade points"), shared
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
  creditHours: number;
}

/**
 * The courses a GPA counts (spec document 2, section 5): those with a grade and more than 0 credit
 * hours, within the credit hours' bounds; a blank credit-hours cell counts as none.
 */
export function countedCourses<Course extends GradedCourse>(courses: readonly Course[], creditBounds: NumberBounds): (Course & { grade: GradeLetter })[] {
  return courses.filter(
    (course): course is Course & { grade: GradeLetter } =>
      isGradeLetter(course.grade) && course.creditHours > 0 && Number.isFinite(course.creditHours) && withinBounds(course.creditHours, creditBounds),
  );
}
