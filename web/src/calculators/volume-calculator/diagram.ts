/**
 * The proportions a solid is drawn in: its real proportions where they fit the drawing,
 * held within limits where they do not (a needle-thin cylinder is still drawn as a cylinder). The
 * labels always carry the visitor's values, so the drawing stays true where it is squeezed.
 */
import type { Dimensions } from './compute.ts';
import type { Shape } from './inputs.ts';

/** Width and height of the drawn solid's front, as shares of the drawing's largest extent. */
export interface SolidProportions {
  width: number;
  height: number;
  /** The depth drawn (oblique) for a box, as a share of its width; 0 for the round solids. */
  depth: number;
}

const smallest = 0.3;

/** a : b as two shares, the larger 1, the smaller at least `smallest`. */
function shares(a: number, b: number): [number, number] {
  if (!(a > 0) || !(b > 0)) return [1, 1];
  const larger = Math.max(a, b);
  return [Math.max(smallest, a / larger), Math.max(smallest, b / larger)];
}

export function solidProportions(shape: Shape, dimensions: Dimensions): SolidProportions {
  switch (shape) {
    case 'sphere':
    case 'cube':
      return { width: 1, height: 1, depth: shape === 'cube' ? 0.45 : 0 };
    case 'cylinder':
    case 'cone': {
      const [width, height] = shares(2 * dimensions.radius, dimensions.height);
      return { width, height, depth: 0 };
    }
    case 'rectangular_prism': {
      const [width, height] = shares(dimensions.length, dimensions.height);
      const [, depthShare] = shares(dimensions.length, dimensions.width);
      return { width, height, depth: 0.45 * depthShare };
    }
  }
}
