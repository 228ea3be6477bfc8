import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_image_text_hero_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_split_banner_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_split_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_banner_colour" AS ENUM('primary', 'dark', 'light');
  CREATE TYPE "public"."enum_pages_blocks_image_text_column_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_text_columns_columns" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_pages_blocks_image_grid_image_blocks_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_image_grid_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_pages_blocks_benefits_items_icon" AS ENUM('user', 'pa', 'card', 'files', 'check-circle', 'clock');
  CREATE TYPE "public"."enum_pages_blocks_sidebar_rich_text_variant" AS ENUM('plain', 'filtered');
  CREATE TYPE "public"."enum_pages_blocks_measure_cards_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_measure_cards_cards_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_meas_acc_items_resources_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_faqs_blocks_image_text_hero_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_faqs_blocks_split_banner_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_faqs_blocks_split_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_faqs_blocks_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_faqs_blocks_banner_colour" AS ENUM('primary', 'dark', 'light');
  CREATE TYPE "public"."enum_faqs_blocks_image_text_column_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_faqs_blocks_text_columns_columns" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_faqs_blocks_image_grid_image_blocks_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_faqs_blocks_image_grid_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_faqs_blocks_benefits_items_icon" AS ENUM('user', 'pa', 'card', 'files', 'check-circle', 'clock');
  CREATE TYPE "public"."enum_faqs_blocks_sidebar_rich_text_variant" AS ENUM('plain', 'filtered');
  CREATE TYPE "public"."enum_faqs_blocks_measure_cards_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_faqs_blocks_measure_cards_cards_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_news_blocks_image_text_hero_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_news_blocks_split_banner_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_news_blocks_split_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_news_blocks_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_news_blocks_banner_colour" AS ENUM('primary', 'dark', 'light');
  CREATE TYPE "public"."enum_news_blocks_image_text_column_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_news_blocks_text_columns_columns" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_news_blocks_image_grid_image_blocks_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_news_blocks_image_grid_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_news_blocks_benefits_items_icon" AS ENUM('user', 'pa', 'card', 'files', 'check-circle', 'clock');
  CREATE TYPE "public"."enum_news_blocks_sidebar_rich_text_variant" AS ENUM('plain', 'filtered');
  CREATE TYPE "public"."enum_news_blocks_measure_cards_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_news_blocks_measure_cards_cards_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_resources_blocks_image_text_hero_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_resources_blocks_split_banner_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_resources_blocks_split_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_resources_blocks_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_resources_blocks_banner_colour" AS ENUM('primary', 'dark', 'light');
  CREATE TYPE "public"."enum_resources_blocks_image_text_column_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_resources_blocks_text_columns_columns" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_resources_blocks_image_grid_image_blocks_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_resources_blocks_image_grid_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_resources_blocks_benefits_items_icon" AS ENUM('user', 'pa', 'card', 'files', 'check-circle', 'clock');
  CREATE TYPE "public"."enum_resources_blocks_sidebar_rich_text_variant" AS ENUM('plain', 'filtered');
  CREATE TYPE "public"."enum_resources_blocks_measure_cards_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_resources_blocks_measure_cards_cards_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_supportos_blocks_image_text_hero_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_supportos_blocks_split_banner_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_supportos_blocks_split_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_supportos_blocks_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_supportos_blocks_banner_colour" AS ENUM('primary', 'dark', 'light');
  CREATE TYPE "public"."enum_supportos_blocks_image_text_column_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_supportos_blocks_text_columns_columns" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_supportos_blocks_image_grid_image_blocks_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_supportos_blocks_image_grid_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_supportos_blocks_benefits_items_icon" AS ENUM('user', 'pa', 'card', 'files', 'check-circle', 'clock');
  CREATE TYPE "public"."enum_supportos_blocks_sidebar_rich_text_variant" AS ENUM('plain', 'filtered');
  CREATE TYPE "public"."enum_supportos_blocks_measure_cards_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_supportos_blocks_measure_cards_cards_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_datis_blocks_image_text_hero_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_datis_blocks_split_banner_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_datis_blocks_split_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_datis_blocks_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_datis_blocks_banner_colour" AS ENUM('primary', 'dark', 'light');
  CREATE TYPE "public"."enum_datis_blocks_image_text_column_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_datis_blocks_text_columns_columns" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_datis_blocks_image_grid_image_blocks_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_datis_blocks_image_grid_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_datis_blocks_benefits_items_icon" AS ENUM('user', 'pa', 'card', 'files', 'check-circle', 'clock');
  CREATE TYPE "public"."enum_datis_blocks_sidebar_rich_text_variant" AS ENUM('plain', 'filtered');
  CREATE TYPE "public"."enum_datis_blocks_measure_cards_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_datis_blocks_measure_cards_cards_button_target" AS ENUM('_self', '_blank');
  CREATE TABLE "pages_blocks_image_text_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"cms_page_id" integer,
  	"href" varchar,
  	"target" "enum_pages_blocks_image_text_hero_links_target" DEFAULT '_self',
  	"icon" varchar
  );
  
  CREATE TABLE "pages_blocks_image_text_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer NOT NULL,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_split_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer NOT NULL,
  	"image_position" "enum_pages_blocks_split_banner_image_position" DEFAULT 'left' NOT NULL,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_pages_blocks_split_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_pages_blocks_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"colour" "enum_pages_blocks_banner_colour" DEFAULT 'primary' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_text_column" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"text" jsonb NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_pages_blocks_image_text_column_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_pages_blocks_text_columns_columns" DEFAULT '1' NOT NULL,
  	"content" jsonb NOT NULL,
  	"second_column" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_grid_image_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"didascalia" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_pages_blocks_image_grid_image_blocks_link_target" DEFAULT '_self'
  );
  
  CREATE TABLE "pages_blocks_image_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_pages_blocks_image_grid_columns" DEFAULT '3' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_benefits_items_icon",
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date_label" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"is_current" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sidebar_rich_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL
  );
  
  CREATE TABLE "pages_blocks_sidebar_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_pages_blocks_sidebar_rich_text_variant" DEFAULT 'plain' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_measure_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"misura_id" integer NOT NULL,
  	"ente_promotore_id" integer,
  	"risorse_in_euro" numeric,
  	"descrizione" varchar,
  	"platea_potenziale" varchar,
  	"aggiornamenti" varchar,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_pages_blocks_measure_cards_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_pages_blocks_measure_cards_cards_button_target" DEFAULT '_self',
  	"button_icon" varchar
  );
  
  CREATE TABLE "pages_blocks_measure_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "meas_acc_items_resources" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_meas_acc_items_resources_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "meas_acc_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_misura_id" integer NOT NULL
  );
  
  CREATE TABLE "meas_acc" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_image_text_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"cms_page_id" integer,
  	"href" varchar,
  	"target" "enum_faqs_blocks_image_text_hero_links_target" DEFAULT '_self',
  	"icon" varchar
  );
  
  CREATE TABLE "faqs_blocks_image_text_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer NOT NULL,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_split_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer NOT NULL,
  	"image_position" "enum_faqs_blocks_split_banner_image_position" DEFAULT 'left' NOT NULL,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_faqs_blocks_split_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_faqs_blocks_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"colour" "enum_faqs_blocks_banner_colour" DEFAULT 'primary' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_image_text_column" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"text" jsonb NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_faqs_blocks_image_text_column_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_faqs_blocks_text_columns_columns" DEFAULT '1' NOT NULL,
  	"content" jsonb NOT NULL,
  	"second_column" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_image_grid_image_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"didascalia" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_faqs_blocks_image_grid_image_blocks_link_target" DEFAULT '_self'
  );
  
  CREATE TABLE "faqs_blocks_image_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_faqs_blocks_image_grid_columns" DEFAULT '3' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_faqs_blocks_benefits_items_icon",
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "faqs_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date_label" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"is_current" boolean DEFAULT false
  );
  
  CREATE TABLE "faqs_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_sidebar_rich_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL
  );
  
  CREATE TABLE "faqs_blocks_sidebar_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_faqs_blocks_sidebar_rich_text_variant" DEFAULT 'plain' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_measure_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"misura_id" integer NOT NULL,
  	"ente_promotore_id" integer,
  	"risorse_in_euro" numeric,
  	"descrizione" varchar,
  	"platea_potenziale" varchar,
  	"aggiornamenti" varchar,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_faqs_blocks_measure_cards_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_faqs_blocks_measure_cards_cards_button_target" DEFAULT '_self',
  	"button_icon" varchar
  );
  
  CREATE TABLE "faqs_blocks_measure_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_image_text_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"cms_page_id" integer,
  	"href" varchar,
  	"target" "enum_news_blocks_image_text_hero_links_target" DEFAULT '_self',
  	"icon" varchar
  );
  
  CREATE TABLE "news_blocks_image_text_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer NOT NULL,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_split_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer NOT NULL,
  	"image_position" "enum_news_blocks_split_banner_image_position" DEFAULT 'left' NOT NULL,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_news_blocks_split_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_news_blocks_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"colour" "enum_news_blocks_banner_colour" DEFAULT 'primary' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_image_text_column" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"text" jsonb NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_news_blocks_image_text_column_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_news_blocks_text_columns_columns" DEFAULT '1' NOT NULL,
  	"content" jsonb NOT NULL,
  	"second_column" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_image_grid_image_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"didascalia" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_news_blocks_image_grid_image_blocks_link_target" DEFAULT '_self'
  );
  
  CREATE TABLE "news_blocks_image_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_news_blocks_image_grid_columns" DEFAULT '3' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_news_blocks_benefits_items_icon",
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "news_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date_label" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"is_current" boolean DEFAULT false
  );
  
  CREATE TABLE "news_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_sidebar_rich_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL
  );
  
  CREATE TABLE "news_blocks_sidebar_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_news_blocks_sidebar_rich_text_variant" DEFAULT 'plain' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_measure_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"misura_id" integer NOT NULL,
  	"ente_promotore_id" integer,
  	"risorse_in_euro" numeric,
  	"descrizione" varchar,
  	"platea_potenziale" varchar,
  	"aggiornamenti" varchar,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_news_blocks_measure_cards_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_news_blocks_measure_cards_cards_button_target" DEFAULT '_self',
  	"button_icon" varchar
  );
  
  CREATE TABLE "news_blocks_measure_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_image_text_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"cms_page_id" integer,
  	"href" varchar,
  	"target" "enum_resources_blocks_image_text_hero_links_target" DEFAULT '_self',
  	"icon" varchar
  );
  
  CREATE TABLE "resources_blocks_image_text_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer NOT NULL,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_split_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer NOT NULL,
  	"image_position" "enum_resources_blocks_split_banner_image_position" DEFAULT 'left' NOT NULL,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_resources_blocks_split_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_resources_blocks_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"colour" "enum_resources_blocks_banner_colour" DEFAULT 'primary' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_image_text_column" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"text" jsonb NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_resources_blocks_image_text_column_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_resources_blocks_text_columns_columns" DEFAULT '1' NOT NULL,
  	"content" jsonb NOT NULL,
  	"second_column" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_image_grid_image_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"didascalia" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_resources_blocks_image_grid_image_blocks_link_target" DEFAULT '_self'
  );
  
  CREATE TABLE "resources_blocks_image_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_resources_blocks_image_grid_columns" DEFAULT '3' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_resources_blocks_benefits_items_icon",
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "resources_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date_label" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"is_current" boolean DEFAULT false
  );
  
  CREATE TABLE "resources_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_sidebar_rich_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL
  );
  
  CREATE TABLE "resources_blocks_sidebar_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_resources_blocks_sidebar_rich_text_variant" DEFAULT 'plain' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_measure_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"misura_id" integer NOT NULL,
  	"ente_promotore_id" integer,
  	"risorse_in_euro" numeric,
  	"descrizione" varchar,
  	"platea_potenziale" varchar,
  	"aggiornamenti" varchar,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_resources_blocks_measure_cards_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_resources_blocks_measure_cards_cards_button_target" DEFAULT '_self',
  	"button_icon" varchar
  );
  
  CREATE TABLE "resources_blocks_measure_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_image_text_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"cms_page_id" integer,
  	"href" varchar,
  	"target" "enum_supportos_blocks_image_text_hero_links_target" DEFAULT '_self',
  	"icon" varchar
  );
  
  CREATE TABLE "supportos_blocks_image_text_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer NOT NULL,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_split_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer NOT NULL,
  	"image_position" "enum_supportos_blocks_split_banner_image_position" DEFAULT 'left' NOT NULL,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_supportos_blocks_split_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_supportos_blocks_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"colour" "enum_supportos_blocks_banner_colour" DEFAULT 'primary' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_image_text_column" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"text" jsonb NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_supportos_blocks_image_text_column_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_supportos_blocks_text_columns_columns" DEFAULT '1' NOT NULL,
  	"content" jsonb NOT NULL,
  	"second_column" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_image_grid_image_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"didascalia" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_supportos_blocks_image_grid_image_blocks_link_target" DEFAULT '_self'
  );
  
  CREATE TABLE "supportos_blocks_image_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_supportos_blocks_image_grid_columns" DEFAULT '3' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_supportos_blocks_benefits_items_icon",
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "supportos_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date_label" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"is_current" boolean DEFAULT false
  );
  
  CREATE TABLE "supportos_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_sidebar_rich_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL
  );
  
  CREATE TABLE "supportos_blocks_sidebar_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_supportos_blocks_sidebar_rich_text_variant" DEFAULT 'plain' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_measure_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"misura_id" integer NOT NULL,
  	"ente_promotore_id" integer,
  	"risorse_in_euro" numeric,
  	"descrizione" varchar,
  	"platea_potenziale" varchar,
  	"aggiornamenti" varchar,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_supportos_blocks_measure_cards_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_supportos_blocks_measure_cards_cards_button_target" DEFAULT '_self',
  	"button_icon" varchar
  );
  
  CREATE TABLE "supportos_blocks_measure_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_image_text_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"cms_page_id" integer,
  	"href" varchar,
  	"target" "enum_datis_blocks_image_text_hero_links_target" DEFAULT '_self',
  	"icon" varchar
  );
  
  CREATE TABLE "datis_blocks_image_text_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer NOT NULL,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_split_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer NOT NULL,
  	"image_position" "enum_datis_blocks_split_banner_image_position" DEFAULT 'left' NOT NULL,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_datis_blocks_split_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_datis_blocks_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"colour" "enum_datis_blocks_banner_colour" DEFAULT 'primary' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_image_text_column" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"text" jsonb NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_datis_blocks_image_text_column_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_datis_blocks_text_columns_columns" DEFAULT '1' NOT NULL,
  	"content" jsonb NOT NULL,
  	"second_column" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_image_grid_image_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"didascalia" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_datis_blocks_image_grid_image_blocks_link_target" DEFAULT '_self'
  );
  
  CREATE TABLE "datis_blocks_image_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_datis_blocks_image_grid_columns" DEFAULT '3' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_datis_blocks_benefits_items_icon",
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "datis_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date_label" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"is_current" boolean DEFAULT false
  );
  
  CREATE TABLE "datis_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_sidebar_rich_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL
  );
  
  CREATE TABLE "datis_blocks_sidebar_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_datis_blocks_sidebar_rich_text_variant" DEFAULT 'plain' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_measure_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"misura_id" integer NOT NULL,
  	"ente_promotore_id" integer,
  	"risorse_in_euro" numeric,
  	"descrizione" varchar,
  	"platea_potenziale" varchar,
  	"aggiornamenti" varchar,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_datis_blocks_measure_cards_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_datis_blocks_measure_cards_cards_button_target" DEFAULT '_self',
  	"button_icon" varchar
  );
  
  CREATE TABLE "datis_blocks_measure_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_image_text_hero_links" ADD CONSTRAINT "pages_blocks_image_text_hero_links_cms_page_id_pages_id_fk" FOREIGN KEY ("cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_text_hero_links" ADD CONSTRAINT "pages_blocks_image_text_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_text_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_text_hero" ADD CONSTRAINT "pages_blocks_image_text_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_text_hero" ADD CONSTRAINT "pages_blocks_image_text_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_split_banner" ADD CONSTRAINT "pages_blocks_split_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_split_banner" ADD CONSTRAINT "pages_blocks_split_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_split_banner" ADD CONSTRAINT "pages_blocks_split_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner" ADD CONSTRAINT "pages_blocks_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner" ADD CONSTRAINT "pages_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_text_column" ADD CONSTRAINT "pages_blocks_image_text_column_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_text_column" ADD CONSTRAINT "pages_blocks_image_text_column_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_text_column" ADD CONSTRAINT "pages_blocks_image_text_column_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_columns" ADD CONSTRAINT "pages_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_grid_image_blocks" ADD CONSTRAINT "pages_blocks_image_grid_image_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_grid_image_blocks" ADD CONSTRAINT "pages_blocks_image_grid_image_blocks_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_grid_image_blocks" ADD CONSTRAINT "pages_blocks_image_grid_image_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_grid" ADD CONSTRAINT "pages_blocks_image_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_benefits_items" ADD CONSTRAINT "pages_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_benefits" ADD CONSTRAINT "pages_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline_items" ADD CONSTRAINT "pages_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline" ADD CONSTRAINT "pages_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sidebar_rich_text_sections" ADD CONSTRAINT "pages_blocks_sidebar_rich_text_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sidebar_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sidebar_rich_text" ADD CONSTRAINT "pages_blocks_sidebar_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_measure_cards_cards" ADD CONSTRAINT "pages_blocks_measure_cards_cards_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_measure_cards_cards" ADD CONSTRAINT "pages_blocks_measure_cards_cards_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_measure_cards_cards" ADD CONSTRAINT "pages_blocks_measure_cards_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_measure_cards_cards" ADD CONSTRAINT "pages_blocks_measure_cards_cards_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_measure_cards_cards" ADD CONSTRAINT "pages_blocks_measure_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_measure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_measure_cards" ADD CONSTRAINT "pages_blocks_measure_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "meas_acc_items_resources" ADD CONSTRAINT "meas_acc_items_resources_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "meas_acc_items_resources" ADD CONSTRAINT "meas_acc_items_resources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."meas_acc_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "meas_acc_items" ADD CONSTRAINT "meas_acc_items_title_misura_id_misuras_id_fk" FOREIGN KEY ("title_misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "meas_acc_items" ADD CONSTRAINT "meas_acc_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."meas_acc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "meas_acc" ADD CONSTRAINT "meas_acc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_image_text_hero_links" ADD CONSTRAINT "faqs_blocks_image_text_hero_links_cms_page_id_pages_id_fk" FOREIGN KEY ("cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_image_text_hero_links" ADD CONSTRAINT "faqs_blocks_image_text_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_image_text_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_image_text_hero" ADD CONSTRAINT "faqs_blocks_image_text_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_image_text_hero" ADD CONSTRAINT "faqs_blocks_image_text_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_split_banner" ADD CONSTRAINT "faqs_blocks_split_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_split_banner" ADD CONSTRAINT "faqs_blocks_split_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_split_banner" ADD CONSTRAINT "faqs_blocks_split_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_banner" ADD CONSTRAINT "faqs_blocks_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_banner" ADD CONSTRAINT "faqs_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_image_text_column" ADD CONSTRAINT "faqs_blocks_image_text_column_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_image_text_column" ADD CONSTRAINT "faqs_blocks_image_text_column_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_image_text_column" ADD CONSTRAINT "faqs_blocks_image_text_column_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_text_columns" ADD CONSTRAINT "faqs_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_image_grid_image_blocks" ADD CONSTRAINT "faqs_blocks_image_grid_image_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_image_grid_image_blocks" ADD CONSTRAINT "faqs_blocks_image_grid_image_blocks_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_image_grid_image_blocks" ADD CONSTRAINT "faqs_blocks_image_grid_image_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_image_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_image_grid" ADD CONSTRAINT "faqs_blocks_image_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_benefits_items" ADD CONSTRAINT "faqs_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_benefits" ADD CONSTRAINT "faqs_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_timeline_items" ADD CONSTRAINT "faqs_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_timeline" ADD CONSTRAINT "faqs_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_sidebar_rich_text_sections" ADD CONSTRAINT "faqs_blocks_sidebar_rich_text_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_sidebar_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_sidebar_rich_text" ADD CONSTRAINT "faqs_blocks_sidebar_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_measure_cards_cards" ADD CONSTRAINT "faqs_blocks_measure_cards_cards_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_measure_cards_cards" ADD CONSTRAINT "faqs_blocks_measure_cards_cards_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_measure_cards_cards" ADD CONSTRAINT "faqs_blocks_measure_cards_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_measure_cards_cards" ADD CONSTRAINT "faqs_blocks_measure_cards_cards_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_measure_cards_cards" ADD CONSTRAINT "faqs_blocks_measure_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_measure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_measure_cards" ADD CONSTRAINT "faqs_blocks_measure_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_image_text_hero_links" ADD CONSTRAINT "news_blocks_image_text_hero_links_cms_page_id_pages_id_fk" FOREIGN KEY ("cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_image_text_hero_links" ADD CONSTRAINT "news_blocks_image_text_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_image_text_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_image_text_hero" ADD CONSTRAINT "news_blocks_image_text_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_image_text_hero" ADD CONSTRAINT "news_blocks_image_text_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_split_banner" ADD CONSTRAINT "news_blocks_split_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_split_banner" ADD CONSTRAINT "news_blocks_split_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_split_banner" ADD CONSTRAINT "news_blocks_split_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_banner" ADD CONSTRAINT "news_blocks_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_banner" ADD CONSTRAINT "news_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_image_text_column" ADD CONSTRAINT "news_blocks_image_text_column_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_image_text_column" ADD CONSTRAINT "news_blocks_image_text_column_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_image_text_column" ADD CONSTRAINT "news_blocks_image_text_column_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_text_columns" ADD CONSTRAINT "news_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_image_grid_image_blocks" ADD CONSTRAINT "news_blocks_image_grid_image_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_image_grid_image_blocks" ADD CONSTRAINT "news_blocks_image_grid_image_blocks_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_image_grid_image_blocks" ADD CONSTRAINT "news_blocks_image_grid_image_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_image_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_image_grid" ADD CONSTRAINT "news_blocks_image_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_benefits_items" ADD CONSTRAINT "news_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_benefits" ADD CONSTRAINT "news_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_timeline_items" ADD CONSTRAINT "news_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_timeline" ADD CONSTRAINT "news_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_sidebar_rich_text_sections" ADD CONSTRAINT "news_blocks_sidebar_rich_text_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_sidebar_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_sidebar_rich_text" ADD CONSTRAINT "news_blocks_sidebar_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_measure_cards_cards" ADD CONSTRAINT "news_blocks_measure_cards_cards_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_measure_cards_cards" ADD CONSTRAINT "news_blocks_measure_cards_cards_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_measure_cards_cards" ADD CONSTRAINT "news_blocks_measure_cards_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_measure_cards_cards" ADD CONSTRAINT "news_blocks_measure_cards_cards_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_measure_cards_cards" ADD CONSTRAINT "news_blocks_measure_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_measure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_measure_cards" ADD CONSTRAINT "news_blocks_measure_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_image_text_hero_links" ADD CONSTRAINT "resources_blocks_image_text_hero_links_cms_page_id_pages_id_fk" FOREIGN KEY ("cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_image_text_hero_links" ADD CONSTRAINT "resources_blocks_image_text_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_image_text_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_image_text_hero" ADD CONSTRAINT "resources_blocks_image_text_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_image_text_hero" ADD CONSTRAINT "resources_blocks_image_text_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_split_banner" ADD CONSTRAINT "resources_blocks_split_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_split_banner" ADD CONSTRAINT "resources_blocks_split_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_split_banner" ADD CONSTRAINT "resources_blocks_split_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_banner" ADD CONSTRAINT "resources_blocks_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_banner" ADD CONSTRAINT "resources_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_image_text_column" ADD CONSTRAINT "resources_blocks_image_text_column_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_image_text_column" ADD CONSTRAINT "resources_blocks_image_text_column_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_image_text_column" ADD CONSTRAINT "resources_blocks_image_text_column_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_text_columns" ADD CONSTRAINT "resources_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_image_grid_image_blocks" ADD CONSTRAINT "resources_blocks_image_grid_image_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_image_grid_image_blocks" ADD CONSTRAINT "resources_blocks_image_grid_image_blocks_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_image_grid_image_blocks" ADD CONSTRAINT "resources_blocks_image_grid_image_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_image_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_image_grid" ADD CONSTRAINT "resources_blocks_image_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_benefits_items" ADD CONSTRAINT "resources_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_benefits" ADD CONSTRAINT "resources_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_timeline_items" ADD CONSTRAINT "resources_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_timeline" ADD CONSTRAINT "resources_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_sidebar_rich_text_sections" ADD CONSTRAINT "resources_blocks_sidebar_rich_text_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_sidebar_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_sidebar_rich_text" ADD CONSTRAINT "resources_blocks_sidebar_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_measure_cards_cards" ADD CONSTRAINT "resources_blocks_measure_cards_cards_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_measure_cards_cards" ADD CONSTRAINT "resources_blocks_measure_cards_cards_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_measure_cards_cards" ADD CONSTRAINT "resources_blocks_measure_cards_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_measure_cards_cards" ADD CONSTRAINT "resources_blocks_measure_cards_cards_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_measure_cards_cards" ADD CONSTRAINT "resources_blocks_measure_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_measure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_measure_cards" ADD CONSTRAINT "resources_blocks_measure_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_image_text_hero_links" ADD CONSTRAINT "supportos_blocks_image_text_hero_links_cms_page_id_pages_id_fk" FOREIGN KEY ("cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_image_text_hero_links" ADD CONSTRAINT "supportos_blocks_image_text_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_image_text_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_image_text_hero" ADD CONSTRAINT "supportos_blocks_image_text_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_image_text_hero" ADD CONSTRAINT "supportos_blocks_image_text_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_split_banner" ADD CONSTRAINT "supportos_blocks_split_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_split_banner" ADD CONSTRAINT "supportos_blocks_split_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_split_banner" ADD CONSTRAINT "supportos_blocks_split_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_banner" ADD CONSTRAINT "supportos_blocks_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_banner" ADD CONSTRAINT "supportos_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_image_text_column" ADD CONSTRAINT "supportos_blocks_image_text_column_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_image_text_column" ADD CONSTRAINT "supportos_blocks_image_text_column_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_image_text_column" ADD CONSTRAINT "supportos_blocks_image_text_column_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_text_columns" ADD CONSTRAINT "supportos_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_image_grid_image_blocks" ADD CONSTRAINT "supportos_blocks_image_grid_image_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_image_grid_image_blocks" ADD CONSTRAINT "supportos_blocks_image_grid_image_blocks_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_image_grid_image_blocks" ADD CONSTRAINT "supportos_blocks_image_grid_image_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_image_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_image_grid" ADD CONSTRAINT "supportos_blocks_image_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_benefits_items" ADD CONSTRAINT "supportos_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_benefits" ADD CONSTRAINT "supportos_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_timeline_items" ADD CONSTRAINT "supportos_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_timeline" ADD CONSTRAINT "supportos_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_sidebar_rich_text_sections" ADD CONSTRAINT "supportos_blocks_sidebar_rich_text_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_sidebar_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_sidebar_rich_text" ADD CONSTRAINT "supportos_blocks_sidebar_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_measure_cards_cards" ADD CONSTRAINT "supportos_blocks_measure_cards_cards_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_measure_cards_cards" ADD CONSTRAINT "supportos_blocks_measure_cards_cards_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_measure_cards_cards" ADD CONSTRAINT "supportos_blocks_measure_cards_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_measure_cards_cards" ADD CONSTRAINT "supportos_blocks_measure_cards_cards_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_measure_cards_cards" ADD CONSTRAINT "supportos_blocks_measure_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_measure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_measure_cards" ADD CONSTRAINT "supportos_blocks_measure_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_image_text_hero_links" ADD CONSTRAINT "datis_blocks_image_text_hero_links_cms_page_id_pages_id_fk" FOREIGN KEY ("cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_image_text_hero_links" ADD CONSTRAINT "datis_blocks_image_text_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_image_text_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_image_text_hero" ADD CONSTRAINT "datis_blocks_image_text_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_image_text_hero" ADD CONSTRAINT "datis_blocks_image_text_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_split_banner" ADD CONSTRAINT "datis_blocks_split_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_split_banner" ADD CONSTRAINT "datis_blocks_split_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_split_banner" ADD CONSTRAINT "datis_blocks_split_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_banner" ADD CONSTRAINT "datis_blocks_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_banner" ADD CONSTRAINT "datis_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_image_text_column" ADD CONSTRAINT "datis_blocks_image_text_column_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_image_text_column" ADD CONSTRAINT "datis_blocks_image_text_column_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_image_text_column" ADD CONSTRAINT "datis_blocks_image_text_column_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_text_columns" ADD CONSTRAINT "datis_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_image_grid_image_blocks" ADD CONSTRAINT "datis_blocks_image_grid_image_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_image_grid_image_blocks" ADD CONSTRAINT "datis_blocks_image_grid_image_blocks_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_image_grid_image_blocks" ADD CONSTRAINT "datis_blocks_image_grid_image_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_image_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_image_grid" ADD CONSTRAINT "datis_blocks_image_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_benefits_items" ADD CONSTRAINT "datis_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_benefits" ADD CONSTRAINT "datis_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_timeline_items" ADD CONSTRAINT "datis_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_timeline" ADD CONSTRAINT "datis_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_sidebar_rich_text_sections" ADD CONSTRAINT "datis_blocks_sidebar_rich_text_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_sidebar_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_sidebar_rich_text" ADD CONSTRAINT "datis_blocks_sidebar_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_measure_cards_cards" ADD CONSTRAINT "datis_blocks_measure_cards_cards_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_measure_cards_cards" ADD CONSTRAINT "datis_blocks_measure_cards_cards_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_measure_cards_cards" ADD CONSTRAINT "datis_blocks_measure_cards_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_measure_cards_cards" ADD CONSTRAINT "datis_blocks_measure_cards_cards_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_measure_cards_cards" ADD CONSTRAINT "datis_blocks_measure_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_measure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_measure_cards" ADD CONSTRAINT "datis_blocks_measure_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_image_text_hero_links_order_idx" ON "pages_blocks_image_text_hero_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_text_hero_links_parent_id_idx" ON "pages_blocks_image_text_hero_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_text_hero_links_cms_page_idx" ON "pages_blocks_image_text_hero_links" USING btree ("cms_page_id");
  CREATE INDEX "pages_blocks_image_text_hero_order_idx" ON "pages_blocks_image_text_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_text_hero_parent_id_idx" ON "pages_blocks_image_text_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_text_hero_path_idx" ON "pages_blocks_image_text_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_text_hero_image_idx" ON "pages_blocks_image_text_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_split_banner_order_idx" ON "pages_blocks_split_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_split_banner_parent_id_idx" ON "pages_blocks_split_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_split_banner_path_idx" ON "pages_blocks_split_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_split_banner_image_idx" ON "pages_blocks_split_banner" USING btree ("image_id");
  CREATE INDEX "pages_blocks_split_banner_button_button_cms_page_idx" ON "pages_blocks_split_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "pages_blocks_banner_order_idx" ON "pages_blocks_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_banner_parent_id_idx" ON "pages_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_banner_path_idx" ON "pages_blocks_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_banner_button_button_cms_page_idx" ON "pages_blocks_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "pages_blocks_image_text_column_order_idx" ON "pages_blocks_image_text_column" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_text_column_parent_id_idx" ON "pages_blocks_image_text_column" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_text_column_path_idx" ON "pages_blocks_image_text_column" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_text_column_image_idx" ON "pages_blocks_image_text_column" USING btree ("image_id");
  CREATE INDEX "pages_blocks_image_text_column_link_link_cms_page_idx" ON "pages_blocks_image_text_column" USING btree ("link_cms_page_id");
  CREATE INDEX "pages_blocks_text_columns_order_idx" ON "pages_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_columns_parent_id_idx" ON "pages_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_columns_path_idx" ON "pages_blocks_text_columns" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_grid_image_blocks_order_idx" ON "pages_blocks_image_grid_image_blocks" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_grid_image_blocks_parent_id_idx" ON "pages_blocks_image_grid_image_blocks" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_grid_image_blocks_image_idx" ON "pages_blocks_image_grid_image_blocks" USING btree ("image_id");
  CREATE INDEX "pages_blocks_image_grid_image_blocks_link_link_cms_page_idx" ON "pages_blocks_image_grid_image_blocks" USING btree ("link_cms_page_id");
  CREATE INDEX "pages_blocks_image_grid_order_idx" ON "pages_blocks_image_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_grid_parent_id_idx" ON "pages_blocks_image_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_grid_path_idx" ON "pages_blocks_image_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_benefits_items_order_idx" ON "pages_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_benefits_items_parent_id_idx" ON "pages_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_benefits_order_idx" ON "pages_blocks_benefits" USING btree ("_order");
  CREATE INDEX "pages_blocks_benefits_parent_id_idx" ON "pages_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_benefits_path_idx" ON "pages_blocks_benefits" USING btree ("_path");
  CREATE INDEX "pages_blocks_timeline_items_order_idx" ON "pages_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_timeline_items_parent_id_idx" ON "pages_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_timeline_order_idx" ON "pages_blocks_timeline" USING btree ("_order");
  CREATE INDEX "pages_blocks_timeline_parent_id_idx" ON "pages_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_timeline_path_idx" ON "pages_blocks_timeline" USING btree ("_path");
  CREATE INDEX "pages_blocks_sidebar_rich_text_sections_order_idx" ON "pages_blocks_sidebar_rich_text_sections" USING btree ("_order");
  CREATE INDEX "pages_blocks_sidebar_rich_text_sections_parent_id_idx" ON "pages_blocks_sidebar_rich_text_sections" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sidebar_rich_text_order_idx" ON "pages_blocks_sidebar_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_sidebar_rich_text_parent_id_idx" ON "pages_blocks_sidebar_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sidebar_rich_text_path_idx" ON "pages_blocks_sidebar_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_measure_cards_cards_order_idx" ON "pages_blocks_measure_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_measure_cards_cards_parent_id_idx" ON "pages_blocks_measure_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_measure_cards_cards_misura_idx" ON "pages_blocks_measure_cards_cards" USING btree ("misura_id");
  CREATE INDEX "pages_blocks_measure_cards_cards_ente_promotore_idx" ON "pages_blocks_measure_cards_cards" USING btree ("ente_promotore_id");
  CREATE INDEX "pages_blocks_measure_cards_cards_link_link_cms_page_idx" ON "pages_blocks_measure_cards_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "pages_blocks_measure_cards_cards_button_button_cms_page_idx" ON "pages_blocks_measure_cards_cards" USING btree ("button_cms_page_id");
  CREATE INDEX "pages_blocks_measure_cards_order_idx" ON "pages_blocks_measure_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_measure_cards_parent_id_idx" ON "pages_blocks_measure_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_measure_cards_path_idx" ON "pages_blocks_measure_cards" USING btree ("_path");
  CREATE INDEX "meas_acc_items_resources_order_idx" ON "meas_acc_items_resources" USING btree ("_order");
  CREATE INDEX "meas_acc_items_resources_parent_id_idx" ON "meas_acc_items_resources" USING btree ("_parent_id");
  CREATE INDEX "meas_acc_items_resources_link_link_cms_page_idx" ON "meas_acc_items_resources" USING btree ("link_cms_page_id");
  CREATE INDEX "meas_acc_items_order_idx" ON "meas_acc_items" USING btree ("_order");
  CREATE INDEX "meas_acc_items_parent_id_idx" ON "meas_acc_items" USING btree ("_parent_id");
  CREATE INDEX "meas_acc_items_title_misura_idx" ON "meas_acc_items" USING btree ("title_misura_id");
  CREATE INDEX "meas_acc_order_idx" ON "meas_acc" USING btree ("_order");
  CREATE INDEX "meas_acc_parent_id_idx" ON "meas_acc" USING btree ("_parent_id");
  CREATE INDEX "meas_acc_path_idx" ON "meas_acc" USING btree ("_path");
  CREATE INDEX "faqs_blocks_image_text_hero_links_order_idx" ON "faqs_blocks_image_text_hero_links" USING btree ("_order");
  CREATE INDEX "faqs_blocks_image_text_hero_links_parent_id_idx" ON "faqs_blocks_image_text_hero_links" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_image_text_hero_links_cms_page_idx" ON "faqs_blocks_image_text_hero_links" USING btree ("cms_page_id");
  CREATE INDEX "faqs_blocks_image_text_hero_order_idx" ON "faqs_blocks_image_text_hero" USING btree ("_order");
  CREATE INDEX "faqs_blocks_image_text_hero_parent_id_idx" ON "faqs_blocks_image_text_hero" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_image_text_hero_path_idx" ON "faqs_blocks_image_text_hero" USING btree ("_path");
  CREATE INDEX "faqs_blocks_image_text_hero_image_idx" ON "faqs_blocks_image_text_hero" USING btree ("image_id");
  CREATE INDEX "faqs_blocks_split_banner_order_idx" ON "faqs_blocks_split_banner" USING btree ("_order");
  CREATE INDEX "faqs_blocks_split_banner_parent_id_idx" ON "faqs_blocks_split_banner" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_split_banner_path_idx" ON "faqs_blocks_split_banner" USING btree ("_path");
  CREATE INDEX "faqs_blocks_split_banner_image_idx" ON "faqs_blocks_split_banner" USING btree ("image_id");
  CREATE INDEX "faqs_blocks_split_banner_button_button_cms_page_idx" ON "faqs_blocks_split_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "faqs_blocks_banner_order_idx" ON "faqs_blocks_banner" USING btree ("_order");
  CREATE INDEX "faqs_blocks_banner_parent_id_idx" ON "faqs_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_banner_path_idx" ON "faqs_blocks_banner" USING btree ("_path");
  CREATE INDEX "faqs_blocks_banner_button_button_cms_page_idx" ON "faqs_blocks_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "faqs_blocks_image_text_column_order_idx" ON "faqs_blocks_image_text_column" USING btree ("_order");
  CREATE INDEX "faqs_blocks_image_text_column_parent_id_idx" ON "faqs_blocks_image_text_column" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_image_text_column_path_idx" ON "faqs_blocks_image_text_column" USING btree ("_path");
  CREATE INDEX "faqs_blocks_image_text_column_image_idx" ON "faqs_blocks_image_text_column" USING btree ("image_id");
  CREATE INDEX "faqs_blocks_image_text_column_link_link_cms_page_idx" ON "faqs_blocks_image_text_column" USING btree ("link_cms_page_id");
  CREATE INDEX "faqs_blocks_text_columns_order_idx" ON "faqs_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "faqs_blocks_text_columns_parent_id_idx" ON "faqs_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_text_columns_path_idx" ON "faqs_blocks_text_columns" USING btree ("_path");
  CREATE INDEX "faqs_blocks_image_grid_image_blocks_order_idx" ON "faqs_blocks_image_grid_image_blocks" USING btree ("_order");
  CREATE INDEX "faqs_blocks_image_grid_image_blocks_parent_id_idx" ON "faqs_blocks_image_grid_image_blocks" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_image_grid_image_blocks_image_idx" ON "faqs_blocks_image_grid_image_blocks" USING btree ("image_id");
  CREATE INDEX "faqs_blocks_image_grid_image_blocks_link_link_cms_page_idx" ON "faqs_blocks_image_grid_image_blocks" USING btree ("link_cms_page_id");
  CREATE INDEX "faqs_blocks_image_grid_order_idx" ON "faqs_blocks_image_grid" USING btree ("_order");
  CREATE INDEX "faqs_blocks_image_grid_parent_id_idx" ON "faqs_blocks_image_grid" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_image_grid_path_idx" ON "faqs_blocks_image_grid" USING btree ("_path");
  CREATE INDEX "faqs_blocks_benefits_items_order_idx" ON "faqs_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "faqs_blocks_benefits_items_parent_id_idx" ON "faqs_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_benefits_order_idx" ON "faqs_blocks_benefits" USING btree ("_order");
  CREATE INDEX "faqs_blocks_benefits_parent_id_idx" ON "faqs_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_benefits_path_idx" ON "faqs_blocks_benefits" USING btree ("_path");
  CREATE INDEX "faqs_blocks_timeline_items_order_idx" ON "faqs_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "faqs_blocks_timeline_items_parent_id_idx" ON "faqs_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_timeline_order_idx" ON "faqs_blocks_timeline" USING btree ("_order");
  CREATE INDEX "faqs_blocks_timeline_parent_id_idx" ON "faqs_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_timeline_path_idx" ON "faqs_blocks_timeline" USING btree ("_path");
  CREATE INDEX "faqs_blocks_sidebar_rich_text_sections_order_idx" ON "faqs_blocks_sidebar_rich_text_sections" USING btree ("_order");
  CREATE INDEX "faqs_blocks_sidebar_rich_text_sections_parent_id_idx" ON "faqs_blocks_sidebar_rich_text_sections" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_sidebar_rich_text_order_idx" ON "faqs_blocks_sidebar_rich_text" USING btree ("_order");
  CREATE INDEX "faqs_blocks_sidebar_rich_text_parent_id_idx" ON "faqs_blocks_sidebar_rich_text" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_sidebar_rich_text_path_idx" ON "faqs_blocks_sidebar_rich_text" USING btree ("_path");
  CREATE INDEX "faqs_blocks_measure_cards_cards_order_idx" ON "faqs_blocks_measure_cards_cards" USING btree ("_order");
  CREATE INDEX "faqs_blocks_measure_cards_cards_parent_id_idx" ON "faqs_blocks_measure_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_measure_cards_cards_misura_idx" ON "faqs_blocks_measure_cards_cards" USING btree ("misura_id");
  CREATE INDEX "faqs_blocks_measure_cards_cards_ente_promotore_idx" ON "faqs_blocks_measure_cards_cards" USING btree ("ente_promotore_id");
  CREATE INDEX "faqs_blocks_measure_cards_cards_link_link_cms_page_idx" ON "faqs_blocks_measure_cards_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "faqs_blocks_measure_cards_cards_button_button_cms_page_idx" ON "faqs_blocks_measure_cards_cards" USING btree ("button_cms_page_id");
  CREATE INDEX "faqs_blocks_measure_cards_order_idx" ON "faqs_blocks_measure_cards" USING btree ("_order");
  CREATE INDEX "faqs_blocks_measure_cards_parent_id_idx" ON "faqs_blocks_measure_cards" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_measure_cards_path_idx" ON "faqs_blocks_measure_cards" USING btree ("_path");
  CREATE INDEX "news_blocks_image_text_hero_links_order_idx" ON "news_blocks_image_text_hero_links" USING btree ("_order");
  CREATE INDEX "news_blocks_image_text_hero_links_parent_id_idx" ON "news_blocks_image_text_hero_links" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_image_text_hero_links_cms_page_idx" ON "news_blocks_image_text_hero_links" USING btree ("cms_page_id");
  CREATE INDEX "news_blocks_image_text_hero_order_idx" ON "news_blocks_image_text_hero" USING btree ("_order");
  CREATE INDEX "news_blocks_image_text_hero_parent_id_idx" ON "news_blocks_image_text_hero" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_image_text_hero_path_idx" ON "news_blocks_image_text_hero" USING btree ("_path");
  CREATE INDEX "news_blocks_image_text_hero_image_idx" ON "news_blocks_image_text_hero" USING btree ("image_id");
  CREATE INDEX "news_blocks_split_banner_order_idx" ON "news_blocks_split_banner" USING btree ("_order");
  CREATE INDEX "news_blocks_split_banner_parent_id_idx" ON "news_blocks_split_banner" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_split_banner_path_idx" ON "news_blocks_split_banner" USING btree ("_path");
  CREATE INDEX "news_blocks_split_banner_image_idx" ON "news_blocks_split_banner" USING btree ("image_id");
  CREATE INDEX "news_blocks_split_banner_button_button_cms_page_idx" ON "news_blocks_split_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "news_blocks_banner_order_idx" ON "news_blocks_banner" USING btree ("_order");
  CREATE INDEX "news_blocks_banner_parent_id_idx" ON "news_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_banner_path_idx" ON "news_blocks_banner" USING btree ("_path");
  CREATE INDEX "news_blocks_banner_button_button_cms_page_idx" ON "news_blocks_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "news_blocks_image_text_column_order_idx" ON "news_blocks_image_text_column" USING btree ("_order");
  CREATE INDEX "news_blocks_image_text_column_parent_id_idx" ON "news_blocks_image_text_column" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_image_text_column_path_idx" ON "news_blocks_image_text_column" USING btree ("_path");
  CREATE INDEX "news_blocks_image_text_column_image_idx" ON "news_blocks_image_text_column" USING btree ("image_id");
  CREATE INDEX "news_blocks_image_text_column_link_link_cms_page_idx" ON "news_blocks_image_text_column" USING btree ("link_cms_page_id");
  CREATE INDEX "news_blocks_text_columns_order_idx" ON "news_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "news_blocks_text_columns_parent_id_idx" ON "news_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_text_columns_path_idx" ON "news_blocks_text_columns" USING btree ("_path");
  CREATE INDEX "news_blocks_image_grid_image_blocks_order_idx" ON "news_blocks_image_grid_image_blocks" USING btree ("_order");
  CREATE INDEX "news_blocks_image_grid_image_blocks_parent_id_idx" ON "news_blocks_image_grid_image_blocks" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_image_grid_image_blocks_image_idx" ON "news_blocks_image_grid_image_blocks" USING btree ("image_id");
  CREATE INDEX "news_blocks_image_grid_image_blocks_link_link_cms_page_idx" ON "news_blocks_image_grid_image_blocks" USING btree ("link_cms_page_id");
  CREATE INDEX "news_blocks_image_grid_order_idx" ON "news_blocks_image_grid" USING btree ("_order");
  CREATE INDEX "news_blocks_image_grid_parent_id_idx" ON "news_blocks_image_grid" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_image_grid_path_idx" ON "news_blocks_image_grid" USING btree ("_path");
  CREATE INDEX "news_blocks_benefits_items_order_idx" ON "news_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "news_blocks_benefits_items_parent_id_idx" ON "news_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_benefits_order_idx" ON "news_blocks_benefits" USING btree ("_order");
  CREATE INDEX "news_blocks_benefits_parent_id_idx" ON "news_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_benefits_path_idx" ON "news_blocks_benefits" USING btree ("_path");
  CREATE INDEX "news_blocks_timeline_items_order_idx" ON "news_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "news_blocks_timeline_items_parent_id_idx" ON "news_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_timeline_order_idx" ON "news_blocks_timeline" USING btree ("_order");
  CREATE INDEX "news_blocks_timeline_parent_id_idx" ON "news_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_timeline_path_idx" ON "news_blocks_timeline" USING btree ("_path");
  CREATE INDEX "news_blocks_sidebar_rich_text_sections_order_idx" ON "news_blocks_sidebar_rich_text_sections" USING btree ("_order");
  CREATE INDEX "news_blocks_sidebar_rich_text_sections_parent_id_idx" ON "news_blocks_sidebar_rich_text_sections" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_sidebar_rich_text_order_idx" ON "news_blocks_sidebar_rich_text" USING btree ("_order");
  CREATE INDEX "news_blocks_sidebar_rich_text_parent_id_idx" ON "news_blocks_sidebar_rich_text" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_sidebar_rich_text_path_idx" ON "news_blocks_sidebar_rich_text" USING btree ("_path");
  CREATE INDEX "news_blocks_measure_cards_cards_order_idx" ON "news_blocks_measure_cards_cards" USING btree ("_order");
  CREATE INDEX "news_blocks_measure_cards_cards_parent_id_idx" ON "news_blocks_measure_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_measure_cards_cards_misura_idx" ON "news_blocks_measure_cards_cards" USING btree ("misura_id");
  CREATE INDEX "news_blocks_measure_cards_cards_ente_promotore_idx" ON "news_blocks_measure_cards_cards" USING btree ("ente_promotore_id");
  CREATE INDEX "news_blocks_measure_cards_cards_link_link_cms_page_idx" ON "news_blocks_measure_cards_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "news_blocks_measure_cards_cards_button_button_cms_page_idx" ON "news_blocks_measure_cards_cards" USING btree ("button_cms_page_id");
  CREATE INDEX "news_blocks_measure_cards_order_idx" ON "news_blocks_measure_cards" USING btree ("_order");
  CREATE INDEX "news_blocks_measure_cards_parent_id_idx" ON "news_blocks_measure_cards" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_measure_cards_path_idx" ON "news_blocks_measure_cards" USING btree ("_path");
  CREATE INDEX "resources_blocks_image_text_hero_links_order_idx" ON "resources_blocks_image_text_hero_links" USING btree ("_order");
  CREATE INDEX "resources_blocks_image_text_hero_links_parent_id_idx" ON "resources_blocks_image_text_hero_links" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_image_text_hero_links_cms_page_idx" ON "resources_blocks_image_text_hero_links" USING btree ("cms_page_id");
  CREATE INDEX "resources_blocks_image_text_hero_order_idx" ON "resources_blocks_image_text_hero" USING btree ("_order");
  CREATE INDEX "resources_blocks_image_text_hero_parent_id_idx" ON "resources_blocks_image_text_hero" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_image_text_hero_path_idx" ON "resources_blocks_image_text_hero" USING btree ("_path");
  CREATE INDEX "resources_blocks_image_text_hero_image_idx" ON "resources_blocks_image_text_hero" USING btree ("image_id");
  CREATE INDEX "resources_blocks_split_banner_order_idx" ON "resources_blocks_split_banner" USING btree ("_order");
  CREATE INDEX "resources_blocks_split_banner_parent_id_idx" ON "resources_blocks_split_banner" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_split_banner_path_idx" ON "resources_blocks_split_banner" USING btree ("_path");
  CREATE INDEX "resources_blocks_split_banner_image_idx" ON "resources_blocks_split_banner" USING btree ("image_id");
  CREATE INDEX "resources_blocks_split_banner_button_button_cms_page_idx" ON "resources_blocks_split_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "resources_blocks_banner_order_idx" ON "resources_blocks_banner" USING btree ("_order");
  CREATE INDEX "resources_blocks_banner_parent_id_idx" ON "resources_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_banner_path_idx" ON "resources_blocks_banner" USING btree ("_path");
  CREATE INDEX "resources_blocks_banner_button_button_cms_page_idx" ON "resources_blocks_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "resources_blocks_image_text_column_order_idx" ON "resources_blocks_image_text_column" USING btree ("_order");
  CREATE INDEX "resources_blocks_image_text_column_parent_id_idx" ON "resources_blocks_image_text_column" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_image_text_column_path_idx" ON "resources_blocks_image_text_column" USING btree ("_path");
  CREATE INDEX "resources_blocks_image_text_column_image_idx" ON "resources_blocks_image_text_column" USING btree ("image_id");
  CREATE INDEX "resources_blocks_image_text_column_link_link_cms_page_idx" ON "resources_blocks_image_text_column" USING btree ("link_cms_page_id");
  CREATE INDEX "resources_blocks_text_columns_order_idx" ON "resources_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "resources_blocks_text_columns_parent_id_idx" ON "resources_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_text_columns_path_idx" ON "resources_blocks_text_columns" USING btree ("_path");
  CREATE INDEX "resources_blocks_image_grid_image_blocks_order_idx" ON "resources_blocks_image_grid_image_blocks" USING btree ("_order");
  CREATE INDEX "resources_blocks_image_grid_image_blocks_parent_id_idx" ON "resources_blocks_image_grid_image_blocks" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_image_grid_image_blocks_image_idx" ON "resources_blocks_image_grid_image_blocks" USING btree ("image_id");
  CREATE INDEX "resources_blocks_image_grid_image_blocks_link_link_cms_p_idx" ON "resources_blocks_image_grid_image_blocks" USING btree ("link_cms_page_id");
  CREATE INDEX "resources_blocks_image_grid_order_idx" ON "resources_blocks_image_grid" USING btree ("_order");
  CREATE INDEX "resources_blocks_image_grid_parent_id_idx" ON "resources_blocks_image_grid" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_image_grid_path_idx" ON "resources_blocks_image_grid" USING btree ("_path");
  CREATE INDEX "resources_blocks_benefits_items_order_idx" ON "resources_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "resources_blocks_benefits_items_parent_id_idx" ON "resources_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_benefits_order_idx" ON "resources_blocks_benefits" USING btree ("_order");
  CREATE INDEX "resources_blocks_benefits_parent_id_idx" ON "resources_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_benefits_path_idx" ON "resources_blocks_benefits" USING btree ("_path");
  CREATE INDEX "resources_blocks_timeline_items_order_idx" ON "resources_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "resources_blocks_timeline_items_parent_id_idx" ON "resources_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_timeline_order_idx" ON "resources_blocks_timeline" USING btree ("_order");
  CREATE INDEX "resources_blocks_timeline_parent_id_idx" ON "resources_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_timeline_path_idx" ON "resources_blocks_timeline" USING btree ("_path");
  CREATE INDEX "resources_blocks_sidebar_rich_text_sections_order_idx" ON "resources_blocks_sidebar_rich_text_sections" USING btree ("_order");
  CREATE INDEX "resources_blocks_sidebar_rich_text_sections_parent_id_idx" ON "resources_blocks_sidebar_rich_text_sections" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_sidebar_rich_text_order_idx" ON "resources_blocks_sidebar_rich_text" USING btree ("_order");
  CREATE INDEX "resources_blocks_sidebar_rich_text_parent_id_idx" ON "resources_blocks_sidebar_rich_text" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_sidebar_rich_text_path_idx" ON "resources_blocks_sidebar_rich_text" USING btree ("_path");
  CREATE INDEX "resources_blocks_measure_cards_cards_order_idx" ON "resources_blocks_measure_cards_cards" USING btree ("_order");
  CREATE INDEX "resources_blocks_measure_cards_cards_parent_id_idx" ON "resources_blocks_measure_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_measure_cards_cards_misura_idx" ON "resources_blocks_measure_cards_cards" USING btree ("misura_id");
  CREATE INDEX "resources_blocks_measure_cards_cards_ente_promotore_idx" ON "resources_blocks_measure_cards_cards" USING btree ("ente_promotore_id");
  CREATE INDEX "resources_blocks_measure_cards_cards_link_link_cms_page_idx" ON "resources_blocks_measure_cards_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "resources_blocks_measure_cards_cards_button_button_cms_p_idx" ON "resources_blocks_measure_cards_cards" USING btree ("button_cms_page_id");
  CREATE INDEX "resources_blocks_measure_cards_order_idx" ON "resources_blocks_measure_cards" USING btree ("_order");
  CREATE INDEX "resources_blocks_measure_cards_parent_id_idx" ON "resources_blocks_measure_cards" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_measure_cards_path_idx" ON "resources_blocks_measure_cards" USING btree ("_path");
  CREATE INDEX "supportos_blocks_image_text_hero_links_order_idx" ON "supportos_blocks_image_text_hero_links" USING btree ("_order");
  CREATE INDEX "supportos_blocks_image_text_hero_links_parent_id_idx" ON "supportos_blocks_image_text_hero_links" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_image_text_hero_links_cms_page_idx" ON "supportos_blocks_image_text_hero_links" USING btree ("cms_page_id");
  CREATE INDEX "supportos_blocks_image_text_hero_order_idx" ON "supportos_blocks_image_text_hero" USING btree ("_order");
  CREATE INDEX "supportos_blocks_image_text_hero_parent_id_idx" ON "supportos_blocks_image_text_hero" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_image_text_hero_path_idx" ON "supportos_blocks_image_text_hero" USING btree ("_path");
  CREATE INDEX "supportos_blocks_image_text_hero_image_idx" ON "supportos_blocks_image_text_hero" USING btree ("image_id");
  CREATE INDEX "supportos_blocks_split_banner_order_idx" ON "supportos_blocks_split_banner" USING btree ("_order");
  CREATE INDEX "supportos_blocks_split_banner_parent_id_idx" ON "supportos_blocks_split_banner" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_split_banner_path_idx" ON "supportos_blocks_split_banner" USING btree ("_path");
  CREATE INDEX "supportos_blocks_split_banner_image_idx" ON "supportos_blocks_split_banner" USING btree ("image_id");
  CREATE INDEX "supportos_blocks_split_banner_button_button_cms_page_idx" ON "supportos_blocks_split_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "supportos_blocks_banner_order_idx" ON "supportos_blocks_banner" USING btree ("_order");
  CREATE INDEX "supportos_blocks_banner_parent_id_idx" ON "supportos_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_banner_path_idx" ON "supportos_blocks_banner" USING btree ("_path");
  CREATE INDEX "supportos_blocks_banner_button_button_cms_page_idx" ON "supportos_blocks_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "supportos_blocks_image_text_column_order_idx" ON "supportos_blocks_image_text_column" USING btree ("_order");
  CREATE INDEX "supportos_blocks_image_text_column_parent_id_idx" ON "supportos_blocks_image_text_column" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_image_text_column_path_idx" ON "supportos_blocks_image_text_column" USING btree ("_path");
  CREATE INDEX "supportos_blocks_image_text_column_image_idx" ON "supportos_blocks_image_text_column" USING btree ("image_id");
  CREATE INDEX "supportos_blocks_image_text_column_link_link_cms_page_idx" ON "supportos_blocks_image_text_column" USING btree ("link_cms_page_id");
  CREATE INDEX "supportos_blocks_text_columns_order_idx" ON "supportos_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "supportos_blocks_text_columns_parent_id_idx" ON "supportos_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_text_columns_path_idx" ON "supportos_blocks_text_columns" USING btree ("_path");
  CREATE INDEX "supportos_blocks_image_grid_image_blocks_order_idx" ON "supportos_blocks_image_grid_image_blocks" USING btree ("_order");
  CREATE INDEX "supportos_blocks_image_grid_image_blocks_parent_id_idx" ON "supportos_blocks_image_grid_image_blocks" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_image_grid_image_blocks_image_idx" ON "supportos_blocks_image_grid_image_blocks" USING btree ("image_id");
  CREATE INDEX "supportos_blocks_image_grid_image_blocks_link_link_cms_p_idx" ON "supportos_blocks_image_grid_image_blocks" USING btree ("link_cms_page_id");
  CREATE INDEX "supportos_blocks_image_grid_order_idx" ON "supportos_blocks_image_grid" USING btree ("_order");
  CREATE INDEX "supportos_blocks_image_grid_parent_id_idx" ON "supportos_blocks_image_grid" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_image_grid_path_idx" ON "supportos_blocks_image_grid" USING btree ("_path");
  CREATE INDEX "supportos_blocks_benefits_items_order_idx" ON "supportos_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "supportos_blocks_benefits_items_parent_id_idx" ON "supportos_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_benefits_order_idx" ON "supportos_blocks_benefits" USING btree ("_order");
  CREATE INDEX "supportos_blocks_benefits_parent_id_idx" ON "supportos_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_benefits_path_idx" ON "supportos_blocks_benefits" USING btree ("_path");
  CREATE INDEX "supportos_blocks_timeline_items_order_idx" ON "supportos_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "supportos_blocks_timeline_items_parent_id_idx" ON "supportos_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_timeline_order_idx" ON "supportos_blocks_timeline" USING btree ("_order");
  CREATE INDEX "supportos_blocks_timeline_parent_id_idx" ON "supportos_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_timeline_path_idx" ON "supportos_blocks_timeline" USING btree ("_path");
  CREATE INDEX "supportos_blocks_sidebar_rich_text_sections_order_idx" ON "supportos_blocks_sidebar_rich_text_sections" USING btree ("_order");
  CREATE INDEX "supportos_blocks_sidebar_rich_text_sections_parent_id_idx" ON "supportos_blocks_sidebar_rich_text_sections" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_sidebar_rich_text_order_idx" ON "supportos_blocks_sidebar_rich_text" USING btree ("_order");
  CREATE INDEX "supportos_blocks_sidebar_rich_text_parent_id_idx" ON "supportos_blocks_sidebar_rich_text" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_sidebar_rich_text_path_idx" ON "supportos_blocks_sidebar_rich_text" USING btree ("_path");
  CREATE INDEX "supportos_blocks_measure_cards_cards_order_idx" ON "supportos_blocks_measure_cards_cards" USING btree ("_order");
  CREATE INDEX "supportos_blocks_measure_cards_cards_parent_id_idx" ON "supportos_blocks_measure_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_measure_cards_cards_misura_idx" ON "supportos_blocks_measure_cards_cards" USING btree ("misura_id");
  CREATE INDEX "supportos_blocks_measure_cards_cards_ente_promotore_idx" ON "supportos_blocks_measure_cards_cards" USING btree ("ente_promotore_id");
  CREATE INDEX "supportos_blocks_measure_cards_cards_link_link_cms_page_idx" ON "supportos_blocks_measure_cards_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "supportos_blocks_measure_cards_cards_button_button_cms_p_idx" ON "supportos_blocks_measure_cards_cards" USING btree ("button_cms_page_id");
  CREATE INDEX "supportos_blocks_measure_cards_order_idx" ON "supportos_blocks_measure_cards" USING btree ("_order");
  CREATE INDEX "supportos_blocks_measure_cards_parent_id_idx" ON "supportos_blocks_measure_cards" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_measure_cards_path_idx" ON "supportos_blocks_measure_cards" USING btree ("_path");
  CREATE INDEX "datis_blocks_image_text_hero_links_order_idx" ON "datis_blocks_image_text_hero_links" USING btree ("_order");
  CREATE INDEX "datis_blocks_image_text_hero_links_parent_id_idx" ON "datis_blocks_image_text_hero_links" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_image_text_hero_links_cms_page_idx" ON "datis_blocks_image_text_hero_links" USING btree ("cms_page_id");
  CREATE INDEX "datis_blocks_image_text_hero_order_idx" ON "datis_blocks_image_text_hero" USING btree ("_order");
  CREATE INDEX "datis_blocks_image_text_hero_parent_id_idx" ON "datis_blocks_image_text_hero" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_image_text_hero_path_idx" ON "datis_blocks_image_text_hero" USING btree ("_path");
  CREATE INDEX "datis_blocks_image_text_hero_image_idx" ON "datis_blocks_image_text_hero" USING btree ("image_id");
  CREATE INDEX "datis_blocks_split_banner_order_idx" ON "datis_blocks_split_banner" USING btree ("_order");
  CREATE INDEX "datis_blocks_split_banner_parent_id_idx" ON "datis_blocks_split_banner" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_split_banner_path_idx" ON "datis_blocks_split_banner" USING btree ("_path");
  CREATE INDEX "datis_blocks_split_banner_image_idx" ON "datis_blocks_split_banner" USING btree ("image_id");
  CREATE INDEX "datis_blocks_split_banner_button_button_cms_page_idx" ON "datis_blocks_split_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "datis_blocks_banner_order_idx" ON "datis_blocks_banner" USING btree ("_order");
  CREATE INDEX "datis_blocks_banner_parent_id_idx" ON "datis_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_banner_path_idx" ON "datis_blocks_banner" USING btree ("_path");
  CREATE INDEX "datis_blocks_banner_button_button_cms_page_idx" ON "datis_blocks_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "datis_blocks_image_text_column_order_idx" ON "datis_blocks_image_text_column" USING btree ("_order");
  CREATE INDEX "datis_blocks_image_text_column_parent_id_idx" ON "datis_blocks_image_text_column" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_image_text_column_path_idx" ON "datis_blocks_image_text_column" USING btree ("_path");
  CREATE INDEX "datis_blocks_image_text_column_image_idx" ON "datis_blocks_image_text_column" USING btree ("image_id");
  CREATE INDEX "datis_blocks_image_text_column_link_link_cms_page_idx" ON "datis_blocks_image_text_column" USING btree ("link_cms_page_id");
  CREATE INDEX "datis_blocks_text_columns_order_idx" ON "datis_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "datis_blocks_text_columns_parent_id_idx" ON "datis_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_text_columns_path_idx" ON "datis_blocks_text_columns" USING btree ("_path");
  CREATE INDEX "datis_blocks_image_grid_image_blocks_order_idx" ON "datis_blocks_image_grid_image_blocks" USING btree ("_order");
  CREATE INDEX "datis_blocks_image_grid_image_blocks_parent_id_idx" ON "datis_blocks_image_grid_image_blocks" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_image_grid_image_blocks_image_idx" ON "datis_blocks_image_grid_image_blocks" USING btree ("image_id");
  CREATE INDEX "datis_blocks_image_grid_image_blocks_link_link_cms_page_idx" ON "datis_blocks_image_grid_image_blocks" USING btree ("link_cms_page_id");
  CREATE INDEX "datis_blocks_image_grid_order_idx" ON "datis_blocks_image_grid" USING btree ("_order");
  CREATE INDEX "datis_blocks_image_grid_parent_id_idx" ON "datis_blocks_image_grid" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_image_grid_path_idx" ON "datis_blocks_image_grid" USING btree ("_path");
  CREATE INDEX "datis_blocks_benefits_items_order_idx" ON "datis_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "datis_blocks_benefits_items_parent_id_idx" ON "datis_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_benefits_order_idx" ON "datis_blocks_benefits" USING btree ("_order");
  CREATE INDEX "datis_blocks_benefits_parent_id_idx" ON "datis_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_benefits_path_idx" ON "datis_blocks_benefits" USING btree ("_path");
  CREATE INDEX "datis_blocks_timeline_items_order_idx" ON "datis_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "datis_blocks_timeline_items_parent_id_idx" ON "datis_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_timeline_order_idx" ON "datis_blocks_timeline" USING btree ("_order");
  CREATE INDEX "datis_blocks_timeline_parent_id_idx" ON "datis_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_timeline_path_idx" ON "datis_blocks_timeline" USING btree ("_path");
  CREATE INDEX "datis_blocks_sidebar_rich_text_sections_order_idx" ON "datis_blocks_sidebar_rich_text_sections" USING btree ("_order");
  CREATE INDEX "datis_blocks_sidebar_rich_text_sections_parent_id_idx" ON "datis_blocks_sidebar_rich_text_sections" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_sidebar_rich_text_order_idx" ON "datis_blocks_sidebar_rich_text" USING btree ("_order");
  CREATE INDEX "datis_blocks_sidebar_rich_text_parent_id_idx" ON "datis_blocks_sidebar_rich_text" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_sidebar_rich_text_path_idx" ON "datis_blocks_sidebar_rich_text" USING btree ("_path");
  CREATE INDEX "datis_blocks_measure_cards_cards_order_idx" ON "datis_blocks_measure_cards_cards" USING btree ("_order");
  CREATE INDEX "datis_blocks_measure_cards_cards_parent_id_idx" ON "datis_blocks_measure_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_measure_cards_cards_misura_idx" ON "datis_blocks_measure_cards_cards" USING btree ("misura_id");
  CREATE INDEX "datis_blocks_measure_cards_cards_ente_promotore_idx" ON "datis_blocks_measure_cards_cards" USING btree ("ente_promotore_id");
  CREATE INDEX "datis_blocks_measure_cards_cards_link_link_cms_page_idx" ON "datis_blocks_measure_cards_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "datis_blocks_measure_cards_cards_button_button_cms_page_idx" ON "datis_blocks_measure_cards_cards" USING btree ("button_cms_page_id");
  CREATE INDEX "datis_blocks_measure_cards_order_idx" ON "datis_blocks_measure_cards" USING btree ("_order");
  CREATE INDEX "datis_blocks_measure_cards_parent_id_idx" ON "datis_blocks_measure_cards" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_measure_cards_path_idx" ON "datis_blocks_measure_cards" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_image_text_hero_links" CASCADE;
  DROP TABLE "pages_blocks_image_text_hero" CASCADE;
  DROP TABLE "pages_blocks_split_banner" CASCADE;
  DROP TABLE "pages_blocks_banner" CASCADE;
  DROP TABLE "pages_blocks_image_text_column" CASCADE;
  DROP TABLE "pages_blocks_text_columns" CASCADE;
  DROP TABLE "pages_blocks_image_grid_image_blocks" CASCADE;
  DROP TABLE "pages_blocks_image_grid" CASCADE;
  DROP TABLE "pages_blocks_benefits_items" CASCADE;
  DROP TABLE "pages_blocks_benefits" CASCADE;
  DROP TABLE "pages_blocks_timeline_items" CASCADE;
  DROP TABLE "pages_blocks_timeline" CASCADE;
  DROP TABLE "pages_blocks_sidebar_rich_text_sections" CASCADE;
  DROP TABLE "pages_blocks_sidebar_rich_text" CASCADE;
  DROP TABLE "pages_blocks_measure_cards_cards" CASCADE;
  DROP TABLE "pages_blocks_measure_cards" CASCADE;
  DROP TABLE "meas_acc_items_resources" CASCADE;
  DROP TABLE "meas_acc_items" CASCADE;
  DROP TABLE "meas_acc" CASCADE;
  DROP TABLE "faqs_blocks_image_text_hero_links" CASCADE;
  DROP TABLE "faqs_blocks_image_text_hero" CASCADE;
  DROP TABLE "faqs_blocks_split_banner" CASCADE;
  DROP TABLE "faqs_blocks_banner" CASCADE;
  DROP TABLE "faqs_blocks_image_text_column" CASCADE;
  DROP TABLE "faqs_blocks_text_columns" CASCADE;
  DROP TABLE "faqs_blocks_image_grid_image_blocks" CASCADE;
  DROP TABLE "faqs_blocks_image_grid" CASCADE;
  DROP TABLE "faqs_blocks_benefits_items" CASCADE;
  DROP TABLE "faqs_blocks_benefits" CASCADE;
  DROP TABLE "faqs_blocks_timeline_items" CASCADE;
  DROP TABLE "faqs_blocks_timeline" CASCADE;
  DROP TABLE "faqs_blocks_sidebar_rich_text_sections" CASCADE;
  DROP TABLE "faqs_blocks_sidebar_rich_text" CASCADE;
  DROP TABLE "faqs_blocks_measure_cards_cards" CASCADE;
  DROP TABLE "faqs_blocks_measure_cards" CASCADE;
  DROP TABLE "news_blocks_image_text_hero_links" CASCADE;
  DROP TABLE "news_blocks_image_text_hero" CASCADE;
  DROP TABLE "news_blocks_split_banner" CASCADE;
  DROP TABLE "news_blocks_banner" CASCADE;
  DROP TABLE "news_blocks_image_text_column" CASCADE;
  DROP TABLE "news_blocks_text_columns" CASCADE;
  DROP TABLE "news_blocks_image_grid_image_blocks" CASCADE;
  DROP TABLE "news_blocks_image_grid" CASCADE;
  DROP TABLE "news_blocks_benefits_items" CASCADE;
  DROP TABLE "news_blocks_benefits" CASCADE;
  DROP TABLE "news_blocks_timeline_items" CASCADE;
  DROP TABLE "news_blocks_timeline" CASCADE;
  DROP TABLE "news_blocks_sidebar_rich_text_sections" CASCADE;
  DROP TABLE "news_blocks_sidebar_rich_text" CASCADE;
  DROP TABLE "news_blocks_measure_cards_cards" CASCADE;
  DROP TABLE "news_blocks_measure_cards" CASCADE;
  DROP TABLE "resources_blocks_image_text_hero_links" CASCADE;
  DROP TABLE "resources_blocks_image_text_hero" CASCADE;
  DROP TABLE "resources_blocks_split_banner" CASCADE;
  DROP TABLE "resources_blocks_banner" CASCADE;
  DROP TABLE "resources_blocks_image_text_column" CASCADE;
  DROP TABLE "resources_blocks_text_columns" CASCADE;
  DROP TABLE "resources_blocks_image_grid_image_blocks" CASCADE;
  DROP TABLE "resources_blocks_image_grid" CASCADE;
  DROP TABLE "resources_blocks_benefits_items" CASCADE;
  DROP TABLE "resources_blocks_benefits" CASCADE;
  DROP TABLE "resources_blocks_timeline_items" CASCADE;
  DROP TABLE "resources_blocks_timeline" CASCADE;
  DROP TABLE "resources_blocks_sidebar_rich_text_sections" CASCADE;
  DROP TABLE "resources_blocks_sidebar_rich_text" CASCADE;
  DROP TABLE "resources_blocks_measure_cards_cards" CASCADE;
  DROP TABLE "resources_blocks_measure_cards" CASCADE;
  DROP TABLE "supportos_blocks_image_text_hero_links" CASCADE;
  DROP TABLE "supportos_blocks_image_text_hero" CASCADE;
  DROP TABLE "supportos_blocks_split_banner" CASCADE;
  DROP TABLE "supportos_blocks_banner" CASCADE;
  DROP TABLE "supportos_blocks_image_text_column" CASCADE;
  DROP TABLE "supportos_blocks_text_columns" CASCADE;
  DROP TABLE "supportos_blocks_image_grid_image_blocks" CASCADE;
  DROP TABLE "supportos_blocks_image_grid" CASCADE;
  DROP TABLE "supportos_blocks_benefits_items" CASCADE;
  DROP TABLE "supportos_blocks_benefits" CASCADE;
  DROP TABLE "supportos_blocks_timeline_items" CASCADE;
  DROP TABLE "supportos_blocks_timeline" CASCADE;
  DROP TABLE "supportos_blocks_sidebar_rich_text_sections" CASCADE;
  DROP TABLE "supportos_blocks_sidebar_rich_text" CASCADE;
  DROP TABLE "supportos_blocks_measure_cards_cards" CASCADE;
  DROP TABLE "supportos_blocks_measure_cards" CASCADE;
  DROP TABLE "datis_blocks_image_text_hero_links" CASCADE;
  DROP TABLE "datis_blocks_image_text_hero" CASCADE;
  DROP TABLE "datis_blocks_split_banner" CASCADE;
  DROP TABLE "datis_blocks_banner" CASCADE;
  DROP TABLE "datis_blocks_image_text_column" CASCADE;
  DROP TABLE "datis_blocks_text_columns" CASCADE;
  DROP TABLE "datis_blocks_image_grid_image_blocks" CASCADE;
  DROP TABLE "datis_blocks_image_grid" CASCADE;
  DROP TABLE "datis_blocks_benefits_items" CASCADE;
  DROP TABLE "datis_blocks_benefits" CASCADE;
  DROP TABLE "datis_blocks_timeline_items" CASCADE;
  DROP TABLE "datis_blocks_timeline" CASCADE;
  DROP TABLE "datis_blocks_sidebar_rich_text_sections" CASCADE;
  DROP TABLE "datis_blocks_sidebar_rich_text" CASCADE;
  DROP TABLE "datis_blocks_measure_cards_cards" CASCADE;
  DROP TABLE "datis_blocks_measure_cards" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_image_text_hero_links_target";
  DROP TYPE "public"."enum_pages_blocks_split_banner_image_position";
  DROP TYPE "public"."enum_pages_blocks_split_banner_button_target";
  DROP TYPE "public"."enum_pages_blocks_banner_button_target";
  DROP TYPE "public"."enum_pages_blocks_banner_colour";
  DROP TYPE "public"."enum_pages_blocks_image_text_column_link_target";
  DROP TYPE "public"."enum_pages_blocks_text_columns_columns";
  DROP TYPE "public"."enum_pages_blocks_image_grid_image_blocks_link_target";
  DROP TYPE "public"."enum_pages_blocks_image_grid_columns";
  DROP TYPE "public"."enum_pages_blocks_benefits_items_icon";
  DROP TYPE "public"."enum_pages_blocks_sidebar_rich_text_variant";
  DROP TYPE "public"."enum_pages_blocks_measure_cards_cards_link_target";
  DROP TYPE "public"."enum_pages_blocks_measure_cards_cards_button_target";
  DROP TYPE "public"."enum_meas_acc_items_resources_link_target";
  DROP TYPE "public"."enum_faqs_blocks_image_text_hero_links_target";
  DROP TYPE "public"."enum_faqs_blocks_split_banner_image_position";
  DROP TYPE "public"."enum_faqs_blocks_split_banner_button_target";
  DROP TYPE "public"."enum_faqs_blocks_banner_button_target";
  DROP TYPE "public"."enum_faqs_blocks_banner_colour";
  DROP TYPE "public"."enum_faqs_blocks_image_text_column_link_target";
  DROP TYPE "public"."enum_faqs_blocks_text_columns_columns";
  DROP TYPE "public"."enum_faqs_blocks_image_grid_image_blocks_link_target";
  DROP TYPE "public"."enum_faqs_blocks_image_grid_columns";
  DROP TYPE "public"."enum_faqs_blocks_benefits_items_icon";
  DROP TYPE "public"."enum_faqs_blocks_sidebar_rich_text_variant";
  DROP TYPE "public"."enum_faqs_blocks_measure_cards_cards_link_target";
  DROP TYPE "public"."enum_faqs_blocks_measure_cards_cards_button_target";
  DROP TYPE "public"."enum_news_blocks_image_text_hero_links_target";
  DROP TYPE "public"."enum_news_blocks_split_banner_image_position";
  DROP TYPE "public"."enum_news_blocks_split_banner_button_target";
  DROP TYPE "public"."enum_news_blocks_banner_button_target";
  DROP TYPE "public"."enum_news_blocks_banner_colour";
  DROP TYPE "public"."enum_news_blocks_image_text_column_link_target";
  DROP TYPE "public"."enum_news_blocks_text_columns_columns";
  DROP TYPE "public"."enum_news_blocks_image_grid_image_blocks_link_target";
  DROP TYPE "public"."enum_news_blocks_image_grid_columns";
  DROP TYPE "public"."enum_news_blocks_benefits_items_icon";
  DROP TYPE "public"."enum_news_blocks_sidebar_rich_text_variant";
  DROP TYPE "public"."enum_news_blocks_measure_cards_cards_link_target";
  DROP TYPE "public"."enum_news_blocks_measure_cards_cards_button_target";
  DROP TYPE "public"."enum_resources_blocks_image_text_hero_links_target";
  DROP TYPE "public"."enum_resources_blocks_split_banner_image_position";
  DROP TYPE "public"."enum_resources_blocks_split_banner_button_target";
  DROP TYPE "public"."enum_resources_blocks_banner_button_target";
  DROP TYPE "public"."enum_resources_blocks_banner_colour";
  DROP TYPE "public"."enum_resources_blocks_image_text_column_link_target";
  DROP TYPE "public"."enum_resources_blocks_text_columns_columns";
  DROP TYPE "public"."enum_resources_blocks_image_grid_image_blocks_link_target";
  DROP TYPE "public"."enum_resources_blocks_image_grid_columns";
  DROP TYPE "public"."enum_resources_blocks_benefits_items_icon";
  DROP TYPE "public"."enum_resources_blocks_sidebar_rich_text_variant";
  DROP TYPE "public"."enum_resources_blocks_measure_cards_cards_link_target";
  DROP TYPE "public"."enum_resources_blocks_measure_cards_cards_button_target";
  DROP TYPE "public"."enum_supportos_blocks_image_text_hero_links_target";
  DROP TYPE "public"."enum_supportos_blocks_split_banner_image_position";
  DROP TYPE "public"."enum_supportos_blocks_split_banner_button_target";
  DROP TYPE "public"."enum_supportos_blocks_banner_button_target";
  DROP TYPE "public"."enum_supportos_blocks_banner_colour";
  DROP TYPE "public"."enum_supportos_blocks_image_text_column_link_target";
  DROP TYPE "public"."enum_supportos_blocks_text_columns_columns";
  DROP TYPE "public"."enum_supportos_blocks_image_grid_image_blocks_link_target";
  DROP TYPE "public"."enum_supportos_blocks_image_grid_columns";
  DROP TYPE "public"."enum_supportos_blocks_benefits_items_icon";
  DROP TYPE "public"."enum_supportos_blocks_sidebar_rich_text_variant";
  DROP TYPE "public"."enum_supportos_blocks_measure_cards_cards_link_target";
  DROP TYPE "public"."enum_supportos_blocks_measure_cards_cards_button_target";
  DROP TYPE "public"."enum_datis_blocks_image_text_hero_links_target";
  DROP TYPE "public"."enum_datis_blocks_split_banner_image_position";
  DROP TYPE "public"."enum_datis_blocks_split_banner_button_target";
  DROP TYPE "public"."enum_datis_blocks_banner_button_target";
  DROP TYPE "public"."enum_datis_blocks_banner_colour";
  DROP TYPE "public"."enum_datis_blocks_image_text_column_link_target";
  DROP TYPE "public"."enum_datis_blocks_text_columns_columns";
  DROP TYPE "public"."enum_datis_blocks_image_grid_image_blocks_link_target";
  DROP TYPE "public"."enum_datis_blocks_image_grid_columns";
  DROP TYPE "public"."enum_datis_blocks_benefits_items_icon";
  DROP TYPE "public"."enum_datis_blocks_sidebar_rich_text_variant";
  DROP TYPE "public"."enum_datis_blocks_measure_cards_cards_link_target";
  DROP TYPE "public"."enum_datis_blocks_measure_cards_cards_button_target";`)
}
