/**
 * The one service behind pages, SEO meta and calculator records (and so behind both doors, GraphQL
 * and REST): sign-in required, validation with a message per field, unique slugs, optimistic
 * locking by `version`, and every change committed in one transaction with its audit entry and the
 * version it made (history/history.ts). A delete moves the record to the trash (D19) for
 * `trashRetentionMs`; the trash's records keep their slug, so a new record cannot take it until the
 * trashed one is restored or deleted for good (an editor would otherwise lose the way back to it).
 */
import { createHash } from 'node:crypto';
import { LockMode, OptimisticLockError, UniqueConstraintViolationException, wrap, type EntityClass, type EntityDTO, type FilterQuery } from '@mikro-orm/core';
import { audit } from '../audit/audit.ts';
import { changesBetween, keepBaseline, keepVersion, sameValue, snapshotOf, type FieldChange, type VersionAction } from '../records/history/history.ts';
import { RecordVersion } from '../records/history/record-version.entity.ts';
import type { QBFilterQuery } from '@mikro-orm/sql';
import type { Em } from '../db/orm.ts';
import { entityData, preparedQuery } from '../db/prepared.ts';
import type { RequestContext } from './context.ts';
import { AppError, badInput, notFound, shownKey, unauthenticated } from './errors.ts';
import { filterWhere, type ListDefinition, type ListQuery } from './list-filters.ts';
import { connectionOf, type Connection, type PageWindow } from './paging.ts';
import { optionalVersion, slug as slugRule, validateFields, type FieldRule } from './validation.ts';
export interface Versioned {
  version: number;
  updatedAt: Date;
  updatedBy?: string | null;
  deletedAt?: Date | null;
}

/** How long a deleted record stays in the trash before the clean-up deletes it for good. */
export const trashRetentionMs = 30 * 24 * 60 * 60 * 1000;

/** One kept version as the history shows it: what the record held, and what changed from the version before. */
export interface HistoryEntry {
  recordType: string;
  slug: string;
  version: number;
  action: string;
  actor: string | null;
  createdAt: Date;
  restoredFrom: number | null;
  snapshot: Record<string, unknown>;
  changes: FieldChange[];
  /** Whether this is the record's version now. */
  current: boolean;
}

/** A record in the trash. */
export interface TrashedRecord {
  recordType: string;
  slug: string;
  title: string;
  version: number;
  deletedAt: Date;
  deletedBy: string | null;
  /** When the clean-up deletes it for good. */
  purgeAt: Date;
  record: Record<string, unknown>;
}

export interface RecordKind<Entity extends Versioned, SlugField extends keyof Entity & string> {
  entity: EntityClass<Entity>;
  /** 'page', 'SEO meta', 'calculator': how messages name one record. */
  label: string;
  /** The audit log's record type, e.g. 'page'. */
  auditType: string;
  slugField: SlugField;
  /** The field that names a record to an editor (in the trash). */
  titleField: keyof Entity & string;
  /** Rules for every field a client may write, the slug field included. */
  rules: Record<string, FieldRule<unknown>>;
  /** The default order of its lists; its last property is unique, so the order is total. */
  orderBy: Partial<Record<keyof Entity, 'asc' | 'desc'>>;
  /** Its lists' filters and orders (list-filters.ts). */
  list: ListDefinition;
  /** The rule a key must pass to be looked up, and what messages call the key: the slug rule and 'slug' unless given. */
  key?: { rule: FieldRule<string>; name: string };
  /**
   * Rules across fields or records, checked inside the saving transaction with the record as it would
   * be saved (a create, an update, a version brought back, a restore): field → message, or null.
   */
  checkSave?: (em: Em, record: Readonly<Record<string, unknown>>) => Promise<Record<string, string> | null>;
}

/** A record as a list reads it: its fields as plain data (the same fields, names and values), not a managed entity. */
export type RecordData<Entity> = EntityDTO<Entity>;

interface CompiledList<Entity> {
  /** The prepared statement's name, the same for the same text; null when it is not to be prepared. */
  name: string | null;
  sql: string;
  params: readonly unknown[];
  toPlain: (row: Record<string, unknown>) => RecordData<Entity>;
}

export function requireAdmin(ctx: RequestContext): NonNullable<RequestContext['user']> {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

/** A signed-in account with the administrator role (an editor is refused with FORBIDDEN), or an API token acting as one. */
export function requireAdministrator(ctx: RequestContext, what: string): NonNullable<RequestContext['user']> {
  const user = requireAdmin(ctx);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', `Only administrators may ${what}; this account is an ${user.role}.`);
  return user;
}

export function recordService<Entity extends Versioned, SlugField extends keyof Entity & string>(kind: RecordKind<Entity, SlugField>) {
  const { entity, label, auditType, slugField, titleField, rules, orderBy } = kind;
  const keyName = kind.key?.name ?? 'slug';
  const validKey = (key: string) => (kind.key ? kind.key.rule(key).ok : slugRule(key).ok);
  const shownKeyOf = (key: string) => (kind.key ? (validKey(key) ? `"${key}"` : `(not a valid ${keyName})`) : shownKey(key));
  const missing = (key: string) => (kind.key ? new AppError('NOT_FOUND', `No ${label} with the ${keyName} ${shownKeyOf(key)}.`) : notFound(label, key));
  /** Refuses a save the kind's own cross-field rules refuse. */
  const checkSave = async (em: Em, record: Readonly<Record<string, unknown>>) => {
    const problems = kind.checkSave ? await kind.checkSave(em, record) : null;
    if (problems && Object.keys(problems).length > 0) throw badInput(problems);
  };
  const bySlug = (slug: string) => ({ [slugField]: slug }) as FilterQuery<Entity>;
  const inTrash = (slug: string) => ({ [slugField]: slug, deletedAt: { $ne: null } }) as FilterQuery<Entity>;
  const duplicate = (slug: string) => new AppError('CONFLICT', `A ${label} with the ${keyName} "${slug}" already exists.`, { [slugField]: 'is already used' });
  const trashedDuplicate = (slug: string) =>
    new AppError(
      'CONFLICT',
      `A ${label} with the ${keyName} "${slug}" is in the trash. Restore it from the trash, or delete it there for good, to use the ${keyName} again.`,
      { [slugField]: 'is used by a record in the trash' },
    );
  /** A change sent against a version other than the current one: someone else's change came first. */
  const staleVersion = (sent: number, current: number, field = 'version') =>
    new AppError(
      'CONFLICT',
      `This ${label} was changed by someone else since you opened it (you have version ${sent}, the current one is ${current}). Reload it, then apply your change again.`,
      { [field]: 'is out of date' },
    );
  /** A change that lost the race to another at the same moment (the version column's check at the flush). */
  const sameMoment = (error: unknown, field = 'version') =>
    error instanceof OptimisticLockError
      ? new AppError('CONFLICT', `This ${label} was changed by someone else at the same moment. Reload it, then apply your change again.`, {
          [field]: 'is out of date',
        })
      : error;
  const fields = Object.keys(rules);
  const snapshot = (record: Entity) => snapshotOf(record, fields);
  const actorOf = (ctx: RequestContext) => ctx.user?.username ?? null;

  /** Flushes the change (so the record has its new version) and keeps that version. */
  async function keep(em: Em, ctx: RequestContext, record: Entity, slug: string, action: VersionAction, restoredFrom?: number) {
    await em.flush();
    return keepVersion(em, {
      recordType: auditType,
      recordKey: slug,
      version: record.version,
      action,
      actor: actorOf(ctx),
      snapshot: snapshot(record),
      restoredFrom,
    });
  }

  function historyEntry(row: RecordVersion, previous: RecordVersion | undefined, currentVersion: number | null): HistoryEntry {
    return {
      recordType: row.recordType,
      slug: row.recordKey,
      version: row.version,
      action: row.action,
      actor: row.actor ?? null,
      createdAt: row.createdAt,
      restoredFrom: row.restoredFrom ?? null,
      snapshot: row.snapshot,
      changes: row.action === 'baseline' ? [] : changesBetween(previous?.snapshot ?? null, row.snapshot),
      current: row.version === currentVersion,
    };
  }

  async function findTrashed(em: Em, slug: string): Promise<Entity> {
    const record = validKey(slug) ? await em.findOne(entity, inTrash(slug), { filters: false }) : null;
    if (!record) throw new AppError('NOT_FOUND', `No ${label} with the ${keyName} ${shownKeyOf(slug)} is in the trash.`);
    return record;
  }

  function trashedRecord(record: Entity): TrashedRecord {
    const deletedAt = record.deletedAt ?? new Date();
    return {
      recordType: auditType,
      slug: String(record[slugField]),
      title: String(record[titleField] ?? ''),
      version: record.version,
      deletedAt,
      deletedBy: record.updatedBy ?? null,
      purgeAt: new Date(deletedAt.getTime() + trashRetentionMs),
      record: snapshot(record),
    };
  }
  const { [slugField]: _slugRule, ...updateRules } = rules;

  // Each list's SQL is the same on every request: it is built and compiled once per database,
  // filter shape and order (building and compiling cost as much as running the query), and PostgreSQL
  // prepares it once per connection (preparedQuery). Only the SQL is kept, never rows. A filter whose
  // values have no bound (a search text, a time) is compiled for its request only.
  const listQueries = new WeakMap<object, Map<string, CompiledList<Entity>>>();
  const maximumListQueries = 32;
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  /** The ORDER BY of a list: the order asked for, then the record's default order, which is total. */
  const orderClause = (em: Em, alias: string, order: ListQuery['order']): string => {
    const { properties } = em.getMetadata().get(entity);
    const column = (property: string) => `${quoted(alias)}.${quoted((properties as Record<string, { fieldNames: string[] }>)[property]!.fieldNames[0]!)}`;
    const terms: string[] = [];
    const asked = order ? kind.list.orders[order.name] : undefined;
    if (order && asked) {
      const value = column(asked.property);
      terms.push(`${asked.length ? `length(${value})` : asked.caseless ? `lower(${value})` : value} ${order.direction}`);
    }
    for (const [property, direction] of Object.entries(orderBy)) terms.push(`${column(property)} ${direction}`);
    return ` order by ${terms.join(', ')}`;
  };
  const compileList = (em: Em, where: QBFilterQuery<Entity>, fields: readonly string[] | undefined, order: ListQuery['order']): CompiledList<Entity> => {
    const builder = em
      .createQueryBuilder(entity)
      .select((fields ?? '*') as never)
      .where(where);
    const query = builder.toQuery();
    const sql = `${query.sql}${orderClause(em, builder.alias, order)}`;
    // One statement per text: the filters that differ only in their values share it.
    return {
      name: `list_${createHash('sha256').update(sql).digest('hex').slice(0, 16)}`,
      sql,
      params: query.params,
      toPlain: (row) => entityData(em, entity, row) as RecordData<Entity>,
    };
  };
  const compiledList = (em: Em, where: QBFilterQuery<Entity>, fields: readonly string[] | undefined, order: ListQuery['order'], keep: boolean) => {
    if (!keep) return { ...compileList(em, where, fields, order), name: null };
    const driver = em.getDriver();
    let compiled = listQueries.get(driver);
    if (!compiled) {
      compiled = new Map<string, CompiledList<Entity>>();
      listQueries.set(driver, compiled);
    }
    const key = JSON.stringify([where, fields, order]);
    let query = compiled.get(key);
    if (!query) {
      query = compileList(em, where, fields, order);
      if (compiled.size < maximumListQueries) compiled.set(key, query);
      // Past the bound, a query is neither kept nor prepared: each connection would keep its statement.
      else query = { ...query, name: null };
    }
    return query;
  };

  // A list read without a selection reads every field the record's shape has, and none it hides.
  let shown: string[] | undefined;
  const shownFields = (properties: Record<string, { name: string; hidden?: boolean }>) =>
    (shown ??= Object.values(properties)
      .filter((property) => !property.hidden)
      .map((property) => property.name)
      .sort());

  /** The live record with this slug; `lock` holds its row until the transaction ends (in one only). */
  async function find(em: Em, slug: string, { lock = false } = {}): Promise<Entity> {
    // A key no record can have is not looked up: the database would refuse some (a NUL character) with an error.
    if (!validKey(slug)) throw missing(slug);
    const record = await em.findOne(entity, bySlug(slug), lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!record) throw missing(slug);
    return record;
  }

  return {
    /** The validation rules this service applies (the security tests re-check stored records with them). */
    rules,
    /** The field that names a record: its key in URLs. */
    slugField: slugField as string,
    /** Its lists' filters and orders, for both doors. */
    listDefinition: kind.list,

    /**
     * A page of the records, filtered and ordered as asked (list-filters.ts), with how many there are.
     * Lists are only read, never changed: the rows come back as plain data, without the entity
     * instances, identity map and change-tracking snapshots `em.find` builds, which cost more than the
     * query itself. `fields`, when given, are the only ones read (a GraphQL query's selection): the
     * others are left out of the rows, and their columns out of the query. Without `withTotal` the
     * records are not counted: one row more than the page says whether more follow.
     */
    async list(
      ctx: RequestContext,
      query: ListQuery,
      window: PageWindow,
      { fields, withTotal = true }: { fields?: readonly string[]; withTotal?: boolean } = {},
    ): Promise<Connection<RecordData<Entity>>> {
      requireAdmin(ctx);
      // Any name that is not one of the record's properties, and the whole record is read.
      const { properties } = ctx.em.getMetadata().get(entity);
      const columns =
        fields && fields.length > 0 && fields.every((field) => field in properties && !properties[field as keyof typeof properties]?.hidden)
          ? [...new Set(fields)].sort()
          : shownFields(properties);
      const filters = filterWhere(kind.list, query.filters);
      const keep = Object.keys(query.filters).every((name) => kind.list.filters[name]?.type === 'boolean' || kind.list.filters[name]?.type === 'enum');
      // The trash is left out here too: a query builder's read does not apply the entity's filters.
      const { name, sql, params, toPlain } = compiledList(ctx.em, { ...filters, deletedAt: null } as QBFilterQuery<Entity>, columns, query.order, keep);
      // Inside a transaction it runs on the transaction's connection (PGlite has only one).
      const rows = (
        await preparedQuery(ctx.em, name && `${name}_page`, `${sql} limit ? offset ?`, [...params, window.limit + (withTotal ? 0 : 1), window.start])
      ).map(toPlain);
      const totalCount = withTotal ? await ctx.em.count(entity, filters as FilterQuery<Entity>) : null;
      return connectionOf(rows, window, totalCount);
    },

    /** Public reads pass no sign-in check; admin reads call requireAdmin first. */
    async findOne(ctx: RequestContext, where: FilterQuery<Entity>): Promise<Entity | null> {
      return ctx.em.findOne(entity, where);
    },

    async get(ctx: RequestContext, slug: string): Promise<Entity> {
      requireAdmin(ctx);
      return find(ctx.em, slug);
    },

    /** One live record by its slug or by its id: exactly one of them. */
    async lookup(ctx: RequestContext, { slug, id }: { slug?: string | null; id?: number | null }): Promise<Entity> {
      requireAdmin(ctx);
      const bySlugAsked = slug !== undefined && slug !== null;
      const byIdAsked = id !== undefined && id !== null;
      if (bySlugAsked === byIdAsked) throw badInput({ [slugField]: `give either ${slugField} or id (one of them)` });
      if (bySlugAsked) return find(ctx.em, slug);
      const record = Number.isSafeInteger(id) && id! > 0 ? await ctx.em.findOne(entity, { id } as FilterQuery<Entity>) : null;
      if (!record) throw new AppError('NOT_FOUND', `No ${label} with the id ${Number.isSafeInteger(id) ? id : '(not a valid id)'}.`);
      return record;
    },

    async create(ctx: RequestContext, input: unknown): Promise<Entity> {
      requireAdmin(ctx);
      const values = validateFields(input, rules);
      const slug = values[slugField] as string;
      try {
        return await ctx.em.transactional(async (em) => {
          if (await em.count(entity, bySlug(slug), { filters: false })) {
            throw (await em.count(entity, inTrash(slug), { filters: false })) ? trashedDuplicate(slug) : duplicate(slug);
          }
          await checkSave(em, values);
          const record = em.create(entity, { ...values, updatedBy: actorOf(ctx) } as never);
          audit(em, ctx, { action: 'create', recordType: auditType, recordKey: slug });
          await keep(em, ctx, record, slug, 'create');
          return record;
        });
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw duplicate(slug);
        throw error;
      }
    },

    async update(ctx: RequestContext, slug: string, input: unknown): Promise<Entity> {
      requireAdmin(ctx);
      if (typeof input === 'object' && input !== null && slugField in input) {
        const sent = (input as Record<string, unknown>)[slugField];
        if (sent !== undefined && sent !== null && sent !== slug) throw badInput({ [slugField]: 'cannot be changed after creation' });
      }
      const values = validateFields(input, updateRules, { partial: true });
      const { version } = validateFields(input, { version: optionalVersion }, { partial: true });
      try {
        return await ctx.em.transactional(async (em) => {
          const record = await find(em, slug);
          if (version !== undefined && version !== record.version) throw staleVersion(version, record.version);
          const current = record as Record<string, unknown>;
          const changed = Object.keys(values).filter((field) => !sameValue(values[field as keyof typeof values], current[field]));
          // A save that changes nothing writes nothing: no version, no audit entry, and the content version
          // stays, so no instance empties its page cache for it.
          if (changed.length === 0) return record;
          await checkSave(em, { ...snapshot(record), ...values });
          await keepBaseline(em, auditType, slug, record, snapshot(record));
          wrap(record).assign({ ...values, updatedBy: actorOf(ctx) } as never);
          audit(em, ctx, { action: 'update', recordType: auditType, recordKey: slug, details: { fields: changed } });
          await keep(em, ctx, record, slug, 'update');
          return record;
        });
      } catch (error) {
        throw sameMoment(error);
      }
    },

    async remove(ctx: RequestContext, slug: string): Promise<Entity> {
      requireAdmin(ctx);
      return ctx.em.transactional(async (em) => {
        // A delete names no version: it locks the row, so an update already under way finishes
        // first and the delete reads (and the trash keeps) the record as that update left it.
        const record = await find(em, slug, { lock: true });
        await keepBaseline(em, auditType, slug, record, snapshot(record));
        wrap(record).assign({ deletedAt: new Date(), updatedBy: actorOf(ctx) } as never);
        audit(em, ctx, { action: 'delete', recordType: auditType, recordKey: slug });
        await keep(em, ctx, record, slug, 'delete');
        return record;
      });
    },

    /** A page of the kept versions of a record, live or in the trash, newest first. */
    async history(ctx: RequestContext, slug: string, window: PageWindow): Promise<Connection<HistoryEntry>> {
      requireAdmin(ctx);
      const record = validKey(slug) ? await ctx.em.findOne(entity, bySlug(slug), { filters: false }) : null;
      if (!record) throw missing(slug);
      const where = { recordType: auditType, recordKey: slug };
      // One row past the page: the version before its oldest, which that one's changes are counted from.
      const rows = await ctx.em.find(RecordVersion, where, { orderBy: { version: 'desc', id: 'desc' }, limit: window.limit + 1, offset: window.start });
      const entries = rows.slice(0, window.limit).map((row, index) => historyEntry(row, rows[index + 1], record.version));
      return connectionOf(entries, window, await ctx.em.count(RecordVersion, where));
    },

    /**
     * Brings back the fields of a kept version, as a new version (so this too can be undone).
     * `expectedVersion`, the record's version the editor last read, is checked as an update's `version`
     * is: a restore chosen from a stale history must not silently replace a newer change.
     */
    async revert(ctx: RequestContext, slug: string, version: number, expectedVersion?: number | null): Promise<HistoryEntry> {
      requireAdmin(ctx);
      const { expectedVersion: expected } = validateFields({ expectedVersion }, { expectedVersion: optionalVersion }, { partial: true });
      try {
        return await ctx.em.transactional(async (em) => {
          const record = validKey(slug) ? await em.findOne(entity, bySlug(slug), { filters: false }) : null;
          if (!record) throw missing(slug);
          if (record.deletedAt) throw new AppError('CONFLICT', `This ${label} is in the trash. Restore it from the trash first, then bring back a version.`);
          if (expected !== undefined && expected !== record.version) throw staleVersion(expected, record.version, 'expectedVersion');
          const kept = Number.isInteger(version) ? await em.findOne(RecordVersion, { recordType: auditType, recordKey: slug, version }) : null;
          if (!kept) throw new AppError('NOT_FOUND', `No version ${version} of the ${label} "${slug}" is kept.`);
          const { [slugField]: _slug, ...stored } = kept.snapshot;
          // What is brought back must still pass today's rules, as any save must.
          const values = validateFields(stored, updateRules, { partial: true });
          const before = snapshot(record);
          await checkSave(em, { ...before, ...values });
          await keepBaseline(em, auditType, slug, record, before);
          wrap(record).assign({ ...values, updatedBy: actorOf(ctx) } as never);
          audit(em, ctx, { action: 'update', recordType: auditType, recordKey: slug, details: { fields: Object.keys(values), restoredVersion: version } });
          const row = await keep(em, ctx, record, slug, 'revert', version);
          return historyEntry(row, { snapshot: before } as RecordVersion, record.version);
        });
      } catch (error) {
        throw sameMoment(error, 'expectedVersion');
      }
    },

    /** A page of the records in the trash, most recently deleted first. */
    async trashed(ctx: RequestContext, window: PageWindow): Promise<Connection<TrashedRecord>> {
      requireAdmin(ctx);
      const where = { deletedAt: { $ne: null } } as FilterQuery<Entity>;
      const [records, totalCount] = await ctx.em.findAndCount(entity, where, {
        filters: false,
        orderBy: { deletedAt: 'desc', [slugField]: 'asc' } as never,
        limit: window.limit,
        offset: window.start,
      });
      return connectionOf(records.map(trashedRecord), window, totalCount);
    },

    /** Takes a record out of the trash, as it was when deleted (a new version). */
    async restore(ctx: RequestContext, slug: string): Promise<HistoryEntry> {
      requireAdmin(ctx);
      return ctx.em.transactional(async (em) => {
        const record = await findTrashed(em, slug);
        const before = snapshot(record);
        await checkSave(em, before);
        wrap(record).assign({ deletedAt: null, updatedBy: actorOf(ctx) } as never);
        audit(em, ctx, { action: 'restore', recordType: auditType, recordKey: slug });
        const row = await keep(em, ctx, record, slug, 'restore');
        return historyEntry(row, { snapshot: before } as RecordVersion, record.version);
      });
    },

    /** Deletes a record in the trash for good, with its history. */
    async purge(ctx: RequestContext, slug: string): Promise<TrashedRecord> {
      requireAdmin(ctx);
      return ctx.em.transactional(async (em) => {
        const record = await findTrashed(em, slug);
        const gone = trashedRecord(record);
        em.remove(record);
        await em.nativeDelete(RecordVersion, { recordType: auditType, recordKey: slug });
        audit(em, ctx, { action: 'purge', recordType: auditType, recordKey: slug });
        return gone;
      });
    },

    /** Deletes for good the records that have been in the trash longer than `trashRetentionMs`, with their history. */
    async purgeExpired(em: Em, now: Date): Promise<number> {
      const expired = await em.find(entity, { deletedAt: { $lt: new Date(now.getTime() - trashRetentionMs) } } as FilterQuery<Entity>, {
        filters: false,
        fields: [slugField] as never,
      });
      if (expired.length === 0) return 0;
      const slugs = expired.map((record) => String(record[slugField]));
      await em.nativeDelete(RecordVersion, { recordType: auditType, recordKey: { $in: slugs } });
      return em.nativeDelete(entity, { [slugField]: { $in: slugs } } as FilterQuery<Entity>, { filters: false });
    },
  };
}
