import { Migration } from '@mikro-orm/migrations';

export class Migration20261122041508_sessions_and_audit extends Migration {

  override name = 'Migration20261122041508_sessions_and_audit';

  override up(): void | Promise<void> {
    this.addSql(`create table "sessions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "refresh_token_hash" varchar(64) not null, "user_agent" varchar(512) null, "ip" varchar(45) null, "last_used_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "revoked_reason" text null, primary key ("id"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`alter table "sessions" add constraint "sessions_refresh_token_hash_unique" unique ("refresh_token_hash");`);

    this.addSql(`create table "retired_refresh_tokens" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "session_id" uuid not null, "token_hash" varchar(64) not null, primary key ("id"));`);
    this.addSql(`create index "retired_refresh_tokens_session_id_index" on "retired_refresh_tokens" ("session_id");`);
    this.addSql(`alter table "retired_refresh_tokens" add constraint "retired_refresh_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "audit_events" ("id" uuid not null, "actor_id" uuid null, "action" varchar(64) not null, "outcome" text not null, "ip" varchar(45) null, "user_agent" varchar(512) null, "details" jsonb null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "audit_events_actor_id_index" on "audit_events" ("actor_id");`);
    this.addSql(`create index "audit_events_created_at_index" on "audit_events" ("created_at");`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "sessions" add constraint "sessions_revoked_reason_check" check ("revoked_reason" in ('sign_out', 'revoked_by_user', 'refresh_token_reuse'));`);

    this.addSql(`alter table "retired_refresh_tokens" add constraint "retired_refresh_tokens_session_id_foreign" foreign key ("session_id") references "sessions" ("id") on delete cascade;`);

    this.addSql(`alter table "audit_events" add constraint "audit_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_outcome_check" check ("outcome" in ('success', 'failure'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "retired_refresh_tokens" drop constraint "retired_refresh_tokens_session_id_foreign";`);

    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "retired_refresh_tokens" cascade;`);
    this.addSql(`drop table if exists "audit_events" cascade;`);
  }

}
