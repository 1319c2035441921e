/**
 * The change feed: every kept version of every record kind (records/history/), in the order it
 * was committed, paged by an opaque cursor, so an integrator syncs from zero and then follows.
 *
 * The order is a position each version is given once it is committed, not its id: ids are taken when
 * a row is written, so a transaction that commits late would leave a lower id behind a reader that
 * has already passed it. Before each read, the versions not yet placed (those committed since, the
 * only ones the read can see) are placed after every placed one, under a lock, in one short
 * transaction. A version committed later is placed later; a cursor never has a version appear behind it.
 *
 * Records the first start seeded have a 'baseline' version from then on (keepSeedBaselines), so
 * the feed from zero holds every record.
 */
import type { RequestContext } from '../../api/context.ts';
import { badInput } from '../../api/errors.ts';
import { maximumPageSize, type PageInfo } from '../../api/paging.ts';
import { requireAdmin } from '../../api/records.ts';
import type { Em } from '../../db/orm.ts';
import { changesBetween, keepBaseline, snapshotOf } from '../history/history.ts';
import { RecordVersion } from '../history/record-version.entity.ts';
import type { EntityClass } from '@mikro-orm/core';
import { definedKinds } from '../kinds.ts';

export interface RecordChange {
  /** Pass it as `after` to read from just after this change. */
  cursor: string;
  recordType: string;
  key: string;
  version: number;
  action: string;
  actor: string | null;
  changedAt: Date;
  changedFields: string[];
  /** The record's fields as the change left them. */
  record: Record<string, unknown>;
}

export interface ChangePage {
  nodes: RecordChange[];
  totalCount: number;
  pageInfo: PageInfo;
}

/** Any number both processes agree on: the lock that places versions one placing at a time. */
const placingLock = 7_039_001;

const cursorOf = (position: number) => Buffer.from(`c:${position}`).toString('base64url');

function positionAfter(cursor: string | null | undefined): number | null {
  if (cursor === undefined || cursor === null) return 0;
  if (!/^[A-Za-z0-9_-]{1,20}$/.test(cursor)) return null;
  const match = /^c:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

/** Places the committed versions that have no place yet, after the placed ones, in the order of their ids. */
export async function placeCommittedVersions(em: Em): Promise<void> {
  const connection = em.getConnection();
  const waiting = await connection.execute('select 1 from record_version where feed_position is null limit 1');
  if (waiting.length === 0) return;
  await em.transactional(async (tx) => {
    const context = tx.getTransactionContext();
    await tx.getConnection().execute('select pg_advisory_xact_lock(?)', [placingLock], 'all', context);
    await tx.getConnection().execute(
      `update record_version set feed_position = placed.position
         from (select id, (select coalesce(max(feed_position), 0) from record_version) + row_number() over (order by id) as position
                 from record_version where feed_position is null) placed
        where record_version.id = placed.id`,
      [],
      'run',
      context,
    );
  });
}

interface Row {
  feed_position: number;
  record_type: string;
  record_key: string;
  version: number;
  action: string;
  actor: string | null;
  created_at: Date | string;
  snapshot: Record<string, unknown>;
  previous: Record<string, unknown> | null;
}

/** A page of the feed: up to `first` changes after the cursor `after` (from the start without one). */
export async function recordChanges(ctx: RequestContext, { after, first }: { after?: string | null; first?: number | null }): Promise<ChangePage> {
  requireAdmin(ctx);
  const problems: Record<string, string> = {};
  const limit = first ?? maximumPageSize;
  if (!Number.isInteger(limit) || limit < 1 || limit > maximumPageSize) problems.first = `must be from 1 to ${maximumPageSize}`;
  const from = positionAfter(after);
  if (from === null) problems.after = "is not a cursor this feed gave (use a page's pageInfo.endCursor or a change's cursor)";
  if (Object.keys(problems).length > 0) throw badInput(problems);
  await placeCommittedVersions(ctx.em);
  const connection = ctx.em.getConnection();
  const rows = (await connection.execute(
    `select v.feed_position, v.record_type, v.record_key, v.version, v.action, v.actor, v.created_at, v.snapshot,
            (select p.snapshot from record_version p
              where p.record_type = v.record_type and p.record_key = v.record_key and p.version < v.version
              order by p.version desc, p.id desc limit 1) as previous
       from record_version v
      where v.feed_position > ?
      order by v.feed_position
      limit ?`,
    [from, limit + 1],
  )) as Row[];
  const [{ count }] = (await connection.execute('select count(*)::int as count from record_version where feed_position is not null')) as [{ count: number }];
  const nodes = rows.slice(0, limit).map((row): RecordChange => ({
    cursor: cursorOf(Number(row.feed_position)),
    recordType: row.record_type,
    key: row.record_key,
    version: row.version,
    action: row.action,
    actor: row.actor,
    changedAt: new Date(row.created_at),
    changedFields: row.action === 'baseline' ? [] : changesBetween(row.previous, row.snapshot).map((change) => change.field),
    record: row.snapshot,
  }));
  return {
    nodes,
    totalCount: count,
    pageInfo: { hasNextPage: rows.length > limit, endCursor: nodes.length > 0 ? nodes[nodes.length - 1]!.cursor : null },
  };
}

/**
 * Keeps a 'baseline' version of every record that has none (the seeded ones, before their first
 * change), so the feed read from zero holds every record. Run where the records are seeded, in its
 * transaction.
 */
export async function keepSeedBaselines(em: Em): Promise<void> {
  const kinds: { recordType: string; entity: EntityClass<object>; service: { rules: object; slugField: string } }[] = definedKinds().map((kind) => ({
    recordType: kind.definition.recordType,
    entity: kind.entity as EntityClass<object>,
    service: kind.service,
  }));
  for (const { recordType, entity, service } of kinds) {
    const kept = new Set((await em.find(RecordVersion, { recordType }, { fields: ['recordKey'] })).map((row) => row.recordKey));
    const fields = Object.keys(service.rules);
    for (const record of await em.find(entity, {}, { filters: false })) {
      const key = String((record as Record<string, unknown>)[service.slugField]);
      if (!kept.has(key)) await keepBaseline(em, recordType, key, record as never, snapshotOf(record, fields));
    }
  }
  await em.flush();
}
