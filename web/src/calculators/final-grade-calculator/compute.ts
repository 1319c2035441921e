/**
 * The score needed on the final exam (the spec's "Final grade").
 *
 *   earned          = Σ grade × weight / 100, over components with a grade above 0
 *   used weight     = Σ weight of those components
 *   final weight    = min(final exam weight, 100 − used weight)
 *   required        = max(0, (desired − earned) / final weight × 100)
 *
 * A component not yet earned, or with a cell that is not a number within its bounds, says so on its
 * row (`componentNote`); the others still count.
 *
 * Where we decided what the spec leaves open:
 * - "Used weight" is the weight of the components already earned (grade above 0): a component not
 *   yet graded has used none of the course yet.
 * - The current grade is the weighted average of the earned components; null when none is earned.
 * - Results are rounded to 2 decimals and the advice band is judged on the rounded value, so the
 *   figure shown and its advice never disagree.
 * - No result when the final exam has no weight left to carry (final weight 0 or less).
 * - The recommendation texts, except the impossible one the spec gives, are ours.
 */
import { formatPercent } from '../../shared/format/number.ts';
import { roundTo } from '../../shared/math/round.ts';
import { withinBounds, type NumberBounds } from '../../shared/math/bounds.ts';
import { allWithinBounds } from '../../shared/math/allWithinBounds.ts';
import { componentGradeBounds, finalExamWeightBounds, percent } from './inputs.ts';

/** Each cell is null while blank, and NaN when it holds text that is not a number within its bounds. */
export interface Component {
  name: string;
  weight: number | null;
  currentGrade: number | null;
}

export interface Inputs {
  components: readonly Component[];
  desiredGrade: number;
  finalExamWeight: number;
}

export type Advice = 'achieved' | 'easy' | 'moderate' | 'significant' | 'near-perfect' | 'impossible';

export interface Result {
  requiredFinalGrade: number;
  /** Weighted average of the earned components, or null while none has a grade. */
  currentGrade: number | null;
  isAchievable: boolean;
  advice: Advice;
  recommendation: string;
  /** The weight the final exam carries after the cap. */
  effectiveFinalWeight: number;
  /** The course grade a perfect 100 on the final would give. */
  bestPossibleGrade: number;
}

export const impossibleRecommendation = 'Unfortunately, this goal is mathematically impossible.';

const recommendations: Record<Exclude<Advice, 'impossible'>, string> = {
  achieved:
    'You have already secured your goal: even without scoring on the final you stay at or above your target. Keep preparing so your grade only goes up.',
  easy: 'Very achievable. Steady review of your notes and past work should get you there comfortably.',
  moderate: 'Achievable with consistent preparation. Plan regular study sessions over the weeks before the exam and practise with past papers.',
  significant: 'This will take a strong performance. Start reviewing early, focus on your weakest topics and ask your teacher for practice material.',
  'near-perfect':
    'You need a near-perfect score, which leaves very little room for error. Ask your teacher about extra help or extra credit, and consider a back-up goal.',
};

export function adviceFor(required: number): Advice {
  if (required <= 0) return 'achieved';
  if (required <= 60) return 'easy';
  if (required <= 80) return 'moderate';
  if (required <= 95) return 'significant';
  if (required <= 100) return 'near-perfect';
  return 'impossible';
}

const isInvalid = (value: number, bounds: NumberBounds) => !Number.isFinite(value) || !withinBounds(value, bounds);

/**
 * Why the final grade leaves a component out, as its row says it, or null when it counts: a grade
 * that is blank, 0 or less means not yet earned (spec); a cell that is not a number counts for nothing.
 */
export function componentNote({ weight, currentGrade }: Component): string | null {
  if (currentGrade !== null && isInvalid(currentGrade, componentGradeBounds)) return 'Not counted: invalid grade';
  if (currentGrade === null || currentGrade <= 0) return 'Not counted yet: not graded';
  if (weight === null) return 'Not counted: no weight';
  if (isInvalid(weight, percent)) return 'Not counted: invalid weight';
  return null;
}

type Earned = Component & { weight: number; currentGrade: number };

const earnedComponentsOf = (components: readonly Component[]) => components.filter((component): component is Earned => componentNote(component) === null);

/** The weight of the components already earned: what the final exam's weight is capped by (100 − it). */
export function usedWeightOf(components: readonly Component[]): number {
  return earnedComponentsOf(components).reduce((sum, component) => sum + component.weight, 0);
}

export function compute({ components, desiredGrade, finalExamWeight }: Inputs): Result | null {
  if (!allWithinBounds({ desiredGrade, finalExamWeight }, { desiredGrade: percent, finalExamWeight: finalExamWeightBounds })) return null;
  const earnedComponents = earnedComponentsOf(components);
  const earned = earnedComponents.reduce((sum, component) => sum + (component.currentGrade * component.weight) / 100, 0);
  const usedWeight = usedWeightOf(components);
  const effectiveFinalWeight = Math.min(finalExamWeight, 100 - usedWeight);
  if (!(effectiveFinalWeight > 0)) return null;

  const requiredFinalGrade = roundTo(Math.max(0, ((desiredGrade - earned) / effectiveFinalWeight) * 100), 2);
  const advice = adviceFor(requiredFinalGrade);
  return {
    requiredFinalGrade,
    currentGrade: usedWeight > 0 ? roundTo((earned / usedWeight) * 100, 2) : null,
    isAchievable: advice !== 'impossible',
    advice,
    recommendation: advice === 'impossible' ? impossibleRecommendation : recommendations[advice],
    effectiveFinalWeight: roundTo(effectiveFinalWeight, 10),
    bestPossibleGrade: roundTo(earned + effectiveFinalWeight, 2),
  };
}

/**
 * What to say when the weights (every component's, graded or not, and the final exam's) do not make
 * a whole course: the required grade then treats the missing share as scoring 0, or some weight as
 * counting twice, which a visitor should know before believing a figure such as 131%.
 */
export function weightsNote(components: readonly Pick<Component, 'weight'>[], finalExamWeight: number): string | null {
  const componentWeight = components.reduce((sum, row) => (row.weight !== null && Number.isFinite(row.weight) ? sum + row.weight : sum), 0);
  const total = componentWeight + finalExamWeight;
  // Weights are written to at most a few decimals: a difference below this is the sum's rounding.
  if (Math.abs(total - 100) < 1e-9) return null;
  const sum = `Your weights add up to ${formatPercent(total)} (components ${formatPercent(componentWeight)} + final exam ${formatPercent(finalExamWeight)}), not 100%.`;
  return total < 100
    ? `${sum} The required grade counts the missing ${formatPercent(100 - total)} as 0: check the weights in your syllabus.`
    : `${sum} That is more than a whole course: check the weights in your syllabus.`;
}
