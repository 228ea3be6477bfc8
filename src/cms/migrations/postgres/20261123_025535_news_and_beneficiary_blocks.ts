import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum_pages_blocks_news_list_columns" AS ENUM('2', '3');
  CREATE TYPE "public"."enum_pages_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_faqs_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum_faqs_blocks_news_list_columns" AS ENUM('2', '3');
  CREATE TYPE "public"."enum_faqs_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_news_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum_news_blocks_news_list_columns" AS ENUM('2', '3');
  CREATE TYPE "public"."enum_news_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_resources_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum_resources_blocks_news_list_columns" AS ENUM('2', '3');
  CREATE TYPE "public"."enum_resources_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_supportos_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum_supportos_blocks_news_list_columns" AS ENUM('2', '3');
  CREATE TYPE "public"."enum_supportos_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_datis_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum_datis_blocks_news_list_columns" AS ENUM('2', '3');
  CREATE TYPE "public"."enum_datis_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TABLE "pages_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"selection" "enum_pages_blocks_news_list_selection" DEFAULT 'latest_3' NOT NULL,
  	"columns" "enum_pages_blocks_news_list_columns" DEFAULT '3' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_beneficiary_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" jsonb NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_pages_blocks_beneficiary_content_items_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "pages_blocks_beneficiary_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"selection" "enum_faqs_blocks_news_list_selection" DEFAULT 'latest_3' NOT NULL,
  	"columns" "enum_faqs_blocks_news_list_columns" DEFAULT '3' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_beneficiary_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" jsonb NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_faqs_blocks_beneficiary_content_items_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "faqs_blocks_beneficiary_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"selection" "enum_news_blocks_news_list_selection" DEFAULT 'latest_3' NOT NULL,
  	"columns" "enum_news_blocks_news_list_columns" DEFAULT '3' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_beneficiary_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" jsonb NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_news_blocks_beneficiary_content_items_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "news_blocks_beneficiary_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"selection" "enum_resources_blocks_news_list_selection" DEFAULT 'latest_3' NOT NULL,
  	"columns" "enum_resources_blocks_news_list_columns" DEFAULT '3' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_beneficiary_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" jsonb NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_resources_blocks_beneficiary_content_items_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "resources_blocks_beneficiary_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"selection" "enum_supportos_blocks_news_list_selection" DEFAULT 'latest_3' NOT NULL,
  	"columns" "enum_supportos_blocks_news_list_columns" DEFAULT '3' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_beneficiary_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" jsonb NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_supportos_blocks_beneficiary_content_items_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "supportos_blocks_beneficiary_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"selection" "enum_datis_blocks_news_list_selection" DEFAULT 'latest_3' NOT NULL,
  	"columns" "enum_datis_blocks_news_list_columns" DEFAULT '3' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_beneficiary_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" jsonb NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_datis_blocks_beneficiary_content_items_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "datis_blocks_beneficiary_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_news_list" ADD CONSTRAINT "pages_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_beneficiary_content_items" ADD CONSTRAINT "pages_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_beneficiary_content_items" ADD CONSTRAINT "pages_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_beneficiary_content" ADD CONSTRAINT "pages_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_news_list" ADD CONSTRAINT "faqs_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_beneficiary_content_items" ADD CONSTRAINT "faqs_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_beneficiary_content_items" ADD CONSTRAINT "faqs_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_beneficiary_content" ADD CONSTRAINT "faqs_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_news_list" ADD CONSTRAINT "news_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_beneficiary_content_items" ADD CONSTRAINT "news_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_beneficiary_content_items" ADD CONSTRAINT "news_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_beneficiary_content" ADD CONSTRAINT "news_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_news_list" ADD CONSTRAINT "resources_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_beneficiary_content_items" ADD CONSTRAINT "resources_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_beneficiary_content_items" ADD CONSTRAINT "resources_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_beneficiary_content" ADD CONSTRAINT "resources_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_news_list" ADD CONSTRAINT "supportos_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_beneficiary_content_items" ADD CONSTRAINT "supportos_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_beneficiary_content_items" ADD CONSTRAINT "supportos_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_beneficiary_content" ADD CONSTRAINT "supportos_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_news_list" ADD CONSTRAINT "datis_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_beneficiary_content_items" ADD CONSTRAINT "datis_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_beneficiary_content_items" ADD CONSTRAINT "datis_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_beneficiary_content" ADD CONSTRAINT "datis_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_news_list_order_idx" ON "pages_blocks_news_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_news_list_parent_id_idx" ON "pages_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_news_list_path_idx" ON "pages_blocks_news_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_beneficiary_content_items_order_idx" ON "pages_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_beneficiary_content_items_parent_id_idx" ON "pages_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_beneficiary_content_items_link_link_cms_pag_idx" ON "pages_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "pages_blocks_beneficiary_content_order_idx" ON "pages_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "pages_blocks_beneficiary_content_parent_id_idx" ON "pages_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_beneficiary_content_path_idx" ON "pages_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "faqs_blocks_news_list_order_idx" ON "faqs_blocks_news_list" USING btree ("_order");
  CREATE INDEX "faqs_blocks_news_list_parent_id_idx" ON "faqs_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_news_list_path_idx" ON "faqs_blocks_news_list" USING btree ("_path");
  CREATE INDEX "faqs_blocks_beneficiary_content_items_order_idx" ON "faqs_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "faqs_blocks_beneficiary_content_items_parent_id_idx" ON "faqs_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_beneficiary_content_items_link_link_cms_page_idx" ON "faqs_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "faqs_blocks_beneficiary_content_order_idx" ON "faqs_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "faqs_blocks_beneficiary_content_parent_id_idx" ON "faqs_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_beneficiary_content_path_idx" ON "faqs_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "news_blocks_news_list_order_idx" ON "news_blocks_news_list" USING btree ("_order");
  CREATE INDEX "news_blocks_news_list_parent_id_idx" ON "news_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_news_list_path_idx" ON "news_blocks_news_list" USING btree ("_path");
  CREATE INDEX "news_blocks_beneficiary_content_items_order_idx" ON "news_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "news_blocks_beneficiary_content_items_parent_id_idx" ON "news_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_beneficiary_content_items_link_link_cms_page_idx" ON "news_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "news_blocks_beneficiary_content_order_idx" ON "news_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "news_blocks_beneficiary_content_parent_id_idx" ON "news_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_beneficiary_content_path_idx" ON "news_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "resources_blocks_news_list_order_idx" ON "resources_blocks_news_list" USING btree ("_order");
  CREATE INDEX "resources_blocks_news_list_parent_id_idx" ON "resources_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_news_list_path_idx" ON "resources_blocks_news_list" USING btree ("_path");
  CREATE INDEX "resources_blocks_beneficiary_content_items_order_idx" ON "resources_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "resources_blocks_beneficiary_content_items_parent_id_idx" ON "resources_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_beneficiary_content_items_link_link_cms_idx" ON "resources_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "resources_blocks_beneficiary_content_order_idx" ON "resources_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "resources_blocks_beneficiary_content_parent_id_idx" ON "resources_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_beneficiary_content_path_idx" ON "resources_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "supportos_blocks_news_list_order_idx" ON "supportos_blocks_news_list" USING btree ("_order");
  CREATE INDEX "supportos_blocks_news_list_parent_id_idx" ON "supportos_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_news_list_path_idx" ON "supportos_blocks_news_list" USING btree ("_path");
  CREATE INDEX "supportos_blocks_beneficiary_content_items_order_idx" ON "supportos_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "supportos_blocks_beneficiary_content_items_parent_id_idx" ON "supportos_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_beneficiary_content_items_link_link_cms_idx" ON "supportos_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "supportos_blocks_beneficiary_content_order_idx" ON "supportos_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "supportos_blocks_beneficiary_content_parent_id_idx" ON "supportos_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_beneficiary_content_path_idx" ON "supportos_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "datis_blocks_news_list_order_idx" ON "datis_blocks_news_list" USING btree ("_order");
  CREATE INDEX "datis_blocks_news_list_parent_id_idx" ON "datis_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_news_list_path_idx" ON "datis_blocks_news_list" USING btree ("_path");
  CREATE INDEX "datis_blocks_beneficiary_content_items_order_idx" ON "datis_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "datis_blocks_beneficiary_content_items_parent_id_idx" ON "datis_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_beneficiary_content_items_link_link_cms_pag_idx" ON "datis_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "datis_blocks_beneficiary_content_order_idx" ON "datis_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "datis_blocks_beneficiary_content_parent_id_idx" ON "datis_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_beneficiary_content_path_idx" ON "datis_blocks_beneficiary_content" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_news_list" CASCADE;
  DROP TABLE "pages_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "pages_blocks_beneficiary_content" CASCADE;
  DROP TABLE "faqs_blocks_news_list" CASCADE;
  DROP TABLE "faqs_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "faqs_blocks_beneficiary_content" CASCADE;
  DROP TABLE "news_blocks_news_list" CASCADE;
  DROP TABLE "news_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "news_blocks_beneficiary_content" CASCADE;
  DROP TABLE "resources_blocks_news_list" CASCADE;
  DROP TABLE "resources_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "resources_blocks_beneficiary_content" CASCADE;
  DROP TABLE "supportos_blocks_news_list" CASCADE;
  DROP TABLE "supportos_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "supportos_blocks_beneficiary_content" CASCADE;
  DROP TABLE "datis_blocks_news_list" CASCADE;
  DROP TABLE "datis_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "datis_blocks_beneficiary_content" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_news_list_selection";
  DROP TYPE "public"."enum_pages_blocks_news_list_columns";
  DROP TYPE "public"."enum_pages_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum_faqs_blocks_news_list_selection";
  DROP TYPE "public"."enum_faqs_blocks_news_list_columns";
  DROP TYPE "public"."enum_faqs_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum_news_blocks_news_list_selection";
  DROP TYPE "public"."enum_news_blocks_news_list_columns";
  DROP TYPE "public"."enum_news_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum_resources_blocks_news_list_selection";
  DROP TYPE "public"."enum_resources_blocks_news_list_columns";
  DROP TYPE "public"."enum_resources_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum_supportos_blocks_news_list_selection";
  DROP TYPE "public"."enum_supportos_blocks_news_list_columns";
  DROP TYPE "public"."enum_supportos_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum_datis_blocks_news_list_selection";
  DROP TYPE "public"."enum_datis_blocks_news_list_columns";
  DROP TYPE "public"."enum_datis_blocks_beneficiary_content_items_link_target";`)
}
