import { Migration } from '@mikro-orm/migrations';

export class Migration20261127032737_dispute_decisions extends Migration {

  override name = 'Migration20261127032737_dispute_decisions';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`breaches\` add column \`day_ends_at\` datetime null;`);
    this.addSql(`alter table \`breaches\` add column \`prior_state\` json null;`);
    this.addSql(`alter table \`breaches\` add column \`outcome_fingerprint\` text null;`);

    // The statuses now name what happened to the breach: a dispute "upheld" (the trader was right) is a
    // breach overturned, a dispute "rejected" a breach upheld.
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`disputes__temp_alter\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`breach_id\` text not null, \`author_id\` text not null, \`message\` text not null, \`status\` text check (\`status\` in ('open', 'upheld', 'overturned')) not null default 'open', \`resolution\` text null, \`resolved_by_id\` text null, \`resolved_at\` datetime null, constraint \`disputes_breach_id_foreign\` foreign key (\`breach_id\`) references \`breaches\` (\`id\`) on delete cascade, constraint \`disputes_author_id_foreign\` foreign key (\`author_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`disputes_resolved_by_id_foreign\` foreign key (\`resolved_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`insert into \`disputes__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`breach_id\`, \`author_id\`, \`message\`, case \`status\` when 'upheld' then 'overturned' when 'rejected' then 'upheld' else \`status\` end, \`resolution\`, \`resolved_by_id\`, \`resolved_at\` from \`disputes\`;`);
    this.addSql(`drop table \`disputes\`;`);
    this.addSql(`alter table \`disputes__temp_alter\` rename to \`disputes\`;`);
    this.addSql(`create unique index \`disputes_breach_id_unique\` on \`disputes\` (\`breach_id\`);`);
    this.addSql(`create index \`disputes_author_id_index\` on \`disputes\` (\`author_id\`);`);
    this.addSql(`create index \`disputes_status_index\` on \`disputes\` (\`status\`);`);
    this.addSql(`create index \`disputes_resolved_by_id_index\` on \`disputes\` (\`resolved_by_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`account_activities__temp_alter\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`account_id\` text not null, \`owner_id\` text not null, \`kind\` text check (\`kind\` in ('account_opened', 'position_opened', 'position_closed', 'objective_met', 'warning', 'breach', 'phase_passed', 'scaling', 'resumed', 'expired', 'reinstated')) not null, \`values\` json not null, \`at\` datetime not null, constraint \`account_activities_account_id_foreign\` foreign key (\`account_id\`) references \`trading_accounts\` (\`id\`) on delete cascade, constraint \`account_activities_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete cascade);`);
    this.addSql(`insert into \`account_activities__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`account_id\`, \`owner_id\`, \`kind\`, \`values\`, \`at\` from \`account_activities\`;`);
    this.addSql(`drop table \`account_activities\`;`);
    this.addSql(`alter table \`account_activities__temp_alter\` rename to \`account_activities\`;`);
    this.addSql(`create index \`account_activities_account_id_index\` on \`account_activities\` (\`account_id\`);`);
    this.addSql(`create index \`account_activities_owner_id_index\` on \`account_activities\` (\`owner_id\`);`);
    this.addSql(`create index \`account_activities_owner_id_at_index\` on \`account_activities\` (\`owner_id\`, \`at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`account_activities__temp_alter\` (\`id\` TEXT not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`account_id\` TEXT not null, \`owner_id\` TEXT not null, \`kind\` TEXT check (\`kind\` in ('account_opened', 'position_opened', 'position_closed', 'objective_met', 'warning', 'breach', 'phase_passed', 'scaling', 'resumed', 'expired')) not null, \`values\` json not null, \`at\` datetime not null, constraint \`account_activities_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on update no action on delete cascade, constraint \`account_activities_account_id_foreign\` foreign key (\`account_id\`) references \`trading_accounts\` (\`id\`) on update no action on delete cascade);`);
    this.addSql(`insert into \`account_activities__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`account_id\`, \`owner_id\`, \`kind\`, \`values\`, \`at\` from \`account_activities\`;`);
    this.addSql(`drop table \`account_activities\`;`);
    this.addSql(`alter table \`account_activities__temp_alter\` rename to \`account_activities\`;`);
    this.addSql(`create index \`account_activities_owner_id_at_index\` on \`account_activities\` (\`owner_id\`, \`at\`);`);
    this.addSql(`create index \`account_activities_owner_id_index\` on \`account_activities\` (\`owner_id\`);`);
    this.addSql(`create index \`account_activities_account_id_index\` on \`account_activities\` (\`account_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);

    this.addSql(`alter table \`breaches\` drop column \`day_ends_at\`;`);
    this.addSql(`alter table \`breaches\` drop column \`prior_state\`;`);
    this.addSql(`alter table \`breaches\` drop column \`outcome_fingerprint\`;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`disputes__temp_alter\` (\`id\` TEXT not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`breach_id\` TEXT not null, \`author_id\` TEXT not null, \`message\` TEXT not null, \`status\` TEXT check (\`status\` in ('open', 'upheld', 'rejected')) not null default 'open', \`resolution\` TEXT null, \`resolved_by_id\` TEXT null, \`resolved_at\` datetime null, constraint \`disputes_resolved_by_id_foreign\` foreign key (\`resolved_by_id\`) references \`users\` (\`id\`) on update no action on delete set null, constraint \`disputes_author_id_foreign\` foreign key (\`author_id\`) references \`users\` (\`id\`) on update no action on delete cascade, constraint \`disputes_breach_id_foreign\` foreign key (\`breach_id\`) references \`breaches\` (\`id\`) on update no action on delete cascade);`);
    this.addSql(`insert into \`disputes__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`breach_id\`, \`author_id\`, \`message\`, case \`status\` when 'upheld' then 'rejected' when 'overturned' then 'upheld' else \`status\` end, \`resolution\`, \`resolved_by_id\`, \`resolved_at\` from \`disputes\`;`);
    this.addSql(`drop table \`disputes\`;`);
    this.addSql(`alter table \`disputes__temp_alter\` rename to \`disputes\`;`);
    this.addSql(`create index \`disputes_resolved_by_id_index\` on \`disputes\` (\`resolved_by_id\`);`);
    this.addSql(`create index \`disputes_status_index\` on \`disputes\` (\`status\`);`);
    this.addSql(`create index \`disputes_author_id_index\` on \`disputes\` (\`author_id\`);`);
    this.addSql(`create unique index \`disputes_breach_id_unique\` on \`disputes\` (\`breach_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
