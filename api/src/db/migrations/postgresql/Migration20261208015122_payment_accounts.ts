import { Migration } from '@mikro-orm/migrations';

export class Migration20261208015122_payment_accounts extends Migration {

  override name = 'Migration20261208015122_payment_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "payment_accounts" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "sealed_secret_key" text not null, "sealed_webhook_secret" text not null, "stripe_account_id" varchar(255) not null, "stripe_account_name" varchar(255) null, "key_mode" varchar(8) not null, "key_last4" varchar(4) not null, "connected_at" timestamptz not null, "connected_by_id" uuid null, primary key ("id"));`);
    this.addSql(`alter table "payment_accounts" add constraint "payment_accounts_organization_id_unique" unique ("organization_id");`);
    this.addSql(`create index "payment_accounts_connected_by_id_index" on "payment_accounts" ("connected_by_id");`);

    this.addSql(`alter table "payment_accounts" add constraint "payment_accounts_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "payment_accounts" add constraint "payment_accounts_connected_by_id_foreign" foreign key ("connected_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_accounts" cascade;`);
  }

}
