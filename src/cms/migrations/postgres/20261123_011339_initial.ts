import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
  CREATE TYPE "public"."enum_faqs_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_faqs_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
  CREATE TYPE "public"."enum_faqs_category" AS ENUM('classificazione-dati-e-servizi', 'fondo-innovazione', 'generali', 'misure-e-avvisi', 'piani-di-migrazione', 'rendicontazione', 'progetti', 'utilizzo-piattaforma');
  CREATE TYPE "public"."enum_news_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_news_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
  CREATE TYPE "public"."enum_resources_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_resources_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
  CREATE TYPE "public"."enum_supportos_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_supportos_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
  CREATE TYPE "public"."enum_datis_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_datis_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
  CREATE TYPE "public"."enum_updates_cta_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_announcements_status" AS ENUM('PUBBLICATO', 'CHIUSO', 'SOSPESO');
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_pages_blocks_hero_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"image_id" integer,
  	"update_date" timestamp(3) with time zone,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"colore" "enum_pages_blocks_alert_colore" DEFAULT 'info' NOT NULL,
  	"testo" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"caption" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"didascalia" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"category" varchar,
  	"misura_id" integer,
  	"custom_update_date" timestamp(3) with time zone,
  	"nascondi_valutazione" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"ente_beneficiarios_id" integer
  );
  
  CREATE TABLE "faqs_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_faqs_blocks_hero_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"image_id" integer,
  	"update_date" timestamp(3) with time zone,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"colore" "enum_faqs_blocks_alert_colore" DEFAULT 'info' NOT NULL,
  	"testo" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "faqs_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "faqs_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "faqs_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"caption" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"didascalia" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"category" "enum_faqs_category" NOT NULL,
  	"misura_id" integer,
  	"custom_update_date" timestamp(3) with time zone,
  	"nascondi_valutazione" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"ente_beneficiarios_id" integer
  );
  
  CREATE TABLE "news_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_news_blocks_hero_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"image_id" integer,
  	"update_date" timestamp(3) with time zone,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"colore" "enum_news_blocks_alert_colore" DEFAULT 'info' NOT NULL,
  	"testo" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "news_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "news_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "news_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"caption" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"didascalia" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"summary" varchar,
  	"category" varchar,
  	"custom_update_date" timestamp(3) with time zone,
  	"external_link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "resources_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_resources_blocks_hero_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"image_id" integer,
  	"update_date" timestamp(3) with time zone,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"colore" "enum_resources_blocks_alert_colore" DEFAULT 'info' NOT NULL,
  	"testo" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "resources_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "resources_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "resources_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"caption" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"didascalia" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"summary" varchar,
  	"data" timestamp(3) with time zone,
  	"misura_id" integer,
  	"custom_update_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "resources_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"ente_beneficiarios_id" integer
  );
  
  CREATE TABLE "supportos_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_supportos_blocks_hero_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"image_id" integer,
  	"update_date" timestamp(3) with time zone,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"colore" "enum_supportos_blocks_alert_colore" DEFAULT 'info' NOT NULL,
  	"testo" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "supportos_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "supportos_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "supportos_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"caption" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"didascalia" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"custom_update_date" timestamp(3) with time zone,
  	"nascondi_valutazione" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "datis_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_datis_blocks_hero_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"image_id" integer,
  	"update_date" timestamp(3) with time zone,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"colore" "enum_datis_blocks_alert_colore" DEFAULT 'info' NOT NULL,
  	"testo" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "datis_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "datis_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "datis_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"caption" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"didascalia" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"summary" varchar,
  	"licenza" varchar DEFAULT 'CC BY 4.0',
  	"custom_update_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "guidelines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"descrizione" varchar,
  	"allegato_url" varchar NOT NULL,
  	"allegato_format" varchar NOT NULL,
  	"allegato_size" numeric NOT NULL,
  	"custom_update_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "updates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"custom_update_date" timestamp(3) with time zone NOT NULL,
  	"cta_text" varchar,
  	"cta_cms_page_id" integer,
  	"cta_href" varchar,
  	"cta_target" "enum_updates_cta_target" DEFAULT '_self',
  	"cta_icon" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "updates_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"ente_beneficiarios_id" integer
  );
  
  CREATE TABLE "announcements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"status" "enum_announcements_status" DEFAULT 'PUBBLICATO' NOT NULL,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone NOT NULL,
  	"ente_promotore_id" integer,
  	"url" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "announcements_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "ente_beneficiarios" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ente_promotores" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "misuras" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"title" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_tablet_url" varchar,
  	"sizes_tablet_width" numeric,
  	"sizes_tablet_height" numeric,
  	"sizes_tablet_mime_type" varchar,
  	"sizes_tablet_filesize" numeric,
  	"sizes_tablet_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"faqs_id" integer,
  	"news_id" integer,
  	"resources_id" integer,
  	"supportos_id" integer,
  	"datis_id" integer,
  	"guidelines_id" integer,
  	"updates_id" integer,
  	"announcements_id" integer,
  	"ente_beneficiarios_id" integer,
  	"ente_promotores_id" integer,
  	"misuras_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_alert" ADD CONSTRAINT "pages_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_columns" ADD CONSTRAINT "pages_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_rows_cells" ADD CONSTRAINT "pages_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_rows" ADD CONSTRAINT "pages_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table" ADD CONSTRAINT "pages_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_image" ADD CONSTRAINT "pages_blocks_single_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_image" ADD CONSTRAINT "pages_blocks_single_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_hero" ADD CONSTRAINT "faqs_blocks_hero_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_hero" ADD CONSTRAINT "faqs_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_hero" ADD CONSTRAINT "faqs_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_rich_text" ADD CONSTRAINT "faqs_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_alert" ADD CONSTRAINT "faqs_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_table_columns" ADD CONSTRAINT "faqs_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_table_rows_cells" ADD CONSTRAINT "faqs_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_table_rows" ADD CONSTRAINT "faqs_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_table" ADD CONSTRAINT "faqs_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_single_image" ADD CONSTRAINT "faqs_blocks_single_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_single_image" ADD CONSTRAINT "faqs_blocks_single_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs" ADD CONSTRAINT "faqs_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_hero" ADD CONSTRAINT "news_blocks_hero_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_hero" ADD CONSTRAINT "news_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_hero" ADD CONSTRAINT "news_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_rich_text" ADD CONSTRAINT "news_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_alert" ADD CONSTRAINT "news_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_table_columns" ADD CONSTRAINT "news_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_table_rows_cells" ADD CONSTRAINT "news_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_table_rows" ADD CONSTRAINT "news_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_table" ADD CONSTRAINT "news_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_single_image" ADD CONSTRAINT "news_blocks_single_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_single_image" ADD CONSTRAINT "news_blocks_single_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_hero" ADD CONSTRAINT "resources_blocks_hero_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_hero" ADD CONSTRAINT "resources_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_hero" ADD CONSTRAINT "resources_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_rich_text" ADD CONSTRAINT "resources_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_alert" ADD CONSTRAINT "resources_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_table_columns" ADD CONSTRAINT "resources_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_table_rows_cells" ADD CONSTRAINT "resources_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_table_rows" ADD CONSTRAINT "resources_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_table" ADD CONSTRAINT "resources_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_single_image" ADD CONSTRAINT "resources_blocks_single_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_single_image" ADD CONSTRAINT "resources_blocks_single_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources" ADD CONSTRAINT "resources_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_rels" ADD CONSTRAINT "resources_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_rels" ADD CONSTRAINT "resources_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_hero" ADD CONSTRAINT "supportos_blocks_hero_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_hero" ADD CONSTRAINT "supportos_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_hero" ADD CONSTRAINT "supportos_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_rich_text" ADD CONSTRAINT "supportos_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_alert" ADD CONSTRAINT "supportos_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_table_columns" ADD CONSTRAINT "supportos_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_table_rows_cells" ADD CONSTRAINT "supportos_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_table_rows" ADD CONSTRAINT "supportos_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_table" ADD CONSTRAINT "supportos_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_single_image" ADD CONSTRAINT "supportos_blocks_single_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_single_image" ADD CONSTRAINT "supportos_blocks_single_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_hero" ADD CONSTRAINT "datis_blocks_hero_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_hero" ADD CONSTRAINT "datis_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_hero" ADD CONSTRAINT "datis_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_rich_text" ADD CONSTRAINT "datis_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_alert" ADD CONSTRAINT "datis_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_table_columns" ADD CONSTRAINT "datis_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_table_rows_cells" ADD CONSTRAINT "datis_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_table_rows" ADD CONSTRAINT "datis_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_table" ADD CONSTRAINT "datis_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_single_image" ADD CONSTRAINT "datis_blocks_single_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_single_image" ADD CONSTRAINT "datis_blocks_single_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "updates" ADD CONSTRAINT "updates_cta_cms_page_id_pages_id_fk" FOREIGN KEY ("cta_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "updates_rels" ADD CONSTRAINT "updates_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "updates_rels" ADD CONSTRAINT "updates_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "announcements" ADD CONSTRAINT "announcements_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "announcements_texts" ADD CONSTRAINT "announcements_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_supportos_fk" FOREIGN KEY ("supportos_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_datis_fk" FOREIGN KEY ("datis_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_updates_fk" FOREIGN KEY ("updates_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_announcements_fk" FOREIGN KEY ("announcements_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ente_promotores_fk" FOREIGN KEY ("ente_promotores_id") REFERENCES "public"."ente_promotores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_misuras_fk" FOREIGN KEY ("misuras_id") REFERENCES "public"."misuras"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_button_button_cms_page_idx" ON "pages_blocks_hero" USING btree ("button_cms_page_id");
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_alert_order_idx" ON "pages_blocks_alert" USING btree ("_order");
  CREATE INDEX "pages_blocks_alert_parent_id_idx" ON "pages_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_alert_path_idx" ON "pages_blocks_alert" USING btree ("_path");
  CREATE INDEX "pages_blocks_table_columns_order_idx" ON "pages_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_table_columns_parent_id_idx" ON "pages_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_table_rows_cells_order_idx" ON "pages_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "pages_blocks_table_rows_cells_parent_id_idx" ON "pages_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_table_rows_order_idx" ON "pages_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_table_rows_parent_id_idx" ON "pages_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_table_order_idx" ON "pages_blocks_table" USING btree ("_order");
  CREATE INDEX "pages_blocks_table_parent_id_idx" ON "pages_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_table_path_idx" ON "pages_blocks_table" USING btree ("_path");
  CREATE INDEX "pages_blocks_single_image_order_idx" ON "pages_blocks_single_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_single_image_parent_id_idx" ON "pages_blocks_single_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_single_image_path_idx" ON "pages_blocks_single_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_single_image_image_idx" ON "pages_blocks_single_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_misura_idx" ON "pages" USING btree ("misura_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_ente_beneficiarios_id_idx" ON "pages_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "faqs_blocks_hero_order_idx" ON "faqs_blocks_hero" USING btree ("_order");
  CREATE INDEX "faqs_blocks_hero_parent_id_idx" ON "faqs_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_hero_path_idx" ON "faqs_blocks_hero" USING btree ("_path");
  CREATE INDEX "faqs_blocks_hero_button_button_cms_page_idx" ON "faqs_blocks_hero" USING btree ("button_cms_page_id");
  CREATE INDEX "faqs_blocks_hero_image_idx" ON "faqs_blocks_hero" USING btree ("image_id");
  CREATE INDEX "faqs_blocks_rich_text_order_idx" ON "faqs_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "faqs_blocks_rich_text_parent_id_idx" ON "faqs_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_rich_text_path_idx" ON "faqs_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "faqs_blocks_alert_order_idx" ON "faqs_blocks_alert" USING btree ("_order");
  CREATE INDEX "faqs_blocks_alert_parent_id_idx" ON "faqs_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_alert_path_idx" ON "faqs_blocks_alert" USING btree ("_path");
  CREATE INDEX "faqs_blocks_table_columns_order_idx" ON "faqs_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "faqs_blocks_table_columns_parent_id_idx" ON "faqs_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_table_rows_cells_order_idx" ON "faqs_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "faqs_blocks_table_rows_cells_parent_id_idx" ON "faqs_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_table_rows_order_idx" ON "faqs_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "faqs_blocks_table_rows_parent_id_idx" ON "faqs_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_table_order_idx" ON "faqs_blocks_table" USING btree ("_order");
  CREATE INDEX "faqs_blocks_table_parent_id_idx" ON "faqs_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_table_path_idx" ON "faqs_blocks_table" USING btree ("_path");
  CREATE INDEX "faqs_blocks_single_image_order_idx" ON "faqs_blocks_single_image" USING btree ("_order");
  CREATE INDEX "faqs_blocks_single_image_parent_id_idx" ON "faqs_blocks_single_image" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_single_image_path_idx" ON "faqs_blocks_single_image" USING btree ("_path");
  CREATE INDEX "faqs_blocks_single_image_image_idx" ON "faqs_blocks_single_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "faqs_slug_idx" ON "faqs" USING btree ("slug");
  CREATE INDEX "faqs_misura_idx" ON "faqs" USING btree ("misura_id");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "faqs_rels_order_idx" ON "faqs_rels" USING btree ("order");
  CREATE INDEX "faqs_rels_parent_idx" ON "faqs_rels" USING btree ("parent_id");
  CREATE INDEX "faqs_rels_path_idx" ON "faqs_rels" USING btree ("path");
  CREATE INDEX "faqs_rels_ente_beneficiarios_id_idx" ON "faqs_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "news_blocks_hero_order_idx" ON "news_blocks_hero" USING btree ("_order");
  CREATE INDEX "news_blocks_hero_parent_id_idx" ON "news_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_hero_path_idx" ON "news_blocks_hero" USING btree ("_path");
  CREATE INDEX "news_blocks_hero_button_button_cms_page_idx" ON "news_blocks_hero" USING btree ("button_cms_page_id");
  CREATE INDEX "news_blocks_hero_image_idx" ON "news_blocks_hero" USING btree ("image_id");
  CREATE INDEX "news_blocks_rich_text_order_idx" ON "news_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "news_blocks_rich_text_parent_id_idx" ON "news_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_rich_text_path_idx" ON "news_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "news_blocks_alert_order_idx" ON "news_blocks_alert" USING btree ("_order");
  CREATE INDEX "news_blocks_alert_parent_id_idx" ON "news_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_alert_path_idx" ON "news_blocks_alert" USING btree ("_path");
  CREATE INDEX "news_blocks_table_columns_order_idx" ON "news_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "news_blocks_table_columns_parent_id_idx" ON "news_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_table_rows_cells_order_idx" ON "news_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "news_blocks_table_rows_cells_parent_id_idx" ON "news_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_table_rows_order_idx" ON "news_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "news_blocks_table_rows_parent_id_idx" ON "news_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_table_order_idx" ON "news_blocks_table" USING btree ("_order");
  CREATE INDEX "news_blocks_table_parent_id_idx" ON "news_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_table_path_idx" ON "news_blocks_table" USING btree ("_path");
  CREATE INDEX "news_blocks_single_image_order_idx" ON "news_blocks_single_image" USING btree ("_order");
  CREATE INDEX "news_blocks_single_image_parent_id_idx" ON "news_blocks_single_image" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_single_image_path_idx" ON "news_blocks_single_image" USING btree ("_path");
  CREATE INDEX "news_blocks_single_image_image_idx" ON "news_blocks_single_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "news_slug_idx" ON "news" USING btree ("slug");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "resources_blocks_hero_order_idx" ON "resources_blocks_hero" USING btree ("_order");
  CREATE INDEX "resources_blocks_hero_parent_id_idx" ON "resources_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_hero_path_idx" ON "resources_blocks_hero" USING btree ("_path");
  CREATE INDEX "resources_blocks_hero_button_button_cms_page_idx" ON "resources_blocks_hero" USING btree ("button_cms_page_id");
  CREATE INDEX "resources_blocks_hero_image_idx" ON "resources_blocks_hero" USING btree ("image_id");
  CREATE INDEX "resources_blocks_rich_text_order_idx" ON "resources_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "resources_blocks_rich_text_parent_id_idx" ON "resources_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_rich_text_path_idx" ON "resources_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "resources_blocks_alert_order_idx" ON "resources_blocks_alert" USING btree ("_order");
  CREATE INDEX "resources_blocks_alert_parent_id_idx" ON "resources_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_alert_path_idx" ON "resources_blocks_alert" USING btree ("_path");
  CREATE INDEX "resources_blocks_table_columns_order_idx" ON "resources_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "resources_blocks_table_columns_parent_id_idx" ON "resources_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_table_rows_cells_order_idx" ON "resources_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "resources_blocks_table_rows_cells_parent_id_idx" ON "resources_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_table_rows_order_idx" ON "resources_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "resources_blocks_table_rows_parent_id_idx" ON "resources_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_table_order_idx" ON "resources_blocks_table" USING btree ("_order");
  CREATE INDEX "resources_blocks_table_parent_id_idx" ON "resources_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_table_path_idx" ON "resources_blocks_table" USING btree ("_path");
  CREATE INDEX "resources_blocks_single_image_order_idx" ON "resources_blocks_single_image" USING btree ("_order");
  CREATE INDEX "resources_blocks_single_image_parent_id_idx" ON "resources_blocks_single_image" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_single_image_path_idx" ON "resources_blocks_single_image" USING btree ("_path");
  CREATE INDEX "resources_blocks_single_image_image_idx" ON "resources_blocks_single_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "resources_slug_idx" ON "resources" USING btree ("slug");
  CREATE INDEX "resources_misura_idx" ON "resources" USING btree ("misura_id");
  CREATE INDEX "resources_updated_at_idx" ON "resources" USING btree ("updated_at");
  CREATE INDEX "resources_created_at_idx" ON "resources" USING btree ("created_at");
  CREATE INDEX "resources_rels_order_idx" ON "resources_rels" USING btree ("order");
  CREATE INDEX "resources_rels_parent_idx" ON "resources_rels" USING btree ("parent_id");
  CREATE INDEX "resources_rels_path_idx" ON "resources_rels" USING btree ("path");
  CREATE INDEX "resources_rels_ente_beneficiarios_id_idx" ON "resources_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "supportos_blocks_hero_order_idx" ON "supportos_blocks_hero" USING btree ("_order");
  CREATE INDEX "supportos_blocks_hero_parent_id_idx" ON "supportos_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_hero_path_idx" ON "supportos_blocks_hero" USING btree ("_path");
  CREATE INDEX "supportos_blocks_hero_button_button_cms_page_idx" ON "supportos_blocks_hero" USING btree ("button_cms_page_id");
  CREATE INDEX "supportos_blocks_hero_image_idx" ON "supportos_blocks_hero" USING btree ("image_id");
  CREATE INDEX "supportos_blocks_rich_text_order_idx" ON "supportos_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "supportos_blocks_rich_text_parent_id_idx" ON "supportos_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_rich_text_path_idx" ON "supportos_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "supportos_blocks_alert_order_idx" ON "supportos_blocks_alert" USING btree ("_order");
  CREATE INDEX "supportos_blocks_alert_parent_id_idx" ON "supportos_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_alert_path_idx" ON "supportos_blocks_alert" USING btree ("_path");
  CREATE INDEX "supportos_blocks_table_columns_order_idx" ON "supportos_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "supportos_blocks_table_columns_parent_id_idx" ON "supportos_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_table_rows_cells_order_idx" ON "supportos_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "supportos_blocks_table_rows_cells_parent_id_idx" ON "supportos_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_table_rows_order_idx" ON "supportos_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "supportos_blocks_table_rows_parent_id_idx" ON "supportos_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_table_order_idx" ON "supportos_blocks_table" USING btree ("_order");
  CREATE INDEX "supportos_blocks_table_parent_id_idx" ON "supportos_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_table_path_idx" ON "supportos_blocks_table" USING btree ("_path");
  CREATE INDEX "supportos_blocks_single_image_order_idx" ON "supportos_blocks_single_image" USING btree ("_order");
  CREATE INDEX "supportos_blocks_single_image_parent_id_idx" ON "supportos_blocks_single_image" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_single_image_path_idx" ON "supportos_blocks_single_image" USING btree ("_path");
  CREATE INDEX "supportos_blocks_single_image_image_idx" ON "supportos_blocks_single_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "supportos_slug_idx" ON "supportos" USING btree ("slug");
  CREATE INDEX "supportos_updated_at_idx" ON "supportos" USING btree ("updated_at");
  CREATE INDEX "supportos_created_at_idx" ON "supportos" USING btree ("created_at");
  CREATE INDEX "datis_blocks_hero_order_idx" ON "datis_blocks_hero" USING btree ("_order");
  CREATE INDEX "datis_blocks_hero_parent_id_idx" ON "datis_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_hero_path_idx" ON "datis_blocks_hero" USING btree ("_path");
  CREATE INDEX "datis_blocks_hero_button_button_cms_page_idx" ON "datis_blocks_hero" USING btree ("button_cms_page_id");
  CREATE INDEX "datis_blocks_hero_image_idx" ON "datis_blocks_hero" USING btree ("image_id");
  CREATE INDEX "datis_blocks_rich_text_order_idx" ON "datis_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "datis_blocks_rich_text_parent_id_idx" ON "datis_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_rich_text_path_idx" ON "datis_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "datis_blocks_alert_order_idx" ON "datis_blocks_alert" USING btree ("_order");
  CREATE INDEX "datis_blocks_alert_parent_id_idx" ON "datis_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_alert_path_idx" ON "datis_blocks_alert" USING btree ("_path");
  CREATE INDEX "datis_blocks_table_columns_order_idx" ON "datis_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "datis_blocks_table_columns_parent_id_idx" ON "datis_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_table_rows_cells_order_idx" ON "datis_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "datis_blocks_table_rows_cells_parent_id_idx" ON "datis_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_table_rows_order_idx" ON "datis_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "datis_blocks_table_rows_parent_id_idx" ON "datis_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_table_order_idx" ON "datis_blocks_table" USING btree ("_order");
  CREATE INDEX "datis_blocks_table_parent_id_idx" ON "datis_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_table_path_idx" ON "datis_blocks_table" USING btree ("_path");
  CREATE INDEX "datis_blocks_single_image_order_idx" ON "datis_blocks_single_image" USING btree ("_order");
  CREATE INDEX "datis_blocks_single_image_parent_id_idx" ON "datis_blocks_single_image" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_single_image_path_idx" ON "datis_blocks_single_image" USING btree ("_path");
  CREATE INDEX "datis_blocks_single_image_image_idx" ON "datis_blocks_single_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "datis_slug_idx" ON "datis" USING btree ("slug");
  CREATE INDEX "datis_updated_at_idx" ON "datis" USING btree ("updated_at");
  CREATE INDEX "datis_created_at_idx" ON "datis" USING btree ("created_at");
  CREATE INDEX "guidelines_updated_at_idx" ON "guidelines" USING btree ("updated_at");
  CREATE INDEX "guidelines_created_at_idx" ON "guidelines" USING btree ("created_at");
  CREATE INDEX "updates_cta_cta_cms_page_idx" ON "updates" USING btree ("cta_cms_page_id");
  CREATE INDEX "updates_updated_at_idx" ON "updates" USING btree ("updated_at");
  CREATE INDEX "updates_created_at_idx" ON "updates" USING btree ("created_at");
  CREATE INDEX "updates_rels_order_idx" ON "updates_rels" USING btree ("order");
  CREATE INDEX "updates_rels_parent_idx" ON "updates_rels" USING btree ("parent_id");
  CREATE INDEX "updates_rels_path_idx" ON "updates_rels" USING btree ("path");
  CREATE INDEX "updates_rels_ente_beneficiarios_id_idx" ON "updates_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "announcements_ente_promotore_idx" ON "announcements" USING btree ("ente_promotore_id");
  CREATE INDEX "announcements_updated_at_idx" ON "announcements" USING btree ("updated_at");
  CREATE INDEX "announcements_created_at_idx" ON "announcements" USING btree ("created_at");
  CREATE INDEX "announcements_texts_order_parent" ON "announcements_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "ente_beneficiarios_label_idx" ON "ente_beneficiarios" USING btree ("label");
  CREATE INDEX "ente_beneficiarios_updated_at_idx" ON "ente_beneficiarios" USING btree ("updated_at");
  CREATE INDEX "ente_beneficiarios_created_at_idx" ON "ente_beneficiarios" USING btree ("created_at");
  CREATE UNIQUE INDEX "ente_promotores_label_idx" ON "ente_promotores" USING btree ("label");
  CREATE INDEX "ente_promotores_updated_at_idx" ON "ente_promotores" USING btree ("updated_at");
  CREATE INDEX "ente_promotores_created_at_idx" ON "ente_promotores" USING btree ("created_at");
  CREATE UNIQUE INDEX "misuras_label_idx" ON "misuras" USING btree ("label");
  CREATE INDEX "misuras_updated_at_idx" ON "misuras" USING btree ("updated_at");
  CREATE INDEX "misuras_created_at_idx" ON "misuras" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_tablet_sizes_tablet_filename_idx" ON "media" USING btree ("sizes_tablet_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_resources_id_idx" ON "payload_locked_documents_rels" USING btree ("resources_id");
  CREATE INDEX "payload_locked_documents_rels_supportos_id_idx" ON "payload_locked_documents_rels" USING btree ("supportos_id");
  CREATE INDEX "payload_locked_documents_rels_datis_id_idx" ON "payload_locked_documents_rels" USING btree ("datis_id");
  CREATE INDEX "payload_locked_documents_rels_guidelines_id_idx" ON "payload_locked_documents_rels" USING btree ("guidelines_id");
  CREATE INDEX "payload_locked_documents_rels_updates_id_idx" ON "payload_locked_documents_rels" USING btree ("updates_id");
  CREATE INDEX "payload_locked_documents_rels_announcements_id_idx" ON "payload_locked_documents_rels" USING btree ("announcements_id");
  CREATE INDEX "payload_locked_documents_rels_ente_beneficiarios_id_idx" ON "payload_locked_documents_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "payload_locked_documents_rels_ente_promotores_id_idx" ON "payload_locked_documents_rels" USING btree ("ente_promotores_id");
  CREATE INDEX "payload_locked_documents_rels_misuras_id_idx" ON "payload_locked_documents_rels" USING btree ("misuras_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_alert" CASCADE;
  DROP TABLE "pages_blocks_table_columns" CASCADE;
  DROP TABLE "pages_blocks_table_rows_cells" CASCADE;
  DROP TABLE "pages_blocks_table_rows" CASCADE;
  DROP TABLE "pages_blocks_table" CASCADE;
  DROP TABLE "pages_blocks_single_image" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "faqs_blocks_hero" CASCADE;
  DROP TABLE "faqs_blocks_rich_text" CASCADE;
  DROP TABLE "faqs_blocks_alert" CASCADE;
  DROP TABLE "faqs_blocks_table_columns" CASCADE;
  DROP TABLE "faqs_blocks_table_rows_cells" CASCADE;
  DROP TABLE "faqs_blocks_table_rows" CASCADE;
  DROP TABLE "faqs_blocks_table" CASCADE;
  DROP TABLE "faqs_blocks_single_image" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_rels" CASCADE;
  DROP TABLE "news_blocks_hero" CASCADE;
  DROP TABLE "news_blocks_rich_text" CASCADE;
  DROP TABLE "news_blocks_alert" CASCADE;
  DROP TABLE "news_blocks_table_columns" CASCADE;
  DROP TABLE "news_blocks_table_rows_cells" CASCADE;
  DROP TABLE "news_blocks_table_rows" CASCADE;
  DROP TABLE "news_blocks_table" CASCADE;
  DROP TABLE "news_blocks_single_image" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "resources_blocks_hero" CASCADE;
  DROP TABLE "resources_blocks_rich_text" CASCADE;
  DROP TABLE "resources_blocks_alert" CASCADE;
  DROP TABLE "resources_blocks_table_columns" CASCADE;
  DROP TABLE "resources_blocks_table_rows_cells" CASCADE;
  DROP TABLE "resources_blocks_table_rows" CASCADE;
  DROP TABLE "resources_blocks_table" CASCADE;
  DROP TABLE "resources_blocks_single_image" CASCADE;
  DROP TABLE "resources" CASCADE;
  DROP TABLE "resources_rels" CASCADE;
  DROP TABLE "supportos_blocks_hero" CASCADE;
  DROP TABLE "supportos_blocks_rich_text" CASCADE;
  DROP TABLE "supportos_blocks_alert" CASCADE;
  DROP TABLE "supportos_blocks_table_columns" CASCADE;
  DROP TABLE "supportos_blocks_table_rows_cells" CASCADE;
  DROP TABLE "supportos_blocks_table_rows" CASCADE;
  DROP TABLE "supportos_blocks_table" CASCADE;
  DROP TABLE "supportos_blocks_single_image" CASCADE;
  DROP TABLE "supportos" CASCADE;
  DROP TABLE "datis_blocks_hero" CASCADE;
  DROP TABLE "datis_blocks_rich_text" CASCADE;
  DROP TABLE "datis_blocks_alert" CASCADE;
  DROP TABLE "datis_blocks_table_columns" CASCADE;
  DROP TABLE "datis_blocks_table_rows_cells" CASCADE;
  DROP TABLE "datis_blocks_table_rows" CASCADE;
  DROP TABLE "datis_blocks_table" CASCADE;
  DROP TABLE "datis_blocks_single_image" CASCADE;
  DROP TABLE "datis" CASCADE;
  DROP TABLE "guidelines" CASCADE;
  DROP TABLE "updates" CASCADE;
  DROP TABLE "updates_rels" CASCADE;
  DROP TABLE "announcements" CASCADE;
  DROP TABLE "announcements_texts" CASCADE;
  DROP TABLE "ente_beneficiarios" CASCADE;
  DROP TABLE "ente_promotores" CASCADE;
  DROP TABLE "misuras" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_hero_button_target";
  DROP TYPE "public"."enum_pages_blocks_alert_colore";
  DROP TYPE "public"."enum_faqs_blocks_hero_button_target";
  DROP TYPE "public"."enum_faqs_blocks_alert_colore";
  DROP TYPE "public"."enum_faqs_category";
  DROP TYPE "public"."enum_news_blocks_hero_button_target";
  DROP TYPE "public"."enum_news_blocks_alert_colore";
  DROP TYPE "public"."enum_resources_blocks_hero_button_target";
  DROP TYPE "public"."enum_resources_blocks_alert_colore";
  DROP TYPE "public"."enum_supportos_blocks_hero_button_target";
  DROP TYPE "public"."enum_supportos_blocks_alert_colore";
  DROP TYPE "public"."enum_datis_blocks_hero_button_target";
  DROP TYPE "public"."enum_datis_blocks_alert_colore";
  DROP TYPE "public"."enum_updates_cta_target";
  DROP TYPE "public"."enum_announcements_status";`)
}
