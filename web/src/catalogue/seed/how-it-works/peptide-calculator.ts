import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Enter the amount of peptide in the vial (mg, mcg or IU) and the bacteriostatic water you add (ml or cc).',
    'Enter your dose in mg, mcg or IU.',
    'Say whether the dose is the amount for one injection or an amount per kilogram of body weight; for a dose per kg, enter the body weight (kg or lbs).',
    'The concentration, the volume to draw and the marks on a U-100 insulin syringe update as you type.',
  ],
  formula:
    'Amounts in mg: mcg ÷ 1000, IU ÷ 1000\nConcentration (mg/ml) = vial amount ÷ water (rounded to 2 decimals)\nAmount injected = the dose, or for a dose per kg: dose × body weight in kg (1 lb = 0.45359237 kg exactly)\nSyringe volume (ml) = amount injected ÷ concentration (rounded to 3 decimals)\nInsulin syringe units = syringe volume × 100 (rounded to 1 decimal)',
  uses: [
    'Working out how much water to add so a dose lands on a readable syringe mark.',
    'Converting a dose in mcg into units on a U-100 insulin syringe.',
    'Scaling a dose given per kilogram of body weight to a total amount.',
  ],
  bestPractices: [
    'Follow the dosing your prescriber or protocol gives; this tool only does the arithmetic.',
    'Choose a water volume that makes your dose at least a few units, so it can be measured accurately.',
    'Double-check the units on the vial label: 1 mg is 1,000 mcg.',
    'A U-100 insulin syringe holds 1 ml (100 units); larger volumes need more than one draw or another syringe.',
  ],
  notes: [
    'IU is converted like mcg (÷ 1000 to mg), as the spec states. An IU is a measure of biological activity whose mass differs from one substance to another, so use IU for both the vial and the dose; the page warns when they are mixed.',
    'For a dose per kilogram, the amount injected is the dose × the body weight, and the syringe volume draws that amount; for a dose per injection the body weight plays no part. Concentration and amount are given in the units you entered.',
    'Each result is worked from unrounded values; only the reported figures are rounded.',
  ],
};
