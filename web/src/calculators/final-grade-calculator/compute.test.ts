import { describe, expect, it } from 'vitest';
import { adviceFor, componentNote, compute, impossibleRecommendation, weightsNote, type Component } from './compute.ts';

const row = (name: string, weight: number | null, currentGrade: number | null): Component => ({ name, weight, currentGrade });
const specDefaults = [row('Homework', 20, 0), row('Quizzes', 15, 0), row('Midterm', 25, 0)];

describe('required final exam grade', () => {
  it('needs 84.38% on a 40% final to reach 85% after 90, 80 and 85 on components weighing 20, 15 and 25', () => {
    // earned = 90×0.20 + 80×0.15 + 85×0.25 = 18 + 12 + 21.25 = 51.25 of 60 used
    // required = (85 − 51.25) / 40 × 100 = 84.375 → 84.38
    const result = compute({ components: [row('Homework', 20, 90), row('Quizzes', 15, 80), row('Midterm', 25, 85)], desiredGrade: 85, finalExamWeight: 40 });
    expect(result).toMatchObject({
      requiredFinalGrade: 84.38,
      currentGrade: 85.42, // 51.25 / 60 × 100 = 85.4166…
      isAchievable: true,
      advice: 'significant',
      effectiveFinalWeight: 40,
      bestPossibleGrade: 91.25, // 51.25 + 40
    });
  });

  it('finds the spec defaults (nothing graded yet, 85% goal, 40% final) impossible: 212.5%', () => {
    // 85 / 40 × 100 = 212.5
    const result = compute({ components: specDefaults, desiredGrade: 85, finalExamWeight: 40 });
    expect(result).toMatchObject({ requiredFinalGrade: 212.5, currentGrade: null, isAchievable: false, advice: 'impossible', bestPossibleGrade: 40 });
    expect(result?.recommendation).toBe('Unfortunately, this goal is mathematically impossible.');
  });

  it('treats components with a grade of 0 or less as not yet earned: they use no weight', () => {
    // Only Homework counts: earned 18, used 20; remaining 80 so the 40% final is not capped.
    // required = (85 − 18) / 40 × 100 = 167.5
    const result = compute({ components: [row('Homework', 20, 90), row('Quizzes', 15, 0), row('Midterm', 25, -5)], desiredGrade: 85, finalExamWeight: 40 });
    expect(result).toMatchObject({ requiredFinalGrade: 167.5, currentGrade: 90, effectiveFinalWeight: 40 });
  });

  it('ignores a component whose grade or weight is blank or not a number, and says why on each', () => {
    const components = [
      row('Homework', 20, 90),
      row('Quiz', null, 70),
      row('Lab', 10, null),
      row('Essay', Number.NaN, 70),
      row('Project', 10, Number.NaN),
      row('Midterm', 25, 0),
    ];
    const result = compute({ components, desiredGrade: 85, finalExamWeight: 40 });
    expect(result).toMatchObject({ requiredFinalGrade: 167.5, currentGrade: 90 });
    expect(components.map(componentNote)).toEqual([
      null,
      'Not counted: no weight',
      'Not counted yet: not graded',
      'Not counted: invalid weight',
      'Not counted: invalid grade',
      'Not counted yet: not graded',
    ]);
  });

  it('counts extra credit past 100%: 105% on homework (20%) and 95% on the midterm (40%) need 90% on a 40% final for 95%', () => {
    // earned = 105 × 0.2 + 95 × 0.4 = 21 + 38 = 59; required = (95 − 59) / 40 × 100 = 90
    const result = compute({ components: [row('Homework', 20, 105), row('Midterm', 40, 95)], desiredGrade: 95, finalExamWeight: 40 });
    expect(result).toMatchObject({ requiredFinalGrade: 90, currentGrade: 98.33 });
  });

  it('caps the final exam weight at the remaining weight, 100 − used weight', () => {
    // used 70 → remaining 30 < 40; earned 56; required = (80 − 56) / 30 × 100 = 80
    const result = compute({ components: [row('Coursework', 70, 80)], desiredGrade: 80, finalExamWeight: 40 });
    expect(result).toMatchObject({ requiredFinalGrade: 80, effectiveFinalWeight: 30, advice: 'moderate', bestPossibleGrade: 86 });
  });

  it('keeps a final exam weight below the remaining weight as entered', () => {
    // used 50, remaining 50 > 30; earned 35; required = (70 − 35) / 30 × 100 = 116.666… → 116.67
    const result = compute({ components: [row('Coursework', 50, 70)], desiredGrade: 70, finalExamWeight: 30 });
    expect(result).toMatchObject({ requiredFinalGrade: 116.67, effectiveFinalWeight: 30, isAchievable: false });
  });

  it('floors the requirement at 0 when the goal is already secured', () => {
    // earned 60 ≥ 50: (50 − 60) / 40 × 100 = −25 → 0
    const result = compute({ components: [row('Coursework', 60, 100)], desiredGrade: 50, finalExamWeight: 40 });
    expect(result).toMatchObject({ requiredFinalGrade: 0, advice: 'achieved', isAchievable: true });
    expect(result?.recommendation).toMatch(/already secured your goal/);
  });

  it('has no result when the final exam has no weight left to carry', () => {
    expect(compute({ components: specDefaults, desiredGrade: 85, finalExamWeight: 0 })).toBeNull();
    expect(compute({ components: [row('All coursework', 100, 90)], desiredGrade: 85, finalExamWeight: 40 })).toBeNull();
  });

  it('has no result while the goal or the final weight is not a number', () => {
    expect(compute({ components: specDefaults, desiredGrade: Number.NaN, finalExamWeight: 40 })).toBeNull();
    expect(compute({ components: specDefaults, desiredGrade: 85, finalExamWeight: Number.NaN })).toBeNull();
  });
});

describe('advice bands', () => {
  it.each([
    [0, 'achieved'],
    [0.01, 'easy'],
    [60, 'easy'],
    [60.01, 'moderate'],
    [80, 'moderate'],
    [80.01, 'significant'],
    [95, 'significant'],
    [95.01, 'near-perfect'],
    [100, 'near-perfect'],
    [100.01, 'impossible'],
  ] as const)('reads a requirement of %s%% as %s', (required, advice) => {
    expect(adviceFor(required)).toBe(advice);
  });

  // With nothing earned and a 50% final, required = 2 × desired.
  const needing = (desiredGrade: number) => compute({ components: [row('Homework', 20, 0)], desiredGrade, finalExamWeight: 50 });

  it('gives each band its own recommendation, and the spec text only when impossible', () => {
    const texts = [0, 30, 40, 47.5, 50, 50.005].map((desired) => needing(desired)?.recommendation);
    expect(new Set(texts).size).toBe(6);
    expect(texts.slice(0, 5)).not.toContain(impossibleRecommendation);
    expect(texts[5]).toBe(impossibleRecommendation);
  });

  it('is achievable at exactly 100% and not at 100.01%', () => {
    expect(needing(50)).toMatchObject({ requiredFinalGrade: 100, isAchievable: true, advice: 'near-perfect' });
    expect(needing(50.005)).toMatchObject({ requiredFinalGrade: 100.01, isAchievable: false, advice: 'impossible' });
  });

  it('moves from easy to moderate between 60% and 60.01%', () => {
    expect(needing(30)).toMatchObject({ requiredFinalGrade: 60, advice: 'easy' });
    expect(needing(30.005)).toMatchObject({ requiredFinalGrade: 60.01, advice: 'moderate' });
  });
});

describe('the weights note', () => {
  it('says nothing when every weight, graded or not, and the final exam make 100%', () => {
    expect(weightsNote([{ weight: 30 }, { weight: 29.9 }, { weight: 0.1 }], 40)).toBeNull();
  });

  it('names the missing share, counting a blank weight as none', () => {
    expect(weightsNote([{ weight: 20 }, { weight: 15 }, { weight: null }], 40)).toBe(
      'Your weights add up to 75% (components 35% + final exam 40%), not 100%. The required grade counts the missing 25% as 0: check the weights in your syllabus.',
    );
  });

  it('says when the weights are more than a whole course', () => {
    expect(weightsNote([{ weight: 70 }], 40.5)).toBe(
      'Your weights add up to 110.5% (components 70% + final exam 40.5%), not 100%. That is more than a whole course: check the weights in your syllabus.',
    );
  });
});
