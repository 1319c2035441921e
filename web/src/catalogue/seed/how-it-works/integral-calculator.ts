import type { HowItWorksContent } from '../../content.ts';

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
    'If the function is unbounded at a limit or between them, the integral is improper. When it still has a finite value (1/√(1 − x²) on [0, 1] is π/2), the calculator finds it as a limit; when it does not (1/x on [0, 1], or on [−1, 1], where the two infinite halves do not cancel), it says the integral diverges instead of giving a misleading number.',
    'Use more intervals for functions that change quickly, such as sin(10x).',
  ],
  notes: [
    "Simpson's rule needs an even number of intervals: an odd count is raised by one, and the steps say so.",
    'The rectangular rule here is the midpoint rule (each rectangle takes the height at the middle of its interval), the most accurate rectangle rule.',
    'The exact value comes from a symbolic antiderivative for the common first-year integrals: polynomials, rational functions (by partial fractions, including a/(b + x²)), a polynomial times e^, sin or cos (by parts), ln x and xⁿ·ln x, √(a² − x²) and other square roots of quadratics, powers of sin and cos, and simple substitutions. It is shown exactly where it can be, as a fraction or with π, e, √ and ln (√x on [0, 4] is 16/3). Otherwise the reference is an adaptive Gauss–Kronrod (7–15 point) integral, or tanh-sinh quadrature where the integral is improper, shown with its estimated error.',
    'Where the function has a gap with a finite limit (sin(x)/x at 0), the rule uses that limit there. Where it is unbounded but integrable, the rule you chose is still the one used wherever it can be: the midpoint rule never evaluates the function at the ends of its intervals, so it gives its estimate beside the improper integral’s value and the error between them. The trapezoidal and Simpson’s rules need the function at the ends (or at a grid point where it is unbounded); there they say why they cannot be applied and give the value of the improper integral.',
    'The real cube root is written cbrt(u), or as a power with an odd denominator, u^(1/3) or u^(-1/3): cbrt(1/(x − 1)) is real for x < 1 too.',
    'ln is the natural logarithm and log the base-10 logarithm.',
  ],
};
