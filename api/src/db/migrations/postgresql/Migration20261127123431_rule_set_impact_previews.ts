import { Migration } from '@mikro-orm/migrations';

export class Migration20261127123431_rule_set_impact_previews extends Migration {

  override name = 'Migration20261127123431_rule_set_impact_previews';

  override up(): void | Promise<void> {
    this.addSql(`create table "rule_set_impact_previews" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "rule_set_id" uuid not null, "status" varchar(10) not null default 'queued', "lease_owner" varchar(36) null, "lease_until" timestamptz null, "cursor_created_at" timestamptz null, "cursor_account_id" varchar(36) null, "window_days" int not null, "total" int null, "processed" int not null default 0, "unchanged" int not null default 0, "skipped" int not null default 0, "changes" jsonb not null, "examples" jsonb not null, "failure" varchar(300) null, "finished_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "rule_set_impact_previews_organization_id_index" on "rule_set_impact_previews" ("organization_id");`);
    this.addSql(`create index "rule_set_impact_previews_rule_set_id_index" on "rule_set_impact_previews" ("rule_set_id");`);
    this.addSql(`create index "rule_set_impact_previews_status_lease_until_index" on "rule_set_impact_previews" ("status", "lease_until");`);

    this.addSql(`alter table "rule_set_impact_previews" add constraint "rule_set_impact_previews_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "rule_set_impact_previews" add constraint "rule_set_impact_previews_rule_set_id_foreign" foreign key ("rule_set_id") references "rule_sets" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rule_set_impact_previews" cascade;`);
  }

}
