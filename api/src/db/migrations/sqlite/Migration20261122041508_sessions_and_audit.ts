import { Migration } from '@mikro-orm/migrations';

export class Migration20261122041508_sessions_and_audit extends Migration {

  override name = 'Migration20261122041508_sessions_and_audit';

  override up(): void | Promise<void> {
    this.addSql(`create table \`sessions\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`user_id\` text not null, \`refresh_token_hash\` text not null, \`user_agent\` text null, \`ip\` text null, \`last_used_at\` datetime not null, \`expires_at\` datetime not null, \`revoked_at\` datetime null, \`revoked_reason\` text check (\`revoked_reason\` in ('sign_out', 'revoked_by_user', 'refresh_token_reuse')) null, constraint \`sessions_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`sessions_user_id_index\` on \`sessions\` (\`user_id\`);`);
    this.addSql(`create unique index \`sessions_refresh_token_hash_unique\` on \`sessions\` (\`refresh_token_hash\`);`);

    this.addSql(`create table \`retired_refresh_tokens\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`session_id\` text not null, \`token_hash\` text not null, constraint \`retired_refresh_tokens_session_id_foreign\` foreign key (\`session_id\`) references \`sessions\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`retired_refresh_tokens_session_id_index\` on \`retired_refresh_tokens\` (\`session_id\`);`);
    this.addSql(`create unique index \`retired_refresh_tokens_token_hash_unique\` on \`retired_refresh_tokens\` (\`token_hash\`);`);

    this.addSql(`create table \`audit_events\` (\`id\` text not null primary key, \`actor_id\` text null, \`action\` text not null, \`outcome\` text check (\`outcome\` in ('success', 'failure')) not null, \`ip\` text null, \`user_agent\` text null, \`details\` json null, \`created_at\` datetime not null, constraint \`audit_events_actor_id_foreign\` foreign key (\`actor_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`audit_events_actor_id_index\` on \`audit_events\` (\`actor_id\`);`);
    this.addSql(`create index \`audit_events_created_at_index\` on \`audit_events\` (\`created_at\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`sessions\`;`);
    this.addSql(`drop table if exists \`retired_refresh_tokens\`;`);
    this.addSql(`drop table if exists \`audit_events\`;`);
  }

}
