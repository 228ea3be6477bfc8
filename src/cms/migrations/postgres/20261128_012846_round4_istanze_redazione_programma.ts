import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscriptions_avvisi_per" AS ENUM('comuni', 'scuole', 'asl-e-aziende-ospedaliere', 'regioni-e-province-autonome', 'universita', 'enti-pubblici-non-economici', 'citta-metropolitane', 'province');
  CREATE TYPE "public"."enum_newsletter_issues_status" AS ENUM('bozza', 'in-coda', 'in-invio', 'inviata');
  CREATE TYPE "public"."enum_newsletter_deliveries_status" AS ENUM('in-attesa', 'in-invio', 'inviata', 'non-consegnata', 'saltata');
  ALTER TYPE "public"."enum_newsletter_subscriptions_status" ADD VALUE 'suppressed';
  ALTER TYPE "public"."enum_revisioni_azione" ADD VALUE 'programmata';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendNewsletterIssue' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alertOpenedAvviso' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendNewsletterIssue' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alertOpenedAvviso' BEFORE 'createCollectionExport';
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
  
  CREATE TABLE "newsletter_issues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"intro" varchar,
  	"closing" varchar,
  	"status" "enum_newsletter_issues_status" DEFAULT 'bozza' NOT NULL,
  	"queued_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"inviate" numeric,
  	"non_consegnate" numeric,
  	"saltate" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_issues_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"announcements_id" integer
  );
  
  CREATE TABLE "newsletter_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"issue_id" integer NOT NULL,
  	"subscription_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_newsletter_deliveries_status" DEFAULT 'in-attesa' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"message_id" varchar,
  	"error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "nome_struttura" DROP NOT NULL;
  ALTER TABLE "announcements" ADD COLUMN "risorse_in_euro" numeric;
  ALTER TABLE "announcements" ADD COLUMN "regola_importo" varchar;
  ALTER TABLE "announcements" ADD COLUMN "testo_avviso_id" integer;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_risorse_in_euro" numeric;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_regola_importo" varchar;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_testo_avviso_id" integer;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "avvisi_per" "enum_newsletter_subscriptions_avvisi_per";
  ALTER TABLE "once_keys" ADD COLUMN "holder" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "owner" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "lease_until" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_issues_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_deliveries_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "apply_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "contact_email" varchar;
  ALTER TABLE "announcements_importi" ADD CONSTRAINT "announcements_importi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_announcements_v_version_importi" ADD CONSTRAINT "_announcements_v_version_importi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_announcements_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_issues_rels" ADD CONSTRAINT "newsletter_issues_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_issues_rels" ADD CONSTRAINT "newsletter_issues_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_issues_rels" ADD CONSTRAINT "newsletter_issues_rels_announcements_fk" FOREIGN KEY ("announcements_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "announcements_importi_order_idx" ON "announcements_importi" USING btree ("_order");
  CREATE INDEX "announcements_importi_parent_id_idx" ON "announcements_importi" USING btree ("_parent_id");
  CREATE INDEX "_announcements_v_version_importi_order_idx" ON "_announcements_v_version_importi" USING btree ("_order");
  CREATE INDEX "_announcements_v_version_importi_parent_id_idx" ON "_announcements_v_version_importi" USING btree ("_parent_id");
  CREATE INDEX "newsletter_issues_status_idx" ON "newsletter_issues" USING btree ("status");
  CREATE INDEX "newsletter_issues_updated_at_idx" ON "newsletter_issues" USING btree ("updated_at");
  CREATE INDEX "newsletter_issues_created_at_idx" ON "newsletter_issues" USING btree ("created_at");
  CREATE INDEX "newsletter_issues_rels_order_idx" ON "newsletter_issues_rels" USING btree ("order");
  CREATE INDEX "newsletter_issues_rels_parent_idx" ON "newsletter_issues_rels" USING btree ("parent_id");
  CREATE INDEX "newsletter_issues_rels_path_idx" ON "newsletter_issues_rels" USING btree ("path");
  CREATE INDEX "newsletter_issues_rels_news_id_idx" ON "newsletter_issues_rels" USING btree ("news_id");
  CREATE INDEX "newsletter_issues_rels_announcements_id_idx" ON "newsletter_issues_rels" USING btree ("announcements_id");
  CREATE UNIQUE INDEX "newsletter_deliveries_key_idx" ON "newsletter_deliveries" USING btree ("key");
  CREATE INDEX "newsletter_deliveries_issue_idx" ON "newsletter_deliveries" USING btree ("issue_id");
  CREATE INDEX "newsletter_deliveries_subscription_idx" ON "newsletter_deliveries" USING btree ("subscription_id");
  CREATE INDEX "newsletter_deliveries_status_idx" ON "newsletter_deliveries" USING btree ("status");
  CREATE INDEX "newsletter_deliveries_updated_at_idx" ON "newsletter_deliveries" USING btree ("updated_at");
  CREATE INDEX "newsletter_deliveries_created_at_idx" ON "newsletter_deliveries" USING btree ("created_at");
  ALTER TABLE "announcements" ADD CONSTRAINT "announcements_testo_avviso_id_documents_id_fk" FOREIGN KEY ("testo_avviso_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_announcements_v" ADD CONSTRAINT "_announcements_v_version_testo_avviso_id_documents_id_fk" FOREIGN KEY ("version_testo_avviso_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk" FOREIGN KEY ("newsletter_issues_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_deliveries_fk" FOREIGN KEY ("newsletter_deliveries_id") REFERENCES "public"."newsletter_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "announcements_testo_avviso_idx" ON "announcements" USING btree ("testo_avviso_id");
  CREATE INDEX "_announcements_v_version_version_testo_avviso_idx" ON "_announcements_v" USING btree ("version_testo_avviso_id");
  CREATE INDEX "newsletter_subscriptions_avvisi_per_idx" ON "newsletter_subscriptions" USING btree ("avvisi_per");
  CREATE INDEX "payload_jobs_owner_idx" ON "payload_jobs" USING btree ("owner");
  CREATE INDEX "payload_locked_documents_rels_newsletter_issues_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_issues_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "announcements_importi" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_announcements_v_version_importi" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_issues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_issues_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "announcements_importi" CASCADE;
  DROP TABLE "_announcements_v_version_importi" CASCADE;
  DROP TABLE "newsletter_issues" CASCADE;
  DROP TABLE "newsletter_issues_rels" CASCADE;
  DROP TABLE "newsletter_deliveries" CASCADE;
  ALTER TABLE "announcements" DROP CONSTRAINT "announcements_testo_avviso_id_documents_id_fk";
  
  ALTER TABLE "_announcements_v" DROP CONSTRAINT "_announcements_v_version_testo_avviso_id_documents_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_deliveries_fk";
  
  ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_newsletter_subscriptions_status";
  CREATE TYPE "public"."enum_newsletter_subscriptions_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_newsletter_subscriptions_status";
  ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "status" SET DATA TYPE "public"."enum_newsletter_subscriptions_status" USING "status"::"public"."enum_newsletter_subscriptions_status";
  ALTER TABLE "revisioni" ALTER COLUMN "azione" SET DATA TYPE text;
  DROP TYPE "public"."enum_revisioni_azione";
  CREATE TYPE "public"."enum_revisioni_azione" AS ENUM('inviata', 'pubblicata', 'rimandata');
  ALTER TABLE "revisioni" ALTER COLUMN "azione" SET DATA TYPE "public"."enum_revisioni_azione" USING "azione"::"public"."enum_revisioni_azione";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardSupportRequest', 'syncOpenData', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardSupportRequest', 'syncOpenData', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "announcements_testo_avviso_idx";
  DROP INDEX "_announcements_v_version_version_testo_avviso_idx";
  DROP INDEX "newsletter_subscriptions_avvisi_per_idx";
  DROP INDEX "payload_jobs_owner_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_issues_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_deliveries_id_idx";
  ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "nome_struttura" SET NOT NULL;
  ALTER TABLE "announcements" DROP COLUMN "risorse_in_euro";
  ALTER TABLE "announcements" DROP COLUMN "regola_importo";
  ALTER TABLE "announcements" DROP COLUMN "testo_avviso_id";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_risorse_in_euro";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_regola_importo";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_testo_avviso_id";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "avvisi_per";
  ALTER TABLE "once_keys" DROP COLUMN "holder";
  ALTER TABLE "payload_jobs" DROP COLUMN "owner";
  ALTER TABLE "payload_jobs" DROP COLUMN "lease_until";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_issues_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_deliveries_id";
  ALTER TABLE "site_settings" DROP COLUMN "apply_url";
  ALTER TABLE "site_settings" DROP COLUMN "contact_email";
  DROP TYPE "public"."enum_newsletter_subscriptions_avvisi_per";
  DROP TYPE "public"."enum_newsletter_issues_status";
  DROP TYPE "public"."enum_newsletter_deliveries_status";`)
}
