import { Migration } from '@mikro-orm/migrations';

export class Migration20261124032911_sign_up_attempt_mails extends Migration {

  override name = 'Migration20261124032911_sign_up_attempt_mails';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_messages" drop constraint "mail_messages_purpose_check";`);
    this.addSql(`alter table "mail_messages" add constraint "mail_messages_purpose_check" check ("purpose" in ('email_verification', 'password_reset', 'sign_in_notice', 'account_locked', 'sign_up_attempt'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mail_messages" drop constraint "mail_messages_purpose_check";`);
    this.addSql(`alter table "mail_messages" add constraint "mail_messages_purpose_check" check ("purpose" in ('email_verification', 'password_reset', 'sign_in_notice', 'account_locked'));`);
  }

}
