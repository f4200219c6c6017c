import { Migration } from '@mikro-orm/migrations';

export class Migration20261127010810_payouts extends Migration {

  override name = 'Migration20261127010810_payouts';

  override up(): void | Promise<void> {
    this.addSql(`create table \`payout_methods\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`owner_id\` text not null, \`kind\` text check (\`kind\` in ('bank_transfer', 'crypto_wallet')) not null, \`label\` text not null, \`account_holder\` text null, \`iban\` text null, \`bic\` text null, \`network\` text check (\`network\` in ('bitcoin', 'ethereum', 'tron', 'solana')) null, \`address\` text null, constraint \`payout_methods_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`payout_methods_owner_id_index\` on \`payout_methods\` (\`owner_id\`);`);

    this.addSql(`create table \`payouts\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`account_id\` text not null, \`owner_id\` text not null, \`method_id\` text null, \`destination\` json not null, \`request_key\` text not null, \`status\` text check (\`status\` in ('requested', 'approved', 'paid', 'rejected')) not null default 'requested', \`payout_number\` integer not null, \`split_percent\` double not null, \`gross_minor\` integer not null, \`profit_share_minor\` integer not null, \`fee_refund_minor\` integer not null, \`amount_minor\` integer not null, \`currency\` text not null, \`checklist\` json not null, \`requested_at\` datetime not null, \`decided_by_id\` text null, \`decided_at\` datetime null, \`rejection_reason\` text null, \`paid_at\` datetime null, \`paid_reference\` text null, constraint \`payouts_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`payouts_account_id_foreign\` foreign key (\`account_id\`) references \`trading_accounts\` (\`id\`) on delete cascade, constraint \`payouts_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`payouts_method_id_foreign\` foreign key (\`method_id\`) references \`payout_methods\` (\`id\`) on delete set null, constraint \`payouts_decided_by_id_foreign\` foreign key (\`decided_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`payouts_organization_id_index\` on \`payouts\` (\`organization_id\`);`);
    this.addSql(`create index \`payouts_account_id_index\` on \`payouts\` (\`account_id\`);`);
    this.addSql(`create index \`payouts_owner_id_index\` on \`payouts\` (\`owner_id\`);`);
    this.addSql(`create index \`payouts_method_id_index\` on \`payouts\` (\`method_id\`);`);
    this.addSql(`create index \`payouts_status_index\` on \`payouts\` (\`status\`);`);
    this.addSql(`create index \`payouts_decided_by_id_index\` on \`payouts\` (\`decided_by_id\`);`);
    this.addSql(`create index \`payouts_organization_id_requested_at_index\` on \`payouts\` (\`organization_id\`, \`requested_at\`);`);
    this.addSql(`create index \`payouts_account_id_status_index\` on \`payouts\` (\`account_id\`, \`status\`);`);
    this.addSql(`create unique index \`payouts_owner_id_request_key_unique\` on \`payouts\` (\`owner_id\`, \`request_key\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`payout_methods\`;`);
    this.addSql(`drop table if exists \`payouts\`;`);
  }

}
