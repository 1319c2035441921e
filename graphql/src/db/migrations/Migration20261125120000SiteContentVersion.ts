import { Migration } from '@mikro-orm/migrations';
import { siteContentTrigger } from '../site-content.entity.ts';

const tables = ['calculator', 'page', 'seo_meta'];

/**
 * One number that changes with every write to the records the site shows,
 * kept by the database itself: a statement trigger on the calculator, page and SEO meta tables (as
 * the entities declare it) adds one to it. Every server instance reads it to know whether its
 * rendered pages are still current, whoever made the change and however.
 */
export class Migration20261125120000SiteContentVersion extends Migration {
  override name = 'Migration20261125120000SiteContentVersion';

  override up(): void {
    this.addSql(`create table "site_content" ("id" int not null, "version" bigint not null, primary key ("id"));`);
    this.addSql(`insert into "site_content" ("id", "version") values (1, 1);`);
    const { name, body } = siteContentTrigger;
    for (const table of tables) {
      // As MikroORM's schema generator writes a declared trigger, so the schema check sees no drift.
      this.addSql(`create or replace function "${table}_${name}_fn"() returns trigger as $$ begin ${body} end; $$ language plpgsql;`);
      this.addSql(`create trigger "${name}" AFTER INSERT OR UPDATE OR DELETE on "${table}" for each STATEMENT execute function "${table}_${name}_fn"();`);
    }
  }

  override down(): void {
    for (const table of tables) {
      this.addSql(`drop trigger if exists "${siteContentTrigger.name}" on "${table}";`);
      this.addSql(`drop function if exists "${table}_${siteContentTrigger.name}_fn"();`);
    }
    this.addSql(`drop table if exists "site_content";`);
  }
}
