import { Migration } from '@mikro-orm/migrations';

export class Migration20261127032326_members_and_invitations extends Migration {

  override name = 'Migration20261127032326_members_and_invitations';

  override up(): void | Promise<void> {
    this.addSql(`create table "organization_invitations" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "email" varchar(320) not null, "role" text not null, "token_hash" varchar(64) not null, "sent_at" timestamptz not null, "expires_at" timestamptz not null, "invited_by_id" uuid null, "accepted_at" timestamptz null, "accepted_by_id" uuid null, "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "organization_invitations" add constraint "organization_invitations_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "organization_invitations_organization_id_created_at_index" on "organization_invitations" ("organization_id", "created_at");`);
    this.addSql(`create index "organization_invitations_organization_id_email_index" on "organization_invitations" ("organization_id", "email");`);

    this.addSql(`alter table "mail_messages" drop constraint "mail_messages_purpose_check";`);
    this.addSql(`alter table "mail_messages" add constraint "mail_messages_purpose_check" check ("purpose" in ('email_verification', 'password_reset', 'sign_in_notice', 'account_locked', 'sign_up_attempt', 'notification', 'organization_invitation'));`);

    this.addSql(`alter table "organization_invitations" add constraint "organization_invitations_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "organization_invitations" add constraint "organization_invitations_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "organization_invitations" add constraint "organization_invitations_accepted_by_id_foreign" foreign key ("accepted_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "organization_invitations" add constraint "organization_invitations_role_check" check ("role" in ('owner', 'admin', 'manager', 'agent'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "organization_invitations" cascade;`);

    this.addSql(`alter table "mail_messages" drop constraint "mail_messages_purpose_check";`);
    this.addSql(`alter table "mail_messages" add constraint "mail_messages_purpose_check" check ("purpose" in ('email_verification', 'password_reset', 'sign_in_notice', 'account_locked', 'sign_up_attempt', 'notification'));`);
  }

}
