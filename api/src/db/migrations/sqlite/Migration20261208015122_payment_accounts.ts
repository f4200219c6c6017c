import { Migration } from '@mikro-orm/migrations';

export class Migration20261208015122_payment_accounts extends Migration {

  override name = 'Migration20261208015122_payment_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table \`payment_accounts\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`sealed_secret_key\` text not null, \`sealed_webhook_secret\` text not null, \`stripe_account_id\` text not null, \`stripe_account_name\` text null, \`key_mode\` text not null, \`key_last4\` text not null, \`connected_at\` datetime not null, \`connected_by_id\` text null, constraint \`payment_accounts_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`payment_accounts_connected_by_id_foreign\` foreign key (\`connected_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create unique index \`payment_accounts_organization_id_unique\` on \`payment_accounts\` (\`organization_id\`);`);
    this.addSql(`create index \`payment_accounts_connected_by_id_index\` on \`payment_accounts\` (\`connected_by_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`payment_accounts\`;`);
  }

}
