import { Migration } from '@mikro-orm/migrations';

export class Migration20261123102430_simulator_positions extends Migration {

  override name = 'Migration20261123102430_simulator_positions';

  override up(): void | Promise<void> {
    this.addSql(`create table "simulator_positions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "account_id" uuid not null, "symbol" varchar(20) not null, "side" text not null, "volume" double precision not null, "open_price" double precision not null, "stop_loss" double precision null, "take_profit" double precision null, "opened_at" timestamptz not null, "status" text not null default 'open', "checked_until" timestamptz not null, "closed_at" timestamptz null, "close_price" double precision null, "profit_minor" int null, "close_reason" text null, primary key ("id"));`);
    this.addSql(`create index "simulator_positions_account_id_status_index" on "simulator_positions" ("account_id", "status");`);
    this.addSql(`create index "simulator_positions_status_index" on "simulator_positions" ("status");`);

    this.addSql(`alter table "simulator_positions" add constraint "simulator_positions_account_id_foreign" foreign key ("account_id") references "trading_accounts" ("id") on delete cascade;`);
    this.addSql(`alter table "simulator_positions" add constraint "simulator_positions_side_check" check ("side" in ('buy', 'sell'));`);
    this.addSql(`alter table "simulator_positions" add constraint "simulator_positions_status_check" check ("status" in ('open', 'closed'));`);
    this.addSql(`alter table "simulator_positions" add constraint "simulator_positions_close_reason_check" check ("close_reason" in ('trader', 'stop_loss', 'take_profit', 'breach', 'pass'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "simulator_positions" cascade;`);
  }

}
