import type { ReactNode } from 'react';
import { NumberField, SelectField } from './fields.tsx';
import { convertNumberValue } from './fieldValues.ts';
import type { NumberBounds, NumberValue } from './inputs.ts';
import { measureRow } from './MeasureField.styles.ts';

interface MeasureFieldProps<Unit extends string> {
  label: string;
  /** The input's name, its URL parameter. */
  name: string;
  value: NumberValue;
  bounds?: NumberBounds;
  /** A calculator's own message about the value, shown inline as an error. */
  error?: string | null;
  helperText?: ReactNode;
  onValueChange: (value: NumberValue) => void;
  /** The unit select's own visible label, e.g. 'Width unit'. */
  unitLabel: string;
  unit: Unit;
  units: readonly { value: Unit; label: string }[];
  /**
   * Each unit's size in one common unit (feet per unit, milligrams per unit). With it, choosing
   * another unit converts the value typed so the quantity stays the same; without it (units that do
   * not convert), the number stays as typed.
   */
  per?: Readonly<Record<Unit, number>>;
  /** Of a length, the unit of `per` that is the inch: then 65" or 5' 10" typed is read in the unit chosen. */
  inchUnit?: Unit;
  /** The unit chosen, with the value in it (converted when `per` is given), to be written together. */
  onUnitChange: (unit: Unit, value: NumberValue) => void;
}

/**
 * A measure: a number field and, beside it, a narrow select of its unit. Each keeps its own label
 * and messages (the number's errors are described on its input), and a unit change converts the
 * value typed, a text not yet a number staying as it is.
 */
export function MeasureField<Unit extends string>({
  label,
  name,
  value,
  bounds,
  error,
  helperText,
  onValueChange,
  unitLabel,
  unit,
  units,
  per,
  inchUnit,
  onUnitChange,
}: MeasureFieldProps<Unit>) {
  const inchesPerUnit = per && inchUnit ? per[unit] / per[inchUnit] : undefined;
  // A length reads inch and foot marks whatever bounds its unit has (the per-unit bounds carry only a range).
  const rules = inchesPerUnit === undefined ? bounds : { ...bounds, reads: 'length' as const };
  return (
    <div className={measureRow.root}>
      <NumberField
        label={label}
        name={name}
        bounds={rules}
        inchesPerUnit={inchesPerUnit}
        value={value}
        onChange={onValueChange}
        error={error}
        helperText={helperText}
      />
      <SelectField
        label={unitLabel}
        value={unit}
        choices={units}
        onChange={(next) => onUnitChange(next, per ? convertNumberValue(value, per[unit], per[next]) : value)}
      />
    </div>
  );
}
