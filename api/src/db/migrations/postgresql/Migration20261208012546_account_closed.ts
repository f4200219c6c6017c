import { Migration } from '@mikro-orm/migrations';

export class Migration20261208012546_account_closed extends Migration {

  override name = 'Migration20261208012546_account_closed';

  override up(): void | Promise<void> {
    this.addSql(`alter table "trading_accounts" drop constraint "trading_accounts_status_check";`);
    this.addSql(`alter table "trading_accounts" add constraint "trading_accounts_status_check" check ("status" in ('active', 'paused', 'passed', 'failed', 'expired', 'closed'));`);

    this.addSql(`alter table "account_activities" drop constraint "account_activities_kind_check";`);
    this.addSql(`alter table "account_activities" add constraint "account_activities_kind_check" check ("kind" in ('account_opened', 'position_opened', 'position_closed', 'objective_met', 'warning', 'breach', 'phase_passed', 'scaling', 'resumed', 'expired', 'reinstated', 'closed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "account_activities" drop constraint "account_activities_kind_check";`);
    this.addSql(`alter table "account_activities" add constraint "account_activities_kind_check" check ("kind" in ('account_opened', 'position_opened', 'position_closed', 'objective_met', 'warning', 'breach', 'phase_passed', 'scaling', 'resumed', 'expired', 'reinstated'));`);

    this.addSql(`alter table "trading_accounts" drop constraint "trading_accounts_status_check";`);
    this.addSql(`alter table "trading_accounts" add constraint "trading_accounts_status_check" check ("status" in ('active', 'paused', 'passed', 'failed', 'expired'));`);
  }

}
