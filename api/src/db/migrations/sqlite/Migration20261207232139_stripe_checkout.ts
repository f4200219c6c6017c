import { Migration } from '@mikro-orm/migrations';

export class Migration20261207232139_stripe_checkout extends Migration {

  override name = 'Migration20261207232139_stripe_checkout';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`orders\` add column \`payment_url\` text null;`);
    this.addSql(`alter table \`orders\` add column \`failure_reason\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`orders\` drop column \`payment_url\`;`);
    this.addSql(`alter table \`orders\` drop column \`failure_reason\`;`);
  }

}
