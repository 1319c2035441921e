/**
 * The public reads over GET: the queries anyone may run (activeCalculators, activeCalculator,
 * publishedPages, publishedPage, publicSeoMeta, and introspection) work as a plain `GET /graphql?query=…`, the way
 * urql and CDNs send them, answer `Cache-Control: public` with an ETag (and 304 for a client that
 * has it), and may be read by pages of the origins in CORS_ORIGINS. Nothing else is shared:
 *
 * - A GET a browser could send from any page without a preflight (a link, an image, a script tag)
 *   runs without the session cookie, and may only read public fields: anything else is refused
 *   with 400 saying how to send it. This replaces Apollo's CSRF prevention, which refused every such
 *   GET, the public ones too. A GET that carries an Authorization header, a JSON content type or
 *   `apollo-require-preflight` / `x-apollo-operation-name` could only come from a page allowed by
 *   CORS (or no browser at all), and is signed in as usual.
 * - CORS headers go only on answers to public reads, never with credentials: no other site's page
 *   can read an administrator's answers, with or without their cookie.
 */
import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { ifNoneMatchHas, weakTag, withVary } from '../http/conditional.ts';
import type { RequestContext } from './context.ts';

/** The root fields anyone may read, the same for every caller: only these are shared and cached. */
export const publicQueryFields: ReadonlySet<string> = new Set([
  'activeCalculators',
  'activeCalculator',
  'publicSeoMeta',
  'publishedPages',
  'publishedPage',
  '__schema',
  '__type',
  '__typename',
]);

/** How long a browser or a shared cache may keep a public read before asking again (with its ETag). */
export const publicMaxAgeSeconds = 60;

/** Origins whose pages may read the public queries: any (`*`) or a list (CORS_ORIGINS); none when empty. */
export type CorsOrigins = '*' | readonly string[];

interface Headers {
  get(name: string): string | undefined;
}

const simpleContentTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/**
 * Whether a browser would have asked before sending this request (a CORS preflight): it carries a
 * header or content type a page cannot set on a simple request. Such a request is not a forgery.
 */
export function isPreflighted(headers: Headers): boolean {
  if (headers.get('authorization') || headers.get('apollo-require-preflight') || headers.get('x-apollo-operation-name')) return true;
  const type = headers.get('content-type');
  return type !== undefined && !simpleContentTypes.has(type.split(';')[0]!.trim().toLowerCase());
}

/** The root fields an operation selects, through fragments and inline fragments. */
export function rootFields(document: DocumentNode, operation: OperationDefinitionNode): Set<string> {
  const fragments = new Map(
    document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [])),
  );
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return names;
}

/** Whether `origin` may read public answers, and the Access-Control-Allow-Origin value to give it. */
export function allowedOrigin(origins: CorsOrigins, origin: string | undefined): string | null {
  if (origin === undefined) return null;
  if (origins === '*') return '*';
  return origins.includes(origin) ? origin : null;
}

/**
 * The answer headers a page may read besides the CORS-safelisted ones: the ETag to send back in
 * If-None-Match, the request budget and when to try again.
 */
export const exposedHeaders = 'ETag, RateLimit, RateLimit-Policy, Retry-After';

/** The CORS headers of an answer to a public read from `origin` (none for an origin not listed). */
export function corsHeaders(origins: CorsOrigins, origin: string | undefined): [string, string][] {
  const allowed = allowedOrigin(origins, origin);
  if (!allowed) return origins === '*' || origins.length === 0 ? [] : [['vary', 'Origin']];
  return allowed === '*'
    ? [
        ['access-control-allow-origin', '*'],
        ['access-control-expose-headers', exposedHeaders],
      ]
    : [
        ['access-control-allow-origin', allowed],
        ['access-control-expose-headers', exposedHeaders],
        ['vary', 'Origin'],
      ];
}

const onlyPublicMessage = `A GET request without an Authorization header (or apollo-require-preflight) runs signed out and may read only the public fields (${[
  ...publicQueryFields,
]
  .filter((name) => !name.startsWith('__'))
  .join(', ')} and introspection). Send this operation with POST, or with one of those headers.`;

export function publicReads(origins: CorsOrigins): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart({ request }) {
      const method = request.http?.method;
      let publicOnly = false;
      return {
        async didResolveOperation({ document, operation }) {
          if (!operation) return;
          publicOnly = operation.operation === 'query' && [...rootFields(document, operation)].every((name) => publicQueryFields.has(name));
          if (method === 'GET' && !publicOnly && request.http && !isPreflighted(request.http.headers)) {
            throw new GraphQLError(onlyPublicMessage, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
          }
        },
        async willSendResponse({ response }) {
          if (!publicOnly || response.body.kind !== 'single' || response.body.singleResult.errors) return;
          for (const [name, value] of corsHeaders(origins, request.http?.headers.get('origin'))) response.http.headers.set(name, value);
          if (method !== 'GET') return;
          // The answer names itself: the same data gives the same ETag on every instance. Weak: the
          // bytes sent depend on the compression chosen on the way out (http/conditional.ts).
          const etag = weakTag(createHash('sha256').update(JSON.stringify(response.body.singleResult)).digest('base64url').slice(0, 27));
          response.http.headers.set('cache-control', `public, max-age=${publicMaxAgeSeconds}`);
          response.http.headers.set('etag', etag);
          response.http.headers.set('vary', withVary(response.http.headers.get('vary'), 'Accept-Encoding'));
          if (ifNoneMatchHas(request.http?.headers.get('if-none-match'), etag)) response.http.status = 304;
        },
      };
    },
  };
}
