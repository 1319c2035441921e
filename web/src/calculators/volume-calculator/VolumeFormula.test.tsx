import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VolumeFormula } from './VolumeFormula.tsx';

describe('the volume formulas typeset', () => {
  it('writes the sphere’s V = 4/3 π r³ with a fraction and a cube power', () => {
    const markup = renderToStaticMarkup(<VolumeFormula shape="sphere" />);
    expect(markup).toContain('<mi>V</mi><mo>=</mo>');
    expect(markup).toContain('<mfrac><mn>4</mn><mn>3</mn></mfrac>');
    expect(markup).toContain('<msup><mi>r</mi><mn>3</mn></msup>');
  });

  it('writes the cone’s slant height under a radical: √(h² + r²)', () => {
    expect(renderToStaticMarkup(<VolumeFormula shape="cone" />)).toContain(
      '<msqrt><msup><mi>h</mi><mn>2</mn></msup><mo>+</mo><msup><mi>r</mi><mn>2</mn></msup></msqrt>',
    );
  });

  it('reads as the plain formula does, without its multiplication signs: V = lwh; A = 2(lw + lh + wh)', () => {
    const text = renderToStaticMarkup(<VolumeFormula shape="rectangular_prism" />)
      .replace(/<[^>]+>/g, '')
      .replace(/\u2062/g, '');
    expect(text).toBe('V=lwh; A=2(lw+lh+wh)');
  });
});
