import { Migration } from '@mikro-orm/migrations';

/**
 * Adds `closed` to the statuses of accounts and to their activities. SQLite cannot change a check
 * constraint in place, so both tables are rebuilt, and dropping the old table with foreign keys on would
 * delete every row that cascades from it (deals, snapshots, breaches, payouts...). SQLite honours
 * `pragma foreign_keys` only outside a transaction: this migration runs outside the migrator's
 * (isTransactional) and opens its own for each rebuild.
 */
export class Migration20261208012546_account_closed extends Migration {

  override isTransactional(): boolean {
    return false;
  }

  override name = 'Migration20261208012546_account_closed';

  override up(): void | Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`begin;`);
    this.addSql(`create table \`trading_accounts__temp_alter\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`owner_id\` text not null, \`order_id\` text not null, \`plan_id\` text not null, \`rule_set_id\` text not null, \`rule_set_version\` integer not null, \`rules\` json not null, \`program\` text check (\`program\` in ('two_step', 'one_step', 'instant')) not null, \`phase_index\` integer not null, \`phase_kind\` text check (\`phase_kind\` in ('challenge', 'verification', 'funded', 'instant')) not null, \`previous_account_id\` text null, \`reset_of_id\` text null, \`status\` text check (\`status\` in ('active', 'paused', 'passed', 'failed', 'expired', 'closed')) not null default 'active', \`platform\` text check (\`platform\` in ('simulator', 'mt5', 'ctrader')) not null, \`login\` text not null, \`currency\` text not null, \`account_size_minor\` integer not null, \`balance_minor\` integer not null, \`equity_minor\` integer not null, \`engine_state\` json not null, \`revision\` integer not null default 0, \`next_reset_at\` datetime null, \`last_event_at\` datetime null, \`equity_sampled_at\` datetime null, \`ended_at\` datetime null, constraint \`trading_accounts_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`trading_accounts_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`trading_accounts_order_id_foreign\` foreign key (\`order_id\`) references \`orders\` (\`id\`) on delete cascade, constraint \`trading_accounts_plan_id_foreign\` foreign key (\`plan_id\`) references \`plans\` (\`id\`) on delete restrict, constraint \`trading_accounts_rule_set_id_foreign\` foreign key (\`rule_set_id\`) references \`rule_sets\` (\`id\`) on delete restrict, constraint \`trading_accounts_previous_account_id_foreign\` foreign key (\`previous_account_id\`) references \`trading_accounts\` (\`id\`) on delete set null, constraint \`trading_accounts_reset_of_id_foreign\` foreign key (\`reset_of_id\`) references \`trading_accounts\` (\`id\`) on delete set null);`);
    this.addSql(`insert into \`trading_accounts__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`organization_id\`, \`owner_id\`, \`order_id\`, \`plan_id\`, \`rule_set_id\`, \`rule_set_version\`, \`rules\`, \`program\`, \`phase_index\`, \`phase_kind\`, \`previous_account_id\`, \`reset_of_id\`, \`status\`, \`platform\`, \`login\`, \`currency\`, \`account_size_minor\`, \`balance_minor\`, \`equity_minor\`, \`engine_state\`, \`revision\`, \`next_reset_at\`, \`last_event_at\`, \`equity_sampled_at\`, \`ended_at\` from \`trading_accounts\`;`);
    this.addSql(`drop table \`trading_accounts\`;`);
    this.addSql(`alter table \`trading_accounts__temp_alter\` rename to \`trading_accounts\`;`);
    this.addSql(`create index \`trading_accounts_organization_id_index\` on \`trading_accounts\` (\`organization_id\`);`);
    this.addSql(`create index \`trading_accounts_owner_id_index\` on \`trading_accounts\` (\`owner_id\`);`);
    this.addSql(`create index \`trading_accounts_order_id_index\` on \`trading_accounts\` (\`order_id\`);`);
    this.addSql(`create index \`trading_accounts_plan_id_index\` on \`trading_accounts\` (\`plan_id\`);`);
    this.addSql(`create index \`trading_accounts_rule_set_id_index\` on \`trading_accounts\` (\`rule_set_id\`);`);
    this.addSql(`create index \`trading_accounts_previous_account_id_index\` on \`trading_accounts\` (\`previous_account_id\`);`);
    this.addSql(`create index \`trading_accounts_reset_of_id_index\` on \`trading_accounts\` (\`reset_of_id\`);`);
    this.addSql(`create unique index \`trading_accounts_reset_of_id_unique\` on \`trading_accounts\` (\`reset_of_id\`);`);
    this.addSql(`create index \`trading_accounts_status_index\` on \`trading_accounts\` (\`status\`);`);
    this.addSql(`create index \`trading_accounts_next_reset_at_index\` on \`trading_accounts\` (\`next_reset_at\`);`);
    this.addSql(`create unique index \`trading_accounts_platform_login_unique\` on \`trading_accounts\` (\`platform\`, \`login\`);`);
    this.addSql(`commit;`);
    this.addSql(`pragma foreign_keys = on;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`begin;`);
    this.addSql(`create table \`account_activities__temp_alter\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`account_id\` text not null, \`owner_id\` text not null, \`kind\` text check (\`kind\` in ('account_opened', 'position_opened', 'position_closed', 'objective_met', 'warning', 'breach', 'phase_passed', 'scaling', 'resumed', 'expired', 'reinstated', 'closed')) not null, \`values\` json not null, \`at\` datetime not null, constraint \`account_activities_account_id_foreign\` foreign key (\`account_id\`) references \`trading_accounts\` (\`id\`) on delete cascade, constraint \`account_activities_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete cascade);`);
    this.addSql(`insert into \`account_activities__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`account_id\`, \`owner_id\`, \`kind\`, \`values\`, \`at\` from \`account_activities\`;`);
    this.addSql(`drop table \`account_activities\`;`);
    this.addSql(`alter table \`account_activities__temp_alter\` rename to \`account_activities\`;`);
    this.addSql(`create index \`account_activities_account_id_index\` on \`account_activities\` (\`account_id\`);`);
    this.addSql(`create index \`account_activities_owner_id_index\` on \`account_activities\` (\`owner_id\`);`);
    this.addSql(`create index \`account_activities_owner_id_at_index\` on \`account_activities\` (\`owner_id\`, \`at\`);`);
    this.addSql(`commit;`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`begin;`);
    this.addSql(`create table \`account_activities__temp_alter\` (\`id\` TEXT not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`account_id\` TEXT not null, \`owner_id\` TEXT not null, \`kind\` TEXT check (\`kind\` in ('account_opened', 'position_opened', 'position_closed', 'objective_met', 'warning', 'breach', 'phase_passed', 'scaling', 'resumed', 'expired', 'reinstated')) not null, \`values\` json not null, \`at\` datetime not null, constraint \`account_activities_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on update no action on delete cascade, constraint \`account_activities_account_id_foreign\` foreign key (\`account_id\`) references \`trading_accounts\` (\`id\`) on update no action on delete cascade);`);
    this.addSql(`insert into \`account_activities__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`account_id\`, \`owner_id\`, \`kind\`, \`values\`, \`at\` from \`account_activities\`;`);
    this.addSql(`drop table \`account_activities\`;`);
    this.addSql(`alter table \`account_activities__temp_alter\` rename to \`account_activities\`;`);
    this.addSql(`create index \`account_activities_owner_id_at_index\` on \`account_activities\` (\`owner_id\`, \`at\`);`);
    this.addSql(`create index \`account_activities_owner_id_index\` on \`account_activities\` (\`owner_id\`);`);
    this.addSql(`create index \`account_activities_account_id_index\` on \`account_activities\` (\`account_id\`);`);
    this.addSql(`commit;`);
    this.addSql(`pragma foreign_keys = on;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`begin;`);
    this.addSql(`create table \`trading_accounts__temp_alter\` (\`id\` TEXT not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` TEXT not null, \`owner_id\` TEXT not null, \`order_id\` TEXT not null, \`plan_id\` TEXT not null, \`rule_set_id\` TEXT not null, \`rule_set_version\` INTEGER not null, \`rules\` json not null, \`program\` TEXT check (\`program\` in ('two_step', 'one_step', 'instant')) not null, \`phase_index\` INTEGER not null, \`phase_kind\` TEXT check (\`phase_kind\` in ('challenge', 'verification', 'funded', 'instant')) not null, \`previous_account_id\` TEXT null, \`status\` TEXT check (\`status\` in ('active', 'paused', 'passed', 'failed', 'expired')) not null default 'active', \`platform\` TEXT check (\`platform\` in ('simulator', 'mt5', 'ctrader')) not null, \`login\` TEXT not null, \`currency\` TEXT not null, \`account_size_minor\` INTEGER not null, \`balance_minor\` INTEGER not null, \`equity_minor\` INTEGER not null, \`engine_state\` json not null, \`revision\` INTEGER not null default 0, \`next_reset_at\` datetime null, \`last_event_at\` datetime null, \`equity_sampled_at\` datetime null, \`ended_at\` datetime null, \`reset_of_id\` TEXT null, constraint \`trading_accounts_previous_account_id_foreign\` foreign key (\`previous_account_id\`) references \`trading_accounts\` (\`id\`) on update no action on delete set null, constraint \`trading_accounts_rule_set_id_foreign\` foreign key (\`rule_set_id\`) references \`rule_sets\` (\`id\`) on update no action on delete restrict, constraint \`trading_accounts_plan_id_foreign\` foreign key (\`plan_id\`) references \`plans\` (\`id\`) on update no action on delete restrict, constraint \`trading_accounts_order_id_foreign\` foreign key (\`order_id\`) references \`orders\` (\`id\`) on update no action on delete cascade, constraint \`trading_accounts_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on update no action on delete cascade, constraint \`trading_accounts_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on update no action on delete cascade, constraint \`trading_accounts_reset_of_id_foreign\` foreign key (\`reset_of_id\`) references \`trading_accounts\` (\`id\`) on update no action on delete set null);`);
    this.addSql(`insert into \`trading_accounts__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`organization_id\`, \`owner_id\`, \`order_id\`, \`plan_id\`, \`rule_set_id\`, \`rule_set_version\`, \`rules\`, \`program\`, \`phase_index\`, \`phase_kind\`, \`previous_account_id\`, \`status\`, \`platform\`, \`login\`, \`currency\`, \`account_size_minor\`, \`balance_minor\`, \`equity_minor\`, \`engine_state\`, \`revision\`, \`next_reset_at\`, \`last_event_at\`, \`equity_sampled_at\`, \`ended_at\`, \`reset_of_id\` from \`trading_accounts\`;`);
    this.addSql(`drop table \`trading_accounts\`;`);
    this.addSql(`alter table \`trading_accounts__temp_alter\` rename to \`trading_accounts\`;`);
    this.addSql(`create unique index \`trading_accounts_reset_of_id_unique\` on \`trading_accounts\` (\`reset_of_id\`);`);
    this.addSql(`create index \`trading_accounts_reset_of_id_index\` on \`trading_accounts\` (\`reset_of_id\`);`);
    this.addSql(`create unique index \`trading_accounts_platform_login_unique\` on \`trading_accounts\` (\`platform\`, \`login\`);`);
    this.addSql(`create index \`trading_accounts_next_reset_at_index\` on \`trading_accounts\` (\`next_reset_at\`);`);
    this.addSql(`create index \`trading_accounts_status_index\` on \`trading_accounts\` (\`status\`);`);
    this.addSql(`create index \`trading_accounts_previous_account_id_index\` on \`trading_accounts\` (\`previous_account_id\`);`);
    this.addSql(`create index \`trading_accounts_rule_set_id_index\` on \`trading_accounts\` (\`rule_set_id\`);`);
    this.addSql(`create index \`trading_accounts_plan_id_index\` on \`trading_accounts\` (\`plan_id\`);`);
    this.addSql(`create index \`trading_accounts_order_id_index\` on \`trading_accounts\` (\`order_id\`);`);
    this.addSql(`create index \`trading_accounts_owner_id_index\` on \`trading_accounts\` (\`owner_id\`);`);
    this.addSql(`create index \`trading_accounts_organization_id_index\` on \`trading_accounts\` (\`organization_id\`);`);
    this.addSql(`commit;`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
