import { Migration } from '@mikro-orm/migrations';

export class Migration20261127031757_client_notes extends Migration {

  override name = 'Migration20261127031757_client_notes';

  override up(): void | Promise<void> {
    this.addSql(`create table "client_notes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "client_id" uuid not null, "author_id" uuid null, "text" varchar(2000) not null, primary key ("id"));`);
    this.addSql(`create index "client_notes_client_id_index" on "client_notes" ("client_id");`);
    this.addSql(`create index "client_notes_organization_id_client_id_created_at_index" on "client_notes" ("organization_id", "client_id", "created_at");`);

    this.addSql(`create index "audit_events_target_type_target_id_created_at_index" on "audit_events" ("target_type", "target_id", "created_at");`);

    this.addSql(`alter table "client_notes" add constraint "client_notes_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "client_notes" add constraint "client_notes_client_id_foreign" foreign key ("client_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "client_notes" add constraint "client_notes_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "client_notes" cascade;`);

    this.addSql(`drop index "audit_events_target_type_target_id_created_at_index";`);
  }

}
