import { describe, expect, it } from 'vitest';
import type { Dimensions } from './compute.ts';
import { solidProportions } from './diagram.ts';

const dims = (values: Partial<Dimensions>): Dimensions => ({ radius: 0, height: 0, side: 0, length: 0, width: 0, ...values });

describe('the proportions a solid is drawn in', () => {
  it('draws a cylinder of radius 2 and height 10 at its real proportions: width 0.4, height 1', () => {
    expect(solidProportions('cylinder', dims({ radius: 2, height: 10 }))).toEqual({ width: 0.4, height: 1, depth: 0 });
  });

  it('keeps a flat cone recognisable: radius 10, height 1 is drawn at the smallest height share, 0.3', () => {
    expect(solidProportions('cone', dims({ radius: 10, height: 1 }))).toEqual({ width: 1, height: 0.3, depth: 0 });
  });

  it('draws a 6 × 4 × 3 box with its length 1, height 0.5 and depth 0.45 × 4/6', () => {
    const box = solidProportions('rectangular_prism', dims({ length: 6, width: 4, height: 3 }));
    expect(box.width).toBe(1);
    expect(box.height).toBe(0.5);
    expect(box.depth).toBeCloseTo(0.3, 12);
  });

  it('draws a sphere and a cube whatever their size', () => {
    expect(solidProportions('sphere', dims({ radius: 1e6 }))).toEqual({ width: 1, height: 1, depth: 0 });
    expect(solidProportions('cube', dims({ side: 0.001 }))).toEqual({ width: 1, height: 1, depth: 0.45 });
  });
});
