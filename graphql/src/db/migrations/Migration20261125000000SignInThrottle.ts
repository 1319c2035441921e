import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in attempts record the network the per-address limit counts (an IPv6 address's /64) and the
 * device cookie a known browser showed; the old per-address index gives way to one per network, and
 * one on the time serves the clean-up of old attempts.
 */
export class Migration20261125000000SignInThrottle extends Migration {
  override name = 'Migration20261125000000SignInThrottle';

  override up(): void {
    this.addSql(`alter table "login_attempt" add column "network" varchar(64) null, add column "device" varchar(64) null;`);
    this.addSql(`update "login_attempt" set "network" = "ip";`);
    this.addSql(`alter table "login_attempt" alter column "network" set not null;`);
    this.addSql(`drop index "login_attempt_ip_created_at_index";`);
    this.addSql(`create index "login_attempt_network_created_at_index" on "login_attempt" ("network", "created_at");`);
    this.addSql(`create index "login_attempt_device_created_at_index" on "login_attempt" ("device", "created_at");`);
    this.addSql(`create index "login_attempt_created_at_index" on "login_attempt" ("created_at");`);
  }
}
