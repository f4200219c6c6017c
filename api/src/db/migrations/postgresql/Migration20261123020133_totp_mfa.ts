import { Migration } from '@mikro-orm/migrations';

export class Migration20261123020133_totp_mfa extends Migration {

  override name = 'Migration20261123020133_totp_mfa';

  override up(): void | Promise<void> {
    this.addSql(`create table "totp_factors" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "encrypted_secret" varchar(255) not null, "confirmed_at" timestamptz null, "last_used_step" int null, primary key ("id"));`);
    this.addSql(`alter table "totp_factors" add constraint "totp_factors_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "mfa_recovery_codes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "mfa_recovery_codes_user_id_index" on "mfa_recovery_codes" ("user_id");`);

    this.addSql(`alter table "sessions" drop constraint "sessions_revoked_reason_check";`);
    this.addSql(`alter table "sessions" add "mfa_verified_at" timestamptz null;`);
    this.addSql(`alter table "sessions" add constraint "sessions_revoked_reason_check" check ("revoked_reason" in ('sign_out', 'revoked_by_user', 'refresh_token_reuse', 'mfa_required'));`);

    this.addSql(`alter table "totp_factors" add constraint "totp_factors_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "mfa_recovery_codes" add constraint "mfa_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "totp_factors" cascade;`);
    this.addSql(`drop table if exists "mfa_recovery_codes" cascade;`);

    this.addSql(`alter table "sessions" drop constraint "sessions_revoked_reason_check";`);
    this.addSql(`alter table "sessions" drop column "mfa_verified_at";`);
    this.addSql(`alter table "sessions" add constraint "sessions_revoked_reason_check" check ("revoked_reason" in ('sign_out', 'revoked_by_user', 'refresh_token_reuse'));`);
  }

}
