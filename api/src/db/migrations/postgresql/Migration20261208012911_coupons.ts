import { Migration } from '@mikro-orm/migrations';

export class Migration20261208012911_coupons extends Migration {

  override name = 'Migration20261208012911_coupons';

  override up(): void | Promise<void> {
    this.addSql(`create table "coupons" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "code" varchar(40) not null, "code_key" varchar(40) not null, "kind" text not null, "percent_off" int null, "amount_off_minor" int null, "currency" varchar(3) null, "plan_ids" jsonb not null, "starts_at" timestamptz not null, "ends_at" timestamptz null, "max_uses" int null, "max_uses_per_trader" int null, "used_count" int not null default 0, "active" boolean not null default true, primary key ("id"));`);
    this.addSql(`create index "coupons_organization_id_index" on "coupons" ("organization_id");`);
    this.addSql(`alter table "coupons" add constraint "coupons_organization_id_code_key_unique" unique ("organization_id", "code_key");`);

    this.addSql(`create table "coupon_redemptions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "coupon_id" uuid not null, "order_id" uuid not null, "user_id" uuid not null, "trader_use_number" int null, primary key ("id"));`);
    this.addSql(`create index "coupon_redemptions_coupon_id_index" on "coupon_redemptions" ("coupon_id");`);
    this.addSql(`alter table "coupon_redemptions" add constraint "coupon_redemptions_order_id_unique" unique ("order_id");`);
    this.addSql(`create index "coupon_redemptions_user_id_index" on "coupon_redemptions" ("user_id");`);
    this.addSql(`alter table "coupon_redemptions" add constraint "coupon_redemptions_coupon_id_user_id_trader_use_number_unique" unique ("coupon_id", "user_id", "trader_use_number");`);

    this.addSql(`alter table "coupons" add constraint "coupons_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "coupons" add constraint "coupons_kind_check" check ("kind" in ('percent', 'fixed'));`);

    this.addSql(`alter table "coupon_redemptions" add constraint "coupon_redemptions_coupon_id_foreign" foreign key ("coupon_id") references "coupons" ("id") on delete cascade;`);
    this.addSql(`alter table "coupon_redemptions" add constraint "coupon_redemptions_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "coupon_redemptions" add constraint "coupon_redemptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "coupon_redemptions" drop constraint "coupon_redemptions_coupon_id_foreign";`);

    this.addSql(`drop table if exists "coupons" cascade;`);
    this.addSql(`drop table if exists "coupon_redemptions" cascade;`);
  }

}
