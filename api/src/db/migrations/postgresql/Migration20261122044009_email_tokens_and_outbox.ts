import { Migration } from '@mikro-orm/migrations';

export class Migration20261122044009_email_tokens_and_outbox extends Migration {

  override name = 'Migration20261122044009_email_tokens_and_outbox';

  override up(): void | Promise<void> {
    this.addSql(`create table "mail_messages" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "to" varchar(320) not null, "subject" varchar(255) not null, "text" text not null, "html" text not null, "purpose" text not null, "language" text not null, "sent_at" timestamptz null, "error" varchar(1000) null, primary key ("id"));`);
    this.addSql(`create index "mail_messages_to_purpose_created_at_index" on "mail_messages" ("to", "purpose", "created_at");`);

    this.addSql(`create table "email_tokens" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "purpose" text not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "email_tokens_user_id_index" on "email_tokens" ("user_id");`);
    this.addSql(`alter table "email_tokens" add constraint "email_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "profiles" add "language" text null;`);
    this.addSql(`alter table "profiles" add constraint "profiles_language_check" check ("language" in ('en', 'es', 'it'));`);

    this.addSql(`alter table "mail_messages" add constraint "mail_messages_purpose_check" check ("purpose" in ('email_verification', 'password_reset', 'sign_in_notice', 'account_locked'));`);
    this.addSql(`alter table "mail_messages" add constraint "mail_messages_language_check" check ("language" in ('en', 'es', 'it'));`);

    this.addSql(`alter table "email_tokens" add constraint "email_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "email_tokens" add constraint "email_tokens_purpose_check" check ("purpose" in ('verify', 'recovery'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mail_messages" cascade;`);
    this.addSql(`drop table if exists "email_tokens" cascade;`);

    this.addSql(`alter table "profiles" drop constraint "profiles_language_check";`);
    this.addSql(`alter table "profiles" drop column "language";`);
  }

}
