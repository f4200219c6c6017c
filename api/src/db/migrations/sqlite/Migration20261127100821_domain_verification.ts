import { Migration } from '@mikro-orm/migrations';

export class Migration20261127100821_domain_verification extends Migration {

  override name = 'Migration20261127100821_domain_verification';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`organization_domains\` add column \`verification_token\` text null;`);
    this.addSql(`alter table \`organization_domains\` add column \`verified_at\` datetime null;`);
    this.addSql(`alter table \`organization_domains\` add column \`last_checked_at\` datetime null;`);
    this.addSql(`alter table \`organization_domains\` add column \`last_check_failure\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`organization_domains\` drop column \`verification_token\`;`);
    this.addSql(`alter table \`organization_domains\` drop column \`verified_at\`;`);
    this.addSql(`alter table \`organization_domains\` drop column \`last_checked_at\`;`);
    this.addSql(`alter table \`organization_domains\` drop column \`last_check_failure\`;`);
  }

}
