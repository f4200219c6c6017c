import { Migration } from '@mikro-orm/migrations';

export class Migration20261127042910_security_dashboard extends Migration {

  override name = 'Migration20261127042910_security_dashboard';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`ingestion_keys\` add column \`rotated_at\` datetime null;`);
    this.addSql(`alter table \`ingestion_keys\` add column \`last_used_at\` datetime null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`ingestion_keys\` drop column \`rotated_at\`;`);
    this.addSql(`alter table \`ingestion_keys\` drop column \`last_used_at\`;`);
  }

}
