/**
 * API tokens: an administrator creates a named token with the scope `read`
 * (queries and GET only) or `write` (everything an administrator may do, except managing tokens
 * and the password, which need an interactive sign-in). The secret is shown once; the database keeps
 * its SHA-256 hash, as it does for session ids. A request sends it as `Authorization: Bearer <secret>`
 * on either door.
 *
 * A token follows its account: creating one asks for the current password again (a stolen session
 * cookie alone must not become lasting access), every token expires (`defaultLifetimeMs` unless an
 * earlier or later date is chosen, never past `maximumLifetimeMs`), and changing the account's
 * password revokes every token it made.
 */
import { randomBytes } from 'node:crypto';
import { connectionOf, type Connection, type PageWindow } from '../api/paging.ts';
import type { AuditAction } from '../audit/actions.ts';
import { AuditEntry } from '../audit/audit-entry.entity.ts';
import { audit } from '../audit/audit.ts';
import type { RequestContext } from '../api/context.ts';
import { AppError, badInput } from '../api/errors.ts';
import { requireAdmin } from '../api/records.ts';
import { oneOf, requiredText, validateFields, type FieldRule } from '../api/validation.ts';
import { AdminUser } from '../auth/admin-user.entity.ts';
import { confirmCurrentPassword, currentPasswordProblem } from '../auth/current-password.ts';
import { hashToken, type SignedInUser } from '../auth/sessions.ts';
import type { Em } from '../db/orm.ts';
import { entityData, preparedQuery } from '../db/prepared.ts';
import { ApiToken, apiTokenScopes, type ApiTokenScope } from './api-token.entity.ts';

/** Every secret starts so: a leaked one is easy to recognise (secret scanners, logs). */
export const secretPrefix = 'csk_';
/** The prefix and 32 random bytes in base64url. */
const secretPattern = /^csk_[A-Za-z0-9_-]{43}$/;
/** How many characters of a secret are kept in the clear to tell tokens apart. */
const shownLength = 12;
/** lastUsedAt is written at most this often, so reads do not turn into writes. */
const touchIntervalMs = 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;
/** How long a token lives when its creator names no expiry. */
export const defaultLifetimeMs = 90 * dayMs;
/** The longest a token may live: a year, a leap day included. */
export const maximumLifetimeMs = 366 * dayMs;

/** The token a request was made with: who it acts as comes with it, as `ctx.user`. */
export interface TokenInUse {
  id: number;
  name: string;
  scope: ApiTokenScope;
}

/** A token as it is listed: never its secret or hash. */
export interface ApiTokenView {
  id: number;
  name: string;
  scope: ApiTokenScope;
  secretPrefix: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** Managing tokens and the password needs a person signed in with the password, never a token. */
export function requireInteractiveAdmin(ctx: RequestContext): SignedInUser {
  const user = requireAdmin(ctx);
  if (ctx.apiToken) throw new AppError('FORBIDDEN', 'An API token cannot do this: sign in with your password.');
  return user;
}

/** A token's scope must allow a change: a `read` token answers FORBIDDEN to every write. */
export function requireWriteScope(ctx: Pick<RequestContext, 'apiToken'>): void {
  if (ctx.apiToken && ctx.apiToken.scope !== 'write') throw new AppError('FORBIDDEN', 'This API token may only read (its scope is read).');
}

const expiryRule: FieldRule<Date> = (value) => {
  if (value === undefined || value === null) return { ok: true, value: new Date(Date.now() + defaultLifetimeMs) };
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return { ok: false, message: 'must be an ISO-8601 date and time' };
  const now = Date.now();
  if (date.getTime() <= now) return { ok: false, message: 'must be in the future' };
  if (date.getTime() > now + maximumLifetimeMs) return { ok: false, message: 'must be at most a year from now' };
  return { ok: true, value: date };
};

export const apiTokenRules = {
  name: requiredText(100),
  scope: oneOf(apiTokenScopes),
  expiresAt: expiryRule,
};

const currentPasswordRule: FieldRule<string> = (value) => {
  const problem = currentPasswordProblem(value);
  return problem ? { ok: false, message: problem } : { ok: true, value: value as string };
};

/** A creation's fields, checked together so every message comes at once, before the password is. */
const creationRules = { ...apiTokenRules, currentPassword: currentPasswordRule };

function view(token: ApiToken, createdBy: string): ApiTokenView {
  return {
    id: token.id,
    name: token.name,
    scope: token.scope,
    secretPrefix: token.secretPrefix,
    createdBy,
    createdAt: token.createdAt,
    expiresAt: token.expiresAt,
    lastUsedAt: token.lastUsedAt ?? null,
    revokedAt: token.revokedAt ?? null,
  };
}

export async function createApiToken(ctx: RequestContext, input: unknown): Promise<{ token: ApiTokenView; secret: string }> {
  const user = requireInteractiveAdmin(ctx);
  const values = validateFields(input, creationRules) as { name: string; scope: ApiTokenScope; expiresAt: Date; currentPassword: string };
  await confirmCurrentPassword(ctx, user, values.currentPassword, 'createApiTokenFailed');
  const secret = `${secretPrefix}${randomBytes(32).toString('base64url')}`;
  const token = await ctx.em.transactional(async (em) => {
    const created = em.create(ApiToken, {
      name: values.name,
      scope: values.scope,
      expiresAt: values.expiresAt,
      secretHash: hashToken(secret),
      secretPrefix: secret.slice(0, shownLength),
      user: em.getReference(AdminUser, user.id),
    });
    await em.flush();
    audit(em, ctx, { action: 'createApiToken', recordType: 'apiToken', recordKey: String(created.id), details: { name: values.name, scope: values.scope } });
    return created;
  });
  return { token: view(token, user.username), secret };
}

export async function listApiTokens(ctx: RequestContext, window: PageWindow): Promise<Connection<ApiTokenView>> {
  requireInteractiveAdmin(ctx);
  const [tokens, totalCount] = await ctx.em.findAndCount(
    ApiToken,
    {},
    { populate: ['user'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: window.limit, offset: window.start },
  );
  return connectionOf(
    tokens.map((token) => view(token, token.user.username)),
    window,
    totalCount,
  );
}

export async function revokeApiToken(ctx: RequestContext, id: number): Promise<ApiTokenView> {
  requireInteractiveAdmin(ctx);
  if (!Number.isSafeInteger(id) || id < 1) throw badInput({ id: 'must be the id of a token' });
  return ctx.em.transactional(async (em) => {
    const token = await em.findOne(ApiToken, { id }, { populate: ['user'] });
    if (!token) throw new AppError('NOT_FOUND', `No API token with the id ${id}.`);
    if (!token.revokedAt) {
      token.revokedAt = new Date();
      audit(em, ctx, { action: 'revokeApiToken', recordType: 'apiToken', recordKey: String(id), details: { name: token.name } });
    }
    return view(token, token.user.username);
  });
}

/** Revokes every live token of an account (its password changed); returns how many. */
export async function revokeTokensOf(em: Em, userId: number, now = new Date()): Promise<number> {
  return em.nativeUpdate(ApiToken, { user: userId, revokedAt: null }, { revokedAt: now });
}

/** The token lookup's SQL, compiled once per database; its one parameter is the secret's hash. */
const lookups = new WeakMap<object, string>();

function lookupSql(em: Em): string {
  const driver = em.getDriver();
  let sql = lookups.get(driver);
  if (sql === undefined) {
    sql = em
      .createQueryBuilder(ApiToken, 'token')
      .select(['id', 'name', 'scope', 'expiresAt', 'lastUsedAt', 'revokedAt'])
      .innerJoinAndSelect('token.user', 'user', {}, ['id', 'username', 'email', 'role'])
      .where({ secretHash: '' })
      .toQuery().sql;
    lookups.set(driver, sql);
  }
  return sql;
}

/**
 * The live token a bearer secret names, with the account it acts as; null for a malformed,
 * unknown, revoked or expired one. One prepared query, like a session's lookup.
 */
export async function resumeApiToken(em: Em, secret: string, ip: string, now = new Date()): Promise<{ token: TokenInUse; user: SignedInUser } | null> {
  if (!secretPattern.test(secret)) return null;
  const [row] = await preparedQuery(em, 'api_token_lookup', lookupSql(em), [hashToken(secret)]);
  if (!row) return null;
  const token = entityData(em, ApiToken, row) as Pick<ApiToken, 'id' | 'name' | 'scope' | 'expiresAt' | 'lastUsedAt' | 'revokedAt'>;
  if (token.revokedAt || token.expiresAt.getTime() <= now.getTime()) return null;
  const user = entityData(em, AdminUser, row, 'user__') as SignedInUser;
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= touchIntervalMs) {
    await em.nativeUpdate(ApiToken, { id: token.id }, { lastUsedAt: now });
    // Its use joins the audit log as often as its last use moves: at most once a minute, so a busy
    // script leaves a trace without turning every read into a write.
    await em.insert(AuditEntry, {
      actor: user.username,
      action: 'useApiToken' satisfies AuditAction,
      recordType: 'apiToken',
      recordKey: String(token.id),
      details: { ip, apiToken: { id: token.id, name: token.name } },
      createdAt: now,
    });
  }
  return { token: { id: token.id, name: token.name, scope: token.scope }, user };
}

/** The secret of an `Authorization: Bearer …` header; null without one; UNAUTHENTICATED for another scheme. */
export function bearerSecret(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match) throw new AppError('UNAUTHENTICATED', 'The Authorization header must be "Bearer <API token>".');
  return match[1] ?? null;
}
