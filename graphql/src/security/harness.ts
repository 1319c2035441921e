/**
 * Shared tools of the security and reliability tests: the operations the API offers (read from the
 * schema and the REST route table, never hand-written), the documented error codes, and a check that
 * every stored record still passes its service's validation rules.
 */
import { getNamedType, isEnumType, isInputObjectType, isNonNullType, isObjectType, type GraphQLField, type GraphQLInputType } from 'graphql';
import { expect } from 'vitest';
import type { ApiSettings } from '../api/context.ts';
import { registerRest } from '../api/rest.ts';
import { schema } from '../api/schema.ts';
import { validateFields } from '../api/validation.ts';
import { deviceCookies } from '../auth/device-cookie.ts';
import { defaultLoginLimits } from '../auth/sign-in-throttle.ts';
import { Calculator, calculatorKind } from '../records/calculator/calculator.ts';
import type { Em, Orm } from '../db/orm.ts';
import { Page, pageKind } from '../records/page/page.ts';
import { SeoMeta, seoMetaKind } from '../records/seo/seo-meta.ts';

/**
 * The operations anyone may call without signing in. Everything else the schema or the route table
 * offers is an admin operation and must refuse a request without a live session: adding an operation
 * here is a deliberate, reviewed decision.
 */
export const publicGraphqlOperations = new Set([
  'Query.publishedPages',
  'Query.publicSeoMeta',
  'Query.activeCalculators',
  'Query.publishedPage',
  'Query.activeCalculator',
  'Query.me',
  'Mutation.login',
  'Mutation.logout',
]);
export const publicRestRoutes = new Set(['POST /api/admin/login', 'POST /api/admin/logout']);

/**
 * The operations that need a person signed in with their password: an API token of any scope is
 * FORBIDDEN to manage tokens or change the password (a leaked token must not mint more, or lock
 * the owner out).
 */
export const sessionOnlyGraphqlOperations = new Set(['Query.apiTokens', 'Mutation.createApiToken', 'Mutation.revokeApiToken', 'Mutation.changePassword']);
export const sessionOnlyRestRoutes = new Set(['POST /api/admin/password']);

/** The error codes README documents, plus Apollo's own request-error codes. */
export const documentedCodes = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  // The server's own refusals of a malformed request, in the same envelope (api/http-errors.ts).
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
]);
/** REST statuses: the documented ones, plus Fastify's own 413 (body), 414 (a path parameter over 100 characters) and 415. */
export const documentedRestStatuses = new Set([400, 401, 404, 409, 413, 414, 415, 429]);

export interface GraphqlOperation {
  /** e.g. 'Mutation.createPage'. */
  id: string;
  kind: 'query' | 'mutation';
  name: string;
  field: GraphQLField<unknown, unknown>;
}

export async function graphqlOperations(): Promise<GraphqlOperation[]> {
  const built = await schema();
  const operations: GraphqlOperation[] = [];
  for (const [kind, type] of [
    ['query', built.getQueryType()],
    ['mutation', built.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      operations.push({ id: `${type!.name}.${field.name}`, kind, name: field.name, field });
    }
  }
  return operations;
}

const absentSlug = 'no-such-record';

function literalFor(type: GraphQLInputType): string {
  const named = getNamedType(type);
  // An input object with its required fields, so the document is valid and fails only on its values.
  if (isInputObjectType(named)) {
    const required = Object.values(named.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${required.map((field) => `${field.name}: ${literalFor(field.type)}`).join(', ')} }`;
  }
  if (isEnumType(named)) return named.getValues()[0]!.name;
  if (named.name === 'Int' || named.name === 'Float') return '1';
  if (named.name === 'Boolean') return 'true';
  return JSON.stringify(absentSlug);
}

/**
 * A document calling one operation with a placeholder for every required argument: a slug no record
 * has, an empty input object. Signed in, it can only fail on validation or NOT_FOUND; it changes nothing.
 */
export function documentFor(operation: GraphqlOperation): string {
  const args = operation.field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => `${arg.name}: ${literalFor(arg.type)}`);
  const call = args.length > 0 ? `${operation.name}(${args.join(', ')})` : operation.name;
  const selection = isObjectType(getNamedType(operation.field.type)) ? ' { __typename }' : '';
  return `${operation.kind} { ${call}${selection} }`;
}

export interface RestRoute {
  /** e.g. 'PUT /api/admin/seo/:slug'. */
  id: string;
  method: string;
  url: string;
}

/** The REST route table exactly as registerRest declares it, read by registering it on a recorder. */
export function restRoutes(orm: Orm): RestRoute[] {
  const routes: RestRoute[] = [];
  const recorder = {
    route: ({ method, url }: { method: string; url: string }) => void routes.push({ id: `${method} ${url}`, method, url }),
  };
  const settings: ApiSettings = {
    secureCookies: false,
    loginLimits: defaultLoginLimits,
    deviceCookies: deviceCookies(Buffer.alloc(32)),
    spendAnonymousRequest: () => null,
    refundAnonymousRequest: () => null,
    spendTokenRequest: () => null,
    site: () => Promise.reject(new Error('Only the route table is read here.')),
  };
  registerRest(recorder as never, orm, settings);
  return routes;
}

/** A concrete URL for a route: every parameter becomes a slug no record has. */
export const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, absentSlug);

/** No stack trace, source path or database internals in an answer. */
export function expectNoInternals(text: string): void {
  expect(text).not.toMatch(
    /\bat [\w.<>]+ \(|\.ts:\d+|node_modules|stacktrace|MikroORM|pglite|syntax error at or near|violates .* constraint|relation "|duplicate key/i,
  );
}

/** The record kinds with their tables and the very rules their service applies. */
export const recordKinds = [
  { name: 'page', entity: Page, service: pageKind.service, rest: '/api/admin/content/pages', slugField: 'pageSlug', gql: 'Page' },
  { name: 'seoMeta', entity: SeoMeta, service: seoMetaKind.service, rest: '/api/admin/seo', slugField: 'pageSlug', gql: 'SeoMeta' },
  { name: 'calculator', entity: Calculator, service: calculatorKind.service, rest: '/api/admin/calculators', slugField: 'calculatorSlug', gql: 'Calculator' },
] as const;

/**
 * Every stored page, SEO meta and calculator record, put through its service's validation rules
 * again: each must pass, and validating must not change it (what is stored is what was accepted).
 * Returns the number of records checked.
 */
export async function expectOnlyValidRecords(em: Em): Promise<number> {
  let checked = 0;
  for (const kind of recordKinds) {
    const rules = kind.service.rules;
    const rows = (await em.fork().find(kind.entity as never, {})) as Record<string, unknown>[];
    for (const row of rows) {
      const stored = Object.fromEntries(Object.keys(rules).map((field) => [field, row[field]]));
      let validated: unknown;
      try {
        validated = validateFields(stored, rules);
      } catch (error) {
        throw new Error(`A stored ${kind.name} record fails its own rules: ${(error as Error).message}\n${JSON.stringify(stored).slice(0, 500)}`, {
          cause: error,
        });
      }
      expect(validated, `${kind.name} ${String(row[kind.slugField])}`).toEqual(stored);
      expect(typeof row.version === 'number' && row.version >= 1).toBe(true);
      checked += 1;
    }
  }
  return checked;
}
