import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser } from '../auth/admin-user.entity.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { Em } from '../db/orm.ts';
import { testDatabase, type TestDatabase } from '../test/database.ts';
import { describeFailure, parseAdminArgs, runAdminCommand, usage } from './admin-command.ts';

let database: TestDatabase;
const em = () => database.orm.em.fork() as Em;

beforeAll(async () => {
  database = await testDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('npm run admin arguments', () => {
  it('reads the action, the username and an optional e-mail', () => {
    expect(parseAdminArgs(['create', '--username', 'editor', '--email', 'e@calc.example'])).toEqual({
      action: 'create',
      username: 'editor',
      email: 'e@calc.example',
    });
    expect(parseAdminArgs(['reset-password', '--username', 'editor'])).toEqual({ action: 'reset-password', username: 'editor', email: undefined });
  });

  it('answers the usage for anything else', () => {
    expect(parseAdminArgs([])).toBe(usage);
    expect(parseAdminArgs(['delete', '--username', 'x'])).toBe(usage);
    expect(parseAdminArgs(['create'])).toBe(usage);
    expect(parseAdminArgs(['create', '--username'])).toBe(usage);
  });
});

describe('npm run admin', () => {
  it('creates an account with an argon2id hash of the password', async () => {
    expect(await runAdminCommand(em(), { action: 'create', username: 'Editor' }, 'a long enough password')).toBe('Created the admin account "editor".');
    const user = await em().findOneOrFail(AdminUser, { username: 'editor' });
    expect(await verifyPassword(user.passwordHash, 'a long enough password')).toBe(true);
  });

  it('refuses a second account of the same name, and a short password', async () => {
    await expect(runAdminCommand(em(), { action: 'create', username: 'editor' }, 'a long enough password')).rejects.toThrow(
      'An admin account named "editor" already exists.',
    );
    const failure = await runAdminCommand(em(), { action: 'create', username: 'other' }, 'short').catch((error: unknown) => describeFailure(error));
    expect(failure).toBe('password must be at least 10 characters');
  });

  it('resets a password, and says so when the account does not exist', async () => {
    expect(await runAdminCommand(em(), { action: 'reset-password', username: 'editor' }, 'another long password')).toMatch(/Reset the password of "editor"/);
    const user = await em().findOneOrFail(AdminUser, { username: 'editor' });
    expect(await verifyPassword(user.passwordHash, 'another long password')).toBe(true);
    await expect(runAdminCommand(em(), { action: 'reset-password', username: 'ghost' }, 'another long password')).rejects.toThrow(
      'No admin account named "ghost".',
    );
  });
});
