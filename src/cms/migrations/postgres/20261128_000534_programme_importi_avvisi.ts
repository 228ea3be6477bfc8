import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "announcements_importi" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"beneficiario" varchar,
  	"popolazione_da" numeric,
  	"popolazione_a" numeric,
  	"importo_in_euro" numeric,
  	"nota" varchar
  );
  
  CREATE TABLE "_announcements_v_version_importi" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"beneficiario" varchar,
  	"popolazione_da" numeric,
  	"popolazione_a" numeric,
  	"importo_in_euro" numeric,
  	"nota" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "announcements" ADD COLUMN "risorse_in_euro" numeric;
  ALTER TABLE "announcements" ADD COLUMN "regola_importo" varchar;
  ALTER TABLE "announcements" ADD COLUMN "testo_avviso_id" integer;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_risorse_in_euro" numeric;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_regola_importo" varchar;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_testo_avviso_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "apply_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "contact_email" varchar;
  ALTER TABLE "announcements_importi" ADD CONSTRAINT "announcements_importi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_announcements_v_version_importi" ADD CONSTRAINT "_announcements_v_version_importi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_announcements_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "announcements_importi_order_idx" ON "announcements_importi" USING btree ("_order");
  CREATE INDEX "announcements_importi_parent_id_idx" ON "announcements_importi" USING btree ("_parent_id");
  CREATE INDEX "_announcements_v_version_importi_order_idx" ON "_announcements_v_version_importi" USING btree ("_order");
  CREATE INDEX "_announcements_v_version_importi_parent_id_idx" ON "_announcements_v_version_importi" USING btree ("_parent_id");
  ALTER TABLE "announcements" ADD CONSTRAINT "announcements_testo_avviso_id_documents_id_fk" FOREIGN KEY ("testo_avviso_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_announcements_v" ADD CONSTRAINT "_announcements_v_version_testo_avviso_id_documents_id_fk" FOREIGN KEY ("version_testo_avviso_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "announcements_testo_avviso_idx" ON "announcements" USING btree ("testo_avviso_id");
  CREATE INDEX "_announcements_v_version_version_testo_avviso_idx" ON "_announcements_v" USING btree ("version_testo_avviso_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "announcements_importi" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_announcements_v_version_importi" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "announcements_importi" CASCADE;
  DROP TABLE "_announcements_v_version_importi" CASCADE;
  ALTER TABLE "announcements" DROP CONSTRAINT "announcements_testo_avviso_id_documents_id_fk";
  
  ALTER TABLE "_announcements_v" DROP CONSTRAINT "_announcements_v_version_testo_avviso_id_documents_id_fk";
  
  DROP INDEX "announcements_testo_avviso_idx";
  DROP INDEX "_announcements_v_version_version_testo_avviso_idx";
  ALTER TABLE "announcements" DROP COLUMN "risorse_in_euro";
  ALTER TABLE "announcements" DROP COLUMN "regola_importo";
  ALTER TABLE "announcements" DROP COLUMN "testo_avviso_id";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_risorse_in_euro";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_regola_importo";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_testo_avviso_id";
  ALTER TABLE "site_settings" DROP COLUMN "apply_url";
  ALTER TABLE "site_settings" DROP COLUMN "contact_email";`)
}
