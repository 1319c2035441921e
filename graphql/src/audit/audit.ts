import type { RequestContext } from '../api/context.ts';
import type { Em } from '../db/orm.ts';
import type { AuditAction } from './actions.ts';
import { AuditEntry } from './audit-entry.entity.ts';

export interface AuditFacts {
  action: AuditAction;
  /** What it is about: a record type, `account` or `apiToken` (actions.ts). */
  recordType?: string;
  recordKey?: string;
  details?: Record<string, unknown>;
}

/** Adds an audit entry to the unit of work of `em`, so it commits with the change it records. */
export function audit(em: Em, ctx: Pick<RequestContext, 'user' | 'ip'> & Partial<Pick<RequestContext, 'apiToken'>>, facts: AuditFacts): void {
  // A change made with an API token names the token as well as the account it acts as.
  const token = ctx.apiToken ? { apiToken: { id: ctx.apiToken.id, name: ctx.apiToken.name } } : {};
  em.create(AuditEntry, {
    actor: ctx.user?.username ?? null,
    action: facts.action,
    recordType: facts.recordType ?? null,
    recordKey: facts.recordKey ?? null,
    details: { ip: ctx.ip, ...token, ...facts.details },
  });
}
