/**
 * Volume and surface area (D11: all five
 * shapes). The spec does not show the formulas; these are the standard ones:
 *
 *   sphere             V = 4/3·πr³          A = 4πr²
 *   cylinder           V = πr²h             A = 2πr(r + h)          (both ends included)
 *   cone               V = 1/3·πr²h         A = πr(r + √(h² + r²))  (the base included)
 *   cube               V = s³               A = 6s²
 *   rectangular prism  V = lwh              A = 2(lw + lh + wh)
 *
 * Results are rounded to 6 decimals (the spec's rule), and to 6 significant digits below 1 (a 1 mm
 * sphere in metres has a volume of 4.18879e-9, not 0).
 */
import { formatNumber } from '../../shared/format/number.ts';
import { roundFigure } from '../../shared/math/round.ts';
import { dimensionBounds, type DimensionName, type Shape } from './inputs.ts';

export type Dimensions = Record<DimensionName, number>;

/** The dimensions each shape needs, in the order the form shows them. */
export const shapeDimensions: Record<Shape, readonly DimensionName[]> = {
  sphere: ['radius'],
  cylinder: ['radius', 'height'],
  cone: ['radius', 'height'],
  cube: ['side'],
  rectangular_prism: ['length', 'width', 'height'],
};

/** The spec: choosing a shape resets the dimensions to these. */
export const shapeDefaults: Record<Shape, Partial<Record<DimensionName, number>>> = {
  sphere: { radius: 5 },
  cylinder: { radius: 3, height: 8 },
  cone: { radius: 4, height: 6 },
  cube: { side: 4 },
  rectangular_prism: { length: 6, width: 4, height: 3 },
};

export const shapeNames: Record<Shape, string> = {
  sphere: 'Sphere',
  cylinder: 'Cylinder',
  cone: 'Cone',
  cube: 'Cube',
  rectangular_prism: 'Rectangular prism',
};

export interface Inputs {
  shape: Shape;
  /** NaN for a dimension that is blank or not a number; only the shape's own dimensions are read. */
  dimensions: Dimensions;
}

export interface Result {
  shape: Shape;
  volume: number;
  surfaceArea: number;
  formula: string;
  steps: string[];
  notes: string[];
}

export interface Problem {
  field: DimensionName;
  message: string;
}

/** The first dimension the shape needs that is missing or not positive. */
export function findProblem({ shape, dimensions }: Inputs): Problem | null {
  for (const field of shapeDimensions[shape]) {
    const value = dimensions[field];
    if (!Number.isFinite(value)) return { field, message: `Enter the ${field}.` };
    if (value <= 0) return { field, message: `The ${field} must be greater than 0.` };
    if (value > dimensionBounds.max) return { field, message: `The ${field} must be at most ${formatNumber(dimensionBounds.max)}.` };
  }
  return null;
}

const show = (value: number) => String(roundFigure(value));

const unitsNote =
  'Volume is in cubic units of the length you entered, area in square units: with centimetres, 1 cm³ = 1 mL; with metres, 1 m³ = 1,000 litres; with feet, 1 ft³ ≈ 7.48 US gallons.';

interface Measured {
  volume: number;
  surfaceArea: number;
  formula: string;
  steps: string[];
  notes: string[];
}

function measure(shape: Shape, { radius: r, height: h, side: s, length: l, width: w }: Dimensions): Measured {
  switch (shape) {
    case 'sphere': {
      const volume = (4 / 3) * Math.PI * r ** 3;
      const surfaceArea = 4 * Math.PI * r ** 2;
      return {
        volume,
        surfaceArea,
        formula: 'V = 4/3 × π × r³;  A = 4 × π × r²',
        steps: [`V = 4/3 × π × ${r}³ = 4/3 × π × ${show(r ** 3)} = ${show(volume)}`, `A = 4 × π × ${r}² = 4 × π × ${show(r ** 2)} = ${show(surfaceArea)}`],
        notes: [
          'Of all shapes with the same surface area, the sphere holds the most volume, which is why tanks, bubbles and droplets tend to be round.',
          `Doubling the radius multiplies the volume by 8 (to ${show(volume * 8)}) and the surface area by 4.`,
        ],
      };
    }
    case 'cylinder': {
      const base = Math.PI * r ** 2;
      const volume = base * h;
      const side = 2 * Math.PI * r * h;
      const surfaceArea = 2 * base + side;
      return {
        volume,
        surfaceArea,
        formula: 'V = π × r² × h;  A = 2 × π × r × (r + h)',
        steps: [
          `Base area = π × ${r}² = ${show(base)}`,
          `V = base area × height = ${show(base)} × ${h} = ${show(volume)}`,
          `A = 2 × π × ${r} × (${r} + ${h}) = ${show(surfaceArea)}`,
        ],
        notes: [
          `The surface area includes both circular ends (${show(base)} each); the curved side alone is 2 × π × r × h = ${show(side)}, the label area of a can.`,
          'Use the inside radius of a tank or pipe for its capacity.',
        ],
      };
    }
    case 'cone': {
      const slant = Math.sqrt(h ** 2 + r ** 2);
      const base = Math.PI * r ** 2;
      const volume = (base * h) / 3;
      const curved = Math.PI * r * slant;
      const surfaceArea = base + curved;
      return {
        volume,
        surfaceArea,
        formula: 'V = 1/3 × π × r² × h;  A = π × r × (r + √(h² + r²))',
        steps: [
          `Slant height l = √(${h}² + ${r}²) = ${show(slant)}`,
          `V = 1/3 × π × ${r}² × ${h} = ${show(volume)}`,
          `A = π × ${r} × (${r} + ${show(slant)}) = ${show(surfaceArea)}`,
        ],
        notes: [
          `The surface area includes the circular base (${show(base)}); the curved surface alone is π × r × l = ${show(curved)}.`,
          'A cone holds exactly one third of the cylinder with the same base and height.',
        ],
      };
    }
    case 'cube': {
      const volume = s ** 3;
      const surfaceArea = 6 * s ** 2;
      return {
        volume,
        surfaceArea,
        formula: 'V = s³;  A = 6 × s²',
        steps: [`V = ${s}³ = ${show(volume)}`, `A = 6 × ${s}² = 6 × ${show(s ** 2)} = ${show(surfaceArea)}`],
        notes: [
          `Doubling the side multiplies the volume by 8 (to ${show(volume * 8)}) and the surface area by 4.`,
          `The space diagonal is s × √3 = ${show(s * Math.sqrt(3))}.`,
        ],
      };
    }
    case 'rectangular_prism': {
      const volume = l * w * h;
      const surfaceArea = 2 * (l * w + l * h + w * h);
      return {
        volume,
        surfaceArea,
        formula: 'V = l × w × h;  A = 2 × (l × w + l × h + w × h)',
        steps: [
          `V = ${l} × ${w} × ${h} = ${show(volume)}`,
          `A = 2 × (${l} × ${w} + ${l} × ${h} + ${w} × ${h}) = 2 × (${show(l * w)} + ${show(l * h)} + ${show(w * h)}) = ${show(surfaceArea)}`,
        ],
        notes: [
          'Boxes, rooms, aquariums and shipping cartons: the volume is their capacity, the surface area the material or paint to cover every face.',
          `The longest rod that fits inside is the space diagonal √(l² + w² + h²) = ${show(Math.sqrt(l ** 2 + w ** 2 + h ** 2))}.`,
        ],
      };
    }
  }
}

export function compute(inputs: Inputs): Result | null {
  if (findProblem(inputs) !== null) return null;
  const measured = measure(inputs.shape, inputs.dimensions);
  return {
    shape: inputs.shape,
    volume: roundFigure(measured.volume),
    surfaceArea: roundFigure(measured.surfaceArea),
    formula: measured.formula,
    steps: measured.steps,
    notes: [...measured.notes, unitsNote],
  };
}
