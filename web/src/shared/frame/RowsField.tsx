import { useRef, type ReactNode } from 'react';
import { useEditBeforeLive } from './editsBeforeLive.ts';
import { LabelledField, NumberField, SelectField } from './fields.tsx';
import { field } from './fields.styles.ts';
import { rowsField } from './RowsField.styles.ts';
import { cx } from '../ui/styles.ts';
import { useDraft } from './useDraft.ts';
import type { NumberBounds, NumberValue } from './inputs.ts';
import { Icon } from '../ui/Icon.tsx';

/** One editable column of a row list. */
export type RowColumn<Row> =
  | { key: keyof Row & string; label: string; kind: 'text' }
  | { key: keyof Row & string; label: string; kind: 'number'; bounds?: NumberBounds; unit?: ReactNode; signed?: boolean }
  | { key: keyof Row & string; label: string; kind: 'select'; choices: readonly { value: string; label: string }[] };

interface RowsFieldProps<Row extends object> {
  /** The list's name, e.g. 'Courses'; a heading above the rows. */
  label: string;
  rows: readonly Row[];
  columns: readonly RowColumn<Row>[];
  onChange: (rows: Row[]) => void;
  /** The row the Add button appends, given the current rows (e.g. for numbered names). */
  newRow: (rows: readonly Row[]) => Row;
  /** e.g. 'Add Course'. */
  addLabel: string;
  /** The most rows the list's input holds (`rowsInput`): Add stops there. */
  maximumRows: number;
  /** How a row is named to assistive technology and on its Remove button. */
  rowName: (row: Row, index: number) => string;
  /** Columns per row on wide screens; rows stack their fields on phones. */
  columnsOnWide?: number;
  /** Optional per-row content below its fields (a computed value, a warning). */
  rowFooter?: (row: Row, index: number) => ReactNode;
  /**
   * Why a row is left out of the result, from the calculator's maths ('Not counted: 0 credits'), or
   * null when it counts: shown under the row instead of its footer, so one row never hides the rest.
   */
  rowNote?: (row: Row, index: number) => string | null;
}

const wideRules = [rowsField.wide1, rowsField.wide2, rowsField.wide3, rowsField.wide4, rowsField.wide5, rowsField.wide6];

/** The rule laying a row's fields out in `count` columns on wide screens (one to six). */
const wideColumns = (count: number) => wideRules[Math.min(Math.max(count, 1), wideRules.length) - 1];

/**
 * An editable list of rows (courses, components, assignments…): an Add button, and a Remove button
 * on each row only while more than one row exists. Rows are JSON in
 * the URL; the caller owns them.
 */
export function RowsField<Row extends object>({
  label,
  rows,
  columns,
  onChange,
  newRow,
  addLabel,
  maximumRows,
  rowName,
  columnsOnWide,
  rowFooter,
  rowNote,
}: RowsFieldProps<Row>) {
  const listRef = useRef<HTMLUListElement>(null);
  const setCell = (index: number, key: keyof Row, value: unknown) => onChange(rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)));
  const add = () => {
    onChange([...rows, newRow(rows)]);
    // Move focus into the new row so keyboard users can type straight away.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>('li:last-child input, li:last-child select')?.focus());
  };
  const remove = (index: number) => {
    onChange(rows.filter((_, at) => at !== index));
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`li:nth-child(${Math.max(1, index)}) input`)?.focus());
  };

  return (
    <fieldset className={rowsField.root}>
      <legend className={rowsField.legend}>{label}</legend>
      <ul ref={listRef} className={rowsField.list}>
        {rows.map((row, index) => {
          const name = rowName(row, index);
          const note = rowNote?.(row, index) ?? null;
          return (
            <li key={index} aria-label={name} className={rowsField.row}>
              <div className={rowsField.line}>
                <div className={cx(rowsField.cells, wideColumns(columnsOnWide ?? columns.length))}>
                  {columns.map((column) => (
                    <Cell key={column.key} column={column} value={row[column.key]} onChange={(value) => setCell(index, column.key, value)} />
                  ))}
                </div>
                {rows.length > 1 && (
                  <button type="button" aria-label={`Remove ${name}`} className={rowsField.remove} onClick={() => remove(index)}>
                    <Icon name="Trash2" />
                  </button>
                )}
              </div>
              {note === null ? (
                rowFooter?.(row, index)
              ) : (
                <p className={rowsField.note} data-row-note="">
                  {note}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {rows.length < maximumRows ? (
        <button type="button" className={rowsField.add} onClick={add}>
          <Icon name="Plus" /> {addLabel}
        </button>
      ) : (
        <p className={field.helperText}>The list holds at most {maximumRows} rows.</p>
      )}
    </fieldset>
  );
}

function Cell<Row>({ column, value, onChange }: { column: RowColumn<Row>; value: unknown; onChange: (value: unknown) => void }) {
  if (column.kind === 'number') {
    return (
      <NumberField label={column.label} value={value as NumberValue} onChange={onChange} bounds={column.bounds} unit={column.unit} signed={column.signed} />
    );
  }
  if (column.kind === 'select') return <SelectField label={column.label} choices={column.choices} value={String(value)} onChange={onChange} />;
  return <TextCell label={column.label} value={String(value ?? '')} onChange={onChange} />;
}

/** A text cell keeps what the visitor types while the rows make their round trip through the URL (useDraft). */
function TextCell({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const [draft, edit] = useDraft(value, onChange);
  const ref = useEditBeforeLive<HTMLInputElement>(draft, edit);
  return (
    <LabelledField label={label}>
      {(control) => <input ref={ref} {...control} value={draft} maxLength={80} onChange={(event) => edit(event.target.value)} className={field.opaqueInput} />}
    </LabelledField>
  );
}
