import { Migration } from '@mikro-orm/migrations';

export class Migration20261127010810_payouts extends Migration {

  override name = 'Migration20261127010810_payouts';

  override up(): void | Promise<void> {
    this.addSql(`create table "payout_methods" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "kind" text not null, "label" varchar(80) not null, "account_holder" varchar(140) null, "iban" varchar(34) null, "bic" varchar(11) null, "network" text null, "address" varchar(128) null, primary key ("id"));`);
    this.addSql(`create index "payout_methods_owner_id_index" on "payout_methods" ("owner_id");`);

    this.addSql(`create table "payouts" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "account_id" uuid not null, "owner_id" uuid not null, "method_id" uuid null, "destination" jsonb not null, "request_key" varchar(64) not null, "status" text not null default 'requested', "payout_number" int not null, "split_percent" double precision not null, "gross_minor" int not null, "profit_share_minor" int not null, "fee_refund_minor" int not null, "amount_minor" int not null, "currency" varchar(3) not null, "checklist" jsonb not null, "requested_at" timestamptz not null, "decided_by_id" uuid null, "decided_at" timestamptz null, "rejection_reason" text null, "paid_at" timestamptz null, "paid_reference" varchar(200) null, primary key ("id"));`);
    this.addSql(`create index "payouts_owner_id_index" on "payouts" ("owner_id");`);
    this.addSql(`create index "payouts_status_index" on "payouts" ("status");`);
    this.addSql(`create index "payouts_organization_id_requested_at_index" on "payouts" ("organization_id", "requested_at");`);
    this.addSql(`create index "payouts_account_id_status_index" on "payouts" ("account_id", "status");`);
    this.addSql(`alter table "payouts" add constraint "payouts_owner_id_request_key_unique" unique ("owner_id", "request_key");`);

    this.addSql(`alter table "payout_methods" add constraint "payout_methods_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "payout_methods" add constraint "payout_methods_kind_check" check ("kind" in ('bank_transfer', 'crypto_wallet'));`);
    this.addSql(`alter table "payout_methods" add constraint "payout_methods_network_check" check ("network" in ('bitcoin', 'ethereum', 'tron', 'solana'));`);

    this.addSql(`alter table "payouts" add constraint "payouts_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "payouts" add constraint "payouts_account_id_foreign" foreign key ("account_id") references "trading_accounts" ("id") on delete cascade;`);
    this.addSql(`alter table "payouts" add constraint "payouts_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "payouts" add constraint "payouts_method_id_foreign" foreign key ("method_id") references "payout_methods" ("id") on delete set null;`);
    this.addSql(`alter table "payouts" add constraint "payouts_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "payouts" add constraint "payouts_status_check" check ("status" in ('requested', 'approved', 'paid', 'rejected'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payouts" drop constraint "payouts_method_id_foreign";`);

    this.addSql(`drop table if exists "payout_methods" cascade;`);
    this.addSql(`drop table if exists "payouts" cascade;`);
  }

}
