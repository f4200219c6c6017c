import { Migration } from '@mikro-orm/migrations';

export class Migration20261208013415_ledger extends Migration {

  override name = 'Migration20261208013415_ledger';

  override up(): void | Promise<void> {
    this.addSql(`create table "ledger_entries" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "order_id" uuid not null, "kind" text not null, "amount_minor" int not null, "currency" varchar(3) not null, "provider" varchar(40) not null, "external_id" varchar(120) null, "reason" varchar(500) null, "actor_id" uuid null, "request_key" varchar(100) null, "occurred_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "ledger_entries_organization_id_index" on "ledger_entries" ("organization_id");`);
    this.addSql(`create index "ledger_entries_order_id_index" on "ledger_entries" ("order_id");`);
    this.addSql(`create index "ledger_entries_actor_id_index" on "ledger_entries" ("actor_id");`);
    this.addSql(`alter table "ledger_entries" add constraint "ledger_entries_provider_kind_external_id_unique" unique ("provider", "kind", "external_id");`);
    this.addSql(`alter table "ledger_entries" add constraint "ledger_entries_order_id_request_key_unique" unique ("order_id", "request_key");`);

    this.addSql(`alter table "ledger_entries" add constraint "ledger_entries_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "ledger_entries" add constraint "ledger_entries_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "ledger_entries" add constraint "ledger_entries_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "ledger_entries" add constraint "ledger_entries_kind_check" check ("kind" in ('payment', 'refund', 'dispute', 'dispute_reversal', 'fee_refund'));`);
    // Orders paid before the ledger existed get their payment row, so their balance is what they paid.
    this.addSql(`insert into "ledger_entries" ("id", "created_at", "updated_at", "organization_id", "order_id", "kind", "amount_minor", "currency", "provider", "external_id", "reason", "actor_id", "request_key", "occurred_at") select gen_random_uuid(), o.paid_at, o.paid_at, o.organization_id, o.id, 'payment', o.price_minor, o.currency, o.provider, o.provider_reference, null, null, null, o.paid_at from orders o where o.status = 'paid' and o.price_minor > 0 and o.paid_at is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ledger_entries" cascade;`);
  }

}
