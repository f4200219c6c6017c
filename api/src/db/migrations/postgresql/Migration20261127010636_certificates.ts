import { Migration } from '@mikro-orm/migrations';

export class Migration20261127010636_certificates extends Migration {

  override name = 'Migration20261127010636_certificates';

  override up(): void | Promise<void> {
    this.addSql(`create table "certificates" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "organization_id" uuid not null, "account_id" uuid null, "kind" text not null, "login" varchar(40) not null, "account_size_minor" int not null, "amount_minor" int null, "currency" varchar(3) not null, "code" varchar(16) not null, "source_key" varchar(80) not null, "issued_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "certificates_owner_id_index" on "certificates" ("owner_id");`);
    this.addSql(`create index "certificates_organization_id_index" on "certificates" ("organization_id");`);
    this.addSql(`create index "certificates_account_id_index" on "certificates" ("account_id");`);
    this.addSql(`alter table "certificates" add constraint "certificates_code_unique" unique ("code");`);
    this.addSql(`alter table "certificates" add constraint "certificates_source_key_unique" unique ("source_key");`);

    this.addSql(`alter table "profiles" add "certificate_name_style" text not null default 'full';`);
    this.addSql(`alter table "profiles" add constraint "profiles_certificate_name_style_check" check ("certificate_name_style" in ('full', 'first_name_initial'));`);

    this.addSql(`alter table "certificates" add constraint "certificates_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "certificates" add constraint "certificates_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "certificates" add constraint "certificates_account_id_foreign" foreign key ("account_id") references "trading_accounts" ("id") on delete set null;`);
    this.addSql(`alter table "certificates" add constraint "certificates_kind_check" check ("kind" in ('challenge_passed', 'funded', 'payout'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "certificates" cascade;`);

    this.addSql(`alter table "profiles" drop constraint "profiles_certificate_name_style_check";`);
    this.addSql(`alter table "profiles" drop column "certificate_name_style";`);
  }

}
