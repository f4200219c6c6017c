import { Migration } from '@mikro-orm/migrations';

export class Migration20261122044009_email_tokens_and_outbox extends Migration {

  override name = 'Migration20261122044009_email_tokens_and_outbox';

  override up(): void | Promise<void> {
    this.addSql(`create table \`mail_messages\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`to\` text not null, \`subject\` text not null, \`text\` text not null, \`html\` text not null, \`purpose\` text check (\`purpose\` in ('email_verification', 'password_reset', 'sign_in_notice', 'account_locked')) not null, \`language\` text check (\`language\` in ('en', 'es', 'it')) not null, \`sent_at\` datetime null, \`error\` text null);`);
    this.addSql(`create index \`mail_messages_to_purpose_created_at_index\` on \`mail_messages\` (\`to\`, \`purpose\`, \`created_at\`);`);

    this.addSql(`create table \`email_tokens\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`user_id\` text not null, \`purpose\` text check (\`purpose\` in ('verify', 'recovery')) not null, \`token_hash\` text not null, \`expires_at\` datetime not null, \`used_at\` datetime null, constraint \`email_tokens_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`email_tokens_user_id_index\` on \`email_tokens\` (\`user_id\`);`);
    this.addSql(`create unique index \`email_tokens_token_hash_unique\` on \`email_tokens\` (\`token_hash\`);`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`profiles__temp_alter\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`user_id\` text not null, \`role\` text check (\`role\` in ('admin', 'manager', 'client', 'agent')) not null default 'client', \`organization_id\` text null, \`client_organization_slug\` text null, \`portal_type\` text check (\`portal_type\` in ('organization', 'client')) null, \`first_name\` text not null, \`last_name\` text not null, \`email\` text not null, \`country\` text null, \`phone\` text null, \`language\` text check (\`language\` in ('en', 'es', 'it')) null, constraint \`profiles_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`profiles_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete set null);`);
    this.addSql(`insert into \`profiles__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`user_id\`, \`role\`, \`organization_id\`, \`client_organization_slug\`, \`portal_type\`, \`first_name\`, \`last_name\`, \`email\`, \`country\`, \`phone\`, null as \`language\` from \`profiles\`;`);
    this.addSql(`drop table \`profiles\`;`);
    this.addSql(`alter table \`profiles__temp_alter\` rename to \`profiles\`;`);
    this.addSql(`create unique index \`profiles_user_id_unique\` on \`profiles\` (\`user_id\`);`);
    this.addSql(`create index \`profiles_organization_id_index\` on \`profiles\` (\`organization_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`mail_messages\`;`);
    this.addSql(`drop table if exists \`email_tokens\`;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`profiles__temp_alter\` (\`id\` TEXT not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`user_id\` TEXT not null, \`role\` TEXT check (\`role\` in ('admin', 'manager', 'client', 'agent')) not null default 'client', \`organization_id\` TEXT null, \`client_organization_slug\` TEXT null, \`portal_type\` TEXT check (\`portal_type\` in ('organization', 'client')) null, \`first_name\` TEXT not null, \`last_name\` TEXT not null, \`email\` TEXT not null, \`country\` TEXT null, \`phone\` TEXT null, constraint \`profiles_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on update no action on delete set null, constraint \`profiles_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on update no action on delete cascade);`);
    this.addSql(`insert into \`profiles__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`user_id\`, \`role\`, \`organization_id\`, \`client_organization_slug\`, \`portal_type\`, \`first_name\`, \`last_name\`, \`email\`, \`country\`, \`phone\` from \`profiles\`;`);
    this.addSql(`drop table \`profiles\`;`);
    this.addSql(`alter table \`profiles__temp_alter\` rename to \`profiles\`;`);
    this.addSql(`create index \`profiles_organization_id_index\` on \`profiles\` (\`organization_id\`);`);
    this.addSql(`create unique index \`profiles_user_id_unique\` on \`profiles\` (\`user_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
