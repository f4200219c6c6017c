import { Migration } from '@mikro-orm/migrations';

export class Migration20261123100530_ingestion extends Migration {

  override name = 'Migration20261123100530_ingestion';

  override up(): void | Promise<void> {
    this.addSql(`create table "ingestion_keys" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "sealed_secret" text not null, primary key ("id"));`);
    this.addSql(`alter table "ingestion_keys" add constraint "ingestion_keys_organization_id_unique" unique ("organization_id");`);

    this.addSql(`create table "ingested_events" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "event_id" varchar(120) not null, "account_id" uuid not null, primary key ("id"));`);
    this.addSql(`create index "ingested_events_account_id_index" on "ingested_events" ("account_id");`);
    this.addSql(`alter table "ingested_events" add constraint "ingested_events_organization_id_event_id_unique" unique ("organization_id", "event_id");`);

    this.addSql(`alter table "ingestion_keys" add constraint "ingestion_keys_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);

    this.addSql(`alter table "ingested_events" add constraint "ingested_events_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "ingested_events" add constraint "ingested_events_account_id_foreign" foreign key ("account_id") references "trading_accounts" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ingestion_keys" cascade;`);
    this.addSql(`drop table if exists "ingested_events" cascade;`);
  }

}
