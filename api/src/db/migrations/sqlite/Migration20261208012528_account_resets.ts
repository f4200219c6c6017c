import { Migration } from '@mikro-orm/migrations';

export class Migration20261208012528_account_resets extends Migration {

  override name = 'Migration20261208012528_account_resets';

  override up(): void | Promise<void> {
    this.addSql(`create table \`account_resets\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`order_id\` text not null, \`failed_account_id\` text not null, constraint \`account_resets_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`account_resets_order_id_foreign\` foreign key (\`order_id\`) references \`orders\` (\`id\`) on delete cascade, constraint \`account_resets_failed_account_id_foreign\` foreign key (\`failed_account_id\`) references \`trading_accounts\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`account_resets_organization_id_index\` on \`account_resets\` (\`organization_id\`);`);
    this.addSql(`create index \`account_resets_order_id_index\` on \`account_resets\` (\`order_id\`);`);
    this.addSql(`create unique index \`account_resets_order_id_unique\` on \`account_resets\` (\`order_id\`);`);
    this.addSql(`create index \`account_resets_failed_account_id_index\` on \`account_resets\` (\`failed_account_id\`);`);

    this.addSql(`alter table \`plans\` add column \`reset_price_minor\` integer null;`);
    this.addSql(`alter table \`plans\` add column \`reset_discount_percent\` integer null;`);
    this.addSql(`alter table \`plans\` add column \`reset_window_days\` integer null;`);

    this.addSql(`alter table \`trading_accounts\` add column \`reset_of_id\` text null constraint \`trading_accounts_reset_of_id_foreign\` references \`trading_accounts\` (\`id\`) on delete set null;`);
    this.addSql(`create index \`trading_accounts_reset_of_id_index\` on \`trading_accounts\` (\`reset_of_id\`);`);
    this.addSql(`create unique index \`trading_accounts_reset_of_id_unique\` on \`trading_accounts\` (\`reset_of_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`account_resets\`;`);

    this.addSql(`alter table \`plans\` drop column \`reset_price_minor\`;`);
    this.addSql(`alter table \`plans\` drop column \`reset_discount_percent\`;`);
    this.addSql(`alter table \`plans\` drop column \`reset_window_days\`;`);

    this.addSql(`drop index \`trading_accounts_reset_of_id_index\`;`);
    this.addSql(`drop index \`trading_accounts_reset_of_id_unique\`;`);
    this.addSql(`alter table \`trading_accounts\` drop column \`reset_of_id\`;`);
  }

}
