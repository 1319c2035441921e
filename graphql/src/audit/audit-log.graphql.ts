/** The audit log on GraphQL: `auditLog`, a connection like every list, for administrators. */
import { Args, ArgsType, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { connectionType, PagingArgs } from '../api/connection-types.ts';
import type { RequestContext } from '../api/context.ts';
import { AuditActionEnum, auditKindEnum } from '../api/enums.ts';
import { DatabaseCost } from '../api/limits.ts';
import { pageWindow, type Connection } from '../api/paging.ts';
import { DateTimeScalar } from '../api/scalars.ts';
import { ApiTokenScopeEnum } from '../tokens/api-token.graphql.ts';
import type { AuditAction } from './actions.ts';
import { auditLog, auditLogFilters, type AuditLogEntry } from './audit-log.ts';

@ObjectType('AuditApiToken', { simpleResolvers: true, description: 'The API token a request was made with.' })
class AuditApiTokenObject {
  @Field(() => Int, { description: 'Its id (apiTokens lists it).' })
  id!: number;

  @Field(() => String, { description: 'Its name when it was used.' })
  name!: string;
}

@ObjectType('AuditEntry', { simpleResolvers: true, description: 'One entry of the audit log: who did what, about what, when and from where.' })
export class AuditEntryObject {
  @Field(() => Int, { description: 'Its number: later entries have larger ones.' })
  id!: number;

  @Field(() => DateTimeScalar, { description: 'When it happened.' })
  createdAt!: Date;

  @Field(() => AuditActionEnum, { description: 'What happened.' })
  action!: AuditAction;

  @Field(() => String, { nullable: true, description: 'The username that did it; null from the command line, or for a sign-in refused.' })
  actor!: string | null;

  @Field(() => auditKindEnum(), { nullable: true, description: 'What it is about: a record type, account or apiToken.' })
  kind!: string | null;

  @Field(() => String, { nullable: true, description: "The key of what it is about: a record's slug or path, a username, an API token's id." })
  key!: string | null;

  @Field(() => String, { nullable: true, description: 'The client address it came from; cli for the command line.' })
  ip!: string | null;

  @Field(() => AuditApiTokenObject, { nullable: true, description: 'The API token the request was made with; null for a signed-in session.' })
  apiToken!: { id: number; name: string } | null;

  @Field(() => [String], { nullable: true, description: 'For update: the fields it changed.' })
  fields!: string[] | null;

  @Field(() => Int, { nullable: true, description: 'For an update that brought back an older version: that version.' })
  restoredVersion!: number | null;

  @Field(() => Int, { nullable: true, description: 'For a password change or reset: how many API tokens it revoked.' })
  tokensRevoked!: number | null;

  @Field(() => String, { nullable: true, description: 'For a refused sign-in or a command-line change: the username it named.' })
  username!: string | null;

  @Field(() => String, { nullable: true, description: 'For createApiToken and revokeApiToken: the token’s name.' })
  tokenName!: string | null;

  @Field(() => ApiTokenScopeEnum, { nullable: true, description: 'For createApiToken: the token’s scope.' })
  tokenScope!: string | null;
}

const AuditEntryConnection = connectionType(AuditEntryObject, 'AuditEntryConnection', 'audit entries');

@ArgsType()
class AuditLogArgs extends PagingArgs {
  @Field(() => String, { nullable: true, description: 'Only the entries of this username.' })
  actor?: string | null;

  @Field(() => AuditActionEnum, { nullable: true, description: 'Only entries of this action.' })
  action?: AuditAction | null;

  @Field(() => auditKindEnum(), { nullable: true, description: 'Only entries about this kind: a record type, account or apiToken.' })
  kind?: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Only entries at or after this time.' })
  from?: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Only entries at or before this time.' })
  to?: Date | null;
}

@Resolver()
export class AuditLogResolver {
  @DatabaseCost(2)
  @Query(() => AuditEntryConnection, {
    description:
      'The audit log, newest first: sign-ins and their failures, password changes, API tokens made, used and revoked, record changes. A page of at most `first` (see PageInfo). Administrators only: an editor is refused with FORBIDDEN.',
  })
  async auditLog(@Args(() => AuditLogArgs) args: AuditLogArgs, @Ctx() ctx: RequestContext): Promise<Connection<AuditLogEntry>> {
    const window = pageWindow(args);
    return auditLog(ctx, auditLogFilters({ action: AuditActionEnum, kind: auditKindEnum() }), { ...args }, window);
  }
}
