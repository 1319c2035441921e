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
import { maximumListLimitForCost } from './limits.ts';
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
  orderBy: Partial<Record<keyof Entity, 'asc' | 'desc'>>;
}

/** A record as a list reads it: its fields as plain data (the same fields, names and values), not a managed entity. */
export type RecordData<Entity> = EntityDTO<Entity>;

interface ListQuery<Entity> {
  /** The prepared statement's name, the same for the same text; null when it is not to be prepared. */
  name: string | null;
  sql: string;
  params: readonly unknown[];
  toPlain: (row: Record<string, unknown>) => RecordData<Entity>;
}

/** A page of a list: at most `limit` records after the first `offset`, in the list's documented order. */
export interface ListPage {
  limit: number;
  offset: number;
}

export const maximumListLimit = maximumListLimitForCost;
const maximumOffset = 1_000_000;

/** The page a list's arguments ask for, checked: `limit` 1 to 100 (100 when omitted), `offset` from 0. */
export function listPage(limit: number | null | undefined, offset: number | null | undefined): ListPage {
  const problems: Record<string, string> = {};
  const chosenLimit = limit ?? maximumListLimit;
  const chosenOffset = offset ?? 0;
  if (!Number.isInteger(chosenLimit) || chosenLimit < 1 || chosenLimit > maximumListLimit) problems.limit = `must be from 1 to ${maximumListLimit}`;
  if (!Number.isInteger(chosenOffset) || chosenOffset < 0 || chosenOffset > maximumOffset) problems.offset = `must be from 0 to ${maximumOffset}`;
  if (Object.keys(problems).length > 0) throw badInput(problems);
  return { limit: chosenLimit, offset: chosenOffset };
}

export function requireAdmin(ctx: RequestContext): NonNullable<RequestContext['user']> {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

export function recordService<Entity extends Versioned, SlugField extends keyof Entity & string>(kind: RecordKind<Entity, SlugField>) {
  const { entity, label, auditType, slugField, titleField, rules, orderBy } = kind;
  const bySlug = (slug: string) => ({ [slugField]: slug }) as FilterQuery<Entity>;
  const inTrash = (slug: string) => ({ [slugField]: slug, deletedAt: { $ne: null } }) as FilterQuery<Entity>;
  const duplicate = (slug: string) => new AppError('CONFLICT', `A ${label} with the slug "${slug}" already exists.`, { [slugField]: 'is already used' });
  const trashedDuplicate = (slug: string) =>
    new AppError(
      'CONFLICT',
      `A ${label} with the slug "${slug}" is in the trash. Restore it from the trash, or delete it there for good, to use the slug again.`,
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
    const record = slugRule(slug).ok ? await em.findOne(entity, inTrash(slug), { filters: false }) : null;
    if (!record) throw new AppError('NOT_FOUND', `No ${label} with the slug ${shownKey(slug)} is in the trash.`);
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

  // Each list's SQL is the same on every request: it is built and compiled once per database and
  // filter (building and compiling cost as much as running the query), and PostgreSQL prepares it once
  // per connection (preparedQuery). Only the SQL is kept, never rows. The filters come from this code
  // with checked values, so there are a few; the bound guards against a caller passing unchecked input.
  const listQueries = new WeakMap<object, Map<string, ListQuery<Entity>>>();
  const maximumListQueries = 32;
  const compileList = (em: Em, where: QBFilterQuery<Entity>, fields: readonly string[] | undefined): ListQuery<Entity> => {
    const { sql, params } = em
      .createQueryBuilder(entity)
      .select((fields ?? '*') as never)
      .where(where)
      .orderBy(orderBy as never)
      .toQuery();
    // One statement per text: the filters that differ only in their values share it.
    return {
      name: `list_${createHash('sha256').update(sql).digest('hex').slice(0, 16)}`,
      sql,
      params,
      toPlain: (row) => entityData(em, entity, row) as RecordData<Entity>,
    };
  };
  const listQuery = (em: Em, where: QBFilterQuery<Entity>, fields: readonly string[] | undefined): ListQuery<Entity> => {
    const driver = em.getDriver();
    let compiled = listQueries.get(driver);
    if (!compiled) {
      compiled = new Map<string, ListQuery<Entity>>();
      listQueries.set(driver, compiled);
    }
    const key = JSON.stringify([where, fields]);
    let query = compiled.get(key);
    if (!query) {
      query = compileList(em, where, fields);
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
    if (!slugRule(slug).ok) throw notFound(label, slug);
    const record = await em.findOne(entity, bySlug(slug), lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!record) throw notFound(label, slug);
    return record;
  }

  return {
    /** The validation rules this service applies (the security tests re-check stored records with them). */
    rules,
    /** The field that names a record: its key in URLs. */
    slugField: slugField as string,

    /**
     * Lists are only read, never changed: the rows come back as plain data, without the entity
     * instances, identity map and change-tracking snapshots `em.find` builds, which cost more than the
     * query itself. `fields`, when given, are the only ones read (a GraphQL query's selection): the
     * others are left out of the rows, and their columns out of the query.
     */
    async list(ctx: RequestContext, where: QBFilterQuery<Entity> = {}, fields?: readonly string[], page?: ListPage): Promise<RecordData<Entity>[]> {
      // Any name that is not one of the record's properties, and the whole record is read.
      const { properties } = ctx.em.getMetadata().get(entity);
      const columns =
        fields && fields.length > 0 && fields.every((field) => field in properties && !properties[field as keyof typeof properties]?.hidden)
          ? [...new Set(fields)].sort()
          : shownFields(properties);
      // The trash is left out here too: a query builder's read does not apply the entity's filters.
      const { name, sql, params, toPlain } = listQuery(ctx.em, { ...where, deletedAt: null } as QBFilterQuery<Entity>, columns);
      // A page of the list: the same statement with its bounds as two more parameters.
      const paged = page
        ? { name: name && `${name}_page`, sql: `${sql} limit ? offset ?`, params: [...params, page.limit, page.offset] }
        : { name, sql, params };
      // Inside a transaction it runs on the transaction's connection (PGlite has only one).
      return (await preparedQuery(ctx.em, paged.name, paged.sql, paged.params)).map(toPlain);
    },

    /** How many records match, for a list's totalCount. */
    async count(ctx: RequestContext, where: FilterQuery<Entity> = {}): Promise<number> {
      return ctx.em.count(entity, where);
    },

    /** Public reads pass no sign-in check; admin reads call requireAdmin first. */
    async findOne(ctx: RequestContext, where: FilterQuery<Entity>): Promise<Entity | null> {
      return ctx.em.findOne(entity, where);
    },

    async get(ctx: RequestContext, slug: string): Promise<Entity> {
      requireAdmin(ctx);
      return find(ctx.em, slug);
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

    /** Every kept version of a record, live or in the trash, newest first. */
    async history(ctx: RequestContext, slug: string): Promise<HistoryEntry[]> {
      requireAdmin(ctx);
      const record = slugRule(slug).ok ? await ctx.em.findOne(entity, bySlug(slug), { filters: false }) : null;
      if (!record) throw notFound(label, slug);
      const rows = await ctx.em.find(RecordVersion, { recordType: auditType, recordKey: slug }, { orderBy: { version: 'asc', id: 'asc' } });
      return rows.map((row, index) => historyEntry(row, rows[index - 1], record.version)).reverse();
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
          const record = slugRule(slug).ok ? await em.findOne(entity, bySlug(slug), { filters: false }) : null;
          if (!record) throw notFound(label, slug);
          if (record.deletedAt) throw new AppError('CONFLICT', `This ${label} is in the trash. Restore it from the trash first, then bring back a version.`);
          if (expected !== undefined && expected !== record.version) throw staleVersion(expected, record.version, 'expectedVersion');
          const kept = Number.isInteger(version) ? await em.findOne(RecordVersion, { recordType: auditType, recordKey: slug, version }) : null;
          if (!kept) throw new AppError('NOT_FOUND', `No version ${version} of the ${label} "${slug}" is kept.`);
          const { [slugField]: _slug, ...stored } = kept.snapshot;
          // What is brought back must still pass today's rules, as any save must.
          const values = validateFields(stored, updateRules, { partial: true });
          const before = snapshot(record);
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

    /** The records in the trash, most recently deleted first. */
    async trashed(ctx: RequestContext): Promise<TrashedRecord[]> {
      requireAdmin(ctx);
      const records = await ctx.em.find(entity, { deletedAt: { $ne: null } } as FilterQuery<Entity>, {
        filters: false,
        orderBy: { deletedAt: 'desc' } as never,
      });
      return records.map(trashedRecord);
    },

    /** Takes a record out of the trash, as it was when deleted (a new version). */
    async restore(ctx: RequestContext, slug: string): Promise<HistoryEntry> {
      requireAdmin(ctx);
      return ctx.em.transactional(async (em) => {
        const record = await findTrashed(em, slug);
        const before = snapshot(record);
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
