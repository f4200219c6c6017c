import { Migration } from '@mikro-orm/migrations';

export class Migration20261127102225_white_label_provisioning extends Migration {

  override name = 'Migration20261127102225_white_label_provisioning';

  override up(): void | Promise<void> {
    this.addSql(`alter table "white_label_requests" add "organization_id" uuid null;`);
    this.addSql(`alter table "white_label_requests" add constraint "white_label_requests_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete set null;`);
    this.addSql(`create index "white_label_requests_organization_id_index" on "white_label_requests" ("organization_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "white_label_requests" drop constraint "white_label_requests_organization_id_foreign";`);

    this.addSql(`drop index "white_label_requests_organization_id_index";`);
    this.addSql(`alter table "white_label_requests" drop column "organization_id";`);
  }

}
