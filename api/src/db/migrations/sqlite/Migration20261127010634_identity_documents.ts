import { Migration } from '@mikro-orm/migrations';

export class Migration20261127010634_identity_documents extends Migration {

  override name = 'Migration20261127010634_identity_documents';

  override up(): void | Promise<void> {
    this.addSql(`create table \`identity_documents\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`verification_id\` text not null, \`kind\` text check (\`kind\` in ('id_front', 'id_back', 'proof_of_residence')) not null, \`content_type\` text check (\`content_type\` in ('application/pdf', 'image/jpeg', 'image/png')) not null, \`size_bytes\` integer not null, \`storage_key\` text not null, constraint \`identity_documents_verification_id_foreign\` foreign key (\`verification_id\`) references \`identity_verifications\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`identity_documents_verification_id_index\` on \`identity_documents\` (\`verification_id\`);`);
    this.addSql(`create unique index \`identity_documents_verification_id_kind_unique\` on \`identity_documents\` (\`verification_id\`, \`kind\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`identity_documents\`;`);
  }

}
