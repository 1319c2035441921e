/**
 * Maths invariants of volume and surface area, over random dimensions: scaling every length by k
 * scales the volume by k³ and the area by k²; a cone holds a third of its cylinder; a cube is a
 * prism with equal sides; a sphere's volume is its area × r / 3.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, type Dimensions } from './compute.ts';
import { shapes, type Shape } from './inputs.ts';

const length = fc.double({ min: 0.1, max: 100, noNaN: true });
const dimensions = fc.record<Dimensions>({ radius: length, height: length, side: length, length, width: length });

function measured(shape: Shape, given: Dimensions) {
  const result = compute({ shape, dimensions: given });
  if (result === null) throw new Error('dimensions within the bounds have a volume');
  return result;
}

/** Equal up to the 6 decimals a result is rounded to, and float noise relative to its size. */
function expectClose(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-6 * 2 + 1e-12 * Math.abs(expected));
}

describe('volume and surface area (properties)', () => {
  it('scale by k³ and k² when every length is scaled by k', () => {
    fc.assert(
      fc.property(fc.constantFrom(...shapes), dimensions, fc.integer({ min: 2, max: 10 }), (shape, given, k) => {
        const scaled = Object.fromEntries(Object.entries(given).map(([name, value]) => [name, value * k])) as Dimensions;
        const small = measured(shape, given);
        const large = measured(shape, scaled);
        expect(Math.abs(large.volume - k ** 3 * small.volume)).toBeLessThanOrEqual(k ** 3 * 0.5e-6 + 0.5e-6 + 1e-12 * large.volume);
        expect(Math.abs(large.surfaceArea - k ** 2 * small.surfaceArea)).toBeLessThanOrEqual(k ** 2 * 0.5e-6 + 0.5e-6 + 1e-12 * large.surfaceArea);
      }),
    );
  });

  it('give a cone a third of the volume of the cylinder on the same base and height', () => {
    fc.assert(
      fc.property(dimensions, (given) => {
        expectClose(measured('cone', given).volume * 3, measured('cylinder', given).volume);
      }),
    );
  });

  it('treat a cube as a rectangular prism with equal sides', () => {
    fc.assert(
      fc.property(length, (side) => {
        const cube = measured('cube', { radius: 0, height: 0, side, length: 0, width: 0 });
        const prism = measured('rectangular_prism', { radius: 0, height: side, side: 0, length: side, width: side });
        expect(cube.volume).toBe(prism.volume);
        expect(cube.surfaceArea).toBe(prism.surfaceArea);
      }),
    );
  });

  it('give a sphere a volume of its surface area × r / 3', () => {
    fc.assert(
      fc.property(dimensions, (given) => {
        const sphere = measured('sphere', given);
        expect(Math.abs(sphere.volume - (sphere.surfaceArea * given.radius) / 3)).toBeLessThanOrEqual(1e-6 * given.radius + 1e-6);
      }),
    );
  });

  it('give a prism the same volume and area whichever edge is called length, width or height', () => {
    fc.assert(
      fc.property(dimensions, (given) => {
        const turned = { ...given, length: given.height, width: given.length, height: given.width };
        expectClose(measured('rectangular_prism', turned).volume, measured('rectangular_prism', given).volume);
        expectClose(measured('rectangular_prism', turned).surfaceArea, measured('rectangular_prism', given).surfaceArea);
      }),
    );
  });
});
