import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Hand-edited (see README, «Migrazioni»): the avvisi's own status gets its own type before the
  // drafts' _status takes the old name; the documents of the six collections that gain drafts stay
  // published; every existing editor was a full admin, so becomes amministratore.
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_announcements_grid_source" AS ENUM('cms', 'json', 'salesforce');
  CREATE TYPE "public"."enum_pages_blocks_search_hero_types" AS ENUM('news', 'faq', 'resource', 'supporto', 'update', 'dati', 'avviso');
  CREATE TYPE "public"."enum_pages_blocks_chart_kpi_from_source" AS ENUM('cell', 'sum', 'avg', 'min', 'max');
  CREATE TYPE "public"."enum__pages_v_blocks_announcements_grid_source" AS ENUM('cms', 'json', 'salesforce');
  CREATE TYPE "public"."enum__pages_v_blocks_search_hero_types" AS ENUM('news', 'faq', 'resource', 'supporto', 'update', 'dati', 'avviso');
  CREATE TYPE "public"."enum__pages_v_blocks_chart_kpi_from_source" AS ENUM('cell', 'sum', 'avg', 'min', 'max');
  CREATE TYPE "public"."enum_faqs_blocks_announcements_grid_source" AS ENUM('cms', 'json', 'salesforce');
  CREATE TYPE "public"."enum_faqs_blocks_search_hero_types" AS ENUM('news', 'faq', 'resource', 'supporto', 'update', 'dati', 'avviso');
  CREATE TYPE "public"."enum_faqs_blocks_chart_kpi_from_source" AS ENUM('cell', 'sum', 'avg', 'min', 'max');
  CREATE TYPE "public"."enum__faqs_v_blocks_announcements_grid_source" AS ENUM('cms', 'json', 'salesforce');
  CREATE TYPE "public"."enum__faqs_v_blocks_search_hero_types" AS ENUM('news', 'faq', 'resource', 'supporto', 'update', 'dati', 'avviso');
  CREATE TYPE "public"."enum__faqs_v_blocks_chart_kpi_from_source" AS ENUM('cell', 'sum', 'avg', 'min', 'max');
  CREATE TYPE "public"."enum_news_blocks_announcements_grid_source" AS ENUM('cms', 'json', 'salesforce');
  CREATE TYPE "public"."enum_news_blocks_search_hero_types" AS ENUM('news', 'faq', 'resource', 'supporto', 'update', 'dati', 'avviso');
  CREATE TYPE "public"."enum_news_blocks_chart_kpi_from_source" AS ENUM('cell', 'sum', 'avg', 'min', 'max');
  CREATE TYPE "public"."enum__news_v_blocks_announcements_grid_source" AS ENUM('cms', 'json', 'salesforce');
  CREATE TYPE "public"."enum__news_v_blocks_search_hero_types" AS ENUM('news', 'faq', 'resource', 'supporto', 'update', 'dati', 'avviso');
  CREATE TYPE "public"."enum__news_v_blocks_chart_kpi_from_source" AS ENUM('cell', 'sum', 'avg', 'min', 'max');
  CREATE TYPE "public"."enum_resources_blocks_announcements_grid_source" AS ENUM('cms', 'json', 'salesforce');
  CREATE TYPE "public"."enum_resources_blocks_search_hero_types" AS ENUM('news', 'faq', 'resource', 'supporto', 'update', 'dati', 'avviso');
  CREATE TYPE "public"."enum_resources_blocks_chart_kpi_from_source" AS ENUM('cell', 'sum', 'avg', 'min', 'max');
  CREATE TYPE "public"."enum_resources_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__resources_v_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__resources_v_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
  CREATE TYPE "public"."enum__resources_v_blocks_stepper_layout" AS ENUM('default', 'exploded');
  CREATE TYPE "public"."enum__resources_v_blocks_card_grid_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__resources_v_blocks_card_grid_columns" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "public"."enum__resources_v_blocks_card_grid_card_layout" AS ENUM('borderBottom', 'bordered', 'clean');
  CREATE TYPE "public"."enum__resources_v_blocks_card_grid_card_type" AS ENUM('generic', 'attachment', 'resource', 'service', 'news', 'guideline', 'image');
  CREATE TYPE "public"."enum__resources_v_blocks_announcements_grid_layout" AS ENUM('small', 'small_with_border_top', 'large_with_border_top', 'large');
  CREATE TYPE "public"."enum__resources_v_blocks_announcements_grid_source" AS ENUM('cms', 'json', 'salesforce');
  CREATE TYPE "public"."enum__resources_v_blocks_dated_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__resources_v_blocks_link_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__resources_v_blocks_faq_list_source" AS ENUM('categoria', 'selezione');
  CREATE TYPE "public"."enum__resources_v_blocks_faq_list_category" AS ENUM('classificazione-dati-e-servizi', 'fondo-innovazione', 'generali', 'misure-e-avvisi', 'piani-di-migrazione', 'rendicontazione', 'progetti', 'utilizzo-piattaforma');
  CREATE TYPE "public"."enum__resources_v_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum__resources_v_blocks_news_list_columns" AS ENUM('2', '3');
  CREATE TYPE "public"."enum__resources_v_blocks_image_text_hero_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__resources_v_blocks_split_banner_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__resources_v_blocks_split_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__resources_v_blocks_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__resources_v_blocks_banner_colour" AS ENUM('primary', 'dark', 'light');
  CREATE TYPE "public"."enum__resources_v_blocks_image_text_column_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__resources_v_blocks_text_columns_columns" AS ENUM('1', '2');
  CREATE TYPE "public"."enum__resources_v_blocks_image_grid_image_blocks_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__resources_v_blocks_image_grid_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__resources_v_blocks_benefits_items_icon" AS ENUM('user', 'pa', 'card', 'files', 'check-circle', 'clock');
  CREATE TYPE "public"."enum__resources_v_blocks_sidebar_rich_text_variant" AS ENUM('plain', 'filtered');
  CREATE TYPE "public"."enum__resources_v_blocks_measure_cards_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__resources_v_blocks_measure_cards_cards_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__resources_v_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__resources_v_blocks_search_hero_types" AS ENUM('news', 'faq', 'resource', 'supporto', 'update', 'dati', 'avviso');
  CREATE TYPE "public"."enum__resources_v_blocks_chart_kpi_background_color" AS ENUM('blu', 'blu-scuro', 'verde', 'viola', 'azzurro-chiaro', 'grigio');
  CREATE TYPE "public"."enum__resources_v_blocks_chart_kpi_flow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum__resources_v_blocks_chart_kpi_from_source" AS ENUM('cell', 'sum', 'avg', 'min', 'max');
  CREATE TYPE "public"."enum__resources_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_supportos_blocks_announcements_grid_source" AS ENUM('cms', 'json', 'salesforce');
  CREATE TYPE "public"."enum_supportos_blocks_search_hero_types" AS ENUM('news', 'faq', 'resource', 'supporto', 'update', 'dati', 'avviso');
  CREATE TYPE "public"."enum_supportos_blocks_chart_kpi_from_source" AS ENUM('cell', 'sum', 'avg', 'min', 'max');
  CREATE TYPE "public"."enum_supportos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__supportos_v_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__supportos_v_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
  CREATE TYPE "public"."enum__supportos_v_blocks_stepper_layout" AS ENUM('default', 'exploded');
  CREATE TYPE "public"."enum__supportos_v_blocks_card_grid_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__supportos_v_blocks_card_grid_columns" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "public"."enum__supportos_v_blocks_card_grid_card_layout" AS ENUM('borderBottom', 'bordered', 'clean');
  CREATE TYPE "public"."enum__supportos_v_blocks_card_grid_card_type" AS ENUM('generic', 'attachment', 'resource', 'service', 'news', 'guideline', 'image');
  CREATE TYPE "public"."enum__supportos_v_blocks_announcements_grid_layout" AS ENUM('small', 'small_with_border_top', 'large_with_border_top', 'large');
  CREATE TYPE "public"."enum__supportos_v_blocks_announcements_grid_source" AS ENUM('cms', 'json', 'salesforce');
  CREATE TYPE "public"."enum__supportos_v_blocks_dated_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__supportos_v_blocks_link_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__supportos_v_blocks_faq_list_source" AS ENUM('categoria', 'selezione');
  CREATE TYPE "public"."enum__supportos_v_blocks_faq_list_category" AS ENUM('classificazione-dati-e-servizi', 'fondo-innovazione', 'generali', 'misure-e-avvisi', 'piani-di-migrazione', 'rendicontazione', 'progetti', 'utilizzo-piattaforma');
  CREATE TYPE "public"."enum__supportos_v_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum__supportos_v_blocks_news_list_columns" AS ENUM('2', '3');
  CREATE TYPE "public"."enum__supportos_v_blocks_image_text_hero_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__supportos_v_blocks_split_banner_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__supportos_v_blocks_split_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__supportos_v_blocks_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__supportos_v_blocks_banner_colour" AS ENUM('primary', 'dark', 'light');
  CREATE TYPE "public"."enum__supportos_v_blocks_image_text_column_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__supportos_v_blocks_text_columns_columns" AS ENUM('1', '2');
  CREATE TYPE "public"."enum__supportos_v_blocks_image_grid_image_blocks_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__supportos_v_blocks_image_grid_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__supportos_v_blocks_benefits_items_icon" AS ENUM('user', 'pa', 'card', 'files', 'check-circle', 'clock');
  CREATE TYPE "public"."enum__supportos_v_blocks_sidebar_rich_text_variant" AS ENUM('plain', 'filtered');
  CREATE TYPE "public"."enum__supportos_v_blocks_measure_cards_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__supportos_v_blocks_measure_cards_cards_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__supportos_v_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__supportos_v_blocks_search_hero_types" AS ENUM('news', 'faq', 'resource', 'supporto', 'update', 'dati', 'avviso');
  CREATE TYPE "public"."enum__supportos_v_blocks_chart_kpi_background_color" AS ENUM('blu', 'blu-scuro', 'verde', 'viola', 'azzurro-chiaro', 'grigio');
  CREATE TYPE "public"."enum__supportos_v_blocks_chart_kpi_flow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum__supportos_v_blocks_chart_kpi_from_source" AS ENUM('cell', 'sum', 'avg', 'min', 'max');
  CREATE TYPE "public"."enum__supportos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_datis_blocks_announcements_grid_source" AS ENUM('cms', 'json', 'salesforce');
  CREATE TYPE "public"."enum_datis_blocks_search_hero_types" AS ENUM('news', 'faq', 'resource', 'supporto', 'update', 'dati', 'avviso');
  CREATE TYPE "public"."enum_datis_blocks_chart_kpi_from_source" AS ENUM('cell', 'sum', 'avg', 'min', 'max');
  CREATE TYPE "public"."enum_datis_tema" AS ENUM('GOVE', 'ECON', 'TECH', 'REGI', 'SOCI', 'EDUC', 'HEAL', 'ENVI', 'JUST', 'TRAN', 'ENER', 'AGRI', 'INTR');
  CREATE TYPE "public"."enum_datis_frequenza" AS ENUM('DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'ANNUAL', 'IRREG');
  CREATE TYPE "public"."enum_datis_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__datis_v_version_files_format" AS ENUM('CSV', 'JSON', 'XLSX', 'ODS', 'XML', 'PDF', 'ZIP');
  CREATE TYPE "public"."enum__datis_v_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__datis_v_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
  CREATE TYPE "public"."enum__datis_v_blocks_stepper_layout" AS ENUM('default', 'exploded');
  CREATE TYPE "public"."enum__datis_v_blocks_card_grid_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__datis_v_blocks_card_grid_columns" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "public"."enum__datis_v_blocks_card_grid_card_layout" AS ENUM('borderBottom', 'bordered', 'clean');
  CREATE TYPE "public"."enum__datis_v_blocks_card_grid_card_type" AS ENUM('generic', 'attachment', 'resource', 'service', 'news', 'guideline', 'image');
  CREATE TYPE "public"."enum__datis_v_blocks_announcements_grid_layout" AS ENUM('small', 'small_with_border_top', 'large_with_border_top', 'large');
  CREATE TYPE "public"."enum__datis_v_blocks_announcements_grid_source" AS ENUM('cms', 'json', 'salesforce');
  CREATE TYPE "public"."enum__datis_v_blocks_dated_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__datis_v_blocks_link_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__datis_v_blocks_faq_list_source" AS ENUM('categoria', 'selezione');
  CREATE TYPE "public"."enum__datis_v_blocks_faq_list_category" AS ENUM('classificazione-dati-e-servizi', 'fondo-innovazione', 'generali', 'misure-e-avvisi', 'piani-di-migrazione', 'rendicontazione', 'progetti', 'utilizzo-piattaforma');
  CREATE TYPE "public"."enum__datis_v_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum__datis_v_blocks_news_list_columns" AS ENUM('2', '3');
  CREATE TYPE "public"."enum__datis_v_blocks_image_text_hero_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__datis_v_blocks_split_banner_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__datis_v_blocks_split_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__datis_v_blocks_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__datis_v_blocks_banner_colour" AS ENUM('primary', 'dark', 'light');
  CREATE TYPE "public"."enum__datis_v_blocks_image_text_column_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__datis_v_blocks_text_columns_columns" AS ENUM('1', '2');
  CREATE TYPE "public"."enum__datis_v_blocks_image_grid_image_blocks_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__datis_v_blocks_image_grid_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__datis_v_blocks_benefits_items_icon" AS ENUM('user', 'pa', 'card', 'files', 'check-circle', 'clock');
  CREATE TYPE "public"."enum__datis_v_blocks_sidebar_rich_text_variant" AS ENUM('plain', 'filtered');
  CREATE TYPE "public"."enum__datis_v_blocks_measure_cards_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__datis_v_blocks_measure_cards_cards_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__datis_v_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__datis_v_blocks_search_hero_types" AS ENUM('news', 'faq', 'resource', 'supporto', 'update', 'dati', 'avviso');
  CREATE TYPE "public"."enum__datis_v_blocks_chart_kpi_background_color" AS ENUM('blu', 'blu-scuro', 'verde', 'viola', 'azzurro-chiaro', 'grigio');
  CREATE TYPE "public"."enum__datis_v_blocks_chart_kpi_flow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum__datis_v_blocks_chart_kpi_from_source" AS ENUM('cell', 'sum', 'avg', 'min', 'max');
  CREATE TYPE "public"."enum__datis_v_version_licenza" AS ENUM('CC BY 4.0', 'CC BY-SA 4.0', 'CC0 1.0', 'IODL 2.0');
  CREATE TYPE "public"."enum__datis_v_version_tema" AS ENUM('GOVE', 'ECON', 'TECH', 'REGI', 'SOCI', 'EDUC', 'HEAL', 'ENVI', 'JUST', 'TRAN', 'ENER', 'AGRI', 'INTR');
  CREATE TYPE "public"."enum__datis_v_version_frequenza" AS ENUM('DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'ANNUAL', 'IRREG');
  CREATE TYPE "public"."enum__datis_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_guidelines_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__guidelines_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_updates_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__updates_v_version_cta_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__updates_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_announcements_stato" AS ENUM('PUBBLICATO', 'CHIUSO', 'SOSPESO');
  CREATE TYPE "public"."enum__announcements_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_role" AS ENUM('redattore', 'caporedattore', 'amministratore');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  CREATE TYPE "public"."enum_header_sister_sites_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_menu_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_footer_columns_links_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_footer_contacts_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_footer_social_network" AS ENUM('linkedin', 'youtube', 'x', 'facebook', 'instagram', 'medium', 'github');
  CREATE TYPE "public"."enum_footer_legal_links_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_footer_legal_links_element" AS ENUM('privacy-policy-link', 'legal-notes');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'syncOpenData' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'syncOpenData' BEFORE 'createCollectionExport';
  CREATE TABLE "pages_blocks_consent_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Le tue preferenze su questo dispositivo',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_search_hero_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_search_hero_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_search_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca nel sito',
  	"description" varchar,
  	"show_suggestions" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_consent_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Le tue preferenze su questo dispositivo',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_search_hero_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_search_hero_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_search_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca nel sito',
  	"description" varchar,
  	"show_suggestions" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_consent_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Le tue preferenze su questo dispositivo',
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_search_hero_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_faqs_blocks_search_hero_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "faqs_blocks_search_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca nel sito',
  	"description" varchar,
  	"show_suggestions" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_consent_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Le tue preferenze su questo dispositivo',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_search_hero_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__faqs_v_blocks_search_hero_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_faqs_v_blocks_search_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca nel sito',
  	"description" varchar,
  	"show_suggestions" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_consent_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Le tue preferenze su questo dispositivo',
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_search_hero_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_news_blocks_search_hero_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "news_blocks_search_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca nel sito',
  	"description" varchar,
  	"show_suggestions" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_consent_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Le tue preferenze su questo dispositivo',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_search_hero_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__news_v_blocks_search_hero_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_news_v_blocks_search_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca nel sito',
  	"description" varchar,
  	"show_suggestions" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_consent_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Le tue preferenze su questo dispositivo',
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_search_hero_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_resources_blocks_search_hero_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "resources_blocks_search_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca nel sito',
  	"description" varchar,
  	"show_suggestions" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__resources_v_blocks_hero_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"image_id" integer,
  	"update_date" timestamp(3) with time zone,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"colore" "enum__resources_v_blocks_alert_colore" DEFAULT 'info',
  	"testo" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_page_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"argomento" varchar,
  	"misura_id" integer,
  	"status" varchar,
  	"update_date" timestamp(3) with time zone,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_video_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"captions" varchar,
  	"poster" varchar,
  	"transcription" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_consent_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Le tue preferenze su questo dispositivo',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_stepper_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"step_title" varchar,
  	"step_body" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_stepper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__resources_v_blocks_stepper_layout" DEFAULT 'default',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__resources_v_blocks_card_grid_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"file_url" varchar,
  	"file_format" varchar,
  	"file_size" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__resources_v_blocks_card_grid_columns" DEFAULT '3',
  	"card_layout" "enum__resources_v_blocks_card_grid_card_layout" DEFAULT 'bordered',
  	"card_type" "enum__resources_v_blocks_card_grid_card_type" DEFAULT 'generic',
  	"latest" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_announcements_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" "enum__resources_v_blocks_announcements_grid_layout" DEFAULT 'small',
  	"source" "enum__resources_v_blocks_announcements_grid_source" DEFAULT 'cms',
  	"ente_promotore_id" integer,
  	"only_open" boolean DEFAULT false,
  	"limit" numeric,
  	"all_announcements_url" varchar DEFAULT 'https://padigitale2026.gov.it/misure',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_dated_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"title" varchar,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__resources_v_blocks_dated_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_dated_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_link_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__resources_v_blocks_link_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"category" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_link_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"source" "enum__resources_v_blocks_faq_list_source" DEFAULT 'categoria',
  	"category" "enum__resources_v_blocks_faq_list_category",
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_updates_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"show_last_items" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"selection" "enum__resources_v_blocks_news_list_selection" DEFAULT 'latest_3',
  	"columns" "enum__resources_v_blocks_news_list_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_image_text_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"cms_page_id" integer,
  	"href" varchar,
  	"target" "enum__resources_v_blocks_image_text_hero_links_target" DEFAULT '_self',
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_image_text_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_split_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"image_position" "enum__resources_v_blocks_split_banner_image_position" DEFAULT 'left',
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__resources_v_blocks_split_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__resources_v_blocks_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"colour" "enum__resources_v_blocks_banner_colour" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_image_text_column" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"text" jsonb,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__resources_v_blocks_image_text_column_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__resources_v_blocks_text_columns_columns" DEFAULT '1',
  	"content" jsonb,
  	"second_column" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_image_grid_image_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__resources_v_blocks_image_grid_image_blocks_link_target" DEFAULT '_self',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_image_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__resources_v_blocks_image_grid_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__resources_v_blocks_benefits_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date_label" varchar,
  	"title" varchar,
  	"text" varchar,
  	"is_current" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_sidebar_rich_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_sidebar_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__resources_v_blocks_sidebar_rich_text_variant" DEFAULT 'plain',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_measure_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"misura_id" integer,
  	"ente_promotore_id" integer,
  	"risorse_in_euro" numeric,
  	"descrizione" varchar,
  	"platea_potenziale" varchar,
  	"aggiornamenti" varchar,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__resources_v_blocks_measure_cards_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__resources_v_blocks_measure_cards_cards_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_measure_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_beneficiary_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__resources_v_blocks_beneficiary_content_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_beneficiary_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_search_hero_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__resources_v_blocks_search_hero_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_resources_v_blocks_search_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca nel sito',
  	"description" varchar,
  	"show_suggestions" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_faq_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca tra le domande frequenti',
  	"label" varchar DEFAULT 'Scrivi la tua domanda',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_chart_kpi" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" numeric,
  	"background_color" "enum__resources_v_blocks_chart_kpi_background_color" DEFAULT 'blu',
  	"value_prefix" varchar,
  	"value_suffix" varchar,
  	"show_flow" boolean DEFAULT false,
  	"flow_value" numeric,
  	"flow_direction" "enum__resources_v_blocks_chart_kpi_flow_direction" DEFAULT 'up',
  	"flow_detail" varchar,
  	"footer_text" varchar,
  	"from_source" "enum__resources_v_blocks_chart_kpi_from_source",
  	"source_series" varchar,
  	"source_category" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_chart" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"summary" varchar,
  	"chart_data_config" jsonb,
  	"chart_data_data" jsonb,
  	"source_url" varchar,
  	"source_category_column" varchar,
  	"source_series_column" varchar,
  	"source_value_columns" varchar,
  	"source_filter_column" varchar,
  	"source_filter_value" varchar,
  	"source_min_rows" numeric DEFAULT 1,
  	"source_changed_at" timestamp(3) with time zone,
  	"source_error" varchar,
  	"info" varchar,
  	"text_bottom" varchar,
  	"download_data" boolean DEFAULT true,
  	"download_image" boolean DEFAULT true,
  	"show_share" boolean DEFAULT true,
  	"bg_transparent" boolean DEFAULT false,
  	"title_big" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_chart_selector" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"label" varchar DEFAULT 'Progetti',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_chart_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_chart_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Iscriviti alla newsletter',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_territory_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Contatta il referente del tuo territorio',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v_blocks_support_request_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" varchar DEFAULT 'PA digitale 2026',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_resources_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_data" timestamp(3) with time zone,
  	"version_misura_id" integer,
  	"version_custom_update_date" timestamp(3) with time zone,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_noindex" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__resources_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_resources_v_rels" (
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
  
  CREATE TABLE "supportos_blocks_consent_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Le tue preferenze su questo dispositivo',
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_search_hero_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_supportos_blocks_search_hero_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "supportos_blocks_search_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca nel sito',
  	"description" varchar,
  	"show_suggestions" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__supportos_v_blocks_hero_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"image_id" integer,
  	"update_date" timestamp(3) with time zone,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"colore" "enum__supportos_v_blocks_alert_colore" DEFAULT 'info',
  	"testo" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_page_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"argomento" varchar,
  	"misura_id" integer,
  	"status" varchar,
  	"update_date" timestamp(3) with time zone,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_video_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"captions" varchar,
  	"poster" varchar,
  	"transcription" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_consent_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Le tue preferenze su questo dispositivo',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_stepper_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"step_title" varchar,
  	"step_body" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_stepper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__supportos_v_blocks_stepper_layout" DEFAULT 'default',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__supportos_v_blocks_card_grid_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"file_url" varchar,
  	"file_format" varchar,
  	"file_size" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__supportos_v_blocks_card_grid_columns" DEFAULT '3',
  	"card_layout" "enum__supportos_v_blocks_card_grid_card_layout" DEFAULT 'bordered',
  	"card_type" "enum__supportos_v_blocks_card_grid_card_type" DEFAULT 'generic',
  	"latest" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_announcements_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" "enum__supportos_v_blocks_announcements_grid_layout" DEFAULT 'small',
  	"source" "enum__supportos_v_blocks_announcements_grid_source" DEFAULT 'cms',
  	"ente_promotore_id" integer,
  	"only_open" boolean DEFAULT false,
  	"limit" numeric,
  	"all_announcements_url" varchar DEFAULT 'https://padigitale2026.gov.it/misure',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_dated_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"title" varchar,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__supportos_v_blocks_dated_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_dated_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_link_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__supportos_v_blocks_link_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"category" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_link_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"source" "enum__supportos_v_blocks_faq_list_source" DEFAULT 'categoria',
  	"category" "enum__supportos_v_blocks_faq_list_category",
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_updates_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"show_last_items" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"selection" "enum__supportos_v_blocks_news_list_selection" DEFAULT 'latest_3',
  	"columns" "enum__supportos_v_blocks_news_list_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_image_text_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"cms_page_id" integer,
  	"href" varchar,
  	"target" "enum__supportos_v_blocks_image_text_hero_links_target" DEFAULT '_self',
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_image_text_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_split_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"image_position" "enum__supportos_v_blocks_split_banner_image_position" DEFAULT 'left',
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__supportos_v_blocks_split_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__supportos_v_blocks_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"colour" "enum__supportos_v_blocks_banner_colour" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_image_text_column" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"text" jsonb,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__supportos_v_blocks_image_text_column_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__supportos_v_blocks_text_columns_columns" DEFAULT '1',
  	"content" jsonb,
  	"second_column" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_image_grid_image_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__supportos_v_blocks_image_grid_image_blocks_link_target" DEFAULT '_self',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_image_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__supportos_v_blocks_image_grid_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__supportos_v_blocks_benefits_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date_label" varchar,
  	"title" varchar,
  	"text" varchar,
  	"is_current" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_sidebar_rich_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_sidebar_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__supportos_v_blocks_sidebar_rich_text_variant" DEFAULT 'plain',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_measure_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"misura_id" integer,
  	"ente_promotore_id" integer,
  	"risorse_in_euro" numeric,
  	"descrizione" varchar,
  	"platea_potenziale" varchar,
  	"aggiornamenti" varchar,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__supportos_v_blocks_measure_cards_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__supportos_v_blocks_measure_cards_cards_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_measure_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_beneficiary_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__supportos_v_blocks_beneficiary_content_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_beneficiary_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_search_hero_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__supportos_v_blocks_search_hero_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_supportos_v_blocks_search_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca nel sito',
  	"description" varchar,
  	"show_suggestions" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_faq_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca tra le domande frequenti',
  	"label" varchar DEFAULT 'Scrivi la tua domanda',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_chart_kpi" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" numeric,
  	"background_color" "enum__supportos_v_blocks_chart_kpi_background_color" DEFAULT 'blu',
  	"value_prefix" varchar,
  	"value_suffix" varchar,
  	"show_flow" boolean DEFAULT false,
  	"flow_value" numeric,
  	"flow_direction" "enum__supportos_v_blocks_chart_kpi_flow_direction" DEFAULT 'up',
  	"flow_detail" varchar,
  	"footer_text" varchar,
  	"from_source" "enum__supportos_v_blocks_chart_kpi_from_source",
  	"source_series" varchar,
  	"source_category" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_chart" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"summary" varchar,
  	"chart_data_config" jsonb,
  	"chart_data_data" jsonb,
  	"source_url" varchar,
  	"source_category_column" varchar,
  	"source_series_column" varchar,
  	"source_value_columns" varchar,
  	"source_filter_column" varchar,
  	"source_filter_value" varchar,
  	"source_min_rows" numeric DEFAULT 1,
  	"source_changed_at" timestamp(3) with time zone,
  	"source_error" varchar,
  	"info" varchar,
  	"text_bottom" varchar,
  	"download_data" boolean DEFAULT true,
  	"download_image" boolean DEFAULT true,
  	"show_share" boolean DEFAULT true,
  	"bg_transparent" boolean DEFAULT false,
  	"title_big" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_chart_selector" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"label" varchar DEFAULT 'Progetti',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_chart_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_chart_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Iscriviti alla newsletter',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_territory_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Contatta il referente del tuo territorio',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v_blocks_support_request_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" varchar DEFAULT 'PA digitale 2026',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_supportos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_custom_update_date" timestamp(3) with time zone,
  	"version_nascondi_valutazione" boolean DEFAULT false,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_noindex" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__supportos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_supportos_v_rels" (
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
  
  CREATE TABLE "datis_blocks_consent_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Le tue preferenze su questo dispositivo',
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_search_hero_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_datis_blocks_search_hero_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "datis_blocks_search_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca nel sito',
  	"description" varchar,
  	"show_suggestions" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_version_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"format" "enum__datis_v_version_files_format",
  	"size" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__datis_v_blocks_hero_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"image_id" integer,
  	"update_date" timestamp(3) with time zone,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"colore" "enum__datis_v_blocks_alert_colore" DEFAULT 'info',
  	"testo" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_page_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"argomento" varchar,
  	"misura_id" integer,
  	"status" varchar,
  	"update_date" timestamp(3) with time zone,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_video_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"captions" varchar,
  	"poster" varchar,
  	"transcription" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_consent_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Le tue preferenze su questo dispositivo',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_stepper_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"step_title" varchar,
  	"step_body" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_stepper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__datis_v_blocks_stepper_layout" DEFAULT 'default',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__datis_v_blocks_card_grid_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"file_url" varchar,
  	"file_format" varchar,
  	"file_size" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__datis_v_blocks_card_grid_columns" DEFAULT '3',
  	"card_layout" "enum__datis_v_blocks_card_grid_card_layout" DEFAULT 'bordered',
  	"card_type" "enum__datis_v_blocks_card_grid_card_type" DEFAULT 'generic',
  	"latest" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_announcements_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" "enum__datis_v_blocks_announcements_grid_layout" DEFAULT 'small',
  	"source" "enum__datis_v_blocks_announcements_grid_source" DEFAULT 'cms',
  	"ente_promotore_id" integer,
  	"only_open" boolean DEFAULT false,
  	"limit" numeric,
  	"all_announcements_url" varchar DEFAULT 'https://padigitale2026.gov.it/misure',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_dated_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"title" varchar,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__datis_v_blocks_dated_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_dated_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_link_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__datis_v_blocks_link_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"category" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_link_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"source" "enum__datis_v_blocks_faq_list_source" DEFAULT 'categoria',
  	"category" "enum__datis_v_blocks_faq_list_category",
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_updates_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"show_last_items" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"selection" "enum__datis_v_blocks_news_list_selection" DEFAULT 'latest_3',
  	"columns" "enum__datis_v_blocks_news_list_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_image_text_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"cms_page_id" integer,
  	"href" varchar,
  	"target" "enum__datis_v_blocks_image_text_hero_links_target" DEFAULT '_self',
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_image_text_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_split_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"image_position" "enum__datis_v_blocks_split_banner_image_position" DEFAULT 'left',
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__datis_v_blocks_split_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__datis_v_blocks_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"colour" "enum__datis_v_blocks_banner_colour" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_image_text_column" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"text" jsonb,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__datis_v_blocks_image_text_column_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__datis_v_blocks_text_columns_columns" DEFAULT '1',
  	"content" jsonb,
  	"second_column" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_image_grid_image_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__datis_v_blocks_image_grid_image_blocks_link_target" DEFAULT '_self',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_image_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__datis_v_blocks_image_grid_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__datis_v_blocks_benefits_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date_label" varchar,
  	"title" varchar,
  	"text" varchar,
  	"is_current" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_sidebar_rich_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_sidebar_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__datis_v_blocks_sidebar_rich_text_variant" DEFAULT 'plain',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_measure_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"misura_id" integer,
  	"ente_promotore_id" integer,
  	"risorse_in_euro" numeric,
  	"descrizione" varchar,
  	"platea_potenziale" varchar,
  	"aggiornamenti" varchar,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__datis_v_blocks_measure_cards_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__datis_v_blocks_measure_cards_cards_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_measure_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_beneficiary_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__datis_v_blocks_beneficiary_content_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_beneficiary_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_search_hero_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__datis_v_blocks_search_hero_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_datis_v_blocks_search_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca nel sito',
  	"description" varchar,
  	"show_suggestions" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_faq_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca tra le domande frequenti',
  	"label" varchar DEFAULT 'Scrivi la tua domanda',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_chart_kpi" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" numeric,
  	"background_color" "enum__datis_v_blocks_chart_kpi_background_color" DEFAULT 'blu',
  	"value_prefix" varchar,
  	"value_suffix" varchar,
  	"show_flow" boolean DEFAULT false,
  	"flow_value" numeric,
  	"flow_direction" "enum__datis_v_blocks_chart_kpi_flow_direction" DEFAULT 'up',
  	"flow_detail" varchar,
  	"footer_text" varchar,
  	"from_source" "enum__datis_v_blocks_chart_kpi_from_source",
  	"source_series" varchar,
  	"source_category" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_chart" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"summary" varchar,
  	"chart_data_config" jsonb,
  	"chart_data_data" jsonb,
  	"source_url" varchar,
  	"source_category_column" varchar,
  	"source_series_column" varchar,
  	"source_value_columns" varchar,
  	"source_filter_column" varchar,
  	"source_filter_value" varchar,
  	"source_min_rows" numeric DEFAULT 1,
  	"source_changed_at" timestamp(3) with time zone,
  	"source_error" varchar,
  	"info" varchar,
  	"text_bottom" varchar,
  	"download_data" boolean DEFAULT true,
  	"download_image" boolean DEFAULT true,
  	"show_share" boolean DEFAULT true,
  	"bg_transparent" boolean DEFAULT false,
  	"title_big" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_chart_selector" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"label" varchar DEFAULT 'Progetti',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_chart_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_chart_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Iscriviti alla newsletter',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_territory_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Contatta il referente del tuo territorio',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v_blocks_support_request_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" varchar DEFAULT 'PA digitale 2026',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_datis_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_licenza" "enum__datis_v_version_licenza" DEFAULT 'CC BY 4.0',
  	"version_custom_update_date" timestamp(3) with time zone,
  	"version_tema" "enum__datis_v_version_tema" DEFAULT 'GOVE',
  	"version_frequenza" "enum__datis_v_version_frequenza" DEFAULT 'MONTHLY',
  	"version_fonte_url" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_noindex" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__datis_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_datis_v_rels" (
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
  
  CREATE TABLE "_guidelines_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_descrizione" varchar,
  	"version_allegato_url" varchar,
  	"version_allegato_format" varchar,
  	"version_allegato_size" numeric,
  	"version_custom_update_date" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__guidelines_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_updates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_custom_update_date" timestamp(3) with time zone,
  	"version_cta_text" varchar,
  	"version_cta_cms_page_id" integer,
  	"version_cta_href" varchar,
  	"version_cta_target" "enum__updates_v_version_cta_target" DEFAULT '_self',
  	"version_cta_icon" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__updates_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_updates_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"ente_beneficiarios_id" integer
  );
  
  CREATE TABLE "_announcements_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_status" "enum_announcements_stato" DEFAULT 'PUBBLICATO',
  	"version_start_date" timestamp(3) with time zone,
  	"version_end_date" timestamp(3) with time zone,
  	"version_ente_promotore_id" integer,
  	"version_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__announcements_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_announcements_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"prefix" varchar DEFAULT 'documents',
  	"_objectkey" varchar,
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
  	"focal_y" numeric
  );
  
  CREATE TABLE "source_states" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"label" varchar,
  	"ok" boolean DEFAULT true,
  	"error" varchar,
  	"checked_at" timestamp(3) with time zone,
  	"good_at" timestamp(3) with time zone,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"faqs_id" integer,
  	"news_id" integer,
  	"resources_id" integer,
  	"supportos_id" integer,
  	"datis_id" integer
  );
  
  CREATE TABLE "header_sister_sites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_header_sister_sites_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "header_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_header_menu_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_name" varchar DEFAULT 'Dipartimento per la trasformazione digitale' NOT NULL,
  	"owner_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_footer_columns_links_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "footer_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_footer_contacts_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "footer_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_footer_social_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "footer_legal_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar NOT NULL,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_footer_legal_links_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"element" "enum_footer_legal_links_element"
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contacts_title" varchar DEFAULT 'Contatti',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reserved_area_url" varchar,
  	"accessibility_statement_url" varchar,
  	"statistics_url" varchar,
  	"italia_domani_name" varchar DEFAULT 'Italia Domani' NOT NULL,
  	"italia_domani_logo_id" integer,
  	"italia_domani_url" varchar,
  	"government_name" varchar DEFAULT 'Dipartimento per la trasformazione digitale' NOT NULL,
  	"government_logo_id" integer,
  	"government_url" varchar,
  	"analytics_site_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "resources_blocks_hero" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_rich_text" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "resources_blocks_alert" ALTER COLUMN "colore" DROP NOT NULL;
  ALTER TABLE "resources_blocks_alert" ALTER COLUMN "testo" DROP NOT NULL;
  ALTER TABLE "resources_blocks_table_columns" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "resources_blocks_table" ALTER COLUMN "caption" DROP NOT NULL;
  ALTER TABLE "resources_blocks_single_image" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "resources_blocks_video_player" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_video_player" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "resources_blocks_stepper_steps" ALTER COLUMN "step_title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_stepper" ALTER COLUMN "layout" DROP NOT NULL;
  ALTER TABLE "resources_blocks_card_grid" ALTER COLUMN "columns" DROP NOT NULL;
  ALTER TABLE "resources_blocks_card_grid" ALTER COLUMN "card_layout" DROP NOT NULL;
  ALTER TABLE "resources_blocks_card_grid" ALTER COLUMN "card_type" DROP NOT NULL;
  ALTER TABLE "resources_blocks_announcements_grid" ALTER COLUMN "layout" DROP NOT NULL;
  ALTER TABLE "resources_blocks_announcements_grid" ALTER COLUMN "all_announcements_url" DROP NOT NULL;
  ALTER TABLE "resources_blocks_dated_list_items" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "resources_blocks_dated_list_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_dated_list" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_link_list_items" ALTER COLUMN "link_text" DROP NOT NULL;
  ALTER TABLE "resources_blocks_link_list" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_faq_list" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_faq_list" ALTER COLUMN "source" DROP NOT NULL;
  ALTER TABLE "resources_blocks_updates_list" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_news_list" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_news_list" ALTER COLUMN "selection" DROP NOT NULL;
  ALTER TABLE "resources_blocks_news_list" ALTER COLUMN "columns" DROP NOT NULL;
  ALTER TABLE "resources_blocks_image_text_hero_links" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "resources_blocks_image_text_hero" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_image_text_hero" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "resources_blocks_split_banner" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_split_banner" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "resources_blocks_split_banner" ALTER COLUMN "image_position" DROP NOT NULL;
  ALTER TABLE "resources_blocks_banner" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_banner" ALTER COLUMN "colour" DROP NOT NULL;
  ALTER TABLE "resources_blocks_image_text_column" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_image_text_column" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "resources_blocks_image_text_column" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "resources_blocks_text_columns" ALTER COLUMN "columns" DROP NOT NULL;
  ALTER TABLE "resources_blocks_text_columns" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "resources_blocks_image_grid_image_blocks" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "resources_blocks_image_grid_image_blocks" ALTER COLUMN "didascalia" DROP NOT NULL;
  ALTER TABLE "resources_blocks_image_grid" ALTER COLUMN "columns" DROP NOT NULL;
  ALTER TABLE "resources_blocks_benefits_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_benefits" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_timeline_items" ALTER COLUMN "date_label" DROP NOT NULL;
  ALTER TABLE "resources_blocks_timeline_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_timeline" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_sidebar_rich_text_sections" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_sidebar_rich_text_sections" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "resources_blocks_sidebar_rich_text" ALTER COLUMN "variant" DROP NOT NULL;
  ALTER TABLE "resources_blocks_measure_cards_cards" ALTER COLUMN "misura_id" DROP NOT NULL;
  ALTER TABLE "resources_blocks_beneficiary_content_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_beneficiary_content_items" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "resources_blocks_beneficiary_content" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_faq_search" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_faq_search" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "resources_blocks_chart_kpi" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "resources_blocks_chart_kpi" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "resources_blocks_chart_kpi" ALTER COLUMN "background_color" DROP NOT NULL;
  ALTER TABLE "resources_blocks_chart" ALTER COLUMN "anchor" DROP NOT NULL;
  ALTER TABLE "resources_blocks_chart" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_chart" ALTER COLUMN "chart_data_config" DROP NOT NULL;
  ALTER TABLE "resources_blocks_chart" ALTER COLUMN "chart_data_data" DROP NOT NULL;
  ALTER TABLE "resources_blocks_chart_selector" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "resources_blocks_chart_tabs_tabs" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "resources_blocks_territory_form" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources_blocks_support_request_form" ALTER COLUMN "product" DROP NOT NULL;
  ALTER TABLE "resources" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "resources" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_hero" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_rich_text" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_alert" ALTER COLUMN "colore" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_alert" ALTER COLUMN "testo" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_table_columns" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_table" ALTER COLUMN "caption" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_single_image" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_video_player" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_video_player" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_stepper_steps" ALTER COLUMN "step_title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_stepper" ALTER COLUMN "layout" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_card_grid" ALTER COLUMN "columns" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_card_grid" ALTER COLUMN "card_layout" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_card_grid" ALTER COLUMN "card_type" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_announcements_grid" ALTER COLUMN "layout" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_announcements_grid" ALTER COLUMN "all_announcements_url" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_dated_list_items" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_dated_list_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_dated_list" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_link_list_items" ALTER COLUMN "link_text" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_link_list" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_faq_list" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_faq_list" ALTER COLUMN "source" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_updates_list" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_news_list" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_news_list" ALTER COLUMN "selection" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_news_list" ALTER COLUMN "columns" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_image_text_hero_links" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_image_text_hero" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_image_text_hero" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_split_banner" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_split_banner" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_split_banner" ALTER COLUMN "image_position" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_banner" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_banner" ALTER COLUMN "colour" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_image_text_column" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_image_text_column" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_image_text_column" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_text_columns" ALTER COLUMN "columns" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_text_columns" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_image_grid_image_blocks" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_image_grid_image_blocks" ALTER COLUMN "didascalia" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_image_grid" ALTER COLUMN "columns" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_benefits_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_benefits" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_timeline_items" ALTER COLUMN "date_label" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_timeline_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_timeline" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_sidebar_rich_text_sections" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_sidebar_rich_text_sections" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_sidebar_rich_text" ALTER COLUMN "variant" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_measure_cards_cards" ALTER COLUMN "misura_id" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_beneficiary_content_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_beneficiary_content_items" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_beneficiary_content" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_faq_search" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_faq_search" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_chart_kpi" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_chart_kpi" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_chart_kpi" ALTER COLUMN "background_color" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_chart" ALTER COLUMN "anchor" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_chart" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_chart" ALTER COLUMN "chart_data_config" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_chart" ALTER COLUMN "chart_data_data" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_chart_selector" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_chart_tabs_tabs" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_territory_form" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos_blocks_support_request_form" ALTER COLUMN "product" DROP NOT NULL;
  ALTER TABLE "supportos" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "supportos" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "datis_files" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_files" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "datis_files" ALTER COLUMN "format" DROP NOT NULL;
  ALTER TABLE "datis_blocks_hero" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_rich_text" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "datis_blocks_alert" ALTER COLUMN "colore" DROP NOT NULL;
  ALTER TABLE "datis_blocks_alert" ALTER COLUMN "testo" DROP NOT NULL;
  ALTER TABLE "datis_blocks_table_columns" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "datis_blocks_table" ALTER COLUMN "caption" DROP NOT NULL;
  ALTER TABLE "datis_blocks_single_image" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "datis_blocks_video_player" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_video_player" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "datis_blocks_stepper_steps" ALTER COLUMN "step_title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_stepper" ALTER COLUMN "layout" DROP NOT NULL;
  ALTER TABLE "datis_blocks_card_grid" ALTER COLUMN "columns" DROP NOT NULL;
  ALTER TABLE "datis_blocks_card_grid" ALTER COLUMN "card_layout" DROP NOT NULL;
  ALTER TABLE "datis_blocks_card_grid" ALTER COLUMN "card_type" DROP NOT NULL;
  ALTER TABLE "datis_blocks_announcements_grid" ALTER COLUMN "layout" DROP NOT NULL;
  ALTER TABLE "datis_blocks_announcements_grid" ALTER COLUMN "all_announcements_url" DROP NOT NULL;
  ALTER TABLE "datis_blocks_dated_list_items" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "datis_blocks_dated_list_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_dated_list" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_link_list_items" ALTER COLUMN "link_text" DROP NOT NULL;
  ALTER TABLE "datis_blocks_link_list" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_faq_list" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_faq_list" ALTER COLUMN "source" DROP NOT NULL;
  ALTER TABLE "datis_blocks_updates_list" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_news_list" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_news_list" ALTER COLUMN "selection" DROP NOT NULL;
  ALTER TABLE "datis_blocks_news_list" ALTER COLUMN "columns" DROP NOT NULL;
  ALTER TABLE "datis_blocks_image_text_hero_links" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "datis_blocks_image_text_hero" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_image_text_hero" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "datis_blocks_split_banner" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_split_banner" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "datis_blocks_split_banner" ALTER COLUMN "image_position" DROP NOT NULL;
  ALTER TABLE "datis_blocks_banner" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_banner" ALTER COLUMN "colour" DROP NOT NULL;
  ALTER TABLE "datis_blocks_image_text_column" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_image_text_column" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "datis_blocks_image_text_column" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "datis_blocks_text_columns" ALTER COLUMN "columns" DROP NOT NULL;
  ALTER TABLE "datis_blocks_text_columns" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "datis_blocks_image_grid_image_blocks" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "datis_blocks_image_grid_image_blocks" ALTER COLUMN "didascalia" DROP NOT NULL;
  ALTER TABLE "datis_blocks_image_grid" ALTER COLUMN "columns" DROP NOT NULL;
  ALTER TABLE "datis_blocks_benefits_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_benefits" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_timeline_items" ALTER COLUMN "date_label" DROP NOT NULL;
  ALTER TABLE "datis_blocks_timeline_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_timeline" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_sidebar_rich_text_sections" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_sidebar_rich_text_sections" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "datis_blocks_sidebar_rich_text" ALTER COLUMN "variant" DROP NOT NULL;
  ALTER TABLE "datis_blocks_measure_cards_cards" ALTER COLUMN "misura_id" DROP NOT NULL;
  ALTER TABLE "datis_blocks_beneficiary_content_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_beneficiary_content_items" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "datis_blocks_beneficiary_content" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_faq_search" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_faq_search" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "datis_blocks_chart_kpi" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "datis_blocks_chart_kpi" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "datis_blocks_chart_kpi" ALTER COLUMN "background_color" DROP NOT NULL;
  ALTER TABLE "datis_blocks_chart" ALTER COLUMN "anchor" DROP NOT NULL;
  ALTER TABLE "datis_blocks_chart" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_chart" ALTER COLUMN "chart_data_config" DROP NOT NULL;
  ALTER TABLE "datis_blocks_chart" ALTER COLUMN "chart_data_data" DROP NOT NULL;
  ALTER TABLE "datis_blocks_chart_selector" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "datis_blocks_chart_tabs_tabs" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "datis_blocks_territory_form" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis_blocks_support_request_form" ALTER COLUMN "product" DROP NOT NULL;
  ALTER TABLE "datis" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "datis" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "datis" ALTER COLUMN "licenza" DROP NOT NULL;
  ALTER TABLE "guidelines" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "guidelines" ALTER COLUMN "allegato_url" DROP NOT NULL;
  ALTER TABLE "guidelines" ALTER COLUMN "allegato_format" DROP NOT NULL;
  ALTER TABLE "guidelines" ALTER COLUMN "allegato_size" DROP NOT NULL;
  ALTER TABLE "updates" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "updates" ALTER COLUMN "custom_update_date" DROP NOT NULL;
  ALTER TABLE "announcements" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "announcements" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "announcements" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "announcements" ALTER COLUMN "status" SET DATA TYPE "public"."enum_announcements_stato" USING "status"::text::"public"."enum_announcements_stato";
  ALTER TABLE "announcements" ALTER COLUMN "status" SET DEFAULT 'PUBBLICATO'::"public"."enum_announcements_stato";
  DROP TYPE "public"."enum_announcements_status";
  CREATE TYPE "public"."enum_announcements_status" AS ENUM('draft', 'published');
  ALTER TABLE "announcements" ALTER COLUMN "status" SET DEFAULT 'PUBBLICATO';
  ALTER TABLE "announcements" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "announcements" ALTER COLUMN "start_date" DROP NOT NULL;
  ALTER TABLE "announcements" ALTER COLUMN "end_date" DROP NOT NULL;
  ALTER TABLE "announcements" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "pages_blocks_video_player" ADD COLUMN "captions" varchar;
  ALTER TABLE "pages_blocks_video_player" ADD COLUMN "poster" varchar;
  ALTER TABLE "pages_blocks_announcements_grid" ADD COLUMN "source" "enum_pages_blocks_announcements_grid_source" DEFAULT 'cms';
  ALTER TABLE "pages_blocks_announcements_grid" ADD COLUMN "only_open" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_chart_kpi" ADD COLUMN "from_source" "enum_pages_blocks_chart_kpi_from_source";
  ALTER TABLE "pages_blocks_chart_kpi" ADD COLUMN "source_series" varchar;
  ALTER TABLE "pages_blocks_chart_kpi" ADD COLUMN "source_category" varchar;
  ALTER TABLE "pages_blocks_chart" ADD COLUMN "source_url" varchar;
  ALTER TABLE "pages_blocks_chart" ADD COLUMN "source_category_column" varchar;
  ALTER TABLE "pages_blocks_chart" ADD COLUMN "source_series_column" varchar;
  ALTER TABLE "pages_blocks_chart" ADD COLUMN "source_value_columns" varchar;
  ALTER TABLE "pages_blocks_chart" ADD COLUMN "source_filter_column" varchar;
  ALTER TABLE "pages_blocks_chart" ADD COLUMN "source_filter_value" varchar;
  ALTER TABLE "pages_blocks_chart" ADD COLUMN "source_min_rows" numeric DEFAULT 1;
  ALTER TABLE "pages_blocks_chart" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "pages_blocks_chart" ADD COLUMN "source_error" varchar;
  ALTER TABLE "pages" ADD COLUMN "parent_id" integer;
  ALTER TABLE "pages" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "meta_noindex" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v_blocks_video_player" ADD COLUMN "captions" varchar;
  ALTER TABLE "_pages_v_blocks_video_player" ADD COLUMN "poster" varchar;
  ALTER TABLE "_pages_v_blocks_announcements_grid" ADD COLUMN "source" "enum__pages_v_blocks_announcements_grid_source" DEFAULT 'cms';
  ALTER TABLE "_pages_v_blocks_announcements_grid" ADD COLUMN "only_open" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_chart_kpi" ADD COLUMN "from_source" "enum__pages_v_blocks_chart_kpi_from_source";
  ALTER TABLE "_pages_v_blocks_chart_kpi" ADD COLUMN "source_series" varchar;
  ALTER TABLE "_pages_v_blocks_chart_kpi" ADD COLUMN "source_category" varchar;
  ALTER TABLE "_pages_v_blocks_chart" ADD COLUMN "source_url" varchar;
  ALTER TABLE "_pages_v_blocks_chart" ADD COLUMN "source_category_column" varchar;
  ALTER TABLE "_pages_v_blocks_chart" ADD COLUMN "source_series_column" varchar;
  ALTER TABLE "_pages_v_blocks_chart" ADD COLUMN "source_value_columns" varchar;
  ALTER TABLE "_pages_v_blocks_chart" ADD COLUMN "source_filter_column" varchar;
  ALTER TABLE "_pages_v_blocks_chart" ADD COLUMN "source_filter_value" varchar;
  ALTER TABLE "_pages_v_blocks_chart" ADD COLUMN "source_min_rows" numeric DEFAULT 1;
  ALTER TABLE "_pages_v_blocks_chart" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v_blocks_chart" ADD COLUMN "source_error" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_parent_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_noindex" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "faqs_blocks_video_player" ADD COLUMN "captions" varchar;
  ALTER TABLE "faqs_blocks_video_player" ADD COLUMN "poster" varchar;
  ALTER TABLE "faqs_blocks_announcements_grid" ADD COLUMN "source" "enum_faqs_blocks_announcements_grid_source" DEFAULT 'cms';
  ALTER TABLE "faqs_blocks_announcements_grid" ADD COLUMN "only_open" boolean DEFAULT false;
  ALTER TABLE "faqs_blocks_chart_kpi" ADD COLUMN "from_source" "enum_faqs_blocks_chart_kpi_from_source";
  ALTER TABLE "faqs_blocks_chart_kpi" ADD COLUMN "source_series" varchar;
  ALTER TABLE "faqs_blocks_chart_kpi" ADD COLUMN "source_category" varchar;
  ALTER TABLE "faqs_blocks_chart" ADD COLUMN "source_url" varchar;
  ALTER TABLE "faqs_blocks_chart" ADD COLUMN "source_category_column" varchar;
  ALTER TABLE "faqs_blocks_chart" ADD COLUMN "source_series_column" varchar;
  ALTER TABLE "faqs_blocks_chart" ADD COLUMN "source_value_columns" varchar;
  ALTER TABLE "faqs_blocks_chart" ADD COLUMN "source_filter_column" varchar;
  ALTER TABLE "faqs_blocks_chart" ADD COLUMN "source_filter_value" varchar;
  ALTER TABLE "faqs_blocks_chart" ADD COLUMN "source_min_rows" numeric DEFAULT 1;
  ALTER TABLE "faqs_blocks_chart" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "faqs_blocks_chart" ADD COLUMN "source_error" varchar;
  ALTER TABLE "faqs" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "faqs" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "faqs" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "faqs" ADD COLUMN "meta_noindex" boolean DEFAULT false;
  ALTER TABLE "faqs" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_faqs_v_blocks_video_player" ADD COLUMN "captions" varchar;
  ALTER TABLE "_faqs_v_blocks_video_player" ADD COLUMN "poster" varchar;
  ALTER TABLE "_faqs_v_blocks_announcements_grid" ADD COLUMN "source" "enum__faqs_v_blocks_announcements_grid_source" DEFAULT 'cms';
  ALTER TABLE "_faqs_v_blocks_announcements_grid" ADD COLUMN "only_open" boolean DEFAULT false;
  ALTER TABLE "_faqs_v_blocks_chart_kpi" ADD COLUMN "from_source" "enum__faqs_v_blocks_chart_kpi_from_source";
  ALTER TABLE "_faqs_v_blocks_chart_kpi" ADD COLUMN "source_series" varchar;
  ALTER TABLE "_faqs_v_blocks_chart_kpi" ADD COLUMN "source_category" varchar;
  ALTER TABLE "_faqs_v_blocks_chart" ADD COLUMN "source_url" varchar;
  ALTER TABLE "_faqs_v_blocks_chart" ADD COLUMN "source_category_column" varchar;
  ALTER TABLE "_faqs_v_blocks_chart" ADD COLUMN "source_series_column" varchar;
  ALTER TABLE "_faqs_v_blocks_chart" ADD COLUMN "source_value_columns" varchar;
  ALTER TABLE "_faqs_v_blocks_chart" ADD COLUMN "source_filter_column" varchar;
  ALTER TABLE "_faqs_v_blocks_chart" ADD COLUMN "source_filter_value" varchar;
  ALTER TABLE "_faqs_v_blocks_chart" ADD COLUMN "source_min_rows" numeric DEFAULT 1;
  ALTER TABLE "_faqs_v_blocks_chart" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_faqs_v_blocks_chart" ADD COLUMN "source_error" varchar;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_meta_noindex" boolean DEFAULT false;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_faqs_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "news_blocks_video_player" ADD COLUMN "captions" varchar;
  ALTER TABLE "news_blocks_video_player" ADD COLUMN "poster" varchar;
  ALTER TABLE "news_blocks_announcements_grid" ADD COLUMN "source" "enum_news_blocks_announcements_grid_source" DEFAULT 'cms';
  ALTER TABLE "news_blocks_announcements_grid" ADD COLUMN "only_open" boolean DEFAULT false;
  ALTER TABLE "news_blocks_chart_kpi" ADD COLUMN "from_source" "enum_news_blocks_chart_kpi_from_source";
  ALTER TABLE "news_blocks_chart_kpi" ADD COLUMN "source_series" varchar;
  ALTER TABLE "news_blocks_chart_kpi" ADD COLUMN "source_category" varchar;
  ALTER TABLE "news_blocks_chart" ADD COLUMN "source_url" varchar;
  ALTER TABLE "news_blocks_chart" ADD COLUMN "source_category_column" varchar;
  ALTER TABLE "news_blocks_chart" ADD COLUMN "source_series_column" varchar;
  ALTER TABLE "news_blocks_chart" ADD COLUMN "source_value_columns" varchar;
  ALTER TABLE "news_blocks_chart" ADD COLUMN "source_filter_column" varchar;
  ALTER TABLE "news_blocks_chart" ADD COLUMN "source_filter_value" varchar;
  ALTER TABLE "news_blocks_chart" ADD COLUMN "source_min_rows" numeric DEFAULT 1;
  ALTER TABLE "news_blocks_chart" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "news_blocks_chart" ADD COLUMN "source_error" varchar;
  ALTER TABLE "news" ADD COLUMN "image_id" integer;
  ALTER TABLE "news" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "news" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "news" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "news" ADD COLUMN "meta_noindex" boolean DEFAULT false;
  ALTER TABLE "news" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_news_v_blocks_video_player" ADD COLUMN "captions" varchar;
  ALTER TABLE "_news_v_blocks_video_player" ADD COLUMN "poster" varchar;
  ALTER TABLE "_news_v_blocks_announcements_grid" ADD COLUMN "source" "enum__news_v_blocks_announcements_grid_source" DEFAULT 'cms';
  ALTER TABLE "_news_v_blocks_announcements_grid" ADD COLUMN "only_open" boolean DEFAULT false;
  ALTER TABLE "_news_v_blocks_chart_kpi" ADD COLUMN "from_source" "enum__news_v_blocks_chart_kpi_from_source";
  ALTER TABLE "_news_v_blocks_chart_kpi" ADD COLUMN "source_series" varchar;
  ALTER TABLE "_news_v_blocks_chart_kpi" ADD COLUMN "source_category" varchar;
  ALTER TABLE "_news_v_blocks_chart" ADD COLUMN "source_url" varchar;
  ALTER TABLE "_news_v_blocks_chart" ADD COLUMN "source_category_column" varchar;
  ALTER TABLE "_news_v_blocks_chart" ADD COLUMN "source_series_column" varchar;
  ALTER TABLE "_news_v_blocks_chart" ADD COLUMN "source_value_columns" varchar;
  ALTER TABLE "_news_v_blocks_chart" ADD COLUMN "source_filter_column" varchar;
  ALTER TABLE "_news_v_blocks_chart" ADD COLUMN "source_filter_value" varchar;
  ALTER TABLE "_news_v_blocks_chart" ADD COLUMN "source_min_rows" numeric DEFAULT 1;
  ALTER TABLE "_news_v_blocks_chart" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_news_v_blocks_chart" ADD COLUMN "source_error" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_noindex" boolean DEFAULT false;
  ALTER TABLE "_news_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "resources_blocks_video_player" ADD COLUMN "captions" varchar;
  ALTER TABLE "resources_blocks_video_player" ADD COLUMN "poster" varchar;
  ALTER TABLE "resources_blocks_announcements_grid" ADD COLUMN "source" "enum_resources_blocks_announcements_grid_source" DEFAULT 'cms';
  ALTER TABLE "resources_blocks_announcements_grid" ADD COLUMN "only_open" boolean DEFAULT false;
  ALTER TABLE "resources_blocks_chart_kpi" ADD COLUMN "from_source" "enum_resources_blocks_chart_kpi_from_source";
  ALTER TABLE "resources_blocks_chart_kpi" ADD COLUMN "source_series" varchar;
  ALTER TABLE "resources_blocks_chart_kpi" ADD COLUMN "source_category" varchar;
  ALTER TABLE "resources_blocks_chart" ADD COLUMN "source_url" varchar;
  ALTER TABLE "resources_blocks_chart" ADD COLUMN "source_category_column" varchar;
  ALTER TABLE "resources_blocks_chart" ADD COLUMN "source_series_column" varchar;
  ALTER TABLE "resources_blocks_chart" ADD COLUMN "source_value_columns" varchar;
  ALTER TABLE "resources_blocks_chart" ADD COLUMN "source_filter_column" varchar;
  ALTER TABLE "resources_blocks_chart" ADD COLUMN "source_filter_value" varchar;
  ALTER TABLE "resources_blocks_chart" ADD COLUMN "source_min_rows" numeric DEFAULT 1;
  ALTER TABLE "resources_blocks_chart" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "resources_blocks_chart" ADD COLUMN "source_error" varchar;
  ALTER TABLE "resources" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "resources" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "resources" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "resources" ADD COLUMN "meta_noindex" boolean DEFAULT false;
  ALTER TABLE "resources" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "resources" ADD COLUMN "_status" "enum_resources_status" DEFAULT 'draft';
  ALTER TABLE "supportos_blocks_video_player" ADD COLUMN "captions" varchar;
  ALTER TABLE "supportos_blocks_video_player" ADD COLUMN "poster" varchar;
  ALTER TABLE "supportos_blocks_announcements_grid" ADD COLUMN "source" "enum_supportos_blocks_announcements_grid_source" DEFAULT 'cms';
  ALTER TABLE "supportos_blocks_announcements_grid" ADD COLUMN "only_open" boolean DEFAULT false;
  ALTER TABLE "supportos_blocks_chart_kpi" ADD COLUMN "from_source" "enum_supportos_blocks_chart_kpi_from_source";
  ALTER TABLE "supportos_blocks_chart_kpi" ADD COLUMN "source_series" varchar;
  ALTER TABLE "supportos_blocks_chart_kpi" ADD COLUMN "source_category" varchar;
  ALTER TABLE "supportos_blocks_chart" ADD COLUMN "source_url" varchar;
  ALTER TABLE "supportos_blocks_chart" ADD COLUMN "source_category_column" varchar;
  ALTER TABLE "supportos_blocks_chart" ADD COLUMN "source_series_column" varchar;
  ALTER TABLE "supportos_blocks_chart" ADD COLUMN "source_value_columns" varchar;
  ALTER TABLE "supportos_blocks_chart" ADD COLUMN "source_filter_column" varchar;
  ALTER TABLE "supportos_blocks_chart" ADD COLUMN "source_filter_value" varchar;
  ALTER TABLE "supportos_blocks_chart" ADD COLUMN "source_min_rows" numeric DEFAULT 1;
  ALTER TABLE "supportos_blocks_chart" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "supportos_blocks_chart" ADD COLUMN "source_error" varchar;
  ALTER TABLE "supportos" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "supportos" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "supportos" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "supportos" ADD COLUMN "meta_noindex" boolean DEFAULT false;
  ALTER TABLE "supportos" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "supportos" ADD COLUMN "_status" "enum_supportos_status" DEFAULT 'draft';
  ALTER TABLE "datis_blocks_video_player" ADD COLUMN "captions" varchar;
  ALTER TABLE "datis_blocks_video_player" ADD COLUMN "poster" varchar;
  ALTER TABLE "datis_blocks_announcements_grid" ADD COLUMN "source" "enum_datis_blocks_announcements_grid_source" DEFAULT 'cms';
  ALTER TABLE "datis_blocks_announcements_grid" ADD COLUMN "only_open" boolean DEFAULT false;
  ALTER TABLE "datis_blocks_chart_kpi" ADD COLUMN "from_source" "enum_datis_blocks_chart_kpi_from_source";
  ALTER TABLE "datis_blocks_chart_kpi" ADD COLUMN "source_series" varchar;
  ALTER TABLE "datis_blocks_chart_kpi" ADD COLUMN "source_category" varchar;
  ALTER TABLE "datis_blocks_chart" ADD COLUMN "source_url" varchar;
  ALTER TABLE "datis_blocks_chart" ADD COLUMN "source_category_column" varchar;
  ALTER TABLE "datis_blocks_chart" ADD COLUMN "source_series_column" varchar;
  ALTER TABLE "datis_blocks_chart" ADD COLUMN "source_value_columns" varchar;
  ALTER TABLE "datis_blocks_chart" ADD COLUMN "source_filter_column" varchar;
  ALTER TABLE "datis_blocks_chart" ADD COLUMN "source_filter_value" varchar;
  ALTER TABLE "datis_blocks_chart" ADD COLUMN "source_min_rows" numeric DEFAULT 1;
  ALTER TABLE "datis_blocks_chart" ADD COLUMN "source_changed_at" timestamp(3) with time zone;
  ALTER TABLE "datis_blocks_chart" ADD COLUMN "source_error" varchar;
  ALTER TABLE "datis" ADD COLUMN "tema" "enum_datis_tema" DEFAULT 'GOVE';
  ALTER TABLE "datis" ADD COLUMN "frequenza" "enum_datis_frequenza" DEFAULT 'MONTHLY';
  ALTER TABLE "datis" ADD COLUMN "fonte_url" varchar;
  ALTER TABLE "datis" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "datis" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "datis" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "datis" ADD COLUMN "meta_noindex" boolean DEFAULT false;
  ALTER TABLE "datis" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "datis" ADD COLUMN "_status" "enum_datis_status" DEFAULT 'draft';
  ALTER TABLE "guidelines" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "guidelines" ADD COLUMN "_status" "enum_guidelines_status" DEFAULT 'draft';
  ALTER TABLE "updates" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "updates" ADD COLUMN "_status" "enum_updates_status" DEFAULT 'draft';
  ALTER TABLE "announcements" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "announcements" ADD COLUMN "_status" "enum_announcements_status" DEFAULT 'draft';
  ALTER TABLE "users" ADD COLUMN "role" "enum_users_role" DEFAULT 'redattore' NOT NULL;
  UPDATE "resources" SET "_status" = 'published';
  UPDATE "supportos" SET "_status" = 'published';
  UPDATE "datis" SET "_status" = 'published';
  UPDATE "guidelines" SET "_status" = 'published';
  UPDATE "updates" SET "_status" = 'published';
  UPDATE "announcements" SET "_status" = 'published';
  UPDATE "users" SET "role" = 'amministratore';
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "source_states_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "pages_blocks_consent_settings" ADD CONSTRAINT "pages_blocks_consent_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_search_hero_types" ADD CONSTRAINT "pages_blocks_search_hero_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_search_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_search_hero" ADD CONSTRAINT "pages_blocks_search_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_consent_settings" ADD CONSTRAINT "_pages_v_blocks_consent_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_search_hero_types" ADD CONSTRAINT "_pages_v_blocks_search_hero_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_search_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_search_hero" ADD CONSTRAINT "_pages_v_blocks_search_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_consent_settings" ADD CONSTRAINT "faqs_blocks_consent_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_search_hero_types" ADD CONSTRAINT "faqs_blocks_search_hero_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs_blocks_search_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_search_hero" ADD CONSTRAINT "faqs_blocks_search_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_consent_settings" ADD CONSTRAINT "_faqs_v_blocks_consent_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_search_hero_types" ADD CONSTRAINT "_faqs_v_blocks_search_hero_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_faqs_v_blocks_search_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_search_hero" ADD CONSTRAINT "_faqs_v_blocks_search_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_consent_settings" ADD CONSTRAINT "news_blocks_consent_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_search_hero_types" ADD CONSTRAINT "news_blocks_search_hero_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news_blocks_search_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_search_hero" ADD CONSTRAINT "news_blocks_search_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_consent_settings" ADD CONSTRAINT "_news_v_blocks_consent_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_search_hero_types" ADD CONSTRAINT "_news_v_blocks_search_hero_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v_blocks_search_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_search_hero" ADD CONSTRAINT "_news_v_blocks_search_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_consent_settings" ADD CONSTRAINT "resources_blocks_consent_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_search_hero_types" ADD CONSTRAINT "resources_blocks_search_hero_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resources_blocks_search_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_search_hero" ADD CONSTRAINT "resources_blocks_search_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_hero" ADD CONSTRAINT "_resources_v_blocks_hero_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_hero" ADD CONSTRAINT "_resources_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_hero" ADD CONSTRAINT "_resources_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_rich_text" ADD CONSTRAINT "_resources_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_alert" ADD CONSTRAINT "_resources_v_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_table_columns" ADD CONSTRAINT "_resources_v_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_table_rows_cells" ADD CONSTRAINT "_resources_v_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_table_rows" ADD CONSTRAINT "_resources_v_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_table" ADD CONSTRAINT "_resources_v_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_single_image" ADD CONSTRAINT "_resources_v_blocks_single_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_single_image" ADD CONSTRAINT "_resources_v_blocks_single_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_page_header" ADD CONSTRAINT "_resources_v_blocks_page_header_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_page_header" ADD CONSTRAINT "_resources_v_blocks_page_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_video_player" ADD CONSTRAINT "_resources_v_blocks_video_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_consent_settings" ADD CONSTRAINT "_resources_v_blocks_consent_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_stepper_steps" ADD CONSTRAINT "_resources_v_blocks_stepper_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v_blocks_stepper"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_stepper" ADD CONSTRAINT "_resources_v_blocks_stepper_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_card_grid_cards" ADD CONSTRAINT "_resources_v_blocks_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_card_grid_cards" ADD CONSTRAINT "_resources_v_blocks_card_grid_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_card_grid_cards" ADD CONSTRAINT "_resources_v_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_card_grid" ADD CONSTRAINT "_resources_v_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_announcements_grid" ADD CONSTRAINT "_resources_v_blocks_announcements_grid_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_announcements_grid" ADD CONSTRAINT "_resources_v_blocks_announcements_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_dated_list_items" ADD CONSTRAINT "_resources_v_blocks_dated_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_dated_list_items" ADD CONSTRAINT "_resources_v_blocks_dated_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v_blocks_dated_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_dated_list" ADD CONSTRAINT "_resources_v_blocks_dated_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_link_list_items" ADD CONSTRAINT "_resources_v_blocks_link_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_link_list_items" ADD CONSTRAINT "_resources_v_blocks_link_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_link_list" ADD CONSTRAINT "_resources_v_blocks_link_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_faq_list" ADD CONSTRAINT "_resources_v_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_updates_list" ADD CONSTRAINT "_resources_v_blocks_updates_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_news_list" ADD CONSTRAINT "_resources_v_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_image_text_hero_links" ADD CONSTRAINT "_resources_v_blocks_image_text_hero_links_cms_page_id_pages_id_fk" FOREIGN KEY ("cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_image_text_hero_links" ADD CONSTRAINT "_resources_v_blocks_image_text_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v_blocks_image_text_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_image_text_hero" ADD CONSTRAINT "_resources_v_blocks_image_text_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_image_text_hero" ADD CONSTRAINT "_resources_v_blocks_image_text_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_split_banner" ADD CONSTRAINT "_resources_v_blocks_split_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_split_banner" ADD CONSTRAINT "_resources_v_blocks_split_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_split_banner" ADD CONSTRAINT "_resources_v_blocks_split_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_banner" ADD CONSTRAINT "_resources_v_blocks_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_banner" ADD CONSTRAINT "_resources_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_image_text_column" ADD CONSTRAINT "_resources_v_blocks_image_text_column_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_image_text_column" ADD CONSTRAINT "_resources_v_blocks_image_text_column_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_image_text_column" ADD CONSTRAINT "_resources_v_blocks_image_text_column_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_text_columns" ADD CONSTRAINT "_resources_v_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_resources_v_blocks_image_grid_image_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_resources_v_blocks_image_grid_image_blocks_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_resources_v_blocks_image_grid_image_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v_blocks_image_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_image_grid" ADD CONSTRAINT "_resources_v_blocks_image_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_benefits_items" ADD CONSTRAINT "_resources_v_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_benefits" ADD CONSTRAINT "_resources_v_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_timeline_items" ADD CONSTRAINT "_resources_v_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_timeline" ADD CONSTRAINT "_resources_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_sidebar_rich_text_sections" ADD CONSTRAINT "_resources_v_blocks_sidebar_rich_text_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v_blocks_sidebar_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_sidebar_rich_text" ADD CONSTRAINT "_resources_v_blocks_sidebar_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_measure_cards_cards" ADD CONSTRAINT "_resources_v_blocks_measure_cards_cards_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_measure_cards_cards" ADD CONSTRAINT "_resources_v_blocks_measure_cards_cards_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_measure_cards_cards" ADD CONSTRAINT "_resources_v_blocks_measure_cards_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_measure_cards_cards" ADD CONSTRAINT "_resources_v_blocks_measure_cards_cards_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_measure_cards_cards" ADD CONSTRAINT "_resources_v_blocks_measure_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v_blocks_measure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_measure_cards" ADD CONSTRAINT "_resources_v_blocks_measure_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_beneficiary_content_items" ADD CONSTRAINT "_resources_v_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_beneficiary_content_items" ADD CONSTRAINT "_resources_v_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_beneficiary_content" ADD CONSTRAINT "_resources_v_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_search_hero_types" ADD CONSTRAINT "_resources_v_blocks_search_hero_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_resources_v_blocks_search_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_search_hero" ADD CONSTRAINT "_resources_v_blocks_search_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_faq_search" ADD CONSTRAINT "_resources_v_blocks_faq_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_chart_kpi" ADD CONSTRAINT "_resources_v_blocks_chart_kpi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v_blocks_chart"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_chart" ADD CONSTRAINT "_resources_v_blocks_chart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_chart_selector" ADD CONSTRAINT "_resources_v_blocks_chart_selector_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_chart_tabs_tabs" ADD CONSTRAINT "_resources_v_blocks_chart_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v_blocks_chart_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_chart_tabs" ADD CONSTRAINT "_resources_v_blocks_chart_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_newsletter_form" ADD CONSTRAINT "_resources_v_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_territory_form" ADD CONSTRAINT "_resources_v_blocks_territory_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_blocks_support_request_form" ADD CONSTRAINT "_resources_v_blocks_support_request_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v" ADD CONSTRAINT "_resources_v_parent_id_resources_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v" ADD CONSTRAINT "_resources_v_version_misura_id_misuras_id_fk" FOREIGN KEY ("version_misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v" ADD CONSTRAINT "_resources_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_rels" ADD CONSTRAINT "_resources_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_rels" ADD CONSTRAINT "_resources_v_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_rels" ADD CONSTRAINT "_resources_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_rels" ADD CONSTRAINT "_resources_v_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_rels" ADD CONSTRAINT "_resources_v_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_rels" ADD CONSTRAINT "_resources_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_consent_settings" ADD CONSTRAINT "supportos_blocks_consent_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_search_hero_types" ADD CONSTRAINT "supportos_blocks_search_hero_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."supportos_blocks_search_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_search_hero" ADD CONSTRAINT "supportos_blocks_search_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_hero" ADD CONSTRAINT "_supportos_v_blocks_hero_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_hero" ADD CONSTRAINT "_supportos_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_hero" ADD CONSTRAINT "_supportos_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_rich_text" ADD CONSTRAINT "_supportos_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_alert" ADD CONSTRAINT "_supportos_v_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_table_columns" ADD CONSTRAINT "_supportos_v_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_table_rows_cells" ADD CONSTRAINT "_supportos_v_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_table_rows" ADD CONSTRAINT "_supportos_v_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_table" ADD CONSTRAINT "_supportos_v_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_single_image" ADD CONSTRAINT "_supportos_v_blocks_single_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_single_image" ADD CONSTRAINT "_supportos_v_blocks_single_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_page_header" ADD CONSTRAINT "_supportos_v_blocks_page_header_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_page_header" ADD CONSTRAINT "_supportos_v_blocks_page_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_video_player" ADD CONSTRAINT "_supportos_v_blocks_video_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_consent_settings" ADD CONSTRAINT "_supportos_v_blocks_consent_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_stepper_steps" ADD CONSTRAINT "_supportos_v_blocks_stepper_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v_blocks_stepper"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_stepper" ADD CONSTRAINT "_supportos_v_blocks_stepper_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_card_grid_cards" ADD CONSTRAINT "_supportos_v_blocks_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_card_grid_cards" ADD CONSTRAINT "_supportos_v_blocks_card_grid_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_card_grid_cards" ADD CONSTRAINT "_supportos_v_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_card_grid" ADD CONSTRAINT "_supportos_v_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_announcements_grid" ADD CONSTRAINT "_supportos_v_blocks_announcements_grid_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_announcements_grid" ADD CONSTRAINT "_supportos_v_blocks_announcements_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_dated_list_items" ADD CONSTRAINT "_supportos_v_blocks_dated_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_dated_list_items" ADD CONSTRAINT "_supportos_v_blocks_dated_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v_blocks_dated_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_dated_list" ADD CONSTRAINT "_supportos_v_blocks_dated_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_link_list_items" ADD CONSTRAINT "_supportos_v_blocks_link_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_link_list_items" ADD CONSTRAINT "_supportos_v_blocks_link_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_link_list" ADD CONSTRAINT "_supportos_v_blocks_link_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_faq_list" ADD CONSTRAINT "_supportos_v_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_updates_list" ADD CONSTRAINT "_supportos_v_blocks_updates_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_news_list" ADD CONSTRAINT "_supportos_v_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_image_text_hero_links" ADD CONSTRAINT "_supportos_v_blocks_image_text_hero_links_cms_page_id_pages_id_fk" FOREIGN KEY ("cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_image_text_hero_links" ADD CONSTRAINT "_supportos_v_blocks_image_text_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v_blocks_image_text_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_image_text_hero" ADD CONSTRAINT "_supportos_v_blocks_image_text_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_image_text_hero" ADD CONSTRAINT "_supportos_v_blocks_image_text_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_split_banner" ADD CONSTRAINT "_supportos_v_blocks_split_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_split_banner" ADD CONSTRAINT "_supportos_v_blocks_split_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_split_banner" ADD CONSTRAINT "_supportos_v_blocks_split_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_banner" ADD CONSTRAINT "_supportos_v_blocks_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_banner" ADD CONSTRAINT "_supportos_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_image_text_column" ADD CONSTRAINT "_supportos_v_blocks_image_text_column_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_image_text_column" ADD CONSTRAINT "_supportos_v_blocks_image_text_column_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_image_text_column" ADD CONSTRAINT "_supportos_v_blocks_image_text_column_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_text_columns" ADD CONSTRAINT "_supportos_v_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_supportos_v_blocks_image_grid_image_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_supportos_v_blocks_image_grid_image_blocks_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_supportos_v_blocks_image_grid_image_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v_blocks_image_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_image_grid" ADD CONSTRAINT "_supportos_v_blocks_image_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_benefits_items" ADD CONSTRAINT "_supportos_v_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_benefits" ADD CONSTRAINT "_supportos_v_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_timeline_items" ADD CONSTRAINT "_supportos_v_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_timeline" ADD CONSTRAINT "_supportos_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_sidebar_rich_text_sections" ADD CONSTRAINT "_supportos_v_blocks_sidebar_rich_text_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v_blocks_sidebar_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_sidebar_rich_text" ADD CONSTRAINT "_supportos_v_blocks_sidebar_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_measure_cards_cards" ADD CONSTRAINT "_supportos_v_blocks_measure_cards_cards_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_measure_cards_cards" ADD CONSTRAINT "_supportos_v_blocks_measure_cards_cards_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_measure_cards_cards" ADD CONSTRAINT "_supportos_v_blocks_measure_cards_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_measure_cards_cards" ADD CONSTRAINT "_supportos_v_blocks_measure_cards_cards_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_measure_cards_cards" ADD CONSTRAINT "_supportos_v_blocks_measure_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v_blocks_measure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_measure_cards" ADD CONSTRAINT "_supportos_v_blocks_measure_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_beneficiary_content_items" ADD CONSTRAINT "_supportos_v_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_beneficiary_content_items" ADD CONSTRAINT "_supportos_v_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_beneficiary_content" ADD CONSTRAINT "_supportos_v_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_search_hero_types" ADD CONSTRAINT "_supportos_v_blocks_search_hero_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_supportos_v_blocks_search_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_search_hero" ADD CONSTRAINT "_supportos_v_blocks_search_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_faq_search" ADD CONSTRAINT "_supportos_v_blocks_faq_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_chart_kpi" ADD CONSTRAINT "_supportos_v_blocks_chart_kpi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v_blocks_chart"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_chart" ADD CONSTRAINT "_supportos_v_blocks_chart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_chart_selector" ADD CONSTRAINT "_supportos_v_blocks_chart_selector_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_chart_tabs_tabs" ADD CONSTRAINT "_supportos_v_blocks_chart_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v_blocks_chart_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_chart_tabs" ADD CONSTRAINT "_supportos_v_blocks_chart_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_newsletter_form" ADD CONSTRAINT "_supportos_v_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_territory_form" ADD CONSTRAINT "_supportos_v_blocks_territory_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_blocks_support_request_form" ADD CONSTRAINT "_supportos_v_blocks_support_request_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v" ADD CONSTRAINT "_supportos_v_parent_id_supportos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."supportos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v" ADD CONSTRAINT "_supportos_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_supportos_v_rels" ADD CONSTRAINT "_supportos_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_supportos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_rels" ADD CONSTRAINT "_supportos_v_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_rels" ADD CONSTRAINT "_supportos_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_rels" ADD CONSTRAINT "_supportos_v_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_rels" ADD CONSTRAINT "_supportos_v_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_supportos_v_rels" ADD CONSTRAINT "_supportos_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_consent_settings" ADD CONSTRAINT "datis_blocks_consent_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_search_hero_types" ADD CONSTRAINT "datis_blocks_search_hero_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."datis_blocks_search_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_search_hero" ADD CONSTRAINT "datis_blocks_search_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_version_files" ADD CONSTRAINT "_datis_v_version_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_hero" ADD CONSTRAINT "_datis_v_blocks_hero_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_hero" ADD CONSTRAINT "_datis_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_hero" ADD CONSTRAINT "_datis_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_rich_text" ADD CONSTRAINT "_datis_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_alert" ADD CONSTRAINT "_datis_v_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_table_columns" ADD CONSTRAINT "_datis_v_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_table_rows_cells" ADD CONSTRAINT "_datis_v_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_table_rows" ADD CONSTRAINT "_datis_v_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_table" ADD CONSTRAINT "_datis_v_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_single_image" ADD CONSTRAINT "_datis_v_blocks_single_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_single_image" ADD CONSTRAINT "_datis_v_blocks_single_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_page_header" ADD CONSTRAINT "_datis_v_blocks_page_header_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_page_header" ADD CONSTRAINT "_datis_v_blocks_page_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_video_player" ADD CONSTRAINT "_datis_v_blocks_video_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_consent_settings" ADD CONSTRAINT "_datis_v_blocks_consent_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_stepper_steps" ADD CONSTRAINT "_datis_v_blocks_stepper_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v_blocks_stepper"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_stepper" ADD CONSTRAINT "_datis_v_blocks_stepper_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_card_grid_cards" ADD CONSTRAINT "_datis_v_blocks_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_card_grid_cards" ADD CONSTRAINT "_datis_v_blocks_card_grid_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_card_grid_cards" ADD CONSTRAINT "_datis_v_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_card_grid" ADD CONSTRAINT "_datis_v_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_announcements_grid" ADD CONSTRAINT "_datis_v_blocks_announcements_grid_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_announcements_grid" ADD CONSTRAINT "_datis_v_blocks_announcements_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_dated_list_items" ADD CONSTRAINT "_datis_v_blocks_dated_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_dated_list_items" ADD CONSTRAINT "_datis_v_blocks_dated_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v_blocks_dated_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_dated_list" ADD CONSTRAINT "_datis_v_blocks_dated_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_link_list_items" ADD CONSTRAINT "_datis_v_blocks_link_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_link_list_items" ADD CONSTRAINT "_datis_v_blocks_link_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_link_list" ADD CONSTRAINT "_datis_v_blocks_link_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_faq_list" ADD CONSTRAINT "_datis_v_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_updates_list" ADD CONSTRAINT "_datis_v_blocks_updates_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_news_list" ADD CONSTRAINT "_datis_v_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_image_text_hero_links" ADD CONSTRAINT "_datis_v_blocks_image_text_hero_links_cms_page_id_pages_id_fk" FOREIGN KEY ("cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_image_text_hero_links" ADD CONSTRAINT "_datis_v_blocks_image_text_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v_blocks_image_text_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_image_text_hero" ADD CONSTRAINT "_datis_v_blocks_image_text_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_image_text_hero" ADD CONSTRAINT "_datis_v_blocks_image_text_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_split_banner" ADD CONSTRAINT "_datis_v_blocks_split_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_split_banner" ADD CONSTRAINT "_datis_v_blocks_split_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_split_banner" ADD CONSTRAINT "_datis_v_blocks_split_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_banner" ADD CONSTRAINT "_datis_v_blocks_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_banner" ADD CONSTRAINT "_datis_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_image_text_column" ADD CONSTRAINT "_datis_v_blocks_image_text_column_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_image_text_column" ADD CONSTRAINT "_datis_v_blocks_image_text_column_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_image_text_column" ADD CONSTRAINT "_datis_v_blocks_image_text_column_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_text_columns" ADD CONSTRAINT "_datis_v_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_datis_v_blocks_image_grid_image_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_datis_v_blocks_image_grid_image_blocks_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_datis_v_blocks_image_grid_image_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v_blocks_image_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_image_grid" ADD CONSTRAINT "_datis_v_blocks_image_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_benefits_items" ADD CONSTRAINT "_datis_v_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_benefits" ADD CONSTRAINT "_datis_v_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_timeline_items" ADD CONSTRAINT "_datis_v_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_timeline" ADD CONSTRAINT "_datis_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_sidebar_rich_text_sections" ADD CONSTRAINT "_datis_v_blocks_sidebar_rich_text_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v_blocks_sidebar_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_sidebar_rich_text" ADD CONSTRAINT "_datis_v_blocks_sidebar_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_measure_cards_cards" ADD CONSTRAINT "_datis_v_blocks_measure_cards_cards_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_measure_cards_cards" ADD CONSTRAINT "_datis_v_blocks_measure_cards_cards_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_measure_cards_cards" ADD CONSTRAINT "_datis_v_blocks_measure_cards_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_measure_cards_cards" ADD CONSTRAINT "_datis_v_blocks_measure_cards_cards_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_measure_cards_cards" ADD CONSTRAINT "_datis_v_blocks_measure_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v_blocks_measure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_measure_cards" ADD CONSTRAINT "_datis_v_blocks_measure_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_beneficiary_content_items" ADD CONSTRAINT "_datis_v_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_beneficiary_content_items" ADD CONSTRAINT "_datis_v_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_beneficiary_content" ADD CONSTRAINT "_datis_v_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_search_hero_types" ADD CONSTRAINT "_datis_v_blocks_search_hero_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_datis_v_blocks_search_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_search_hero" ADD CONSTRAINT "_datis_v_blocks_search_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_faq_search" ADD CONSTRAINT "_datis_v_blocks_faq_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_chart_kpi" ADD CONSTRAINT "_datis_v_blocks_chart_kpi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v_blocks_chart"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_chart" ADD CONSTRAINT "_datis_v_blocks_chart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_chart_selector" ADD CONSTRAINT "_datis_v_blocks_chart_selector_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_chart_tabs_tabs" ADD CONSTRAINT "_datis_v_blocks_chart_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v_blocks_chart_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_chart_tabs" ADD CONSTRAINT "_datis_v_blocks_chart_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_newsletter_form" ADD CONSTRAINT "_datis_v_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_territory_form" ADD CONSTRAINT "_datis_v_blocks_territory_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_blocks_support_request_form" ADD CONSTRAINT "_datis_v_blocks_support_request_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v" ADD CONSTRAINT "_datis_v_parent_id_datis_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."datis"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v" ADD CONSTRAINT "_datis_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_datis_v_rels" ADD CONSTRAINT "_datis_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_datis_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_rels" ADD CONSTRAINT "_datis_v_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_rels" ADD CONSTRAINT "_datis_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_rels" ADD CONSTRAINT "_datis_v_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_rels" ADD CONSTRAINT "_datis_v_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_datis_v_rels" ADD CONSTRAINT "_datis_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guidelines_v" ADD CONSTRAINT "_guidelines_v_parent_id_guidelines_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guidelines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_updates_v" ADD CONSTRAINT "_updates_v_parent_id_updates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."updates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_updates_v" ADD CONSTRAINT "_updates_v_version_cta_cms_page_id_pages_id_fk" FOREIGN KEY ("version_cta_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_updates_v_rels" ADD CONSTRAINT "_updates_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_updates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_updates_v_rels" ADD CONSTRAINT "_updates_v_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_announcements_v" ADD CONSTRAINT "_announcements_v_parent_id_announcements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."announcements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_announcements_v" ADD CONSTRAINT "_announcements_v_version_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("version_ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_announcements_v_texts" ADD CONSTRAINT "_announcements_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_announcements_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_supportos_fk" FOREIGN KEY ("supportos_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_datis_fk" FOREIGN KEY ("datis_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_sister_sites" ADD CONSTRAINT "header_sister_sites_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_sister_sites" ADD CONSTRAINT "header_sister_sites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menu" ADD CONSTRAINT "header_menu_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_menu" ADD CONSTRAINT "header_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns" ADD CONSTRAINT "footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_contacts" ADD CONSTRAINT "footer_contacts_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_contacts" ADD CONSTRAINT "footer_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_social" ADD CONSTRAINT "footer_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_legal_links" ADD CONSTRAINT "footer_legal_links_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_legal_links" ADD CONSTRAINT "footer_legal_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_italia_domani_logo_id_media_id_fk" FOREIGN KEY ("italia_domani_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_government_logo_id_media_id_fk" FOREIGN KEY ("government_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_consent_settings_order_idx" ON "pages_blocks_consent_settings" USING btree ("_order");
  CREATE INDEX "pages_blocks_consent_settings_parent_id_idx" ON "pages_blocks_consent_settings" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_consent_settings_path_idx" ON "pages_blocks_consent_settings" USING btree ("_path");
  CREATE INDEX "pages_blocks_search_hero_types_order_idx" ON "pages_blocks_search_hero_types" USING btree ("order");
  CREATE INDEX "pages_blocks_search_hero_types_parent_idx" ON "pages_blocks_search_hero_types" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_search_hero_order_idx" ON "pages_blocks_search_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_search_hero_parent_id_idx" ON "pages_blocks_search_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_search_hero_path_idx" ON "pages_blocks_search_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_consent_settings_order_idx" ON "_pages_v_blocks_consent_settings" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_consent_settings_parent_id_idx" ON "_pages_v_blocks_consent_settings" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_consent_settings_path_idx" ON "_pages_v_blocks_consent_settings" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_search_hero_types_order_idx" ON "_pages_v_blocks_search_hero_types" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_search_hero_types_parent_idx" ON "_pages_v_blocks_search_hero_types" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_search_hero_order_idx" ON "_pages_v_blocks_search_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_search_hero_parent_id_idx" ON "_pages_v_blocks_search_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_search_hero_path_idx" ON "_pages_v_blocks_search_hero" USING btree ("_path");
  CREATE INDEX "faqs_blocks_consent_settings_order_idx" ON "faqs_blocks_consent_settings" USING btree ("_order");
  CREATE INDEX "faqs_blocks_consent_settings_parent_id_idx" ON "faqs_blocks_consent_settings" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_consent_settings_path_idx" ON "faqs_blocks_consent_settings" USING btree ("_path");
  CREATE INDEX "faqs_blocks_search_hero_types_order_idx" ON "faqs_blocks_search_hero_types" USING btree ("order");
  CREATE INDEX "faqs_blocks_search_hero_types_parent_idx" ON "faqs_blocks_search_hero_types" USING btree ("parent_id");
  CREATE INDEX "faqs_blocks_search_hero_order_idx" ON "faqs_blocks_search_hero" USING btree ("_order");
  CREATE INDEX "faqs_blocks_search_hero_parent_id_idx" ON "faqs_blocks_search_hero" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_search_hero_path_idx" ON "faqs_blocks_search_hero" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_consent_settings_order_idx" ON "_faqs_v_blocks_consent_settings" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_consent_settings_parent_id_idx" ON "_faqs_v_blocks_consent_settings" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_consent_settings_path_idx" ON "_faqs_v_blocks_consent_settings" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_search_hero_types_order_idx" ON "_faqs_v_blocks_search_hero_types" USING btree ("order");
  CREATE INDEX "_faqs_v_blocks_search_hero_types_parent_idx" ON "_faqs_v_blocks_search_hero_types" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_blocks_search_hero_order_idx" ON "_faqs_v_blocks_search_hero" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_search_hero_parent_id_idx" ON "_faqs_v_blocks_search_hero" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_search_hero_path_idx" ON "_faqs_v_blocks_search_hero" USING btree ("_path");
  CREATE INDEX "news_blocks_consent_settings_order_idx" ON "news_blocks_consent_settings" USING btree ("_order");
  CREATE INDEX "news_blocks_consent_settings_parent_id_idx" ON "news_blocks_consent_settings" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_consent_settings_path_idx" ON "news_blocks_consent_settings" USING btree ("_path");
  CREATE INDEX "news_blocks_search_hero_types_order_idx" ON "news_blocks_search_hero_types" USING btree ("order");
  CREATE INDEX "news_blocks_search_hero_types_parent_idx" ON "news_blocks_search_hero_types" USING btree ("parent_id");
  CREATE INDEX "news_blocks_search_hero_order_idx" ON "news_blocks_search_hero" USING btree ("_order");
  CREATE INDEX "news_blocks_search_hero_parent_id_idx" ON "news_blocks_search_hero" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_search_hero_path_idx" ON "news_blocks_search_hero" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_consent_settings_order_idx" ON "_news_v_blocks_consent_settings" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_consent_settings_parent_id_idx" ON "_news_v_blocks_consent_settings" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_consent_settings_path_idx" ON "_news_v_blocks_consent_settings" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_search_hero_types_order_idx" ON "_news_v_blocks_search_hero_types" USING btree ("order");
  CREATE INDEX "_news_v_blocks_search_hero_types_parent_idx" ON "_news_v_blocks_search_hero_types" USING btree ("parent_id");
  CREATE INDEX "_news_v_blocks_search_hero_order_idx" ON "_news_v_blocks_search_hero" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_search_hero_parent_id_idx" ON "_news_v_blocks_search_hero" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_search_hero_path_idx" ON "_news_v_blocks_search_hero" USING btree ("_path");
  CREATE INDEX "resources_blocks_consent_settings_order_idx" ON "resources_blocks_consent_settings" USING btree ("_order");
  CREATE INDEX "resources_blocks_consent_settings_parent_id_idx" ON "resources_blocks_consent_settings" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_consent_settings_path_idx" ON "resources_blocks_consent_settings" USING btree ("_path");
  CREATE INDEX "resources_blocks_search_hero_types_order_idx" ON "resources_blocks_search_hero_types" USING btree ("order");
  CREATE INDEX "resources_blocks_search_hero_types_parent_idx" ON "resources_blocks_search_hero_types" USING btree ("parent_id");
  CREATE INDEX "resources_blocks_search_hero_order_idx" ON "resources_blocks_search_hero" USING btree ("_order");
  CREATE INDEX "resources_blocks_search_hero_parent_id_idx" ON "resources_blocks_search_hero" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_search_hero_path_idx" ON "resources_blocks_search_hero" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_hero_order_idx" ON "_resources_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_hero_parent_id_idx" ON "_resources_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_hero_path_idx" ON "_resources_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_hero_button_button_cms_page_idx" ON "_resources_v_blocks_hero" USING btree ("button_cms_page_id");
  CREATE INDEX "_resources_v_blocks_hero_image_idx" ON "_resources_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_resources_v_blocks_rich_text_order_idx" ON "_resources_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_rich_text_parent_id_idx" ON "_resources_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_rich_text_path_idx" ON "_resources_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_alert_order_idx" ON "_resources_v_blocks_alert" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_alert_parent_id_idx" ON "_resources_v_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_alert_path_idx" ON "_resources_v_blocks_alert" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_table_columns_order_idx" ON "_resources_v_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_table_columns_parent_id_idx" ON "_resources_v_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_table_rows_cells_order_idx" ON "_resources_v_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_table_rows_cells_parent_id_idx" ON "_resources_v_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_table_rows_order_idx" ON "_resources_v_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_table_rows_parent_id_idx" ON "_resources_v_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_table_order_idx" ON "_resources_v_blocks_table" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_table_parent_id_idx" ON "_resources_v_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_table_path_idx" ON "_resources_v_blocks_table" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_single_image_order_idx" ON "_resources_v_blocks_single_image" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_single_image_parent_id_idx" ON "_resources_v_blocks_single_image" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_single_image_path_idx" ON "_resources_v_blocks_single_image" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_single_image_image_idx" ON "_resources_v_blocks_single_image" USING btree ("image_id");
  CREATE INDEX "_resources_v_blocks_page_header_order_idx" ON "_resources_v_blocks_page_header" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_page_header_parent_id_idx" ON "_resources_v_blocks_page_header" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_page_header_path_idx" ON "_resources_v_blocks_page_header" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_page_header_misura_idx" ON "_resources_v_blocks_page_header" USING btree ("misura_id");
  CREATE INDEX "_resources_v_blocks_video_player_order_idx" ON "_resources_v_blocks_video_player" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_video_player_parent_id_idx" ON "_resources_v_blocks_video_player" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_video_player_path_idx" ON "_resources_v_blocks_video_player" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_consent_settings_order_idx" ON "_resources_v_blocks_consent_settings" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_consent_settings_parent_id_idx" ON "_resources_v_blocks_consent_settings" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_consent_settings_path_idx" ON "_resources_v_blocks_consent_settings" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_stepper_steps_order_idx" ON "_resources_v_blocks_stepper_steps" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_stepper_steps_parent_id_idx" ON "_resources_v_blocks_stepper_steps" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_stepper_order_idx" ON "_resources_v_blocks_stepper" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_stepper_parent_id_idx" ON "_resources_v_blocks_stepper" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_stepper_path_idx" ON "_resources_v_blocks_stepper" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_card_grid_cards_order_idx" ON "_resources_v_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_card_grid_cards_parent_id_idx" ON "_resources_v_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_card_grid_cards_image_idx" ON "_resources_v_blocks_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "_resources_v_blocks_card_grid_cards_link_link_cms_page_idx" ON "_resources_v_blocks_card_grid_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "_resources_v_blocks_card_grid_order_idx" ON "_resources_v_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_card_grid_parent_id_idx" ON "_resources_v_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_card_grid_path_idx" ON "_resources_v_blocks_card_grid" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_announcements_grid_order_idx" ON "_resources_v_blocks_announcements_grid" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_announcements_grid_parent_id_idx" ON "_resources_v_blocks_announcements_grid" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_announcements_grid_path_idx" ON "_resources_v_blocks_announcements_grid" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_announcements_grid_ente_promotore_idx" ON "_resources_v_blocks_announcements_grid" USING btree ("ente_promotore_id");
  CREATE INDEX "_resources_v_blocks_dated_list_items_order_idx" ON "_resources_v_blocks_dated_list_items" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_dated_list_items_parent_id_idx" ON "_resources_v_blocks_dated_list_items" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_dated_list_items_link_link_cms_page_idx" ON "_resources_v_blocks_dated_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_resources_v_blocks_dated_list_order_idx" ON "_resources_v_blocks_dated_list" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_dated_list_parent_id_idx" ON "_resources_v_blocks_dated_list" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_dated_list_path_idx" ON "_resources_v_blocks_dated_list" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_link_list_items_order_idx" ON "_resources_v_blocks_link_list_items" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_link_list_items_parent_id_idx" ON "_resources_v_blocks_link_list_items" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_link_list_items_link_link_cms_page_idx" ON "_resources_v_blocks_link_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_resources_v_blocks_link_list_order_idx" ON "_resources_v_blocks_link_list" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_link_list_parent_id_idx" ON "_resources_v_blocks_link_list" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_link_list_path_idx" ON "_resources_v_blocks_link_list" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_faq_list_order_idx" ON "_resources_v_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_faq_list_parent_id_idx" ON "_resources_v_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_faq_list_path_idx" ON "_resources_v_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_updates_list_order_idx" ON "_resources_v_blocks_updates_list" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_updates_list_parent_id_idx" ON "_resources_v_blocks_updates_list" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_updates_list_path_idx" ON "_resources_v_blocks_updates_list" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_news_list_order_idx" ON "_resources_v_blocks_news_list" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_news_list_parent_id_idx" ON "_resources_v_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_news_list_path_idx" ON "_resources_v_blocks_news_list" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_image_text_hero_links_order_idx" ON "_resources_v_blocks_image_text_hero_links" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_image_text_hero_links_parent_id_idx" ON "_resources_v_blocks_image_text_hero_links" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_image_text_hero_links_cms_page_idx" ON "_resources_v_blocks_image_text_hero_links" USING btree ("cms_page_id");
  CREATE INDEX "_resources_v_blocks_image_text_hero_order_idx" ON "_resources_v_blocks_image_text_hero" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_image_text_hero_parent_id_idx" ON "_resources_v_blocks_image_text_hero" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_image_text_hero_path_idx" ON "_resources_v_blocks_image_text_hero" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_image_text_hero_image_idx" ON "_resources_v_blocks_image_text_hero" USING btree ("image_id");
  CREATE INDEX "_resources_v_blocks_split_banner_order_idx" ON "_resources_v_blocks_split_banner" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_split_banner_parent_id_idx" ON "_resources_v_blocks_split_banner" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_split_banner_path_idx" ON "_resources_v_blocks_split_banner" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_split_banner_image_idx" ON "_resources_v_blocks_split_banner" USING btree ("image_id");
  CREATE INDEX "_resources_v_blocks_split_banner_button_button_cms_page_idx" ON "_resources_v_blocks_split_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "_resources_v_blocks_banner_order_idx" ON "_resources_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_banner_parent_id_idx" ON "_resources_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_banner_path_idx" ON "_resources_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_banner_button_button_cms_page_idx" ON "_resources_v_blocks_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "_resources_v_blocks_image_text_column_order_idx" ON "_resources_v_blocks_image_text_column" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_image_text_column_parent_id_idx" ON "_resources_v_blocks_image_text_column" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_image_text_column_path_idx" ON "_resources_v_blocks_image_text_column" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_image_text_column_image_idx" ON "_resources_v_blocks_image_text_column" USING btree ("image_id");
  CREATE INDEX "_resources_v_blocks_image_text_column_link_link_cms_page_idx" ON "_resources_v_blocks_image_text_column" USING btree ("link_cms_page_id");
  CREATE INDEX "_resources_v_blocks_text_columns_order_idx" ON "_resources_v_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_text_columns_parent_id_idx" ON "_resources_v_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_text_columns_path_idx" ON "_resources_v_blocks_text_columns" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_image_grid_image_blocks_order_idx" ON "_resources_v_blocks_image_grid_image_blocks" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_image_grid_image_blocks_parent_id_idx" ON "_resources_v_blocks_image_grid_image_blocks" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_image_grid_image_blocks_image_idx" ON "_resources_v_blocks_image_grid_image_blocks" USING btree ("image_id");
  CREATE INDEX "_resources_v_blocks_image_grid_image_blocks_link_link_cm_idx" ON "_resources_v_blocks_image_grid_image_blocks" USING btree ("link_cms_page_id");
  CREATE INDEX "_resources_v_blocks_image_grid_order_idx" ON "_resources_v_blocks_image_grid" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_image_grid_parent_id_idx" ON "_resources_v_blocks_image_grid" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_image_grid_path_idx" ON "_resources_v_blocks_image_grid" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_benefits_items_order_idx" ON "_resources_v_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_benefits_items_parent_id_idx" ON "_resources_v_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_benefits_order_idx" ON "_resources_v_blocks_benefits" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_benefits_parent_id_idx" ON "_resources_v_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_benefits_path_idx" ON "_resources_v_blocks_benefits" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_timeline_items_order_idx" ON "_resources_v_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_timeline_items_parent_id_idx" ON "_resources_v_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_timeline_order_idx" ON "_resources_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_timeline_parent_id_idx" ON "_resources_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_timeline_path_idx" ON "_resources_v_blocks_timeline" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_sidebar_rich_text_sections_order_idx" ON "_resources_v_blocks_sidebar_rich_text_sections" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_sidebar_rich_text_sections_parent_id_idx" ON "_resources_v_blocks_sidebar_rich_text_sections" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_sidebar_rich_text_order_idx" ON "_resources_v_blocks_sidebar_rich_text" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_sidebar_rich_text_parent_id_idx" ON "_resources_v_blocks_sidebar_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_sidebar_rich_text_path_idx" ON "_resources_v_blocks_sidebar_rich_text" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_measure_cards_cards_order_idx" ON "_resources_v_blocks_measure_cards_cards" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_measure_cards_cards_parent_id_idx" ON "_resources_v_blocks_measure_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_measure_cards_cards_misura_idx" ON "_resources_v_blocks_measure_cards_cards" USING btree ("misura_id");
  CREATE INDEX "_resources_v_blocks_measure_cards_cards_ente_promotore_idx" ON "_resources_v_blocks_measure_cards_cards" USING btree ("ente_promotore_id");
  CREATE INDEX "_resources_v_blocks_measure_cards_cards_link_link_cms_pa_idx" ON "_resources_v_blocks_measure_cards_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "_resources_v_blocks_measure_cards_cards_button_button_cm_idx" ON "_resources_v_blocks_measure_cards_cards" USING btree ("button_cms_page_id");
  CREATE INDEX "_resources_v_blocks_measure_cards_order_idx" ON "_resources_v_blocks_measure_cards" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_measure_cards_parent_id_idx" ON "_resources_v_blocks_measure_cards" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_measure_cards_path_idx" ON "_resources_v_blocks_measure_cards" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_beneficiary_content_items_order_idx" ON "_resources_v_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_beneficiary_content_items_parent_id_idx" ON "_resources_v_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_beneficiary_content_items_link_link__idx" ON "_resources_v_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_resources_v_blocks_beneficiary_content_order_idx" ON "_resources_v_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_beneficiary_content_parent_id_idx" ON "_resources_v_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_beneficiary_content_path_idx" ON "_resources_v_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_search_hero_types_order_idx" ON "_resources_v_blocks_search_hero_types" USING btree ("order");
  CREATE INDEX "_resources_v_blocks_search_hero_types_parent_idx" ON "_resources_v_blocks_search_hero_types" USING btree ("parent_id");
  CREATE INDEX "_resources_v_blocks_search_hero_order_idx" ON "_resources_v_blocks_search_hero" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_search_hero_parent_id_idx" ON "_resources_v_blocks_search_hero" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_search_hero_path_idx" ON "_resources_v_blocks_search_hero" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_faq_search_order_idx" ON "_resources_v_blocks_faq_search" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_faq_search_parent_id_idx" ON "_resources_v_blocks_faq_search" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_faq_search_path_idx" ON "_resources_v_blocks_faq_search" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_chart_kpi_order_idx" ON "_resources_v_blocks_chart_kpi" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_chart_kpi_parent_id_idx" ON "_resources_v_blocks_chart_kpi" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_chart_order_idx" ON "_resources_v_blocks_chart" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_chart_parent_id_idx" ON "_resources_v_blocks_chart" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_chart_path_idx" ON "_resources_v_blocks_chart" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_chart_selector_order_idx" ON "_resources_v_blocks_chart_selector" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_chart_selector_parent_id_idx" ON "_resources_v_blocks_chart_selector" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_chart_selector_path_idx" ON "_resources_v_blocks_chart_selector" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_chart_tabs_tabs_order_idx" ON "_resources_v_blocks_chart_tabs_tabs" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_chart_tabs_tabs_parent_id_idx" ON "_resources_v_blocks_chart_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_chart_tabs_order_idx" ON "_resources_v_blocks_chart_tabs" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_chart_tabs_parent_id_idx" ON "_resources_v_blocks_chart_tabs" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_chart_tabs_path_idx" ON "_resources_v_blocks_chart_tabs" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_newsletter_form_order_idx" ON "_resources_v_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_newsletter_form_parent_id_idx" ON "_resources_v_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_newsletter_form_path_idx" ON "_resources_v_blocks_newsletter_form" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_territory_form_order_idx" ON "_resources_v_blocks_territory_form" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_territory_form_parent_id_idx" ON "_resources_v_blocks_territory_form" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_territory_form_path_idx" ON "_resources_v_blocks_territory_form" USING btree ("_path");
  CREATE INDEX "_resources_v_blocks_support_request_form_order_idx" ON "_resources_v_blocks_support_request_form" USING btree ("_order");
  CREATE INDEX "_resources_v_blocks_support_request_form_parent_id_idx" ON "_resources_v_blocks_support_request_form" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_blocks_support_request_form_path_idx" ON "_resources_v_blocks_support_request_form" USING btree ("_path");
  CREATE INDEX "_resources_v_parent_idx" ON "_resources_v" USING btree ("parent_id");
  CREATE INDEX "_resources_v_version_version_slug_idx" ON "_resources_v" USING btree ("version_slug");
  CREATE INDEX "_resources_v_version_version_misura_idx" ON "_resources_v" USING btree ("version_misura_id");
  CREATE INDEX "_resources_v_version_meta_version_meta_image_idx" ON "_resources_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_resources_v_version_version_updated_at_idx" ON "_resources_v" USING btree ("version_updated_at");
  CREATE INDEX "_resources_v_version_version_created_at_idx" ON "_resources_v" USING btree ("version_created_at");
  CREATE INDEX "_resources_v_version_version_deleted_at_idx" ON "_resources_v" USING btree ("version_deleted_at");
  CREATE INDEX "_resources_v_version_version__status_idx" ON "_resources_v" USING btree ("version__status");
  CREATE INDEX "_resources_v_created_at_idx" ON "_resources_v" USING btree ("created_at");
  CREATE INDEX "_resources_v_updated_at_idx" ON "_resources_v" USING btree ("updated_at");
  CREATE INDEX "_resources_v_latest_idx" ON "_resources_v" USING btree ("latest");
  CREATE INDEX "_resources_v_autosave_idx" ON "_resources_v" USING btree ("autosave");
  CREATE INDEX "_resources_v_rels_order_idx" ON "_resources_v_rels" USING btree ("order");
  CREATE INDEX "_resources_v_rels_parent_idx" ON "_resources_v_rels" USING btree ("parent_id");
  CREATE INDEX "_resources_v_rels_path_idx" ON "_resources_v_rels" USING btree ("path");
  CREATE INDEX "_resources_v_rels_ente_beneficiarios_id_idx" ON "_resources_v_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "_resources_v_rels_news_id_idx" ON "_resources_v_rels" USING btree ("news_id");
  CREATE INDEX "_resources_v_rels_resources_id_idx" ON "_resources_v_rels" USING btree ("resources_id");
  CREATE INDEX "_resources_v_rels_guidelines_id_idx" ON "_resources_v_rels" USING btree ("guidelines_id");
  CREATE INDEX "_resources_v_rels_faqs_id_idx" ON "_resources_v_rels" USING btree ("faqs_id");
  CREATE INDEX "supportos_blocks_consent_settings_order_idx" ON "supportos_blocks_consent_settings" USING btree ("_order");
  CREATE INDEX "supportos_blocks_consent_settings_parent_id_idx" ON "supportos_blocks_consent_settings" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_consent_settings_path_idx" ON "supportos_blocks_consent_settings" USING btree ("_path");
  CREATE INDEX "supportos_blocks_search_hero_types_order_idx" ON "supportos_blocks_search_hero_types" USING btree ("order");
  CREATE INDEX "supportos_blocks_search_hero_types_parent_idx" ON "supportos_blocks_search_hero_types" USING btree ("parent_id");
  CREATE INDEX "supportos_blocks_search_hero_order_idx" ON "supportos_blocks_search_hero" USING btree ("_order");
  CREATE INDEX "supportos_blocks_search_hero_parent_id_idx" ON "supportos_blocks_search_hero" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_search_hero_path_idx" ON "supportos_blocks_search_hero" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_hero_order_idx" ON "_supportos_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_hero_parent_id_idx" ON "_supportos_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_hero_path_idx" ON "_supportos_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_hero_button_button_cms_page_idx" ON "_supportos_v_blocks_hero" USING btree ("button_cms_page_id");
  CREATE INDEX "_supportos_v_blocks_hero_image_idx" ON "_supportos_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_supportos_v_blocks_rich_text_order_idx" ON "_supportos_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_rich_text_parent_id_idx" ON "_supportos_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_rich_text_path_idx" ON "_supportos_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_alert_order_idx" ON "_supportos_v_blocks_alert" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_alert_parent_id_idx" ON "_supportos_v_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_alert_path_idx" ON "_supportos_v_blocks_alert" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_table_columns_order_idx" ON "_supportos_v_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_table_columns_parent_id_idx" ON "_supportos_v_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_table_rows_cells_order_idx" ON "_supportos_v_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_table_rows_cells_parent_id_idx" ON "_supportos_v_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_table_rows_order_idx" ON "_supportos_v_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_table_rows_parent_id_idx" ON "_supportos_v_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_table_order_idx" ON "_supportos_v_blocks_table" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_table_parent_id_idx" ON "_supportos_v_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_table_path_idx" ON "_supportos_v_blocks_table" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_single_image_order_idx" ON "_supportos_v_blocks_single_image" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_single_image_parent_id_idx" ON "_supportos_v_blocks_single_image" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_single_image_path_idx" ON "_supportos_v_blocks_single_image" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_single_image_image_idx" ON "_supportos_v_blocks_single_image" USING btree ("image_id");
  CREATE INDEX "_supportos_v_blocks_page_header_order_idx" ON "_supportos_v_blocks_page_header" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_page_header_parent_id_idx" ON "_supportos_v_blocks_page_header" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_page_header_path_idx" ON "_supportos_v_blocks_page_header" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_page_header_misura_idx" ON "_supportos_v_blocks_page_header" USING btree ("misura_id");
  CREATE INDEX "_supportos_v_blocks_video_player_order_idx" ON "_supportos_v_blocks_video_player" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_video_player_parent_id_idx" ON "_supportos_v_blocks_video_player" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_video_player_path_idx" ON "_supportos_v_blocks_video_player" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_consent_settings_order_idx" ON "_supportos_v_blocks_consent_settings" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_consent_settings_parent_id_idx" ON "_supportos_v_blocks_consent_settings" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_consent_settings_path_idx" ON "_supportos_v_blocks_consent_settings" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_stepper_steps_order_idx" ON "_supportos_v_blocks_stepper_steps" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_stepper_steps_parent_id_idx" ON "_supportos_v_blocks_stepper_steps" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_stepper_order_idx" ON "_supportos_v_blocks_stepper" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_stepper_parent_id_idx" ON "_supportos_v_blocks_stepper" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_stepper_path_idx" ON "_supportos_v_blocks_stepper" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_card_grid_cards_order_idx" ON "_supportos_v_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_card_grid_cards_parent_id_idx" ON "_supportos_v_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_card_grid_cards_image_idx" ON "_supportos_v_blocks_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "_supportos_v_blocks_card_grid_cards_link_link_cms_page_idx" ON "_supportos_v_blocks_card_grid_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "_supportos_v_blocks_card_grid_order_idx" ON "_supportos_v_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_card_grid_parent_id_idx" ON "_supportos_v_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_card_grid_path_idx" ON "_supportos_v_blocks_card_grid" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_announcements_grid_order_idx" ON "_supportos_v_blocks_announcements_grid" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_announcements_grid_parent_id_idx" ON "_supportos_v_blocks_announcements_grid" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_announcements_grid_path_idx" ON "_supportos_v_blocks_announcements_grid" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_announcements_grid_ente_promotore_idx" ON "_supportos_v_blocks_announcements_grid" USING btree ("ente_promotore_id");
  CREATE INDEX "_supportos_v_blocks_dated_list_items_order_idx" ON "_supportos_v_blocks_dated_list_items" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_dated_list_items_parent_id_idx" ON "_supportos_v_blocks_dated_list_items" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_dated_list_items_link_link_cms_page_idx" ON "_supportos_v_blocks_dated_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_supportos_v_blocks_dated_list_order_idx" ON "_supportos_v_blocks_dated_list" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_dated_list_parent_id_idx" ON "_supportos_v_blocks_dated_list" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_dated_list_path_idx" ON "_supportos_v_blocks_dated_list" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_link_list_items_order_idx" ON "_supportos_v_blocks_link_list_items" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_link_list_items_parent_id_idx" ON "_supportos_v_blocks_link_list_items" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_link_list_items_link_link_cms_page_idx" ON "_supportos_v_blocks_link_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_supportos_v_blocks_link_list_order_idx" ON "_supportos_v_blocks_link_list" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_link_list_parent_id_idx" ON "_supportos_v_blocks_link_list" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_link_list_path_idx" ON "_supportos_v_blocks_link_list" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_faq_list_order_idx" ON "_supportos_v_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_faq_list_parent_id_idx" ON "_supportos_v_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_faq_list_path_idx" ON "_supportos_v_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_updates_list_order_idx" ON "_supportos_v_blocks_updates_list" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_updates_list_parent_id_idx" ON "_supportos_v_blocks_updates_list" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_updates_list_path_idx" ON "_supportos_v_blocks_updates_list" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_news_list_order_idx" ON "_supportos_v_blocks_news_list" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_news_list_parent_id_idx" ON "_supportos_v_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_news_list_path_idx" ON "_supportos_v_blocks_news_list" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_image_text_hero_links_order_idx" ON "_supportos_v_blocks_image_text_hero_links" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_image_text_hero_links_parent_id_idx" ON "_supportos_v_blocks_image_text_hero_links" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_image_text_hero_links_cms_page_idx" ON "_supportos_v_blocks_image_text_hero_links" USING btree ("cms_page_id");
  CREATE INDEX "_supportos_v_blocks_image_text_hero_order_idx" ON "_supportos_v_blocks_image_text_hero" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_image_text_hero_parent_id_idx" ON "_supportos_v_blocks_image_text_hero" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_image_text_hero_path_idx" ON "_supportos_v_blocks_image_text_hero" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_image_text_hero_image_idx" ON "_supportos_v_blocks_image_text_hero" USING btree ("image_id");
  CREATE INDEX "_supportos_v_blocks_split_banner_order_idx" ON "_supportos_v_blocks_split_banner" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_split_banner_parent_id_idx" ON "_supportos_v_blocks_split_banner" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_split_banner_path_idx" ON "_supportos_v_blocks_split_banner" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_split_banner_image_idx" ON "_supportos_v_blocks_split_banner" USING btree ("image_id");
  CREATE INDEX "_supportos_v_blocks_split_banner_button_button_cms_page_idx" ON "_supportos_v_blocks_split_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "_supportos_v_blocks_banner_order_idx" ON "_supportos_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_banner_parent_id_idx" ON "_supportos_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_banner_path_idx" ON "_supportos_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_banner_button_button_cms_page_idx" ON "_supportos_v_blocks_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "_supportos_v_blocks_image_text_column_order_idx" ON "_supportos_v_blocks_image_text_column" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_image_text_column_parent_id_idx" ON "_supportos_v_blocks_image_text_column" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_image_text_column_path_idx" ON "_supportos_v_blocks_image_text_column" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_image_text_column_image_idx" ON "_supportos_v_blocks_image_text_column" USING btree ("image_id");
  CREATE INDEX "_supportos_v_blocks_image_text_column_link_link_cms_page_idx" ON "_supportos_v_blocks_image_text_column" USING btree ("link_cms_page_id");
  CREATE INDEX "_supportos_v_blocks_text_columns_order_idx" ON "_supportos_v_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_text_columns_parent_id_idx" ON "_supportos_v_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_text_columns_path_idx" ON "_supportos_v_blocks_text_columns" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_image_grid_image_blocks_order_idx" ON "_supportos_v_blocks_image_grid_image_blocks" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_image_grid_image_blocks_parent_id_idx" ON "_supportos_v_blocks_image_grid_image_blocks" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_image_grid_image_blocks_image_idx" ON "_supportos_v_blocks_image_grid_image_blocks" USING btree ("image_id");
  CREATE INDEX "_supportos_v_blocks_image_grid_image_blocks_link_link_cm_idx" ON "_supportos_v_blocks_image_grid_image_blocks" USING btree ("link_cms_page_id");
  CREATE INDEX "_supportos_v_blocks_image_grid_order_idx" ON "_supportos_v_blocks_image_grid" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_image_grid_parent_id_idx" ON "_supportos_v_blocks_image_grid" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_image_grid_path_idx" ON "_supportos_v_blocks_image_grid" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_benefits_items_order_idx" ON "_supportos_v_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_benefits_items_parent_id_idx" ON "_supportos_v_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_benefits_order_idx" ON "_supportos_v_blocks_benefits" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_benefits_parent_id_idx" ON "_supportos_v_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_benefits_path_idx" ON "_supportos_v_blocks_benefits" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_timeline_items_order_idx" ON "_supportos_v_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_timeline_items_parent_id_idx" ON "_supportos_v_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_timeline_order_idx" ON "_supportos_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_timeline_parent_id_idx" ON "_supportos_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_timeline_path_idx" ON "_supportos_v_blocks_timeline" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_sidebar_rich_text_sections_order_idx" ON "_supportos_v_blocks_sidebar_rich_text_sections" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_sidebar_rich_text_sections_parent_id_idx" ON "_supportos_v_blocks_sidebar_rich_text_sections" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_sidebar_rich_text_order_idx" ON "_supportos_v_blocks_sidebar_rich_text" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_sidebar_rich_text_parent_id_idx" ON "_supportos_v_blocks_sidebar_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_sidebar_rich_text_path_idx" ON "_supportos_v_blocks_sidebar_rich_text" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_measure_cards_cards_order_idx" ON "_supportos_v_blocks_measure_cards_cards" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_measure_cards_cards_parent_id_idx" ON "_supportos_v_blocks_measure_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_measure_cards_cards_misura_idx" ON "_supportos_v_blocks_measure_cards_cards" USING btree ("misura_id");
  CREATE INDEX "_supportos_v_blocks_measure_cards_cards_ente_promotore_idx" ON "_supportos_v_blocks_measure_cards_cards" USING btree ("ente_promotore_id");
  CREATE INDEX "_supportos_v_blocks_measure_cards_cards_link_link_cms_pa_idx" ON "_supportos_v_blocks_measure_cards_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "_supportos_v_blocks_measure_cards_cards_button_button_cm_idx" ON "_supportos_v_blocks_measure_cards_cards" USING btree ("button_cms_page_id");
  CREATE INDEX "_supportos_v_blocks_measure_cards_order_idx" ON "_supportos_v_blocks_measure_cards" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_measure_cards_parent_id_idx" ON "_supportos_v_blocks_measure_cards" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_measure_cards_path_idx" ON "_supportos_v_blocks_measure_cards" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_beneficiary_content_items_order_idx" ON "_supportos_v_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_beneficiary_content_items_parent_id_idx" ON "_supportos_v_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_beneficiary_content_items_link_link__idx" ON "_supportos_v_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_supportos_v_blocks_beneficiary_content_order_idx" ON "_supportos_v_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_beneficiary_content_parent_id_idx" ON "_supportos_v_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_beneficiary_content_path_idx" ON "_supportos_v_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_search_hero_types_order_idx" ON "_supportos_v_blocks_search_hero_types" USING btree ("order");
  CREATE INDEX "_supportos_v_blocks_search_hero_types_parent_idx" ON "_supportos_v_blocks_search_hero_types" USING btree ("parent_id");
  CREATE INDEX "_supportos_v_blocks_search_hero_order_idx" ON "_supportos_v_blocks_search_hero" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_search_hero_parent_id_idx" ON "_supportos_v_blocks_search_hero" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_search_hero_path_idx" ON "_supportos_v_blocks_search_hero" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_faq_search_order_idx" ON "_supportos_v_blocks_faq_search" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_faq_search_parent_id_idx" ON "_supportos_v_blocks_faq_search" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_faq_search_path_idx" ON "_supportos_v_blocks_faq_search" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_chart_kpi_order_idx" ON "_supportos_v_blocks_chart_kpi" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_chart_kpi_parent_id_idx" ON "_supportos_v_blocks_chart_kpi" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_chart_order_idx" ON "_supportos_v_blocks_chart" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_chart_parent_id_idx" ON "_supportos_v_blocks_chart" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_chart_path_idx" ON "_supportos_v_blocks_chart" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_chart_selector_order_idx" ON "_supportos_v_blocks_chart_selector" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_chart_selector_parent_id_idx" ON "_supportos_v_blocks_chart_selector" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_chart_selector_path_idx" ON "_supportos_v_blocks_chart_selector" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_chart_tabs_tabs_order_idx" ON "_supportos_v_blocks_chart_tabs_tabs" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_chart_tabs_tabs_parent_id_idx" ON "_supportos_v_blocks_chart_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_chart_tabs_order_idx" ON "_supportos_v_blocks_chart_tabs" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_chart_tabs_parent_id_idx" ON "_supportos_v_blocks_chart_tabs" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_chart_tabs_path_idx" ON "_supportos_v_blocks_chart_tabs" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_newsletter_form_order_idx" ON "_supportos_v_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_newsletter_form_parent_id_idx" ON "_supportos_v_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_newsletter_form_path_idx" ON "_supportos_v_blocks_newsletter_form" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_territory_form_order_idx" ON "_supportos_v_blocks_territory_form" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_territory_form_parent_id_idx" ON "_supportos_v_blocks_territory_form" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_territory_form_path_idx" ON "_supportos_v_blocks_territory_form" USING btree ("_path");
  CREATE INDEX "_supportos_v_blocks_support_request_form_order_idx" ON "_supportos_v_blocks_support_request_form" USING btree ("_order");
  CREATE INDEX "_supportos_v_blocks_support_request_form_parent_id_idx" ON "_supportos_v_blocks_support_request_form" USING btree ("_parent_id");
  CREATE INDEX "_supportos_v_blocks_support_request_form_path_idx" ON "_supportos_v_blocks_support_request_form" USING btree ("_path");
  CREATE INDEX "_supportos_v_parent_idx" ON "_supportos_v" USING btree ("parent_id");
  CREATE INDEX "_supportos_v_version_version_slug_idx" ON "_supportos_v" USING btree ("version_slug");
  CREATE INDEX "_supportos_v_version_meta_version_meta_image_idx" ON "_supportos_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_supportos_v_version_version_updated_at_idx" ON "_supportos_v" USING btree ("version_updated_at");
  CREATE INDEX "_supportos_v_version_version_created_at_idx" ON "_supportos_v" USING btree ("version_created_at");
  CREATE INDEX "_supportos_v_version_version_deleted_at_idx" ON "_supportos_v" USING btree ("version_deleted_at");
  CREATE INDEX "_supportos_v_version_version__status_idx" ON "_supportos_v" USING btree ("version__status");
  CREATE INDEX "_supportos_v_created_at_idx" ON "_supportos_v" USING btree ("created_at");
  CREATE INDEX "_supportos_v_updated_at_idx" ON "_supportos_v" USING btree ("updated_at");
  CREATE INDEX "_supportos_v_latest_idx" ON "_supportos_v" USING btree ("latest");
  CREATE INDEX "_supportos_v_autosave_idx" ON "_supportos_v" USING btree ("autosave");
  CREATE INDEX "_supportos_v_rels_order_idx" ON "_supportos_v_rels" USING btree ("order");
  CREATE INDEX "_supportos_v_rels_parent_idx" ON "_supportos_v_rels" USING btree ("parent_id");
  CREATE INDEX "_supportos_v_rels_path_idx" ON "_supportos_v_rels" USING btree ("path");
  CREATE INDEX "_supportos_v_rels_ente_beneficiarios_id_idx" ON "_supportos_v_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "_supportos_v_rels_news_id_idx" ON "_supportos_v_rels" USING btree ("news_id");
  CREATE INDEX "_supportos_v_rels_resources_id_idx" ON "_supportos_v_rels" USING btree ("resources_id");
  CREATE INDEX "_supportos_v_rels_guidelines_id_idx" ON "_supportos_v_rels" USING btree ("guidelines_id");
  CREATE INDEX "_supportos_v_rels_faqs_id_idx" ON "_supportos_v_rels" USING btree ("faqs_id");
  CREATE INDEX "datis_blocks_consent_settings_order_idx" ON "datis_blocks_consent_settings" USING btree ("_order");
  CREATE INDEX "datis_blocks_consent_settings_parent_id_idx" ON "datis_blocks_consent_settings" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_consent_settings_path_idx" ON "datis_blocks_consent_settings" USING btree ("_path");
  CREATE INDEX "datis_blocks_search_hero_types_order_idx" ON "datis_blocks_search_hero_types" USING btree ("order");
  CREATE INDEX "datis_blocks_search_hero_types_parent_idx" ON "datis_blocks_search_hero_types" USING btree ("parent_id");
  CREATE INDEX "datis_blocks_search_hero_order_idx" ON "datis_blocks_search_hero" USING btree ("_order");
  CREATE INDEX "datis_blocks_search_hero_parent_id_idx" ON "datis_blocks_search_hero" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_search_hero_path_idx" ON "datis_blocks_search_hero" USING btree ("_path");
  CREATE INDEX "_datis_v_version_files_order_idx" ON "_datis_v_version_files" USING btree ("_order");
  CREATE INDEX "_datis_v_version_files_parent_id_idx" ON "_datis_v_version_files" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_hero_order_idx" ON "_datis_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_hero_parent_id_idx" ON "_datis_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_hero_path_idx" ON "_datis_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_hero_button_button_cms_page_idx" ON "_datis_v_blocks_hero" USING btree ("button_cms_page_id");
  CREATE INDEX "_datis_v_blocks_hero_image_idx" ON "_datis_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_datis_v_blocks_rich_text_order_idx" ON "_datis_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_rich_text_parent_id_idx" ON "_datis_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_rich_text_path_idx" ON "_datis_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_alert_order_idx" ON "_datis_v_blocks_alert" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_alert_parent_id_idx" ON "_datis_v_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_alert_path_idx" ON "_datis_v_blocks_alert" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_table_columns_order_idx" ON "_datis_v_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_table_columns_parent_id_idx" ON "_datis_v_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_table_rows_cells_order_idx" ON "_datis_v_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_table_rows_cells_parent_id_idx" ON "_datis_v_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_table_rows_order_idx" ON "_datis_v_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_table_rows_parent_id_idx" ON "_datis_v_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_table_order_idx" ON "_datis_v_blocks_table" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_table_parent_id_idx" ON "_datis_v_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_table_path_idx" ON "_datis_v_blocks_table" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_single_image_order_idx" ON "_datis_v_blocks_single_image" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_single_image_parent_id_idx" ON "_datis_v_blocks_single_image" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_single_image_path_idx" ON "_datis_v_blocks_single_image" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_single_image_image_idx" ON "_datis_v_blocks_single_image" USING btree ("image_id");
  CREATE INDEX "_datis_v_blocks_page_header_order_idx" ON "_datis_v_blocks_page_header" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_page_header_parent_id_idx" ON "_datis_v_blocks_page_header" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_page_header_path_idx" ON "_datis_v_blocks_page_header" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_page_header_misura_idx" ON "_datis_v_blocks_page_header" USING btree ("misura_id");
  CREATE INDEX "_datis_v_blocks_video_player_order_idx" ON "_datis_v_blocks_video_player" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_video_player_parent_id_idx" ON "_datis_v_blocks_video_player" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_video_player_path_idx" ON "_datis_v_blocks_video_player" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_consent_settings_order_idx" ON "_datis_v_blocks_consent_settings" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_consent_settings_parent_id_idx" ON "_datis_v_blocks_consent_settings" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_consent_settings_path_idx" ON "_datis_v_blocks_consent_settings" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_stepper_steps_order_idx" ON "_datis_v_blocks_stepper_steps" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_stepper_steps_parent_id_idx" ON "_datis_v_blocks_stepper_steps" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_stepper_order_idx" ON "_datis_v_blocks_stepper" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_stepper_parent_id_idx" ON "_datis_v_blocks_stepper" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_stepper_path_idx" ON "_datis_v_blocks_stepper" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_card_grid_cards_order_idx" ON "_datis_v_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_card_grid_cards_parent_id_idx" ON "_datis_v_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_card_grid_cards_image_idx" ON "_datis_v_blocks_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "_datis_v_blocks_card_grid_cards_link_link_cms_page_idx" ON "_datis_v_blocks_card_grid_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "_datis_v_blocks_card_grid_order_idx" ON "_datis_v_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_card_grid_parent_id_idx" ON "_datis_v_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_card_grid_path_idx" ON "_datis_v_blocks_card_grid" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_announcements_grid_order_idx" ON "_datis_v_blocks_announcements_grid" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_announcements_grid_parent_id_idx" ON "_datis_v_blocks_announcements_grid" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_announcements_grid_path_idx" ON "_datis_v_blocks_announcements_grid" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_announcements_grid_ente_promotore_idx" ON "_datis_v_blocks_announcements_grid" USING btree ("ente_promotore_id");
  CREATE INDEX "_datis_v_blocks_dated_list_items_order_idx" ON "_datis_v_blocks_dated_list_items" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_dated_list_items_parent_id_idx" ON "_datis_v_blocks_dated_list_items" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_dated_list_items_link_link_cms_page_idx" ON "_datis_v_blocks_dated_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_datis_v_blocks_dated_list_order_idx" ON "_datis_v_blocks_dated_list" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_dated_list_parent_id_idx" ON "_datis_v_blocks_dated_list" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_dated_list_path_idx" ON "_datis_v_blocks_dated_list" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_link_list_items_order_idx" ON "_datis_v_blocks_link_list_items" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_link_list_items_parent_id_idx" ON "_datis_v_blocks_link_list_items" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_link_list_items_link_link_cms_page_idx" ON "_datis_v_blocks_link_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_datis_v_blocks_link_list_order_idx" ON "_datis_v_blocks_link_list" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_link_list_parent_id_idx" ON "_datis_v_blocks_link_list" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_link_list_path_idx" ON "_datis_v_blocks_link_list" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_faq_list_order_idx" ON "_datis_v_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_faq_list_parent_id_idx" ON "_datis_v_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_faq_list_path_idx" ON "_datis_v_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_updates_list_order_idx" ON "_datis_v_blocks_updates_list" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_updates_list_parent_id_idx" ON "_datis_v_blocks_updates_list" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_updates_list_path_idx" ON "_datis_v_blocks_updates_list" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_news_list_order_idx" ON "_datis_v_blocks_news_list" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_news_list_parent_id_idx" ON "_datis_v_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_news_list_path_idx" ON "_datis_v_blocks_news_list" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_image_text_hero_links_order_idx" ON "_datis_v_blocks_image_text_hero_links" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_image_text_hero_links_parent_id_idx" ON "_datis_v_blocks_image_text_hero_links" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_image_text_hero_links_cms_page_idx" ON "_datis_v_blocks_image_text_hero_links" USING btree ("cms_page_id");
  CREATE INDEX "_datis_v_blocks_image_text_hero_order_idx" ON "_datis_v_blocks_image_text_hero" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_image_text_hero_parent_id_idx" ON "_datis_v_blocks_image_text_hero" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_image_text_hero_path_idx" ON "_datis_v_blocks_image_text_hero" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_image_text_hero_image_idx" ON "_datis_v_blocks_image_text_hero" USING btree ("image_id");
  CREATE INDEX "_datis_v_blocks_split_banner_order_idx" ON "_datis_v_blocks_split_banner" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_split_banner_parent_id_idx" ON "_datis_v_blocks_split_banner" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_split_banner_path_idx" ON "_datis_v_blocks_split_banner" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_split_banner_image_idx" ON "_datis_v_blocks_split_banner" USING btree ("image_id");
  CREATE INDEX "_datis_v_blocks_split_banner_button_button_cms_page_idx" ON "_datis_v_blocks_split_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "_datis_v_blocks_banner_order_idx" ON "_datis_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_banner_parent_id_idx" ON "_datis_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_banner_path_idx" ON "_datis_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_banner_button_button_cms_page_idx" ON "_datis_v_blocks_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "_datis_v_blocks_image_text_column_order_idx" ON "_datis_v_blocks_image_text_column" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_image_text_column_parent_id_idx" ON "_datis_v_blocks_image_text_column" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_image_text_column_path_idx" ON "_datis_v_blocks_image_text_column" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_image_text_column_image_idx" ON "_datis_v_blocks_image_text_column" USING btree ("image_id");
  CREATE INDEX "_datis_v_blocks_image_text_column_link_link_cms_page_idx" ON "_datis_v_blocks_image_text_column" USING btree ("link_cms_page_id");
  CREATE INDEX "_datis_v_blocks_text_columns_order_idx" ON "_datis_v_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_text_columns_parent_id_idx" ON "_datis_v_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_text_columns_path_idx" ON "_datis_v_blocks_text_columns" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_image_grid_image_blocks_order_idx" ON "_datis_v_blocks_image_grid_image_blocks" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_image_grid_image_blocks_parent_id_idx" ON "_datis_v_blocks_image_grid_image_blocks" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_image_grid_image_blocks_image_idx" ON "_datis_v_blocks_image_grid_image_blocks" USING btree ("image_id");
  CREATE INDEX "_datis_v_blocks_image_grid_image_blocks_link_link_cms_pa_idx" ON "_datis_v_blocks_image_grid_image_blocks" USING btree ("link_cms_page_id");
  CREATE INDEX "_datis_v_blocks_image_grid_order_idx" ON "_datis_v_blocks_image_grid" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_image_grid_parent_id_idx" ON "_datis_v_blocks_image_grid" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_image_grid_path_idx" ON "_datis_v_blocks_image_grid" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_benefits_items_order_idx" ON "_datis_v_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_benefits_items_parent_id_idx" ON "_datis_v_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_benefits_order_idx" ON "_datis_v_blocks_benefits" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_benefits_parent_id_idx" ON "_datis_v_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_benefits_path_idx" ON "_datis_v_blocks_benefits" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_timeline_items_order_idx" ON "_datis_v_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_timeline_items_parent_id_idx" ON "_datis_v_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_timeline_order_idx" ON "_datis_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_timeline_parent_id_idx" ON "_datis_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_timeline_path_idx" ON "_datis_v_blocks_timeline" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_sidebar_rich_text_sections_order_idx" ON "_datis_v_blocks_sidebar_rich_text_sections" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_sidebar_rich_text_sections_parent_id_idx" ON "_datis_v_blocks_sidebar_rich_text_sections" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_sidebar_rich_text_order_idx" ON "_datis_v_blocks_sidebar_rich_text" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_sidebar_rich_text_parent_id_idx" ON "_datis_v_blocks_sidebar_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_sidebar_rich_text_path_idx" ON "_datis_v_blocks_sidebar_rich_text" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_measure_cards_cards_order_idx" ON "_datis_v_blocks_measure_cards_cards" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_measure_cards_cards_parent_id_idx" ON "_datis_v_blocks_measure_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_measure_cards_cards_misura_idx" ON "_datis_v_blocks_measure_cards_cards" USING btree ("misura_id");
  CREATE INDEX "_datis_v_blocks_measure_cards_cards_ente_promotore_idx" ON "_datis_v_blocks_measure_cards_cards" USING btree ("ente_promotore_id");
  CREATE INDEX "_datis_v_blocks_measure_cards_cards_link_link_cms_page_idx" ON "_datis_v_blocks_measure_cards_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "_datis_v_blocks_measure_cards_cards_button_button_cms_pa_idx" ON "_datis_v_blocks_measure_cards_cards" USING btree ("button_cms_page_id");
  CREATE INDEX "_datis_v_blocks_measure_cards_order_idx" ON "_datis_v_blocks_measure_cards" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_measure_cards_parent_id_idx" ON "_datis_v_blocks_measure_cards" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_measure_cards_path_idx" ON "_datis_v_blocks_measure_cards" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_beneficiary_content_items_order_idx" ON "_datis_v_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_beneficiary_content_items_parent_id_idx" ON "_datis_v_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_beneficiary_content_items_link_link_cms__idx" ON "_datis_v_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_datis_v_blocks_beneficiary_content_order_idx" ON "_datis_v_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_beneficiary_content_parent_id_idx" ON "_datis_v_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_beneficiary_content_path_idx" ON "_datis_v_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_search_hero_types_order_idx" ON "_datis_v_blocks_search_hero_types" USING btree ("order");
  CREATE INDEX "_datis_v_blocks_search_hero_types_parent_idx" ON "_datis_v_blocks_search_hero_types" USING btree ("parent_id");
  CREATE INDEX "_datis_v_blocks_search_hero_order_idx" ON "_datis_v_blocks_search_hero" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_search_hero_parent_id_idx" ON "_datis_v_blocks_search_hero" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_search_hero_path_idx" ON "_datis_v_blocks_search_hero" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_faq_search_order_idx" ON "_datis_v_blocks_faq_search" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_faq_search_parent_id_idx" ON "_datis_v_blocks_faq_search" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_faq_search_path_idx" ON "_datis_v_blocks_faq_search" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_chart_kpi_order_idx" ON "_datis_v_blocks_chart_kpi" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_chart_kpi_parent_id_idx" ON "_datis_v_blocks_chart_kpi" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_chart_order_idx" ON "_datis_v_blocks_chart" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_chart_parent_id_idx" ON "_datis_v_blocks_chart" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_chart_path_idx" ON "_datis_v_blocks_chart" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_chart_selector_order_idx" ON "_datis_v_blocks_chart_selector" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_chart_selector_parent_id_idx" ON "_datis_v_blocks_chart_selector" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_chart_selector_path_idx" ON "_datis_v_blocks_chart_selector" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_chart_tabs_tabs_order_idx" ON "_datis_v_blocks_chart_tabs_tabs" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_chart_tabs_tabs_parent_id_idx" ON "_datis_v_blocks_chart_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_chart_tabs_order_idx" ON "_datis_v_blocks_chart_tabs" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_chart_tabs_parent_id_idx" ON "_datis_v_blocks_chart_tabs" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_chart_tabs_path_idx" ON "_datis_v_blocks_chart_tabs" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_newsletter_form_order_idx" ON "_datis_v_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_newsletter_form_parent_id_idx" ON "_datis_v_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_newsletter_form_path_idx" ON "_datis_v_blocks_newsletter_form" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_territory_form_order_idx" ON "_datis_v_blocks_territory_form" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_territory_form_parent_id_idx" ON "_datis_v_blocks_territory_form" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_territory_form_path_idx" ON "_datis_v_blocks_territory_form" USING btree ("_path");
  CREATE INDEX "_datis_v_blocks_support_request_form_order_idx" ON "_datis_v_blocks_support_request_form" USING btree ("_order");
  CREATE INDEX "_datis_v_blocks_support_request_form_parent_id_idx" ON "_datis_v_blocks_support_request_form" USING btree ("_parent_id");
  CREATE INDEX "_datis_v_blocks_support_request_form_path_idx" ON "_datis_v_blocks_support_request_form" USING btree ("_path");
  CREATE INDEX "_datis_v_parent_idx" ON "_datis_v" USING btree ("parent_id");
  CREATE INDEX "_datis_v_version_version_slug_idx" ON "_datis_v" USING btree ("version_slug");
  CREATE INDEX "_datis_v_version_meta_version_meta_image_idx" ON "_datis_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_datis_v_version_version_updated_at_idx" ON "_datis_v" USING btree ("version_updated_at");
  CREATE INDEX "_datis_v_version_version_created_at_idx" ON "_datis_v" USING btree ("version_created_at");
  CREATE INDEX "_datis_v_version_version_deleted_at_idx" ON "_datis_v" USING btree ("version_deleted_at");
  CREATE INDEX "_datis_v_version_version__status_idx" ON "_datis_v" USING btree ("version__status");
  CREATE INDEX "_datis_v_created_at_idx" ON "_datis_v" USING btree ("created_at");
  CREATE INDEX "_datis_v_updated_at_idx" ON "_datis_v" USING btree ("updated_at");
  CREATE INDEX "_datis_v_latest_idx" ON "_datis_v" USING btree ("latest");
  CREATE INDEX "_datis_v_autosave_idx" ON "_datis_v" USING btree ("autosave");
  CREATE INDEX "_datis_v_rels_order_idx" ON "_datis_v_rels" USING btree ("order");
  CREATE INDEX "_datis_v_rels_parent_idx" ON "_datis_v_rels" USING btree ("parent_id");
  CREATE INDEX "_datis_v_rels_path_idx" ON "_datis_v_rels" USING btree ("path");
  CREATE INDEX "_datis_v_rels_ente_beneficiarios_id_idx" ON "_datis_v_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "_datis_v_rels_news_id_idx" ON "_datis_v_rels" USING btree ("news_id");
  CREATE INDEX "_datis_v_rels_resources_id_idx" ON "_datis_v_rels" USING btree ("resources_id");
  CREATE INDEX "_datis_v_rels_guidelines_id_idx" ON "_datis_v_rels" USING btree ("guidelines_id");
  CREATE INDEX "_datis_v_rels_faqs_id_idx" ON "_datis_v_rels" USING btree ("faqs_id");
  CREATE INDEX "_guidelines_v_parent_idx" ON "_guidelines_v" USING btree ("parent_id");
  CREATE INDEX "_guidelines_v_version_version_updated_at_idx" ON "_guidelines_v" USING btree ("version_updated_at");
  CREATE INDEX "_guidelines_v_version_version_created_at_idx" ON "_guidelines_v" USING btree ("version_created_at");
  CREATE INDEX "_guidelines_v_version_version_deleted_at_idx" ON "_guidelines_v" USING btree ("version_deleted_at");
  CREATE INDEX "_guidelines_v_version_version__status_idx" ON "_guidelines_v" USING btree ("version__status");
  CREATE INDEX "_guidelines_v_created_at_idx" ON "_guidelines_v" USING btree ("created_at");
  CREATE INDEX "_guidelines_v_updated_at_idx" ON "_guidelines_v" USING btree ("updated_at");
  CREATE INDEX "_guidelines_v_latest_idx" ON "_guidelines_v" USING btree ("latest");
  CREATE INDEX "_guidelines_v_autosave_idx" ON "_guidelines_v" USING btree ("autosave");
  CREATE INDEX "_updates_v_parent_idx" ON "_updates_v" USING btree ("parent_id");
  CREATE INDEX "_updates_v_version_cta_version_cta_cms_page_idx" ON "_updates_v" USING btree ("version_cta_cms_page_id");
  CREATE INDEX "_updates_v_version_version_updated_at_idx" ON "_updates_v" USING btree ("version_updated_at");
  CREATE INDEX "_updates_v_version_version_created_at_idx" ON "_updates_v" USING btree ("version_created_at");
  CREATE INDEX "_updates_v_version_version_deleted_at_idx" ON "_updates_v" USING btree ("version_deleted_at");
  CREATE INDEX "_updates_v_version_version__status_idx" ON "_updates_v" USING btree ("version__status");
  CREATE INDEX "_updates_v_created_at_idx" ON "_updates_v" USING btree ("created_at");
  CREATE INDEX "_updates_v_updated_at_idx" ON "_updates_v" USING btree ("updated_at");
  CREATE INDEX "_updates_v_latest_idx" ON "_updates_v" USING btree ("latest");
  CREATE INDEX "_updates_v_autosave_idx" ON "_updates_v" USING btree ("autosave");
  CREATE INDEX "_updates_v_rels_order_idx" ON "_updates_v_rels" USING btree ("order");
  CREATE INDEX "_updates_v_rels_parent_idx" ON "_updates_v_rels" USING btree ("parent_id");
  CREATE INDEX "_updates_v_rels_path_idx" ON "_updates_v_rels" USING btree ("path");
  CREATE INDEX "_updates_v_rels_ente_beneficiarios_id_idx" ON "_updates_v_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "_announcements_v_parent_idx" ON "_announcements_v" USING btree ("parent_id");
  CREATE INDEX "_announcements_v_version_version_ente_promotore_idx" ON "_announcements_v" USING btree ("version_ente_promotore_id");
  CREATE INDEX "_announcements_v_version_version_updated_at_idx" ON "_announcements_v" USING btree ("version_updated_at");
  CREATE INDEX "_announcements_v_version_version_created_at_idx" ON "_announcements_v" USING btree ("version_created_at");
  CREATE INDEX "_announcements_v_version_version_deleted_at_idx" ON "_announcements_v" USING btree ("version_deleted_at");
  CREATE INDEX "_announcements_v_version_version__status_idx" ON "_announcements_v" USING btree ("version__status");
  CREATE INDEX "_announcements_v_created_at_idx" ON "_announcements_v" USING btree ("created_at");
  CREATE INDEX "_announcements_v_updated_at_idx" ON "_announcements_v" USING btree ("updated_at");
  CREATE INDEX "_announcements_v_latest_idx" ON "_announcements_v" USING btree ("latest");
  CREATE INDEX "_announcements_v_autosave_idx" ON "_announcements_v" USING btree ("autosave");
  CREATE INDEX "_announcements_v_texts_order_parent" ON "_announcements_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE UNIQUE INDEX "source_states_key_idx" ON "source_states" USING btree ("key");
  CREATE INDEX "source_states_ok_idx" ON "source_states" USING btree ("ok");
  CREATE INDEX "source_states_updated_at_idx" ON "source_states" USING btree ("updated_at");
  CREATE INDEX "source_states_created_at_idx" ON "source_states" USING btree ("created_at");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  CREATE INDEX "redirects_rels_faqs_id_idx" ON "redirects_rels" USING btree ("faqs_id");
  CREATE INDEX "redirects_rels_news_id_idx" ON "redirects_rels" USING btree ("news_id");
  CREATE INDEX "redirects_rels_resources_id_idx" ON "redirects_rels" USING btree ("resources_id");
  CREATE INDEX "redirects_rels_supportos_id_idx" ON "redirects_rels" USING btree ("supportos_id");
  CREATE INDEX "redirects_rels_datis_id_idx" ON "redirects_rels" USING btree ("datis_id");
  CREATE INDEX "header_sister_sites_order_idx" ON "header_sister_sites" USING btree ("_order");
  CREATE INDEX "header_sister_sites_parent_id_idx" ON "header_sister_sites" USING btree ("_parent_id");
  CREATE INDEX "header_sister_sites_link_link_cms_page_idx" ON "header_sister_sites" USING btree ("link_cms_page_id");
  CREATE INDEX "header_menu_order_idx" ON "header_menu" USING btree ("_order");
  CREATE INDEX "header_menu_parent_id_idx" ON "header_menu" USING btree ("_parent_id");
  CREATE INDEX "header_menu_link_link_cms_page_idx" ON "header_menu" USING btree ("link_cms_page_id");
  CREATE INDEX "footer_columns_links_order_idx" ON "footer_columns_links" USING btree ("_order");
  CREATE INDEX "footer_columns_links_parent_id_idx" ON "footer_columns_links" USING btree ("_parent_id");
  CREATE INDEX "footer_columns_links_link_link_cms_page_idx" ON "footer_columns_links" USING btree ("link_cms_page_id");
  CREATE INDEX "footer_columns_order_idx" ON "footer_columns" USING btree ("_order");
  CREATE INDEX "footer_columns_parent_id_idx" ON "footer_columns" USING btree ("_parent_id");
  CREATE INDEX "footer_contacts_order_idx" ON "footer_contacts" USING btree ("_order");
  CREATE INDEX "footer_contacts_parent_id_idx" ON "footer_contacts" USING btree ("_parent_id");
  CREATE INDEX "footer_contacts_link_link_cms_page_idx" ON "footer_contacts" USING btree ("link_cms_page_id");
  CREATE INDEX "footer_social_order_idx" ON "footer_social" USING btree ("_order");
  CREATE INDEX "footer_social_parent_id_idx" ON "footer_social" USING btree ("_parent_id");
  CREATE INDEX "footer_legal_links_order_idx" ON "footer_legal_links" USING btree ("_order");
  CREATE INDEX "footer_legal_links_parent_id_idx" ON "footer_legal_links" USING btree ("_parent_id");
  CREATE INDEX "footer_legal_links_link_link_cms_page_idx" ON "footer_legal_links" USING btree ("link_cms_page_id");
  CREATE INDEX "site_settings_italia_domani_italia_domani_logo_idx" ON "site_settings" USING btree ("italia_domani_logo_id");
  CREATE INDEX "site_settings_government_government_logo_idx" ON "site_settings" USING btree ("government_logo_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs" ADD CONSTRAINT "faqs_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources" ADD CONSTRAINT "resources_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos" ADD CONSTRAINT "supportos_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis" ADD CONSTRAINT "datis_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_source_states_fk" FOREIGN KEY ("source_states_id") REFERENCES "public"."source_states"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_deleted_at_idx" ON "pages" USING btree ("deleted_at");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_deleted_at_idx" ON "_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "faqs_meta_meta_image_idx" ON "faqs" USING btree ("meta_image_id");
  CREATE INDEX "faqs_deleted_at_idx" ON "faqs" USING btree ("deleted_at");
  CREATE INDEX "_faqs_v_version_meta_version_meta_image_idx" ON "_faqs_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_faqs_v_version_version_deleted_at_idx" ON "_faqs_v" USING btree ("version_deleted_at");
  CREATE INDEX "_faqs_v_autosave_idx" ON "_faqs_v" USING btree ("autosave");
  CREATE INDEX "news_image_idx" ON "news" USING btree ("image_id");
  CREATE INDEX "news_meta_meta_image_idx" ON "news" USING btree ("meta_image_id");
  CREATE INDEX "news_deleted_at_idx" ON "news" USING btree ("deleted_at");
  CREATE INDEX "_news_v_version_version_image_idx" ON "_news_v" USING btree ("version_image_id");
  CREATE INDEX "_news_v_version_meta_version_meta_image_idx" ON "_news_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_news_v_version_version_deleted_at_idx" ON "_news_v" USING btree ("version_deleted_at");
  CREATE INDEX "_news_v_autosave_idx" ON "_news_v" USING btree ("autosave");
  CREATE INDEX "resources_meta_meta_image_idx" ON "resources" USING btree ("meta_image_id");
  CREATE INDEX "resources_deleted_at_idx" ON "resources" USING btree ("deleted_at");
  CREATE INDEX "resources__status_idx" ON "resources" USING btree ("_status");
  CREATE INDEX "supportos_meta_meta_image_idx" ON "supportos" USING btree ("meta_image_id");
  CREATE INDEX "supportos_deleted_at_idx" ON "supportos" USING btree ("deleted_at");
  CREATE INDEX "supportos__status_idx" ON "supportos" USING btree ("_status");
  CREATE INDEX "datis_meta_meta_image_idx" ON "datis" USING btree ("meta_image_id");
  CREATE INDEX "datis_deleted_at_idx" ON "datis" USING btree ("deleted_at");
  CREATE INDEX "datis__status_idx" ON "datis" USING btree ("_status");
  CREATE INDEX "guidelines_deleted_at_idx" ON "guidelines" USING btree ("deleted_at");
  CREATE INDEX "guidelines__status_idx" ON "guidelines" USING btree ("_status");
  CREATE INDEX "updates_deleted_at_idx" ON "updates" USING btree ("deleted_at");
  CREATE INDEX "updates__status_idx" ON "updates" USING btree ("_status");
  CREATE INDEX "announcements_deleted_at_idx" ON "announcements" USING btree ("deleted_at");
  CREATE INDEX "announcements__status_idx" ON "announcements" USING btree ("_status");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_source_states_id_idx" ON "payload_locked_documents_rels" USING btree ("source_states_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_consent_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_search_hero_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_search_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_consent_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_search_hero_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_search_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_blocks_consent_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_blocks_search_hero_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_blocks_search_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_blocks_consent_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_blocks_search_hero_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_blocks_search_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_blocks_consent_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_blocks_search_hero_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_blocks_search_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_blocks_consent_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_blocks_search_hero_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_blocks_search_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_blocks_consent_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_blocks_search_hero_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_blocks_search_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_alert" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_single_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_page_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_video_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_consent_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_stepper_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_stepper" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_card_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_announcements_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_dated_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_dated_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_link_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_link_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_faq_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_updates_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_news_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_image_text_hero_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_image_text_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_split_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_image_text_column" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_text_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_image_grid_image_blocks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_image_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_benefits_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_timeline_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_sidebar_rich_text_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_sidebar_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_measure_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_measure_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_beneficiary_content_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_beneficiary_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_search_hero_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_search_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_faq_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_chart_kpi" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_chart" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_chart_selector" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_chart_tabs_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_chart_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_newsletter_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_territory_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_blocks_support_request_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_resources_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_blocks_consent_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_blocks_search_hero_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supportos_blocks_search_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_alert" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_single_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_page_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_video_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_consent_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_stepper_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_stepper" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_card_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_announcements_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_dated_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_dated_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_link_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_link_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_faq_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_updates_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_news_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_image_text_hero_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_image_text_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_split_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_image_text_column" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_text_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_image_grid_image_blocks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_image_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_benefits_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_timeline_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_sidebar_rich_text_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_sidebar_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_measure_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_measure_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_beneficiary_content_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_beneficiary_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_search_hero_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_search_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_faq_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_chart_kpi" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_chart" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_chart_selector" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_chart_tabs_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_chart_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_newsletter_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_territory_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_blocks_support_request_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_supportos_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_blocks_consent_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_blocks_search_hero_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "datis_blocks_search_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_version_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_alert" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_single_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_page_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_video_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_consent_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_stepper_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_stepper" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_card_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_announcements_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_dated_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_dated_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_link_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_link_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_faq_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_updates_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_news_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_image_text_hero_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_image_text_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_split_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_image_text_column" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_text_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_image_grid_image_blocks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_image_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_benefits_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_timeline_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_sidebar_rich_text_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_sidebar_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_measure_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_measure_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_beneficiary_content_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_beneficiary_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_search_hero_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_search_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_faq_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_chart_kpi" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_chart" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_chart_selector" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_chart_tabs_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_chart_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_newsletter_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_territory_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_blocks_support_request_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_datis_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guidelines_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_updates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_updates_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_announcements_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_announcements_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "source_states" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_sister_sites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_legal_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_consent_settings" CASCADE;
  DROP TABLE "pages_blocks_search_hero_types" CASCADE;
  DROP TABLE "pages_blocks_search_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_consent_settings" CASCADE;
  DROP TABLE "_pages_v_blocks_search_hero_types" CASCADE;
  DROP TABLE "_pages_v_blocks_search_hero" CASCADE;
  DROP TABLE "faqs_blocks_consent_settings" CASCADE;
  DROP TABLE "faqs_blocks_search_hero_types" CASCADE;
  DROP TABLE "faqs_blocks_search_hero" CASCADE;
  DROP TABLE "_faqs_v_blocks_consent_settings" CASCADE;
  DROP TABLE "_faqs_v_blocks_search_hero_types" CASCADE;
  DROP TABLE "_faqs_v_blocks_search_hero" CASCADE;
  DROP TABLE "news_blocks_consent_settings" CASCADE;
  DROP TABLE "news_blocks_search_hero_types" CASCADE;
  DROP TABLE "news_blocks_search_hero" CASCADE;
  DROP TABLE "_news_v_blocks_consent_settings" CASCADE;
  DROP TABLE "_news_v_blocks_search_hero_types" CASCADE;
  DROP TABLE "_news_v_blocks_search_hero" CASCADE;
  DROP TABLE "resources_blocks_consent_settings" CASCADE;
  DROP TABLE "resources_blocks_search_hero_types" CASCADE;
  DROP TABLE "resources_blocks_search_hero" CASCADE;
  DROP TABLE "_resources_v_blocks_hero" CASCADE;
  DROP TABLE "_resources_v_blocks_rich_text" CASCADE;
  DROP TABLE "_resources_v_blocks_alert" CASCADE;
  DROP TABLE "_resources_v_blocks_table_columns" CASCADE;
  DROP TABLE "_resources_v_blocks_table_rows_cells" CASCADE;
  DROP TABLE "_resources_v_blocks_table_rows" CASCADE;
  DROP TABLE "_resources_v_blocks_table" CASCADE;
  DROP TABLE "_resources_v_blocks_single_image" CASCADE;
  DROP TABLE "_resources_v_blocks_page_header" CASCADE;
  DROP TABLE "_resources_v_blocks_video_player" CASCADE;
  DROP TABLE "_resources_v_blocks_consent_settings" CASCADE;
  DROP TABLE "_resources_v_blocks_stepper_steps" CASCADE;
  DROP TABLE "_resources_v_blocks_stepper" CASCADE;
  DROP TABLE "_resources_v_blocks_card_grid_cards" CASCADE;
  DROP TABLE "_resources_v_blocks_card_grid" CASCADE;
  DROP TABLE "_resources_v_blocks_announcements_grid" CASCADE;
  DROP TABLE "_resources_v_blocks_dated_list_items" CASCADE;
  DROP TABLE "_resources_v_blocks_dated_list" CASCADE;
  DROP TABLE "_resources_v_blocks_link_list_items" CASCADE;
  DROP TABLE "_resources_v_blocks_link_list" CASCADE;
  DROP TABLE "_resources_v_blocks_faq_list" CASCADE;
  DROP TABLE "_resources_v_blocks_updates_list" CASCADE;
  DROP TABLE "_resources_v_blocks_news_list" CASCADE;
  DROP TABLE "_resources_v_blocks_image_text_hero_links" CASCADE;
  DROP TABLE "_resources_v_blocks_image_text_hero" CASCADE;
  DROP TABLE "_resources_v_blocks_split_banner" CASCADE;
  DROP TABLE "_resources_v_blocks_banner" CASCADE;
  DROP TABLE "_resources_v_blocks_image_text_column" CASCADE;
  DROP TABLE "_resources_v_blocks_text_columns" CASCADE;
  DROP TABLE "_resources_v_blocks_image_grid_image_blocks" CASCADE;
  DROP TABLE "_resources_v_blocks_image_grid" CASCADE;
  DROP TABLE "_resources_v_blocks_benefits_items" CASCADE;
  DROP TABLE "_resources_v_blocks_benefits" CASCADE;
  DROP TABLE "_resources_v_blocks_timeline_items" CASCADE;
  DROP TABLE "_resources_v_blocks_timeline" CASCADE;
  DROP TABLE "_resources_v_blocks_sidebar_rich_text_sections" CASCADE;
  DROP TABLE "_resources_v_blocks_sidebar_rich_text" CASCADE;
  DROP TABLE "_resources_v_blocks_measure_cards_cards" CASCADE;
  DROP TABLE "_resources_v_blocks_measure_cards" CASCADE;
  DROP TABLE "_resources_v_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "_resources_v_blocks_beneficiary_content" CASCADE;
  DROP TABLE "_resources_v_blocks_search_hero_types" CASCADE;
  DROP TABLE "_resources_v_blocks_search_hero" CASCADE;
  DROP TABLE "_resources_v_blocks_faq_search" CASCADE;
  DROP TABLE "_resources_v_blocks_chart_kpi" CASCADE;
  DROP TABLE "_resources_v_blocks_chart" CASCADE;
  DROP TABLE "_resources_v_blocks_chart_selector" CASCADE;
  DROP TABLE "_resources_v_blocks_chart_tabs_tabs" CASCADE;
  DROP TABLE "_resources_v_blocks_chart_tabs" CASCADE;
  DROP TABLE "_resources_v_blocks_newsletter_form" CASCADE;
  DROP TABLE "_resources_v_blocks_territory_form" CASCADE;
  DROP TABLE "_resources_v_blocks_support_request_form" CASCADE;
  DROP TABLE "_resources_v" CASCADE;
  DROP TABLE "_resources_v_rels" CASCADE;
  DROP TABLE "supportos_blocks_consent_settings" CASCADE;
  DROP TABLE "supportos_blocks_search_hero_types" CASCADE;
  DROP TABLE "supportos_blocks_search_hero" CASCADE;
  DROP TABLE "_supportos_v_blocks_hero" CASCADE;
  DROP TABLE "_supportos_v_blocks_rich_text" CASCADE;
  DROP TABLE "_supportos_v_blocks_alert" CASCADE;
  DROP TABLE "_supportos_v_blocks_table_columns" CASCADE;
  DROP TABLE "_supportos_v_blocks_table_rows_cells" CASCADE;
  DROP TABLE "_supportos_v_blocks_table_rows" CASCADE;
  DROP TABLE "_supportos_v_blocks_table" CASCADE;
  DROP TABLE "_supportos_v_blocks_single_image" CASCADE;
  DROP TABLE "_supportos_v_blocks_page_header" CASCADE;
  DROP TABLE "_supportos_v_blocks_video_player" CASCADE;
  DROP TABLE "_supportos_v_blocks_consent_settings" CASCADE;
  DROP TABLE "_supportos_v_blocks_stepper_steps" CASCADE;
  DROP TABLE "_supportos_v_blocks_stepper" CASCADE;
  DROP TABLE "_supportos_v_blocks_card_grid_cards" CASCADE;
  DROP TABLE "_supportos_v_blocks_card_grid" CASCADE;
  DROP TABLE "_supportos_v_blocks_announcements_grid" CASCADE;
  DROP TABLE "_supportos_v_blocks_dated_list_items" CASCADE;
  DROP TABLE "_supportos_v_blocks_dated_list" CASCADE;
  DROP TABLE "_supportos_v_blocks_link_list_items" CASCADE;
  DROP TABLE "_supportos_v_blocks_link_list" CASCADE;
  DROP TABLE "_supportos_v_blocks_faq_list" CASCADE;
  DROP TABLE "_supportos_v_blocks_updates_list" CASCADE;
  DROP TABLE "_supportos_v_blocks_news_list" CASCADE;
  DROP TABLE "_supportos_v_blocks_image_text_hero_links" CASCADE;
  DROP TABLE "_supportos_v_blocks_image_text_hero" CASCADE;
  DROP TABLE "_supportos_v_blocks_split_banner" CASCADE;
  DROP TABLE "_supportos_v_blocks_banner" CASCADE;
  DROP TABLE "_supportos_v_blocks_image_text_column" CASCADE;
  DROP TABLE "_supportos_v_blocks_text_columns" CASCADE;
  DROP TABLE "_supportos_v_blocks_image_grid_image_blocks" CASCADE;
  DROP TABLE "_supportos_v_blocks_image_grid" CASCADE;
  DROP TABLE "_supportos_v_blocks_benefits_items" CASCADE;
  DROP TABLE "_supportos_v_blocks_benefits" CASCADE;
  DROP TABLE "_supportos_v_blocks_timeline_items" CASCADE;
  DROP TABLE "_supportos_v_blocks_timeline" CASCADE;
  DROP TABLE "_supportos_v_blocks_sidebar_rich_text_sections" CASCADE;
  DROP TABLE "_supportos_v_blocks_sidebar_rich_text" CASCADE;
  DROP TABLE "_supportos_v_blocks_measure_cards_cards" CASCADE;
  DROP TABLE "_supportos_v_blocks_measure_cards" CASCADE;
  DROP TABLE "_supportos_v_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "_supportos_v_blocks_beneficiary_content" CASCADE;
  DROP TABLE "_supportos_v_blocks_search_hero_types" CASCADE;
  DROP TABLE "_supportos_v_blocks_search_hero" CASCADE;
  DROP TABLE "_supportos_v_blocks_faq_search" CASCADE;
  DROP TABLE "_supportos_v_blocks_chart_kpi" CASCADE;
  DROP TABLE "_supportos_v_blocks_chart" CASCADE;
  DROP TABLE "_supportos_v_blocks_chart_selector" CASCADE;
  DROP TABLE "_supportos_v_blocks_chart_tabs_tabs" CASCADE;
  DROP TABLE "_supportos_v_blocks_chart_tabs" CASCADE;
  DROP TABLE "_supportos_v_blocks_newsletter_form" CASCADE;
  DROP TABLE "_supportos_v_blocks_territory_form" CASCADE;
  DROP TABLE "_supportos_v_blocks_support_request_form" CASCADE;
  DROP TABLE "_supportos_v" CASCADE;
  DROP TABLE "_supportos_v_rels" CASCADE;
  DROP TABLE "datis_blocks_consent_settings" CASCADE;
  DROP TABLE "datis_blocks_search_hero_types" CASCADE;
  DROP TABLE "datis_blocks_search_hero" CASCADE;
  DROP TABLE "_datis_v_version_files" CASCADE;
  DROP TABLE "_datis_v_blocks_hero" CASCADE;
  DROP TABLE "_datis_v_blocks_rich_text" CASCADE;
  DROP TABLE "_datis_v_blocks_alert" CASCADE;
  DROP TABLE "_datis_v_blocks_table_columns" CASCADE;
  DROP TABLE "_datis_v_blocks_table_rows_cells" CASCADE;
  DROP TABLE "_datis_v_blocks_table_rows" CASCADE;
  DROP TABLE "_datis_v_blocks_table" CASCADE;
  DROP TABLE "_datis_v_blocks_single_image" CASCADE;
  DROP TABLE "_datis_v_blocks_page_header" CASCADE;
  DROP TABLE "_datis_v_blocks_video_player" CASCADE;
  DROP TABLE "_datis_v_blocks_consent_settings" CASCADE;
  DROP TABLE "_datis_v_blocks_stepper_steps" CASCADE;
  DROP TABLE "_datis_v_blocks_stepper" CASCADE;
  DROP TABLE "_datis_v_blocks_card_grid_cards" CASCADE;
  DROP TABLE "_datis_v_blocks_card_grid" CASCADE;
  DROP TABLE "_datis_v_blocks_announcements_grid" CASCADE;
  DROP TABLE "_datis_v_blocks_dated_list_items" CASCADE;
  DROP TABLE "_datis_v_blocks_dated_list" CASCADE;
  DROP TABLE "_datis_v_blocks_link_list_items" CASCADE;
  DROP TABLE "_datis_v_blocks_link_list" CASCADE;
  DROP TABLE "_datis_v_blocks_faq_list" CASCADE;
  DROP TABLE "_datis_v_blocks_updates_list" CASCADE;
  DROP TABLE "_datis_v_blocks_news_list" CASCADE;
  DROP TABLE "_datis_v_blocks_image_text_hero_links" CASCADE;
  DROP TABLE "_datis_v_blocks_image_text_hero" CASCADE;
  DROP TABLE "_datis_v_blocks_split_banner" CASCADE;
  DROP TABLE "_datis_v_blocks_banner" CASCADE;
  DROP TABLE "_datis_v_blocks_image_text_column" CASCADE;
  DROP TABLE "_datis_v_blocks_text_columns" CASCADE;
  DROP TABLE "_datis_v_blocks_image_grid_image_blocks" CASCADE;
  DROP TABLE "_datis_v_blocks_image_grid" CASCADE;
  DROP TABLE "_datis_v_blocks_benefits_items" CASCADE;
  DROP TABLE "_datis_v_blocks_benefits" CASCADE;
  DROP TABLE "_datis_v_blocks_timeline_items" CASCADE;
  DROP TABLE "_datis_v_blocks_timeline" CASCADE;
  DROP TABLE "_datis_v_blocks_sidebar_rich_text_sections" CASCADE;
  DROP TABLE "_datis_v_blocks_sidebar_rich_text" CASCADE;
  DROP TABLE "_datis_v_blocks_measure_cards_cards" CASCADE;
  DROP TABLE "_datis_v_blocks_measure_cards" CASCADE;
  DROP TABLE "_datis_v_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "_datis_v_blocks_beneficiary_content" CASCADE;
  DROP TABLE "_datis_v_blocks_search_hero_types" CASCADE;
  DROP TABLE "_datis_v_blocks_search_hero" CASCADE;
  DROP TABLE "_datis_v_blocks_faq_search" CASCADE;
  DROP TABLE "_datis_v_blocks_chart_kpi" CASCADE;
  DROP TABLE "_datis_v_blocks_chart" CASCADE;
  DROP TABLE "_datis_v_blocks_chart_selector" CASCADE;
  DROP TABLE "_datis_v_blocks_chart_tabs_tabs" CASCADE;
  DROP TABLE "_datis_v_blocks_chart_tabs" CASCADE;
  DROP TABLE "_datis_v_blocks_newsletter_form" CASCADE;
  DROP TABLE "_datis_v_blocks_territory_form" CASCADE;
  DROP TABLE "_datis_v_blocks_support_request_form" CASCADE;
  DROP TABLE "_datis_v" CASCADE;
  DROP TABLE "_datis_v_rels" CASCADE;
  DROP TABLE "_guidelines_v" CASCADE;
  DROP TABLE "_updates_v" CASCADE;
  DROP TABLE "_updates_v_rels" CASCADE;
  DROP TABLE "_announcements_v" CASCADE;
  DROP TABLE "_announcements_v_texts" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "source_states" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "header_sister_sites" CASCADE;
  DROP TABLE "header_menu" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "footer_columns_links" CASCADE;
  DROP TABLE "footer_columns" CASCADE;
  DROP TABLE "footer_contacts" CASCADE;
  DROP TABLE "footer_social" CASCADE;
  DROP TABLE "footer_legal_links" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_parent_id_pages_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_meta_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_parent_id_pages_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "faqs" DROP CONSTRAINT "faqs_meta_image_id_media_id_fk";
  
  ALTER TABLE "_faqs_v" DROP CONSTRAINT "_faqs_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "news" DROP CONSTRAINT "news_image_id_media_id_fk";
  
  ALTER TABLE "news" DROP CONSTRAINT "news_meta_image_id_media_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_image_id_media_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "resources" DROP CONSTRAINT "resources_meta_image_id_media_id_fk";
  
  ALTER TABLE "supportos" DROP CONSTRAINT "supportos_meta_image_id_media_id_fk";
  
  ALTER TABLE "datis" DROP CONSTRAINT "datis_meta_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_source_states_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "announcements" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "announcements" ALTER COLUMN "status" SET DEFAULT 'PUBBLICATO'::text;
  DROP TYPE "public"."enum_announcements_status";
  CREATE TYPE "public"."enum_announcements_status" AS ENUM('PUBBLICATO', 'CHIUSO', 'SOSPESO');
  ALTER TABLE "announcements" ALTER COLUMN "status" SET DEFAULT 'PUBBLICATO'::"public"."enum_announcements_status";
  ALTER TABLE "announcements" ALTER COLUMN "status" SET DATA TYPE "public"."enum_announcements_status" USING "status"::"public"."enum_announcements_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardSupportRequest', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardSupportRequest', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "pages_parent_idx";
  DROP INDEX "pages_meta_meta_image_idx";
  DROP INDEX "pages_deleted_at_idx";
  DROP INDEX "_pages_v_version_version_parent_idx";
  DROP INDEX "_pages_v_version_meta_version_meta_image_idx";
  DROP INDEX "_pages_v_version_version_deleted_at_idx";
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "faqs_meta_meta_image_idx";
  DROP INDEX "faqs_deleted_at_idx";
  DROP INDEX "_faqs_v_version_meta_version_meta_image_idx";
  DROP INDEX "_faqs_v_version_version_deleted_at_idx";
  DROP INDEX "_faqs_v_autosave_idx";
  DROP INDEX "news_image_idx";
  DROP INDEX "news_meta_meta_image_idx";
  DROP INDEX "news_deleted_at_idx";
  DROP INDEX "_news_v_version_version_image_idx";
  DROP INDEX "_news_v_version_meta_version_meta_image_idx";
  DROP INDEX "_news_v_version_version_deleted_at_idx";
  DROP INDEX "_news_v_autosave_idx";
  DROP INDEX "resources_meta_meta_image_idx";
  DROP INDEX "resources_deleted_at_idx";
  DROP INDEX "resources__status_idx";
  DROP INDEX "supportos_meta_meta_image_idx";
  DROP INDEX "supportos_deleted_at_idx";
  DROP INDEX "supportos__status_idx";
  DROP INDEX "datis_meta_meta_image_idx";
  DROP INDEX "datis_deleted_at_idx";
  DROP INDEX "datis__status_idx";
  DROP INDEX "guidelines_deleted_at_idx";
  DROP INDEX "guidelines__status_idx";
  DROP INDEX "updates_deleted_at_idx";
  DROP INDEX "updates__status_idx";
  DROP INDEX "announcements_deleted_at_idx";
  DROP INDEX "announcements__status_idx";
  DROP INDEX "payload_locked_documents_rels_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_source_states_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "resources_blocks_hero" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_rich_text" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "resources_blocks_alert" ALTER COLUMN "colore" SET NOT NULL;
  ALTER TABLE "resources_blocks_alert" ALTER COLUMN "testo" SET NOT NULL;
  ALTER TABLE "resources_blocks_table_columns" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "resources_blocks_table" ALTER COLUMN "caption" SET NOT NULL;
  ALTER TABLE "resources_blocks_single_image" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "resources_blocks_video_player" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_video_player" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "resources_blocks_stepper_steps" ALTER COLUMN "step_title" SET NOT NULL;
  ALTER TABLE "resources_blocks_stepper" ALTER COLUMN "layout" SET NOT NULL;
  ALTER TABLE "resources_blocks_card_grid" ALTER COLUMN "columns" SET NOT NULL;
  ALTER TABLE "resources_blocks_card_grid" ALTER COLUMN "card_layout" SET NOT NULL;
  ALTER TABLE "resources_blocks_card_grid" ALTER COLUMN "card_type" SET NOT NULL;
  ALTER TABLE "resources_blocks_announcements_grid" ALTER COLUMN "layout" SET NOT NULL;
  ALTER TABLE "resources_blocks_announcements_grid" ALTER COLUMN "all_announcements_url" SET NOT NULL;
  ALTER TABLE "resources_blocks_dated_list_items" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "resources_blocks_dated_list_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_dated_list" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_link_list_items" ALTER COLUMN "link_text" SET NOT NULL;
  ALTER TABLE "resources_blocks_link_list" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_faq_list" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_faq_list" ALTER COLUMN "source" SET NOT NULL;
  ALTER TABLE "resources_blocks_updates_list" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_news_list" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_news_list" ALTER COLUMN "selection" SET NOT NULL;
  ALTER TABLE "resources_blocks_news_list" ALTER COLUMN "columns" SET NOT NULL;
  ALTER TABLE "resources_blocks_image_text_hero_links" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "resources_blocks_image_text_hero" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_image_text_hero" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "resources_blocks_split_banner" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_split_banner" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "resources_blocks_split_banner" ALTER COLUMN "image_position" SET NOT NULL;
  ALTER TABLE "resources_blocks_banner" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_banner" ALTER COLUMN "colour" SET NOT NULL;
  ALTER TABLE "resources_blocks_image_text_column" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_image_text_column" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "resources_blocks_image_text_column" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "resources_blocks_text_columns" ALTER COLUMN "columns" SET NOT NULL;
  ALTER TABLE "resources_blocks_text_columns" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "resources_blocks_image_grid_image_blocks" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "resources_blocks_image_grid_image_blocks" ALTER COLUMN "didascalia" SET NOT NULL;
  ALTER TABLE "resources_blocks_image_grid" ALTER COLUMN "columns" SET NOT NULL;
  ALTER TABLE "resources_blocks_benefits_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_benefits" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_timeline_items" ALTER COLUMN "date_label" SET NOT NULL;
  ALTER TABLE "resources_blocks_timeline_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_timeline" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_sidebar_rich_text_sections" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_sidebar_rich_text_sections" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "resources_blocks_sidebar_rich_text" ALTER COLUMN "variant" SET NOT NULL;
  ALTER TABLE "resources_blocks_measure_cards_cards" ALTER COLUMN "misura_id" SET NOT NULL;
  ALTER TABLE "resources_blocks_beneficiary_content_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_beneficiary_content_items" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "resources_blocks_beneficiary_content" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_faq_search" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_faq_search" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "resources_blocks_chart_kpi" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "resources_blocks_chart_kpi" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "resources_blocks_chart_kpi" ALTER COLUMN "background_color" SET NOT NULL;
  ALTER TABLE "resources_blocks_chart" ALTER COLUMN "anchor" SET NOT NULL;
  ALTER TABLE "resources_blocks_chart" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_chart" ALTER COLUMN "chart_data_config" SET NOT NULL;
  ALTER TABLE "resources_blocks_chart" ALTER COLUMN "chart_data_data" SET NOT NULL;
  ALTER TABLE "resources_blocks_chart_selector" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "resources_blocks_chart_tabs_tabs" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "resources_blocks_territory_form" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources_blocks_support_request_form" ALTER COLUMN "product" SET NOT NULL;
  ALTER TABLE "resources" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "resources" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "supportos_blocks_hero" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_rich_text" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "supportos_blocks_alert" ALTER COLUMN "colore" SET NOT NULL;
  ALTER TABLE "supportos_blocks_alert" ALTER COLUMN "testo" SET NOT NULL;
  ALTER TABLE "supportos_blocks_table_columns" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "supportos_blocks_table" ALTER COLUMN "caption" SET NOT NULL;
  ALTER TABLE "supportos_blocks_single_image" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "supportos_blocks_video_player" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_video_player" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "supportos_blocks_stepper_steps" ALTER COLUMN "step_title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_stepper" ALTER COLUMN "layout" SET NOT NULL;
  ALTER TABLE "supportos_blocks_card_grid" ALTER COLUMN "columns" SET NOT NULL;
  ALTER TABLE "supportos_blocks_card_grid" ALTER COLUMN "card_layout" SET NOT NULL;
  ALTER TABLE "supportos_blocks_card_grid" ALTER COLUMN "card_type" SET NOT NULL;
  ALTER TABLE "supportos_blocks_announcements_grid" ALTER COLUMN "layout" SET NOT NULL;
  ALTER TABLE "supportos_blocks_announcements_grid" ALTER COLUMN "all_announcements_url" SET NOT NULL;
  ALTER TABLE "supportos_blocks_dated_list_items" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "supportos_blocks_dated_list_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_dated_list" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_link_list_items" ALTER COLUMN "link_text" SET NOT NULL;
  ALTER TABLE "supportos_blocks_link_list" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_faq_list" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_faq_list" ALTER COLUMN "source" SET NOT NULL;
  ALTER TABLE "supportos_blocks_updates_list" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_news_list" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_news_list" ALTER COLUMN "selection" SET NOT NULL;
  ALTER TABLE "supportos_blocks_news_list" ALTER COLUMN "columns" SET NOT NULL;
  ALTER TABLE "supportos_blocks_image_text_hero_links" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "supportos_blocks_image_text_hero" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_image_text_hero" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "supportos_blocks_split_banner" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_split_banner" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "supportos_blocks_split_banner" ALTER COLUMN "image_position" SET NOT NULL;
  ALTER TABLE "supportos_blocks_banner" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_banner" ALTER COLUMN "colour" SET NOT NULL;
  ALTER TABLE "supportos_blocks_image_text_column" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_image_text_column" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "supportos_blocks_image_text_column" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "supportos_blocks_text_columns" ALTER COLUMN "columns" SET NOT NULL;
  ALTER TABLE "supportos_blocks_text_columns" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "supportos_blocks_image_grid_image_blocks" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "supportos_blocks_image_grid_image_blocks" ALTER COLUMN "didascalia" SET NOT NULL;
  ALTER TABLE "supportos_blocks_image_grid" ALTER COLUMN "columns" SET NOT NULL;
  ALTER TABLE "supportos_blocks_benefits_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_benefits" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_timeline_items" ALTER COLUMN "date_label" SET NOT NULL;
  ALTER TABLE "supportos_blocks_timeline_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_timeline" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_sidebar_rich_text_sections" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_sidebar_rich_text_sections" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "supportos_blocks_sidebar_rich_text" ALTER COLUMN "variant" SET NOT NULL;
  ALTER TABLE "supportos_blocks_measure_cards_cards" ALTER COLUMN "misura_id" SET NOT NULL;
  ALTER TABLE "supportos_blocks_beneficiary_content_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_beneficiary_content_items" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "supportos_blocks_beneficiary_content" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_faq_search" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_faq_search" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "supportos_blocks_chart_kpi" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "supportos_blocks_chart_kpi" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "supportos_blocks_chart_kpi" ALTER COLUMN "background_color" SET NOT NULL;
  ALTER TABLE "supportos_blocks_chart" ALTER COLUMN "anchor" SET NOT NULL;
  ALTER TABLE "supportos_blocks_chart" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_chart" ALTER COLUMN "chart_data_config" SET NOT NULL;
  ALTER TABLE "supportos_blocks_chart" ALTER COLUMN "chart_data_data" SET NOT NULL;
  ALTER TABLE "supportos_blocks_chart_selector" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "supportos_blocks_chart_tabs_tabs" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "supportos_blocks_territory_form" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos_blocks_support_request_form" ALTER COLUMN "product" SET NOT NULL;
  ALTER TABLE "supportos" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "supportos" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "datis_files" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_files" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "datis_files" ALTER COLUMN "format" SET NOT NULL;
  ALTER TABLE "datis_blocks_hero" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_rich_text" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "datis_blocks_alert" ALTER COLUMN "colore" SET NOT NULL;
  ALTER TABLE "datis_blocks_alert" ALTER COLUMN "testo" SET NOT NULL;
  ALTER TABLE "datis_blocks_table_columns" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "datis_blocks_table" ALTER COLUMN "caption" SET NOT NULL;
  ALTER TABLE "datis_blocks_single_image" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "datis_blocks_video_player" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_video_player" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "datis_blocks_stepper_steps" ALTER COLUMN "step_title" SET NOT NULL;
  ALTER TABLE "datis_blocks_stepper" ALTER COLUMN "layout" SET NOT NULL;
  ALTER TABLE "datis_blocks_card_grid" ALTER COLUMN "columns" SET NOT NULL;
  ALTER TABLE "datis_blocks_card_grid" ALTER COLUMN "card_layout" SET NOT NULL;
  ALTER TABLE "datis_blocks_card_grid" ALTER COLUMN "card_type" SET NOT NULL;
  ALTER TABLE "datis_blocks_announcements_grid" ALTER COLUMN "layout" SET NOT NULL;
  ALTER TABLE "datis_blocks_announcements_grid" ALTER COLUMN "all_announcements_url" SET NOT NULL;
  ALTER TABLE "datis_blocks_dated_list_items" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "datis_blocks_dated_list_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_dated_list" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_link_list_items" ALTER COLUMN "link_text" SET NOT NULL;
  ALTER TABLE "datis_blocks_link_list" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_faq_list" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_faq_list" ALTER COLUMN "source" SET NOT NULL;
  ALTER TABLE "datis_blocks_updates_list" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_news_list" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_news_list" ALTER COLUMN "selection" SET NOT NULL;
  ALTER TABLE "datis_blocks_news_list" ALTER COLUMN "columns" SET NOT NULL;
  ALTER TABLE "datis_blocks_image_text_hero_links" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "datis_blocks_image_text_hero" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_image_text_hero" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "datis_blocks_split_banner" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_split_banner" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "datis_blocks_split_banner" ALTER COLUMN "image_position" SET NOT NULL;
  ALTER TABLE "datis_blocks_banner" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_banner" ALTER COLUMN "colour" SET NOT NULL;
  ALTER TABLE "datis_blocks_image_text_column" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_image_text_column" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "datis_blocks_image_text_column" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "datis_blocks_text_columns" ALTER COLUMN "columns" SET NOT NULL;
  ALTER TABLE "datis_blocks_text_columns" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "datis_blocks_image_grid_image_blocks" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "datis_blocks_image_grid_image_blocks" ALTER COLUMN "didascalia" SET NOT NULL;
  ALTER TABLE "datis_blocks_image_grid" ALTER COLUMN "columns" SET NOT NULL;
  ALTER TABLE "datis_blocks_benefits_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_benefits" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_timeline_items" ALTER COLUMN "date_label" SET NOT NULL;
  ALTER TABLE "datis_blocks_timeline_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_timeline" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_sidebar_rich_text_sections" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_sidebar_rich_text_sections" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "datis_blocks_sidebar_rich_text" ALTER COLUMN "variant" SET NOT NULL;
  ALTER TABLE "datis_blocks_measure_cards_cards" ALTER COLUMN "misura_id" SET NOT NULL;
  ALTER TABLE "datis_blocks_beneficiary_content_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_beneficiary_content_items" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "datis_blocks_beneficiary_content" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_faq_search" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_faq_search" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "datis_blocks_chart_kpi" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "datis_blocks_chart_kpi" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "datis_blocks_chart_kpi" ALTER COLUMN "background_color" SET NOT NULL;
  ALTER TABLE "datis_blocks_chart" ALTER COLUMN "anchor" SET NOT NULL;
  ALTER TABLE "datis_blocks_chart" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_chart" ALTER COLUMN "chart_data_config" SET NOT NULL;
  ALTER TABLE "datis_blocks_chart" ALTER COLUMN "chart_data_data" SET NOT NULL;
  ALTER TABLE "datis_blocks_chart_selector" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "datis_blocks_chart_tabs_tabs" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "datis_blocks_territory_form" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis_blocks_support_request_form" ALTER COLUMN "product" SET NOT NULL;
  ALTER TABLE "datis" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "datis" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "datis" ALTER COLUMN "licenza" SET NOT NULL;
  ALTER TABLE "guidelines" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "guidelines" ALTER COLUMN "allegato_url" SET NOT NULL;
  ALTER TABLE "guidelines" ALTER COLUMN "allegato_format" SET NOT NULL;
  ALTER TABLE "guidelines" ALTER COLUMN "allegato_size" SET NOT NULL;
  ALTER TABLE "updates" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "updates" ALTER COLUMN "custom_update_date" SET NOT NULL;
  ALTER TABLE "announcements" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "announcements" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "announcements" ALTER COLUMN "status" SET DATA TYPE "public"."enum_announcements_status" USING "status"::text::"public"."enum_announcements_status";
  ALTER TABLE "announcements" ALTER COLUMN "status" SET DEFAULT 'PUBBLICATO';
  ALTER TABLE "announcements" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "announcements" ALTER COLUMN "start_date" SET NOT NULL;
  ALTER TABLE "announcements" ALTER COLUMN "end_date" SET NOT NULL;
  ALTER TABLE "announcements" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "pages_blocks_video_player" DROP COLUMN "captions";
  ALTER TABLE "pages_blocks_video_player" DROP COLUMN "poster";
  ALTER TABLE "pages_blocks_announcements_grid" DROP COLUMN "source";
  ALTER TABLE "pages_blocks_announcements_grid" DROP COLUMN "only_open";
  ALTER TABLE "pages_blocks_chart_kpi" DROP COLUMN "from_source";
  ALTER TABLE "pages_blocks_chart_kpi" DROP COLUMN "source_series";
  ALTER TABLE "pages_blocks_chart_kpi" DROP COLUMN "source_category";
  ALTER TABLE "pages_blocks_chart" DROP COLUMN "source_url";
  ALTER TABLE "pages_blocks_chart" DROP COLUMN "source_category_column";
  ALTER TABLE "pages_blocks_chart" DROP COLUMN "source_series_column";
  ALTER TABLE "pages_blocks_chart" DROP COLUMN "source_value_columns";
  ALTER TABLE "pages_blocks_chart" DROP COLUMN "source_filter_column";
  ALTER TABLE "pages_blocks_chart" DROP COLUMN "source_filter_value";
  ALTER TABLE "pages_blocks_chart" DROP COLUMN "source_min_rows";
  ALTER TABLE "pages_blocks_chart" DROP COLUMN "source_changed_at";
  ALTER TABLE "pages_blocks_chart" DROP COLUMN "source_error";
  ALTER TABLE "pages" DROP COLUMN "parent_id";
  ALTER TABLE "pages" DROP COLUMN "meta_title";
  ALTER TABLE "pages" DROP COLUMN "meta_description";
  ALTER TABLE "pages" DROP COLUMN "meta_image_id";
  ALTER TABLE "pages" DROP COLUMN "meta_noindex";
  ALTER TABLE "pages" DROP COLUMN "deleted_at";
  ALTER TABLE "_pages_v_blocks_video_player" DROP COLUMN "captions";
  ALTER TABLE "_pages_v_blocks_video_player" DROP COLUMN "poster";
  ALTER TABLE "_pages_v_blocks_announcements_grid" DROP COLUMN "source";
  ALTER TABLE "_pages_v_blocks_announcements_grid" DROP COLUMN "only_open";
  ALTER TABLE "_pages_v_blocks_chart_kpi" DROP COLUMN "from_source";
  ALTER TABLE "_pages_v_blocks_chart_kpi" DROP COLUMN "source_series";
  ALTER TABLE "_pages_v_blocks_chart_kpi" DROP COLUMN "source_category";
  ALTER TABLE "_pages_v_blocks_chart" DROP COLUMN "source_url";
  ALTER TABLE "_pages_v_blocks_chart" DROP COLUMN "source_category_column";
  ALTER TABLE "_pages_v_blocks_chart" DROP COLUMN "source_series_column";
  ALTER TABLE "_pages_v_blocks_chart" DROP COLUMN "source_value_columns";
  ALTER TABLE "_pages_v_blocks_chart" DROP COLUMN "source_filter_column";
  ALTER TABLE "_pages_v_blocks_chart" DROP COLUMN "source_filter_value";
  ALTER TABLE "_pages_v_blocks_chart" DROP COLUMN "source_min_rows";
  ALTER TABLE "_pages_v_blocks_chart" DROP COLUMN "source_changed_at";
  ALTER TABLE "_pages_v_blocks_chart" DROP COLUMN "source_error";
  ALTER TABLE "_pages_v" DROP COLUMN "version_parent_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_noindex";
  ALTER TABLE "_pages_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "faqs_blocks_video_player" DROP COLUMN "captions";
  ALTER TABLE "faqs_blocks_video_player" DROP COLUMN "poster";
  ALTER TABLE "faqs_blocks_announcements_grid" DROP COLUMN "source";
  ALTER TABLE "faqs_blocks_announcements_grid" DROP COLUMN "only_open";
  ALTER TABLE "faqs_blocks_chart_kpi" DROP COLUMN "from_source";
  ALTER TABLE "faqs_blocks_chart_kpi" DROP COLUMN "source_series";
  ALTER TABLE "faqs_blocks_chart_kpi" DROP COLUMN "source_category";
  ALTER TABLE "faqs_blocks_chart" DROP COLUMN "source_url";
  ALTER TABLE "faqs_blocks_chart" DROP COLUMN "source_category_column";
  ALTER TABLE "faqs_blocks_chart" DROP COLUMN "source_series_column";
  ALTER TABLE "faqs_blocks_chart" DROP COLUMN "source_value_columns";
  ALTER TABLE "faqs_blocks_chart" DROP COLUMN "source_filter_column";
  ALTER TABLE "faqs_blocks_chart" DROP COLUMN "source_filter_value";
  ALTER TABLE "faqs_blocks_chart" DROP COLUMN "source_min_rows";
  ALTER TABLE "faqs_blocks_chart" DROP COLUMN "source_changed_at";
  ALTER TABLE "faqs_blocks_chart" DROP COLUMN "source_error";
  ALTER TABLE "faqs" DROP COLUMN "meta_title";
  ALTER TABLE "faqs" DROP COLUMN "meta_description";
  ALTER TABLE "faqs" DROP COLUMN "meta_image_id";
  ALTER TABLE "faqs" DROP COLUMN "meta_noindex";
  ALTER TABLE "faqs" DROP COLUMN "deleted_at";
  ALTER TABLE "_faqs_v_blocks_video_player" DROP COLUMN "captions";
  ALTER TABLE "_faqs_v_blocks_video_player" DROP COLUMN "poster";
  ALTER TABLE "_faqs_v_blocks_announcements_grid" DROP COLUMN "source";
  ALTER TABLE "_faqs_v_blocks_announcements_grid" DROP COLUMN "only_open";
  ALTER TABLE "_faqs_v_blocks_chart_kpi" DROP COLUMN "from_source";
  ALTER TABLE "_faqs_v_blocks_chart_kpi" DROP COLUMN "source_series";
  ALTER TABLE "_faqs_v_blocks_chart_kpi" DROP COLUMN "source_category";
  ALTER TABLE "_faqs_v_blocks_chart" DROP COLUMN "source_url";
  ALTER TABLE "_faqs_v_blocks_chart" DROP COLUMN "source_category_column";
  ALTER TABLE "_faqs_v_blocks_chart" DROP COLUMN "source_series_column";
  ALTER TABLE "_faqs_v_blocks_chart" DROP COLUMN "source_value_columns";
  ALTER TABLE "_faqs_v_blocks_chart" DROP COLUMN "source_filter_column";
  ALTER TABLE "_faqs_v_blocks_chart" DROP COLUMN "source_filter_value";
  ALTER TABLE "_faqs_v_blocks_chart" DROP COLUMN "source_min_rows";
  ALTER TABLE "_faqs_v_blocks_chart" DROP COLUMN "source_changed_at";
  ALTER TABLE "_faqs_v_blocks_chart" DROP COLUMN "source_error";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_meta_noindex";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "_faqs_v" DROP COLUMN "autosave";
  ALTER TABLE "news_blocks_video_player" DROP COLUMN "captions";
  ALTER TABLE "news_blocks_video_player" DROP COLUMN "poster";
  ALTER TABLE "news_blocks_announcements_grid" DROP COLUMN "source";
  ALTER TABLE "news_blocks_announcements_grid" DROP COLUMN "only_open";
  ALTER TABLE "news_blocks_chart_kpi" DROP COLUMN "from_source";
  ALTER TABLE "news_blocks_chart_kpi" DROP COLUMN "source_series";
  ALTER TABLE "news_blocks_chart_kpi" DROP COLUMN "source_category";
  ALTER TABLE "news_blocks_chart" DROP COLUMN "source_url";
  ALTER TABLE "news_blocks_chart" DROP COLUMN "source_category_column";
  ALTER TABLE "news_blocks_chart" DROP COLUMN "source_series_column";
  ALTER TABLE "news_blocks_chart" DROP COLUMN "source_value_columns";
  ALTER TABLE "news_blocks_chart" DROP COLUMN "source_filter_column";
  ALTER TABLE "news_blocks_chart" DROP COLUMN "source_filter_value";
  ALTER TABLE "news_blocks_chart" DROP COLUMN "source_min_rows";
  ALTER TABLE "news_blocks_chart" DROP COLUMN "source_changed_at";
  ALTER TABLE "news_blocks_chart" DROP COLUMN "source_error";
  ALTER TABLE "news" DROP COLUMN "image_id";
  ALTER TABLE "news" DROP COLUMN "meta_title";
  ALTER TABLE "news" DROP COLUMN "meta_description";
  ALTER TABLE "news" DROP COLUMN "meta_image_id";
  ALTER TABLE "news" DROP COLUMN "meta_noindex";
  ALTER TABLE "news" DROP COLUMN "deleted_at";
  ALTER TABLE "_news_v_blocks_video_player" DROP COLUMN "captions";
  ALTER TABLE "_news_v_blocks_video_player" DROP COLUMN "poster";
  ALTER TABLE "_news_v_blocks_announcements_grid" DROP COLUMN "source";
  ALTER TABLE "_news_v_blocks_announcements_grid" DROP COLUMN "only_open";
  ALTER TABLE "_news_v_blocks_chart_kpi" DROP COLUMN "from_source";
  ALTER TABLE "_news_v_blocks_chart_kpi" DROP COLUMN "source_series";
  ALTER TABLE "_news_v_blocks_chart_kpi" DROP COLUMN "source_category";
  ALTER TABLE "_news_v_blocks_chart" DROP COLUMN "source_url";
  ALTER TABLE "_news_v_blocks_chart" DROP COLUMN "source_category_column";
  ALTER TABLE "_news_v_blocks_chart" DROP COLUMN "source_series_column";
  ALTER TABLE "_news_v_blocks_chart" DROP COLUMN "source_value_columns";
  ALTER TABLE "_news_v_blocks_chart" DROP COLUMN "source_filter_column";
  ALTER TABLE "_news_v_blocks_chart" DROP COLUMN "source_filter_value";
  ALTER TABLE "_news_v_blocks_chart" DROP COLUMN "source_min_rows";
  ALTER TABLE "_news_v_blocks_chart" DROP COLUMN "source_changed_at";
  ALTER TABLE "_news_v_blocks_chart" DROP COLUMN "source_error";
  ALTER TABLE "_news_v" DROP COLUMN "version_image_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_noindex";
  ALTER TABLE "_news_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "_news_v" DROP COLUMN "autosave";
  ALTER TABLE "resources_blocks_video_player" DROP COLUMN "captions";
  ALTER TABLE "resources_blocks_video_player" DROP COLUMN "poster";
  ALTER TABLE "resources_blocks_announcements_grid" DROP COLUMN "source";
  ALTER TABLE "resources_blocks_announcements_grid" DROP COLUMN "only_open";
  ALTER TABLE "resources_blocks_chart_kpi" DROP COLUMN "from_source";
  ALTER TABLE "resources_blocks_chart_kpi" DROP COLUMN "source_series";
  ALTER TABLE "resources_blocks_chart_kpi" DROP COLUMN "source_category";
  ALTER TABLE "resources_blocks_chart" DROP COLUMN "source_url";
  ALTER TABLE "resources_blocks_chart" DROP COLUMN "source_category_column";
  ALTER TABLE "resources_blocks_chart" DROP COLUMN "source_series_column";
  ALTER TABLE "resources_blocks_chart" DROP COLUMN "source_value_columns";
  ALTER TABLE "resources_blocks_chart" DROP COLUMN "source_filter_column";
  ALTER TABLE "resources_blocks_chart" DROP COLUMN "source_filter_value";
  ALTER TABLE "resources_blocks_chart" DROP COLUMN "source_min_rows";
  ALTER TABLE "resources_blocks_chart" DROP COLUMN "source_changed_at";
  ALTER TABLE "resources_blocks_chart" DROP COLUMN "source_error";
  ALTER TABLE "resources" DROP COLUMN "meta_title";
  ALTER TABLE "resources" DROP COLUMN "meta_description";
  ALTER TABLE "resources" DROP COLUMN "meta_image_id";
  ALTER TABLE "resources" DROP COLUMN "meta_noindex";
  ALTER TABLE "resources" DROP COLUMN "deleted_at";
  ALTER TABLE "resources" DROP COLUMN "_status";
  ALTER TABLE "supportos_blocks_video_player" DROP COLUMN "captions";
  ALTER TABLE "supportos_blocks_video_player" DROP COLUMN "poster";
  ALTER TABLE "supportos_blocks_announcements_grid" DROP COLUMN "source";
  ALTER TABLE "supportos_blocks_announcements_grid" DROP COLUMN "only_open";
  ALTER TABLE "supportos_blocks_chart_kpi" DROP COLUMN "from_source";
  ALTER TABLE "supportos_blocks_chart_kpi" DROP COLUMN "source_series";
  ALTER TABLE "supportos_blocks_chart_kpi" DROP COLUMN "source_category";
  ALTER TABLE "supportos_blocks_chart" DROP COLUMN "source_url";
  ALTER TABLE "supportos_blocks_chart" DROP COLUMN "source_category_column";
  ALTER TABLE "supportos_blocks_chart" DROP COLUMN "source_series_column";
  ALTER TABLE "supportos_blocks_chart" DROP COLUMN "source_value_columns";
  ALTER TABLE "supportos_blocks_chart" DROP COLUMN "source_filter_column";
  ALTER TABLE "supportos_blocks_chart" DROP COLUMN "source_filter_value";
  ALTER TABLE "supportos_blocks_chart" DROP COLUMN "source_min_rows";
  ALTER TABLE "supportos_blocks_chart" DROP COLUMN "source_changed_at";
  ALTER TABLE "supportos_blocks_chart" DROP COLUMN "source_error";
  ALTER TABLE "supportos" DROP COLUMN "meta_title";
  ALTER TABLE "supportos" DROP COLUMN "meta_description";
  ALTER TABLE "supportos" DROP COLUMN "meta_image_id";
  ALTER TABLE "supportos" DROP COLUMN "meta_noindex";
  ALTER TABLE "supportos" DROP COLUMN "deleted_at";
  ALTER TABLE "supportos" DROP COLUMN "_status";
  ALTER TABLE "datis_blocks_video_player" DROP COLUMN "captions";
  ALTER TABLE "datis_blocks_video_player" DROP COLUMN "poster";
  ALTER TABLE "datis_blocks_announcements_grid" DROP COLUMN "source";
  ALTER TABLE "datis_blocks_announcements_grid" DROP COLUMN "only_open";
  ALTER TABLE "datis_blocks_chart_kpi" DROP COLUMN "from_source";
  ALTER TABLE "datis_blocks_chart_kpi" DROP COLUMN "source_series";
  ALTER TABLE "datis_blocks_chart_kpi" DROP COLUMN "source_category";
  ALTER TABLE "datis_blocks_chart" DROP COLUMN "source_url";
  ALTER TABLE "datis_blocks_chart" DROP COLUMN "source_category_column";
  ALTER TABLE "datis_blocks_chart" DROP COLUMN "source_series_column";
  ALTER TABLE "datis_blocks_chart" DROP COLUMN "source_value_columns";
  ALTER TABLE "datis_blocks_chart" DROP COLUMN "source_filter_column";
  ALTER TABLE "datis_blocks_chart" DROP COLUMN "source_filter_value";
  ALTER TABLE "datis_blocks_chart" DROP COLUMN "source_min_rows";
  ALTER TABLE "datis_blocks_chart" DROP COLUMN "source_changed_at";
  ALTER TABLE "datis_blocks_chart" DROP COLUMN "source_error";
  ALTER TABLE "datis" DROP COLUMN "tema";
  ALTER TABLE "datis" DROP COLUMN "frequenza";
  ALTER TABLE "datis" DROP COLUMN "fonte_url";
  ALTER TABLE "datis" DROP COLUMN "meta_title";
  ALTER TABLE "datis" DROP COLUMN "meta_description";
  ALTER TABLE "datis" DROP COLUMN "meta_image_id";
  ALTER TABLE "datis" DROP COLUMN "meta_noindex";
  ALTER TABLE "datis" DROP COLUMN "deleted_at";
  ALTER TABLE "datis" DROP COLUMN "_status";
  ALTER TABLE "guidelines" DROP COLUMN "deleted_at";
  ALTER TABLE "guidelines" DROP COLUMN "_status";
  ALTER TABLE "updates" DROP COLUMN "deleted_at";
  ALTER TABLE "updates" DROP COLUMN "_status";
  ALTER TABLE "announcements" DROP COLUMN "deleted_at";
  ALTER TABLE "announcements" DROP COLUMN "_status";
  ALTER TABLE "users" DROP COLUMN "role";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "source_states_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_pages_blocks_announcements_grid_source";
  DROP TYPE "public"."enum_pages_blocks_search_hero_types";
  DROP TYPE "public"."enum_pages_blocks_chart_kpi_from_source";
  DROP TYPE "public"."enum__pages_v_blocks_announcements_grid_source";
  DROP TYPE "public"."enum__pages_v_blocks_search_hero_types";
  DROP TYPE "public"."enum__pages_v_blocks_chart_kpi_from_source";
  DROP TYPE "public"."enum_faqs_blocks_announcements_grid_source";
  DROP TYPE "public"."enum_faqs_blocks_search_hero_types";
  DROP TYPE "public"."enum_faqs_blocks_chart_kpi_from_source";
  DROP TYPE "public"."enum__faqs_v_blocks_announcements_grid_source";
  DROP TYPE "public"."enum__faqs_v_blocks_search_hero_types";
  DROP TYPE "public"."enum__faqs_v_blocks_chart_kpi_from_source";
  DROP TYPE "public"."enum_news_blocks_announcements_grid_source";
  DROP TYPE "public"."enum_news_blocks_search_hero_types";
  DROP TYPE "public"."enum_news_blocks_chart_kpi_from_source";
  DROP TYPE "public"."enum__news_v_blocks_announcements_grid_source";
  DROP TYPE "public"."enum__news_v_blocks_search_hero_types";
  DROP TYPE "public"."enum__news_v_blocks_chart_kpi_from_source";
  DROP TYPE "public"."enum_resources_blocks_announcements_grid_source";
  DROP TYPE "public"."enum_resources_blocks_search_hero_types";
  DROP TYPE "public"."enum_resources_blocks_chart_kpi_from_source";
  DROP TYPE "public"."enum_resources_status";
  DROP TYPE "public"."enum__resources_v_blocks_hero_button_target";
  DROP TYPE "public"."enum__resources_v_blocks_alert_colore";
  DROP TYPE "public"."enum__resources_v_blocks_stepper_layout";
  DROP TYPE "public"."enum__resources_v_blocks_card_grid_cards_link_target";
  DROP TYPE "public"."enum__resources_v_blocks_card_grid_columns";
  DROP TYPE "public"."enum__resources_v_blocks_card_grid_card_layout";
  DROP TYPE "public"."enum__resources_v_blocks_card_grid_card_type";
  DROP TYPE "public"."enum__resources_v_blocks_announcements_grid_layout";
  DROP TYPE "public"."enum__resources_v_blocks_announcements_grid_source";
  DROP TYPE "public"."enum__resources_v_blocks_dated_list_items_link_target";
  DROP TYPE "public"."enum__resources_v_blocks_link_list_items_link_target";
  DROP TYPE "public"."enum__resources_v_blocks_faq_list_source";
  DROP TYPE "public"."enum__resources_v_blocks_faq_list_category";
  DROP TYPE "public"."enum__resources_v_blocks_news_list_selection";
  DROP TYPE "public"."enum__resources_v_blocks_news_list_columns";
  DROP TYPE "public"."enum__resources_v_blocks_image_text_hero_links_target";
  DROP TYPE "public"."enum__resources_v_blocks_split_banner_image_position";
  DROP TYPE "public"."enum__resources_v_blocks_split_banner_button_target";
  DROP TYPE "public"."enum__resources_v_blocks_banner_button_target";
  DROP TYPE "public"."enum__resources_v_blocks_banner_colour";
  DROP TYPE "public"."enum__resources_v_blocks_image_text_column_link_target";
  DROP TYPE "public"."enum__resources_v_blocks_text_columns_columns";
  DROP TYPE "public"."enum__resources_v_blocks_image_grid_image_blocks_link_target";
  DROP TYPE "public"."enum__resources_v_blocks_image_grid_columns";
  DROP TYPE "public"."enum__resources_v_blocks_benefits_items_icon";
  DROP TYPE "public"."enum__resources_v_blocks_sidebar_rich_text_variant";
  DROP TYPE "public"."enum__resources_v_blocks_measure_cards_cards_link_target";
  DROP TYPE "public"."enum__resources_v_blocks_measure_cards_cards_button_target";
  DROP TYPE "public"."enum__resources_v_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum__resources_v_blocks_search_hero_types";
  DROP TYPE "public"."enum__resources_v_blocks_chart_kpi_background_color";
  DROP TYPE "public"."enum__resources_v_blocks_chart_kpi_flow_direction";
  DROP TYPE "public"."enum__resources_v_blocks_chart_kpi_from_source";
  DROP TYPE "public"."enum__resources_v_version_status";
  DROP TYPE "public"."enum_supportos_blocks_announcements_grid_source";
  DROP TYPE "public"."enum_supportos_blocks_search_hero_types";
  DROP TYPE "public"."enum_supportos_blocks_chart_kpi_from_source";
  DROP TYPE "public"."enum_supportos_status";
  DROP TYPE "public"."enum__supportos_v_blocks_hero_button_target";
  DROP TYPE "public"."enum__supportos_v_blocks_alert_colore";
  DROP TYPE "public"."enum__supportos_v_blocks_stepper_layout";
  DROP TYPE "public"."enum__supportos_v_blocks_card_grid_cards_link_target";
  DROP TYPE "public"."enum__supportos_v_blocks_card_grid_columns";
  DROP TYPE "public"."enum__supportos_v_blocks_card_grid_card_layout";
  DROP TYPE "public"."enum__supportos_v_blocks_card_grid_card_type";
  DROP TYPE "public"."enum__supportos_v_blocks_announcements_grid_layout";
  DROP TYPE "public"."enum__supportos_v_blocks_announcements_grid_source";
  DROP TYPE "public"."enum__supportos_v_blocks_dated_list_items_link_target";
  DROP TYPE "public"."enum__supportos_v_blocks_link_list_items_link_target";
  DROP TYPE "public"."enum__supportos_v_blocks_faq_list_source";
  DROP TYPE "public"."enum__supportos_v_blocks_faq_list_category";
  DROP TYPE "public"."enum__supportos_v_blocks_news_list_selection";
  DROP TYPE "public"."enum__supportos_v_blocks_news_list_columns";
  DROP TYPE "public"."enum__supportos_v_blocks_image_text_hero_links_target";
  DROP TYPE "public"."enum__supportos_v_blocks_split_banner_image_position";
  DROP TYPE "public"."enum__supportos_v_blocks_split_banner_button_target";
  DROP TYPE "public"."enum__supportos_v_blocks_banner_button_target";
  DROP TYPE "public"."enum__supportos_v_blocks_banner_colour";
  DROP TYPE "public"."enum__supportos_v_blocks_image_text_column_link_target";
  DROP TYPE "public"."enum__supportos_v_blocks_text_columns_columns";
  DROP TYPE "public"."enum__supportos_v_blocks_image_grid_image_blocks_link_target";
  DROP TYPE "public"."enum__supportos_v_blocks_image_grid_columns";
  DROP TYPE "public"."enum__supportos_v_blocks_benefits_items_icon";
  DROP TYPE "public"."enum__supportos_v_blocks_sidebar_rich_text_variant";
  DROP TYPE "public"."enum__supportos_v_blocks_measure_cards_cards_link_target";
  DROP TYPE "public"."enum__supportos_v_blocks_measure_cards_cards_button_target";
  DROP TYPE "public"."enum__supportos_v_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum__supportos_v_blocks_search_hero_types";
  DROP TYPE "public"."enum__supportos_v_blocks_chart_kpi_background_color";
  DROP TYPE "public"."enum__supportos_v_blocks_chart_kpi_flow_direction";
  DROP TYPE "public"."enum__supportos_v_blocks_chart_kpi_from_source";
  DROP TYPE "public"."enum__supportos_v_version_status";
  DROP TYPE "public"."enum_datis_blocks_announcements_grid_source";
  DROP TYPE "public"."enum_datis_blocks_search_hero_types";
  DROP TYPE "public"."enum_datis_blocks_chart_kpi_from_source";
  DROP TYPE "public"."enum_datis_tema";
  DROP TYPE "public"."enum_datis_frequenza";
  DROP TYPE "public"."enum_datis_status";
  DROP TYPE "public"."enum__datis_v_version_files_format";
  DROP TYPE "public"."enum__datis_v_blocks_hero_button_target";
  DROP TYPE "public"."enum__datis_v_blocks_alert_colore";
  DROP TYPE "public"."enum__datis_v_blocks_stepper_layout";
  DROP TYPE "public"."enum__datis_v_blocks_card_grid_cards_link_target";
  DROP TYPE "public"."enum__datis_v_blocks_card_grid_columns";
  DROP TYPE "public"."enum__datis_v_blocks_card_grid_card_layout";
  DROP TYPE "public"."enum__datis_v_blocks_card_grid_card_type";
  DROP TYPE "public"."enum__datis_v_blocks_announcements_grid_layout";
  DROP TYPE "public"."enum__datis_v_blocks_announcements_grid_source";
  DROP TYPE "public"."enum__datis_v_blocks_dated_list_items_link_target";
  DROP TYPE "public"."enum__datis_v_blocks_link_list_items_link_target";
  DROP TYPE "public"."enum__datis_v_blocks_faq_list_source";
  DROP TYPE "public"."enum__datis_v_blocks_faq_list_category";
  DROP TYPE "public"."enum__datis_v_blocks_news_list_selection";
  DROP TYPE "public"."enum__datis_v_blocks_news_list_columns";
  DROP TYPE "public"."enum__datis_v_blocks_image_text_hero_links_target";
  DROP TYPE "public"."enum__datis_v_blocks_split_banner_image_position";
  DROP TYPE "public"."enum__datis_v_blocks_split_banner_button_target";
  DROP TYPE "public"."enum__datis_v_blocks_banner_button_target";
  DROP TYPE "public"."enum__datis_v_blocks_banner_colour";
  DROP TYPE "public"."enum__datis_v_blocks_image_text_column_link_target";
  DROP TYPE "public"."enum__datis_v_blocks_text_columns_columns";
  DROP TYPE "public"."enum__datis_v_blocks_image_grid_image_blocks_link_target";
  DROP TYPE "public"."enum__datis_v_blocks_image_grid_columns";
  DROP TYPE "public"."enum__datis_v_blocks_benefits_items_icon";
  DROP TYPE "public"."enum__datis_v_blocks_sidebar_rich_text_variant";
  DROP TYPE "public"."enum__datis_v_blocks_measure_cards_cards_link_target";
  DROP TYPE "public"."enum__datis_v_blocks_measure_cards_cards_button_target";
  DROP TYPE "public"."enum__datis_v_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum__datis_v_blocks_search_hero_types";
  DROP TYPE "public"."enum__datis_v_blocks_chart_kpi_background_color";
  DROP TYPE "public"."enum__datis_v_blocks_chart_kpi_flow_direction";
  DROP TYPE "public"."enum__datis_v_blocks_chart_kpi_from_source";
  DROP TYPE "public"."enum__datis_v_version_licenza";
  DROP TYPE "public"."enum__datis_v_version_tema";
  DROP TYPE "public"."enum__datis_v_version_frequenza";
  DROP TYPE "public"."enum__datis_v_version_status";
  DROP TYPE "public"."enum_guidelines_status";
  DROP TYPE "public"."enum__guidelines_v_version_status";
  DROP TYPE "public"."enum_updates_status";
  DROP TYPE "public"."enum__updates_v_version_cta_target";
  DROP TYPE "public"."enum__updates_v_version_status";
  DROP TYPE "public"."enum_announcements_stato";
  DROP TYPE "public"."enum__announcements_v_version_status";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";
  DROP TYPE "public"."enum_header_sister_sites_link_target";
  DROP TYPE "public"."enum_header_menu_link_target";
  DROP TYPE "public"."enum_footer_columns_links_link_target";
  DROP TYPE "public"."enum_footer_contacts_link_target";
  DROP TYPE "public"."enum_footer_social_network";
  DROP TYPE "public"."enum_footer_legal_links_link_target";
  DROP TYPE "public"."enum_footer_legal_links_element";`)
}
