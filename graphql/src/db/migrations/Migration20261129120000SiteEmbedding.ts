import { Migration } from '@mikro-orm/migrations';

/** Whether other sites may embed the calculators at all: they may, as before the switch existed. */
export class Migration20261129120000SiteEmbedding extends Migration {
  override name = 'Migration20261129120000SiteEmbedding';

  override up(): void {
    this.addSql(`alter table "site_settings" add column "embedding_enabled" boolean not null default true;`);
  }

  override down(): void {
    this.addSql(`alter table "site_settings" drop column "embedding_enabled";`);
  }
}
