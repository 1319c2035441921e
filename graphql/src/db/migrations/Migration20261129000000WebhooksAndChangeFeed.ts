import { Migration } from '@mikro-orm/migrations';

/**
 * Webhook endpoints and their outbox (each delivery's row, also its log entry), and each kept
 * version's place in the change feed. The versions kept before the feed existed take their places in
 * the order they were kept; every later one is placed once committed (records/changes/change-feed.ts).
 */
export class Migration20261129000000WebhooksAndChangeFeed extends Migration {
  override name = 'Migration20261129000000WebhooksAndChangeFeed';

  override up(): void {
    this.addSql(
      `create table "webhook_endpoint" ("id" serial primary key, "url" varchar(2000) not null, "events" jsonb not null, "is_active" boolean not null default true, "secret" varchar(100) not null, "created_by" varchar(50) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create table "webhook_delivery" ("id" serial primary key, "endpoint_id" int not null, "message_id" varchar(40) not null, "event_type" varchar(60) not null, "record_type" varchar(30) null, "record_key" varchar(200) null, "payload" text not null, "status" varchar(10) not null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "locked_until" timestamptz null, "last_attempt_at" timestamptz null, "response_status" int null, "latency_ms" int null, "response_excerpt" varchar(1000) null, "error" varchar(300) null, "redelivery_of" int null, "created_at" timestamptz not null, "completed_at" timestamptz null);`,
    );
    this.addSql(`create index "webhook_delivery_status_next_attempt_at_index" on "webhook_delivery" ("status", "next_attempt_at");`);
    this.addSql(`create index "webhook_delivery_endpoint_id_id_index" on "webhook_delivery" ("endpoint_id", "id");`);
    this.addSql(
      `create index "webhook_delivery_endpoint_id_record_type_record_key_id_index" on "webhook_delivery" ("endpoint_id", "record_type", "record_key", "id");`,
    );
    this.addSql(`alter table "record_version" add "feed_position" int null;`);
    this.addSql(`alter table "record_version" add constraint "record_version_feed_position_unique" unique ("feed_position");`);
    this.addSql(`update "record_version" set "feed_position" = "id";`);
  }

  override down(): void {
    this.addSql(`alter table "record_version" drop column "feed_position";`);
    this.addSql(`drop table if exists "webhook_delivery";`);
    this.addSql(`drop table if exists "webhook_endpoint";`);
  }
}
