import { Migration } from '@mikro-orm/migrations';

export class Migration20261123100530_ingestion extends Migration {

  override name = 'Migration20261123100530_ingestion';

  override up(): void | Promise<void> {
    this.addSql(`create table \`ingestion_keys\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`sealed_secret\` text not null, constraint \`ingestion_keys_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade);`);
    this.addSql(`create unique index \`ingestion_keys_organization_id_unique\` on \`ingestion_keys\` (\`organization_id\`);`);

    this.addSql(`create table \`ingested_events\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`event_id\` text not null, \`account_id\` text not null, constraint \`ingested_events_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`ingested_events_account_id_foreign\` foreign key (\`account_id\`) references \`trading_accounts\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`ingested_events_organization_id_index\` on \`ingested_events\` (\`organization_id\`);`);
    this.addSql(`create index \`ingested_events_account_id_index\` on \`ingested_events\` (\`account_id\`);`);
    this.addSql(`create unique index \`ingested_events_organization_id_event_id_unique\` on \`ingested_events\` (\`organization_id\`, \`event_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`ingestion_keys\`;`);
    this.addSql(`drop table if exists \`ingested_events\`;`);
  }

}
