import { Migration } from '@mikro-orm/migrations';

export class Migration20261123072757_white_label_request_handling extends Migration {

  override name = 'Migration20261123072757_white_label_request_handling';

  override up(): void | Promise<void> {
    this.addSql(`alter table "white_label_requests" add "note" varchar(2000) null, add "handled_at" timestamptz null, add "handled_by_id" uuid null;`);
    this.addSql(`alter table "white_label_requests" add constraint "white_label_requests_handled_by_id_foreign" foreign key ("handled_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`create index "white_label_requests_handled_by_id_index" on "white_label_requests" ("handled_by_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "white_label_requests" drop constraint "white_label_requests_handled_by_id_foreign";`);

    this.addSql(`drop index "white_label_requests_handled_by_id_index";`);
    this.addSql(`alter table "white_label_requests" drop column "note", drop column "handled_at", drop column "handled_by_id";`);
  }

}
