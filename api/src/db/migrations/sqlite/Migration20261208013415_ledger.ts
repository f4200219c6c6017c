import { Migration } from '@mikro-orm/migrations';

export class Migration20261208013415_ledger extends Migration {

  override name = 'Migration20261208013415_ledger';

  override up(): void | Promise<void> {
    this.addSql(`create table \`ledger_entries\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`order_id\` text not null, \`kind\` text check (\`kind\` in ('payment', 'refund', 'dispute', 'dispute_reversal', 'fee_refund')) not null, \`amount_minor\` integer not null, \`currency\` text not null, \`provider\` text not null, \`external_id\` text null, \`reason\` text null, \`actor_id\` text null, \`request_key\` text null, \`occurred_at\` datetime not null, constraint \`ledger_entries_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`ledger_entries_order_id_foreign\` foreign key (\`order_id\`) references \`orders\` (\`id\`) on delete cascade, constraint \`ledger_entries_actor_id_foreign\` foreign key (\`actor_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`ledger_entries_organization_id_index\` on \`ledger_entries\` (\`organization_id\`);`);
    this.addSql(`create index \`ledger_entries_order_id_index\` on \`ledger_entries\` (\`order_id\`);`);
    this.addSql(`create index \`ledger_entries_actor_id_index\` on \`ledger_entries\` (\`actor_id\`);`);
    this.addSql(`create unique index \`ledger_entries_provider_kind_external_id_unique\` on \`ledger_entries\` (\`provider\`, \`kind\`, \`external_id\`);`);
    this.addSql(`create unique index \`ledger_entries_order_id_request_key_unique\` on \`ledger_entries\` (\`order_id\`, \`request_key\`);`);
    // Orders paid before the ledger existed get their payment row, so their balance is what they paid.
    this.addSql(`insert into \`ledger_entries\` (\`id\`, \`created_at\`, \`updated_at\`, \`organization_id\`, \`order_id\`, \`kind\`, \`amount_minor\`, \`currency\`, \`provider\`, \`external_id\`, \`reason\`, \`actor_id\`, \`request_key\`, \`occurred_at\`) select lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), o.paid_at, o.paid_at, o.organization_id, o.id, 'payment', o.price_minor, o.currency, o.provider, o.provider_reference, null, null, null, o.paid_at from orders o where o.status = 'paid' and o.price_minor > 0 and o.paid_at is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`ledger_entries\`;`);
  }

}
