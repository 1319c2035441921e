/** The logic of `npm run admin`, apart from the process it runs in, so it can be tested. */
import { AppError } from '../api/errors.ts';
import { saveAdmin } from '../auth/auth.service.ts';
import type { Em } from '../db/orm.ts';

export const usage =
  'Usage: npm run admin -- <create|reset-password> --username NAME [--email ADDRESS]\nThe password is asked for on a terminal, or read from ADMIN_PASSWORD.';

export interface AdminCommand {
  action: 'create' | 'reset-password';
  username: string;
  email?: string;
}

export function parseAdminArgs(args: readonly string[]): AdminCommand | string {
  const [action, ...rest] = args;
  if (action !== 'create' && action !== 'reset-password') return usage;
  const options = new Map<string, string>();
  for (let index = 0; index < rest.length; index += 2) {
    const flag = rest[index];
    const value = rest[index + 1];
    if (!flag?.startsWith('--') || value === undefined) return usage;
    options.set(flag.slice(2), value);
  }
  const username = options.get('username');
  if (!username) return usage;
  return { action, username, email: options.get('email') };
}

/** Runs the command; returns the line to print, or throws an AppError with a message for the user. */
export async function runAdminCommand(em: Em, command: AdminCommand, password: string): Promise<string> {
  const user = await saveAdmin(em, { username: command.username, password, email: command.email }, command.action === 'reset-password');
  return command.action === 'create' ? `Created the admin account "${user.username}".` : `Reset the password of "${user.username}"; its sessions have ended.`;
}

export function describeFailure(error: unknown): string {
  if (error instanceof AppError)
    return error.fields
      ? Object.entries(error.fields)
          .map(([field, message]) => `${field} ${message}`)
          .join('\n')
      : error.message;
  return error instanceof Error ? error.message : String(error);
}
