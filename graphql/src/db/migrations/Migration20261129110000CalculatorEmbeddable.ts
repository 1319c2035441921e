import { Migration } from '@mikro-orm/migrations';

/** Whether other sites may embed a calculator: every existing one may, as before the switch existed. */
export class Migration20261129110000CalculatorEmbeddable extends Migration {
  override name = 'Migration20261129110000CalculatorEmbeddable';

  override up(): void {
    this.addSql(`alter table "calculator" add column "embeddable" boolean not null default true;`);
  }

  override down(): void {
    this.addSql(`alter table "calculator" drop column "embeddable";`);
  }
}
