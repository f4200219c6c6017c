import { Migration } from '@mikro-orm/migrations';

export class Migration20261207193637_document_link_uses extends Migration {

  override name = 'Migration20261207193637_document_link_uses';

  override up(): void | Promise<void> {
    this.addSql(`create table "document_link_uses" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "document_link_uses" cascade;`);
  }

}
