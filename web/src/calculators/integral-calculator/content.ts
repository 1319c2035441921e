import type { HowItWorksContent } from '../../catalogue/content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Type the function of x, for example x^2 + 2x + 1, sin(x), e^(-x^2) or 1/x. Write 2x for 2·x and use parentheses for function arguments.',
    'Enter the lower limit a and the upper limit b, choose a rule and the number of intervals n (2 to 1000).',
    "The result updates as you type: the rule's value, the exact value when the calculator finds an antiderivative (otherwise a high-accuracy reference), the rule's error, a chart of the area and every step.",
  ],
  formula:
    "h = (b − a) / n\nSimpson's rule: h/3 · [f(x₀) + 4f(x₁) + 2f(x₂) + … + 4f(xₙ₋₁) + f(xₙ)]\nTrapezoidal rule: h/2 · [f(x₀) + 2f(x₁) + … + 2f(xₙ₋₁) + f(xₙ)]\nRectangular (midpoint) rule: h · [f(m₁) + … + f(mₙ)]\nExact value: F(b) − F(a), where F′ = f\nResults are rounded to 6 decimal places.",
  uses: [
    'Areas under curves, and the distance travelled from a speed that varies over time.',
    'Checking homework: compare a numerical rule with the exact value and see how the error shrinks as n grows.',
    'Integrals with no elementary antiderivative, such as e^(−x²), where a numerical rule is the only way.',
  ],
  bestPractices: [
    "Simpson's rule is exact for polynomials up to degree 3 and its error falls 16-fold when n doubles; the trapezoidal and midpoint rules fall 4-fold.",
    'If the function has a vertical asymptote between the limits, the integral is improper: the calculator says so instead of giving a misleading number.',
    'Use more intervals for functions that change quickly, such as sin(10x).',
  ],
  notes: [
    "Simpson's rule needs an even number of intervals: an odd count is raised by one, and the steps say so.",
    'The rectangular rule here is the midpoint rule (each rectangle takes the height at the middle of its interval), the most accurate rectangle rule.',
    'The exact value comes from a symbolic antiderivative for polynomials, powers of a·x + b (including 1/x), sin, cos, e^ and square roots of a·x + b, and sums and constant multiples of these. Otherwise the reference is an adaptive Gauss–Kronrod (7–15 point) integral, shown with its estimated error.',
    'ln is the natural logarithm and log the base-10 logarithm.',
  ],
};
