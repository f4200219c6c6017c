import { Migration } from '@mikro-orm/migrations';

export class Migration20261123035419_white_label_requests extends Migration {

  override name = 'Migration20261123035419_white_label_requests';

  override up(): void | Promise<void> {
    this.addSql(`create table \`white_label_requests\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`company_name\` text not null, \`contact_name\` text not null, \`email\` text not null, \`phone\` text null, \`website\` text null, \`expected_traders\` text check (\`expected_traders\` in ('under_100', '100_1000', '1000_10000', 'over_10000')) not null, \`message\` text null, \`status\` text check (\`status\` in ('new', 'contacted', 'closed')) not null default 'new');`);
    this.addSql(`create index \`white_label_requests_status_index\` on \`white_label_requests\` (\`status\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`white_label_requests\`;`);
  }

}
