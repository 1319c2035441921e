/**
 * The one service behind pages, SEO meta and calculator records (and so behind both doors, GraphQL
 * and REST): sign-in required, validation with a message per field, unique slugs, optimistic
 * locking by `version`, and every change committed in one transaction with its audit entry.
 */
import { createHash } from 'node:crypto';
import { OptimisticLockError, UniqueConstraintViolationException, wrap, type EntityClass, type FilterQuery } from '@mikro-orm/core';
import { audit } from '../audit/audit.ts';
import type { QBFilterQuery } from '@mikro-orm/sql';
import type { Em } from '../db/orm.ts';
import { plainRowMapper, type PlainRow } from '../db/plain-rows.ts';
import { preparedQuery } from '../db/prepared.ts';
import type { RequestContext } from './context.ts';
import { AppError, badInput, notFound, unauthenticated } from './errors.ts';
import { maximumListLimitForCost } from './limits.ts';
import { optionalVersion, slug as slugRule, validateFields, type FieldRule } from './validation.ts';

interface Versioned {
  version: number;
}

export interface RecordKind<Entity extends Versioned, SlugField extends keyof Entity & string> {
  entity: EntityClass<Entity>;
  /** 'page', 'SEO meta', 'calculator': how messages name one record. */
  label: string;
  /** The audit log's record type, e.g. 'page'. */
  auditType: string;
  slugField: SlugField;
  /** Rules for every field a client may write, the slug field included. */
  rules: Record<string, FieldRule<unknown>>;
  orderBy: Partial<Record<keyof Entity, 'asc' | 'desc'>>;
}

/** A record as a list reads it: its fields as plain data (the same fields, names and values), not a managed entity. */
export type RecordData<Entity> = PlainRow<Entity>;

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
  const { entity, label, auditType, slugField, rules, orderBy } = kind;
  const bySlug = (slug: string) => ({ [slugField]: slug }) as FilterQuery<Entity>;
  const duplicate = (slug: string) => new AppError('CONFLICT', `A ${label} with the slug "${slug}" already exists.`, { [slugField]: 'is already used' });
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
    return { name: `list_${createHash('sha256').update(sql).digest('hex').slice(0, 16)}`, sql, params, toPlain: plainRowMapper(em, entity) };
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

  async function find(em: Em, slug: string): Promise<Entity> {
    // A key no record can have is not looked up: the database would refuse some (a NUL character) with an error.
    if (!slugRule(slug).ok) throw notFound(label, slug);
    const record = await em.findOne(entity, bySlug(slug));
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
      const columns = fields && fields.length > 0 && fields.every((field) => field in properties) ? [...new Set(fields)].sort() : undefined;
      const { name, sql, params, toPlain } = listQuery(ctx.em, where, columns);
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
          if (await em.count(entity, bySlug(slug))) throw duplicate(slug);
          const record = em.create(entity, values as never);
          audit(em, ctx, { action: 'create', recordType: auditType, recordKey: slug });
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
          if (version !== undefined && version !== record.version) {
            throw new AppError(
              'CONFLICT',
              `This ${label} was changed by someone else since you opened it (you have version ${version}, the current one is ${record.version}). Reload it, then apply your change again.`,
              { version: 'is out of date' },
            );
          }
          const changed = Object.keys(values);
          wrap(record).assign(values as never);
          audit(em, ctx, { action: 'update', recordType: auditType, recordKey: slug, details: { fields: changed } });
          return record;
        });
      } catch (error) {
        if (error instanceof OptimisticLockError) {
          throw new AppError('CONFLICT', `This ${label} was changed by someone else at the same moment. Reload it, then apply your change again.`, {
            version: 'is out of date',
          });
        }
        throw error;
      }
    },

    async remove(ctx: RequestContext, slug: string): Promise<Entity> {
      requireAdmin(ctx);
      return ctx.em.transactional(async (em) => {
        const record = await find(em, slug);
        em.remove(record);
        audit(em, ctx, { action: 'delete', recordType: auditType, recordKey: slug });
        return record;
      });
    },
  };
}
