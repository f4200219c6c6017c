import { Migration } from '@mikro-orm/migrations';

export class Migration20261127094504_organization_logo extends Migration {

  override name = 'Migration20261127094504_organization_logo';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`organizations\` add column \`logo_key\` text null;`);
    this.addSql(`alter table \`organizations\` add column \`logo_content_type\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`organizations\` drop column \`logo_key\`;`);
    this.addSql(`alter table \`organizations\` drop column \`logo_content_type\`;`);
  }

}
