import { Migration } from '@mikro-orm/migrations';

export class Migration20261124030112_mfa_challenges_and_second_factor_throttle extends Migration {

  override name = 'Migration20261124030112_mfa_challenges_and_second_factor_throttle';

  override up(): void | Promise<void> {
    this.addSql(`create table "mfa_challenges" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "portal" text not null, "challenge" text not null, "expires_at" timestamptz not null, "completed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "mfa_challenges_user_id_index" on "mfa_challenges" ("user_id");`);
    this.addSql(`alter table "mfa_challenges" add constraint "mfa_challenges_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "users" add "second_factor_failures" int not null default 0, add "second_factor_locked_until" timestamptz null;`);

    this.addSql(`alter table "mfa_challenges" add constraint "mfa_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "mfa_challenges" add constraint "mfa_challenges_portal_check" check ("portal" in ('client', 'admin', 'organization', 'support-agent'));`);
    this.addSql(`alter table "mfa_challenges" add constraint "mfa_challenges_challenge_check" check ("challenge" in ('required', 'enrolment_required'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mfa_challenges" cascade;`);

    this.addSql(`alter table "users" drop column "second_factor_failures", drop column "second_factor_locked_until";`);
  }

}
