import * as v from 'valibot';
import { boundedCell, choiceInput, defineInputs, jsonInput, type NumberValue } from '../../shared/frame/inputs.ts';

/** The shapes and the names of their dimensions. */
export const shapes = ['sphere', 'cylinder', 'cone', 'cube', 'rectangular_prism'] as const;
export type Shape = (typeof shapes)[number];

export const dimensionNames = ['radius', 'height', 'side', 'length', 'width'] as const;
export type DimensionName = (typeof dimensionNames)[number];

/** A dimension in any length unit, up to a million: a volume of up to 4.2e18 cubic units stays a number the page can show. */
export const dimensionBounds = { min: 0, max: 1_000_000, reads: 'maths' } as const;

export type DimensionValues = Partial<Record<DimensionName, NumberValue>>;

const dimension = boundedCell(dimensionBounds);

const dimensionsSchema: v.GenericSchema<unknown, DimensionValues> = v.object({
  radius: v.optional(dimension),
  height: v.optional(dimension),
  side: v.optional(dimension),
  length: v.optional(dimension),
  width: v.optional(dimension),
});

/**
 * URL inputs: /volume-calculator?shape=cylinder&dimensions={"radius":2,"height":10}
 * A dimension the object lacks takes the shape's default (shapeDefaults), so `?shape=cone` alone
 * opens the cone with radius 4 and height 6.
 */
export const volumeInputs = defineInputs({
  shape: choiceInput(shapes, 'sphere'),
  dimensions: jsonInput(dimensionsSchema, {}),
});
