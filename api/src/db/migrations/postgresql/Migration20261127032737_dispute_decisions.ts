import { Migration } from '@mikro-orm/migrations';

export class Migration20261127032737_dispute_decisions extends Migration {

  override name = 'Migration20261127032737_dispute_decisions';

  override up(): void | Promise<void> {
    this.addSql(`alter table "breaches" add "day_ends_at" timestamptz null, add "prior_state" jsonb null, add "outcome_fingerprint" varchar(64) null;`);

    this.addSql(`alter table "disputes" drop constraint "disputes_status_check";`);
    // The statuses now name what happened to the breach: a dispute "upheld" (the trader was right) is a
    // breach overturned, a dispute "rejected" a breach upheld.
    this.addSql(`update "disputes" set "status" = case "status" when 'upheld' then 'overturned' when 'rejected' then 'upheld' else "status" end;`);
    this.addSql(`alter table "disputes" add constraint "disputes_status_check" check ("status" in ('open', 'upheld', 'overturned'));`);

    this.addSql(`alter table "account_activities" drop constraint "account_activities_kind_check";`);
    this.addSql(`alter table "account_activities" add constraint "account_activities_kind_check" check ("kind" in ('account_opened', 'position_opened', 'position_closed', 'objective_met', 'warning', 'breach', 'phase_passed', 'scaling', 'resumed', 'expired', 'reinstated'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "account_activities" drop constraint "account_activities_kind_check";`);
    this.addSql(`alter table "account_activities" add constraint "account_activities_kind_check" check ("kind" in ('account_opened', 'position_opened', 'position_closed', 'objective_met', 'warning', 'breach', 'phase_passed', 'scaling', 'resumed', 'expired'));`);

    this.addSql(`alter table "breaches" drop column "day_ends_at", drop column "prior_state", drop column "outcome_fingerprint";`);

    this.addSql(`alter table "disputes" drop constraint "disputes_status_check";`);
    this.addSql(`update "disputes" set "status" = case "status" when 'upheld' then 'rejected' when 'overturned' then 'upheld' else "status" end;`);
    this.addSql(`alter table "disputes" add constraint "disputes_status_check" check ("status" in ('open', 'upheld', 'rejected'));`);
  }

}
