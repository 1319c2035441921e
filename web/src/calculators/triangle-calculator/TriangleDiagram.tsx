import { formatNumber } from '../../shared/format/number.ts';
import type { Triangle } from './compute.ts';
import { angleLabelAt, sideLabelAt, triangleLayout, type Point } from './diagram.ts';
import { triangleDiagram } from './TriangleDiagram.styles.ts';

const width = 320;
const height = 220;
const margin = 38;

const side = (value: number) => formatNumber(value, 4);
const angle = (value: number) => `${formatNumber(value, 2)}°`;

/** A corner's letter, just outside the triangle. */
function cornerLetterAt(corner: Point, inward: Point): Point {
  return { x: corner.x - (inward.x - corner.x) * 1.6, y: corner.y - (inward.y - corner.y) * 1.6 };
}

/**
 * The solved triangle drawn to scale, each side and angle labelled with its value (the visitor's
 * or the solved one). Its <title> (its accessible name) says the same in words, for screen readers.
 */
export function TriangleDiagram({ triangle, title }: { triangle: Triangle; title: string }) {
  const { sides, angles } = triangle;
  const layout = triangleLayout(sides.b, sides.c, angles.A, width, height, margin);
  const { A, B, C } = layout;
  const labels = {
    a: sideLabelAt(B, C, A, 14),
    b: sideLabelAt(C, A, B, 14),
    c: sideLabelAt(A, B, C, 14),
  };
  const inward = { A: angleLabelAt(A, layout, 12), B: angleLabelAt(B, layout, 12), C: angleLabelAt(C, layout, 12) };
  const angleAt = { A: angleLabelAt(A, layout, 30), B: angleLabelAt(B, layout, 30), C: angleLabelAt(C, layout, 30) };
  const description = `${title}: side a = ${side(sides.a)}, b = ${side(sides.b)}, c = ${side(sides.c)}; angle A = ${angle(angles.A)}, B = ${angle(angles.B)}, C = ${angle(angles.C)}.`;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" className={triangleDiagram.root} data-diagram="triangle">
      <title>{description}</title>
      <polygon points={`${A.x},${A.y} ${B.x},${B.y} ${C.x},${C.y}`} className={triangleDiagram.shape} />
      {(['A', 'B', 'C'] as const).map((name) => {
        const corner = layout[name];
        const letter = cornerLetterAt(corner, inward[name]);
        return (
          <g key={name}>
            <text x={letter.x} y={letter.y} className={triangleDiagram.corner} textAnchor="middle" dominantBaseline="middle">
              {name}
            </text>
            <text x={angleAt[name].x} y={angleAt[name].y} className={triangleDiagram.angle} textAnchor="middle" dominantBaseline="middle">
              {angle(angles[name])}
            </text>
          </g>
        );
      })}
      {(['a', 'b', 'c'] as const).map((name) => (
        <text key={name} x={labels[name].x} y={labels[name].y} className={triangleDiagram.side} textAnchor="middle" dominantBaseline="middle">
          {name} = {side(sides[name])}
        </text>
      ))}
    </svg>
  );
}
