import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseExpression } from './expression.ts';
import { Equation, FunctionOfX, MathExpr } from './MathML.tsx';

/** The MathML written for a typed expression, without its <math> element. */
function mathml(text: string): string {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return renderToStaticMarkup(<MathExpr tree={parsed.expression.tree} />);
}

const times = '\u2062';
const apply = '\u2061';

describe('MathML from the expression tree', () => {
  it('writes a polynomial with superscripts and a coefficient beside x: x^2 + 2x + 1', () => {
    expect(mathml('x^2 + 2x + 1')).toBe(
      `<mrow><mrow><msup><mi>x</mi><mn>2</mn></msup><mo>+</mo><mrow><mn>2</mn><mo>${times}</mo><mi>x</mi></mrow></mrow><mo>+</mo><mn>1</mn></mrow>`,
    );
  });

  it('writes a quotient as a fraction bar and a fraction coefficient before a power: (1/3)x^3', () => {
    expect(mathml('(1/3)x^3')).toBe(`<mrow><mfrac><mn>1</mn><mn>3</mn></mfrac><mo>${times}</mo><msup><mi>x</mi><mn>3</mn></msup></mrow>`);
  });

  it('writes square and cube roots as radicals: sqrt(x), x^(1/2), cbrt(x)', () => {
    expect(mathml('sqrt(x)')).toBe('<msqrt><mi>x</mi></msqrt>');
    expect(mathml('x^(1/2)')).toBe('<msqrt><mi>x</mi></msqrt>');
    expect(mathml('cbrt(x + 1)')).toBe('<mroot><mrow><mi>x</mi><mo>+</mo><mn>1</mn></mrow><mn>3</mn></mroot>');
  });

  it('names functions with a function application, and writes e^u and |u| as on paper', () => {
    expect(mathml('sin(3x)')).toBe(
      `<mrow><mi>sin</mi><mo>${apply}</mo><mrow><mo>(</mo><mrow><mn>3</mn><mo>${times}</mo><mi>x</mi></mrow><mo>)</mo></mrow></mrow>`,
    );
    expect(mathml('e^x')).toBe('<msup><mi>e</mi><mi>x</mi></msup>');
    expect(mathml('abs(x)')).toBe('<mrow><mo stretchy="false">|</mo><mi>x</mi><mo stretchy="false">|</mo></mrow>');
  });

  it('brackets a sum raised to a power, and writes a dot before a factor that is not a coefficient: (x + 1)^2 · sin(x)', () => {
    expect(mathml('(x + 1)^2 * sin(x)')).toBe(
      `<mrow><msup><mrow><mo>(</mo><mrow><mi>x</mi><mo>+</mo><mn>1</mn></mrow><mo>)</mo></mrow><mn>2</mn></msup><mo>·</mo><mrow><mi>sin</mi><mo>${apply}</mo><mrow><mo>(</mo><mi>x</mi><mo>)</mo></mrow></mrow></mrow>`,
    );
  });

  it('writes subtraction and negation with a true minus sign: -x - 2', () => {
    expect(mathml('-x - 2')).toBe('<mrow><mrow><mo form="prefix">−</mo><mi>x</mi></mrow><mo>−</mo><mn>2</mn></mrow>');
  });

  it('writes π for pi and keeps numbers free of binary noise: 0.1 + 0.2 stays two numbers, pi/4 a fraction', () => {
    expect(mathml('pi/4')).toBe('<mfrac><mi>π</mi><mn>4</mn></mfrac>');
    expect(mathml('0.1 + 0.2')).toBe('<mrow><mn>0.1</mn><mo>+</mo><mn>0.2</mn></mrow>');
  });

  it('puts an equation in one <math> element: f′(x) = 2x', () => {
    const parsed = parseExpression('2x');
    if (!parsed.ok) throw new Error(parsed.message);
    expect(renderToStaticMarkup(<Equation left={<FunctionOfX name="f" prime />} tree={parsed.expression.tree} />)).toBe(
      `<math display="inline"><mrow><mrow><msup><mi>f</mi><mo>′</mo></msup><mo>${apply}</mo><mrow><mo>(</mo><mi>x</mi><mo>)</mo></mrow></mrow><mo>=</mo><mrow><mn>2</mn><mo>${times}</mo><mi>x</mi></mrow></mrow></math>`,
    );
  });
});

describe('factors', () => {
  it('writes bracketed factors side by side: (2x + 1)(x + 2)^2', () => {
    expect(mathml('(2x + 1)(x + 2)^2')).toBe(
      `<mrow><mrow><mo>(</mo><mrow><mrow><mn>2</mn><mo>${times}</mo><mi>x</mi></mrow><mo>+</mo><mn>1</mn></mrow><mo>)</mo></mrow><mo>${times}</mo><msup><mrow><mo>(</mo><mrow><mi>x</mi><mo>+</mo><mn>2</mn></mrow><mo>)</mo></mrow><mn>2</mn></msup></mrow>`,
    );
  });
});

describe('products of several factors', () => {
  it('writes every bracketed factor side by side: (x - 1)(x + 1)(x - 2)', () => {
    const markup = mathml('(x - 1)(x + 1)(x - 2)');
    expect(markup.split(`<mo>${times}</mo>`)).toHaveLength(3);
    expect(markup).not.toContain('<mo>·</mo>');
  });

  it('writes a negative coefficient beside x: -1.5 * x', () => {
    expect(renderToStaticMarkup(<MathExpr tree={{ kind: 'binary', operator: '*', left: { kind: 'number', value: -1.5 }, right: { kind: 'x' } }} />)).toBe(
      `<mrow><mrow><mo form="prefix">−</mo><mn>1.5</mn></mrow><mo>${times}</mo><mi>x</mi></mrow>`,
    );
  });
});
