import { Migration } from '@mikro-orm/migrations';

export class Migration20261127030549_staff_audit_scope extends Migration {

  override name = 'Migration20261127030549_staff_audit_scope';

  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_events" add "organization_id" uuid null, add "target_type" varchar(40) null, add "target_id" varchar(64) null;`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`create index "audit_events_organization_id_created_at_index" on "audit_events" ("organization_id", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_events" drop constraint "audit_events_organization_id_foreign";`);

    this.addSql(`drop index "audit_events_organization_id_created_at_index";`);
    this.addSql(`alter table "audit_events" drop column "organization_id", drop column "target_type", drop column "target_id";`);
  }

}
