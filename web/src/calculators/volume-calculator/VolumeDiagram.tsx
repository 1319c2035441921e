import type { ReactNode } from 'react';
import { formatNumber } from '../../shared/format/number.ts';
import { shapeNames, type Dimensions } from './compute.ts';
import { solidProportions } from './diagram.ts';
import type { Shape } from './inputs.ts';
import { volumeDiagram } from './VolumeDiagram.styles.ts';

const width = 320;
const height = 230;
const extent = 150;
const centreX = 150;
const centreY = 118;

const value = (amount: number) => formatNumber(amount, 4);

function Label({ x, y, children, anchor = 'middle' }: { x: number; y: number; children: ReactNode; anchor?: 'start' | 'middle' | 'end' }) {
  return (
    <text x={x} y={y} textAnchor={anchor} dominantBaseline="middle" className={volumeDiagram.label}>
      {children}
    </text>
  );
}

function Sphere({ radius }: { radius: number }) {
  const r = extent / 2;
  return (
    <>
      <circle cx={centreX} cy={centreY} r={r} className={volumeDiagram.solid} />
      <ellipse cx={centreX} cy={centreY} rx={r} ry={r * 0.25} className={volumeDiagram.hidden} />
      <line x1={centreX} y1={centreY} x2={centreX + r} y2={centreY} className={volumeDiagram.measure} />
      <Label x={centreX + r / 2} y={centreY - 12}>
        r = {value(radius)}
      </Label>
    </>
  );
}

/** A cylinder or a cone: the base an ellipse, the top an ellipse or the apex. */
function Round({ shape, dimensions }: { shape: 'cylinder' | 'cone'; dimensions: Dimensions }) {
  const proportions = solidProportions(shape, dimensions);
  const w = proportions.width * extent;
  const h = proportions.height * extent;
  const rx = w / 2;
  const ry = Math.max(6, rx * 0.3);
  const top = centreY - h / 2;
  const bottom = centreY + h / 2;
  const left = centreX - rx;
  const right = centreX + rx;
  return (
    <>
      {shape === 'cylinder' ? (
        <>
          <path d={`M ${left} ${top} L ${left} ${bottom} A ${rx} ${ry} 0 0 0 ${right} ${bottom} L ${right} ${top}`} className={volumeDiagram.solid} />
          <ellipse cx={centreX} cy={top} rx={rx} ry={ry} className={volumeDiagram.solid} />
          <path d={`M ${left} ${bottom} A ${rx} ${ry} 0 0 1 ${right} ${bottom}`} className={volumeDiagram.hidden} />
        </>
      ) : (
        <>
          <path d={`M ${left} ${bottom} L ${centreX} ${top} L ${right} ${bottom} A ${rx} ${ry} 0 0 1 ${left} ${bottom}`} className={volumeDiagram.solid} />
          <path d={`M ${left} ${bottom} A ${rx} ${ry} 0 0 1 ${right} ${bottom}`} className={volumeDiagram.hidden} />
          <line x1={centreX} y1={top} x2={centreX} y2={bottom} className={volumeDiagram.hidden} />
        </>
      )}
      <line x1={centreX} y1={bottom} x2={right} y2={bottom} className={volumeDiagram.measure} />
      <Label x={(centreX + right) / 2} y={bottom + ry + 12}>
        r = {value(dimensions.radius)}
      </Label>
      <line x1={right + 16} y1={top} x2={right + 16} y2={bottom} className={volumeDiagram.measure} />
      <Label x={right + 22} y={centreY} anchor="start">
        h = {value(dimensions.height)}
      </Label>
    </>
  );
}

/** A cube or a box, in oblique projection: the front face, the top and the right side. */
function Box({ shape, dimensions }: { shape: 'cube' | 'rectangular_prism'; dimensions: Dimensions }) {
  const proportions = solidProportions(shape, dimensions);
  const w = proportions.width * extent * 0.8;
  const h = proportions.height * extent * 0.8;
  const d = proportions.depth * extent * 0.8;
  const dx = d * Math.SQRT1_2;
  const dy = d * Math.SQRT1_2;
  const x0 = centreX - (w + dx) / 2;
  const y0 = centreY - (h - dy) / 2;
  const cube = shape === 'cube';
  return (
    <>
      <rect x={x0} y={y0} width={w} height={h} className={volumeDiagram.solid} />
      <path d={`M ${x0} ${y0} L ${x0 + dx} ${y0 - dy} L ${x0 + w + dx} ${y0 - dy} L ${x0 + w} ${y0} Z`} className={volumeDiagram.solid} />
      <path d={`M ${x0 + w} ${y0} L ${x0 + w + dx} ${y0 - dy} L ${x0 + w + dx} ${y0 + h - dy} L ${x0 + w} ${y0 + h} Z`} className={volumeDiagram.solid} />
      <Label x={x0 + w / 2} y={y0 + h + 14}>
        {cube ? `s = ${value(dimensions.side)}` : `l = ${value(dimensions.length)}`}
      </Label>
      {!cube && (
        <>
          <Label x={x0 - 8} y={y0 + h / 2} anchor="end">
            h = {value(dimensions.height)}
          </Label>
          <Label x={x0 + w + dx / 2 + 8} y={y0 + h - dy / 2 + 6} anchor="start">
            w = {value(dimensions.width)}
          </Label>
        </>
      )}
    </>
  );
}

/**
 * The chosen solid drawn with its dimensions labelled with the visitor's values; its <title> (its
 * accessible name) says the same in words, for screen readers.
 */
export function VolumeDiagram({ shape, dimensions, names }: { shape: Shape; dimensions: Dimensions; names: readonly (keyof Dimensions)[] }) {
  const description = `${shapeNames[shape]} with ${names.map((name) => `${name} ${value(dimensions[name])}`).join(', ')}`;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" className={volumeDiagram.root} data-diagram={shape}>
      <title>{description}</title>
      {shape === 'sphere' && <Sphere radius={dimensions.radius} />}
      {(shape === 'cylinder' || shape === 'cone') && <Round shape={shape} dimensions={dimensions} />}
      {(shape === 'cube' || shape === 'rectangular_prism') && <Box shape={shape} dimensions={dimensions} />}
    </svg>
  );
}
