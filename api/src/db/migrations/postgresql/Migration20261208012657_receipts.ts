import { Migration } from '@mikro-orm/migrations';

export class Migration20261208012657_receipts extends Migration {

  override name = 'Migration20261208012657_receipts';

  override up(): void | Promise<void> {
    this.addSql(`create table "receipt_books" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "last_sequence" int not null default 0, "tax_rate_basis_points" int null, primary key ("id"));`);
    this.addSql(`alter table "receipt_books" add constraint "receipt_books_organization_id_unique" unique ("organization_id");`);

    this.addSql(`create table "receipts" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "user_id" uuid not null, "order_id" uuid not null, "sequence" int not null, "issued_at" timestamptz not null, "organization_name" varchar(200) not null, "trader_name" varchar(201) not null, "trader_email" varchar(320) not null, "program" text not null, "account_size_minor" int not null, "list_price_minor" int not null, "coupon_code" varchar(40) null, "discount_minor" int not null, "amount_paid_minor" int not null, "currency" varchar(3) not null, "tax_rate_basis_points" int null, "tax_minor" int null, primary key ("id"));`);
    this.addSql(`create index "receipts_organization_id_index" on "receipts" ("organization_id");`);
    this.addSql(`create index "receipts_user_id_index" on "receipts" ("user_id");`);
    this.addSql(`alter table "receipts" add constraint "receipts_order_id_unique" unique ("order_id");`);
    this.addSql(`alter table "receipts" add constraint "receipts_organization_id_sequence_unique" unique ("organization_id", "sequence");`);

    this.addSql(`alter table "receipt_books" add constraint "receipt_books_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);

    this.addSql(`alter table "receipts" add constraint "receipts_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "receipts" add constraint "receipts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "receipts" add constraint "receipts_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "receipts" add constraint "receipts_program_check" check ("program" in ('two_step', 'one_step', 'instant'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "receipt_books" cascade;`);
    this.addSql(`drop table if exists "receipts" cascade;`);
  }

}
