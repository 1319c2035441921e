/**
 * Maths invariants of the pack odds, over random plans: the chance of at least one hit is
 * 1 − (1 − p)^n, so more packs never lower it; tokens buy as many whole packs as they cover; and
 * the packs for 50% and 90% are the fewest that reach those chances.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, type Inputs } from './compute.ts';
import { packTypes, targetBlooks, type PackType } from './inputs.ts';

/** Spec 9.9: tokens per pack. */
const packCost: Record<PackType, number> = { space: 25, breakfast: 25, medieval: 25, bot: 20 };

const plan = fc.record<Inputs>({
  packType: fc.constantFrom(...packTypes),
  inputType: fc.constant('packs' as const),
  amount: fc.integer({ min: 1, max: 200 }),
  targetBlook: fc.constantFrom(...targetBlooks),
});

describe('pack odds (properties)', () => {
  it('are 1 − (1 − p)^n, and never fall with more packs', () => {
    fc.assert(
      fc.property(plan, fc.integer({ min: 1, max: 200 }), (inputs, more) => {
        const result = compute(inputs)!;
        const exact = (1 - (1 - result.chancePerPack) ** inputs.amount) * 100;
        expect(Math.abs(result.probability - Math.min(exact, 99.9))).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(compute({ ...inputs, amount: inputs.amount + more })!.probability).toBeGreaterThanOrEqual(result.probability);
      }),
    );
  });

  it('buy with tokens the packs they cover, rounded up, and cost what those packs cost', () => {
    fc.assert(
      fc.property(plan, fc.integer({ min: 1, max: 10_000 }), (inputs, tokens) => {
        const byTokens = compute({ ...inputs, inputType: 'tokens', amount: tokens })!;
        const cost = packCost[inputs.packType];
        expect(byTokens.expectedCost).toBe(byTokens.expectedPacks * cost);
        expect(byTokens.expectedCost).toBeGreaterThanOrEqual(tokens);
        expect(byTokens.expectedCost - cost).toBeLessThan(tokens);
        expect(byTokens.tokenShortfall).toBe(byTokens.expectedCost - tokens);
        expect(byTokens.probability).toBe(compute({ ...inputs, amount: byTokens.expectedPacks })!.probability);
      }),
    );
  });

  it('give the fewest packs for an even and a 90% chance: that many reach it, one fewer does not', () => {
    fc.assert(
      fc.property(plan, (inputs) => {
        const { chancePerPack, packsFor50, packsFor90 } = compute(inputs)!;
        const chance = (n: number) => 1 - (1 - chancePerPack) ** n;
        for (const [packsNeeded, target] of [
          [packsFor50, 0.5],
          [packsFor90, 0.9],
        ] as const) {
          expect(chance(packsNeeded)).toBeGreaterThanOrEqual(target - 1e-12);
          if (packsNeeded > 1) expect(chance(packsNeeded - 1)).toBeLessThan(target);
        }
        expect(packsFor90).toBeGreaterThanOrEqual(packsFor50);
      }),
    );
  });
});
