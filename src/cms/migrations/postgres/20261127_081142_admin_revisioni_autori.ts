import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_revisioni_azione" AS ENUM('inviata', 'pubblicata', 'rimandata');
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
  
  ALTER TABLE "pages" ADD COLUMN "creato_da" varchar;
  ALTER TABLE "pages" ADD COLUMN "modificato_da" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_creato_da" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_modificato_da" varchar;
  ALTER TABLE "faqs" ADD COLUMN "creato_da" varchar;
  ALTER TABLE "faqs" ADD COLUMN "modificato_da" varchar;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_creato_da" varchar;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_modificato_da" varchar;
  ALTER TABLE "news" ADD COLUMN "creato_da" varchar;
  ALTER TABLE "news" ADD COLUMN "modificato_da" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_creato_da" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_modificato_da" varchar;
  ALTER TABLE "resources" ADD COLUMN "creato_da" varchar;
  ALTER TABLE "resources" ADD COLUMN "modificato_da" varchar;
  ALTER TABLE "_resources_v" ADD COLUMN "version_creato_da" varchar;
  ALTER TABLE "_resources_v" ADD COLUMN "version_modificato_da" varchar;
  ALTER TABLE "supportos" ADD COLUMN "creato_da" varchar;
  ALTER TABLE "supportos" ADD COLUMN "modificato_da" varchar;
  ALTER TABLE "_supportos_v" ADD COLUMN "version_creato_da" varchar;
  ALTER TABLE "_supportos_v" ADD COLUMN "version_modificato_da" varchar;
  ALTER TABLE "datis" ADD COLUMN "creato_da" varchar;
  ALTER TABLE "datis" ADD COLUMN "modificato_da" varchar;
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
  ALTER TABLE "announcements" ADD COLUMN "creato_da" varchar;
  ALTER TABLE "announcements" ADD COLUMN "modificato_da" varchar;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_creato_da" varchar;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_modificato_da" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "revisioni_id" integer;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_revisioni_fk" FOREIGN KEY ("revisioni_id") REFERENCES "public"."revisioni"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_revisioni_id_idx" ON "payload_locked_documents_rels" USING btree ("revisioni_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "revisioni" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "revisioni_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "revisioni" CASCADE;
  DROP TABLE "revisioni_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_revisioni_fk";
  
  DROP INDEX "payload_locked_documents_rels_revisioni_id_idx";
  ALTER TABLE "pages" DROP COLUMN "creato_da";
  ALTER TABLE "pages" DROP COLUMN "modificato_da";
  ALTER TABLE "_pages_v" DROP COLUMN "version_creato_da";
  ALTER TABLE "_pages_v" DROP COLUMN "version_modificato_da";
  ALTER TABLE "faqs" DROP COLUMN "creato_da";
  ALTER TABLE "faqs" DROP COLUMN "modificato_da";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_creato_da";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_modificato_da";
  ALTER TABLE "news" DROP COLUMN "creato_da";
  ALTER TABLE "news" DROP COLUMN "modificato_da";
  ALTER TABLE "_news_v" DROP COLUMN "version_creato_da";
  ALTER TABLE "_news_v" DROP COLUMN "version_modificato_da";
  ALTER TABLE "resources" DROP COLUMN "creato_da";
  ALTER TABLE "resources" DROP COLUMN "modificato_da";
  ALTER TABLE "_resources_v" DROP COLUMN "version_creato_da";
  ALTER TABLE "_resources_v" DROP COLUMN "version_modificato_da";
  ALTER TABLE "supportos" DROP COLUMN "creato_da";
  ALTER TABLE "supportos" DROP COLUMN "modificato_da";
  ALTER TABLE "_supportos_v" DROP COLUMN "version_creato_da";
  ALTER TABLE "_supportos_v" DROP COLUMN "version_modificato_da";
  ALTER TABLE "datis" DROP COLUMN "creato_da";
  ALTER TABLE "datis" DROP COLUMN "modificato_da";
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
  ALTER TABLE "announcements" DROP COLUMN "creato_da";
  ALTER TABLE "announcements" DROP COLUMN "modificato_da";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_creato_da";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_modificato_da";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "revisioni_id";
  DROP TYPE "public"."enum_revisioni_azione";`)
}
