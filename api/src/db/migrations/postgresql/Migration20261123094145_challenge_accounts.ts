import { Migration } from '@mikro-orm/migrations';

export class Migration20261123094145_challenge_accounts extends Migration {

  override name = 'Migration20261123094145_challenge_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "payment_webhook_events" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "provider" varchar(40) not null, "event_id" varchar(120) not null, "type" varchar(60) not null, "provider_reference" varchar(120) not null, primary key ("id"));`);
    this.addSql(`alter table "payment_webhook_events" add constraint "payment_webhook_events_provider_event_id_unique" unique ("provider", "event_id");`);

    this.addSql(`create table "orders" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "user_id" uuid not null, "plan_id" uuid not null, "rule_set_id" uuid not null, "program" text not null, "account_size_minor" int not null, "price_minor" int not null, "currency" varchar(3) not null, "platform" text not null, "status" text not null default 'pending', "provider" varchar(40) not null, "provider_reference" varchar(120) not null, "idempotency_key" varchar(100) not null, "paid_at" timestamptz null, "failed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "orders_organization_id_index" on "orders" ("organization_id");`);
    this.addSql(`create index "orders_user_id_index" on "orders" ("user_id");`);
    this.addSql(`create index "orders_status_index" on "orders" ("status");`);
    this.addSql(`alter table "orders" add constraint "orders_user_id_idempotency_key_unique" unique ("user_id", "idempotency_key");`);
    this.addSql(`alter table "orders" add constraint "orders_provider_provider_reference_unique" unique ("provider", "provider_reference");`);

    this.addSql(`create table "trading_accounts" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "owner_id" uuid not null, "order_id" uuid not null, "plan_id" uuid not null, "rule_set_id" uuid not null, "rule_set_version" int not null, "rules" jsonb not null, "program" text not null, "phase_index" int not null, "phase_kind" text not null, "previous_account_id" uuid null, "status" text not null default 'active', "platform" text not null, "login" varchar(40) not null, "currency" varchar(3) not null, "account_size_minor" int not null, "balance_minor" int not null, "equity_minor" int not null, "engine_state" jsonb not null, "revision" int not null default 0, "next_reset_at" timestamptz null, "last_event_at" timestamptz null, "equity_sampled_at" timestamptz null, "ended_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "trading_accounts_organization_id_index" on "trading_accounts" ("organization_id");`);
    this.addSql(`create index "trading_accounts_owner_id_index" on "trading_accounts" ("owner_id");`);
    this.addSql(`create index "trading_accounts_order_id_index" on "trading_accounts" ("order_id");`);
    this.addSql(`create index "trading_accounts_status_index" on "trading_accounts" ("status");`);
    this.addSql(`create index "trading_accounts_next_reset_at_index" on "trading_accounts" ("next_reset_at");`);
    this.addSql(`alter table "trading_accounts" add constraint "trading_accounts_platform_login_unique" unique ("platform", "login");`);

    this.addSql(`create table "phase_transitions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "account_id" uuid not null, "next_account_id" uuid null, "kind" text not null, "from_phase_index" int not null, "to_phase_index" int null, "from_level" int not null, "to_level" int not null, "balance_minor" int not null, "at" timestamptz not null, "input_hash" varchar(64) not null, primary key ("id"));`);
    this.addSql(`create index "phase_transitions_account_id_index" on "phase_transitions" ("account_id");`);

    this.addSql(`create table "equity_snapshots" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "account_id" uuid not null, "at" timestamptz not null, "balance_minor" int not null, "equity_minor" int not null, primary key ("id"));`);
    this.addSql(`create index "equity_snapshots_account_id_at_index" on "equity_snapshots" ("account_id", "at");`);

    this.addSql(`create table "deals" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "account_id" uuid not null, "external_id" varchar(120) not null, "position_id" varchar(120) not null, "symbol" varchar(20) not null, "side" text not null, "volume" double precision not null, "price" double precision not null, "entry" text not null, "profit_minor" int not null default 0, "commission_minor" int not null default 0, "executed_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "deals_account_id_executed_at_index" on "deals" ("account_id", "executed_at");`);
    this.addSql(`alter table "deals" add constraint "deals_account_id_external_id_unique" unique ("account_id", "external_id");`);

    this.addSql(`create table "daily_stats" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "account_id" uuid not null, "day_key" varchar(10) not null, "start_balance_minor" int not null, "start_equity_minor" int not null, "end_balance_minor" int not null, "end_equity_minor" int not null, "closed_profit_minor" int not null, "is_counted" boolean not null, primary key ("id"));`);
    this.addSql(`alter table "daily_stats" add constraint "daily_stats_account_id_day_key_unique" unique ("account_id", "day_key");`);

    this.addSql(`create table "breaches" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "account_id" uuid not null, "rule" text not null, "severity" text not null, "at" timestamptz not null, "report" jsonb not null, "input_hash" varchar(64) not null, primary key ("id"));`);
    this.addSql(`create index "breaches_account_id_index" on "breaches" ("account_id");`);

    this.addSql(`create table "disputes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "breach_id" uuid not null, "author_id" uuid not null, "message" text not null, "status" text not null default 'open', "resolution" text null, "resolved_by_id" uuid null, "resolved_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "disputes" add constraint "disputes_breach_id_unique" unique ("breach_id");`);
    this.addSql(`create index "disputes_author_id_index" on "disputes" ("author_id");`);
    this.addSql(`create index "disputes_status_index" on "disputes" ("status");`);

    this.addSql(`create table "account_activities" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "account_id" uuid not null, "owner_id" uuid not null, "kind" text not null, "values" jsonb not null, "at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "account_activities_owner_id_at_index" on "account_activities" ("owner_id", "at");`);

    this.addSql(`alter table "orders" add constraint "orders_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "orders" add constraint "orders_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "orders" add constraint "orders_plan_id_foreign" foreign key ("plan_id") references "plans" ("id") on delete restrict;`);
    this.addSql(`alter table "orders" add constraint "orders_rule_set_id_foreign" foreign key ("rule_set_id") references "rule_sets" ("id") on delete restrict;`);
    this.addSql(`alter table "orders" add constraint "orders_program_check" check ("program" in ('two_step', 'one_step', 'instant'));`);
    this.addSql(`alter table "orders" add constraint "orders_platform_check" check ("platform" in ('simulator', 'mt5', 'ctrader'));`);
    this.addSql(`alter table "orders" add constraint "orders_status_check" check ("status" in ('pending', 'paid', 'refunded', 'failed'));`);

    this.addSql(`alter table "trading_accounts" add constraint "trading_accounts_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "trading_accounts" add constraint "trading_accounts_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "trading_accounts" add constraint "trading_accounts_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "trading_accounts" add constraint "trading_accounts_plan_id_foreign" foreign key ("plan_id") references "plans" ("id") on delete restrict;`);
    this.addSql(`alter table "trading_accounts" add constraint "trading_accounts_rule_set_id_foreign" foreign key ("rule_set_id") references "rule_sets" ("id") on delete restrict;`);
    this.addSql(`alter table "trading_accounts" add constraint "trading_accounts_previous_account_id_foreign" foreign key ("previous_account_id") references "trading_accounts" ("id") on delete set null;`);
    this.addSql(`alter table "trading_accounts" add constraint "trading_accounts_program_check" check ("program" in ('two_step', 'one_step', 'instant'));`);
    this.addSql(`alter table "trading_accounts" add constraint "trading_accounts_phase_kind_check" check ("phase_kind" in ('challenge', 'verification', 'funded', 'instant'));`);
    this.addSql(`alter table "trading_accounts" add constraint "trading_accounts_status_check" check ("status" in ('active', 'paused', 'passed', 'failed', 'expired'));`);
    this.addSql(`alter table "trading_accounts" add constraint "trading_accounts_platform_check" check ("platform" in ('simulator', 'mt5', 'ctrader'));`);

    this.addSql(`alter table "phase_transitions" add constraint "phase_transitions_account_id_foreign" foreign key ("account_id") references "trading_accounts" ("id") on delete cascade;`);
    this.addSql(`alter table "phase_transitions" add constraint "phase_transitions_next_account_id_foreign" foreign key ("next_account_id") references "trading_accounts" ("id") on delete set null;`);
    this.addSql(`alter table "phase_transitions" add constraint "phase_transitions_kind_check" check ("kind" in ('passed', 'scaling'));`);

    this.addSql(`alter table "equity_snapshots" add constraint "equity_snapshots_account_id_foreign" foreign key ("account_id") references "trading_accounts" ("id") on delete cascade;`);

    this.addSql(`alter table "deals" add constraint "deals_account_id_foreign" foreign key ("account_id") references "trading_accounts" ("id") on delete cascade;`);
    this.addSql(`alter table "deals" add constraint "deals_side_check" check ("side" in ('buy', 'sell'));`);
    this.addSql(`alter table "deals" add constraint "deals_entry_check" check ("entry" in ('in', 'out'));`);

    this.addSql(`alter table "daily_stats" add constraint "daily_stats_account_id_foreign" foreign key ("account_id") references "trading_accounts" ("id") on delete cascade;`);

    this.addSql(`alter table "breaches" add constraint "breaches_account_id_foreign" foreign key ("account_id") references "trading_accounts" ("id") on delete cascade;`);
    this.addSql(`alter table "breaches" add constraint "breaches_rule_check" check ("rule" in ('daily_loss', 'max_loss'));`);
    this.addSql(`alter table "breaches" add constraint "breaches_severity_check" check ("severity" in ('hard', 'soft'));`);

    this.addSql(`alter table "disputes" add constraint "disputes_breach_id_foreign" foreign key ("breach_id") references "breaches" ("id") on delete cascade;`);
    this.addSql(`alter table "disputes" add constraint "disputes_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "disputes" add constraint "disputes_resolved_by_id_foreign" foreign key ("resolved_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "disputes" add constraint "disputes_status_check" check ("status" in ('open', 'upheld', 'rejected'));`);

    this.addSql(`alter table "account_activities" add constraint "account_activities_account_id_foreign" foreign key ("account_id") references "trading_accounts" ("id") on delete cascade;`);
    this.addSql(`alter table "account_activities" add constraint "account_activities_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "account_activities" add constraint "account_activities_kind_check" check ("kind" in ('account_opened', 'position_opened', 'position_closed', 'objective_met', 'warning', 'breach', 'phase_passed', 'scaling', 'resumed', 'expired'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "trading_accounts" drop constraint "trading_accounts_order_id_foreign";`);
    this.addSql(`alter table "trading_accounts" drop constraint "trading_accounts_previous_account_id_foreign";`);
    this.addSql(`alter table "phase_transitions" drop constraint "phase_transitions_account_id_foreign";`);
    this.addSql(`alter table "phase_transitions" drop constraint "phase_transitions_next_account_id_foreign";`);
    this.addSql(`alter table "equity_snapshots" drop constraint "equity_snapshots_account_id_foreign";`);
    this.addSql(`alter table "deals" drop constraint "deals_account_id_foreign";`);
    this.addSql(`alter table "daily_stats" drop constraint "daily_stats_account_id_foreign";`);
    this.addSql(`alter table "breaches" drop constraint "breaches_account_id_foreign";`);
    this.addSql(`alter table "account_activities" drop constraint "account_activities_account_id_foreign";`);
    this.addSql(`alter table "disputes" drop constraint "disputes_breach_id_foreign";`);

    this.addSql(`drop table if exists "payment_webhook_events" cascade;`);
    this.addSql(`drop table if exists "orders" cascade;`);
    this.addSql(`drop table if exists "trading_accounts" cascade;`);
    this.addSql(`drop table if exists "phase_transitions" cascade;`);
    this.addSql(`drop table if exists "equity_snapshots" cascade;`);
    this.addSql(`drop table if exists "deals" cascade;`);
    this.addSql(`drop table if exists "daily_stats" cascade;`);
    this.addSql(`drop table if exists "breaches" cascade;`);
    this.addSql(`drop table if exists "disputes" cascade;`);
    this.addSql(`drop table if exists "account_activities" cascade;`);
  }

}
