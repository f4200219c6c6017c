import { Migration } from '@mikro-orm/migrations';

export class Migration20261127103520_api_keys extends Migration {

  override name = 'Migration20261127103520_api_keys';

  override up(): void | Promise<void> {
    this.addSql(`create table \`api_keys\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`name\` text not null, \`public_id\` text not null, \`secret_hash\` text not null, \`scopes\` text not null, \`expires_at\` datetime null, \`last_used_at\` datetime null, \`revoked_at\` datetime null, \`created_by_id\` text null, constraint \`api_keys_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`api_keys_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`api_keys_organization_id_index\` on \`api_keys\` (\`organization_id\`);`);
    this.addSql(`create unique index \`api_keys_public_id_unique\` on \`api_keys\` (\`public_id\`);`);
    this.addSql(`create index \`api_keys_created_by_id_index\` on \`api_keys\` (\`created_by_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`api_keys\`;`);
  }

}
