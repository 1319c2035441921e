import { describe, expect, it } from 'vitest';
import { compute, findProblem, type Inputs } from './compute.ts';

const base: Inputs = { calculationType: 'SSS', side1: 3, side2: 4, side3: 5, angle1: 30, angle2: 60 };

function solve(patch: Partial<Inputs>) {
  const result = compute({ ...base, ...patch });
  if (!result) throw new Error('expected a triangle');
  return result;
}

describe('SSS: three sides', () => {
  it('solves the 3-4-5 right triangle: angles 36.87°, 53.13°, 90°, area 6, perimeter 12', () => {
    const result = solve({});
    expect(result.sides).toEqual({ a: 3, b: 4, c: 5 });
    // tan A = 3/4 → A = 36.8699°; tan B = 4/3 → B = 53.1301°
    expect(result.angles).toEqual({ A: 36.87, B: 53.13, C: 90 });
    expect(result.area).toBe(6);
    expect(result.perimeter).toBe(12);
    expect(result.type).toBe('Scalene');
    expect(result.angleType).toBe('right');
    expect(result.second).toBeNull();
  });

  it('solves an equilateral triangle of side 2: 60° each, area √3 = 1.732051', () => {
    const result = solve({ side1: 2, side2: 2, side3: 2 });
    expect(result.angles).toEqual({ A: 60, B: 60, C: 60 });
    expect(result.area).toBe(1.732051);
    expect(result.type).toBe('Equilateral');
    expect(result.angleType).toBe('acute');
  });

  it('calls 5-5-8 isosceles and obtuse (cos C = (25 + 25 − 64) / 50 < 0)', () => {
    const result = solve({ side1: 5, side2: 5, side3: 8 });
    expect(result.type).toBe('Isosceles');
    expect(result.angleType).toBe('obtuse');
    // C = arccos(−0.28) = 106.26°, A = B = 36.87°; area = ½ × 8 × 3 = 12
    expect(result.angles).toEqual({ A: 36.87, B: 36.87, C: 106.26 });
    expect(result.area).toBe(12);
  });

  it('shows its law-of-cosines steps', () => {
    expect(solve({}).steps[0]).toBe('Law of cosines: A = arccos((b² + c² − a²) / (2bc)) = arccos((4² + 5² − 3²) / (2 × 4 × 5)) = 36.87°');
  });
});

describe('SAS: two sides and the angle between them', () => {
  it('solves a = 5, b = 7, C = 49°: c = 5.298667, A = 45.41°, B = 85.59° (textbook example)', () => {
    const result = solve({ calculationType: 'SAS', side1: 5, side2: 7, angle1: 49 });
    expect(result.sides).toEqual({ a: 5, b: 7, c: 5.298667 });
    expect(result.angles).toEqual({ A: 45.41, B: 85.59, C: 49 });
    // ½ × 5 × 7 × sin 49° = 17.5 × 0.754710 = 13.207418
    expect(result.area).toBe(13.207418);
    expect(result.perimeter).toBe(17.298667);
  });

  it('gives the hypotenuse 5 for legs 3 and 4 at 90°', () => {
    expect(solve({ calculationType: 'SAS', side1: 3, side2: 4, angle1: 90 }).sides.c).toBe(5);
  });
});

describe('ASA: two angles and the side between them', () => {
  it('solves A = 35°, B = 62°, c = 12: C = 83°, a = 6.934607, b = 10.674941', () => {
    const result = solve({ calculationType: 'ASA', angle1: 35, angle2: 62, side1: 12 });
    expect(result.angles).toEqual({ A: 35, B: 62, C: 83 });
    expect(result.sides).toEqual({ a: 6.934607, b: 10.674941, c: 12 });
    expect(result.area).toBe(36.737366);
  });

  it('solves 30°, 60° with hypotenuse 2 into the 1 : √3 : 2 triangle', () => {
    const result = solve({ calculationType: 'ASA', angle1: 30, angle2: 60, side1: 2 });
    expect(result.sides).toEqual({ a: 1, b: 1.732051, c: 2 });
    expect(result.angleType).toBe('right');
  });
});

describe('AAS: two angles and a side opposite one of them', () => {
  it('solves A = 40°, B = 60°, a = 10: C = 80°, b = 13.472964, c = 15.320889 (textbook example)', () => {
    const result = solve({ calculationType: 'AAS', angle1: 40, angle2: 60, side1: 10 });
    expect(result.angles).toEqual({ A: 40, B: 60, C: 80 });
    expect(result.sides).toEqual({ a: 10, b: 13.472964, c: 15.320889 });
    expect(result.perimeter).toBe(38.793852);
  });

  it('recognises an isosceles triangle from two equal angles', () => {
    expect(solve({ calculationType: 'AAS', angle1: 50, angle2: 50, side1: 3 }).type).toBe('Isosceles');
  });
});

describe('SSA: two sides and an angle opposite one of them', () => {
  it('finds two triangles for a = 6, b = 8, A = 30°: B = 41.81° or 138.19°', () => {
    const result = solve({ calculationType: 'SSA', side1: 6, side2: 8, angle1: 30 });
    // sin B = 8 × 0.5 / 6 = 2/3 → B = 41.81° or 180° − 41.81°
    expect(result.angles).toEqual({ A: 30, B: 41.81, C: 108.19 });
    expect(result.sides.c).toBe(11.400339);
    expect(result.second?.angles).toEqual({ A: 30, B: 138.19, C: 11.81 });
    expect(result.second?.sides.c).toBe(2.456067);
    expect(result.second?.area).toBe(4.912135);
  });

  it('finds one triangle when side a is at least side b: a = 10, b = 6, A = 50°', () => {
    const result = solve({ calculationType: 'SSA', side1: 10, side2: 6, angle1: 50 });
    expect(result.angles).toEqual({ A: 50, B: 27.36, C: 102.64 });
    expect(result.sides.c).toBe(12.737848);
    expect(result.second).toBeNull();
  });

  it('finds exactly one right triangle when a = b × sin A: a = 4, b = 8, A = 30°', () => {
    const result = solve({ calculationType: 'SSA', side1: 4, side2: 8, angle1: 30 });
    expect(result.angles).toEqual({ A: 30, B: 90, C: 60 });
    expect(result.second).toBeNull();
    // c = √(64 − 16) = 6.928203
    expect(result.sides.c).toBe(6.928203);
  });

  it('finds two triangles just above that boundary: a = 4.01, b = 8, A = 30°', () => {
    expect(solve({ calculationType: 'SSA', side1: 4.01, side2: 8, angle1: 30 }).second).not.toBeNull();
  });

  it('finds no triangle when side a is too short: a = 3.99, b = 8, A = 30°', () => {
    const inputs: Inputs = { ...base, calculationType: 'SSA', side1: 3.99, side2: 8, angle1: 30 };
    expect(compute(inputs)).toBeNull();
    expect(findProblem(inputs)?.message).toBe(
      'No triangle has these values: side a (3.99) is too short to reach from the end of side b to the third side; it must be at least b × sin A = 4.',
    );
  });

  it('finds no triangle for an obtuse A opposite the shorter side: a = 5, b = 7, A = 120°', () => {
    const inputs: Inputs = { ...base, calculationType: 'SSA', side1: 5, side2: 7, angle1: 120 };
    expect(compute(inputs)).toBeNull();
    expect(findProblem(inputs)?.field).toBe('side1');
  });

  it('finds one triangle for an obtuse A opposite the longer side: a = 7, b = 5, A = 120°', () => {
    const result = solve({ calculationType: 'SSA', side1: 7, side2: 5, angle1: 120 });
    // sin B = 5 × 0.866025 / 7 → B = 38.21°, C = 21.79°, c = 7 sin C / sin A = 3
    expect(result.angles).toEqual({ A: 120, B: 38.21, C: 21.79 });
    expect(result.sides.c).toBe(3);
    expect(result.second).toBeNull();
  });
});

describe('impossible and incomplete input', () => {
  it('refuses sides that break the triangle inequality, including the degenerate 1-2-3', () => {
    expect(compute({ ...base, side1: 1, side2: 2, side3: 3 })).toBeNull();
    expect(findProblem({ ...base, side1: 1, side2: 2, side3: 3 })?.message).toBe(
      'These sides make no triangle: the longest side (3) must be shorter than the other two together (3).',
    );
    expect(compute({ ...base, side1: 1, side2: 2, side3: 2.999 })).not.toBeNull();
  });

  it('refuses two angles that add up to 180° or more, and accepts 179.99°', () => {
    expect(findProblem({ ...base, calculationType: 'ASA', angle1: 90, angle2: 90, side1: 1 })?.field).toBe('angle2');
    expect(compute({ ...base, calculationType: 'AAS', angle1: 100, angle2: 85, side1: 1 })).toBeNull();
    expect(compute({ ...base, calculationType: 'AAS', angle1: 100, angle2: 79.99, side1: 1 })).not.toBeNull();
  });

  it('refuses zero and negative values with a message naming the field', () => {
    expect(findProblem({ ...base, side2: 0 })).toEqual({ field: 'side2', message: 'Side b must be greater than 0.' });
    expect(findProblem({ ...base, calculationType: 'SAS', angle1: -5 })).toEqual({ field: 'angle1', message: 'Angle C must be greater than 0.' });
  });

  it('refuses an angle of 180° or more', () => {
    expect(findProblem({ ...base, calculationType: 'SAS', angle1: 180 })).toEqual({ field: 'angle1', message: 'Angle C must be less than 180°.' });
  });

  it('asks for a missing value', () => {
    expect(findProblem({ ...base, side3: Number.NaN })).toEqual({ field: 'side3', message: 'Enter side c.' });
  });

  it('ignores the values a case does not use: SAS needs no side c', () => {
    expect(compute({ ...base, calculationType: 'SAS', side3: Number.NaN, angle1: 90 })?.sides.c).toBe(5);
  });
});

describe('plausible extremes', () => {
  it('solves a nearly flat triangle: SAS 1, 1 and 179° has c = 1.999924, area 0.008726', () => {
    // mpmath: √(2 − 2 cos 179°) = 1.99992384612834; ½ sin 179° = 0.00872620321864
    expect(solve({ calculationType: 'SAS', side1: 1, side2: 1, angle1: 179 })).toMatchObject({ sides: { c: 1.999924 }, area: 0.008726 });
  });

  it('solves the largest sides allowed: an equilateral triangle of side a billion has area 433,012,701,892,219,323', () => {
    // mpmath: √3 / 4 × 10^18 = 4.330127018922193e17
    const result = solve({ side1: 1e9, side2: 1e9, side3: 1e9 });
    expect(result.area).toBeCloseTo(4.330127018922193e17, -3);
    expect(result.type).toBe('Equilateral');
  });
});
