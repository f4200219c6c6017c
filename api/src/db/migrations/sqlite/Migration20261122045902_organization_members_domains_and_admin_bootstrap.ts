import { Migration } from '@mikro-orm/migrations';

export class Migration20261122045902_organization_members_domains_and_admin_bootstrap extends Migration {

  override name = 'Migration20261122045902_organization_members_domains_and_admin_bootstrap';

  override up(): void | Promise<void> {
    this.addSql(`create table \`organization_domains\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`domain\` text not null, \`is_verified\` integer not null default false, constraint \`organization_domains_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`organization_domains_organization_id_index\` on \`organization_domains\` (\`organization_id\`);`);
    this.addSql(`create unique index \`organization_domains_domain_unique\` on \`organization_domains\` (\`domain\`);`);

    this.addSql(`create table \`organization_members\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`user_id\` text not null, \`role\` text check (\`role\` in ('owner', 'admin', 'manager', 'agent', 'user')) not null default 'user', \`status\` text check (\`status\` in ('active', 'invited', 'suspended')) not null default 'active', constraint \`organization_members_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`organization_members_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`organization_members_organization_id_index\` on \`organization_members\` (\`organization_id\`);`);
    this.addSql(`create index \`organization_members_user_id_index\` on \`organization_members\` (\`user_id\`);`);
    this.addSql(`create unique index \`organization_members_organization_id_user_id_unique\` on \`organization_members\` (\`organization_id\`, \`user_id\`);`);

    this.addSql(`create table \`admin_bootstrap_claims\` (\`slot\` text not null primary key, \`user_id\` text not null, \`created_at\` datetime not null, constraint \`admin_bootstrap_claims_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`admin_bootstrap_claims_user_id_index\` on \`admin_bootstrap_claims\` (\`user_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`organization_domains\`;`);
    this.addSql(`drop table if exists \`organization_members\`;`);
    this.addSql(`drop table if exists \`admin_bootstrap_claims\`;`);
  }

}
