import { Migration } from '@mikro-orm/migrations';

export class Migration20261124032911_sign_up_attempt_mails extends Migration {

  override name = 'Migration20261124032911_sign_up_attempt_mails';

  override up(): void | Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`mail_messages__temp_alter\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`to\` text not null, \`subject\` text not null, \`text\` text not null, \`html\` text not null, \`purpose\` text check (\`purpose\` in ('email_verification', 'password_reset', 'sign_in_notice', 'account_locked', 'sign_up_attempt')) not null, \`language\` text check (\`language\` in ('en', 'es', 'it')) not null, \`sent_at\` datetime null, \`error\` text null);`);
    this.addSql(`insert into \`mail_messages__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`to\`, \`subject\`, \`text\`, \`html\`, \`purpose\`, \`language\`, \`sent_at\`, \`error\` from \`mail_messages\`;`);
    this.addSql(`drop table \`mail_messages\`;`);
    this.addSql(`alter table \`mail_messages__temp_alter\` rename to \`mail_messages\`;`);
    this.addSql(`create index \`mail_messages_to_purpose_created_at_index\` on \`mail_messages\` (\`to\`, \`purpose\`, \`created_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`mail_messages__temp_alter\` (\`id\` TEXT not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`to\` TEXT not null, \`subject\` TEXT not null, \`text\` TEXT not null, \`html\` TEXT not null, \`purpose\` TEXT check (\`purpose\` in ('email_verification', 'password_reset', 'sign_in_notice', 'account_locked')) not null, \`language\` TEXT check (\`language\` in ('en', 'es', 'it')) not null, \`sent_at\` datetime null, \`error\` TEXT null);`);
    this.addSql(`insert into \`mail_messages__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`to\`, \`subject\`, \`text\`, \`html\`, \`purpose\`, \`language\`, \`sent_at\`, \`error\` from \`mail_messages\`;`);
    this.addSql(`drop table \`mail_messages\`;`);
    this.addSql(`alter table \`mail_messages__temp_alter\` rename to \`mail_messages\`;`);
    this.addSql(`create index \`mail_messages_to_purpose_created_at_index\` on \`mail_messages\` (\`to\`, \`purpose\`, \`created_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
