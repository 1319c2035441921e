import { Migration } from '@mikro-orm/migrations';

const siteContentTrigger = (table: string) => [
  `create or replace function "${table}_site_content_fn"() returns trigger as $$ begin update "site_content" set "version" = "version" + 1 where "id" = 1; return null; end; $$ language plpgsql;`,
  `create trigger "site_content" AFTER INSERT OR UPDATE OR DELETE on "${table}" for each STATEMENT execute function "${table}_site_content_fn"();`,
];

/**
 * The first kinds made from definitions: redirects, FAQ entries and the site settings, each with the
 * content version's trigger (the site shows them). A redirect's key is a path, longer than a slug:
 * history and the audit log keep keys of up to 200 characters.
 */
export class Migration20261128000000DefinedKinds extends Migration {
  override name = 'Migration20261128000000DefinedKinds';

  override up(): void {
    this.addSql(
      `create table "faq_entry" ("id" serial primary key, "faq_slug" varchar(100) not null, "calculator_slug" varchar(29) not null, "question" varchar(300) not null default '', "answer" text not null default '', "sort_order" int not null default 1, "is_published" boolean not null default true, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, "updated_by" varchar(50) null, "deleted_at" timestamptz null);`,
    );
    this.addSql(`alter table "faq_entry" add constraint "faq_entry_faq_slug_unique" unique ("faq_slug");`);
    this.addSql(
      `create table "redirect" ("id" serial primary key, "from_path" varchar(200) not null, "to_path" varchar(500) not null default '', "status_code" smallint not null default 301, "is_active" boolean not null default true, "note" varchar(500) not null default '', "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, "updated_by" varchar(50) null, "deleted_at" timestamptz null);`,
    );
    this.addSql(`alter table "redirect" add constraint "redirect_from_path_unique" unique ("from_path");`);
    this.addSql(
      `create table "site_settings" ("id" serial primary key, "settings_key" varchar(20) not null, "site_name" varchar(60) not null default '', "footer_text" text not null default '', "social_links" jsonb not null, "announcement_text" varchar(300) not null default '', "announcement_link" varchar(500) null, "announcement_active" boolean not null default false, "announcement_starts_at" timestamptz null, "announcement_ends_at" timestamptz null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, "updated_by" varchar(50) null, "deleted_at" timestamptz null);`,
    );
    this.addSql(`alter table "site_settings" add constraint "site_settings_settings_key_unique" unique ("settings_key");`);
    for (const table of ['faq_entry', 'redirect', 'site_settings']) for (const sql of siteContentTrigger(table)) this.addSql(sql);
    this.addSql(`alter table "record_version" alter column "record_key" type varchar(200);`);
    this.addSql(`alter table "audit_entry" alter column "record_key" type varchar(200);`);
  }

  override down(): void {
    this.addSql(`alter table "record_version" alter column "record_key" type varchar(100);`);
    this.addSql(`alter table "audit_entry" alter column "record_key" type varchar(100);`);
    for (const table of ['faq_entry', 'redirect', 'site_settings']) {
      this.addSql(`drop table if exists "${table}";`);
      this.addSql(`drop function if exists "${table}_site_content_fn"();`);
    }
  }
}
