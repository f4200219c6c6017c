import { Migration } from '@mikro-orm/migrations';

export class Migration20261127001818_notifications_and_event_outbox extends Migration {

  override name = 'Migration20261127001818_notifications_and_event_outbox';

  override up(): void | Promise<void> {
    this.addSql(`create table "domain_events" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "type" varchar(64) not null, "payload" jsonb not null, "available_at" timestamptz not null, "attempts" int not null default 0, "dispatched_at" timestamptz null, "failed_at" timestamptz null, "last_error" varchar(1000) null, primary key ("id"));`);
    this.addSql(`create index "domain_events_dispatched_at_available_at_index" on "domain_events" ("dispatched_at", "available_at");`);

    this.addSql(`create table "event_receipts" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "event_id" uuid not null, "consumer" varchar(40) not null, primary key ("id"));`);
    this.addSql(`alter table "event_receipts" add constraint "event_receipts_event_id_consumer_unique" unique ("event_id", "consumer");`);

    this.addSql(`create table "notifications" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "recipient_id" uuid not null, "area" text not null, "organization_id" uuid null, "type" varchar(64) not null, "category" varchar(32) not null, "payload" jsonb not null, "event_id" uuid not null, "read_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "notifications_recipient_id_area_created_at_index" on "notifications" ("recipient_id", "area", "created_at");`);
    this.addSql(`alter table "notifications" add constraint "notifications_event_id_recipient_id_unique" unique ("event_id", "recipient_id");`);

    this.addSql(`alter table "mail_messages" drop constraint "mail_messages_purpose_check";`);
    this.addSql(`alter table "mail_messages" add constraint "mail_messages_purpose_check" check ("purpose" in ('email_verification', 'password_reset', 'sign_in_notice', 'account_locked', 'sign_up_attempt', 'notification'));`);

    this.addSql(`alter table "profiles" add "mail_preferences" jsonb null;`);

    this.addSql(`alter table "event_receipts" add constraint "event_receipts_event_id_foreign" foreign key ("event_id") references "domain_events" ("id") on delete cascade;`);

    this.addSql(`alter table "notifications" add constraint "notifications_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_area_check" check ("area" in ('trader', 'organization', 'admin'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "event_receipts" drop constraint "event_receipts_event_id_foreign";`);

    this.addSql(`drop table if exists "domain_events" cascade;`);
    this.addSql(`drop table if exists "event_receipts" cascade;`);
    this.addSql(`drop table if exists "notifications" cascade;`);

    this.addSql(`alter table "mail_messages" drop constraint "mail_messages_purpose_check";`);
    this.addSql(`alter table "mail_messages" add constraint "mail_messages_purpose_check" check ("purpose" in ('email_verification', 'password_reset', 'sign_in_notice', 'account_locked', 'sign_up_attempt'));`);

    this.addSql(`alter table "profiles" drop column "mail_preferences";`);
  }

}
