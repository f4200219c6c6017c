import { Migration } from '@mikro-orm/migrations';

export class Migration20261208012911_coupons extends Migration {

  override name = 'Migration20261208012911_coupons';

  override up(): void | Promise<void> {
    this.addSql(`create table \`coupons\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`code\` text not null, \`code_key\` text not null, \`kind\` text check (\`kind\` in ('percent', 'fixed')) not null, \`percent_off\` integer null, \`amount_off_minor\` integer null, \`currency\` text null, \`plan_ids\` json not null, \`starts_at\` datetime not null, \`ends_at\` datetime null, \`max_uses\` integer null, \`max_uses_per_trader\` integer null, \`used_count\` integer not null default 0, \`active\` integer not null default true, constraint \`coupons_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`coupons_organization_id_index\` on \`coupons\` (\`organization_id\`);`);
    this.addSql(`create unique index \`coupons_organization_id_code_key_unique\` on \`coupons\` (\`organization_id\`, \`code_key\`);`);

    this.addSql(`create table \`coupon_redemptions\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`coupon_id\` text not null, \`order_id\` text not null, \`user_id\` text not null, \`trader_use_number\` integer null, constraint \`coupon_redemptions_coupon_id_foreign\` foreign key (\`coupon_id\`) references \`coupons\` (\`id\`) on delete cascade, constraint \`coupon_redemptions_order_id_foreign\` foreign key (\`order_id\`) references \`orders\` (\`id\`) on delete cascade, constraint \`coupon_redemptions_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`coupon_redemptions_coupon_id_index\` on \`coupon_redemptions\` (\`coupon_id\`);`);
    this.addSql(`create unique index \`coupon_redemptions_order_id_unique\` on \`coupon_redemptions\` (\`order_id\`);`);
    this.addSql(`create index \`coupon_redemptions_user_id_index\` on \`coupon_redemptions\` (\`user_id\`);`);
    this.addSql(`create unique index \`coupon_redemptions_coupon_id_user_id_trader_use_number_unique\` on \`coupon_redemptions\` (\`coupon_id\`, \`user_id\`, \`trader_use_number\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`coupons\`;`);
    this.addSql(`drop table if exists \`coupon_redemptions\`;`);
  }

}
