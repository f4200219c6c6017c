import { Migration } from '@mikro-orm/migrations';

export class Migration20261127035009_organization_profile extends Migration {

  override name = 'Migration20261127035009_organization_profile';

  override up(): void | Promise<void> {
    this.addSql(`alter table "organizations" add "legal_name" varchar(200) null, add "registered_address" varchar(500) null, add "support_email" varchar(254) null, add "support_phone" varchar(32) null, add "support_hours" varchar(200) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "organizations" drop column "legal_name", drop column "registered_address", drop column "support_email", drop column "support_phone", drop column "support_hours";`);
  }

}
