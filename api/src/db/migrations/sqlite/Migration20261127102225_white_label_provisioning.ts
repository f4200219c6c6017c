import { Migration } from '@mikro-orm/migrations';

export class Migration20261127102225_white_label_provisioning extends Migration {

  override name = 'Migration20261127102225_white_label_provisioning';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`white_label_requests\` add column \`organization_id\` text null constraint \`white_label_requests_organization_id_foreign\` references \`organizations\` (\`id\`) on delete set null;`);
    this.addSql(`create index \`white_label_requests_organization_id_index\` on \`white_label_requests\` (\`organization_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`white_label_requests_organization_id_index\`;`);
    this.addSql(`alter table \`white_label_requests\` drop column \`organization_id\`;`);
  }

}
