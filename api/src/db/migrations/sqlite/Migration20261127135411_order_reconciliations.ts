import { Migration } from '@mikro-orm/migrations';

export class Migration20261127135411_order_reconciliations extends Migration {

  override name = 'Migration20261127135411_order_reconciliations';

  override up(): void | Promise<void> {
    this.addSql(`create table \`order_reconciliations\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`order_id\` text not null, \`account_id\` text not null, \`paid_at\` datetime not null, \`delay_ms\` integer not null, constraint \`order_reconciliations_order_id_foreign\` foreign key (\`order_id\`) references \`orders\` (\`id\`) on delete cascade, constraint \`order_reconciliations_account_id_foreign\` foreign key (\`account_id\`) references \`trading_accounts\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`order_reconciliations_order_id_index\` on \`order_reconciliations\` (\`order_id\`);`);
    this.addSql(`create unique index \`order_reconciliations_order_id_unique\` on \`order_reconciliations\` (\`order_id\`);`);
    this.addSql(`create index \`order_reconciliations_account_id_index\` on \`order_reconciliations\` (\`account_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`order_reconciliations\`;`);
  }

}
