import { Migration } from '@mikro-orm/migrations';

export class Migration20261127025403_certificate_revocation_reason extends Migration {

  override name = 'Migration20261127025403_certificate_revocation_reason';

  override up(): void | Promise<void> {
    this.addSql(`alter table "certificates" add "revocation_reason" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "certificates" drop column "revocation_reason";`);
  }

}
