import { Migration } from '@mikro-orm/migrations';

export class Migration20261123094145_challenge_accounts extends Migration {

  override name = 'Migration20261123094145_challenge_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table \`payment_webhook_events\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`provider\` text not null, \`event_id\` text not null, \`type\` text not null, \`provider_reference\` text not null);`);
    this.addSql(`create unique index \`payment_webhook_events_provider_event_id_unique\` on \`payment_webhook_events\` (\`provider\`, \`event_id\`);`);

    this.addSql(`create table \`orders\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`user_id\` text not null, \`plan_id\` text not null, \`rule_set_id\` text not null, \`program\` text check (\`program\` in ('two_step', 'one_step', 'instant')) not null, \`account_size_minor\` integer not null, \`price_minor\` integer not null, \`currency\` text not null, \`platform\` text check (\`platform\` in ('simulator', 'mt5', 'ctrader')) not null, \`status\` text check (\`status\` in ('pending', 'paid', 'refunded', 'failed')) not null default 'pending', \`provider\` text not null, \`provider_reference\` text not null, \`idempotency_key\` text not null, \`paid_at\` datetime null, \`failed_at\` datetime null, constraint \`orders_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`orders_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`orders_plan_id_foreign\` foreign key (\`plan_id\`) references \`plans\` (\`id\`) on delete restrict, constraint \`orders_rule_set_id_foreign\` foreign key (\`rule_set_id\`) references \`rule_sets\` (\`id\`) on delete restrict);`);
    this.addSql(`create index \`orders_organization_id_index\` on \`orders\` (\`organization_id\`);`);
    this.addSql(`create index \`orders_user_id_index\` on \`orders\` (\`user_id\`);`);
    this.addSql(`create index \`orders_plan_id_index\` on \`orders\` (\`plan_id\`);`);
    this.addSql(`create index \`orders_rule_set_id_index\` on \`orders\` (\`rule_set_id\`);`);
    this.addSql(`create index \`orders_status_index\` on \`orders\` (\`status\`);`);
    this.addSql(`create unique index \`orders_user_id_idempotency_key_unique\` on \`orders\` (\`user_id\`, \`idempotency_key\`);`);
    this.addSql(`create unique index \`orders_provider_provider_reference_unique\` on \`orders\` (\`provider\`, \`provider_reference\`);`);

    this.addSql(`create table \`trading_accounts\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`owner_id\` text not null, \`order_id\` text not null, \`plan_id\` text not null, \`rule_set_id\` text not null, \`rule_set_version\` integer not null, \`rules\` json not null, \`program\` text check (\`program\` in ('two_step', 'one_step', 'instant')) not null, \`phase_index\` integer not null, \`phase_kind\` text check (\`phase_kind\` in ('challenge', 'verification', 'funded', 'instant')) not null, \`previous_account_id\` text null, \`status\` text check (\`status\` in ('active', 'paused', 'passed', 'failed', 'expired')) not null default 'active', \`platform\` text check (\`platform\` in ('simulator', 'mt5', 'ctrader')) not null, \`login\` text not null, \`currency\` text not null, \`account_size_minor\` integer not null, \`balance_minor\` integer not null, \`equity_minor\` integer not null, \`engine_state\` json not null, \`revision\` integer not null default 0, \`next_reset_at\` datetime null, \`last_event_at\` datetime null, \`equity_sampled_at\` datetime null, \`ended_at\` datetime null, constraint \`trading_accounts_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`trading_accounts_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`trading_accounts_order_id_foreign\` foreign key (\`order_id\`) references \`orders\` (\`id\`) on delete cascade, constraint \`trading_accounts_plan_id_foreign\` foreign key (\`plan_id\`) references \`plans\` (\`id\`) on delete restrict, constraint \`trading_accounts_rule_set_id_foreign\` foreign key (\`rule_set_id\`) references \`rule_sets\` (\`id\`) on delete restrict, constraint \`trading_accounts_previous_account_id_foreign\` foreign key (\`previous_account_id\`) references \`trading_accounts\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`trading_accounts_organization_id_index\` on \`trading_accounts\` (\`organization_id\`);`);
    this.addSql(`create index \`trading_accounts_owner_id_index\` on \`trading_accounts\` (\`owner_id\`);`);
    this.addSql(`create index \`trading_accounts_order_id_index\` on \`trading_accounts\` (\`order_id\`);`);
    this.addSql(`create index \`trading_accounts_plan_id_index\` on \`trading_accounts\` (\`plan_id\`);`);
    this.addSql(`create index \`trading_accounts_rule_set_id_index\` on \`trading_accounts\` (\`rule_set_id\`);`);
    this.addSql(`create index \`trading_accounts_previous_account_id_index\` on \`trading_accounts\` (\`previous_account_id\`);`);
    this.addSql(`create index \`trading_accounts_status_index\` on \`trading_accounts\` (\`status\`);`);
    this.addSql(`create index \`trading_accounts_next_reset_at_index\` on \`trading_accounts\` (\`next_reset_at\`);`);
    this.addSql(`create unique index \`trading_accounts_platform_login_unique\` on \`trading_accounts\` (\`platform\`, \`login\`);`);

    this.addSql(`create table \`phase_transitions\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`account_id\` text not null, \`next_account_id\` text null, \`kind\` text check (\`kind\` in ('passed', 'scaling')) not null, \`from_phase_index\` integer not null, \`to_phase_index\` integer null, \`from_level\` integer not null, \`to_level\` integer not null, \`balance_minor\` integer not null, \`at\` datetime not null, \`input_hash\` text not null, constraint \`phase_transitions_account_id_foreign\` foreign key (\`account_id\`) references \`trading_accounts\` (\`id\`) on delete cascade, constraint \`phase_transitions_next_account_id_foreign\` foreign key (\`next_account_id\`) references \`trading_accounts\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`phase_transitions_account_id_index\` on \`phase_transitions\` (\`account_id\`);`);
    this.addSql(`create index \`phase_transitions_next_account_id_index\` on \`phase_transitions\` (\`next_account_id\`);`);

    this.addSql(`create table \`equity_snapshots\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`account_id\` text not null, \`at\` datetime not null, \`balance_minor\` integer not null, \`equity_minor\` integer not null, constraint \`equity_snapshots_account_id_foreign\` foreign key (\`account_id\`) references \`trading_accounts\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`equity_snapshots_account_id_index\` on \`equity_snapshots\` (\`account_id\`);`);
    this.addSql(`create index \`equity_snapshots_account_id_at_index\` on \`equity_snapshots\` (\`account_id\`, \`at\`);`);

    this.addSql(`create table \`deals\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`account_id\` text not null, \`external_id\` text not null, \`position_id\` text not null, \`symbol\` text not null, \`side\` text check (\`side\` in ('buy', 'sell')) not null, \`volume\` double not null, \`price\` double not null, \`entry\` text check (\`entry\` in ('in', 'out')) not null, \`profit_minor\` integer not null default 0, \`commission_minor\` integer not null default 0, \`executed_at\` datetime not null, constraint \`deals_account_id_foreign\` foreign key (\`account_id\`) references \`trading_accounts\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`deals_account_id_index\` on \`deals\` (\`account_id\`);`);
    this.addSql(`create index \`deals_account_id_executed_at_index\` on \`deals\` (\`account_id\`, \`executed_at\`);`);
    this.addSql(`create unique index \`deals_account_id_external_id_unique\` on \`deals\` (\`account_id\`, \`external_id\`);`);

    this.addSql(`create table \`daily_stats\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`account_id\` text not null, \`day_key\` text not null, \`start_balance_minor\` integer not null, \`start_equity_minor\` integer not null, \`end_balance_minor\` integer not null, \`end_equity_minor\` integer not null, \`closed_profit_minor\` integer not null, \`is_counted\` integer not null, constraint \`daily_stats_account_id_foreign\` foreign key (\`account_id\`) references \`trading_accounts\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`daily_stats_account_id_index\` on \`daily_stats\` (\`account_id\`);`);
    this.addSql(`create unique index \`daily_stats_account_id_day_key_unique\` on \`daily_stats\` (\`account_id\`, \`day_key\`);`);

    this.addSql(`create table \`breaches\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`account_id\` text not null, \`rule\` text check (\`rule\` in ('daily_loss', 'max_loss')) not null, \`severity\` text check (\`severity\` in ('hard', 'soft')) not null, \`at\` datetime not null, \`report\` json not null, \`input_hash\` text not null, constraint \`breaches_account_id_foreign\` foreign key (\`account_id\`) references \`trading_accounts\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`breaches_account_id_index\` on \`breaches\` (\`account_id\`);`);

    this.addSql(`create table \`disputes\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`breach_id\` text not null, \`author_id\` text not null, \`message\` text not null, \`status\` text check (\`status\` in ('open', 'upheld', 'rejected')) not null default 'open', \`resolution\` text null, \`resolved_by_id\` text null, \`resolved_at\` datetime null, constraint \`disputes_breach_id_foreign\` foreign key (\`breach_id\`) references \`breaches\` (\`id\`) on delete cascade, constraint \`disputes_author_id_foreign\` foreign key (\`author_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`disputes_resolved_by_id_foreign\` foreign key (\`resolved_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create unique index \`disputes_breach_id_unique\` on \`disputes\` (\`breach_id\`);`);
    this.addSql(`create index \`disputes_author_id_index\` on \`disputes\` (\`author_id\`);`);
    this.addSql(`create index \`disputes_status_index\` on \`disputes\` (\`status\`);`);
    this.addSql(`create index \`disputes_resolved_by_id_index\` on \`disputes\` (\`resolved_by_id\`);`);

    this.addSql(`create table \`account_activities\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`account_id\` text not null, \`owner_id\` text not null, \`kind\` text check (\`kind\` in ('account_opened', 'position_opened', 'position_closed', 'objective_met', 'warning', 'breach', 'phase_passed', 'scaling', 'resumed', 'expired')) not null, \`values\` json not null, \`at\` datetime not null, constraint \`account_activities_account_id_foreign\` foreign key (\`account_id\`) references \`trading_accounts\` (\`id\`) on delete cascade, constraint \`account_activities_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`account_activities_account_id_index\` on \`account_activities\` (\`account_id\`);`);
    this.addSql(`create index \`account_activities_owner_id_index\` on \`account_activities\` (\`owner_id\`);`);
    this.addSql(`create index \`account_activities_owner_id_at_index\` on \`account_activities\` (\`owner_id\`, \`at\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`payment_webhook_events\`;`);
    this.addSql(`drop table if exists \`orders\`;`);
    this.addSql(`drop table if exists \`trading_accounts\`;`);
    this.addSql(`drop table if exists \`phase_transitions\`;`);
    this.addSql(`drop table if exists \`equity_snapshots\`;`);
    this.addSql(`drop table if exists \`deals\`;`);
    this.addSql(`drop table if exists \`daily_stats\`;`);
    this.addSql(`drop table if exists \`breaches\`;`);
    this.addSql(`drop table if exists \`disputes\`;`);
    this.addSql(`drop table if exists \`account_activities\`;`);
  }

}
