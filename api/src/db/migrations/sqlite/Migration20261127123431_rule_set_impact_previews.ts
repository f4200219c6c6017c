import { Migration } from '@mikro-orm/migrations';

export class Migration20261127123431_rule_set_impact_previews extends Migration {

  override name = 'Migration20261127123431_rule_set_impact_previews';

  override up(): void | Promise<void> {
    this.addSql(`create table \`rule_set_impact_previews\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`rule_set_id\` text not null, \`status\` text not null default 'queued', \`lease_owner\` text null, \`lease_until\` datetime null, \`cursor_created_at\` datetime null, \`cursor_account_id\` text null, \`window_days\` integer not null, \`total\` integer null, \`processed\` integer not null default 0, \`unchanged\` integer not null default 0, \`skipped\` integer not null default 0, \`changes\` json not null, \`examples\` json not null, \`failure\` text null, \`finished_at\` datetime null, constraint \`rule_set_impact_previews_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`rule_set_impact_previews_rule_set_id_foreign\` foreign key (\`rule_set_id\`) references \`rule_sets\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`rule_set_impact_previews_organization_id_index\` on \`rule_set_impact_previews\` (\`organization_id\`);`);
    this.addSql(`create index \`rule_set_impact_previews_rule_set_id_index\` on \`rule_set_impact_previews\` (\`rule_set_id\`);`);
    this.addSql(`create index \`rule_set_impact_previews_status_lease_until_index\` on \`rule_set_impact_previews\` (\`status\`, \`lease_until\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`rule_set_impact_previews\`;`);
  }

}
