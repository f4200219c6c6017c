import { Migration } from '@mikro-orm/migrations';

export class Migration20261127104535_webhooks extends Migration {

  override name = 'Migration20261127104535_webhooks';

  override up(): void | Promise<void> {
    this.addSql(`create table "webhook_endpoints" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "url" varchar(2048) not null, "description" varchar(100) null, "event_types" varchar(500) not null, "sealed_secret" text not null, "is_active" boolean not null default true, "disabled_reason" varchar(20) null, "consecutive_failures" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "webhook_endpoints_organization_id_index" on "webhook_endpoints" ("organization_id");`);

    this.addSql(`create table "webhook_deliveries" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "endpoint_id" uuid not null, "event_id" varchar(36) not null, "event_type" varchar(40) not null, "body" text not null, "status" varchar(10) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz null, "last_attempt_at" timestamptz null, "last_status_code" int null, "last_error" varchar(300) null, "last_duration_ms" int null, "delivered_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "webhook_deliveries_endpoint_id_index" on "webhook_deliveries" ("endpoint_id");`);
    this.addSql(`create index "webhook_deliveries_status_next_attempt_at_index" on "webhook_deliveries" ("status", "next_attempt_at");`);
    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_event_id_unique" unique ("endpoint_id", "event_id");`);

    this.addSql(`alter table "webhook_endpoints" add constraint "webhook_endpoints_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);

    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_endpoint_id_foreign";`);

    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
  }

}
