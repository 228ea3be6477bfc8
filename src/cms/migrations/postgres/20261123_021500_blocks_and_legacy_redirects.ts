import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_stepper_layout" AS ENUM('default', 'exploded');
  CREATE TYPE "public"."enum_pages_blocks_card_grid_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_card_grid_columns" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "public"."enum_pages_blocks_card_grid_card_layout" AS ENUM('borderBottom', 'bordered', 'clean');
  CREATE TYPE "public"."enum_pages_blocks_card_grid_card_type" AS ENUM('generic', 'attachment', 'resource', 'service', 'news', 'guideline', 'image');
  CREATE TYPE "public"."enum_pages_blocks_announcements_grid_layout" AS ENUM('small', 'small_with_border_top', 'large_with_border_top', 'large');
  CREATE TYPE "public"."enum_pages_blocks_dated_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_link_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_faq_list_source" AS ENUM('categoria', 'selezione');
  CREATE TYPE "public"."enum_pages_blocks_faq_list_category" AS ENUM('classificazione-dati-e-servizi', 'fondo-innovazione', 'generali', 'misure-e-avvisi', 'piani-di-migrazione', 'rendicontazione', 'progetti', 'utilizzo-piattaforma');
  CREATE TYPE "public"."enum_faqs_blocks_stepper_layout" AS ENUM('default', 'exploded');
  CREATE TYPE "public"."enum_faqs_blocks_card_grid_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_faqs_blocks_card_grid_columns" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "public"."enum_faqs_blocks_card_grid_card_layout" AS ENUM('borderBottom', 'bordered', 'clean');
  CREATE TYPE "public"."enum_faqs_blocks_card_grid_card_type" AS ENUM('generic', 'attachment', 'resource', 'service', 'news', 'guideline', 'image');
  CREATE TYPE "public"."enum_faqs_blocks_announcements_grid_layout" AS ENUM('small', 'small_with_border_top', 'large_with_border_top', 'large');
  CREATE TYPE "public"."enum_faqs_blocks_dated_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_faqs_blocks_link_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_faqs_blocks_faq_list_source" AS ENUM('categoria', 'selezione');
  CREATE TYPE "public"."enum_faqs_blocks_faq_list_category" AS ENUM('classificazione-dati-e-servizi', 'fondo-innovazione', 'generali', 'misure-e-avvisi', 'piani-di-migrazione', 'rendicontazione', 'progetti', 'utilizzo-piattaforma');
  CREATE TYPE "public"."enum_news_blocks_stepper_layout" AS ENUM('default', 'exploded');
  CREATE TYPE "public"."enum_news_blocks_card_grid_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_news_blocks_card_grid_columns" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "public"."enum_news_blocks_card_grid_card_layout" AS ENUM('borderBottom', 'bordered', 'clean');
  CREATE TYPE "public"."enum_news_blocks_card_grid_card_type" AS ENUM('generic', 'attachment', 'resource', 'service', 'news', 'guideline', 'image');
  CREATE TYPE "public"."enum_news_blocks_announcements_grid_layout" AS ENUM('small', 'small_with_border_top', 'large_with_border_top', 'large');
  CREATE TYPE "public"."enum_news_blocks_dated_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_news_blocks_link_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_news_blocks_faq_list_source" AS ENUM('categoria', 'selezione');
  CREATE TYPE "public"."enum_news_blocks_faq_list_category" AS ENUM('classificazione-dati-e-servizi', 'fondo-innovazione', 'generali', 'misure-e-avvisi', 'piani-di-migrazione', 'rendicontazione', 'progetti', 'utilizzo-piattaforma');
  CREATE TYPE "public"."enum_resources_blocks_stepper_layout" AS ENUM('default', 'exploded');
  CREATE TYPE "public"."enum_resources_blocks_card_grid_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_resources_blocks_card_grid_columns" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "public"."enum_resources_blocks_card_grid_card_layout" AS ENUM('borderBottom', 'bordered', 'clean');
  CREATE TYPE "public"."enum_resources_blocks_card_grid_card_type" AS ENUM('generic', 'attachment', 'resource', 'service', 'news', 'guideline', 'image');
  CREATE TYPE "public"."enum_resources_blocks_announcements_grid_layout" AS ENUM('small', 'small_with_border_top', 'large_with_border_top', 'large');
  CREATE TYPE "public"."enum_resources_blocks_dated_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_resources_blocks_link_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_resources_blocks_faq_list_source" AS ENUM('categoria', 'selezione');
  CREATE TYPE "public"."enum_resources_blocks_faq_list_category" AS ENUM('classificazione-dati-e-servizi', 'fondo-innovazione', 'generali', 'misure-e-avvisi', 'piani-di-migrazione', 'rendicontazione', 'progetti', 'utilizzo-piattaforma');
  CREATE TYPE "public"."enum_supportos_blocks_stepper_layout" AS ENUM('default', 'exploded');
  CREATE TYPE "public"."enum_supportos_blocks_card_grid_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_supportos_blocks_card_grid_columns" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "public"."enum_supportos_blocks_card_grid_card_layout" AS ENUM('borderBottom', 'bordered', 'clean');
  CREATE TYPE "public"."enum_supportos_blocks_card_grid_card_type" AS ENUM('generic', 'attachment', 'resource', 'service', 'news', 'guideline', 'image');
  CREATE TYPE "public"."enum_supportos_blocks_announcements_grid_layout" AS ENUM('small', 'small_with_border_top', 'large_with_border_top', 'large');
  CREATE TYPE "public"."enum_supportos_blocks_dated_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_supportos_blocks_link_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_supportos_blocks_faq_list_source" AS ENUM('categoria', 'selezione');
  CREATE TYPE "public"."enum_supportos_blocks_faq_list_category" AS ENUM('classificazione-dati-e-servizi', 'fondo-innovazione', 'generali', 'misure-e-avvisi', 'piani-di-migrazione', 'rendicontazione', 'progetti', 'utilizzo-piattaforma');
  CREATE TYPE "public"."enum_datis_blocks_stepper_layout" AS ENUM('default', 'exploded');
  CREATE TYPE "public"."enum_datis_blocks_card_grid_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_datis_blocks_card_grid_columns" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "public"."enum_datis_blocks_card_grid_card_layout" AS ENUM('borderBottom', 'bordered', 'clean');
  CREATE TYPE "public"."enum_datis_blocks_card_grid_card_type" AS ENUM('generic', 'attachment', 'resource', 'service', 'news', 'guideline', 'image');
  CREATE TYPE "public"."enum_datis_blocks_announcements_grid_layout" AS ENUM('small', 'small_with_border_top', 'large_with_border_top', 'large');
  CREATE TYPE "public"."enum_datis_blocks_dated_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_datis_blocks_link_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_datis_blocks_faq_list_source" AS ENUM('categoria', 'selezione');
  CREATE TYPE "public"."enum_datis_blocks_faq_list_category" AS ENUM('classificazione-dati-e-servizi', 'fondo-innovazione', 'generali', 'misure-e-avvisi', 'piani-di-migrazione', 'rendicontazione', 'progetti', 'utilizzo-piattaforma');
  CREATE TABLE "pages_blocks_page_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"argomento" varchar,
  	"misura_id" integer,
  	"status" varchar,
  	"update_date" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"transcription" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stepper_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"step_title" varchar NOT NULL,
  	"step_body" jsonb
  );
  
  CREATE TABLE "pages_blocks_stepper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_pages_blocks_stepper_layout" DEFAULT 'default' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_pages_blocks_card_grid_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"file_url" varchar,
  	"file_format" varchar,
  	"file_size" numeric
  );
  
  CREATE TABLE "pages_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_pages_blocks_card_grid_columns" DEFAULT '3' NOT NULL,
  	"card_layout" "enum_pages_blocks_card_grid_card_layout" DEFAULT 'bordered' NOT NULL,
  	"card_type" "enum_pages_blocks_card_grid_card_type" DEFAULT 'generic' NOT NULL,
  	"latest" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_announcements_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" "enum_pages_blocks_announcements_grid_layout" DEFAULT 'small' NOT NULL,
  	"ente_promotore_id" integer,
  	"limit" numeric,
  	"all_announcements_url" varchar DEFAULT 'https://padigitale2026.gov.it/misure' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_dated_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"title" varchar NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_pages_blocks_dated_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "pages_blocks_dated_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_link_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_pages_blocks_link_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"category" varchar
  );
  
  CREATE TABLE "pages_blocks_link_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"source" "enum_pages_blocks_faq_list_source" DEFAULT 'categoria' NOT NULL,
  	"category" "enum_pages_blocks_faq_list_category",
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_updates_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"show_last_items" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_page_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"argomento" varchar,
  	"misura_id" integer,
  	"status" varchar,
  	"update_date" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_video_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"transcription" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_stepper_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"step_title" varchar NOT NULL,
  	"step_body" jsonb
  );
  
  CREATE TABLE "faqs_blocks_stepper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_faqs_blocks_stepper_layout" DEFAULT 'default' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_faqs_blocks_card_grid_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"file_url" varchar,
  	"file_format" varchar,
  	"file_size" numeric
  );
  
  CREATE TABLE "faqs_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_faqs_blocks_card_grid_columns" DEFAULT '3' NOT NULL,
  	"card_layout" "enum_faqs_blocks_card_grid_card_layout" DEFAULT 'bordered' NOT NULL,
  	"card_type" "enum_faqs_blocks_card_grid_card_type" DEFAULT 'generic' NOT NULL,
  	"latest" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_announcements_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" "enum_faqs_blocks_announcements_grid_layout" DEFAULT 'small' NOT NULL,
  	"ente_promotore_id" integer,
  	"limit" numeric,
  	"all_announcements_url" varchar DEFAULT 'https://padigitale2026.gov.it/misure' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_dated_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"title" varchar NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_faqs_blocks_dated_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "faqs_blocks_dated_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_link_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_faqs_blocks_link_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"category" varchar
  );
  
  CREATE TABLE "faqs_blocks_link_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"source" "enum_faqs_blocks_faq_list_source" DEFAULT 'categoria' NOT NULL,
  	"category" "enum_faqs_blocks_faq_list_category",
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_updates_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"show_last_items" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_page_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"argomento" varchar,
  	"misura_id" integer,
  	"status" varchar,
  	"update_date" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_video_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"transcription" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_stepper_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"step_title" varchar NOT NULL,
  	"step_body" jsonb
  );
  
  CREATE TABLE "news_blocks_stepper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_news_blocks_stepper_layout" DEFAULT 'default' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_news_blocks_card_grid_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"file_url" varchar,
  	"file_format" varchar,
  	"file_size" numeric
  );
  
  CREATE TABLE "news_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_news_blocks_card_grid_columns" DEFAULT '3' NOT NULL,
  	"card_layout" "enum_news_blocks_card_grid_card_layout" DEFAULT 'bordered' NOT NULL,
  	"card_type" "enum_news_blocks_card_grid_card_type" DEFAULT 'generic' NOT NULL,
  	"latest" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_announcements_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" "enum_news_blocks_announcements_grid_layout" DEFAULT 'small' NOT NULL,
  	"ente_promotore_id" integer,
  	"limit" numeric,
  	"all_announcements_url" varchar DEFAULT 'https://padigitale2026.gov.it/misure' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_dated_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"title" varchar NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_news_blocks_dated_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "news_blocks_dated_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_link_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_news_blocks_link_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"category" varchar
  );
  
  CREATE TABLE "news_blocks_link_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"source" "enum_news_blocks_faq_list_source" DEFAULT 'categoria' NOT NULL,
  	"category" "enum_news_blocks_faq_list_category",
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_updates_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"show_last_items" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"ente_beneficiarios_id" integer,
  	"news_id" integer,
  	"resources_id" integer,
  	"guidelines_id" integer,
  	"faqs_id" integer
  );
  
  CREATE TABLE "resources_blocks_page_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"argomento" varchar,
  	"misura_id" integer,
  	"status" varchar,
  	"update_date" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_video_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"transcription" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_stepper_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"step_title" varchar NOT NULL,
  	"step_body" jsonb
  );
  
  CREATE TABLE "resources_blocks_stepper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_resources_blocks_stepper_layout" DEFAULT 'default' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_resources_blocks_card_grid_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"file_url" varchar,
  	"file_format" varchar,
  	"file_size" numeric
  );
  
  CREATE TABLE "resources_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_resources_blocks_card_grid_columns" DEFAULT '3' NOT NULL,
  	"card_layout" "enum_resources_blocks_card_grid_card_layout" DEFAULT 'bordered' NOT NULL,
  	"card_type" "enum_resources_blocks_card_grid_card_type" DEFAULT 'generic' NOT NULL,
  	"latest" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_announcements_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" "enum_resources_blocks_announcements_grid_layout" DEFAULT 'small' NOT NULL,
  	"ente_promotore_id" integer,
  	"limit" numeric,
  	"all_announcements_url" varchar DEFAULT 'https://padigitale2026.gov.it/misure' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_dated_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"title" varchar NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_resources_blocks_dated_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "resources_blocks_dated_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_link_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_resources_blocks_link_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"category" varchar
  );
  
  CREATE TABLE "resources_blocks_link_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"source" "enum_resources_blocks_faq_list_source" DEFAULT 'categoria' NOT NULL,
  	"category" "enum_resources_blocks_faq_list_category",
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_updates_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"show_last_items" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_page_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"argomento" varchar,
  	"misura_id" integer,
  	"status" varchar,
  	"update_date" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_video_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"transcription" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_stepper_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"step_title" varchar NOT NULL,
  	"step_body" jsonb
  );
  
  CREATE TABLE "supportos_blocks_stepper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_supportos_blocks_stepper_layout" DEFAULT 'default' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_supportos_blocks_card_grid_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"file_url" varchar,
  	"file_format" varchar,
  	"file_size" numeric
  );
  
  CREATE TABLE "supportos_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_supportos_blocks_card_grid_columns" DEFAULT '3' NOT NULL,
  	"card_layout" "enum_supportos_blocks_card_grid_card_layout" DEFAULT 'bordered' NOT NULL,
  	"card_type" "enum_supportos_blocks_card_grid_card_type" DEFAULT 'generic' NOT NULL,
  	"latest" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_announcements_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" "enum_supportos_blocks_announcements_grid_layout" DEFAULT 'small' NOT NULL,
  	"ente_promotore_id" integer,
  	"limit" numeric,
  	"all_announcements_url" varchar DEFAULT 'https://padigitale2026.gov.it/misure' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_dated_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"title" varchar NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_supportos_blocks_dated_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "supportos_blocks_dated_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_link_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_supportos_blocks_link_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"category" varchar
  );
  
  CREATE TABLE "supportos_blocks_link_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"source" "enum_supportos_blocks_faq_list_source" DEFAULT 'categoria' NOT NULL,
  	"category" "enum_supportos_blocks_faq_list_category",
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_updates_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"show_last_items" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"ente_beneficiarios_id" integer,
  	"news_id" integer,
  	"resources_id" integer,
  	"guidelines_id" integer,
  	"faqs_id" integer
  );
  
  CREATE TABLE "datis_blocks_page_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"argomento" varchar,
  	"misura_id" integer,
  	"status" varchar,
  	"update_date" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_video_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"transcription" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_stepper_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"step_title" varchar NOT NULL,
  	"step_body" jsonb
  );
  
  CREATE TABLE "datis_blocks_stepper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_datis_blocks_stepper_layout" DEFAULT 'default' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_datis_blocks_card_grid_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"file_url" varchar,
  	"file_format" varchar,
  	"file_size" numeric
  );
  
  CREATE TABLE "datis_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_datis_blocks_card_grid_columns" DEFAULT '3' NOT NULL,
  	"card_layout" "enum_datis_blocks_card_grid_card_layout" DEFAULT 'bordered' NOT NULL,
  	"card_type" "enum_datis_blocks_card_grid_card_type" DEFAULT 'generic' NOT NULL,
  	"latest" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_announcements_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" "enum_datis_blocks_announcements_grid_layout" DEFAULT 'small' NOT NULL,
  	"ente_promotore_id" integer,
  	"limit" numeric,
  	"all_announcements_url" varchar DEFAULT 'https://padigitale2026.gov.it/misure' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_dated_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"title" varchar NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_datis_blocks_dated_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "datis_blocks_dated_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_link_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_datis_blocks_link_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"category" varchar
  );
  
  CREATE TABLE "datis_blocks_link_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"source" "enum_datis_blocks_faq_list_source" DEFAULT 'categoria' NOT NULL,
  	"category" "enum_datis_blocks_faq_list_category",
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_updates_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"show_last_items" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"ente_beneficiarios_id" integer,
  	"news_id" integer,
  	"resources_id" integer,
  	"guidelines_id" integer,
  	"faqs_id" integer
  );
  
  CREATE TABLE "legacy_redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"legacy_id" varchar NOT NULL,
  	"target" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "news_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "resources_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "guidelines_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "faqs_rels" ADD COLUMN "news_id" integer;
  ALTER TABLE "faqs_rels" ADD COLUMN "resources_id" integer;
  ALTER TABLE "faqs_rels" ADD COLUMN "guidelines_id" integer;
  ALTER TABLE "faqs_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "resources_rels" ADD COLUMN "news_id" integer;
  ALTER TABLE "resources_rels" ADD COLUMN "resources_id" integer;
  ALTER TABLE "resources_rels" ADD COLUMN "guidelines_id" integer;
  ALTER TABLE "resources_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "legacy_redirects_id" integer;
  ALTER TABLE "pages_blocks_page_header" ADD CONSTRAINT "pages_blocks_page_header_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_page_header" ADD CONSTRAINT "pages_blocks_page_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_player" ADD CONSTRAINT "pages_blocks_video_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stepper_steps" ADD CONSTRAINT "pages_blocks_stepper_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stepper"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stepper" ADD CONSTRAINT "pages_blocks_stepper_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD CONSTRAINT "pages_blocks_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD CONSTRAINT "pages_blocks_card_grid_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD CONSTRAINT "pages_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid" ADD CONSTRAINT "pages_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_announcements_grid" ADD CONSTRAINT "pages_blocks_announcements_grid_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_announcements_grid" ADD CONSTRAINT "pages_blocks_announcements_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dated_list_items" ADD CONSTRAINT "pages_blocks_dated_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_dated_list_items" ADD CONSTRAINT "pages_blocks_dated_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_dated_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dated_list" ADD CONSTRAINT "pages_blocks_dated_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_link_list_items" ADD CONSTRAINT "pages_blocks_link_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_link_list_items" ADD CONSTRAINT "pages_blocks_link_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_link_list" ADD CONSTRAINT "pages_blocks_link_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_list" ADD CONSTRAINT "pages_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_updates_list" ADD CONSTRAINT "pages_blocks_updates_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_page_header" ADD CONSTRAINT "faqs_blocks_page_header_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_page_header" ADD CONSTRAINT "faqs_blocks_page_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_video_player" ADD CONSTRAINT "faqs_blocks_video_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_stepper_steps" ADD CONSTRAINT "faqs_blocks_stepper_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_stepper"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_stepper" ADD CONSTRAINT "faqs_blocks_stepper_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_card_grid_cards" ADD CONSTRAINT "faqs_blocks_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_card_grid_cards" ADD CONSTRAINT "faqs_blocks_card_grid_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_card_grid_cards" ADD CONSTRAINT "faqs_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_card_grid" ADD CONSTRAINT "faqs_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_announcements_grid" ADD CONSTRAINT "faqs_blocks_announcements_grid_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_announcements_grid" ADD CONSTRAINT "faqs_blocks_announcements_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_dated_list_items" ADD CONSTRAINT "faqs_blocks_dated_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_dated_list_items" ADD CONSTRAINT "faqs_blocks_dated_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_dated_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_dated_list" ADD CONSTRAINT "faqs_blocks_dated_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_link_list_items" ADD CONSTRAINT "faqs_blocks_link_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_link_list_items" ADD CONSTRAINT "faqs_blocks_link_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_link_list" ADD CONSTRAINT "faqs_blocks_link_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_faq_list" ADD CONSTRAINT "faqs_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_updates_list" ADD CONSTRAINT "faqs_blocks_updates_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_page_header" ADD CONSTRAINT "news_blocks_page_header_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_page_header" ADD CONSTRAINT "news_blocks_page_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_video_player" ADD CONSTRAINT "news_blocks_video_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_stepper_steps" ADD CONSTRAINT "news_blocks_stepper_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_stepper"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_stepper" ADD CONSTRAINT "news_blocks_stepper_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_card_grid_cards" ADD CONSTRAINT "news_blocks_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_card_grid_cards" ADD CONSTRAINT "news_blocks_card_grid_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_card_grid_cards" ADD CONSTRAINT "news_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_card_grid" ADD CONSTRAINT "news_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_announcements_grid" ADD CONSTRAINT "news_blocks_announcements_grid_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_announcements_grid" ADD CONSTRAINT "news_blocks_announcements_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_dated_list_items" ADD CONSTRAINT "news_blocks_dated_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_dated_list_items" ADD CONSTRAINT "news_blocks_dated_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_dated_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_dated_list" ADD CONSTRAINT "news_blocks_dated_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_link_list_items" ADD CONSTRAINT "news_blocks_link_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_link_list_items" ADD CONSTRAINT "news_blocks_link_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_link_list" ADD CONSTRAINT "news_blocks_link_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_faq_list" ADD CONSTRAINT "news_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_updates_list" ADD CONSTRAINT "news_blocks_updates_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_page_header" ADD CONSTRAINT "resources_blocks_page_header_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_page_header" ADD CONSTRAINT "resources_blocks_page_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_video_player" ADD CONSTRAINT "resources_blocks_video_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_stepper_steps" ADD CONSTRAINT "resources_blocks_stepper_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_stepper"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_stepper" ADD CONSTRAINT "resources_blocks_stepper_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_card_grid_cards" ADD CONSTRAINT "resources_blocks_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_card_grid_cards" ADD CONSTRAINT "resources_blocks_card_grid_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_card_grid_cards" ADD CONSTRAINT "resources_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_card_grid" ADD CONSTRAINT "resources_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_announcements_grid" ADD CONSTRAINT "resources_blocks_announcements_grid_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_announcements_grid" ADD CONSTRAINT "resources_blocks_announcements_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_dated_list_items" ADD CONSTRAINT "resources_blocks_dated_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_dated_list_items" ADD CONSTRAINT "resources_blocks_dated_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_dated_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_dated_list" ADD CONSTRAINT "resources_blocks_dated_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_link_list_items" ADD CONSTRAINT "resources_blocks_link_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_link_list_items" ADD CONSTRAINT "resources_blocks_link_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_link_list" ADD CONSTRAINT "resources_blocks_link_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_faq_list" ADD CONSTRAINT "resources_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_updates_list" ADD CONSTRAINT "resources_blocks_updates_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_page_header" ADD CONSTRAINT "supportos_blocks_page_header_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_page_header" ADD CONSTRAINT "supportos_blocks_page_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_video_player" ADD CONSTRAINT "supportos_blocks_video_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_stepper_steps" ADD CONSTRAINT "supportos_blocks_stepper_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_stepper"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_stepper" ADD CONSTRAINT "supportos_blocks_stepper_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_card_grid_cards" ADD CONSTRAINT "supportos_blocks_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_card_grid_cards" ADD CONSTRAINT "supportos_blocks_card_grid_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_card_grid_cards" ADD CONSTRAINT "supportos_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_card_grid" ADD CONSTRAINT "supportos_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_announcements_grid" ADD CONSTRAINT "supportos_blocks_announcements_grid_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_announcements_grid" ADD CONSTRAINT "supportos_blocks_announcements_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_dated_list_items" ADD CONSTRAINT "supportos_blocks_dated_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_dated_list_items" ADD CONSTRAINT "supportos_blocks_dated_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_dated_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_dated_list" ADD CONSTRAINT "supportos_blocks_dated_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_link_list_items" ADD CONSTRAINT "supportos_blocks_link_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_link_list_items" ADD CONSTRAINT "supportos_blocks_link_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_link_list" ADD CONSTRAINT "supportos_blocks_link_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_faq_list" ADD CONSTRAINT "supportos_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_updates_list" ADD CONSTRAINT "supportos_blocks_updates_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_rels" ADD CONSTRAINT "supportos_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_rels" ADD CONSTRAINT "supportos_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_rels" ADD CONSTRAINT "supportos_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_rels" ADD CONSTRAINT "supportos_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_rels" ADD CONSTRAINT "supportos_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_rels" ADD CONSTRAINT "supportos_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_page_header" ADD CONSTRAINT "datis_blocks_page_header_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_page_header" ADD CONSTRAINT "datis_blocks_page_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_video_player" ADD CONSTRAINT "datis_blocks_video_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_stepper_steps" ADD CONSTRAINT "datis_blocks_stepper_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_stepper"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_stepper" ADD CONSTRAINT "datis_blocks_stepper_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_card_grid_cards" ADD CONSTRAINT "datis_blocks_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_card_grid_cards" ADD CONSTRAINT "datis_blocks_card_grid_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_card_grid_cards" ADD CONSTRAINT "datis_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_card_grid" ADD CONSTRAINT "datis_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_announcements_grid" ADD CONSTRAINT "datis_blocks_announcements_grid_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_announcements_grid" ADD CONSTRAINT "datis_blocks_announcements_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_dated_list_items" ADD CONSTRAINT "datis_blocks_dated_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_dated_list_items" ADD CONSTRAINT "datis_blocks_dated_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_dated_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_dated_list" ADD CONSTRAINT "datis_blocks_dated_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_link_list_items" ADD CONSTRAINT "datis_blocks_link_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_link_list_items" ADD CONSTRAINT "datis_blocks_link_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_link_list" ADD CONSTRAINT "datis_blocks_link_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_faq_list" ADD CONSTRAINT "datis_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_updates_list" ADD CONSTRAINT "datis_blocks_updates_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_rels" ADD CONSTRAINT "datis_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_rels" ADD CONSTRAINT "datis_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_rels" ADD CONSTRAINT "datis_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_rels" ADD CONSTRAINT "datis_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_rels" ADD CONSTRAINT "datis_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_rels" ADD CONSTRAINT "datis_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_page_header_order_idx" ON "pages_blocks_page_header" USING btree ("_order");
  CREATE INDEX "pages_blocks_page_header_parent_id_idx" ON "pages_blocks_page_header" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_page_header_path_idx" ON "pages_blocks_page_header" USING btree ("_path");
  CREATE INDEX "pages_blocks_page_header_misura_idx" ON "pages_blocks_page_header" USING btree ("misura_id");
  CREATE INDEX "pages_blocks_video_player_order_idx" ON "pages_blocks_video_player" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_player_parent_id_idx" ON "pages_blocks_video_player" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_player_path_idx" ON "pages_blocks_video_player" USING btree ("_path");
  CREATE INDEX "pages_blocks_stepper_steps_order_idx" ON "pages_blocks_stepper_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_stepper_steps_parent_id_idx" ON "pages_blocks_stepper_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stepper_order_idx" ON "pages_blocks_stepper" USING btree ("_order");
  CREATE INDEX "pages_blocks_stepper_parent_id_idx" ON "pages_blocks_stepper" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stepper_path_idx" ON "pages_blocks_stepper" USING btree ("_path");
  CREATE INDEX "pages_blocks_card_grid_cards_order_idx" ON "pages_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_grid_cards_parent_id_idx" ON "pages_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_grid_cards_image_idx" ON "pages_blocks_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "pages_blocks_card_grid_cards_link_link_cms_page_idx" ON "pages_blocks_card_grid_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "pages_blocks_card_grid_order_idx" ON "pages_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_grid_parent_id_idx" ON "pages_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_grid_path_idx" ON "pages_blocks_card_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_announcements_grid_order_idx" ON "pages_blocks_announcements_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_announcements_grid_parent_id_idx" ON "pages_blocks_announcements_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_announcements_grid_path_idx" ON "pages_blocks_announcements_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_announcements_grid_ente_promotore_idx" ON "pages_blocks_announcements_grid" USING btree ("ente_promotore_id");
  CREATE INDEX "pages_blocks_dated_list_items_order_idx" ON "pages_blocks_dated_list_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_dated_list_items_parent_id_idx" ON "pages_blocks_dated_list_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dated_list_items_link_link_cms_page_idx" ON "pages_blocks_dated_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "pages_blocks_dated_list_order_idx" ON "pages_blocks_dated_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_dated_list_parent_id_idx" ON "pages_blocks_dated_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dated_list_path_idx" ON "pages_blocks_dated_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_link_list_items_order_idx" ON "pages_blocks_link_list_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_link_list_items_parent_id_idx" ON "pages_blocks_link_list_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_link_list_items_link_link_cms_page_idx" ON "pages_blocks_link_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "pages_blocks_link_list_order_idx" ON "pages_blocks_link_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_link_list_parent_id_idx" ON "pages_blocks_link_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_link_list_path_idx" ON "pages_blocks_link_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_list_order_idx" ON "pages_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_list_parent_id_idx" ON "pages_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_list_path_idx" ON "pages_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_updates_list_order_idx" ON "pages_blocks_updates_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_updates_list_parent_id_idx" ON "pages_blocks_updates_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_updates_list_path_idx" ON "pages_blocks_updates_list" USING btree ("_path");
  CREATE INDEX "faqs_blocks_page_header_order_idx" ON "faqs_blocks_page_header" USING btree ("_order");
  CREATE INDEX "faqs_blocks_page_header_parent_id_idx" ON "faqs_blocks_page_header" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_page_header_path_idx" ON "faqs_blocks_page_header" USING btree ("_path");
  CREATE INDEX "faqs_blocks_page_header_misura_idx" ON "faqs_blocks_page_header" USING btree ("misura_id");
  CREATE INDEX "faqs_blocks_video_player_order_idx" ON "faqs_blocks_video_player" USING btree ("_order");
  CREATE INDEX "faqs_blocks_video_player_parent_id_idx" ON "faqs_blocks_video_player" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_video_player_path_idx" ON "faqs_blocks_video_player" USING btree ("_path");
  CREATE INDEX "faqs_blocks_stepper_steps_order_idx" ON "faqs_blocks_stepper_steps" USING btree ("_order");
  CREATE INDEX "faqs_blocks_stepper_steps_parent_id_idx" ON "faqs_blocks_stepper_steps" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_stepper_order_idx" ON "faqs_blocks_stepper" USING btree ("_order");
  CREATE INDEX "faqs_blocks_stepper_parent_id_idx" ON "faqs_blocks_stepper" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_stepper_path_idx" ON "faqs_blocks_stepper" USING btree ("_path");
  CREATE INDEX "faqs_blocks_card_grid_cards_order_idx" ON "faqs_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "faqs_blocks_card_grid_cards_parent_id_idx" ON "faqs_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_card_grid_cards_image_idx" ON "faqs_blocks_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "faqs_blocks_card_grid_cards_link_link_cms_page_idx" ON "faqs_blocks_card_grid_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "faqs_blocks_card_grid_order_idx" ON "faqs_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "faqs_blocks_card_grid_parent_id_idx" ON "faqs_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_card_grid_path_idx" ON "faqs_blocks_card_grid" USING btree ("_path");
  CREATE INDEX "faqs_blocks_announcements_grid_order_idx" ON "faqs_blocks_announcements_grid" USING btree ("_order");
  CREATE INDEX "faqs_blocks_announcements_grid_parent_id_idx" ON "faqs_blocks_announcements_grid" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_announcements_grid_path_idx" ON "faqs_blocks_announcements_grid" USING btree ("_path");
  CREATE INDEX "faqs_blocks_announcements_grid_ente_promotore_idx" ON "faqs_blocks_announcements_grid" USING btree ("ente_promotore_id");
  CREATE INDEX "faqs_blocks_dated_list_items_order_idx" ON "faqs_blocks_dated_list_items" USING btree ("_order");
  CREATE INDEX "faqs_blocks_dated_list_items_parent_id_idx" ON "faqs_blocks_dated_list_items" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_dated_list_items_link_link_cms_page_idx" ON "faqs_blocks_dated_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "faqs_blocks_dated_list_order_idx" ON "faqs_blocks_dated_list" USING btree ("_order");
  CREATE INDEX "faqs_blocks_dated_list_parent_id_idx" ON "faqs_blocks_dated_list" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_dated_list_path_idx" ON "faqs_blocks_dated_list" USING btree ("_path");
  CREATE INDEX "faqs_blocks_link_list_items_order_idx" ON "faqs_blocks_link_list_items" USING btree ("_order");
  CREATE INDEX "faqs_blocks_link_list_items_parent_id_idx" ON "faqs_blocks_link_list_items" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_link_list_items_link_link_cms_page_idx" ON "faqs_blocks_link_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "faqs_blocks_link_list_order_idx" ON "faqs_blocks_link_list" USING btree ("_order");
  CREATE INDEX "faqs_blocks_link_list_parent_id_idx" ON "faqs_blocks_link_list" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_link_list_path_idx" ON "faqs_blocks_link_list" USING btree ("_path");
  CREATE INDEX "faqs_blocks_faq_list_order_idx" ON "faqs_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "faqs_blocks_faq_list_parent_id_idx" ON "faqs_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_faq_list_path_idx" ON "faqs_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "faqs_blocks_updates_list_order_idx" ON "faqs_blocks_updates_list" USING btree ("_order");
  CREATE INDEX "faqs_blocks_updates_list_parent_id_idx" ON "faqs_blocks_updates_list" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_updates_list_path_idx" ON "faqs_blocks_updates_list" USING btree ("_path");
  CREATE INDEX "news_blocks_page_header_order_idx" ON "news_blocks_page_header" USING btree ("_order");
  CREATE INDEX "news_blocks_page_header_parent_id_idx" ON "news_blocks_page_header" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_page_header_path_idx" ON "news_blocks_page_header" USING btree ("_path");
  CREATE INDEX "news_blocks_page_header_misura_idx" ON "news_blocks_page_header" USING btree ("misura_id");
  CREATE INDEX "news_blocks_video_player_order_idx" ON "news_blocks_video_player" USING btree ("_order");
  CREATE INDEX "news_blocks_video_player_parent_id_idx" ON "news_blocks_video_player" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_video_player_path_idx" ON "news_blocks_video_player" USING btree ("_path");
  CREATE INDEX "news_blocks_stepper_steps_order_idx" ON "news_blocks_stepper_steps" USING btree ("_order");
  CREATE INDEX "news_blocks_stepper_steps_parent_id_idx" ON "news_blocks_stepper_steps" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_stepper_order_idx" ON "news_blocks_stepper" USING btree ("_order");
  CREATE INDEX "news_blocks_stepper_parent_id_idx" ON "news_blocks_stepper" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_stepper_path_idx" ON "news_blocks_stepper" USING btree ("_path");
  CREATE INDEX "news_blocks_card_grid_cards_order_idx" ON "news_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "news_blocks_card_grid_cards_parent_id_idx" ON "news_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_card_grid_cards_image_idx" ON "news_blocks_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "news_blocks_card_grid_cards_link_link_cms_page_idx" ON "news_blocks_card_grid_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "news_blocks_card_grid_order_idx" ON "news_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "news_blocks_card_grid_parent_id_idx" ON "news_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_card_grid_path_idx" ON "news_blocks_card_grid" USING btree ("_path");
  CREATE INDEX "news_blocks_announcements_grid_order_idx" ON "news_blocks_announcements_grid" USING btree ("_order");
  CREATE INDEX "news_blocks_announcements_grid_parent_id_idx" ON "news_blocks_announcements_grid" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_announcements_grid_path_idx" ON "news_blocks_announcements_grid" USING btree ("_path");
  CREATE INDEX "news_blocks_announcements_grid_ente_promotore_idx" ON "news_blocks_announcements_grid" USING btree ("ente_promotore_id");
  CREATE INDEX "news_blocks_dated_list_items_order_idx" ON "news_blocks_dated_list_items" USING btree ("_order");
  CREATE INDEX "news_blocks_dated_list_items_parent_id_idx" ON "news_blocks_dated_list_items" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_dated_list_items_link_link_cms_page_idx" ON "news_blocks_dated_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "news_blocks_dated_list_order_idx" ON "news_blocks_dated_list" USING btree ("_order");
  CREATE INDEX "news_blocks_dated_list_parent_id_idx" ON "news_blocks_dated_list" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_dated_list_path_idx" ON "news_blocks_dated_list" USING btree ("_path");
  CREATE INDEX "news_blocks_link_list_items_order_idx" ON "news_blocks_link_list_items" USING btree ("_order");
  CREATE INDEX "news_blocks_link_list_items_parent_id_idx" ON "news_blocks_link_list_items" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_link_list_items_link_link_cms_page_idx" ON "news_blocks_link_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "news_blocks_link_list_order_idx" ON "news_blocks_link_list" USING btree ("_order");
  CREATE INDEX "news_blocks_link_list_parent_id_idx" ON "news_blocks_link_list" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_link_list_path_idx" ON "news_blocks_link_list" USING btree ("_path");
  CREATE INDEX "news_blocks_faq_list_order_idx" ON "news_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "news_blocks_faq_list_parent_id_idx" ON "news_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_faq_list_path_idx" ON "news_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "news_blocks_updates_list_order_idx" ON "news_blocks_updates_list" USING btree ("_order");
  CREATE INDEX "news_blocks_updates_list_parent_id_idx" ON "news_blocks_updates_list" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_updates_list_path_idx" ON "news_blocks_updates_list" USING btree ("_path");
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_ente_beneficiarios_id_idx" ON "news_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "news_rels_news_id_idx" ON "news_rels" USING btree ("news_id");
  CREATE INDEX "news_rels_resources_id_idx" ON "news_rels" USING btree ("resources_id");
  CREATE INDEX "news_rels_guidelines_id_idx" ON "news_rels" USING btree ("guidelines_id");
  CREATE INDEX "news_rels_faqs_id_idx" ON "news_rels" USING btree ("faqs_id");
  CREATE INDEX "resources_blocks_page_header_order_idx" ON "resources_blocks_page_header" USING btree ("_order");
  CREATE INDEX "resources_blocks_page_header_parent_id_idx" ON "resources_blocks_page_header" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_page_header_path_idx" ON "resources_blocks_page_header" USING btree ("_path");
  CREATE INDEX "resources_blocks_page_header_misura_idx" ON "resources_blocks_page_header" USING btree ("misura_id");
  CREATE INDEX "resources_blocks_video_player_order_idx" ON "resources_blocks_video_player" USING btree ("_order");
  CREATE INDEX "resources_blocks_video_player_parent_id_idx" ON "resources_blocks_video_player" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_video_player_path_idx" ON "resources_blocks_video_player" USING btree ("_path");
  CREATE INDEX "resources_blocks_stepper_steps_order_idx" ON "resources_blocks_stepper_steps" USING btree ("_order");
  CREATE INDEX "resources_blocks_stepper_steps_parent_id_idx" ON "resources_blocks_stepper_steps" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_stepper_order_idx" ON "resources_blocks_stepper" USING btree ("_order");
  CREATE INDEX "resources_blocks_stepper_parent_id_idx" ON "resources_blocks_stepper" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_stepper_path_idx" ON "resources_blocks_stepper" USING btree ("_path");
  CREATE INDEX "resources_blocks_card_grid_cards_order_idx" ON "resources_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "resources_blocks_card_grid_cards_parent_id_idx" ON "resources_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_card_grid_cards_image_idx" ON "resources_blocks_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "resources_blocks_card_grid_cards_link_link_cms_page_idx" ON "resources_blocks_card_grid_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "resources_blocks_card_grid_order_idx" ON "resources_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "resources_blocks_card_grid_parent_id_idx" ON "resources_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_card_grid_path_idx" ON "resources_blocks_card_grid" USING btree ("_path");
  CREATE INDEX "resources_blocks_announcements_grid_order_idx" ON "resources_blocks_announcements_grid" USING btree ("_order");
  CREATE INDEX "resources_blocks_announcements_grid_parent_id_idx" ON "resources_blocks_announcements_grid" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_announcements_grid_path_idx" ON "resources_blocks_announcements_grid" USING btree ("_path");
  CREATE INDEX "resources_blocks_announcements_grid_ente_promotore_idx" ON "resources_blocks_announcements_grid" USING btree ("ente_promotore_id");
  CREATE INDEX "resources_blocks_dated_list_items_order_idx" ON "resources_blocks_dated_list_items" USING btree ("_order");
  CREATE INDEX "resources_blocks_dated_list_items_parent_id_idx" ON "resources_blocks_dated_list_items" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_dated_list_items_link_link_cms_page_idx" ON "resources_blocks_dated_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "resources_blocks_dated_list_order_idx" ON "resources_blocks_dated_list" USING btree ("_order");
  CREATE INDEX "resources_blocks_dated_list_parent_id_idx" ON "resources_blocks_dated_list" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_dated_list_path_idx" ON "resources_blocks_dated_list" USING btree ("_path");
  CREATE INDEX "resources_blocks_link_list_items_order_idx" ON "resources_blocks_link_list_items" USING btree ("_order");
  CREATE INDEX "resources_blocks_link_list_items_parent_id_idx" ON "resources_blocks_link_list_items" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_link_list_items_link_link_cms_page_idx" ON "resources_blocks_link_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "resources_blocks_link_list_order_idx" ON "resources_blocks_link_list" USING btree ("_order");
  CREATE INDEX "resources_blocks_link_list_parent_id_idx" ON "resources_blocks_link_list" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_link_list_path_idx" ON "resources_blocks_link_list" USING btree ("_path");
  CREATE INDEX "resources_blocks_faq_list_order_idx" ON "resources_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "resources_blocks_faq_list_parent_id_idx" ON "resources_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_faq_list_path_idx" ON "resources_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "resources_blocks_updates_list_order_idx" ON "resources_blocks_updates_list" USING btree ("_order");
  CREATE INDEX "resources_blocks_updates_list_parent_id_idx" ON "resources_blocks_updates_list" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_updates_list_path_idx" ON "resources_blocks_updates_list" USING btree ("_path");
  CREATE INDEX "supportos_blocks_page_header_order_idx" ON "supportos_blocks_page_header" USING btree ("_order");
  CREATE INDEX "supportos_blocks_page_header_parent_id_idx" ON "supportos_blocks_page_header" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_page_header_path_idx" ON "supportos_blocks_page_header" USING btree ("_path");
  CREATE INDEX "supportos_blocks_page_header_misura_idx" ON "supportos_blocks_page_header" USING btree ("misura_id");
  CREATE INDEX "supportos_blocks_video_player_order_idx" ON "supportos_blocks_video_player" USING btree ("_order");
  CREATE INDEX "supportos_blocks_video_player_parent_id_idx" ON "supportos_blocks_video_player" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_video_player_path_idx" ON "supportos_blocks_video_player" USING btree ("_path");
  CREATE INDEX "supportos_blocks_stepper_steps_order_idx" ON "supportos_blocks_stepper_steps" USING btree ("_order");
  CREATE INDEX "supportos_blocks_stepper_steps_parent_id_idx" ON "supportos_blocks_stepper_steps" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_stepper_order_idx" ON "supportos_blocks_stepper" USING btree ("_order");
  CREATE INDEX "supportos_blocks_stepper_parent_id_idx" ON "supportos_blocks_stepper" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_stepper_path_idx" ON "supportos_blocks_stepper" USING btree ("_path");
  CREATE INDEX "supportos_blocks_card_grid_cards_order_idx" ON "supportos_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "supportos_blocks_card_grid_cards_parent_id_idx" ON "supportos_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_card_grid_cards_image_idx" ON "supportos_blocks_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "supportos_blocks_card_grid_cards_link_link_cms_page_idx" ON "supportos_blocks_card_grid_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "supportos_blocks_card_grid_order_idx" ON "supportos_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "supportos_blocks_card_grid_parent_id_idx" ON "supportos_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_card_grid_path_idx" ON "supportos_blocks_card_grid" USING btree ("_path");
  CREATE INDEX "supportos_blocks_announcements_grid_order_idx" ON "supportos_blocks_announcements_grid" USING btree ("_order");
  CREATE INDEX "supportos_blocks_announcements_grid_parent_id_idx" ON "supportos_blocks_announcements_grid" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_announcements_grid_path_idx" ON "supportos_blocks_announcements_grid" USING btree ("_path");
  CREATE INDEX "supportos_blocks_announcements_grid_ente_promotore_idx" ON "supportos_blocks_announcements_grid" USING btree ("ente_promotore_id");
  CREATE INDEX "supportos_blocks_dated_list_items_order_idx" ON "supportos_blocks_dated_list_items" USING btree ("_order");
  CREATE INDEX "supportos_blocks_dated_list_items_parent_id_idx" ON "supportos_blocks_dated_list_items" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_dated_list_items_link_link_cms_page_idx" ON "supportos_blocks_dated_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "supportos_blocks_dated_list_order_idx" ON "supportos_blocks_dated_list" USING btree ("_order");
  CREATE INDEX "supportos_blocks_dated_list_parent_id_idx" ON "supportos_blocks_dated_list" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_dated_list_path_idx" ON "supportos_blocks_dated_list" USING btree ("_path");
  CREATE INDEX "supportos_blocks_link_list_items_order_idx" ON "supportos_blocks_link_list_items" USING btree ("_order");
  CREATE INDEX "supportos_blocks_link_list_items_parent_id_idx" ON "supportos_blocks_link_list_items" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_link_list_items_link_link_cms_page_idx" ON "supportos_blocks_link_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "supportos_blocks_link_list_order_idx" ON "supportos_blocks_link_list" USING btree ("_order");
  CREATE INDEX "supportos_blocks_link_list_parent_id_idx" ON "supportos_blocks_link_list" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_link_list_path_idx" ON "supportos_blocks_link_list" USING btree ("_path");
  CREATE INDEX "supportos_blocks_faq_list_order_idx" ON "supportos_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "supportos_blocks_faq_list_parent_id_idx" ON "supportos_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_faq_list_path_idx" ON "supportos_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "supportos_blocks_updates_list_order_idx" ON "supportos_blocks_updates_list" USING btree ("_order");
  CREATE INDEX "supportos_blocks_updates_list_parent_id_idx" ON "supportos_blocks_updates_list" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_updates_list_path_idx" ON "supportos_blocks_updates_list" USING btree ("_path");
  CREATE INDEX "supportos_rels_order_idx" ON "supportos_rels" USING btree ("order");
  CREATE INDEX "supportos_rels_parent_idx" ON "supportos_rels" USING btree ("parent_id");
  CREATE INDEX "supportos_rels_path_idx" ON "supportos_rels" USING btree ("path");
  CREATE INDEX "supportos_rels_ente_beneficiarios_id_idx" ON "supportos_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "supportos_rels_news_id_idx" ON "supportos_rels" USING btree ("news_id");
  CREATE INDEX "supportos_rels_resources_id_idx" ON "supportos_rels" USING btree ("resources_id");
  CREATE INDEX "supportos_rels_guidelines_id_idx" ON "supportos_rels" USING btree ("guidelines_id");
  CREATE INDEX "supportos_rels_faqs_id_idx" ON "supportos_rels" USING btree ("faqs_id");
  CREATE INDEX "datis_blocks_page_header_order_idx" ON "datis_blocks_page_header" USING btree ("_order");
  CREATE INDEX "datis_blocks_page_header_parent_id_idx" ON "datis_blocks_page_header" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_page_header_path_idx" ON "datis_blocks_page_header" USING btree ("_path");
  CREATE INDEX "datis_blocks_page_header_misura_idx" ON "datis_blocks_page_header" USING btree ("misura_id");
  CREATE INDEX "datis_blocks_video_player_order_idx" ON "datis_blocks_video_player" USING btree ("_order");
  CREATE INDEX "datis_blocks_video_player_parent_id_idx" ON "datis_blocks_video_player" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_video_player_path_idx" ON "datis_blocks_video_player" USING btree ("_path");
  CREATE INDEX "datis_blocks_stepper_steps_order_idx" ON "datis_blocks_stepper_steps" USING btree ("_order");
  CREATE INDEX "datis_blocks_stepper_steps_parent_id_idx" ON "datis_blocks_stepper_steps" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_stepper_order_idx" ON "datis_blocks_stepper" USING btree ("_order");
  CREATE INDEX "datis_blocks_stepper_parent_id_idx" ON "datis_blocks_stepper" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_stepper_path_idx" ON "datis_blocks_stepper" USING btree ("_path");
  CREATE INDEX "datis_blocks_card_grid_cards_order_idx" ON "datis_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "datis_blocks_card_grid_cards_parent_id_idx" ON "datis_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_card_grid_cards_image_idx" ON "datis_blocks_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "datis_blocks_card_grid_cards_link_link_cms_page_idx" ON "datis_blocks_card_grid_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "datis_blocks_card_grid_order_idx" ON "datis_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "datis_blocks_card_grid_parent_id_idx" ON "datis_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_card_grid_path_idx" ON "datis_blocks_card_grid" USING btree ("_path");
  CREATE INDEX "datis_blocks_announcements_grid_order_idx" ON "datis_blocks_announcements_grid" USING btree ("_order");
  CREATE INDEX "datis_blocks_announcements_grid_parent_id_idx" ON "datis_blocks_announcements_grid" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_announcements_grid_path_idx" ON "datis_blocks_announcements_grid" USING btree ("_path");
  CREATE INDEX "datis_blocks_announcements_grid_ente_promotore_idx" ON "datis_blocks_announcements_grid" USING btree ("ente_promotore_id");
  CREATE INDEX "datis_blocks_dated_list_items_order_idx" ON "datis_blocks_dated_list_items" USING btree ("_order");
  CREATE INDEX "datis_blocks_dated_list_items_parent_id_idx" ON "datis_blocks_dated_list_items" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_dated_list_items_link_link_cms_page_idx" ON "datis_blocks_dated_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "datis_blocks_dated_list_order_idx" ON "datis_blocks_dated_list" USING btree ("_order");
  CREATE INDEX "datis_blocks_dated_list_parent_id_idx" ON "datis_blocks_dated_list" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_dated_list_path_idx" ON "datis_blocks_dated_list" USING btree ("_path");
  CREATE INDEX "datis_blocks_link_list_items_order_idx" ON "datis_blocks_link_list_items" USING btree ("_order");
  CREATE INDEX "datis_blocks_link_list_items_parent_id_idx" ON "datis_blocks_link_list_items" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_link_list_items_link_link_cms_page_idx" ON "datis_blocks_link_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "datis_blocks_link_list_order_idx" ON "datis_blocks_link_list" USING btree ("_order");
  CREATE INDEX "datis_blocks_link_list_parent_id_idx" ON "datis_blocks_link_list" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_link_list_path_idx" ON "datis_blocks_link_list" USING btree ("_path");
  CREATE INDEX "datis_blocks_faq_list_order_idx" ON "datis_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "datis_blocks_faq_list_parent_id_idx" ON "datis_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_faq_list_path_idx" ON "datis_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "datis_blocks_updates_list_order_idx" ON "datis_blocks_updates_list" USING btree ("_order");
  CREATE INDEX "datis_blocks_updates_list_parent_id_idx" ON "datis_blocks_updates_list" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_updates_list_path_idx" ON "datis_blocks_updates_list" USING btree ("_path");
  CREATE INDEX "datis_rels_order_idx" ON "datis_rels" USING btree ("order");
  CREATE INDEX "datis_rels_parent_idx" ON "datis_rels" USING btree ("parent_id");
  CREATE INDEX "datis_rels_path_idx" ON "datis_rels" USING btree ("path");
  CREATE INDEX "datis_rels_ente_beneficiarios_id_idx" ON "datis_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "datis_rels_news_id_idx" ON "datis_rels" USING btree ("news_id");
  CREATE INDEX "datis_rels_resources_id_idx" ON "datis_rels" USING btree ("resources_id");
  CREATE INDEX "datis_rels_guidelines_id_idx" ON "datis_rels" USING btree ("guidelines_id");
  CREATE INDEX "datis_rels_faqs_id_idx" ON "datis_rels" USING btree ("faqs_id");
  CREATE UNIQUE INDEX "legacy_redirects_legacy_id_idx" ON "legacy_redirects" USING btree ("legacy_id");
  CREATE INDEX "legacy_redirects_updated_at_idx" ON "legacy_redirects" USING btree ("updated_at");
  CREATE INDEX "legacy_redirects_created_at_idx" ON "legacy_redirects" USING btree ("created_at");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_rels" ADD CONSTRAINT "resources_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_rels" ADD CONSTRAINT "resources_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_rels" ADD CONSTRAINT "resources_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_rels" ADD CONSTRAINT "resources_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legacy_redirects_fk" FOREIGN KEY ("legacy_redirects_id") REFERENCES "public"."legacy_redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_news_id_idx" ON "pages_rels" USING btree ("news_id");
  CREATE INDEX "pages_rels_resources_id_idx" ON "pages_rels" USING btree ("resources_id");
  CREATE INDEX "pages_rels_guidelines_id_idx" ON "pages_rels" USING btree ("guidelines_id");
  CREATE INDEX "pages_rels_faqs_id_idx" ON "pages_rels" USING btree ("faqs_id");
  CREATE INDEX "faqs_rels_news_id_idx" ON "faqs_rels" USING btree ("news_id");
  CREATE INDEX "faqs_rels_resources_id_idx" ON "faqs_rels" USING btree ("resources_id");
  CREATE INDEX "faqs_rels_guidelines_id_idx" ON "faqs_rels" USING btree ("guidelines_id");
  CREATE INDEX "faqs_rels_faqs_id_idx" ON "faqs_rels" USING btree ("faqs_id");
  CREATE INDEX "resources_rels_news_id_idx" ON "resources_rels" USING btree ("news_id");
  CREATE INDEX "resources_rels_resources_id_idx" ON "resources_rels" USING btree ("resources_id");
  CREATE INDEX "resources_rels_guidelines_id_idx" ON "resources_rels" USING btree ("guidelines_id");
  CREATE INDEX "resources_rels_faqs_id_idx" ON "resources_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_legacy_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("legacy_redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_page_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stepper_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stepper" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_card_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_announcements_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_dated_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_dated_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_link_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_link_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_updates_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_blocks_page_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_blocks_video_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_blocks_stepper_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_blocks_stepper" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_blocks_card_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_blocks_announcements_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_blocks_dated_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_blocks_dated_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_blocks_link_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_blocks_link_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_blocks_faq_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_blocks_updates_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_blocks_page_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_blocks_video_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_blocks_stepper_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_blocks_stepper" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_blocks_card_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_blocks_announcements_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_blocks_dated_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_blocks_dated_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_blocks_link_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_blocks_link_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_blocks_faq_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_blocks_updates_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_blocks_page_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_blocks_video_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_blocks_stepper_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_blocks_stepper" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_blocks_card_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_blocks_announcements_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_blocks_dated_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_blocks_dated_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_blocks_link_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_blocks_link_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_blocks_faq_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_blocks_updates_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_blocks_page_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_blocks_video_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_blocks_stepper_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_blocks_stepper" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_blocks_card_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_blocks_announcements_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_blocks_dated_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_blocks_dated_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_blocks_link_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_blocks_link_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_blocks_faq_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_blocks_updates_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_blocks_page_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_blocks_video_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_blocks_stepper_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_blocks_stepper" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_blocks_card_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_blocks_announcements_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_blocks_dated_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_blocks_dated_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_blocks_link_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_blocks_link_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_blocks_faq_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_blocks_updates_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legacy_redirects" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_page_header" CASCADE;
  DROP TABLE "pages_blocks_video_player" CASCADE;
  DROP TABLE "pages_blocks_stepper_steps" CASCADE;
  DROP TABLE "pages_blocks_stepper" CASCADE;
  DROP TABLE "pages_blocks_card_grid_cards" CASCADE;
  DROP TABLE "pages_blocks_card_grid" CASCADE;
  DROP TABLE "pages_blocks_announcements_grid" CASCADE;
  DROP TABLE "pages_blocks_dated_list_items" CASCADE;
  DROP TABLE "pages_blocks_dated_list" CASCADE;
  DROP TABLE "pages_blocks_link_list_items" CASCADE;
  DROP TABLE "pages_blocks_link_list" CASCADE;
  DROP TABLE "pages_blocks_faq_list" CASCADE;
  DROP TABLE "pages_blocks_updates_list" CASCADE;
  DROP TABLE "faqs_blocks_page_header" CASCADE;
  DROP TABLE "faqs_blocks_video_player" CASCADE;
  DROP TABLE "faqs_blocks_stepper_steps" CASCADE;
  DROP TABLE "faqs_blocks_stepper" CASCADE;
  DROP TABLE "faqs_blocks_card_grid_cards" CASCADE;
  DROP TABLE "faqs_blocks_card_grid" CASCADE;
  DROP TABLE "faqs_blocks_announcements_grid" CASCADE;
  DROP TABLE "faqs_blocks_dated_list_items" CASCADE;
  DROP TABLE "faqs_blocks_dated_list" CASCADE;
  DROP TABLE "faqs_blocks_link_list_items" CASCADE;
  DROP TABLE "faqs_blocks_link_list" CASCADE;
  DROP TABLE "faqs_blocks_faq_list" CASCADE;
  DROP TABLE "faqs_blocks_updates_list" CASCADE;
  DROP TABLE "news_blocks_page_header" CASCADE;
  DROP TABLE "news_blocks_video_player" CASCADE;
  DROP TABLE "news_blocks_stepper_steps" CASCADE;
  DROP TABLE "news_blocks_stepper" CASCADE;
  DROP TABLE "news_blocks_card_grid_cards" CASCADE;
  DROP TABLE "news_blocks_card_grid" CASCADE;
  DROP TABLE "news_blocks_announcements_grid" CASCADE;
  DROP TABLE "news_blocks_dated_list_items" CASCADE;
  DROP TABLE "news_blocks_dated_list" CASCADE;
  DROP TABLE "news_blocks_link_list_items" CASCADE;
  DROP TABLE "news_blocks_link_list" CASCADE;
  DROP TABLE "news_blocks_faq_list" CASCADE;
  DROP TABLE "news_blocks_updates_list" CASCADE;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "resources_blocks_page_header" CASCADE;
  DROP TABLE "resources_blocks_video_player" CASCADE;
  DROP TABLE "resources_blocks_stepper_steps" CASCADE;
  DROP TABLE "resources_blocks_stepper" CASCADE;
  DROP TABLE "resources_blocks_card_grid_cards" CASCADE;
  DROP TABLE "resources_blocks_card_grid" CASCADE;
  DROP TABLE "resources_blocks_announcements_grid" CASCADE;
  DROP TABLE "resources_blocks_dated_list_items" CASCADE;
  DROP TABLE "resources_blocks_dated_list" CASCADE;
  DROP TABLE "resources_blocks_link_list_items" CASCADE;
  DROP TABLE "resources_blocks_link_list" CASCADE;
  DROP TABLE "resources_blocks_faq_list" CASCADE;
  DROP TABLE "resources_blocks_updates_list" CASCADE;
  DROP TABLE "supportos_blocks_page_header" CASCADE;
  DROP TABLE "supportos_blocks_video_player" CASCADE;
  DROP TABLE "supportos_blocks_stepper_steps" CASCADE;
  DROP TABLE "supportos_blocks_stepper" CASCADE;
  DROP TABLE "supportos_blocks_card_grid_cards" CASCADE;
  DROP TABLE "supportos_blocks_card_grid" CASCADE;
  DROP TABLE "supportos_blocks_announcements_grid" CASCADE;
  DROP TABLE "supportos_blocks_dated_list_items" CASCADE;
  DROP TABLE "supportos_blocks_dated_list" CASCADE;
  DROP TABLE "supportos_blocks_link_list_items" CASCADE;
  DROP TABLE "supportos_blocks_link_list" CASCADE;
  DROP TABLE "supportos_blocks_faq_list" CASCADE;
  DROP TABLE "supportos_blocks_updates_list" CASCADE;
  DROP TABLE "supportos_rels" CASCADE;
  DROP TABLE "datis_blocks_page_header" CASCADE;
  DROP TABLE "datis_blocks_video_player" CASCADE;
  DROP TABLE "datis_blocks_stepper_steps" CASCADE;
  DROP TABLE "datis_blocks_stepper" CASCADE;
  DROP TABLE "datis_blocks_card_grid_cards" CASCADE;
  DROP TABLE "datis_blocks_card_grid" CASCADE;
  DROP TABLE "datis_blocks_announcements_grid" CASCADE;
  DROP TABLE "datis_blocks_dated_list_items" CASCADE;
  DROP TABLE "datis_blocks_dated_list" CASCADE;
  DROP TABLE "datis_blocks_link_list_items" CASCADE;
  DROP TABLE "datis_blocks_link_list" CASCADE;
  DROP TABLE "datis_blocks_faq_list" CASCADE;
  DROP TABLE "datis_blocks_updates_list" CASCADE;
  DROP TABLE "datis_rels" CASCADE;
  DROP TABLE "legacy_redirects" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_news_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_resources_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_guidelines_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_faqs_fk";
  
  ALTER TABLE "faqs_rels" DROP CONSTRAINT "faqs_rels_news_fk";
  
  ALTER TABLE "faqs_rels" DROP CONSTRAINT "faqs_rels_resources_fk";
  
  ALTER TABLE "faqs_rels" DROP CONSTRAINT "faqs_rels_guidelines_fk";
  
  ALTER TABLE "faqs_rels" DROP CONSTRAINT "faqs_rels_faqs_fk";
  
  ALTER TABLE "resources_rels" DROP CONSTRAINT "resources_rels_news_fk";
  
  ALTER TABLE "resources_rels" DROP CONSTRAINT "resources_rels_resources_fk";
  
  ALTER TABLE "resources_rels" DROP CONSTRAINT "resources_rels_guidelines_fk";
  
  ALTER TABLE "resources_rels" DROP CONSTRAINT "resources_rels_faqs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_legacy_redirects_fk";
  
  DROP INDEX "pages_rels_news_id_idx";
  DROP INDEX "pages_rels_resources_id_idx";
  DROP INDEX "pages_rels_guidelines_id_idx";
  DROP INDEX "pages_rels_faqs_id_idx";
  DROP INDEX "faqs_rels_news_id_idx";
  DROP INDEX "faqs_rels_resources_id_idx";
  DROP INDEX "faqs_rels_guidelines_id_idx";
  DROP INDEX "faqs_rels_faqs_id_idx";
  DROP INDEX "resources_rels_news_id_idx";
  DROP INDEX "resources_rels_resources_id_idx";
  DROP INDEX "resources_rels_guidelines_id_idx";
  DROP INDEX "resources_rels_faqs_id_idx";
  DROP INDEX "payload_locked_documents_rels_legacy_redirects_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "news_id";
  ALTER TABLE "pages_rels" DROP COLUMN "resources_id";
  ALTER TABLE "pages_rels" DROP COLUMN "guidelines_id";
  ALTER TABLE "pages_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "faqs_rels" DROP COLUMN "news_id";
  ALTER TABLE "faqs_rels" DROP COLUMN "resources_id";
  ALTER TABLE "faqs_rels" DROP COLUMN "guidelines_id";
  ALTER TABLE "faqs_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "resources_rels" DROP COLUMN "news_id";
  ALTER TABLE "resources_rels" DROP COLUMN "resources_id";
  ALTER TABLE "resources_rels" DROP COLUMN "guidelines_id";
  ALTER TABLE "resources_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "legacy_redirects_id";
  DROP TYPE "public"."enum_pages_blocks_stepper_layout";
  DROP TYPE "public"."enum_pages_blocks_card_grid_cards_link_target";
  DROP TYPE "public"."enum_pages_blocks_card_grid_columns";
  DROP TYPE "public"."enum_pages_blocks_card_grid_card_layout";
  DROP TYPE "public"."enum_pages_blocks_card_grid_card_type";
  DROP TYPE "public"."enum_pages_blocks_announcements_grid_layout";
  DROP TYPE "public"."enum_pages_blocks_dated_list_items_link_target";
  DROP TYPE "public"."enum_pages_blocks_link_list_items_link_target";
  DROP TYPE "public"."enum_pages_blocks_faq_list_source";
  DROP TYPE "public"."enum_pages_blocks_faq_list_category";
  DROP TYPE "public"."enum_faqs_blocks_stepper_layout";
  DROP TYPE "public"."enum_faqs_blocks_card_grid_cards_link_target";
  DROP TYPE "public"."enum_faqs_blocks_card_grid_columns";
  DROP TYPE "public"."enum_faqs_blocks_card_grid_card_layout";
  DROP TYPE "public"."enum_faqs_blocks_card_grid_card_type";
  DROP TYPE "public"."enum_faqs_blocks_announcements_grid_layout";
  DROP TYPE "public"."enum_faqs_blocks_dated_list_items_link_target";
  DROP TYPE "public"."enum_faqs_blocks_link_list_items_link_target";
  DROP TYPE "public"."enum_faqs_blocks_faq_list_source";
  DROP TYPE "public"."enum_faqs_blocks_faq_list_category";
  DROP TYPE "public"."enum_news_blocks_stepper_layout";
  DROP TYPE "public"."enum_news_blocks_card_grid_cards_link_target";
  DROP TYPE "public"."enum_news_blocks_card_grid_columns";
  DROP TYPE "public"."enum_news_blocks_card_grid_card_layout";
  DROP TYPE "public"."enum_news_blocks_card_grid_card_type";
  DROP TYPE "public"."enum_news_blocks_announcements_grid_layout";
  DROP TYPE "public"."enum_news_blocks_dated_list_items_link_target";
  DROP TYPE "public"."enum_news_blocks_link_list_items_link_target";
  DROP TYPE "public"."enum_news_blocks_faq_list_source";
  DROP TYPE "public"."enum_news_blocks_faq_list_category";
  DROP TYPE "public"."enum_resources_blocks_stepper_layout";
  DROP TYPE "public"."enum_resources_blocks_card_grid_cards_link_target";
  DROP TYPE "public"."enum_resources_blocks_card_grid_columns";
  DROP TYPE "public"."enum_resources_blocks_card_grid_card_layout";
  DROP TYPE "public"."enum_resources_blocks_card_grid_card_type";
  DROP TYPE "public"."enum_resources_blocks_announcements_grid_layout";
  DROP TYPE "public"."enum_resources_blocks_dated_list_items_link_target";
  DROP TYPE "public"."enum_resources_blocks_link_list_items_link_target";
  DROP TYPE "public"."enum_resources_blocks_faq_list_source";
  DROP TYPE "public"."enum_resources_blocks_faq_list_category";
  DROP TYPE "public"."enum_supportos_blocks_stepper_layout";
  DROP TYPE "public"."enum_supportos_blocks_card_grid_cards_link_target";
  DROP TYPE "public"."enum_supportos_blocks_card_grid_columns";
  DROP TYPE "public"."enum_supportos_blocks_card_grid_card_layout";
  DROP TYPE "public"."enum_supportos_blocks_card_grid_card_type";
  DROP TYPE "public"."enum_supportos_blocks_announcements_grid_layout";
  DROP TYPE "public"."enum_supportos_blocks_dated_list_items_link_target";
  DROP TYPE "public"."enum_supportos_blocks_link_list_items_link_target";
  DROP TYPE "public"."enum_supportos_blocks_faq_list_source";
  DROP TYPE "public"."enum_supportos_blocks_faq_list_category";
  DROP TYPE "public"."enum_datis_blocks_stepper_layout";
  DROP TYPE "public"."enum_datis_blocks_card_grid_cards_link_target";
  DROP TYPE "public"."enum_datis_blocks_card_grid_columns";
  DROP TYPE "public"."enum_datis_blocks_card_grid_card_layout";
  DROP TYPE "public"."enum_datis_blocks_card_grid_card_type";
  DROP TYPE "public"."enum_datis_blocks_announcements_grid_layout";
  DROP TYPE "public"."enum_datis_blocks_dated_list_items_link_target";
  DROP TYPE "public"."enum_datis_blocks_link_list_items_link_target";
  DROP TYPE "public"."enum_datis_blocks_faq_list_source";
  DROP TYPE "public"."enum_datis_blocks_faq_list_category";`)
}
