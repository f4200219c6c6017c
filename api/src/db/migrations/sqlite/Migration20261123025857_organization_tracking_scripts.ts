import { Migration } from '@mikro-orm/migrations';

export class Migration20261123025857_organization_tracking_scripts extends Migration {

  override name = 'Migration20261123025857_organization_tracking_scripts';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`organizations\` add column \`analytics_script_url\` text null;`);
    this.addSql(`alter table \`organizations\` add column \`marketing_pixel_url\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`organizations\` drop column \`analytics_script_url\`;`);
    this.addSql(`alter table \`organizations\` drop column \`marketing_pixel_url\`;`);
  }

}
