import { describe, expect, it } from 'vitest';
import { initialCourses } from './inputs.ts';
import { withLevelWeights } from './WeightedGpaPage.tsx';

describe('changing a course level', () => {
  it("sets the course's weight to the new level's multiplier", () => {
    const next = initialCourses.map((row, index) => (index === 2 ? { ...row, level: 'dual' as const } : row));
    expect(withLevelWeights(initialCourses, next)[2]).toMatchObject({ name: 'Algebra II', level: 'dual', weight: 1.15 });
  });

  it('keeps a weight edited by hand, and every other row, as they are', () => {
    const next = initialCourses.map((row, index) => (index === 1 ? { ...row, weight: 1.3 } : row));
    expect(withLevelWeights(initialCourses, next)).toEqual(next);
  });

  it('leaves a new row as it was added', () => {
    const added = { name: 'Course 5', grade: '' as const, creditHours: 1, level: 'regular' as const, weight: 1 };
    expect(withLevelWeights(initialCourses, [...initialCourses, added])[4]).toEqual(added);
  });
});
