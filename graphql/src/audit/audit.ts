import type { RequestContext } from '../api/context.ts';
import type { Em } from '../db/orm.ts';
import { AuditEntry } from './audit-entry.entity.ts';

export interface AuditFacts {
  action: string;
  recordType?: string;
  recordKey?: string;
  details?: Record<string, unknown>;
}

/** Adds an audit entry to the unit of work of `em`, so it commits with the change it records. */
export function audit(em: Em, ctx: Pick<RequestContext, 'user' | 'ip'>, facts: AuditFacts): void {
  em.create(AuditEntry, {
    actor: ctx.user?.username ?? null,
    action: facts.action,
    recordType: facts.recordType ?? null,
    recordKey: facts.recordKey ?? null,
    details: { ip: ctx.ip, ...facts.details },
  });
}
