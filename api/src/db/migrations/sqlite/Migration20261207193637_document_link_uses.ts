import { Migration } from '@mikro-orm/migrations';

export class Migration20261207193637_document_link_uses extends Migration {

  override name = 'Migration20261207193637_document_link_uses';

  override up(): void | Promise<void> {
    this.addSql(`create table \`document_link_uses\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`document_link_uses\`;`);
  }

}
