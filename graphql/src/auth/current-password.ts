/**
 * The current password, asked again before what a stolen session must not be able to do alone:
 * changing the password, and creating an API token (which would outlive the session). It is
 * guessed like a sign-in by whoever holds the session, so it is checked through the same throttle.
 */
import { audit } from '../audit/audit.ts';
import type { RequestContext } from '../api/context.ts';
import { badInput, unauthenticated } from '../api/errors.ts';
import type { SignedInUser } from './sessions.ts';
import { AdminUser } from './admin-user.entity.ts';
import { maximumPasswordLength, verifyPassword } from './passwords.ts';
import { throttledPasswordCheck } from './sign-in-throttle.ts';

export const wrongCurrentPassword = 'is not your current password';

/** The message for a current password missing or too long to be anyone's, or null when it may be checked. */
export function currentPasswordProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return 'is required';
  return value.length > maximumPasswordLength ? wrongCurrentPassword : null;
}

/**
 * Checks the signed-in account's current password (already past currentPasswordProblem); a wrong one
 * is audited as `failedAction` and answers BAD_USER_INPUT on the field `currentPassword`.
 */
export async function confirmCurrentPassword(
  ctx: RequestContext,
  user: SignedInUser,
  password: string,
  failedAction: 'changePasswordFailed' | 'createApiTokenFailed',
): Promise<AdminUser> {
  const account = await ctx.em.findOne(AdminUser, { id: user.id });
  if (!account) throw unauthenticated();
  const valid = await throttledPasswordCheck(
    ctx.em,
    ctx.loginLimits,
    { username: account.username, ip: ctx.ip, device: ctx.device.deviceFor(account.username) },
    () => verifyPassword(account.passwordHash, password),
  );
  if (!valid) {
    await ctx.em.transactional(async (em) => {
      audit(em, ctx, { action: failedAction, recordType: 'account', recordKey: user.username });
    });
    throw badInput({ currentPassword: wrongCurrentPassword });
  }
  return account;
}
