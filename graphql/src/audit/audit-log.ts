/**
 * The audit log as administrators read it, on both doors: newest first, paged as every list is
 * (paging.ts), filtered by who (actor), what (action), what about (kind) and when (from, to). Editors
 * are refused: the log says who did what from where.
 */
import type { RequestContext } from '../api/context.ts';
import { badInput } from '../api/errors.ts';
import { filterWhere, listQuery, type ListDefinition } from '../api/list-filters.ts';
import { connectionOf, type Connection, type PageWindow } from '../api/paging.ts';
import { requireAdministrator } from '../api/records.ts';
import { auditActions, auditKinds, type AuditAction } from './actions.ts';
import { AuditEntry } from './audit-entry.entity.ts';

/** One entry as both doors give it. */
export interface AuditLogEntry {
  id: number;
  createdAt: Date;
  action: AuditAction;
  actor: string | null;
  kind: string | null;
  key: string | null;
  ip: string | null;
  apiToken: { id: number; name: string } | null;
  fields: string[] | null;
  restoredVersion: number | null;
  tokensRevoked: number | null;
  username: string | null;
  tokenName: string | null;
  tokenScope: string | null;
}

/** The log's filters, made when asked: the kinds include every defined record kind. */
export function auditLogFilters(enums: { action: object; kind: object }): ListDefinition {
  return {
    typeName: 'AuditEntry',
    filters: {
      actor: { type: 'exact', property: 'actor', description: 'Only the entries of this username.' },
      action: { type: 'enum', property: 'action', values: auditActions, graphqlEnum: enums.action, description: 'Only entries of this action.' },
      kind: {
        type: 'enum',
        property: 'recordType',
        values: auditKinds(),
        graphqlEnum: enums.kind,
        description: 'Only entries about this kind: a record type, account (sign-ins, passwords) or apiToken.',
      },
      from: { type: 'since', property: 'createdAt', description: 'Only entries at or after this time.' },
      to: { type: 'until', property: 'createdAt', description: 'Only entries at or before this time.' },
    },
    orders: {},
  };
}

export const auditLogParameters = ['actor', 'action', 'kind', 'from', 'to'] as const;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

function entryOf(row: AuditEntry): AuditLogEntry {
  const details = row.details ?? {};
  const token = details.apiToken as { id?: unknown; name?: unknown } | undefined;
  const fields = Array.isArray(details.fields) ? details.fields.filter((field): field is string => typeof field === 'string') : null;
  return {
    id: row.id,
    createdAt: row.createdAt,
    action: row.action as AuditAction,
    actor: row.actor ?? null,
    kind: row.recordType ?? null,
    key: row.recordKey ?? null,
    ip: text(details.ip),
    apiToken: token && typeof token.id === 'number' && typeof token.name === 'string' ? { id: token.id, name: token.name } : null,
    fields,
    restoredVersion: whole(details.restoredVersion),
    tokensRevoked: whole(details.tokensRevoked),
    username: text(details.username),
    tokenName: row.recordType === 'apiToken' ? text(details.name) : null,
    tokenScope: row.recordType === 'apiToken' ? text(details.scope) : null,
  };
}

/** A page of the log, newest first. `args` are GraphQL's arguments or REST's query text (`fromText`). */
export async function auditLog(
  ctx: RequestContext,
  definition: ListDefinition,
  args: Readonly<Record<string, unknown>>,
  window: PageWindow,
  { fromText = false } = {},
): Promise<Connection<AuditLogEntry>> {
  requireAdministrator(ctx, 'read the audit log');
  const { filters } = listQuery(definition, args, { fromText });
  const from = filters.from as Date | undefined;
  const to = filters.to as Date | undefined;
  if (from && to && to.getTime() < from.getTime()) throw badInput({ to: 'must be at or after from' });
  const [rows, totalCount] = await ctx.em.findAndCount(AuditEntry, filterWhere(definition, filters), {
    orderBy: { id: 'desc' },
    limit: window.limit,
    offset: window.start,
  });
  return connectionOf(rows.map(entryOf), window, totalCount);
}
