import { Migration } from '@mikro-orm/migrations';

const tables = [
  { table: 'page', recordType: 'page', slugColumn: 'page_slug' },
  { table: 'seo_meta', recordType: 'seoMeta', slugColumn: 'page_slug' },
  { table: 'calculator', recordType: 'calculator', slugColumn: 'calculator_slug' },
];

/**
 * History and trash (D19): every change keeps the record's fields as a version an editor can bring
 * back, a delete only marks the record as trashed, and each record names who changed it last. The
 * last editor of a record already changed is read from the audit log, where that change is recorded.
 */
export class Migration20261125210000RecordHistory extends Migration {
  override name = 'Migration20261125210000RecordHistory';

  override up(): void {
    this.addSql(
      `create table "record_version" ("id" serial primary key, "record_type" varchar(30) not null, "record_key" varchar(100) not null, "version" int not null, "action" varchar(20) not null, "actor" varchar(50) null, "restored_from" int null, "snapshot" jsonb not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "record_version_record_type_record_key_version_index" on "record_version" ("record_type", "record_key", "version");`);
    for (const { table, recordType, slugColumn } of tables) {
      this.addSql(`alter table "${table}" add "updated_by" varchar(50) null, add "deleted_at" timestamptz null;`);
      this.addSql(
        `update "${table}" set "updated_by" = "last"."actor" from (select distinct on ("record_key") "record_key", "actor" from "audit_entry" where "record_type" = '${recordType}' and "action" in ('create', 'update') order by "record_key", "id" desc) as "last" where "last"."record_key" = "${table}"."${slugColumn}";`,
      );
    }
  }

  override down(): void {
    for (const { table } of tables) this.addSql(`alter table "${table}" drop column "updated_by", drop column "deleted_at";`);
    this.addSql(`drop table if exists "record_version";`);
  }
}
