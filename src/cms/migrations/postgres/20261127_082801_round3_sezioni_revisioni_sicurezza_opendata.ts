// Round 3 (sections, review step, security, open data, editors' dates): one migration for the
// schema changes of the whole round, generated once after the branches were merged.
// Hand addition: the news' ordering date (News.dataOrdinamento, set on every save) is filled for the
// news already there: the shown update date, else the creation date.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_revisioni_azione" AS ENUM('inviata', 'pubblicata', 'rimandata');
  CREATE TABLE "announcements_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "_announcements_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "misuras_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"ente_beneficiarios_id" integer
  );
  
  CREATE TABLE "revisioni" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titolo" varchar,
  	"azione" "enum_revisioni_azione" NOT NULL,
  	"nota" varchar,
  	"autore_id" integer,
  	"autore_nome" varchar,
  	"aperta" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "revisioni_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"faqs_id" integer,
  	"news_id" integer,
  	"supportos_id" integer,
  	"resources_id" integer,
  	"datis_id" integer,
  	"guidelines_id" integer,
  	"updates_id" integer,
  	"announcements_id" integer
  );
  
  ALTER TABLE "pages_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "pages_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "creato_da" varchar;
  ALTER TABLE "pages" ADD COLUMN "modificato_da" varchar;
  ALTER TABLE "_pages_v_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "_pages_v_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_creato_da" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_modificato_da" varchar;
  ALTER TABLE "faqs_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "faqs_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "faqs" ADD COLUMN "creato_da" varchar;
  ALTER TABLE "faqs" ADD COLUMN "modificato_da" varchar;
  ALTER TABLE "_faqs_v_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "_faqs_v_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_creato_da" varchar;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_modificato_da" varchar;
  ALTER TABLE "news_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "news_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "news" ADD COLUMN "data_ordinamento" timestamp(3) with time zone;
  ALTER TABLE "news" ADD COLUMN "creato_da" varchar;
  ALTER TABLE "news" ADD COLUMN "modificato_da" varchar;
  ALTER TABLE "_news_v_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "_news_v_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_data_ordinamento" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_creato_da" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_modificato_da" varchar;
  ALTER TABLE "resources_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "resources_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "resources" ADD COLUMN "creato_da" varchar;
  ALTER TABLE "resources" ADD COLUMN "modificato_da" varchar;
  ALTER TABLE "_resources_v_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "_resources_v_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "_resources_v" ADD COLUMN "version_creato_da" varchar;
  ALTER TABLE "_resources_v" ADD COLUMN "version_modificato_da" varchar;
  ALTER TABLE "supportos_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "supportos_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "supportos" ADD COLUMN "creato_da" varchar;
  ALTER TABLE "supportos" ADD COLUMN "modificato_da" varchar;
  ALTER TABLE "_supportos_v_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "_supportos_v_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "_supportos_v" ADD COLUMN "version_creato_da" varchar;
  ALTER TABLE "_supportos_v" ADD COLUMN "version_modificato_da" varchar;
  ALTER TABLE "datis_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "datis_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "datis" ADD COLUMN "parole_chiave" varchar;
  ALTER TABLE "datis" ADD COLUMN "copertura_dal" timestamp(3) with time zone;
  ALTER TABLE "datis" ADD COLUMN "copertura_al" timestamp(3) with time zone;
  ALTER TABLE "datis" ADD COLUMN "creato_da" varchar;
  ALTER TABLE "datis" ADD COLUMN "modificato_da" varchar;
  ALTER TABLE "_datis_v_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "_datis_v_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "_datis_v" ADD COLUMN "version_parole_chiave" varchar;
  ALTER TABLE "_datis_v" ADD COLUMN "version_copertura_dal" timestamp(3) with time zone;
  ALTER TABLE "_datis_v" ADD COLUMN "version_copertura_al" timestamp(3) with time zone;
  ALTER TABLE "_datis_v" ADD COLUMN "version_creato_da" varchar;
  ALTER TABLE "_datis_v" ADD COLUMN "version_modificato_da" varchar;
  ALTER TABLE "guidelines" ADD COLUMN "creato_da" varchar;
  ALTER TABLE "guidelines" ADD COLUMN "modificato_da" varchar;
  ALTER TABLE "_guidelines_v" ADD COLUMN "version_creato_da" varchar;
  ALTER TABLE "_guidelines_v" ADD COLUMN "version_modificato_da" varchar;
  ALTER TABLE "updates" ADD COLUMN "creato_da" varchar;
  ALTER TABLE "updates" ADD COLUMN "modificato_da" varchar;
  ALTER TABLE "_updates_v" ADD COLUMN "version_creato_da" varchar;
  ALTER TABLE "_updates_v" ADD COLUMN "version_modificato_da" varchar;
  ALTER TABLE "announcements" ADD COLUMN "misura_id" integer;
  ALTER TABLE "announcements" ADD COLUMN "descrizione" varchar;
  ALTER TABLE "announcements" ADD COLUMN "creato_da" varchar;
  ALTER TABLE "announcements" ADD COLUMN "modificato_da" varchar;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_misura_id" integer;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_descrizione" varchar;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_creato_da" varchar;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_modificato_da" varchar;
  ALTER TABLE "ente_beneficiarios" ADD COLUMN "descrizione" varchar;
  ALTER TABLE "misuras" ADD COLUMN "descrizione" varchar;
  ALTER TABLE "misuras" ADD COLUMN "risorse_in_euro" numeric;
  ALTER TABLE "misuras" ADD COLUMN "platea_potenziale" varchar;
  ALTER TABLE "misuras" ADD COLUMN "aggiornamenti" varchar;
  ALTER TABLE "misuras" ADD COLUMN "ente_promotore_id" integer;
  ALTER TABLE "territory_requests" ADD COLUMN "chiave_invio" varchar;
  ALTER TABLE "support_requests" ADD COLUMN "chiave_invio" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "revisioni_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "owner_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "owner_fiscal_code" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "owner_pec" varchar;
  ALTER TABLE "announcements_rels" ADD CONSTRAINT "announcements_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "announcements_rels" ADD CONSTRAINT "announcements_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_announcements_v_rels" ADD CONSTRAINT "_announcements_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_announcements_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_announcements_v_rels" ADD CONSTRAINT "_announcements_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "misuras_rels" ADD CONSTRAINT "misuras_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."misuras"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "misuras_rels" ADD CONSTRAINT "misuras_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "revisioni" ADD CONSTRAINT "revisioni_autore_id_users_id_fk" FOREIGN KEY ("autore_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "revisioni_rels" ADD CONSTRAINT "revisioni_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."revisioni"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "revisioni_rels" ADD CONSTRAINT "revisioni_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "revisioni_rels" ADD CONSTRAINT "revisioni_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "revisioni_rels" ADD CONSTRAINT "revisioni_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "revisioni_rels" ADD CONSTRAINT "revisioni_rels_supportos_fk" FOREIGN KEY ("supportos_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "revisioni_rels" ADD CONSTRAINT "revisioni_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "revisioni_rels" ADD CONSTRAINT "revisioni_rels_datis_fk" FOREIGN KEY ("datis_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "revisioni_rels" ADD CONSTRAINT "revisioni_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "revisioni_rels" ADD CONSTRAINT "revisioni_rels_updates_fk" FOREIGN KEY ("updates_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "revisioni_rels" ADD CONSTRAINT "revisioni_rels_announcements_fk" FOREIGN KEY ("announcements_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "announcements_rels_order_idx" ON "announcements_rels" USING btree ("order");
  CREATE INDEX "announcements_rels_parent_idx" ON "announcements_rels" USING btree ("parent_id");
  CREATE INDEX "announcements_rels_path_idx" ON "announcements_rels" USING btree ("path");
  CREATE INDEX "announcements_rels_documents_id_idx" ON "announcements_rels" USING btree ("documents_id");
  CREATE INDEX "_announcements_v_rels_order_idx" ON "_announcements_v_rels" USING btree ("order");
  CREATE INDEX "_announcements_v_rels_parent_idx" ON "_announcements_v_rels" USING btree ("parent_id");
  CREATE INDEX "_announcements_v_rels_path_idx" ON "_announcements_v_rels" USING btree ("path");
  CREATE INDEX "_announcements_v_rels_documents_id_idx" ON "_announcements_v_rels" USING btree ("documents_id");
  CREATE INDEX "misuras_rels_order_idx" ON "misuras_rels" USING btree ("order");
  CREATE INDEX "misuras_rels_parent_idx" ON "misuras_rels" USING btree ("parent_id");
  CREATE INDEX "misuras_rels_path_idx" ON "misuras_rels" USING btree ("path");
  CREATE INDEX "misuras_rels_ente_beneficiarios_id_idx" ON "misuras_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "revisioni_autore_idx" ON "revisioni" USING btree ("autore_id");
  CREATE INDEX "revisioni_aperta_idx" ON "revisioni" USING btree ("aperta");
  CREATE INDEX "revisioni_updated_at_idx" ON "revisioni" USING btree ("updated_at");
  CREATE INDEX "revisioni_created_at_idx" ON "revisioni" USING btree ("created_at");
  CREATE INDEX "revisioni_rels_order_idx" ON "revisioni_rels" USING btree ("order");
  CREATE INDEX "revisioni_rels_parent_idx" ON "revisioni_rels" USING btree ("parent_id");
  CREATE INDEX "revisioni_rels_path_idx" ON "revisioni_rels" USING btree ("path");
  CREATE INDEX "revisioni_rels_pages_id_idx" ON "revisioni_rels" USING btree ("pages_id");
  CREATE INDEX "revisioni_rels_faqs_id_idx" ON "revisioni_rels" USING btree ("faqs_id");
  CREATE INDEX "revisioni_rels_news_id_idx" ON "revisioni_rels" USING btree ("news_id");
  CREATE INDEX "revisioni_rels_supportos_id_idx" ON "revisioni_rels" USING btree ("supportos_id");
  CREATE INDEX "revisioni_rels_resources_id_idx" ON "revisioni_rels" USING btree ("resources_id");
  CREATE INDEX "revisioni_rels_datis_id_idx" ON "revisioni_rels" USING btree ("datis_id");
  CREATE INDEX "revisioni_rels_guidelines_id_idx" ON "revisioni_rels" USING btree ("guidelines_id");
  CREATE INDEX "revisioni_rels_updates_id_idx" ON "revisioni_rels" USING btree ("updates_id");
  CREATE INDEX "revisioni_rels_announcements_id_idx" ON "revisioni_rels" USING btree ("announcements_id");
  ALTER TABLE "announcements" ADD CONSTRAINT "announcements_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_announcements_v" ADD CONSTRAINT "_announcements_v_version_misura_id_misuras_id_fk" FOREIGN KEY ("version_misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "misuras" ADD CONSTRAINT "misuras_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_revisioni_fk" FOREIGN KEY ("revisioni_id") REFERENCES "public"."revisioni"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_data_ordinamento_idx" ON "news" USING btree ("data_ordinamento");
  CREATE INDEX "_news_v_version_version_data_ordinamento_idx" ON "_news_v" USING btree ("version_data_ordinamento");
  CREATE INDEX "announcements_misura_idx" ON "announcements" USING btree ("misura_id");
  CREATE INDEX "_announcements_v_version_version_misura_idx" ON "_announcements_v" USING btree ("version_misura_id");
  CREATE INDEX "misuras_ente_promotore_idx" ON "misuras" USING btree ("ente_promotore_id");
  CREATE UNIQUE INDEX "territory_requests_chiave_invio_idx" ON "territory_requests" USING btree ("chiave_invio");
  CREATE UNIQUE INDEX "support_requests_chiave_invio_idx" ON "support_requests" USING btree ("chiave_invio");
  CREATE INDEX "payload_locked_documents_rels_revisioni_id_idx" ON "payload_locked_documents_rels" USING btree ("revisioni_id");
  UPDATE "news" SET "data_ordinamento" = COALESCE("custom_update_date", "created_at");
  UPDATE "_news_v" SET "version_data_ordinamento" = COALESCE("version_custom_update_date", "version_created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "announcements_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_announcements_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "misuras_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "revisioni" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "revisioni_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "announcements_rels" CASCADE;
  DROP TABLE "_announcements_v_rels" CASCADE;
  DROP TABLE "misuras_rels" CASCADE;
  DROP TABLE "revisioni" CASCADE;
  DROP TABLE "revisioni_rels" CASCADE;
  ALTER TABLE "announcements" DROP CONSTRAINT "announcements_misura_id_misuras_id_fk";
  
  ALTER TABLE "_announcements_v" DROP CONSTRAINT "_announcements_v_version_misura_id_misuras_id_fk";
  
  ALTER TABLE "misuras" DROP CONSTRAINT "misuras_ente_promotore_id_ente_promotores_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_revisioni_fk";
  
  DROP INDEX "news_data_ordinamento_idx";
  DROP INDEX "_news_v_version_version_data_ordinamento_idx";
  DROP INDEX "announcements_misura_idx";
  DROP INDEX "_announcements_v_version_version_misura_idx";
  DROP INDEX "misuras_ente_promotore_idx";
  DROP INDEX "territory_requests_chiave_invio_idx";
  DROP INDEX "support_requests_chiave_invio_idx";
  DROP INDEX "payload_locked_documents_rels_revisioni_id_idx";
  ALTER TABLE "pages_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "pages_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "pages" DROP COLUMN "creato_da";
  ALTER TABLE "pages" DROP COLUMN "modificato_da";
  ALTER TABLE "_pages_v_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "_pages_v_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "_pages_v" DROP COLUMN "version_creato_da";
  ALTER TABLE "_pages_v" DROP COLUMN "version_modificato_da";
  ALTER TABLE "faqs_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "faqs_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "faqs" DROP COLUMN "creato_da";
  ALTER TABLE "faqs" DROP COLUMN "modificato_da";
  ALTER TABLE "_faqs_v_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "_faqs_v_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_creato_da";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_modificato_da";
  ALTER TABLE "news_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "news_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "news" DROP COLUMN "data_ordinamento";
  ALTER TABLE "news" DROP COLUMN "creato_da";
  ALTER TABLE "news" DROP COLUMN "modificato_da";
  ALTER TABLE "_news_v_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "_news_v_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "_news_v" DROP COLUMN "version_data_ordinamento";
  ALTER TABLE "_news_v" DROP COLUMN "version_creato_da";
  ALTER TABLE "_news_v" DROP COLUMN "version_modificato_da";
  ALTER TABLE "resources_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "resources_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "resources" DROP COLUMN "creato_da";
  ALTER TABLE "resources" DROP COLUMN "modificato_da";
  ALTER TABLE "_resources_v_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "_resources_v_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "_resources_v" DROP COLUMN "version_creato_da";
  ALTER TABLE "_resources_v" DROP COLUMN "version_modificato_da";
  ALTER TABLE "supportos_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "supportos_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "supportos" DROP COLUMN "creato_da";
  ALTER TABLE "supportos" DROP COLUMN "modificato_da";
  ALTER TABLE "_supportos_v_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "_supportos_v_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "_supportos_v" DROP COLUMN "version_creato_da";
  ALTER TABLE "_supportos_v" DROP COLUMN "version_modificato_da";
  ALTER TABLE "datis_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "datis_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "datis" DROP COLUMN "parole_chiave";
  ALTER TABLE "datis" DROP COLUMN "copertura_dal";
  ALTER TABLE "datis" DROP COLUMN "copertura_al";
  ALTER TABLE "datis" DROP COLUMN "creato_da";
  ALTER TABLE "datis" DROP COLUMN "modificato_da";
  ALTER TABLE "_datis_v_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "_datis_v_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "_datis_v" DROP COLUMN "version_parole_chiave";
  ALTER TABLE "_datis_v" DROP COLUMN "version_copertura_dal";
  ALTER TABLE "_datis_v" DROP COLUMN "version_copertura_al";
  ALTER TABLE "_datis_v" DROP COLUMN "version_creato_da";
  ALTER TABLE "_datis_v" DROP COLUMN "version_modificato_da";
  ALTER TABLE "guidelines" DROP COLUMN "creato_da";
  ALTER TABLE "guidelines" DROP COLUMN "modificato_da";
  ALTER TABLE "_guidelines_v" DROP COLUMN "version_creato_da";
  ALTER TABLE "_guidelines_v" DROP COLUMN "version_modificato_da";
  ALTER TABLE "updates" DROP COLUMN "creato_da";
  ALTER TABLE "updates" DROP COLUMN "modificato_da";
  ALTER TABLE "_updates_v" DROP COLUMN "version_creato_da";
  ALTER TABLE "_updates_v" DROP COLUMN "version_modificato_da";
  ALTER TABLE "announcements" DROP COLUMN "misura_id";
  ALTER TABLE "announcements" DROP COLUMN "descrizione";
  ALTER TABLE "announcements" DROP COLUMN "creato_da";
  ALTER TABLE "announcements" DROP COLUMN "modificato_da";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_misura_id";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_descrizione";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_creato_da";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_modificato_da";
  ALTER TABLE "ente_beneficiarios" DROP COLUMN "descrizione";
  ALTER TABLE "misuras" DROP COLUMN "descrizione";
  ALTER TABLE "misuras" DROP COLUMN "risorse_in_euro";
  ALTER TABLE "misuras" DROP COLUMN "platea_potenziale";
  ALTER TABLE "misuras" DROP COLUMN "aggiornamenti";
  ALTER TABLE "misuras" DROP COLUMN "ente_promotore_id";
  ALTER TABLE "territory_requests" DROP COLUMN "chiave_invio";
  ALTER TABLE "support_requests" DROP COLUMN "chiave_invio";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "revisioni_id";
  ALTER TABLE "site_settings" DROP COLUMN "owner_address";
  ALTER TABLE "site_settings" DROP COLUMN "owner_fiscal_code";
  ALTER TABLE "site_settings" DROP COLUMN "owner_pec";
  DROP TYPE "public"."enum_revisioni_azione";`)
}
