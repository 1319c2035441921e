/**
 * History and trash through GraphQL: `recordHistory`, `restoreRecordVersion`,
 * `deletedRecords`, `restoreDeletedRecord` and `purgeDeletedRecord`, for every record type, named by
 * `recordType` (the RecordType enum: every defined kind), each calling that record type's service.
 */
import { Arg, Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../api/context.ts';
import { recordTypeEnum, VersionActionEnum } from '../../api/enums.ts';
import { DatabaseCost } from '../../api/limits.ts';
import { connectionType, PagingArgs } from '../../api/connection-types.ts';
import { pageWindow, type Connection } from '../../api/paging.ts';
import { requireAdmin, type HistoryEntry, type TrashedRecord } from '../../api/records.ts';
import { DateTimeScalar, JsonObjectScalar, JsonScalar } from '../../api/scalars.ts';
import { serviceFor } from './record-types.ts';

@ObjectType('FieldChange', { simpleResolvers: true, description: 'One field a version changed: its value before and after.' })
export class FieldChangeObject {
  @Field(() => String, { description: "The field's API name, e.g. metaTitle." })
  field!: string;

  @Field(() => JsonScalar, { nullable: true, description: 'The value in the version before (null when there was none).' })
  before!: unknown;

  @Field(() => JsonScalar, { nullable: true, description: 'The value in this version.' })
  after!: unknown;
}

@ObjectType('RecordVersion', { simpleResolvers: true, description: 'One kept version of a record: who made it, when, and what it changed.' })
export class RecordVersionObject {
  @Field(() => recordTypeEnum(), { description: 'The kind of record.' })
  recordType!: string;

  @Field(() => String, { description: "The record's slug (pageSlug or calculatorSlug)." })
  slug!: string;

  @Field(() => Int, { description: "The record's version number this change made." })
  version!: number;

  @Field(() => VersionActionEnum, { description: 'How this version came about.' })
  action!: string;

  @Field(() => String, { nullable: true, description: 'Username of whoever made the change; null for the first start seed.' })
  actor!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the change was made.' })
  createdAt!: Date;

  @Field(() => Int, { nullable: true, description: 'For a revert: the version brought back.' })
  restoredFrom!: number | null;

  @Field(() => [FieldChangeObject], { description: 'The fields this version changed from the one before, field by field.' })
  changes!: FieldChangeObject[];

  @Field(() => JsonObjectScalar, { description: "The record's fields as this version left them." })
  snapshot!: Record<string, unknown>;

  @Field(() => Boolean, { description: "Whether this is the record's version now." })
  current!: boolean;
}

@ObjectType('DeletedRecord', { simpleResolvers: true, description: 'A record in the trash, kept 30 days after it was deleted.' })
export class DeletedRecordObject {
  @Field(() => recordTypeEnum(), { description: 'The kind of record.' })
  recordType!: string;

  @Field(() => String, { description: "The record's slug." })
  slug!: string;

  @Field(() => String, { description: "The record's title (metaTitle for SEO meta)." })
  title!: string;

  @Field(() => Int, { description: "The record's version when it was deleted." })
  version!: number;

  @Field(() => DateTimeScalar, { description: 'When it was deleted.' })
  deletedAt!: Date;

  @Field(() => String, { nullable: true, description: 'Username of whoever deleted it.' })
  deletedBy!: string | null;

  @Field(() => DateTimeScalar, { description: 'When it will be deleted for good unless restored.' })
  purgeAt!: Date;

  @Field(() => JsonObjectScalar, { description: "The record's fields as they were." })
  record!: Record<string, unknown>;
}

const RecordVersionConnection = connectionType(RecordVersionObject, 'RecordVersionConnection', 'kept versions');
const DeletedRecordConnection = connectionType(DeletedRecordObject, 'DeletedRecordConnection', 'records in the trash');

@Resolver()
export class HistoryResolver {
  @DatabaseCost(3)
  @Query(() => RecordVersionConnection, {
    description: 'The kept versions of a record, live or in the trash, newest first: a page of at most `first` (see PageInfo). Requires sign-in.',
  })
  async recordHistory(
    @Arg('recordType', () => recordTypeEnum()) recordType: string,
    @Arg('slug', () => String) slug: string,
    @Args(() => PagingArgs) paging: PagingArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<Connection<HistoryEntry>> {
    requireAdmin(ctx);
    return serviceFor(recordType).history(ctx, slug, pageWindow(paging));
  }

  @DatabaseCost(9)
  @Mutation(() => RecordVersionObject, {
    description:
      "Brings back a kept version's fields as a new version (itself undoable), and returns that new version. Send expectedVersion, the record's version you last read: a newer change answers CONFLICT instead of being replaced, as with an update's version. Requires sign-in.",
  })
  async restoreRecordVersion(
    @Arg('recordType', () => recordTypeEnum()) recordType: string,
    @Arg('slug', () => String) slug: string,
    @Arg('version', () => Int, { description: 'The kept version to bring back.' }) version: number,
    @Arg('expectedVersion', () => Int, {
      nullable: true,
      description: "The record's current version as you last read it (recordHistory's current entry); CONFLICT when the record has moved on since.",
    })
    expectedVersion: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<HistoryEntry> {
    requireAdmin(ctx);
    return serviceFor(recordType).revert(ctx, slug, version, expectedVersion);
  }

  @DatabaseCost(2)
  @Query(() => DeletedRecordConnection, {
    description: 'The records of one type in the trash, most recently deleted first: a page of at most `first` (see PageInfo). Requires sign-in.',
  })
  async deletedRecords(
    @Arg('recordType', () => recordTypeEnum()) recordType: string,
    @Args(() => PagingArgs) paging: PagingArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<Connection<TrashedRecord>> {
    requireAdmin(ctx);
    return serviceFor(recordType).trashed(ctx, pageWindow(paging));
  }

  @DatabaseCost(7)
  @Mutation(() => RecordVersionObject, {
    description: 'Takes a record out of the trash as it was (a new version), and returns that version. Requires sign-in.',
  })
  async restoreDeletedRecord(
    @Arg('recordType', () => recordTypeEnum()) recordType: string,
    @Arg('slug', () => String) slug: string,
    @Ctx() ctx: RequestContext,
  ): Promise<HistoryEntry> {
    requireAdmin(ctx);
    return serviceFor(recordType).restore(ctx, slug);
  }

  @DatabaseCost(6)
  @Mutation(() => DeletedRecordObject, { description: 'Deletes a record in the trash for good, with its history, and returns it as it was. Requires sign-in.' })
  async purgeDeletedRecord(
    @Arg('recordType', () => recordTypeEnum()) recordType: string,
    @Arg('slug', () => String) slug: string,
    @Ctx() ctx: RequestContext,
  ): Promise<TrashedRecord> {
    requireAdmin(ctx);
    return serviceFor(recordType).purge(ctx, slug);
  }
}
