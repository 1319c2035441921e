/**
 * Maths invariants of the weekly workload, over random course plans: the week's hours add up, a
 * less efficient study pace needs proportionally more study time, the recommended load fits the
 * time available, and the semesters left cover the credits left.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, type Inputs } from './compute.ts';
import { studyEfficiencies, type StudyEfficiency } from './inputs.ts';

/** A week of 168 hours less 56 of sleep; 120 credits to graduate at 15 a semester; study time × 1, 1.25, 1.5 by pace. */
const hoursPerWeek = 168;
const sleepHoursPerWeek = 56;
const creditsToGraduate = 120;
const creditsPerSemester = 15;
const efficiencyFactors: Record<StudyEfficiency, number> = { high: 1, medium: 1.25, low: 1.5 };

const course = fc.record({
  name: fc.constant('Course'),
  creditHours: fc.integer({ min: 1, max: 6 }),
  classHours: fc.integer({ min: 1, max: 10 }),
  studyHours: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20 })),
});
const week = fc.record({
  coursesToAdd: fc.array(course, { minLength: 1, maxLength: 6 }),
  currentCredits: fc.integer({ min: 0, max: 150 }),
  maxCreditsPerSemester: fc.integer({ min: 1, max: 24 }),
  workHours: fc.integer({ min: 0, max: 40 }),
  otherCommitments: fc.integer({ min: 0, max: 30 }),
  studyEfficiency: fc.constantFrom(...studyEfficiencies),
});

function resultOf(inputs: Inputs) {
  const result = compute(inputs);
  if (result === null) throw new Error('a plan within the bounds has a workload');
  return result;
}

describe('the weekly workload (properties)', () => {
  it('adds up: class + study = weekly hours, the week less sleep and commitments = time available, available − weekly = free', () => {
    fc.assert(
      fc.property(week, (inputs) => {
        const result = resultOf(inputs);
        expect(result.totalNewCredits).toBe(inputs.coursesToAdd.reduce((sum, item) => sum + item.creditHours, 0));
        expect(result.totalClassTime).toBe(inputs.coursesToAdd.reduce((sum, item) => sum + item.classHours, 0));
        expect(result.totalWeeklyHours).toBeCloseTo(result.totalClassTime + result.totalStudyTime, 9);
        expect(result.timeAvailable).toBe(hoursPerWeek - sleepHoursPerWeek - inputs.workHours - inputs.otherCommitments);
        expect(result.freeTime).toBeCloseTo(result.timeAvailable - result.totalWeeklyHours, 9);
        expect(result.hoursPerCredit * result.totalNewCredits).toBeCloseTo(result.totalWeeklyHours, 9);
        expect(result.courseStudyTime.reduce<number>((sum, hours) => sum + (hours ?? 0), 0)).toBeCloseTo(result.totalStudyTime, 9);
      }),
    );
  });

  it('needs study time in proportion to the pace: a low pace 1.5 times, a medium one 1.25 times, a high one', () => {
    fc.assert(
      fc.property(week, (inputs) => {
        const high = resultOf({ ...inputs, studyEfficiency: 'high' }).totalStudyTime;
        for (const pace of studyEfficiencies)
          expect(resultOf({ ...inputs, studyEfficiency: pace }).totalStudyTime).toBeCloseTo(high * efficiencyFactors[pace], 9);
      }),
    );
  });

  it('recommends a load that fits the time available and the maximum, and never more with more hours at work', () => {
    fc.assert(
      fc.property(week, fc.integer({ min: 0, max: 40 }), (inputs, otherWork) => {
        const result = resultOf(inputs);
        expect(result.recommendedLoad).toBeGreaterThanOrEqual(0);
        expect(result.recommendedLoad).toBeLessThanOrEqual(inputs.maxCreditsPerSemester);
        expect(result.recommendedLoad * result.hoursPerCredit).toBeLessThanOrEqual(Math.max(0, result.timeAvailable) + 1e-9);
        const [less, more] = [inputs.workHours, otherWork].sort((a, b) => a - b) as [number, number];
        expect(resultOf({ ...inputs, workHours: more }).recommendedLoad).toBeLessThanOrEqual(resultOf({ ...inputs, workHours: less }).recommendedLoad);
      }),
    );
  });

  it('leaves as many semesters as the credits still needed take at a full load', () => {
    fc.assert(
      fc.property(week, (inputs) => {
        const { creditsAfter, creditsRemaining, semestersRemaining } = resultOf(inputs).graduationImpact;
        expect(creditsAfter).toBe(inputs.currentCredits + resultOf(inputs).totalNewCredits);
        expect(creditsRemaining).toBe(Math.max(0, creditsToGraduate - creditsAfter));
        expect(semestersRemaining * creditsPerSemester).toBeGreaterThanOrEqual(creditsRemaining);
        expect((semestersRemaining - 1) * creditsPerSemester).toBeLessThan(Math.max(creditsRemaining, 1));
      }),
    );
  });
});
