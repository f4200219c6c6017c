import { Migration } from '@mikro-orm/migrations';

export class Migration20261127010338_identity_verifications extends Migration {

  override name = 'Migration20261127010338_identity_verifications';

  override up(): void | Promise<void> {
    this.addSql(`create table \`identity_verifications\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`user_id\` text not null, \`organization_id\` text null, \`status\` text check (\`status\` in ('not_started', 'submitted', 'approved', 'rejected')) not null default 'not_started', \`legal_name\` text null, \`date_of_birth\` text null, \`country\` text null, \`rejection_reason\` text null, \`submitted_at\` datetime null, \`reviewed_at\` datetime null, \`reviewed_by_id\` text null, constraint \`identity_verifications_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`identity_verifications_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete set null, constraint \`identity_verifications_reviewed_by_id_foreign\` foreign key (\`reviewed_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create unique index \`identity_verifications_user_id_unique\` on \`identity_verifications\` (\`user_id\`);`);
    this.addSql(`create index \`identity_verifications_organization_id_index\` on \`identity_verifications\` (\`organization_id\`);`);
    this.addSql(`create index \`identity_verifications_reviewed_by_id_index\` on \`identity_verifications\` (\`reviewed_by_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`identity_verifications\`;`);
  }

}
