/**
 * The record types history and trash work on, by the name both doors take (`recordType`): the audit
 * log's names for them. Every kind is made from its definition (kinds.ts).
 */
import { badInput } from '../../api/errors.ts';
import type { HistoryEntry, TrashedRecord } from '../../api/records.ts';
import type { PageWindow, Connection } from '../../api/paging.ts';
import type { RequestContext } from '../../api/context.ts';
import type { Em } from '../../db/orm.ts';
import { definedKinds } from '../kinds.ts';

/** What history and trash ask of a record type's service. */
export interface HistoryService {
  history(ctx: RequestContext, slug: string, window: PageWindow): Promise<Connection<HistoryEntry>>;
  revert(ctx: RequestContext, slug: string, version: number, expectedVersion?: number | null): Promise<HistoryEntry>;
  trashed(ctx: RequestContext, window: PageWindow): Promise<Connection<TrashedRecord>>;
  restore(ctx: RequestContext, slug: string): Promise<HistoryEntry>;
  purge(ctx: RequestContext, slug: string): Promise<TrashedRecord>;
  purgeExpired(em: Em, now: Date): Promise<number>;
}

/** Every record type's service, by its name (read when asked: a test may add a kind before its server starts). */
export function recordServices(): Record<string, HistoryService> {
  const services: Record<string, HistoryService> = {};
  for (const kind of definedKinds()) services[kind.definition.recordType] = kind.service;
  return services;
}

export const recordTypes = (): string[] => Object.keys(recordServices());

/** The service of a record type, or BAD_USER_INPUT naming the types there are. */
export function serviceFor(recordType: string): HistoryService {
  const services = recordServices();
  if (!Object.hasOwn(services, recordType)) throw badInput({ recordType: `must be one of: ${Object.keys(services).join(', ')}` });
  return services[recordType]!;
}
