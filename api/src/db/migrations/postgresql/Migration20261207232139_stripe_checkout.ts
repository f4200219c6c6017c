import { Migration } from '@mikro-orm/migrations';

export class Migration20261207232139_stripe_checkout extends Migration {

  override name = 'Migration20261207232139_stripe_checkout';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" add "payment_url" text null, add "failure_reason" varchar(500) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop column "payment_url", drop column "failure_reason";`);
  }

}
