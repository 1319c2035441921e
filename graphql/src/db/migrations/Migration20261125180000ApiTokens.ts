import { Migration } from '@mikro-orm/migrations';

/** Named API tokens (tokens/api-token.entity.ts): only each secret's hash is stored. */
export class Migration20261125180000ApiTokens extends Migration {
  override name = 'Migration20261125180000ApiTokens';

  override up(): void {
    this.addSql(
      `create table "api_token" ("id" serial primary key, "name" varchar(100) not null, "scope" varchar(10) not null, "secret_hash" varchar(64) not null, "secret_prefix" varchar(16) not null, "user_id" int not null, "created_at" timestamptz not null, "expires_at" timestamptz null, "last_used_at" timestamptz null, "revoked_at" timestamptz null);`,
    );
    this.addSql(`alter table "api_token" add constraint "api_token_secret_hash_unique" unique ("secret_hash");`);
    this.addSql(`create index "api_token_user_id_index" on "api_token" ("user_id");`);
    this.addSql(`alter table "api_token" add constraint "api_token_user_id_foreign" foreign key ("user_id") references "admin_user" ("id") on delete cascade;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "api_token" cascade;`);
  }
}
