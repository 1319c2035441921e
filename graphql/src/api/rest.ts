/**
 * The REST adapter: the 15 endpoints of spec document 1 section 7, with the same payloads and
 * record shapes as GraphQL, calling the same services (one behaviour, two doors). Errors answer
 * their status (CONVENTIONS section 5) with the message as a plain-text body.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { changePassword, login, logout } from '../auth/auth.service.ts';
import { calculatorService } from '../calculators/calculator.service.ts';
import type { Orm } from '../db/orm.ts';
import { pageService } from '../pages/page.service.ts';
import { seoMetaService } from '../seo/seo-meta.service.ts';
import type { ApiSettings, RequestContext } from './context.ts';
import { errorStatus, publicError, unauthenticated } from './errors.ts';
import { requestContext } from './http.ts';
import { requireWriteScope } from '../tokens/api-tokens.ts';
import { requireAdmin, type recordService } from './records.ts';

type Handler = (ctx: RequestContext, request: FastifyRequest<{ Params: Record<string, string> }>) => Promise<unknown>;

function profileOf(user: NonNullable<RequestContext['user']>) {
  return { username: user.username, email: user.email ?? null, role: user.role };
}

export function registerRest(app: FastifyInstance, orm: Orm, settings: ApiSettings): void {
  const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, handler: Handler, successStatus = 200) => {
    app.route({
      method,
      url,
      handler: async (request: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply) => {
        try {
          const ctx = await requestContext(orm, request, reply, settings);
          if (method !== 'GET') requireWriteScope(ctx);
          const result = await handler(ctx, request);
          return reply.code(successStatus).send(result);
        } catch (error) {
          const shown = publicError(error);
          if (shown.code === 'INTERNAL_SERVER_ERROR') request.log.error(error);
          if (shown.retryAfterSeconds) reply.header('Retry-After', String(shown.retryAfterSeconds));
          return reply.code(errorStatus[shown.code]).type('text/plain; charset=utf-8').send(shown.message);
        }
      },
    });
  };

  route('POST', '/api/admin/login', async (ctx, request) => {
    const body = (request.body ?? {}) as { username?: unknown; password?: unknown };
    const user = await login(ctx, body);
    return { success: true, user: profileOf(user) };
  });
  route('POST', '/api/admin/logout', async (ctx) => {
    await logout(ctx);
    return { success: true };
  });
  route('GET', '/api/admin/profile', async (ctx) => {
    if (!ctx.user) throw unauthenticated();
    return profileOf(ctx.user);
  });
  route('POST', '/api/admin/password', async (ctx, request) => {
    await changePassword(ctx, (request.body ?? {}) as Record<string, unknown>);
    return { success: true };
  });

  const records = <Entity extends { version: number }>(base: string, service: ReturnType<typeof recordService<Entity, never>>) => {
    route('GET', base, async (ctx) => {
      requireAdmin(ctx);
      return service.list(ctx);
    });
    route('POST', base, async (ctx, request) => service.create(ctx, request.body ?? {}), 201);
    route('GET', `${base}/:slug`, async (ctx, request) => service.get(ctx, request.params.slug ?? ''));
    route('PUT', `${base}/:slug`, async (ctx, request) => service.update(ctx, request.params.slug ?? '', request.body ?? {}));
    route('DELETE', `${base}/:slug`, async (ctx, request) => service.remove(ctx, request.params.slug ?? ''));
  };
  records('/api/admin/content/pages', pageService);
  records('/api/admin/seo', seoMetaService);
  records('/api/admin/calculators', calculatorService);
}
