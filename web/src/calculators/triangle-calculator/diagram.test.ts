import { describe, expect, it } from 'vitest';
import { angleLabelAt, sideLabelAt, triangleLayout } from './diagram.ts';

describe('the triangle drawing', () => {
  it('keeps a 3-4-5 triangle’s shape: AB = 5, BC = 3, CA = 4 in one scale', () => {
    // A = 36.8699°: C = (4 cos A, 4 sin A) = (3.2, 2.4); fitted into 300 × 200 with a 20 margin: scale min(260/5, 160/2.4) = 52
    const { A, B, C } = triangleLayout(4, 5, 36.86989764584402, 300, 200, 20);
    const length = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.hypot(p.x - q.x, p.y - q.y);
    expect(length(A, B)).toBeCloseTo(5 * 52, 9);
    expect(length(B, C)).toBeCloseTo(3 * 52, 9);
    expect(length(C, A)).toBeCloseTo(4 * 52, 9);
    expect(A).toEqual({ x: 20, y: 180 });
    expect(C.x).toBeCloseTo(20 + 3.2 * 52, 9);
    expect(C.y).toBeCloseTo(180 - 2.4 * 52, 9);
  });

  it('fits an obtuse triangle whose top corner overhangs the base: every corner inside the margins', () => {
    // b = 2, c = 3, A = 150°: C = (−1.732, 1), left of A
    const layout = triangleLayout(2, 3, 150, 300, 200, 20);
    for (const corner of [layout.A, layout.B, layout.C]) {
      expect(corner.x).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(corner.x).toBeLessThanOrEqual(280 + 1e-9);
      expect(corner.y).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(corner.y).toBeLessThanOrEqual(180 + 1e-9);
    }
  });

  it('puts a side’s label outside the triangle and an angle’s label inside it', () => {
    const layout = triangleLayout(4, 5, 36.86989764584402, 300, 200, 20);
    // side c = AB along the bottom: its label goes below it (greater y in SVG)
    expect(sideLabelAt(layout.A, layout.B, layout.C, 12).y).toBeCloseTo(192, 9);
    const atA = angleLabelAt(layout.A, layout, 10);
    expect(atA.x).toBeGreaterThan(layout.A.x);
    expect(atA.y).toBeLessThan(layout.A.y);
  });
});
