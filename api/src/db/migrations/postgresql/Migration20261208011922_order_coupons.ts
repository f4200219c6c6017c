import { Migration } from '@mikro-orm/migrations';

export class Migration20261208011922_order_coupons extends Migration {

  override name = 'Migration20261208011922_order_coupons';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" add "coupon_code" varchar(40) null, add "discount_minor" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop column "coupon_code", drop column "discount_minor";`);
  }

}
