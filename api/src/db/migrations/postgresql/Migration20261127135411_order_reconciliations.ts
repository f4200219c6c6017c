import { Migration } from '@mikro-orm/migrations';

export class Migration20261127135411_order_reconciliations extends Migration {

  override name = 'Migration20261127135411_order_reconciliations';

  override up(): void | Promise<void> {
    this.addSql(`create table "order_reconciliations" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "order_id" uuid not null, "account_id" uuid not null, "paid_at" timestamptz not null, "delay_ms" int not null, primary key ("id"));`);
    this.addSql(`alter table "order_reconciliations" add constraint "order_reconciliations_order_id_unique" unique ("order_id");`);
    this.addSql(`create index "order_reconciliations_account_id_index" on "order_reconciliations" ("account_id");`);

    this.addSql(`alter table "order_reconciliations" add constraint "order_reconciliations_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "order_reconciliations" add constraint "order_reconciliations_account_id_foreign" foreign key ("account_id") references "trading_accounts" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "order_reconciliations" cascade;`);
  }

}
