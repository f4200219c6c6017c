import { Migration } from '@mikro-orm/migrations';

export class Migration20261127010634_identity_documents extends Migration {

  override name = 'Migration20261127010634_identity_documents';

  override up(): void | Promise<void> {
    this.addSql(`create table "identity_documents" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "verification_id" uuid not null, "kind" text not null, "content_type" text not null, "size_bytes" int not null, "storage_key" varchar(200) not null, primary key ("id"));`);
    this.addSql(`alter table "identity_documents" add constraint "identity_documents_verification_id_kind_unique" unique ("verification_id", "kind");`);

    this.addSql(`alter table "identity_documents" add constraint "identity_documents_verification_id_foreign" foreign key ("verification_id") references "identity_verifications" ("id") on delete cascade;`);
    this.addSql(`alter table "identity_documents" add constraint "identity_documents_kind_check" check ("kind" in ('id_front', 'id_back', 'proof_of_residence'));`);
    this.addSql(`alter table "identity_documents" add constraint "identity_documents_content_type_check" check ("content_type" in ('application/pdf', 'image/jpeg', 'image/png'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "identity_documents" cascade;`);
  }

}
