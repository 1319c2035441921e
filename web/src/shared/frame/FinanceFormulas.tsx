/**
 * The finance formulas the pages work with the visitor's numbers, typeset in MathML (read as maths
 * by screen readers): the level loan payment and the future value of savings.
 */
const invisibleTimes = '\u2062';

function OnePlusRToThe({ power }: { power: string }) {
  return (
    <msup>
      <mrow>
        <mo>(</mo>
        <mn>1</mn>
        <mo>+</mo>
        <mi>r</mi>
        <mo>)</mo>
      </mrow>
      <mi>{power}</mi>
    </msup>
  );
}

/** M = P·r(1 + r)^n / ((1 + r)^n − 1). */
export function PaymentFormula() {
  return (
    <math display="block">
      <mrow>
        <mi>M</mi>
        <mo>=</mo>
        <mfrac>
          <mrow>
            <mi>P</mi>
            <mo>{invisibleTimes}</mo>
            <mi>r</mi>
            <mo>{invisibleTimes}</mo>
            <OnePlusRToThe power="n" />
          </mrow>
          <mrow>
            <OnePlusRToThe power="n" />
            <mo>−</mo>
            <mn>1</mn>
          </mrow>
        </mfrac>
      </mrow>
    </math>
  );
}

/** FV = S(1 + r)^m + C((1 + r)^m − 1) / r. */
export function FutureValueFormula() {
  return (
    <math display="block">
      <mrow>
        <mi>FV</mi>
        <mo>=</mo>
        <mi>S</mi>
        <mo>{invisibleTimes}</mo>
        <OnePlusRToThe power="m" />
        <mo>+</mo>
        <mi>C</mi>
        <mo>{invisibleTimes}</mo>
        <mfrac>
          <mrow>
            <OnePlusRToThe power="m" />
            <mo>−</mo>
            <mn>1</mn>
          </mrow>
          <mi>r</mi>
        </mfrac>
      </mrow>
    </math>
  );
}
