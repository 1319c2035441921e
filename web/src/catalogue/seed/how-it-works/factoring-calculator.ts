import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Type a polynomial in x of degree 1 to 4, for example x^2 + 3x + 2, 2x^2 + 5x + 2 or x^4 - 5x^2 + 4. Products and powers such as (x + 1)^2 are expanded first.',
    'The degree is read from the polynomial: the highest power of x in it.',
    'The result updates as you type: the factored form, the method, each factor, the steps and a check that the factors multiply back to your polynomial.',
  ],
  formula:
    'Common factor: pull out the number that leaves whole coefficients with no common divisor\nRational root theorem: a rational root p/q has p dividing the constant term and q dividing the leading coefficient; each root r gives a factor (x − r)\nQuadratic ax² + bx + c: rational roots exactly when b² − 4ac is a perfect square\nQuartic with no rational root: try a product of two quadratics with whole coefficients',
  uses: [
    'Solving polynomial equations: the roots are where each factor is 0.',
    'Simplifying rational expressions by cancelling common factors.',
    'Checking factoring homework, step by step.',
  ],
  bestPractices: [
    'Always take out the common factor first: 2x² + 6x + 4 = 2(x² + 3x + 2).',
    'A repeated root gives a squared factor: x² + 2x + 1 = (x + 1)².',
    'Check the answer by multiplying the factors back out.',
  ],
  notes: [
    'Factoring is over the rational numbers: a quadratic such as x² − 2 (roots ±√2) or x² + 1 (no real roots) is irreducible over the rationals and stays as it is.',
    "When the polynomial's degree is outside 1 to 4, or the input is not a polynomial (for example sin(x) or 1/x), the result is 'Unable to factor' with method 'Not supported' and a step saying why.",
    'Coefficients may be fractions or decimals (0.5x^2 - 2); all arithmetic is exact.',
  ],
};
