import { Migration } from '@mikro-orm/migrations';

export class Migration20261123072757_white_label_request_handling extends Migration {

  override name = 'Migration20261123072757_white_label_request_handling';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`white_label_requests\` add column \`note\` text null;`);
    this.addSql(`alter table \`white_label_requests\` add column \`handled_at\` datetime null;`);
    this.addSql(`alter table \`white_label_requests\` add column \`handled_by_id\` text null constraint \`white_label_requests_handled_by_id_foreign\` references \`users\` (\`id\`) on delete set null;`);
    this.addSql(`create index \`white_label_requests_handled_by_id_index\` on \`white_label_requests\` (\`handled_by_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`white_label_requests_handled_by_id_index\`;`);
    this.addSql(`alter table \`white_label_requests\` drop column \`note\`;`);
    this.addSql(`alter table \`white_label_requests\` drop column \`handled_at\`;`);
    this.addSql(`alter table \`white_label_requests\` drop column \`handled_by_id\`;`);
  }

}
