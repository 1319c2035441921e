/** GraphQL at /graphql (POST, and GET for queries) with Apollo Server 5 on Fastify, and its SDL. */
import { createHash } from 'node:crypto';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { requestLog } from '../http/access-log.ts';
import { ifNoneMatchHas, weakTag } from '../http/conditional.ts';
import type { Orm } from '../db/orm.ts';
import { requireWriteScope } from '../tokens/api-tokens.ts';
import type { ApiSettings, RequestContext } from './context.ts';
import { compiledQueries } from './compiled-execution.ts';
import { AppError, errorStatus, publicError } from './errors.ts';
import { requestContext } from './http.ts';
import { maximumTokens, queryLimitsRule } from './limits.ts';
import { registerExplorer } from './explorer.ts';
import { allowedOrigin, isPreflighted, publicReads, type CorsOrigins } from './public-reads.ts';
import { printedSchema, schema } from './schema.ts';

/** Codes Apollo itself gives to malformed requests; their messages describe the request, not us. */
const requestErrorCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  // Automatic persisted queries: clients resend the full document when they see this code.
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * graphql-js's messages about a malformed request quote it (a field name, a value): one long name
 * would come back whole. They are cut here, so an error answer stays small whatever was sent.
 */
const longestRequestMessage = 300;
const bounded = (message: string) => (message.length > longestRequestMessage ? `${message.slice(0, longestRequestMessage)}… (cut)` : message);

export function formatError(formatted: GraphQLFormattedError, error: unknown, log: (error: unknown) => void): GraphQLFormattedError {
  let original = unwrapResolverError(error);
  // A failed context (see registerGraphql) carries the AppError it was made from.
  if (original instanceof GraphQLError && original.originalError instanceof AppError) original = original.originalError;
  const code = formatted.extensions?.code;
  if (!(original instanceof AppError) && typeof code === 'string' && requestErrorCodes.has(code)) {
    // A variable that does not fit its type (graphql-js's coercion) is named, as the services name a field.
    const variable = code === 'BAD_USER_INPUT' ? /^Variable "\$([^"]{1,100})"/.exec(formatted.message)?.[1] : undefined;
    const message = bounded(formatted.message);
    const fields = code === 'BAD_USER_INPUT' ? { fields: { [variable ?? 'variables']: message } } : {};
    return { message, locations: formatted.locations, path: formatted.path, extensions: { code, ...fields } };
  }
  // A request naming an operation its document does not hold (or holding several and naming none):
  // the request is wrong, so it answers 400 BAD_USER_INPUT, a documented code, saying what to fix.
  if (code === 'OPERATION_RESOLUTION_FAILURE' && !(original instanceof AppError)) {
    const message = bounded(formatted.message);
    return { message, extensions: { code: 'BAD_USER_INPUT', fields: { operationName: message } } };
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

/**
 * The HTTP side of every operation's answer: a database outage answers 503 on this door too, not 200
 * with an error inside, and a refusal to try again later answers 429 with Retry-After, as the REST
 * door does; and no answer may be stored by a cache (`Cache-Control: no-store`, what Apollo's
 * cache-control plugin answered here, since no field carries a cache hint). That plugin is
 * disabled: it wrapped every field resolver and ran a hook per field, the largest share of
 * GraphQL's own work for a list.
 */
const httpAnswer: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        response.http.headers.set('cache-control', 'no-store');
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        if (errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) response.http.status = 503;
        const waits = (errors ?? []).map((error) => (error.extensions?.code === 'RATE_LIMITED' ? Number(error.extensions.retryAfter ?? 1) : 0));
        if (Math.max(0, ...waits) > 0) {
          response.http.status = 429;
          response.http.headers.set('retry-after', String(Math.max(...waits)));
        }
      },
    };
  },
};

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** An AppError raised before execution, as Apollo carries it: with its status (and Retry-After). */
function requestFailure(error: unknown, log: (error: unknown) => void): GraphQLError {
  const shown = publicError(error);
  if (shown.code === 'INTERNAL_SERVER_ERROR') log(error);
  const headers = new HeaderMap(shown.retryAfterSeconds ? [['retry-after', String(shown.retryAfterSeconds)]] : []);
  return new GraphQLError(shown.message, { originalError: shown, extensions: { http: { status: errorStatus[shown.code], headers } } });
}

/** A `read` API token runs no mutation: refused as a whole, before anything runs (FORBIDDEN, 403). */
function tokenScope(log: (error: unknown) => void): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (operation?.operation !== 'mutation') return;
          try {
            requireWriteScope(contextValue);
          } catch (error) {
            throw requestFailure(error, log);
          }
        },
      };
    },
  };
}

export async function registerGraphql(
  app: FastifyInstance,
  orm: Orm,
  settings: ApiSettings,
  { corsOrigins = [], compiledQueries: compiled = true }: { corsOrigins?: CorsOrigins; compiledQueries?: boolean } = {},
): Promise<void> {
  const built = await schema();
  const format = (formatted: GraphQLFormattedError, error: unknown) => formatError(formatted, error, (cause) => requestLog(app.log).error(cause));
  const apollo = new ApolloServer<RequestContext>({
    schema: built,
    introspection: true,
    // Replaced by public-reads.ts: a GET no page could send cross-site runs signed in, others run
    // signed out and read only public fields. A form's POST (text/plain, urlencoded, multipart) is
    // refused without it: Apollo reads only JSON bodies.
    csrfPrevention: false,
    // Never a stack trace in an answer, in any environment; errors are logged on the server.
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // The server stops itself on SIGTERM and SIGINT, draining first (start.ts); Apollo's own handler
    // closed the listener at the signal, refusing requests while /readyz still had to turn 503.
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: maximumTokens },
    // Parsed and validated documents are kept by Apollo's default document store (an LRU keyed by the
    // query's hash), so a repeated query skips parsing and every validation rule, queryLimitsRule too.
    validationRules: [queryLimitsRule],
    formatError: format,
    plugins: [
      fastifyApolloDrainPlugin(app),
      httpAnswer,
      publicReads(corsOrigins),
      tokenScope((cause) => requestLog(app.log).error(cause)),
      ...(compiled ? [compiledQueries(built, format)] : []),
      ApolloServerPluginCacheControlDisabled(),
      // Browsers get the self-hosted explorer instead (explorer.ts); Apollo's page loads from a CDN.
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();
  registerExplorer(app);
  // The schema as SDL, for code generators and people reading it; the same text as schema.graphql.
  const sdl = await printedSchema();
  // Weak: compressed or not on the way out, as the client asks (http/conditional.ts).
  const sdlTag = weakTag(createHash('sha256').update(sdl).digest('base64url').slice(0, 27));
  app.get('/graphql/schema.graphql', async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300').header('ETag', sdlTag).header('Vary', 'Accept-Encoding').type('text/plain; charset=utf-8');
    if (ifNoneMatchHas(request.headers['if-none-match'], sdlTag)) return reply.code(304).send();
    return sdl;
  });
  // A page of an origin in CORS_ORIGINS asks before a GET with a JSON content type (Apollo Client's).
  app.options('/graphql', async (request, reply) => {
    const allowed = allowedOrigin(corsOrigins, request.headers.origin);
    reply.header('Allow', 'GET, POST, OPTIONS');
    if (allowed) {
      reply
        .header('Access-Control-Allow-Origin', allowed)
        .header('Access-Control-Allow-Methods', 'GET')
        .header('Access-Control-Allow-Headers', 'content-type, apollo-require-preflight, x-apollo-operation-name')
        .header('Access-Control-Max-Age', '600');
      if (allowed !== '*') reply.header('Vary', 'Origin');
    }
    return reply.code(204).send();
  });
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['GET', 'POST'],
    // Resuming the session reads the database: when that fails, the answer says why with its status
    // (503 in an outage), not Apollo's 500 'Context creation failed'.
    context: async (request, reply) => {
      try {
        const honourCookie = request.method !== 'GET' || isPreflighted({ get: (name) => headerText(request.headers[name]) });
        return await requestContext(orm, request, reply, settings, { honourCookie });
      } catch (error) {
        throw requestFailure(error, (cause) => request.log.error(cause));
      }
    },
  });
}
