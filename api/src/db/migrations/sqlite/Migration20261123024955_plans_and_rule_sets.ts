import { Migration } from '@mikro-orm/migrations';

export class Migration20261123024955_plans_and_rule_sets extends Migration {

  override name = 'Migration20261123024955_plans_and_rule_sets';

  override up(): void | Promise<void> {
    this.addSql(`create table \`plans\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`program\` text check (\`program\` in ('two_step', 'one_step', 'instant')) not null, \`account_size_minor\` integer not null, \`fee_minor\` integer not null, \`currency\` text not null default 'USD', \`active\` integer not null default true, \`display_order\` integer not null default 0, constraint \`plans_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`plans_organization_id_index\` on \`plans\` (\`organization_id\`);`);

    this.addSql(`create table \`rule_sets\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`program\` text check (\`program\` in ('two_step', 'one_step', 'instant')) not null, \`version\` integer not null, \`status\` text check (\`status\` in ('draft', 'active', 'superseded')) not null default 'draft', \`effective_from\` datetime null, \`data\` json not null, constraint \`rule_sets_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`rule_sets_organization_id_index\` on \`rule_sets\` (\`organization_id\`);`);
    this.addSql(`create unique index \`rule_sets_organization_id_program_version_unique\` on \`rule_sets\` (\`organization_id\`, \`program\`, \`version\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`plans\`;`);
    this.addSql(`drop table if exists \`rule_sets\`;`);
  }

}
