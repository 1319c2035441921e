import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { NumberField, SegmentedField, SelectField } from '../../shared/frame/fields.tsx';
import { toNumber, toNumberOrZero } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { placeholder, ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { formatNumber, formatPercent } from '../../shared/format/number.ts';
import { compute, oddsRarity, packs, rarityLabels } from './compute.ts';
import { blooketInputs, packTypes, targetBlooks, type InputType, type PackType, type TargetBlook } from './inputs.ts';
import { common } from '../../shared/frame/common.styles.ts';

const packChoices: { value: PackType; label: string }[] = packTypes.map((type) => ({
  value: type,
  label: `${packs[type].label} (${packs[type].cost} tokens)`,
}));

const inputTypeChoices: { value: InputType; label: string }[] = [
  { value: 'packs', label: 'Number of packs' },
  { value: 'tokens', label: 'Number of tokens' },
];

const targetChoices: { value: TargetBlook; label: string }[] = targetBlooks.map((target) => ({
  value: target,
  label: target === 'common' ? 'Common (Uncommon odds)' : rarityLabels[target],
}));

function plural(count: number, word: string): string {
  return `${formatNumber(count, 0)} ${word}${count === 1 ? '' : 's'}`;
}

export function BlooketPage() {
  const [values, update, set] = useUrlInputs(blooketInputs, useSearch({ from: '/_site/blooket-calculator' }));
  const amount = toNumberOrZero(values.amount);
  const pack = packs[values.packType];
  const rarity = rarityLabels[oddsRarity(values.targetBlook)];
  const result = compute({ packType: values.packType, inputType: values.inputType, amount, targetBlook: values.targetBlook });
  const isTokens = values.inputType === 'tokens';

  const typedAmount = toNumber(values.amount);

  /** Switching between packs and tokens converts the amount, so the number of packs stays the same. */
  function changeInputType(inputType: InputType) {
    if (inputType === values.inputType) return;
    const valid = Number.isInteger(typedAmount) && typedAmount >= 1;
    if (!valid) {
      update({ inputType });
      return;
    }
    update({ inputType, amount: inputType === 'tokens' ? typedAmount * pack.cost : Math.ceil(typedAmount / pack.cost) });
  }

  const probabilityText = result ? (result.probabilityAbove999 ? 'over 99.9%' : formatPercent(result.probability, 1)) : null;
  const packsText = (count: number) => `${plural(count, 'pack')} (${formatNumber(count * pack.cost, 0)} tokens)`;

  return (
    <CalculatorFrame
      inputs={
        <>
          <SelectField label="Pack type" value={values.packType} choices={packChoices} onChange={set.packType} />
          <SelectField label="Target Blook rarity" value={values.targetBlook} choices={targetChoices} onChange={set.targetBlook} />
          <SegmentedField label="Count in" value={values.inputType} choices={inputTypeChoices} onChange={changeInputType} />
          <NumberField
            label={isTokens ? 'Tokens to spend' : 'Packs to open'}
            name="amount"
            value={values.amount}
            onChange={set.amount}
            unit={isTokens ? 'tokens' : 'packs'}
            bounds={blooketInputs.bounds.amount}
          />
        </>
      }
      results={
        <ResultsPanel ready={result !== null}>
          <ResultStat
            name="probability"
            label={`Chance of at least one ${rarity} Blook`}
            value={probabilityText}
            primary
            help={result ? `${formatPercent(result.chancePerPack * 100, 1)} per ${pack.label} pack.` : undefined}
          />
          <ResultStat name="expectedPacks" label="Packs opened" value={result ? plural(result.expectedPacks, 'pack') : null} />
          <ResultStat
            name="expectedCost"
            label="Token cost"
            value={result ? `${formatNumber(result.expectedCost, 0)} tokens` : null}
            help={
              result && result.tokenShortfall > 0
                ? `${plural(amount, 'token')} buy ${plural(result.expectedPacks - 1, 'pack')}; the last pack needs ${plural(result.tokenShortfall, 'more token')}.`
                : undefined
            }
          />
          <ResultStat name="packsFor50" label="Packs for a 50% chance" value={result ? packsText(result.packsFor50) : null} />
          <ResultStat name="packsFor90" label="Packs for a 90% chance" value={result ? packsText(result.packsFor90) : null} />
          <ResultStat name="formula" label="Formula" value={result ? result.formula : null} detail />
          <div className={common.stack1}>
            <p data-result-label="" className={common.note}>
              Recommendation
            </p>
            <p data-result="recommendation">{result ? result.recommendation : placeholder}</p>
          </div>
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Results copied to clipboard' }}
    />
  );
}
