import { Migration } from '@mikro-orm/migrations';

export class Migration20261122032157_initial extends Migration {

  override name = 'Migration20261122032157_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "organizations" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "slug" varchar(63) not null, "name" varchar(200) not null, "status" text not null default 'active', "primary_color" varchar(7) not null default '#2563eb', "secondary_color" varchar(7) not null default '#0f172a', "accent_color" varchar(7) not null default '#f59e0b', "background_color" varchar(7) not null default '#f8fafc', "text_color" varchar(7) not null default '#0f172a', "font_family" varchar(200) null, "logo_url" varchar(2048) null, "custom_css" text null, primary key ("id"));`);
    this.addSql(`alter table "organizations" add constraint "organizations_slug_unique" unique ("slug");`);

    this.addSql(`create table "users" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "email" varchar(320) not null, "password_hash" varchar(255) null, "email_verified_at" timestamptz null, "phone" varchar(32) null, "disabled_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`create table "profiles" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "role" text not null default 'client', "organization_id" uuid null, "client_organization_slug" varchar(63) null, "portal_type" text null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(320) not null, "country" varchar(2) null, "phone" varchar(32) null, primary key ("id"));`);
    this.addSql(`alter table "profiles" add constraint "profiles_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "profiles_organization_id_index" on "profiles" ("organization_id");`);

    this.addSql(`alter table "organizations" add constraint "organizations_status_check" check ("status" in ('active', 'pending', 'suspended'));`);

    this.addSql(`alter table "profiles" add constraint "profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "profiles" add constraint "profiles_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete set null;`);
    this.addSql(`alter table "profiles" add constraint "profiles_role_check" check ("role" in ('admin', 'manager', 'client', 'agent'));`);
    this.addSql(`alter table "profiles" add constraint "profiles_portal_type_check" check ("portal_type" in ('organization', 'client'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "profiles" drop constraint "profiles_organization_id_foreign";`);
    this.addSql(`alter table "profiles" drop constraint "profiles_user_id_foreign";`);

    this.addSql(`drop table if exists "organizations" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "profiles" cascade;`);
  }

}
