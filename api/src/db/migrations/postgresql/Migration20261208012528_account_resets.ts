import { Migration } from '@mikro-orm/migrations';

export class Migration20261208012528_account_resets extends Migration {

  override name = 'Migration20261208012528_account_resets';

  override up(): void | Promise<void> {
    this.addSql(`create table "account_resets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "order_id" uuid not null, "failed_account_id" uuid not null, primary key ("id"));`);
    this.addSql(`create index "account_resets_organization_id_index" on "account_resets" ("organization_id");`);
    this.addSql(`alter table "account_resets" add constraint "account_resets_order_id_unique" unique ("order_id");`);
    this.addSql(`create index "account_resets_failed_account_id_index" on "account_resets" ("failed_account_id");`);

    this.addSql(`alter table "plans" add "reset_price_minor" int null, add "reset_discount_percent" int null, add "reset_window_days" int null;`);

    this.addSql(`alter table "trading_accounts" add "reset_of_id" uuid null;`);
    this.addSql(`alter table "trading_accounts" add constraint "trading_accounts_reset_of_id_foreign" foreign key ("reset_of_id") references "trading_accounts" ("id") on delete set null;`);
    this.addSql(`alter table "trading_accounts" add constraint "trading_accounts_reset_of_id_unique" unique ("reset_of_id");`);

    this.addSql(`alter table "account_resets" add constraint "account_resets_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "account_resets" add constraint "account_resets_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "account_resets" add constraint "account_resets_failed_account_id_foreign" foreign key ("failed_account_id") references "trading_accounts" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "account_resets" cascade;`);

    this.addSql(`alter table "trading_accounts" drop constraint "trading_accounts_reset_of_id_foreign";`);

    this.addSql(`alter table "plans" drop column "reset_price_minor", drop column "reset_discount_percent", drop column "reset_window_days";`);

    this.addSql(`alter table "trading_accounts" drop constraint "trading_accounts_reset_of_id_unique";`);
    this.addSql(`alter table "trading_accounts" drop column "reset_of_id";`);
  }

}
