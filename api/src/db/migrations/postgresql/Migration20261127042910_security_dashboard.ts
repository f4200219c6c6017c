import { Migration } from '@mikro-orm/migrations';

export class Migration20261127042910_security_dashboard extends Migration {

  override name = 'Migration20261127042910_security_dashboard';

  override up(): void | Promise<void> {
    this.addSql(`alter table "ingestion_keys" add "rotated_at" timestamptz null, add "last_used_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "ingestion_keys" drop column "rotated_at", drop column "last_used_at";`);
  }

}
