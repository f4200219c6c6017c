import { Migration } from '@mikro-orm/migrations';

export class Migration20261125030834_serving_instances extends Migration {

  override name = 'Migration20261125030834_serving_instances';

  override up(): void | Promise<void> {
    this.addSql(`create table "serving_instances" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "heartbeat_at" timestamptz not null, primary key ("id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "serving_instances" cascade;`);
  }

}
