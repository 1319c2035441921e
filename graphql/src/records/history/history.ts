/**
 * The kept versions of a record (D19): every change keeps the record's writable fields
 * as they were once it was made, so an editor reads what changed, field by field, and brings any kept
 * version back. Records from before history was kept (the first start's seed, older databases) get
 * their state kept as a 'baseline' the first time they change, so that state can be brought back too.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Em } from '../../db/orm.ts';
import { RecordVersion } from './record-version.entity.ts';

/** How a version came about: create, update, delete (to the trash), restore (from it), revert (to an older version) or baseline (as first kept). */
export const versionActions = ['create', 'update', 'delete', 'restore', 'revert', 'baseline'] as const;
export type VersionAction = (typeof versionActions)[number];

/** A record's writable fields (its service's rules), the slug included, as plain JSON data. */
export function snapshotOf(record: object, fields: readonly string[]): Record<string, unknown> {
  const values = record as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
}

interface KeptRecord {
  version: number;
  updatedAt: Date;
  updatedBy?: string | null;
}

/**
 * Keeps the record's state before a change, unless that version is kept already: called inside the
 * change's transaction, before the change is applied.
 */
export async function keepBaseline(em: Em, recordType: string, recordKey: string, record: KeptRecord, snapshot: Record<string, unknown>): Promise<void> {
  if (await em.count(RecordVersion, { recordType, recordKey, version: record.version })) return;
  em.create(RecordVersion, {
    recordType,
    recordKey,
    version: record.version,
    action: 'baseline',
    actor: record.updatedBy ?? null,
    snapshot,
    createdAt: record.updatedAt,
  });
}

/**
 * Keeps the record's state after a change; `record.version` must already be the new one (flushed).
 * Every change of every record kind passes here, inside its transaction: the webhook deliveries it
 * makes are queued here too, so they commit (or roll back) with it.
 */
export async function keepVersion(
  em: Em,
  facts: {
    recordType: string;
    recordKey: string;
    version: number;
    action: VersionAction;
    actor: string | null;
    snapshot: Record<string, unknown>;
    restoredFrom?: number;
  },
): Promise<RecordVersion> {
  const kept = em.create(RecordVersion, { ...facts, restoredFrom: facts.restoredFrom ?? null, createdAt: new Date() });
  // Loaded when first needed: the webhooks module reads the record kinds, which are built on this one.
  const { queueWebhookDeliveries } = await import('../../webhooks/events.ts');
  await queueWebhookDeliveries(em, kept);
  return kept;
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** A value as plain JSON data: what is stored, whatever prototype or key order it was made with. */
const asData = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

/** Whether two field values hold the same data (jsonb keeps object keys in an order of its own). */
export const sameValue = (a: unknown, b: unknown): boolean => isDeepStrictEqual(asData(a), asData(b));
const empty = (value: unknown) => value === null || value === undefined || value === '' || (typeof value === 'object' && Object.keys(value).length === 0);

/** The fields whose values differ between two kept states; every field given a value when there is no earlier one. */
export function changesBetween(before: Record<string, unknown> | null, after: Record<string, unknown>): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
  return fields
    .filter((field) => (before ? !sameValue(before[field], after[field]) : !empty(after[field])))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after[field] ?? null }));
}
