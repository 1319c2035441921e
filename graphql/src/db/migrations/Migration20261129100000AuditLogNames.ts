import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log is read through the API, where its actions and kinds are enums: their stored words
 * become the enum's (GraphQL names cannot hold a hyphen), and sign-ins and password events name the
 * account they are about, so the log can be filtered by kind like every other entry.
 */
const renamedActions: Record<string, string> = {
  'login-failed': 'loginFailed',
  'change-password': 'changePassword',
  'change-password-failed': 'changePasswordFailed',
  'reset-password': 'resetPassword',
  'create-admin': 'createAdmin',
  'create-api-token': 'createApiToken',
  'create-api-token-failed': 'createApiTokenFailed',
  'revoke-api-token': 'revokeApiToken',
  'create-webhook': 'createWebhook',
  'update-webhook': 'updateWebhook',
  'delete-webhook': 'deleteWebhook',
  'redeliver-webhook': 'redeliverWebhook',
};

export class Migration20261129100000AuditLogNames extends Migration {
  override name = 'Migration20261129100000AuditLogNames';

  override up(): void {
    for (const [before, after] of Object.entries(renamedActions)) {
      this.addSql(`update "audit_entry" set "action" = '${after}' where "action" = '${before}';`);
    }
    this.addSql(`update "audit_entry" set "record_type" = 'apiToken' where "record_type" = 'api-token';`);
    this.addSql(
      `update "audit_entry" set "record_type" = 'account', "record_key" = coalesce("details"->>'username', "actor") where "record_type" is null and "action" in ('login', 'loginFailed', 'logout', 'changePassword', 'changePasswordFailed', 'resetPassword', 'createAdmin', 'createApiTokenFailed');`,
    );
  }

  override down(): void {
    this.addSql(`update "audit_entry" set "record_type" = null, "record_key" = null where "record_type" = 'account';`);
    this.addSql(`update "audit_entry" set "record_type" = 'api-token' where "record_type" = 'apiToken';`);
    for (const [before, after] of Object.entries(renamedActions)) {
      this.addSql(`update "audit_entry" set "action" = '${before}' where "action" = '${after}';`);
    }
  }
}
