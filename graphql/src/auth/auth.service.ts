/**
 * Signing in and out, the profile, password changes and the first admin account.
 *
 * Limiter (issue: slowed, then refused, counted in the database so it holds across processes):
 * within a 15-minute window, failures for one username from one address are slowed from the 3rd
 * on and refused from the 5th; one address is refused after 20 failures whatever the usernames;
 * one username after 50 failures from anywhere. Refusals end with the window, so the real admin is
 * never locked out for good, and a success from an address clears that address's failures.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { audit } from '../audit/audit.ts';
import type { RequestContext } from '../api/context.ts';
import { AppError, badInput, unauthenticated } from '../api/errors.ts';
import { requireAdmin } from '../api/records.ts';
import { storableText } from '../api/validation.ts';
import type { Em } from '../db/orm.ts';
import { AdminUser } from './admin-user.entity.ts';
import { LoginAttempt } from './login-attempt.entity.ts';
import { generatePassword, hashPassword, passwordProblem, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { Session } from './session.entity.ts';
import { cookieExpiry, startSession } from './sessions.ts';

export interface LoginLimits {
  windowMs: number;
  slowAfter: number;
  refuseAfter: number;
  perAddress: number;
  perUsername: number;
  /** Added delay per failure past `slowAfter`; tests set 0. */
  slowStepMs: number;
}

export const defaultLoginLimits: LoginLimits = {
  windowMs: 15 * 60 * 1000,
  slowAfter: 3,
  refuseAfter: 5,
  perAddress: 20,
  perUsername: 50,
  slowStepMs: 500,
};

const invalidCredentials = 'Invalid username or password.';

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

async function recentFailures(em: Em, where: { username?: string; ip?: string }, since: Date): Promise<{ count: number; oldest?: Date }> {
  const failures = await em.find(
    LoginAttempt,
    { ...where, succeeded: false, createdAt: { $gt: since } },
    { orderBy: { createdAt: 'asc' }, fields: ['createdAt'] },
  );
  return { count: failures.length, oldest: failures[0]?.createdAt };
}

function refused(oldest: Date | undefined, limits: LoginLimits, now: Date): AppError {
  const until = (oldest ?? now).getTime() + limits.windowMs;
  const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  return new AppError('RATE_LIMITED', `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, undefined, seconds);
}

export async function login(ctx: RequestContext, input: { username?: unknown; password?: unknown }): Promise<AdminUser> {
  const limits = ctx.loginLimits;
  const problems: Record<string, string> = {};
  if (typeof input.username !== 'string' || input.username.trim() === '') problems.username = 'is required';
  else if (input.username.length > 100) problems.username = 'must be at most 100 characters';
  else if (!storableText(input.username)) problems.username = 'must not contain NUL characters or broken Unicode';
  if (typeof input.password !== 'string' || input.password === '') problems.password = 'is required';
  else if (input.password.length > 200) problems.password = 'must be at most 200 characters';
  if (Object.keys(problems).length > 0) throw badInput(problems);
  const username = normaliseUsername(input.username as string);
  const password = input.password as string;
  const now = new Date();
  const since = new Date(now.getTime() - limits.windowMs);

  // The attempt is recorded as a failure before anything is checked, and the counts include it: of
  // parallel attempts (in this process or another on the same database) each sees every one recorded
  // before its count, so no more than the limit ever reach the password check. A refused attempt
  // takes its row back, so refusals do not extend the lock.
  const attemptId = await ctx.em.insert(LoginAttempt, { username, ip: ctx.ip, succeeded: false, createdAt: now });
  const refuse = async (failures: { oldest?: Date }) => {
    await ctx.em.nativeDelete(LoginAttempt, { id: attemptId });
    return refused(failures.oldest, limits, now);
  };
  const pair = await recentFailures(ctx.em, { username, ip: ctx.ip }, since);
  if (pair.count > limits.refuseAfter) throw await refuse(pair);
  const address = await recentFailures(ctx.em, { ip: ctx.ip }, since);
  if (address.count > limits.perAddress) throw await refuse(address);
  const everywhere = await recentFailures(ctx.em, { username }, since);
  if (everywhere.count > limits.perUsername) throw await refuse(everywhere);
  const earlier = pair.count - 1;
  if (earlier >= limits.slowAfter && limits.slowStepMs > 0) await sleep(Math.min(5000, limits.slowStepMs * (earlier - limits.slowAfter + 1)));

  const user = await ctx.em.findOne(AdminUser, { username });
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
  if (!user || !valid) {
    await ctx.em.transactional(async (em) => {
      audit(em, ctx, { action: 'login-failed', details: { username } });
    });
    throw new AppError('UNAUTHENTICATED', invalidCredentials);
  }

  const { token, session } = await ctx.em.transactional(async (em) => {
    // A new id at every sign-in: a session id known before sign-in is worth nothing after it.
    if (ctx.session) await em.nativeDelete(Session, { id: ctx.session.id });
    await em.nativeDelete(LoginAttempt, { username, ip: ctx.ip, succeeded: false });
    em.create(LoginAttempt, { username, ip: ctx.ip, succeeded: true });
    audit(em, { user, ip: ctx.ip }, { action: 'login' });
    return startSession(em, user, now);
  });
  ctx.cookie.set(token, cookieExpiry(session));
  ctx.user = user;
  ctx.session = session;
  return user;
}

export async function logout(ctx: RequestContext): Promise<void> {
  const { session } = ctx;
  if (session) {
    await ctx.em.transactional(async (em) => {
      await em.nativeDelete(Session, { id: session.id });
      audit(em, ctx, { action: 'logout' });
    });
  }
  ctx.cookie.clear();
  ctx.user = null;
  ctx.session = null;
}

export async function changePassword(ctx: RequestContext, input: { currentPassword?: unknown; newPassword?: unknown }): Promise<void> {
  const user = requireAdmin(ctx);
  const problems: Record<string, string> = {};
  if (typeof input.currentPassword !== 'string' || input.currentPassword === '') problems.currentPassword = 'is required';
  const newProblem = passwordProblem(input.newPassword);
  if (newProblem) problems.newPassword = newProblem;
  else if (input.newPassword === input.currentPassword) problems.newPassword = 'must differ from the current password';
  if (Object.keys(problems).length > 0) throw badInput(problems);
  const account = await ctx.em.findOne(AdminUser, { id: user.id });
  if (!account) throw unauthenticated();
  if (!(await verifyPassword(account.passwordHash, input.currentPassword as string))) throw badInput({ currentPassword: 'is not your current password' });
  const passwordHash = await hashPassword(input.newPassword as string);
  await ctx.em.transactional(async (em) => {
    await em.nativeUpdate(AdminUser, { id: user.id }, { passwordHash, updatedAt: new Date() });
    // Every other session of this account ends: a changed password locks out whoever had it.
    await em.nativeDelete(Session, { user: user.id, id: { $ne: ctx.session?.id ?? '' } });
    audit(em, ctx, { action: 'change-password' });
  });
}

/** Creates an admin account, or resets its password; returns the account. */
export async function saveAdmin(
  em: Em,
  { username, password, email }: { username: string; password: string; email?: string | null },
  reset: boolean,
): Promise<AdminUser> {
  const name = normaliseUsername(username);
  if (!/^[a-z0-9._-]{2,50}$/.test(name)) throw badInput({ username: 'must be 2-50 letters, digits, dots, hyphens or underscores' });
  const problem = passwordProblem(password);
  if (problem) throw badInput({ password: problem });
  const passwordHash = await hashPassword(password);
  return em.transactional(async (tx) => {
    const existing = await tx.findOne(AdminUser, { username: name });
    if (reset) {
      if (!existing) throw new AppError('NOT_FOUND', `No admin account named "${name}".`);
      existing.passwordHash = passwordHash;
      await tx.nativeDelete(Session, { user: existing.id });
      audit(tx, { user: null, ip: 'cli' }, { action: 'reset-password', details: { username: name } });
      return existing;
    }
    if (existing) throw new AppError('CONFLICT', `An admin account named "${name}" already exists.`);
    audit(tx, { user: null, ip: 'cli' }, { action: 'create-admin', details: { username: name } });
    return tx.create(AdminUser, { username: name, email: email ?? null, passwordHash, role: 'admin' });
  });
}

/**
 * On a start with no admin account, creates one (CONVENTIONS section 2): ADMIN_USERNAME (default
 * admin) with ADMIN_PASSWORD, or a generated password that is returned to be printed once.
 */
export async function ensureInitialAdmin(
  em: Em,
  username: string,
  password: string | undefined,
): Promise<{ username: string; generatedPassword?: string } | null> {
  if ((await em.count(AdminUser, {})) > 0) return null;
  const chosen = password || generatePassword();
  const user = await saveAdmin(em, { username, password: chosen }, false);
  return { username: user.username, generatedPassword: password ? undefined : chosen };
}
