import { Migration } from '@mikro-orm/migrations';

export class Migration20261208012657_receipts extends Migration {

  override name = 'Migration20261208012657_receipts';

  override up(): void | Promise<void> {
    this.addSql(`create table \`receipt_books\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`last_sequence\` integer not null default 0, \`tax_rate_basis_points\` integer null, constraint \`receipt_books_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`receipt_books_organization_id_index\` on \`receipt_books\` (\`organization_id\`);`);
    this.addSql(`create unique index \`receipt_books_organization_id_unique\` on \`receipt_books\` (\`organization_id\`);`);

    this.addSql(`create table \`receipts\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`user_id\` text not null, \`order_id\` text not null, \`sequence\` integer not null, \`issued_at\` datetime not null, \`organization_name\` text not null, \`trader_name\` text not null, \`trader_email\` text not null, \`program\` text check (\`program\` in ('two_step', 'one_step', 'instant')) not null, \`account_size_minor\` integer not null, \`list_price_minor\` integer not null, \`coupon_code\` text null, \`discount_minor\` integer not null, \`amount_paid_minor\` integer not null, \`currency\` text not null, \`tax_rate_basis_points\` integer null, \`tax_minor\` integer null, constraint \`receipts_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`receipts_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`receipts_order_id_foreign\` foreign key (\`order_id\`) references \`orders\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`receipts_organization_id_index\` on \`receipts\` (\`organization_id\`);`);
    this.addSql(`create index \`receipts_user_id_index\` on \`receipts\` (\`user_id\`);`);
    this.addSql(`create index \`receipts_order_id_index\` on \`receipts\` (\`order_id\`);`);
    this.addSql(`create unique index \`receipts_order_id_unique\` on \`receipts\` (\`order_id\`);`);
    this.addSql(`create unique index \`receipts_organization_id_sequence_unique\` on \`receipts\` (\`organization_id\`, \`sequence\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`receipt_books\`;`);
    this.addSql(`drop table if exists \`receipts\`;`);
  }

}
