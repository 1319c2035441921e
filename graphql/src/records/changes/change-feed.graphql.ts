/** The change feed through GraphQL: `recordChanges(after, first)` (change-feed.ts). */
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../api/context.ts';
import { PageInfoObject } from '../../api/connection-types.ts';
import { DatabaseCost } from '../../api/limits.ts';
import { recordTypeEnum, VersionActionEnum } from '../../api/enums.ts';
import { maximumPageSize } from '../../api/paging.ts';
import { DateTimeScalar, JsonObjectScalar } from '../../api/scalars.ts';
import { recordChanges, type ChangePage, type RecordChange } from './change-feed.ts';

@ObjectType('RecordChange', { simpleResolvers: true, description: 'One change to one record, as the history kept it.' })
export class RecordChangeObject {
  @Field(() => String, { description: 'Pass it as `after` to read on from just after this change.' })
  cursor!: string;

  @Field(() => recordTypeEnum(), { description: 'The record kind.' })
  recordType!: string;

  @Field(() => String, { description: "The record's key: its slug (pageSlug, calculatorSlug, faqSlug, fromPath, settingsKey)." })
  key!: string;

  @Field(() => Int, { description: "The record's version this change made." })
  version!: number;

  @Field(() => VersionActionEnum, { description: 'What the change did: apply delete by dropping the record, anything else by storing record.' })
  action!: string;

  @Field(() => String, { nullable: true, description: 'Who made it; null for the seed.' })
  actor!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the change was made.' })
  changedAt!: Date;

  @Field(() => [String], { description: 'The fields whose values this change changed (every field with a value for a create).' })
  changedFields!: string[];

  @Field(() => JsonObjectScalar, { description: "The record's fields as this change left them, in the shape of its type (Page, Calculator …)." })
  record!: Record<string, unknown>;
}

@ObjectType('RecordChangeConnection', { simpleResolvers: true, description: 'A page of the change feed.' })
export class RecordChangeConnectionObject {
  @Field(() => [RecordChangeObject], { description: 'The changes, in the order they were committed.' })
  nodes!: RecordChange[];

  @Field(() => Int, { description: 'How many changes the feed holds now, from its start.' })
  totalCount!: number;

  @Field(() => PageInfoObject, {
    description: 'hasNextPage: more follow now. endCursor: the `after` for the next page; null when this page is empty (keep your cursor).',
  })
  pageInfo!: PageInfoObject;
}

@Resolver()
export class ChangeFeedResolver {
  @DatabaseCost(6)
  @Query(() => RecordChangeConnectionObject, {
    description:
      'Every change to every record, in the order committed: from the start without `after`, else after that cursor. Sync from the start, then ask again with the last endCursor to follow; no change is missed or repeated. Requires sign-in (a read token will do).',
  })
  async recordChanges(
    @Arg('after', () => String, { nullable: true, description: 'A cursor from this feed: a page’s endCursor or a change’s cursor.' }) after: string | null,
    @Arg('first', () => Int, { nullable: true, description: `How many, from 1 to ${maximumPageSize} (${maximumPageSize} when omitted).` }) first: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ChangePage> {
    return recordChanges(ctx, { after, first });
  }
}
