/**
 * What the audit log records: every action, declared once, with what it means. The API's
 * `AuditAction` enum, the OpenAPI document, the admin's filter and the stored rows all take these
 * words; a new kind of event (a webhook's, say) is one more line here.
 */
import { recordTypes } from '../records/history/record-types.ts';

export const auditActionMeanings = {
  login: 'An administrator signed in.',
  loginFailed: 'A sign-in was refused (a wrong name or password); the name tried is kept.',
  logout: 'An administrator signed out.',
  changePassword: 'An administrator changed their password (their API tokens were revoked with it).',
  changePasswordFailed: 'A password change was refused: the current password given was wrong.',
  resetPassword: "An account's password was reset from the command line (its tokens were revoked with it).",
  createAdmin: 'An account was created from the command line or on the first start.',
  createApiToken: 'An API token was made.',
  createApiTokenFailed: 'An API token was refused: the current password given was wrong.',
  useApiToken: 'An API token was used (kept at most once a minute per token, as its last use is).',
  revokeApiToken: 'An API token was revoked.',
  create: 'A record was created.',
  update: 'A record was changed (or an older version of it brought back).',
  delete: 'A record was moved to the trash.',
  restore: 'A record was taken out of the trash.',
  purge: 'A record in the trash was deleted for good, with its history.',
  createWebhook: 'A webhook subscription was made.',
  updateWebhook: 'A webhook subscription was changed (its address, events, secret or state).',
  deleteWebhook: 'A webhook subscription was deleted, with its deliveries.',
  redeliverWebhook: 'A webhook delivery was sent again on request.',
} as const;

export type AuditAction = keyof typeof auditActionMeanings;
export const auditActions = Object.keys(auditActionMeanings) as AuditAction[];

/** What an entry is about besides the records: an account (sign-ins, passwords), an API token or a webhook. */
export const nonRecordKinds = ['account', 'apiToken', 'webhook'] as const;

/** Every kind an entry may be about: the record types (history's names for them), then the others. */
export const auditKinds = (): string[] => [...recordTypes(), ...nonRecordKinds];
