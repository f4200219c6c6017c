import { Migration } from '@mikro-orm/migrations';

export class Migration20261123024955_plans_and_rule_sets extends Migration {

  override name = 'Migration20261123024955_plans_and_rule_sets';

  override up(): void | Promise<void> {
    this.addSql(`create table "plans" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "program" text not null, "account_size_minor" int not null, "fee_minor" int not null, "currency" varchar(3) not null default 'USD', "active" boolean not null default true, "display_order" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "plans_organization_id_index" on "plans" ("organization_id");`);

    this.addSql(`create table "rule_sets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "program" text not null, "version" int not null, "status" text not null default 'draft', "effective_from" timestamptz null, "data" jsonb not null, primary key ("id"));`);
    this.addSql(`create index "rule_sets_organization_id_index" on "rule_sets" ("organization_id");`);
    this.addSql(`alter table "rule_sets" add constraint "rule_sets_organization_id_program_version_unique" unique ("organization_id", "program", "version");`);

    this.addSql(`alter table "plans" add constraint "plans_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "plans" add constraint "plans_program_check" check ("program" in ('two_step', 'one_step', 'instant'));`);

    this.addSql(`alter table "rule_sets" add constraint "rule_sets_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "rule_sets" add constraint "rule_sets_program_check" check ("program" in ('two_step', 'one_step', 'instant'));`);
    this.addSql(`alter table "rule_sets" add constraint "rule_sets_status_check" check ("status" in ('draft', 'active', 'superseded'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "plans" cascade;`);
    this.addSql(`drop table if exists "rule_sets" cascade;`);
  }

}
