import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Choose what you know: three sides (SSS), two sides and the angle between them (SAS), two angles and the side between them (ASA), two angles and a side opposite one of them (AAS), or two sides and an angle opposite one of them (SSA).',
    'Enter the values the form asks for. Side a is always opposite angle A, side b opposite angle B and side c opposite angle C; angles are in degrees.',
    'The calculator finds the missing sides and angles, then the area, the perimeter and the type, and lists every step.',
    'With SSA the data can fit no triangle, one triangle or two; when two fit, both are shown.',
  ],
  formula:
    'Law of cosines: c² = a² + b² − 2ab·cos C, and C = arccos((a² + b² − c²) / (2ab))\n' +
    'Law of sines: a / sin A = b / sin B = c / sin C\n' +
    'Angle sum: A + B + C = 180°\n' +
    'Area = ½ab·sin C    Perimeter = a + b + c\n' +
    'SSA: sin B = b·sin A / a; two triangles when A is acute and b·sin A < a < b.\n' +
    'Sides, area and perimeter are rounded to 6 decimals, angles to 2.',
  uses: [
    'Geometry and trigonometry homework: checking a law of sines or law of cosines solution step by step.',
    'Surveying and navigation: finding a distance from two measured angles and a baseline (ASA).',
    'Carpentry and construction: roof pitches, braces and rafters from known lengths and angles.',
    'Checking a right angle on site with the 3-4-5 rule.',
  ],
  bestPractices: [
    'Any two sides together must be longer than the third, and the angles must add up to 180°: the calculator tells you when the values cannot form a triangle.',
    'In SSA, side a is the side opposite the given angle A. When A is acute and a lies between b·sin A and b, two different triangles fit your data; decide from the situation which one you mean.',
    'Prefer SSS or SAS when you can measure them: they always give exactly one triangle.',
    'Keep all lengths in the same unit; the area comes out in that unit squared.',
  ],
  notes: [
    'The spec names the inputs side1, side2, side3, angle1 and angle2. We fix their roles per case: SSS a, b, c; SAS a, b and the angle C between them; ASA the angles A and B and the side c between them; AAS the angles A and B and the side a opposite A; SSA the sides a and b and the angle A opposite a.',
    'The form shows only the values the chosen case needs, labelled with their role (the spec always shows sides a and b and angles A and B only for SAS, ASA and AAS; ASA and AAS need one side, and SAS and SSA need a single angle, so we show that one).',
    'The spec solves angles only for three sides and shows the triangle rules as help text; this calculator solves all five cases and says when the values make no triangle.',
    'The type is Equilateral, Isosceles or Scalene as in the spec; we add whether the triangle is right, acute or obtuse.',
  ],
};
