import { Migration } from '@mikro-orm/migrations';

export class Migration20261123035419_white_label_requests extends Migration {

  override name = 'Migration20261123035419_white_label_requests';

  override up(): void | Promise<void> {
    this.addSql(`create table "white_label_requests" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "company_name" varchar(200) not null, "contact_name" varchar(200) not null, "email" varchar(320) not null, "phone" varchar(40) null, "website" varchar(500) null, "expected_traders" text not null, "message" text null, "status" text not null default 'new', primary key ("id"));`);
    this.addSql(`create index "white_label_requests_status_index" on "white_label_requests" ("status");`);

    this.addSql(`alter table "white_label_requests" add constraint "white_label_requests_expected_traders_check" check ("expected_traders" in ('under_100', '100_1000', '1000_10000', 'over_10000'));`);
    this.addSql(`alter table "white_label_requests" add constraint "white_label_requests_status_check" check ("status" in ('new', 'contacted', 'closed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "white_label_requests" cascade;`);
  }

}
