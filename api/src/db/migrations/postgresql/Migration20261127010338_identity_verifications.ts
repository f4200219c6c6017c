import { Migration } from '@mikro-orm/migrations';

export class Migration20261127010338_identity_verifications extends Migration {

  override name = 'Migration20261127010338_identity_verifications';

  override up(): void | Promise<void> {
    this.addSql(`create table "identity_verifications" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "organization_id" uuid null, "status" text not null default 'not_started', "legal_name" varchar(200) null, "date_of_birth" varchar(10) null, "country" varchar(2) null, "rejection_reason" text null, "submitted_at" timestamptz null, "reviewed_at" timestamptz null, "reviewed_by_id" uuid null, primary key ("id"));`);
    this.addSql(`alter table "identity_verifications" add constraint "identity_verifications_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "identity_verifications_organization_id_index" on "identity_verifications" ("organization_id");`);

    this.addSql(`alter table "identity_verifications" add constraint "identity_verifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "identity_verifications" add constraint "identity_verifications_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete set null;`);
    this.addSql(`alter table "identity_verifications" add constraint "identity_verifications_reviewed_by_id_foreign" foreign key ("reviewed_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "identity_verifications" add constraint "identity_verifications_status_check" check ("status" in ('not_started', 'submitted', 'approved', 'rejected'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "identity_verifications" cascade;`);
  }

}
