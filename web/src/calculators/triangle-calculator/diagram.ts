/**
 * Where the solved triangle is drawn: its corners in a drawing of a given size, the side
 * c = AB along the bottom, C above it, scaled to fit with room for the labels. Pure geometry,
 * tested on its own; TriangleDiagram.tsx draws it.
 *
 *   A = (0, 0), B = (c, 0), C = (b·cos A, b·sin A)   (y up), then scaled and flipped for SVG (y down)
 */
export interface Point {
  x: number;
  y: number;
}

export interface TriangleLayout {
  A: Point;
  B: Point;
  C: Point;
}

/**
 * The corners for sides b, c and angle A (degrees), fitted into `width` × `height` with `margin`
 * on every side, keeping the triangle's shape (one scale for both axes).
 */
export function triangleLayout(b: number, c: number, angleA: number, width: number, height: number, margin: number): TriangleLayout {
  const radians = (angleA * Math.PI) / 180;
  const corners = { A: { x: 0, y: 0 }, B: { x: c, y: 0 }, C: { x: b * Math.cos(radians), y: b * Math.sin(radians) } };
  const xs = [corners.A.x, corners.B.x, corners.C.x];
  const left = Math.min(...xs);
  const spanX = Math.max(...xs) - left;
  const spanY = corners.C.y;
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  // Centred across, resting on the bottom margin.
  const offsetX = (width - spanX * scale) / 2 - left * scale;
  const place = (point: Point): Point => ({ x: offsetX + point.x * scale, y: height - margin - point.y * scale });
  return { A: place(corners.A), B: place(corners.B), C: place(corners.C) };
}

/** The point `distance` beyond the middle of a side, away from the third corner: where its label goes. */
export function sideLabelAt(from: Point, to: Point, opposite: Point, distance: number): Point {
  const middle = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  let normal = { x: -(to.y - from.y) / length, y: (to.x - from.x) / length };
  // Point the normal away from the opposite corner.
  if ((opposite.x - middle.x) * normal.x + (opposite.y - middle.y) * normal.y > 0) normal = { x: -normal.x, y: -normal.y };
  return { x: middle.x + normal.x * distance, y: middle.y + normal.y * distance };
}

/** The point `distance` from a corner towards the triangle's centroid: where its angle label goes. */
export function angleLabelAt(corner: Point, layout: TriangleLayout, distance: number): Point {
  const centroid = { x: (layout.A.x + layout.B.x + layout.C.x) / 3, y: (layout.A.y + layout.B.y + layout.C.y) / 3 };
  const length = Math.hypot(centroid.x - corner.x, centroid.y - corner.y) || 1;
  return { x: corner.x + ((centroid.x - corner.x) / length) * distance, y: corner.y + ((centroid.y - corner.y) / length) * distance };
}
