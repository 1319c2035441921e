/**
 * The REST adapter: the 15 endpoints of the spec, with the same payloads and
 * record shapes as GraphQL, calling the same services (one behaviour, two doors). Errors answer
 * their status with the JSON body `{ code, message, fields? }` (D16).
 *
 * History and trash follow the same shapes as their GraphQL operations: a record's history under its
 * own address (`/api/admin/calculators/:slug/history`), and the trash as a collection of its own per
 * record type (`/api/admin/trash/:recordType`), so no slug is taken by a route.
 */
import { auditLog, auditLogFilters, auditLogParameters } from '../audit/audit-log.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { changePassword, login, logout } from '../auth/auth.service.ts';
import type { Orm } from '../db/orm.ts';
import type { ApiSettings, RequestContext } from './context.ts';
import { serviceFor } from '../records/history/record-types.ts';
import { recordPhrase } from '../records/definition.ts';
import { definedKinds } from '../records/kinds.ts';
import { badInput, errorStatus, publicError, unauthenticated } from './errors.ts';
import { sendError } from './http-errors.ts';
import { requestContext } from './http.ts';
import { requireWriteScope } from '../tokens/api-tokens.ts';
import { listParameterNames, listQuery } from './list-filters.ts';
import { pageWindow, type Connection, type PageWindow } from './paging.ts';
import { AuditActionEnum, auditKindEnum } from './enums.ts';
import { requireAdmin, type recordService, type Versioned } from './records.ts';
import { registerChangeFeedRoutes } from '../records/changes/change-feed.rest.ts';
import { registerWebhookRoutes } from '../webhooks/webhooks.rest.ts';

export type Request = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, unknown> }>;
export type Handler = (ctx: RequestContext, request: Request, reply: FastifyReply) => Promise<unknown>;

const pagingParameters = ['first', 'after', 'offset'] as const;

/** The query parameters a list takes, checked: any other is refused, as GraphQL refuses an unknown argument. */
export function queryOf(request: Request, allowed: readonly string[]): Record<string, string> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const problems: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (!allowed.includes(name)) problems[name] = `is not a parameter of this list (the parameters are: ${allowed.join(', ')})`;
    else if (typeof value !== 'string') problems[name] = 'is given more than once';
    else values[name] = value;
  }
  if (Object.keys(problems).length > 0) throw badInput(problems);
  return values;
}

/** The page a list's query parameters ask for, checked as GraphQL checks `first`, `after` and `offset`. */
export function windowOf(query: Record<string, string>): PageWindow {
  const problems: Record<string, string> = {};
  const whole = (name: 'first' | 'offset') => {
    const text = query[name];
    if (text === undefined) return undefined;
    if (!/^\d{1,9}$/.test(text)) problems[name] = 'must be a whole number';
    return Number(text);
  };
  const first = whole('first');
  const offset = whole('offset');
  if (Object.keys(problems).length > 0) throw badInput(problems);
  return pageWindow({ first, offset, after: query.after });
}

/** A list's page as the body, and where the next page is as a `Link` header (RFC 8288), as GitHub's API does. */
export function sendPage<T>(request: Request, reply: FastifyReply, page: Connection<T>): Connection<T> {
  if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) {
    const url = new URL(request.url, 'http://localhost');
    url.searchParams.delete('offset');
    url.searchParams.set('after', page.pageInfo.endCursor);
    reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return page;
}

function profileOf(user: NonNullable<RequestContext['user']>) {
  return { username: user.username, email: user.email ?? null, role: user.role };
}

/** Every field a body may carry; any other is refused, as GraphQL refuses an unknown input field. */
function refuseUnknownFields(body: unknown, allowed: readonly string[], what: string): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const unknown = Object.keys(body).filter((field) => !allowed.includes(field));
  if (unknown.length > 0) {
    throw badInput(Object.fromEntries(unknown.map((field) => [field, `is not a field of ${what} (the fields are: ${allowed.join(', ')})`])));
  }
}

/** Adds one route to the adapter (see registerRest): its context, scope check, body check and error envelope. */
export type AddRoute = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, handler: Handler, options?: RestRouteOptions) => void;

export interface RestRouteOptions {
  /**
   * The fields its body may carry (and what to call the body in a message); none for a route without
   * a body. With `signedIn`, a request without a sign-in is refused as such before its fields are read.
   */
  body?: { fields: readonly string[]; what: string; signedIn?: boolean };
  successStatus?: number;
  /** For 201: where the created resource now lives. */
  location?: (result: unknown) => string;
}

/** Registers the REST adapter and returns its route table (method and URL of each route). */
export function registerRest(app: FastifyInstance, orm: Orm, settings: ApiSettings): { method: string; url: string }[] {
  const table: { method: string; url: string }[] = [];
  const route: AddRoute = (method, url, handler, options = {}) => {
    const { body, successStatus = 200, location } = options;
    table.push({ method, url });
    app.route({
      method,
      url,
      handler: async (request: Request, reply: FastifyReply) => {
        try {
          const ctx = await requestContext(orm, request, reply, settings);
          if (method !== 'GET') requireWriteScope(ctx);
          if (body?.signedIn && !ctx.user) throw unauthenticated();
          if (body) refuseUnknownFields(request.body, body.fields, body.what);
          const result = await handler(ctx, request, reply);
          if (location) reply.header('Location', location(result));
          return reply.code(successStatus).send(result);
        } catch (error) {
          const shown = publicError(error);
          if (shown.code === 'INTERNAL_SERVER_ERROR') request.log.error(error);
          if (shown.retryAfterSeconds) reply.header('Retry-After', String(shown.retryAfterSeconds));
          return sendError(request, reply, errorStatus[shown.code], {
            code: shown.code,
            message: shown.message,
            ...(shown.fields ? { fields: shown.fields } : {}),
          });
        }
      },
    });
  };

  route(
    'POST',
    '/api/admin/login',
    async (ctx, request) => {
      const body = (request.body ?? {}) as { username?: unknown; password?: unknown };
      const user = await login(ctx, body);
      return { success: true, user: profileOf(user) };
    },
    { body: { fields: ['username', 'password'], what: 'a sign-in' } },
  );
  route('POST', '/api/admin/logout', async (ctx) => {
    await logout(ctx);
    return { success: true };
  });
  route('GET', '/api/admin/profile', async (ctx) => {
    if (!ctx.user) throw unauthenticated();
    return profileOf(ctx.user);
  });
  route(
    'POST',
    '/api/admin/password',
    async (ctx, request) => {
      await changePassword(ctx, (request.body ?? {}) as Record<string, unknown>);
      return { success: true };
    },
    { body: { fields: ['currentPassword', 'newPassword'], what: 'a password change', signedIn: true } },
  );

  const records = <Entity extends Versioned>(base: string, service: ReturnType<typeof recordService<Entity, never>>, what: string) => {
    const slugField = service.slugField;
    const fields = { fields: [...Object.keys(service.rules), 'version'], what, signedIn: true };
    const parameters = listParameterNames(service.listDefinition);
    route('GET', base, async (ctx, request, reply) => {
      requireAdmin(ctx);
      const query = queryOf(request, parameters);
      const window = windowOf(query);
      return sendPage(request, reply, await service.list(ctx, listQuery(service.listDefinition, query, { fromText: true }), window));
    });
    route('POST', base, async (ctx, request) => service.create(ctx, request.body ?? {}), {
      body: fields,
      successStatus: 201,
      location: (record) => `${base}/${encodeURIComponent(String((record as Record<string, unknown>)[slugField]))}`,
    });
    route('GET', `${base}/:slug`, async (ctx, request) => service.get(ctx, request.params.slug ?? ''));
    route('PUT', `${base}/:slug`, async (ctx, request) => service.update(ctx, request.params.slug ?? '', request.body ?? {}), { body: fields });
    route('DELETE', `${base}/:slug`, async (ctx, request) => service.remove(ctx, request.params.slug ?? ''));
    route('GET', `${base}/:slug/history`, async (ctx, request, reply) => {
      requireAdmin(ctx);
      const window = windowOf(queryOf(request, pagingParameters));
      return sendPage(request, reply, await service.history(ctx, request.params.slug ?? '', window));
    });
    route(
      'POST',
      `${base}/:slug/history/:version/restore`,
      async (ctx, request) => {
        requireAdmin(ctx);
        const { expectedVersion } = (request.body ?? {}) as { expectedVersion?: number | null };
        return service.revert(ctx, request.params.slug ?? '', versionParam(request.params.version), expectedVersion);
      },
      { body: { fields: ['expectedVersion'], what: 'a restore', signedIn: true } },
    );
  };
  for (const { definition, service } of definedKinds()) {
    const what = recordPhrase(definition);
    if (!definition.singleton) {
      records(definition.rest, service, what);
      continue;
    }
    // A kind of one record: read and updated at its address, with its history, never created or deleted.
    const { key } = definition.singleton;
    const fields = { fields: [...Object.keys(service.rules).filter((field) => field !== definition.key), 'version'], what, signedIn: true };
    route('GET', definition.rest, async (ctx) => service.get(ctx, key));
    route('PUT', definition.rest, async (ctx, request) => service.update(ctx, key, request.body ?? {}), { body: fields });
    route('GET', `${definition.rest}/history`, async (ctx, request, reply) => {
      requireAdmin(ctx);
      return sendPage(request, reply, await service.history(ctx, key, windowOf(queryOf(request, pagingParameters))));
    });
    route(
      'POST',
      `${definition.rest}/history/:version/restore`,
      async (ctx, request) => {
        requireAdmin(ctx);
        const { expectedVersion } = (request.body ?? {}) as { expectedVersion?: number | null };
        return service.revert(ctx, key, versionParam(request.params.version), expectedVersion);
      },
      { body: { fields: ['expectedVersion'], what: 'a restore', signedIn: true } },
    );
  }

  route('GET', '/api/admin/audit-log', async (ctx, request, reply) => {
    const query = queryOf(request, [...pagingParameters, ...auditLogParameters]);
    const filters = auditLogFilters({ action: AuditActionEnum, kind: auditKindEnum() });
    return sendPage(request, reply, await auditLog(ctx, filters, query, windowOf(query), { fromText: true }));
  });

  route('GET', '/api/admin/trash/:recordType', async (ctx, request, reply) => {
    requireAdmin(ctx);
    const service = serviceFor(request.params.recordType ?? '');
    const window = windowOf(queryOf(request, pagingParameters));
    return sendPage(request, reply, await service.trashed(ctx, window));
  });
  route('POST', '/api/admin/trash/:recordType/:slug/restore', async (ctx, request) => {
    requireAdmin(ctx);
    return serviceFor(request.params.recordType ?? '').restore(ctx, request.params.slug ?? '');
  });
  route('DELETE', '/api/admin/trash/:recordType/:slug', async (ctx, request) => {
    requireAdmin(ctx);
    return serviceFor(request.params.recordType ?? '').purge(ctx, request.params.slug ?? '');
  });
  registerChangeFeedRoutes(route);
  registerWebhookRoutes(route);
  return table;
}

/** A version number in a path, as GraphQL's Int takes it. */
function versionParam(text: string | undefined): number {
  const version = Number(text);
  if (!/^\d{1,9}$/.test(text ?? '') || !Number.isSafeInteger(version)) throw badInput({ version: 'must be a whole number' });
  return version;
}
