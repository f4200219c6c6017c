import { Migration } from '@mikro-orm/migrations';

export class Migration20261122045902_organization_members_domains_and_admin_bootstrap extends Migration {

  override name = 'Migration20261122045902_organization_members_domains_and_admin_bootstrap';

  override up(): void | Promise<void> {
    this.addSql(`create table "organization_domains" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "domain" varchar(253) not null, "is_verified" boolean not null default false, primary key ("id"));`);
    this.addSql(`create index "organization_domains_organization_id_index" on "organization_domains" ("organization_id");`);
    this.addSql(`alter table "organization_domains" add constraint "organization_domains_domain_unique" unique ("domain");`);

    this.addSql(`create table "organization_members" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "user_id" uuid not null, "role" text not null default 'user', "status" text not null default 'active', primary key ("id"));`);
    this.addSql(`create index "organization_members_organization_id_index" on "organization_members" ("organization_id");`);
    this.addSql(`create index "organization_members_user_id_index" on "organization_members" ("user_id");`);
    this.addSql(`alter table "organization_members" add constraint "organization_members_organization_id_user_id_unique" unique ("organization_id", "user_id");`);

    this.addSql(`create table "admin_bootstrap_claims" ("slot" varchar(32) not null, "user_id" uuid not null, "created_at" timestamptz not null, primary key ("slot"));`);
    this.addSql(`create index "admin_bootstrap_claims_user_id_index" on "admin_bootstrap_claims" ("user_id");`);

    this.addSql(`alter table "organization_domains" add constraint "organization_domains_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);

    this.addSql(`alter table "organization_members" add constraint "organization_members_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "organization_members" add constraint "organization_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "organization_members" add constraint "organization_members_role_check" check ("role" in ('owner', 'admin', 'manager', 'agent', 'user'));`);
    this.addSql(`alter table "organization_members" add constraint "organization_members_status_check" check ("status" in ('active', 'invited', 'suspended'));`);

    this.addSql(`alter table "admin_bootstrap_claims" add constraint "admin_bootstrap_claims_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "organization_domains" cascade;`);
    this.addSql(`drop table if exists "organization_members" cascade;`);
    this.addSql(`drop table if exists "admin_bootstrap_claims" cascade;`);
  }

}
