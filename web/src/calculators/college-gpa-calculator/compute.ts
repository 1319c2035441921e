/**
 * College GPA (the spec's "Grade points" and "College GPA").
 *
 *   GPA = Σ (grade points × credit hours) ÷ Σ credit hours, over courses with a grade and credits > 0
 *
 * A course left out says why on its row (`courseNote`: no grade, 0 or negative credits, a cell
 * that is not a number); the other courses still make the GPA.
 *
 * The letter grade and classification come from the GPA bands of the spec. Where we decided what
 * the spec leaves open: the GPA is rounded to 2 decimals (as transcripts show it) and the bands are
 * judged on that rounded value, so the GPA shown and its classification never disagree.
 */
import { countedCourses, courseExclusion, gradePoints, type CourseGrade, type GradeScale } from '../../shared/grades/gradePoints.ts';
import { roundTo } from '../../shared/math/round.ts';
import { courseBounds } from './inputs.ts';

export interface Course {
  name: string;
  /** null while blank; NaN for a cell that is not a number within its bounds. */
  creditHours: number | null;
  grade: CourseGrade;
}

export interface Inputs {
  courses: readonly Course[];
  gradeScale: GradeScale;
}

export interface Result {
  gpa: number;
  totalCredits: number;
  totalQualityPoints: number;
  letterGrade: string;
  classification: string;
}

/** Section 9, highest band first: minimum GPA, letter, classification. */
const bands: readonly { minimum: number; letterGrade: string; classification: string }[] = [
  { minimum: 3.7, letterGrade: 'A', classification: 'Summa Cum Laude (Highest Honors)' },
  { minimum: 3.5, letterGrade: 'A-', classification: 'Magna Cum Laude (High Honors)' },
  { minimum: 3.2, letterGrade: 'B+', classification: 'Cum Laude (Honors)' },
  { minimum: 3.0, letterGrade: 'B', classification: 'Good Standing' },
  { minimum: 2.7, letterGrade: 'B-', classification: 'Satisfactory' },
  { minimum: 2.0, letterGrade: 'C', classification: 'Academic Warning' },
];

export function classify(gpa: number): { letterGrade: string; classification: string } {
  const band = bands.find((entry) => gpa >= entry.minimum);
  if (band) return { letterGrade: band.letterGrade, classification: band.classification };
  return gpa > 0 ? { letterGrade: 'D', classification: 'Academic Probation' } : { letterGrade: 'F', classification: 'Academic Dismissal Risk' };
}

/** Why the GPA leaves a course out, as its row says it ('Not counted: 0 credits'), or null when it counts. */
export function courseNote(course: Course): string | null {
  return courseExclusion(course, courseBounds.creditHours);
}

export function compute({ courses, gradeScale }: Inputs): Result | null {
  const counted = countedCourses(courses, courseBounds.creditHours);
  if (counted.length === 0) return null;
  const totalCredits = counted.reduce((sum, course) => sum + course.creditHours, 0);
  const totalQualityPoints = counted.reduce((sum, course) => sum + gradePoints(course.grade, gradeScale) * course.creditHours, 0);
  const gpa = roundTo(totalQualityPoints / totalCredits, 2);
  return { gpa, totalCredits: roundTo(totalCredits, 10), totalQualityPoints: roundTo(totalQualityPoints, 10), ...classify(gpa) };
}
