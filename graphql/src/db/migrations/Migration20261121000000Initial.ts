import { Migration } from '@mikro-orm/migrations';

/** The records of the spec, admin accounts, sessions, sign-in attempts and the audit log. */
export class Migration20261121000000Initial extends Migration {
  override name = 'Migration20261121000000Initial';

  override up(): void {
    this.addSql(
      `create table "admin_user" ("id" serial primary key, "username" varchar(50) not null, "email" varchar(254) null, "role" varchar(20) not null default 'admin', "password_hash" varchar(255) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "admin_user" add constraint "admin_user_username_unique" unique ("username");`);
    this.addSql(`create table "app_setting" ("key" varchar(50) not null, "value" text not null, "updated_at" timestamptz not null, primary key ("key"));`);
    this.addSql(
      `create table "audit_entry" ("id" serial primary key, "actor" varchar(50) null, "action" varchar(50) not null, "record_type" varchar(30) null, "record_key" varchar(100) null, "details" jsonb null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "audit_entry_created_at_index" on "audit_entry" ("created_at");`);
    this.addSql(
      `create table "calculator" ("id" serial primary key, "calculator_slug" varchar(100) not null, "title" varchar(200) not null, "description" text not null default '', "icon" varchar(50) not null default 'Calculator', "features" jsonb not null, "how_it_works" jsonb not null, "category" varchar(20) not null default 'general', "sort_order" int not null default 1, "is_active" boolean not null default true, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "calculator" add constraint "calculator_calculator_slug_unique" unique ("calculator_slug");`);
    this.addSql(`create index "calculator_category_is_active_sort_order_index" on "calculator" ("category", "is_active", "sort_order");`);
    this.addSql(
      `create table "login_attempt" ("id" serial primary key, "username" varchar(100) not null, "ip" varchar(64) not null, "succeeded" boolean not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "login_attempt_username_created_at_index" on "login_attempt" ("username", "created_at");`);
    this.addSql(`create index "login_attempt_ip_created_at_index" on "login_attempt" ("ip", "created_at");`);
    this.addSql(
      `create table "page" ("id" serial primary key, "page_type" varchar(20) not null, "page_slug" varchar(100) not null, "title" varchar(200) not null, "description" text not null default '', "content" jsonb not null, "is_published" boolean not null default false, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "page" add constraint "page_page_slug_unique" unique ("page_slug");`);
    this.addSql(`create index "page_is_published_index" on "page" ("is_published");`);
    this.addSql(
      `create table "seo_meta" ("id" serial primary key, "page_slug" varchar(100) not null, "meta_title" varchar(200) not null, "meta_description" varchar(500) not null default '', "meta_keywords" varchar(500) not null default '', "canonical_url" varchar(2000) null, "structured_data" jsonb null, "og_title" varchar(200) null, "og_description" varchar(500) null, "og_image" varchar(2000) null, "twitter_title" varchar(200) null, "twitter_description" varchar(500) null, "twitter_image" varchar(2000) null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "seo_meta" add constraint "seo_meta_page_slug_unique" unique ("page_slug");`);
    this.addSql(
      `create table "session" ("id" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`);
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`);
    this.addSql(`alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "admin_user" ("id") on delete cascade;`);
  }
}
