import * as v from 'valibot';
import { boundedCell, choiceInput, defineInputs, jsonInput, type NumberValue } from '../../shared/frame/inputs.ts';
import { dimensionBounds, shapes, type DimensionName } from './options.ts';

export { dimensionBounds };

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
 * URL inputs (CONVENTIONS section 4): /volume-calculator?shape=cylinder&dimensions={"radius":2,"height":10}
 * A dimension the object lacks takes the shape's default (shapeDefaults), so `?shape=cone` alone
 * opens the cone with radius 4 and height 6.
 */
export const volumeInputs = defineInputs({
  shape: choiceInput(shapes, 'sphere'),
  dimensions: jsonInput(dimensionsSchema, {}),
});
