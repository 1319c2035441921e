import { Arg, Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../api/context.ts';
import { DatabaseCost } from '../api/limits.ts';
import { connectionType, PagingArgs } from '../api/connection-types.ts';
import { pageWindow, type Connection } from '../api/paging.ts';
import { DateTimeScalar } from '../api/scalars.ts';
import type { ApiTokenScope } from './api-token.entity.ts';
import { createApiToken, listApiTokens, revokeApiToken, type ApiTokenView } from './api-tokens.ts';

/** The scopes as a GraphQL enum whose values are the words stored and sent (`read`, `write`). */
export const ApiTokenScopeEnum = { read: 'read', write: 'write' } as const satisfies Record<ApiTokenScope, ApiTokenScope>;

registerEnumType(ApiTokenScopeEnum, {
  name: 'ApiTokenScope',
  description: 'What an API token may do.',
  valuesConfig: {
    read: { description: 'Queries (and REST GET) only; every change answers FORBIDDEN.' },
    write: { description: 'Everything an administrator may do, except managing API tokens and changing the password.' },
  },
});

@ObjectType('ApiToken', { simpleResolvers: true, description: 'A named API token. Its secret is shown only once, when it is created.' })
export class ApiTokenObject {
  @Field(() => Int, { description: 'Database id: pass it to revokeApiToken.' })
  id!: number;

  @Field(() => String, { description: 'What the token is for.' })
  name!: string;

  @Field(() => ApiTokenScopeEnum, { description: 'What the token may do.' })
  scope!: ApiTokenScope;

  @Field(() => String, { description: "The secret's first characters, to tell tokens apart (never the whole secret)." })
  secretPrefix!: string;

  @Field(() => String, { description: 'The administrator who created it; the token acts as them.' })
  createdBy!: string;

  @Field(() => DateTimeScalar, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => DateTimeScalar, { description: 'When it stops working: every token expires, at most a year after it was created.' })
  expiresAt!: Date;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was last used (to the minute); null for never.' })
  lastUsedAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was revoked; null while it is live.' })
  revokedAt!: Date | null;
}

@ObjectType('CreatedApiToken', { simpleResolvers: true, description: 'A new API token and its secret, which is never shown again.' })
export class CreatedApiTokenObject {
  @Field(() => ApiTokenObject, { description: 'The token as apiTokens lists it.' })
  token!: ApiTokenView;

  @Field(() => String, { description: 'Send it as `Authorization: Bearer <secret>`. Store it now: only its hash is kept.' })
  secret!: string;
}

const ApiTokenConnection = connectionType(ApiTokenObject, 'ApiTokenConnection', 'API tokens');

@Resolver()
export class ApiTokenResolver {
  @DatabaseCost(2)
  @Query(() => ApiTokenConnection, {
    description: 'The API tokens, newest first, revoked ones included: a page of at most `first` (see PageInfo). Requires a password sign-in (not a token).',
  })
  async apiTokens(@Args(() => PagingArgs) paging: PagingArgs, @Ctx() ctx: RequestContext): Promise<Connection<ApiTokenView>> {
    return listApiTokens(ctx, pageWindow(paging));
  }

  @DatabaseCost(10)
  @Mutation(() => CreatedApiTokenObject, {
    description:
      "Creates an API token and returns its secret, once. Requires a password sign-in (not a token) and the account's current password. The token is revoked when the account's password changes.",
  })
  async createApiToken(
    @Arg('name', () => String, { description: 'What the token is for, at most 100 characters.' }) name: string,
    @Arg('scope', () => ApiTokenScopeEnum) scope: ApiTokenScope,
    @Arg('expiresAt', () => DateTimeScalar, { nullable: true, description: 'When it stops working, at most a year ahead; 90 days ahead when omitted.' })
    expiresAt: Date | null,
    @Arg('currentPassword', () => String, { description: "The signed-in account's password: a session alone cannot mint lasting access." })
    currentPassword: string,
    @Ctx() ctx: RequestContext,
  ): Promise<{ token: ApiTokenView; secret: string }> {
    return createApiToken(ctx, { name, scope, expiresAt, currentPassword });
  }

  @DatabaseCost(3)
  @Mutation(() => ApiTokenObject, { description: 'Revokes an API token at once; it stays listed. Requires a password sign-in (not a token).' })
  async revokeApiToken(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<ApiTokenView> {
    return revokeApiToken(ctx, id);
  }
}
