import { defineEntity, p } from '@mikro-orm/core';

/**
 * One kept version of a page, SEO meta or calculator record: the record's fields as they were once
 * the change was made, with who made it and how. The history an editor reads and restores from; the
 * audit log says that a change happened, this says what the record then held.
 */
const RecordVersionSchema = defineEntity({
  name: 'RecordVersion',
  tableName: 'record_version',
  indexes: [{ properties: ['recordType', 'recordKey', 'version'] }],
  uniques: [{ properties: ['feedPosition'] }],
  properties: {
    id: p.integer().primary(),
    /** The audit log's record type: page, seoMeta or calculator. */
    recordType: p.string().length(30),
    recordKey: p.string().length(200),
    version: p.integer(),
    /** create, update, delete, restore (from the trash), revert (to an older version) or baseline (as first kept). */
    action: p.string().length(20),
    actor: p.string().length(50).nullable(),
    /** For a revert: the version whose fields it brought back. */
    restoredFrom: p.integer().nullable(),
    snapshot: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Its place in the change feed, given once it is committed (records/changes/change-feed.ts). */
    feedPosition: p.integer().nullable(),
  },
});

export class RecordVersion extends RecordVersionSchema.class {}
RecordVersionSchema.setClass(RecordVersion);
