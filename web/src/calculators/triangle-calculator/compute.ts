/**
 * Triangle solver (D12: all five cases fully
 * solved, SSA shows both triangles when ambiguous, impossible input says so).
 *
 * Sides a, b, c lie opposite angles A, B, C. What each case reads from the inputs (the spec names
 * the fields side1, side2, side3, angle1, angle2 but not their roles, so we fix them here):
 *
 *   SSS  side1 = a, side2 = b, side3 = c
 *   SAS  side1 = a, side2 = b, angle1 = C (the angle between a and b)
 *   ASA  angle1 = A, angle2 = B, side1 = c (the side between A and B)
 *   AAS  angle1 = A, angle2 = B, side1 = a (the side opposite A)
 *   SSA  side1 = a, side2 = b, angle1 = A (the angle opposite a): 0, 1 or 2 triangles
 *
 * Unknown angles come from the law of cosines wherever all three sides are known (no sine
 * ambiguity), unknown sides from the law of cosines (SAS) or the law of sines (ASA, AAS, SSA).
 * Sides, area and perimeter are rounded to 6 decimals, angles to 2.
 */
import { formatNumber } from '../../shared/format/number.ts';
import { roundTo } from '../../shared/math/round.ts';
import { side, type CalculationType } from './inputs.ts';

/**
 * The smallest side and angle solved: below them squares underflow and sines vanish, and the
 * other sides would come out as 0 ÷ 0 or Infinity (a side of 1e9 opposite an angle of 1e-6° is
 * already 5.7e16 long).
 */
export const smallestSide = 1e-6;
export const smallestAngle = 1e-6;

export interface Inputs {
  calculationType: CalculationType;
  side1: number;
  side2: number;
  side3: number;
  /** Degrees. */
  angle1: number;
  /** Degrees. */
  angle2: number;
}

export type InputName = 'side1' | 'side2' | 'side3' | 'angle1' | 'angle2';

/** The given values each case reads, in the order the form shows them. */
export const givenInputs: Record<CalculationType, readonly InputName[]> = {
  SSS: ['side1', 'side2', 'side3'],
  SAS: ['side1', 'side2', 'angle1'],
  ASA: ['angle1', 'angle2', 'side1'],
  AAS: ['angle1', 'angle2', 'side1'],
  SSA: ['side1', 'side2', 'angle1'],
};

export type SideType = 'Equilateral' | 'Isosceles' | 'Scalene';
export type AngleType = 'right' | 'acute' | 'obtuse';

export interface Triangle {
  sides: { a: number; b: number; c: number };
  /** Degrees, 2 decimals. */
  angles: { A: number; B: number; C: number };
  area: number;
  perimeter: number;
  type: SideType;
  /** Extra information beside the spec's type. */
  angleType: AngleType;
  steps: string[];
}

export interface Result extends Triangle {
  /** SSA's second triangle when the data fit two (the ambiguous case), otherwise null. */
  second: Triangle | null;
}

/** Why the given values make no triangle, and which field to show the message beside. */
export interface Problem {
  field: InputName | null;
  message: string;
}

const degree = Math.PI / 180;
/** Relative tolerance for equal sides, a right angle and SSA's single-solution boundary. */
const tolerance = 1e-9;

function sin(degrees: number): number {
  return Math.sin(degrees * degree);
}

function cos(degrees: number): number {
  return Math.cos(degrees * degree);
}

function clampedAcos(value: number): number {
  return Math.acos(Math.min(1, Math.max(-1, value))) / degree;
}

/** The angle opposite side `opposite`, from the law of cosines. */
function angleFromSides(opposite: number, adjacent1: number, adjacent2: number): number {
  return clampedAcos((adjacent1 * adjacent1 + adjacent2 * adjacent2 - opposite * opposite) / (2 * adjacent1 * adjacent2));
}

function nearlyEqual(x: number, y: number): boolean {
  return Math.abs(x - y) <= tolerance * Math.max(Math.abs(x), Math.abs(y));
}

function show(value: number): string {
  return String(roundTo(value, 6));
}

function showAngle(value: number): string {
  return `${roundTo(value, 2)}°`;
}

const labels: Record<CalculationType, Record<InputName, string>> = {
  SSS: { side1: 'Side a', side2: 'Side b', side3: 'Side c', angle1: '', angle2: '' },
  SAS: { side1: 'Side a', side2: 'Side b', side3: '', angle1: 'Angle C', angle2: '' },
  ASA: { side1: 'Side c', side2: '', side3: '', angle1: 'Angle A', angle2: 'Angle B' },
  AAS: { side1: 'Side a', side2: '', side3: '', angle1: 'Angle A', angle2: 'Angle B' },
  SSA: { side1: 'Side a', side2: 'Side b', side3: '', angle1: 'Angle A', angle2: '' },
};

/** The first reason the given values make no triangle, or null when they make at least one. */
export function findProblem(inputs: Inputs): Problem | null {
  const type = inputs.calculationType;
  for (const name of givenInputs[type]) {
    const value = inputs[name];
    const label = labels[type][name];
    if (!Number.isFinite(value)) return { field: name, message: `Enter ${label.toLowerCase()}.` };
    if (value <= 0) return { field: name, message: `${label} must be greater than 0.` };
    const isAngle = name.startsWith('angle');
    if (!isAngle && value > side.max) return { field: name, message: `${label} must be at most ${formatNumber(side.max)}.` };
    if (!isAngle && value < smallestSide) return { field: name, message: `${label} must be at least ${formatNumber(smallestSide, 6)}.` };
    if (isAngle && value < smallestAngle) return { field: name, message: `${label} must be at least ${formatNumber(smallestAngle, 6)}°.` };
    if (name.startsWith('angle') && value >= 180) return { field: name, message: `${label} must be less than 180°.` };
  }
  if (type === 'SSS') {
    const { side1: a, side2: b, side3: c } = inputs;
    const longest = Math.max(a, b, c);
    if (longest >= a + b + c - longest) {
      return {
        field: null,
        message: `These sides make no triangle: the longest side (${longest}) must be shorter than the other two together (${roundTo(a + b + c - longest, 10)}).`,
      };
    }
  }
  if ((type === 'ASA' || type === 'AAS') && inputs.angle1 + inputs.angle2 >= 180) {
    return {
      field: 'angle2',
      message: `Angles A and B add up to ${roundTo(inputs.angle1 + inputs.angle2, 10)}°: they must add up to less than 180°, leaving room for angle C.`,
    };
  }
  if (type === 'SSA') {
    const { side1: a, side2: b, angle1: A } = inputs;
    const height = b * sin(A);
    if (A >= 90 && a <= b) {
      return {
        field: 'side1',
        message: `No triangle has these values: with angle A of ${A}° (not acute), side a must be longer than side b (${b}).`,
      };
    }
    if (A < 90 && a < height && !nearlyEqual(a, height)) {
      return {
        field: 'side1',
        message: `No triangle has these values: side a (${a}) is too short to reach from the end of side b to the third side; it must be at least b × sin A = ${show(height)}.`,
      };
    }
  }
  return null;
}

/** Completes a triangle from its three sides and two of its angles (the third is 180° minus them). */
function finish(a: number, b: number, c: number, A: number, B: number, steps: string[]): Triangle {
  const C = 180 - A - B;
  // Area = ½ab·sin C; the sides and angles are consistent, so any pair gives the same value.
  const area = 0.5 * a * b * sin(C);
  const perimeter = a + b + c;
  const type: SideType =
    nearlyEqual(a, b) && nearlyEqual(b, c) ? 'Equilateral' : nearlyEqual(a, b) || nearlyEqual(b, c) || nearlyEqual(a, c) ? 'Isosceles' : 'Scalene';
  const largest = Math.max(A, B, C);
  const angleType: AngleType = Math.abs(largest - 90) <= 1e-7 ? 'right' : largest > 90 ? 'obtuse' : 'acute';
  return {
    sides: { a: roundTo(a, 6), b: roundTo(b, 6), c: roundTo(c, 6) },
    angles: { A: roundTo(A, 2), B: roundTo(B, 2), C: roundTo(C, 2) },
    area: roundTo(area, 6),
    perimeter: roundTo(perimeter, 6),
    type,
    angleType,
    steps: [
      ...steps,
      `Area = ½ × a × b × sin C = ½ × ${show(a)} × ${show(b)} × sin ${showAngle(C)} = ${show(area)}`,
      `Perimeter = a + b + c = ${show(a)} + ${show(b)} + ${show(c)} = ${show(perimeter)}`,
    ],
  };
}

function solveSSS(a: number, b: number, c: number): Triangle {
  const A = angleFromSides(a, b, c);
  const B = angleFromSides(b, a, c);
  return finish(a, b, c, A, B, [
    `Law of cosines: A = arccos((b² + c² − a²) / (2bc)) = arccos((${b}² + ${c}² − ${a}²) / (2 × ${b} × ${c})) = ${showAngle(A)}`,
    `Law of cosines: B = arccos((a² + c² − b²) / (2ac)) = arccos((${a}² + ${c}² − ${b}²) / (2 × ${a} × ${c})) = ${showAngle(B)}`,
    `Angle sum: C = 180° − A − B = ${showAngle(180 - A - B)}`,
  ]);
}

function solveSAS(a: number, b: number, C: number): Triangle {
  const c = Math.sqrt(Math.max(0, a * a + b * b - 2 * a * b * cos(C)));
  const A = angleFromSides(a, b, c);
  return finish(a, b, c, A, 180 - A - C, [
    `Law of cosines: c = √(a² + b² − 2ab·cos C) = √(${a}² + ${b}² − 2 × ${a} × ${b} × cos ${C}°) = ${show(c)}`,
    `Law of cosines: A = arccos((b² + c² − a²) / (2bc)) = ${showAngle(A)}`,
    `Angle sum: B = 180° − A − C = ${showAngle(180 - A - C)}`,
  ]);
}

function solveASA(A: number, B: number, c: number): Triangle {
  const C = 180 - A - B;
  const a = (c * sin(A)) / sin(C);
  const b = (c * sin(B)) / sin(C);
  return finish(a, b, c, A, B, [
    `Angle sum: C = 180° − A − B = 180° − ${A}° − ${B}° = ${showAngle(C)}`,
    `Law of sines: a = c × sin A / sin C = ${c} × sin ${A}° / sin ${showAngle(C)} = ${show(a)}`,
    `Law of sines: b = c × sin B / sin C = ${c} × sin ${B}° / sin ${showAngle(C)} = ${show(b)}`,
  ]);
}

function solveAAS(A: number, B: number, a: number): Triangle {
  const C = 180 - A - B;
  const b = (a * sin(B)) / sin(A);
  const c = (a * sin(C)) / sin(A);
  return finish(a, b, c, A, B, [
    `Angle sum: C = 180° − A − B = 180° − ${A}° − ${B}° = ${showAngle(C)}`,
    `Law of sines: b = a × sin B / sin A = ${a} × sin ${B}° / sin ${A}° = ${show(b)}`,
    `Law of sines: c = a × sin C / sin A = ${a} × sin ${showAngle(C)} / sin ${A}° = ${show(c)}`,
  ]);
}

/** SSA from an already chosen angle B (acute or its obtuse supplement). */
function solveSSAWith(a: number, b: number, A: number, B: number, opening: string[]): Triangle {
  const C = 180 - A - B;
  const c = (a * sin(C)) / sin(A);
  return finish(a, b, c, A, B, [
    ...opening,
    `Angle sum: C = 180° − A − B = ${showAngle(C)}`,
    `Law of sines: c = a × sin C / sin A = ${a} × sin ${showAngle(C)} / sin ${A}° = ${show(c)}`,
  ]);
}

function solveSSA(a: number, b: number, A: number): Result {
  const height = b * sin(A);
  const sinB = Math.min(1, (b * sin(A)) / a);
  const intro = `Law of sines: sin B = b × sin A / a = ${b} × sin ${A}° / ${a} = ${roundTo(sinB, 6)}`;
  if (A < 90 && nearlyEqual(a, height)) {
    return { ...solveSSAWith(a, b, A, 90, [intro, 'sin B = 1, so B = 90°: exactly one (right) triangle']), second: null };
  }
  const acuteB = Math.asin(sinB) / degree;
  if (A < 90 && a < b) {
    const first = solveSSAWith(a, b, A, acuteB, [
      intro,
      `Side a is shorter than side b but longer than b × sin A = ${show(height)}, so two triangles fit (the ambiguous case)`,
      `First triangle: B = arcsin(${roundTo(sinB, 6)}) = ${showAngle(acuteB)}`,
    ]);
    const second = solveSSAWith(a, b, A, 180 - acuteB, [intro, `Second triangle: B = 180° − ${showAngle(acuteB)} = ${showAngle(180 - acuteB)}`]);
    return { ...first, second };
  }
  return {
    ...solveSSAWith(a, b, A, acuteB, [
      intro,
      `Side a is at least as long as side b, so B is acute and only one triangle fits: B = arcsin(${roundTo(sinB, 6)}) = ${showAngle(acuteB)}`,
    ]),
    second: null,
  };
}

export function compute(inputs: Inputs): Result | null {
  if (findProblem(inputs) !== null) return null;
  const { side1, side2, side3, angle1, angle2 } = inputs;
  switch (inputs.calculationType) {
    case 'SSS':
      return { ...solveSSS(side1, side2, side3), second: null };
    case 'SAS':
      return { ...solveSAS(side1, side2, angle1), second: null };
    case 'ASA':
      return { ...solveASA(angle1, angle2, side1), second: null };
    case 'AAS':
      return { ...solveAAS(angle1, angle2, side1), second: null };
    case 'SSA':
      return solveSSA(side1, side2, angle1);
  }
}
