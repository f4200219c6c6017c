import { Migration } from '@mikro-orm/migrations';

export class Migration20261127001818_notifications_and_event_outbox extends Migration {

  override name = 'Migration20261127001818_notifications_and_event_outbox';

  override up(): void | Promise<void> {
    this.addSql(`create table \`domain_events\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`type\` text not null, \`payload\` json not null, \`available_at\` datetime not null, \`attempts\` integer not null default 0, \`dispatched_at\` datetime null, \`failed_at\` datetime null, \`last_error\` text null);`);
    this.addSql(`create index \`domain_events_dispatched_at_available_at_index\` on \`domain_events\` (\`dispatched_at\`, \`available_at\`);`);

    this.addSql(`create table \`event_receipts\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`event_id\` text not null, \`consumer\` text not null, constraint \`event_receipts_event_id_foreign\` foreign key (\`event_id\`) references \`domain_events\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`event_receipts_event_id_index\` on \`event_receipts\` (\`event_id\`);`);
    this.addSql(`create unique index \`event_receipts_event_id_consumer_unique\` on \`event_receipts\` (\`event_id\`, \`consumer\`);`);

    this.addSql(`create table \`notifications\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`recipient_id\` text not null, \`area\` text check (\`area\` in ('trader', 'organization', 'admin')) not null, \`organization_id\` text null, \`type\` text not null, \`category\` text not null, \`payload\` json not null, \`event_id\` text not null, \`read_at\` datetime null, constraint \`notifications_recipient_id_foreign\` foreign key (\`recipient_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`notifications_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`notifications_recipient_id_index\` on \`notifications\` (\`recipient_id\`);`);
    this.addSql(`create index \`notifications_organization_id_index\` on \`notifications\` (\`organization_id\`);`);
    this.addSql(`create index \`notifications_recipient_id_area_created_at_index\` on \`notifications\` (\`recipient_id\`, \`area\`, \`created_at\`);`);
    this.addSql(`create unique index \`notifications_event_id_recipient_id_unique\` on \`notifications\` (\`event_id\`, \`recipient_id\`);`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`mail_messages__temp_alter\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`to\` text not null, \`subject\` text not null, \`text\` text not null, \`html\` text not null, \`purpose\` text check (\`purpose\` in ('email_verification', 'password_reset', 'sign_in_notice', 'account_locked', 'sign_up_attempt', 'notification')) not null, \`language\` text check (\`language\` in ('en', 'es', 'it')) not null, \`sent_at\` datetime null, \`error\` text null);`);
    this.addSql(`insert into \`mail_messages__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`to\`, \`subject\`, \`text\`, \`html\`, \`purpose\`, \`language\`, \`sent_at\`, \`error\` from \`mail_messages\`;`);
    this.addSql(`drop table \`mail_messages\`;`);
    this.addSql(`alter table \`mail_messages__temp_alter\` rename to \`mail_messages\`;`);
    this.addSql(`create index \`mail_messages_to_purpose_created_at_index\` on \`mail_messages\` (\`to\`, \`purpose\`, \`created_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);

    this.addSql(`alter table \`profiles\` add column \`mail_preferences\` json null;`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`domain_events\`;`);
    this.addSql(`drop table if exists \`event_receipts\`;`);
    this.addSql(`drop table if exists \`notifications\`;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`mail_messages__temp_alter\` (\`id\` TEXT not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`to\` TEXT not null, \`subject\` TEXT not null, \`text\` TEXT not null, \`html\` TEXT not null, \`purpose\` TEXT check (\`purpose\` in ('email_verification', 'password_reset', 'sign_in_notice', 'account_locked', 'sign_up_attempt')) not null, \`language\` TEXT check (\`language\` in ('en', 'es', 'it')) not null, \`sent_at\` datetime null, \`error\` TEXT null);`);
    this.addSql(`insert into \`mail_messages__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`to\`, \`subject\`, \`text\`, \`html\`, \`purpose\`, \`language\`, \`sent_at\`, \`error\` from \`mail_messages\`;`);
    this.addSql(`drop table \`mail_messages\`;`);
    this.addSql(`alter table \`mail_messages__temp_alter\` rename to \`mail_messages\`;`);
    this.addSql(`create index \`mail_messages_to_purpose_created_at_index\` on \`mail_messages\` (\`to\`, \`purpose\`, \`created_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);

    this.addSql(`alter table \`profiles\` drop column \`mail_preferences\`;`);
  }

}
