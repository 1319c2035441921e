// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NumberValue } from './inputs.ts';
import { MeasureField } from './MeasureField.tsx';

type Unit = 'm' | 'cm' | 'ft';
const units: { value: Unit; label: string }[] = [
  { value: 'm', label: 'm' },
  { value: 'cm', label: 'cm' },
  { value: 'ft', label: 'ft' },
];
/** Metres per unit; a foot is 0.3048 m exactly. */
const metresPer: Record<Unit, number> = { m: 1, cm: 0.01, ft: 0.3048 };

function renderMeasure(value: NumberValue, props: { per?: Record<Unit, number>; error?: string | null } = { per: metresPer }) {
  const onUnitChange = vi.fn();
  const onValueChange = vi.fn();
  render(
    <MeasureField
      label="Standing reach"
      name="standingReach"
      value={value}
      bounds={{ min: 0, max: 500 }}
      onValueChange={onValueChange}
      error={props.error}
      unitLabel="Reach unit"
      unit="m"
      units={units}
      per={props.per}
      onUnitChange={onUnitChange}
    />,
  );
  return { onUnitChange, onValueChange };
}

describe('MeasureField', () => {
  it('labels the number and its unit, each by its own visible label', () => {
    renderMeasure(2.4);
    expect(screen.getByRole('textbox', { name: 'Standing reach' })).toHaveValue('2.4');
    expect(screen.getByRole('combobox', { name: 'Reach unit' })).toHaveValue('m');
  });

  it('converts the value when the unit changes, so the length stays the same: 2.4 m is 240 cm and 7.87402 ft', async () => {
    const user = userEvent.setup();
    const { onUnitChange } = renderMeasure(2.4);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reach unit' }), 'cm');
    expect(onUnitChange).toHaveBeenLastCalledWith('cm', 240);
    // 2.4 / 0.3048 = 7.874015…, to six significant figures
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reach unit' }), 'ft');
    expect(onUnitChange).toHaveBeenLastCalledWith('ft', 7.87402);
  });

  it('keeps a value that is not yet a number as typed when the unit changes', async () => {
    const user = userEvent.setup();
    const { onUnitChange } = renderMeasure('2.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reach unit' }), 'cm');
    expect(onUnitChange).toHaveBeenLastCalledWith('cm', '2.');
  });

  it('keeps the number for units that do not convert', async () => {
    const user = userEvent.setup();
    const { onUnitChange } = renderMeasure(2.4, {});
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reach unit' }), 'cm');
    expect(onUnitChange).toHaveBeenLastCalledWith('cm', 2.4);
  });

  it('sends what is typed, and describes its input by its error', async () => {
    const user = userEvent.setup();
    const { onValueChange } = renderMeasure(2.4, { per: metresPer, error: 'The standing reach must be greater than 0.' });
    const input = screen.getByRole('textbox', { name: 'Standing reach' });
    expect(input).toHaveAccessibleDescription('The standing reach must be greater than 0.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '5');
    expect(onValueChange).toHaveBeenLastCalledWith(2.45);
  });

  it('gives a value outside the bounds the field’s message', () => {
    renderMeasure(600);
    expect(screen.getByRole('textbox', { name: 'Standing reach' })).toHaveAccessibleDescription('Enter a value from 0 to 500.');
  });
});
