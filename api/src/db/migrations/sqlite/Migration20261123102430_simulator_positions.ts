import { Migration } from '@mikro-orm/migrations';

export class Migration20261123102430_simulator_positions extends Migration {

  override name = 'Migration20261123102430_simulator_positions';

  override up(): void | Promise<void> {
    this.addSql(`create table \`simulator_positions\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`account_id\` text not null, \`symbol\` text not null, \`side\` text check (\`side\` in ('buy', 'sell')) not null, \`volume\` double not null, \`open_price\` double not null, \`stop_loss\` double null, \`take_profit\` double null, \`opened_at\` datetime not null, \`status\` text check (\`status\` in ('open', 'closed')) not null default 'open', \`checked_until\` datetime not null, \`closed_at\` datetime null, \`close_price\` double null, \`profit_minor\` integer null, \`close_reason\` text check (\`close_reason\` in ('trader', 'stop_loss', 'take_profit', 'breach', 'pass')) null, constraint \`simulator_positions_account_id_foreign\` foreign key (\`account_id\`) references \`trading_accounts\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`simulator_positions_account_id_index\` on \`simulator_positions\` (\`account_id\`);`);
    this.addSql(`create index \`simulator_positions_account_id_status_index\` on \`simulator_positions\` (\`account_id\`, \`status\`);`);
    this.addSql(`create index \`simulator_positions_status_index\` on \`simulator_positions\` (\`status\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`simulator_positions\`;`);
  }

}
