import { Migration } from '@mikro-orm/migrations';

export class Migration20261122032157_initial extends Migration {

  override name = 'Migration20261122032157_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table \`organizations\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`slug\` text not null, \`name\` text not null, \`status\` text check (\`status\` in ('active', 'pending', 'suspended')) not null default 'active', \`primary_color\` text not null default '#2563eb', \`secondary_color\` text not null default '#0f172a', \`accent_color\` text not null default '#f59e0b', \`background_color\` text not null default '#f8fafc', \`text_color\` text not null default '#0f172a', \`font_family\` text null, \`logo_url\` text null, \`custom_css\` text null);`);
    this.addSql(`create unique index \`organizations_slug_unique\` on \`organizations\` (\`slug\`);`);

    this.addSql(`create table \`users\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`email\` text not null, \`password_hash\` text null, \`email_verified_at\` datetime null, \`phone\` text null, \`disabled_at\` datetime null);`);
    this.addSql(`create unique index \`users_email_unique\` on \`users\` (\`email\`);`);

    this.addSql(`create table \`profiles\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`user_id\` text not null, \`role\` text check (\`role\` in ('admin', 'manager', 'client', 'agent')) not null default 'client', \`organization_id\` text null, \`client_organization_slug\` text null, \`portal_type\` text check (\`portal_type\` in ('organization', 'client')) null, \`first_name\` text not null, \`last_name\` text not null, \`email\` text not null, \`country\` text null, \`phone\` text null, constraint \`profiles_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`profiles_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete set null);`);
    this.addSql(`create unique index \`profiles_user_id_unique\` on \`profiles\` (\`user_id\`);`);
    this.addSql(`create index \`profiles_organization_id_index\` on \`profiles\` (\`organization_id\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`organizations\`;`);
    this.addSql(`drop table if exists \`users\`;`);
    this.addSql(`drop table if exists \`profiles\`;`);
  }

}
