import type { ReactNode } from 'react';
import { Parenthesized } from '../../shared/expression/MathML.tsx';
import type { Shape } from './inputs.ts';

/** U+2062: a product written by juxtaposition (π r²), read as one. */
const times = '\u2062';

const v = (name: string) => <mi>{name}</mi>;
const n = (value: string) => <mn>{value}</mn>;
const squared = (name: string) => (
  <msup>
    {v(name)}
    {n('2')}
  </msup>
);
const cubed = (name: string) => (
  <msup>
    {v(name)}
    {n('3')}
  </msup>
);
const third = (top: string) => (
  <mfrac>
    {n(top)}
    {n('3')}
  </mfrac>
);

/** Factors written side by side with invisible times between them. */
function Product({ factors }: { factors: readonly ReactNode[] }) {
  return (
    <mrow>
      {factors.map((factor, index) => (
        <mrow key={index}>
          {index > 0 && <mo>{times}</mo>}
          {factor}
        </mrow>
      ))}
    </mrow>
  );
}

const formulas: Record<Shape, { volume: ReactNode; area: ReactNode }> = {
  sphere: { volume: <Product factors={[third('4'), v('π'), cubed('r')]} />, area: <Product factors={[n('4'), v('π'), squared('r')]} /> },
  cylinder: {
    volume: <Product factors={[v('π'), squared('r'), v('h')]} />,
    area: (
      <Product
        factors={[
          n('2'),
          v('π'),
          v('r'),
          <Parenthesized key="sum">
            {v('r')}
            <mo>+</mo>
            {v('h')}
          </Parenthesized>,
        ]}
      />
    ),
  },
  cone: {
    volume: <Product factors={[third('1'), v('π'), squared('r'), v('h')]} />,
    area: (
      <Product
        factors={[
          v('π'),
          v('r'),
          <Parenthesized key="sum">
            {v('r')}
            <mo>+</mo>
            <msqrt>
              {squared('h')}
              <mo>+</mo>
              {squared('r')}
            </msqrt>
          </Parenthesized>,
        ]}
      />
    ),
  },
  cube: { volume: cubed('s'), area: <Product factors={[n('6'), squared('s')]} /> },
  rectangular_prism: {
    volume: <Product factors={[v('l'), v('w'), v('h')]} />,
    area: (
      <Product
        factors={[
          n('2'),
          <Parenthesized key="sum">
            <Product factors={[v('l'), v('w')]} />
            <mo>+</mo>
            <Product factors={[v('l'), v('h')]} />
            <mo>+</mo>
            <Product factors={[v('w'), v('h')]} />
          </Parenthesized>,
        ]}
      />
    ),
  },
};

/** The solid's volume and surface-area formulas, typeset as two equations. */
export function VolumeFormula({ shape }: { shape: Shape }) {
  const { volume, area } = formulas[shape];
  return (
    <>
      <math display="inline">
        <mrow>
          <mi>V</mi>
          <mo>=</mo>
          {volume}
        </mrow>
      </math>
      ;{' '}
      <math display="inline">
        <mrow>
          <mi>A</mi>
          <mo>=</mo>
          {area}
        </mrow>
      </math>
    </>
  );
}
