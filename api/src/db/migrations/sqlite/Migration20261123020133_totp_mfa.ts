import { Migration } from '@mikro-orm/migrations';

export class Migration20261123020133_totp_mfa extends Migration {

  override name = 'Migration20261123020133_totp_mfa';

  override up(): void | Promise<void> {
    this.addSql(`create table \`totp_factors\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`user_id\` text not null, \`encrypted_secret\` text not null, \`confirmed_at\` datetime null, \`last_used_step\` integer null, constraint \`totp_factors_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`);
    this.addSql(`create unique index \`totp_factors_user_id_unique\` on \`totp_factors\` (\`user_id\`);`);

    this.addSql(`create table \`mfa_recovery_codes\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`user_id\` text not null, \`code_hash\` text not null, \`used_at\` datetime null, constraint \`mfa_recovery_codes_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`mfa_recovery_codes_user_id_index\` on \`mfa_recovery_codes\` (\`user_id\`);`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`sessions__temp_alter\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`user_id\` text not null, \`refresh_token_hash\` text not null, \`user_agent\` text null, \`ip\` text null, \`last_used_at\` datetime not null, \`mfa_verified_at\` datetime null, \`expires_at\` datetime not null, \`revoked_at\` datetime null, \`revoked_reason\` text check (\`revoked_reason\` in ('sign_out', 'revoked_by_user', 'refresh_token_reuse', 'mfa_required')) null, constraint \`sessions_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`);
    this.addSql(`insert into \`sessions__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`user_id\`, \`refresh_token_hash\`, \`user_agent\`, \`ip\`, \`last_used_at\`, null as \`mfa_verified_at\`, \`expires_at\`, \`revoked_at\`, \`revoked_reason\` from \`sessions\`;`);
    this.addSql(`drop table \`sessions\`;`);
    this.addSql(`alter table \`sessions__temp_alter\` rename to \`sessions\`;`);
    this.addSql(`create index \`sessions_user_id_index\` on \`sessions\` (\`user_id\`);`);
    this.addSql(`create unique index \`sessions_refresh_token_hash_unique\` on \`sessions\` (\`refresh_token_hash\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`totp_factors\`;`);
    this.addSql(`drop table if exists \`mfa_recovery_codes\`;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`sessions__temp_alter\` (\`id\` TEXT not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`user_id\` TEXT not null, \`refresh_token_hash\` TEXT not null, \`user_agent\` TEXT null, \`ip\` TEXT null, \`last_used_at\` datetime not null, \`expires_at\` datetime not null, \`revoked_at\` datetime null, \`revoked_reason\` TEXT check (\`revoked_reason\` in ('sign_out', 'revoked_by_user', 'refresh_token_reuse')) null, constraint \`sessions_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on update no action on delete cascade);`);
    this.addSql(`insert into \`sessions__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`user_id\`, \`refresh_token_hash\`, \`user_agent\`, \`ip\`, \`last_used_at\`, \`expires_at\`, \`revoked_at\`, \`revoked_reason\` from \`sessions\`;`);
    this.addSql(`drop table \`sessions\`;`);
    this.addSql(`alter table \`sessions__temp_alter\` rename to \`sessions\`;`);
    this.addSql(`create unique index \`sessions_refresh_token_hash_unique\` on \`sessions\` (\`refresh_token_hash\`);`);
    this.addSql(`create index \`sessions_user_id_index\` on \`sessions\` (\`user_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
