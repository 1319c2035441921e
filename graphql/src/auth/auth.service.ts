/**
 * Signing in and out, the profile, password changes and the first admin account. Every password
 * check goes through the sign-in throttle (sign-in-throttle.ts): strangers are slowed and then
 * locked out per account and per address, while a browser that signed in before (its signed
 * device cookie) is counted on its own and keeps signing in.
 */
import { audit } from '../audit/audit.ts';
import type { RequestContext } from '../api/context.ts';
import { AppError, badInput } from '../api/errors.ts';
import { requireInteractiveAdmin, revokeTokensOf } from '../tokens/api-tokens.ts';
import type { Em } from '../db/orm.ts';
import { AdminUser } from './admin-user.entity.ts';
import { confirmCurrentPassword, currentPasswordProblem } from './current-password.ts';
import { generatePassword, hashPassword, maximumPasswordLength, passwordProblem, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { Session } from './session.entity.ts';
import { cookieExpiry, startSession } from './sessions.ts';
import { throttledPasswordCheck } from './sign-in-throttle.ts';

const invalidCredentials = 'Invalid username or password.';

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** What an account's username may be (normalised): checked before any query, at sign-in too. */
const usernamePattern = /^[a-z0-9._-]{2,50}$/;
const usernameRule = 'must be 2-50 letters, digits, dots, hyphens or underscores';

export async function login(ctx: RequestContext, input: { username?: unknown; password?: unknown }): Promise<AdminUser> {
  const problems: Record<string, string> = {};
  if (typeof input.username !== 'string' || input.username.trim() === '') problems.username = 'is required';
  else if (input.username.length > 100 || !usernamePattern.test(normaliseUsername(input.username))) problems.username = usernameRule;
  if (typeof input.password !== 'string' || input.password === '') problems.password = 'is required';
  else if (input.password.length > maximumPasswordLength) problems.password = `must be at most ${maximumPasswordLength} characters`;
  if (Object.keys(problems).length > 0) throw badInput(problems);
  const username = normaliseUsername(input.username as string);
  const password = input.password as string;
  let user: AdminUser | null = null;
  const valid = await throttledPasswordCheck(ctx.em, ctx.loginLimits, { username, ip: ctx.ip, device: ctx.device.deviceFor(username) }, async () => {
    user = await ctx.em.findOne(AdminUser, { username });
    return user ? verifyPassword(user.passwordHash, password) : verifyAgainstNothing(password);
  });
  if (!user || !valid) {
    await ctx.em.transactional(async (em) => {
      audit(em, ctx, { action: 'loginFailed', recordType: 'account', recordKey: username, details: { username } });
    });
    throw new AppError('UNAUTHENTICATED', invalidCredentials);
  }
  const account: AdminUser = user;
  const { token, session } = await ctx.em.transactional(async (em) => {
    // A new id at every sign-in: a session id known before sign-in is worth nothing after it.
    if (ctx.session) await em.nativeDelete(Session, { id: ctx.session.id });
    audit(em, { user: account, ip: ctx.ip }, { action: 'login', recordType: 'account', recordKey: account.username });
    return startSession(em, account);
  });
  ctx.cookie.set(token, cookieExpiry(session));
  // A new device cookie at every sign-in (OWASP): this browser is now a known device of the account.
  ctx.device.issue(account.username);
  ctx.user = account;
  ctx.session = session;
  return account;
}

export async function logout(ctx: RequestContext): Promise<void> {
  const { session } = ctx;
  if (session) {
    await ctx.em.transactional(async (em) => {
      await em.nativeDelete(Session, { id: session.id });
      audit(em, ctx, { action: 'logout', recordType: 'account', recordKey: ctx.user?.username });
    });
  }
  ctx.cookie.clear();
  ctx.user = null;
  ctx.session = null;
}

export async function changePassword(ctx: RequestContext, input: { currentPassword?: unknown; newPassword?: unknown }): Promise<void> {
  const user = requireInteractiveAdmin(ctx);
  const problems: Record<string, string> = {};
  const currentProblem = currentPasswordProblem(input.currentPassword);
  if (currentProblem) problems.currentPassword = currentProblem;
  const newProblem = passwordProblem(input.newPassword, [user.username, user.email ?? '']);
  if (newProblem) problems.newPassword = newProblem;
  else if (input.newPassword === input.currentPassword) problems.newPassword = 'must differ from the current password';
  if (Object.keys(problems).length > 0) throw badInput(problems);
  await confirmCurrentPassword(ctx, user, input.currentPassword as string, 'changePasswordFailed');
  const passwordHash = await hashPassword(input.newPassword as string);
  await ctx.em.transactional(async (em) => {
    await em.nativeUpdate(AdminUser, { id: user.id }, { passwordHash, updatedAt: new Date() });
    // Every other session of this account ends, and its API tokens are revoked: a changed password
    // locks out whoever had it, and whatever they made with it.
    await em.nativeDelete(Session, { user: user.id, id: { $ne: ctx.session?.id ?? '' } });
    const tokensRevoked = await revokeTokensOf(em, user.id);
    audit(em, ctx, { action: 'changePassword', recordType: 'account', recordKey: user.username, details: { tokensRevoked } });
  });
}

/** Creates an admin account, or resets its password; returns the account. */
export async function saveAdmin(
  em: Em,
  { username, password, email }: { username: string; password: string; email?: string | null },
  reset: boolean,
): Promise<AdminUser> {
  const name = normaliseUsername(username);
  if (!usernamePattern.test(name)) throw badInput({ username: usernameRule });
  const problem = passwordProblem(password, [name, email ?? '']);
  if (problem) throw badInput({ password: problem });
  const passwordHash = await hashPassword(password);
  return em.transactional(async (tx) => {
    const existing = await tx.findOne(AdminUser, { username: name });
    if (reset) {
      if (!existing) throw new AppError('NOT_FOUND', `No admin account named "${name}".`);
      existing.passwordHash = passwordHash;
      await tx.nativeDelete(Session, { user: existing.id });
      const tokensRevoked = await revokeTokensOf(tx, existing.id);
      audit(tx, { user: null, ip: 'cli' }, { action: 'resetPassword', recordType: 'account', recordKey: name, details: { username: name, tokensRevoked } });
      return existing;
    }
    if (existing) throw new AppError('CONFLICT', `An admin account named "${name}" already exists.`);
    audit(tx, { user: null, ip: 'cli' }, { action: 'createAdmin', recordType: 'account', recordKey: name, details: { username: name } });
    return tx.create(AdminUser, { username: name, email: email ?? null, passwordHash, role: 'admin' });
  });
}

/**
 * On a start with no admin account, creates one: ADMIN_USERNAME (default
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
