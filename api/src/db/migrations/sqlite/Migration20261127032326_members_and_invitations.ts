import { Migration } from '@mikro-orm/migrations';

export class Migration20261127032326_members_and_invitations extends Migration {

  override name = 'Migration20261127032326_members_and_invitations';

  override up(): void | Promise<void> {
    this.addSql(`create table \`organization_invitations\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`email\` text not null, \`role\` text check (\`role\` in ('owner', 'admin', 'manager', 'agent')) not null, \`token_hash\` text not null, \`sent_at\` datetime not null, \`expires_at\` datetime not null, \`invited_by_id\` text null, \`accepted_at\` datetime null, \`accepted_by_id\` text null, \`revoked_at\` datetime null, constraint \`organization_invitations_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`organization_invitations_invited_by_id_foreign\` foreign key (\`invited_by_id\`) references \`users\` (\`id\`) on delete set null, constraint \`organization_invitations_accepted_by_id_foreign\` foreign key (\`accepted_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`organization_invitations_organization_id_index\` on \`organization_invitations\` (\`organization_id\`);`);
    this.addSql(`create unique index \`organization_invitations_token_hash_unique\` on \`organization_invitations\` (\`token_hash\`);`);
    this.addSql(`create index \`organization_invitations_invited_by_id_index\` on \`organization_invitations\` (\`invited_by_id\`);`);
    this.addSql(`create index \`organization_invitations_accepted_by_id_index\` on \`organization_invitations\` (\`accepted_by_id\`);`);
    this.addSql(`create index \`organization_invitations_organization_id_created_at_index\` on \`organization_invitations\` (\`organization_id\`, \`created_at\`);`);
    this.addSql(`create index \`organization_invitations_organization_id_email_index\` on \`organization_invitations\` (\`organization_id\`, \`email\`);`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`mail_messages__temp_alter\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`to\` text not null, \`subject\` text not null, \`text\` text not null, \`html\` text not null, \`purpose\` text check (\`purpose\` in ('email_verification', 'password_reset', 'sign_in_notice', 'account_locked', 'sign_up_attempt', 'notification', 'organization_invitation')) not null, \`language\` text check (\`language\` in ('en', 'es', 'it')) not null, \`sent_at\` datetime null, \`error\` text null);`);
    this.addSql(`insert into \`mail_messages__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`to\`, \`subject\`, \`text\`, \`html\`, \`purpose\`, \`language\`, \`sent_at\`, \`error\` from \`mail_messages\`;`);
    this.addSql(`drop table \`mail_messages\`;`);
    this.addSql(`alter table \`mail_messages__temp_alter\` rename to \`mail_messages\`;`);
    this.addSql(`create index \`mail_messages_to_purpose_created_at_index\` on \`mail_messages\` (\`to\`, \`purpose\`, \`created_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`organization_invitations\`;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`mail_messages__temp_alter\` (\`id\` TEXT not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`to\` TEXT not null, \`subject\` TEXT not null, \`text\` TEXT not null, \`html\` TEXT not null, \`purpose\` TEXT check (\`purpose\` in ('email_verification', 'password_reset', 'sign_in_notice', 'account_locked', 'sign_up_attempt', 'notification')) not null, \`language\` TEXT check (\`language\` in ('en', 'es', 'it')) not null, \`sent_at\` datetime null, \`error\` TEXT null);`);
    this.addSql(`insert into \`mail_messages__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`to\`, \`subject\`, \`text\`, \`html\`, \`purpose\`, \`language\`, \`sent_at\`, \`error\` from \`mail_messages\`;`);
    this.addSql(`drop table \`mail_messages\`;`);
    this.addSql(`alter table \`mail_messages__temp_alter\` rename to \`mail_messages\`;`);
    this.addSql(`create index \`mail_messages_to_purpose_created_at_index\` on \`mail_messages\` (\`to\`, \`purpose\`, \`created_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
