import { Migration } from '@mikro-orm/migrations';

export class Migration20261127031757_client_notes extends Migration {

  override name = 'Migration20261127031757_client_notes';

  override up(): void | Promise<void> {
    this.addSql(`create table \`client_notes\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`client_id\` text not null, \`author_id\` text null, \`text\` text not null, constraint \`client_notes_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`client_notes_client_id_foreign\` foreign key (\`client_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`client_notes_author_id_foreign\` foreign key (\`author_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`client_notes_organization_id_index\` on \`client_notes\` (\`organization_id\`);`);
    this.addSql(`create index \`client_notes_client_id_index\` on \`client_notes\` (\`client_id\`);`);
    this.addSql(`create index \`client_notes_author_id_index\` on \`client_notes\` (\`author_id\`);`);
    this.addSql(`create index \`client_notes_organization_id_client_id_created_at_index\` on \`client_notes\` (\`organization_id\`, \`client_id\`, \`created_at\`);`);

    this.addSql(`create index \`audit_events_target_type_target_id_created_at_index\` on \`audit_events\` (\`target_type\`, \`target_id\`, \`created_at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`client_notes\`;`);

    this.addSql(`drop index \`audit_events_target_type_target_id_created_at_index\`;`);
  }

}
