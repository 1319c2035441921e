import { Migration } from '@mikro-orm/migrations';

/**
 * Every API token expires: a token made without an expiry now ends a year (366 days) after it was
 * made, the longest a new one may live, so no token outlives that bound.
 */
export class Migration20261127000000TokenLifetime extends Migration {
  override name = 'Migration20261127000000TokenLifetime';

  override up(): void {
    this.addSql(`update "api_token" set "expires_at" = "created_at" + interval '366 days' where "expires_at" is null;`);
    this.addSql(`alter table "api_token" alter column "expires_at" set not null;`);
  }

  override down(): void {
    this.addSql(`alter table "api_token" alter column "expires_at" drop not null;`);
  }
}
