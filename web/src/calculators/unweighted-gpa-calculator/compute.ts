/**
 * Unweighted GPA (the spec's "Grade points" and "Unweighted GPA").
 *
 *   GPA = Σ (grade points × credit hours) ÷ Σ credit hours, over courses with a grade and credits > 0
 *
 * A course left out says why on its row (`courseNote`: no grade, 0 or negative credits, a cell
 * that is not a number); the other courses still make the GPA.
 *
 * The letter grade with its percentage equivalent and the academic standing come from the GPA bands
 * of the spec; the grade distribution counts the counted courses per letter.
 *
 * Where we decided what the spec leaves open:
 * - The spec says this page uses the 4.0 values, yet offers a scale choice. The 4.0 scale is the
 *   default; choosing 4.3 counts an A+ as 4.3, as a school on that scale reports it, so the choice
 *   is never a dead control.
 * - The GPA is rounded to 2 decimals and the bands are read from that rounded value.
 */
import {
  countedCourses,
  courseExclusion,
  gradeLetters,
  gradePoints,
  type CourseGrade,
  type GradeLetter,
  type GradeScale,
} from '../../shared/grades/gradePoints.ts';
import { roundTo } from '../../shared/math/round.ts';
import { courseBounds } from './inputs.ts';

export interface Course {
  name: string;
  grade: CourseGrade;
  /** null while blank; NaN for a cell that is not a number within its bounds. */
  creditHours: number | null;
}

export interface Inputs {
  courses: readonly Course[];
  gradeScale: GradeScale;
}

export interface Result {
  gpa: number;
  totalCredits: number;
  qualityPoints: number;
  letterGrade: string;
  percentageEquivalent: number;
  academicStanding: string;
  /** Letters that occur, from A+ to F, with how many courses earned each. */
  gradeDistribution: { letter: GradeLetter; count: number }[];
}

/** Section 9, highest first: minimum GPA, letter, percentage equivalent. Below 1.0 is F (0%). */
const letterBands: readonly [minimum: number, letter: string, percentage: number][] = [
  [3.85, 'A+', 97],
  [3.7, 'A', 93],
  [3.3, 'A-', 90],
  [3.0, 'B+', 87],
  [2.7, 'B', 83],
  [2.3, 'B-', 80],
  [2.0, 'C+', 77],
  [1.7, 'C', 73],
  [1.3, 'C-', 70],
  [1.0, 'D', 65],
];

/** Section 9, highest first. */
const standings: readonly [minimum: number, standing: string][] = [
  [3.7, 'Summa Cum Laude (Highest Honors)'],
  [3.5, 'Magna Cum Laude (High Honors)'],
  [3.2, 'Cum Laude (Honors)'],
  [3.0, "Dean's List Eligible"],
  [2.5, 'Good Academic Standing'],
  [2.0, 'Academic Warning'],
];

export function letterFor(gpa: number): { letterGrade: string; percentageEquivalent: number } {
  const band = letterBands.find(([minimum]) => gpa >= minimum);
  return band ? { letterGrade: band[1], percentageEquivalent: band[2] } : { letterGrade: 'F', percentageEquivalent: 0 };
}

export function standingFor(gpa: number): string {
  return standings.find(([minimum]) => gpa >= minimum)?.[1] ?? 'Academic Probation';
}

/** Why the GPA leaves a course out, as its row says it ('Not counted: 0 credits'), or null when it counts. */
export function courseNote(course: Course): string | null {
  return courseExclusion(course, courseBounds.creditHours);
}

export function compute({ courses, gradeScale }: Inputs): Result | null {
  const counted = countedCourses(courses, courseBounds.creditHours);
  if (counted.length === 0) return null;
  const totalCredits = counted.reduce((sum, course) => sum + course.creditHours, 0);
  const qualityPoints = counted.reduce((sum, course) => sum + gradePoints(course.grade, gradeScale) * course.creditHours, 0);
  const gpa = roundTo(qualityPoints / totalCredits, 2);
  const gradeDistribution = gradeLetters
    .map((letter) => ({ letter, count: counted.filter((course) => course.grade === letter).length }))
    .filter((entry) => entry.count > 0);
  return {
    gpa,
    totalCredits: roundTo(totalCredits, 10),
    qualityPoints: roundTo(qualityPoints, 10),
    ...letterFor(gpa),
    academicStanding: standingFor(gpa),
    gradeDistribution,
  };
}
