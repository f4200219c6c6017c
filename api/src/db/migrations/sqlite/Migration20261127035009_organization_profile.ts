import { Migration } from '@mikro-orm/migrations';

export class Migration20261127035009_organization_profile extends Migration {

  override name = 'Migration20261127035009_organization_profile';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`organizations\` add column \`legal_name\` text null;`);
    this.addSql(`alter table \`organizations\` add column \`registered_address\` text null;`);
    this.addSql(`alter table \`organizations\` add column \`support_email\` text null;`);
    this.addSql(`alter table \`organizations\` add column \`support_phone\` text null;`);
    this.addSql(`alter table \`organizations\` add column \`support_hours\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`organizations\` drop column \`legal_name\`;`);
    this.addSql(`alter table \`organizations\` drop column \`registered_address\`;`);
    this.addSql(`alter table \`organizations\` drop column \`support_email\`;`);
    this.addSql(`alter table \`organizations\` drop column \`support_phone\`;`);
    this.addSql(`alter table \`organizations\` drop column \`support_hours\`;`);
  }

}
