import { Migration } from '@mikro-orm/migrations';

export class Migration20261127103520_api_keys extends Migration {

  override name = 'Migration20261127103520_api_keys';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_keys" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "name" varchar(100) not null, "public_id" varchar(16) not null, "secret_hash" varchar(64) not null, "scopes" varchar(200) not null, "expires_at" timestamptz null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, "created_by_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "api_keys_organization_id_index" on "api_keys" ("organization_id");`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_public_id_unique" unique ("public_id");`);

    this.addSql(`alter table "api_keys" add constraint "api_keys_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_keys" cascade;`);
  }

}
