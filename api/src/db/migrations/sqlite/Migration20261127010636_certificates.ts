import { Migration } from '@mikro-orm/migrations';

export class Migration20261127010636_certificates extends Migration {

  override name = 'Migration20261127010636_certificates';

  override up(): void | Promise<void> {
    this.addSql(`create table \`certificates\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`owner_id\` text not null, \`organization_id\` text not null, \`account_id\` text null, \`kind\` text check (\`kind\` in ('challenge_passed', 'funded', 'payout')) not null, \`login\` text not null, \`account_size_minor\` integer not null, \`amount_minor\` integer null, \`currency\` text not null, \`code\` text not null, \`source_key\` text not null, \`issued_at\` datetime not null, \`revoked_at\` datetime null, constraint \`certificates_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`certificates_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`certificates_account_id_foreign\` foreign key (\`account_id\`) references \`trading_accounts\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`certificates_owner_id_index\` on \`certificates\` (\`owner_id\`);`);
    this.addSql(`create index \`certificates_organization_id_index\` on \`certificates\` (\`organization_id\`);`);
    this.addSql(`create index \`certificates_account_id_index\` on \`certificates\` (\`account_id\`);`);
    this.addSql(`create unique index \`certificates_code_unique\` on \`certificates\` (\`code\`);`);
    this.addSql(`create unique index \`certificates_source_key_unique\` on \`certificates\` (\`source_key\`);`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`profiles__temp_alter\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`user_id\` text not null, \`role\` text check (\`role\` in ('admin', 'manager', 'client', 'agent')) not null default 'client', \`organization_id\` text null, \`client_organization_slug\` text null, \`portal_type\` text check (\`portal_type\` in ('organization', 'client')) null, \`first_name\` text not null, \`last_name\` text not null, \`email\` text not null, \`country\` text null, \`phone\` text null, \`language\` text check (\`language\` in ('en', 'es', 'it')) null, \`mail_preferences\` json null, \`certificate_name_style\` text check (\`certificate_name_style\` in ('full', 'first_name_initial')) not null default 'full', constraint \`profiles_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`profiles_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete set null);`);
    this.addSql(`insert into \`profiles__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`user_id\`, \`role\`, \`organization_id\`, \`client_organization_slug\`, \`portal_type\`, \`first_name\`, \`last_name\`, \`email\`, \`country\`, \`phone\`, \`language\`, \`mail_preferences\`, 'full' as \`certificate_name_style\` from \`profiles\`;`);
    this.addSql(`drop table \`profiles\`;`);
    this.addSql(`alter table \`profiles__temp_alter\` rename to \`profiles\`;`);
    this.addSql(`create unique index \`profiles_user_id_unique\` on \`profiles\` (\`user_id\`);`);
    this.addSql(`create index \`profiles_organization_id_index\` on \`profiles\` (\`organization_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`certificates\`;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`profiles__temp_alter\` (\`id\` TEXT not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`user_id\` TEXT not null, \`role\` TEXT check (\`role\` in ('admin', 'manager', 'client', 'agent')) not null default 'client', \`organization_id\` TEXT null, \`client_organization_slug\` TEXT null, \`portal_type\` TEXT check (\`portal_type\` in ('organization', 'client')) null, \`first_name\` TEXT not null, \`last_name\` TEXT not null, \`email\` TEXT not null, \`country\` TEXT null, \`phone\` TEXT null, \`language\` TEXT check (\`language\` in ('en', 'es', 'it')) null, \`mail_preferences\` json null, constraint \`profiles_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on update no action on delete set null, constraint \`profiles_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on update no action on delete cascade);`);
    this.addSql(`insert into \`profiles__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`user_id\`, \`role\`, \`organization_id\`, \`client_organization_slug\`, \`portal_type\`, \`first_name\`, \`last_name\`, \`email\`, \`country\`, \`phone\`, \`language\`, \`mail_preferences\` from \`profiles\`;`);
    this.addSql(`drop table \`profiles\`;`);
    this.addSql(`alter table \`profiles__temp_alter\` rename to \`profiles\`;`);
    this.addSql(`create index \`profiles_organization_id_index\` on \`profiles\` (\`organization_id\`);`);
    this.addSql(`create unique index \`profiles_user_id_unique\` on \`profiles\` (\`user_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
