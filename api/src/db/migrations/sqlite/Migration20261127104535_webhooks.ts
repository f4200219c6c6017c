import { Migration } from '@mikro-orm/migrations';

export class Migration20261127104535_webhooks extends Migration {

  override name = 'Migration20261127104535_webhooks';

  override up(): void | Promise<void> {
    this.addSql(`create table \`webhook_endpoints\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`organization_id\` text not null, \`url\` text not null, \`description\` text null, \`event_types\` text not null, \`sealed_secret\` text not null, \`is_active\` integer not null default true, \`disabled_reason\` text null, \`consecutive_failures\` integer not null default 0, constraint \`webhook_endpoints_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`webhook_endpoints_organization_id_index\` on \`webhook_endpoints\` (\`organization_id\`);`);

    this.addSql(`create table \`webhook_deliveries\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`endpoint_id\` text not null, \`event_id\` text not null, \`event_type\` text not null, \`body\` text not null, \`status\` text not null default 'pending', \`attempts\` integer not null default 0, \`next_attempt_at\` datetime null, \`last_attempt_at\` datetime null, \`last_status_code\` integer null, \`last_error\` text null, \`last_duration_ms\` integer null, \`delivered_at\` datetime null, constraint \`webhook_deliveries_endpoint_id_foreign\` foreign key (\`endpoint_id\`) references \`webhook_endpoints\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`webhook_deliveries_endpoint_id_index\` on \`webhook_deliveries\` (\`endpoint_id\`);`);
    this.addSql(`create index \`webhook_deliveries_status_next_attempt_at_index\` on \`webhook_deliveries\` (\`status\`, \`next_attempt_at\`);`);
    this.addSql(`create unique index \`webhook_deliveries_endpoint_id_event_id_unique\` on \`webhook_deliveries\` (\`endpoint_id\`, \`event_id\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`webhook_endpoints\`;`);
    this.addSql(`drop table if exists \`webhook_deliveries\`;`);
  }

}
