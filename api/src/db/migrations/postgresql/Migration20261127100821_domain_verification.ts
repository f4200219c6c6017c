import { Migration } from '@mikro-orm/migrations';

export class Migration20261127100821_domain_verification extends Migration {

  override name = 'Migration20261127100821_domain_verification';

  override up(): void | Promise<void> {
    this.addSql(`alter table "organization_domains" add "verification_token" varchar(43) null, add "verified_at" timestamptz null, add "last_checked_at" timestamptz null, add "last_check_failure" varchar(40) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "organization_domains" drop column "verification_token", drop column "verified_at", drop column "last_checked_at", drop column "last_check_failure";`);
  }

}
