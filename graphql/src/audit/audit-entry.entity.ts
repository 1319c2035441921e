import { defineEntity, p } from '@mikro-orm/core';

/** Who changed what and when; written in the same transaction as the change it records. */
const AuditEntrySchema = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entry',
  properties: {
    id: p.integer().primary(),
    actor: p.string().length(50).nullable(),
    action: p.string().length(50),
    recordType: p.string().length(30).nullable(),
    recordKey: p.string().length(200).nullable(),
    details: p.json<Record<string, unknown>>().nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});

export class AuditEntry extends AuditEntrySchema.class {}
AuditEntrySchema.setClass(AuditEntry);
