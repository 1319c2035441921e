/** GraphQL at /graphql (POST, and GET for queries) with Apollo Server 5 on Fastify. */
import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import type { Orm } from '../db/orm.ts';
import type { ApiSettings, RequestContext } from './context.ts';
import { AppError, publicError } from './errors.ts';
import { requestContext } from './http.ts';
import { queryLimitsRule } from './limits.ts';
import { schema } from './schema.ts';

/** Codes Apollo itself gives to malformed requests; their messages describe the request, not us. */
const requestErrorCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

export function formatError(formatted: GraphQLFormattedError, error: unknown, log: (error: unknown) => void): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const code = formatted.extensions?.code;
  if (!(original instanceof AppError) && typeof code === 'string' && requestErrorCodes.has(code)) {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  const shown = publicError(original);
  if (!(original instanceof AppError)) log(original);
  return {
    message: shown.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: {
      code: shown.code,
      ...(shown.fields ? { fields: shown.fields } : {}),
      ...(shown.retryAfterSeconds ? { retryAfter: shown.retryAfterSeconds } : {}),
    },
  };
}

export async function registerGraphql(app: FastifyInstance, orm: Orm, settings: ApiSettings): Promise<void> {
  const apollo = new ApolloServer<RequestContext>({
    schema: await schema(),
    introspection: true,
    // Never a stack trace in an answer, in any environment; errors are logged on the server.
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    validationRules: [queryLimitsRule],
    formatError: (formatted, error) => formatError(formatted, error, (cause) => app.log.error(cause)),
    plugins: [fastifyApolloDrainPlugin(app)],
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['GET', 'POST'],
    context: (request, reply) => requestContext(orm, request, reply, settings),
  });
}
