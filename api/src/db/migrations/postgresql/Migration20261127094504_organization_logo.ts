import { Migration } from '@mikro-orm/migrations';

export class Migration20261127094504_organization_logo extends Migration {

  override name = 'Migration20261127094504_organization_logo';

  override up(): void | Promise<void> {
    this.addSql(`alter table "organizations" add "logo_key" varchar(100) null, add "logo_content_type" varchar(20) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "organizations" drop column "logo_key", drop column "logo_content_type";`);
  }

}
