import { Migration } from '@mikro-orm/migrations';

export class Migration20261127030549_staff_audit_scope extends Migration {

  override name = 'Migration20261127030549_staff_audit_scope';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`audit_events\` add column \`organization_id\` text null constraint \`audit_events_organization_id_foreign\` references \`organizations\` (\`id\`) on delete cascade;`);
    this.addSql(`alter table \`audit_events\` add column \`target_type\` text null;`);
    this.addSql(`alter table \`audit_events\` add column \`target_id\` text null;`);
    this.addSql(`create index \`audit_events_organization_id_index\` on \`audit_events\` (\`organization_id\`);`);
    this.addSql(`create index \`audit_events_organization_id_created_at_index\` on \`audit_events\` (\`organization_id\`, \`created_at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`audit_events_organization_id_index\`;`);
    this.addSql(`drop index \`audit_events_organization_id_created_at_index\`;`);
    this.addSql(`alter table \`audit_events\` drop column \`organization_id\`;`);
    this.addSql(`alter table \`audit_events\` drop column \`target_type\`;`);
    this.addSql(`alter table \`audit_events\` drop column \`target_id\`;`);
  }

}
