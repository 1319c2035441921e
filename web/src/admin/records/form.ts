/**
 * The admin's record forms are described as data: one `FieldSpec` per input. Form values are the
 * text the editor typed (and booleans for switches); each record type turns them into its GraphQL
 * input, so the typed text is never lost to parsing (D2).
 */
import type * as v from 'valibot';
export type FieldKind = 'text' | 'textarea' | 'url' | 'integer' | 'select' | 'switch' | 'json-object' | 'json-array' | 'icon' | 'datetime';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** The record's key: typed on create, locked when editing. */
  isSlug?: boolean;
  /** For 'select'. */
  options?: readonly string[];
  /** For JSON fields: an empty box means no value (null) instead of {} or []. */
  nullable?: boolean;
  /** For 'switch': what the on state means, e.g. 'Published'. */
  onLabel?: string;
  hint?: string;
  /** For JSON fields: a structured editor with a live preview, the JSON view one click away. */
  editor?: 'features' | 'howItWorks' | 'pageContent';
  /** For JSON fields: the shape the records take, checked before a save (editorProblems.ts). */
  shape?: v.GenericSchema;
}

export type FormValues = Record<string, string | boolean>;

export function textOf(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

export function flagOf(values: FormValues, name: string): boolean {
  return values[name] === true;
}

/** sortOrder: a whole number, falling back to 1 for anything that is not a number. */
export function integerOf(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? 1 : value;
}

/** Pretty-printed JSON for a JSON field's text box. */
export function jsonText(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
}

type JsonReading = { ok: true; value: unknown } | { ok: false; message: string };

/** Reads a JSON field's text: the parser's own message for invalid JSON (D2), then the expected shape. */
export function readJson(spec: FieldSpec, text: string): JsonReading {
  if (text.trim() === '') {
    if (spec.nullable) return { ok: true, value: null };
    return { ok: true, value: spec.kind === 'json-array' ? [] : {} };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  if (spec.kind === 'json-array' && !Array.isArray(value)) return { ok: false, message: 'Must be a JSON array, e.g. ["Instant results", "Free"]' };
  if (spec.kind === 'json-object' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    return { ok: false, message: 'Must be a JSON object, e.g. {"key": "value"}' };
  }
  return { ok: true, value };
}

/** The parsed value of a JSON field whose text is known to be valid. */
export function jsonOf(spec: FieldSpec, values: FormValues): unknown {
  const reading = readJson(spec, textOf(values, spec.name));
  if (!reading.ok) throw new Error(`${spec.label}: ${reading.message}`);
  return reading.value;
}

/** Field name → the parser's message, for every JSON field whose text does not parse. */
export function jsonErrors(fields: readonly FieldSpec[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const spec of fields) {
    if (spec.kind !== 'json-object' && spec.kind !== 'json-array') continue;
    const reading = readJson(spec, textOf(values, spec.name));
    if (!reading.ok) errors[spec.name] = reading.message;
  }
  return errors;
}

export function sameValues(a: FormValues, b: FormValues): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => a[name] === b[name]);
}

/** The server's field messages ('is required') as sentences that name their field ('Title is required'). */
export function labelled(fields: readonly FieldSpec[], messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([name, message]) => [name, `${fields.find((field) => field.name === name)?.label ?? name} ${message}`]),
  );
}
