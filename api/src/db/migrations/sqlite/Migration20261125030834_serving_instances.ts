import { Migration } from '@mikro-orm/migrations';

export class Migration20261125030834_serving_instances extends Migration {

  override name = 'Migration20261125030834_serving_instances';

  override up(): void | Promise<void> {
    this.addSql(`create table \`serving_instances\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`heartbeat_at\` datetime not null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`serving_instances\`;`);
  }

}
