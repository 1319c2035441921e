/** The GraphQL schema, built from the resolvers; `schema.graphql` is its printed, sorted form. */
import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuditLogResolver } from '../audit/audit-log.graphql.ts';
import { AuthResolver } from '../auth/auth.graphql.ts';
import { HistoryResolver } from '../records/history/history.graphql.ts';
import { ApiTokenResolver } from '../tokens/api-token.graphql.ts';
import { finishContentTypes } from './content-types.ts';
import { DashboardResolver } from './dashboard.graphql.ts';
import { auditKindEnum, recordTypeEnum } from './enums.ts';
import { kindResolvers } from '../records/definition.graphql.ts';
import { definedKinds } from '../records/kinds.ts';
import { AdminMetadataResolver } from '../records/admin-metadata.graphql.ts';
import { ChangeFeedResolver } from '../records/changes/change-feed.graphql.ts';
import { WebhookResolver } from '../webhooks/webhooks.graphql.ts';

let built: Promise<GraphQLSchema> | undefined;

/**
 * Every object type says `simpleResolvers: true`: no field has middleware or an auth check, so a field
 * is read straight off its object. Without it type-graphql wraps every field in a resolver of its own,
 * which graphql-js, and compiled queries (compiled-execution.ts), then call for every field of every row.
 */
async function build(): Promise<GraphQLSchema> {
  // Registered now, with every kind known: type-graphql reads the enums once, as it starts building.
  recordTypeEnum();
  auditKindEnum();
  const built = await buildSchema({
    resolvers: [
      AuthResolver,
      DashboardResolver,
      HistoryResolver,
      ApiTokenResolver,
      AdminMetadataResolver,
      WebhookResolver,
      ChangeFeedResolver,
      AuditLogResolver,
      ...definedKinds().flatMap(kindResolvers),
    ],
    validate: false,
    emitSchemaFile: false,
  });
  finishContentTypes(built);
  // type-graphql has no decorator for the root types' descriptions.
  const query = built.getQueryType();
  const mutation = built.getMutationType();
  if (query)
    query.description =
      'Reads. publishedPages, publishedPage, publicSeoMeta, activeCalculators and activeCalculator are public; the others require a signed-in administrator. Every list answers a page of a connection (first, after, offset; nodes, totalCount, pageInfo).';
  if (mutation) mutation.description = 'Changes. login is public; the others require a signed-in administrator. Errors carry a code in extensions.code.';
  return built;
}

export function schema(): Promise<GraphQLSchema> {
  built ??= build();
  return built;
}

export async function printedSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await schema()))}\n`;
}
