import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
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
  CREATE TYPE "public"."enum_pages_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum_pages_blocks_news_list_columns" AS ENUM('2', '3');
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
  CREATE TYPE "public"."enum_pages_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_chart_kpi_background_color" AS ENUM('blu', 'blu-scuro', 'verde', 'viola', 'azzurro-chiaro', 'grigio');
  CREATE TYPE "public"."enum_pages_blocks_chart_kpi_flow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
  CREATE TYPE "public"."enum__pages_v_blocks_stepper_layout" AS ENUM('default', 'exploded');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_columns" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_card_layout" AS ENUM('borderBottom', 'bordered', 'clean');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_card_type" AS ENUM('generic', 'attachment', 'resource', 'service', 'news', 'guideline', 'image');
  CREATE TYPE "public"."enum__pages_v_blocks_announcements_grid_layout" AS ENUM('small', 'small_with_border_top', 'large_with_border_top', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_dated_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_link_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_list_source" AS ENUM('categoria', 'selezione');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_list_category" AS ENUM('classificazione-dati-e-servizi', 'fondo-innovazione', 'generali', 'misure-e-avvisi', 'piani-di-migrazione', 'rendicontazione', 'progetti', 'utilizzo-piattaforma');
  CREATE TYPE "public"."enum__pages_v_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum__pages_v_blocks_news_list_columns" AS ENUM('2', '3');
  CREATE TYPE "public"."enum__pages_v_blocks_image_text_hero_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_split_banner_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_split_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_banner_colour" AS ENUM('primary', 'dark', 'light');
  CREATE TYPE "public"."enum__pages_v_blocks_image_text_column_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_text_columns_columns" AS ENUM('1', '2');
  CREATE TYPE "public"."enum__pages_v_blocks_image_grid_image_blocks_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_image_grid_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_benefits_items_icon" AS ENUM('user', 'pa', 'card', 'files', 'check-circle', 'clock');
  CREATE TYPE "public"."enum__pages_v_blocks_sidebar_rich_text_variant" AS ENUM('plain', 'filtered');
  CREATE TYPE "public"."enum__pages_v_blocks_measure_cards_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_measure_cards_cards_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__meas_acc_v_items_resources_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_chart_kpi_background_color" AS ENUM('blu', 'blu-scuro', 'verde', 'viola', 'azzurro-chiaro', 'grigio');
  CREATE TYPE "public"."enum__pages_v_blocks_chart_kpi_flow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_faqs_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_faqs_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
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
  CREATE TYPE "public"."enum_faqs_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum_faqs_blocks_news_list_columns" AS ENUM('2', '3');
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
  CREATE TYPE "public"."enum_faqs_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_faqs_blocks_chart_kpi_background_color" AS ENUM('blu', 'blu-scuro', 'verde', 'viola', 'azzurro-chiaro', 'grigio');
  CREATE TYPE "public"."enum_faqs_blocks_chart_kpi_flow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum_faqs_category" AS ENUM('classificazione-dati-e-servizi', 'fondo-innovazione', 'generali', 'misure-e-avvisi', 'piani-di-migrazione', 'rendicontazione', 'progetti', 'utilizzo-piattaforma');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__faqs_v_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
  CREATE TYPE "public"."enum__faqs_v_blocks_stepper_layout" AS ENUM('default', 'exploded');
  CREATE TYPE "public"."enum__faqs_v_blocks_card_grid_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__faqs_v_blocks_card_grid_columns" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "public"."enum__faqs_v_blocks_card_grid_card_layout" AS ENUM('borderBottom', 'bordered', 'clean');
  CREATE TYPE "public"."enum__faqs_v_blocks_card_grid_card_type" AS ENUM('generic', 'attachment', 'resource', 'service', 'news', 'guideline', 'image');
  CREATE TYPE "public"."enum__faqs_v_blocks_announcements_grid_layout" AS ENUM('small', 'small_with_border_top', 'large_with_border_top', 'large');
  CREATE TYPE "public"."enum__faqs_v_blocks_dated_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__faqs_v_blocks_link_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__faqs_v_blocks_faq_list_source" AS ENUM('categoria', 'selezione');
  CREATE TYPE "public"."enum__faqs_v_blocks_faq_list_category" AS ENUM('classificazione-dati-e-servizi', 'fondo-innovazione', 'generali', 'misure-e-avvisi', 'piani-di-migrazione', 'rendicontazione', 'progetti', 'utilizzo-piattaforma');
  CREATE TYPE "public"."enum__faqs_v_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum__faqs_v_blocks_news_list_columns" AS ENUM('2', '3');
  CREATE TYPE "public"."enum__faqs_v_blocks_image_text_hero_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__faqs_v_blocks_split_banner_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__faqs_v_blocks_split_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__faqs_v_blocks_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__faqs_v_blocks_banner_colour" AS ENUM('primary', 'dark', 'light');
  CREATE TYPE "public"."enum__faqs_v_blocks_image_text_column_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__faqs_v_blocks_text_columns_columns" AS ENUM('1', '2');
  CREATE TYPE "public"."enum__faqs_v_blocks_image_grid_image_blocks_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__faqs_v_blocks_image_grid_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__faqs_v_blocks_benefits_items_icon" AS ENUM('user', 'pa', 'card', 'files', 'check-circle', 'clock');
  CREATE TYPE "public"."enum__faqs_v_blocks_sidebar_rich_text_variant" AS ENUM('plain', 'filtered');
  CREATE TYPE "public"."enum__faqs_v_blocks_measure_cards_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__faqs_v_blocks_measure_cards_cards_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__faqs_v_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__faqs_v_blocks_chart_kpi_background_color" AS ENUM('blu', 'blu-scuro', 'verde', 'viola', 'azzurro-chiaro', 'grigio');
  CREATE TYPE "public"."enum__faqs_v_blocks_chart_kpi_flow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum__faqs_v_version_category" AS ENUM('classificazione-dati-e-servizi', 'fondo-innovazione', 'generali', 'misure-e-avvisi', 'piani-di-migrazione', 'rendicontazione', 'progetti', 'utilizzo-piattaforma');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_news_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_news_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
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
  CREATE TYPE "public"."enum_news_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum_news_blocks_news_list_columns" AS ENUM('2', '3');
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
  CREATE TYPE "public"."enum_news_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_news_blocks_chart_kpi_background_color" AS ENUM('blu', 'blu-scuro', 'verde', 'viola', 'azzurro-chiaro', 'grigio');
  CREATE TYPE "public"."enum_news_blocks_chart_kpi_flow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__news_v_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
  CREATE TYPE "public"."enum__news_v_blocks_stepper_layout" AS ENUM('default', 'exploded');
  CREATE TYPE "public"."enum__news_v_blocks_card_grid_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__news_v_blocks_card_grid_columns" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "public"."enum__news_v_blocks_card_grid_card_layout" AS ENUM('borderBottom', 'bordered', 'clean');
  CREATE TYPE "public"."enum__news_v_blocks_card_grid_card_type" AS ENUM('generic', 'attachment', 'resource', 'service', 'news', 'guideline', 'image');
  CREATE TYPE "public"."enum__news_v_blocks_announcements_grid_layout" AS ENUM('small', 'small_with_border_top', 'large_with_border_top', 'large');
  CREATE TYPE "public"."enum__news_v_blocks_dated_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__news_v_blocks_link_list_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__news_v_blocks_faq_list_source" AS ENUM('categoria', 'selezione');
  CREATE TYPE "public"."enum__news_v_blocks_faq_list_category" AS ENUM('classificazione-dati-e-servizi', 'fondo-innovazione', 'generali', 'misure-e-avvisi', 'piani-di-migrazione', 'rendicontazione', 'progetti', 'utilizzo-piattaforma');
  CREATE TYPE "public"."enum__news_v_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum__news_v_blocks_news_list_columns" AS ENUM('2', '3');
  CREATE TYPE "public"."enum__news_v_blocks_image_text_hero_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__news_v_blocks_split_banner_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__news_v_blocks_split_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__news_v_blocks_banner_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__news_v_blocks_banner_colour" AS ENUM('primary', 'dark', 'light');
  CREATE TYPE "public"."enum__news_v_blocks_image_text_column_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__news_v_blocks_text_columns_columns" AS ENUM('1', '2');
  CREATE TYPE "public"."enum__news_v_blocks_image_grid_image_blocks_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__news_v_blocks_image_grid_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__news_v_blocks_benefits_items_icon" AS ENUM('user', 'pa', 'card', 'files', 'check-circle', 'clock');
  CREATE TYPE "public"."enum__news_v_blocks_sidebar_rich_text_variant" AS ENUM('plain', 'filtered');
  CREATE TYPE "public"."enum__news_v_blocks_measure_cards_cards_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__news_v_blocks_measure_cards_cards_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__news_v_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__news_v_blocks_chart_kpi_background_color" AS ENUM('blu', 'blu-scuro', 'verde', 'viola', 'azzurro-chiaro', 'grigio');
  CREATE TYPE "public"."enum__news_v_blocks_chart_kpi_flow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_resources_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_resources_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
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
  CREATE TYPE "public"."enum_resources_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum_resources_blocks_news_list_columns" AS ENUM('2', '3');
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
  CREATE TYPE "public"."enum_resources_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_resources_blocks_chart_kpi_background_color" AS ENUM('blu', 'blu-scuro', 'verde', 'viola', 'azzurro-chiaro', 'grigio');
  CREATE TYPE "public"."enum_resources_blocks_chart_kpi_flow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum_supportos_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_supportos_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
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
  CREATE TYPE "public"."enum_supportos_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum_supportos_blocks_news_list_columns" AS ENUM('2', '3');
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
  CREATE TYPE "public"."enum_supportos_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_supportos_blocks_chart_kpi_background_color" AS ENUM('blu', 'blu-scuro', 'verde', 'viola', 'azzurro-chiaro', 'grigio');
  CREATE TYPE "public"."enum_supportos_blocks_chart_kpi_flow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum_datis_files_format" AS ENUM('CSV', 'JSON', 'XLSX', 'ODS', 'XML', 'PDF', 'ZIP');
  CREATE TYPE "public"."enum_datis_blocks_hero_button_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_datis_blocks_alert_colore" AS ENUM('info', 'success', 'warning', 'danger');
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
  CREATE TYPE "public"."enum_datis_blocks_news_list_selection" AS ENUM('latest_3', 'latest_6', 'paginated');
  CREATE TYPE "public"."enum_datis_blocks_news_list_columns" AS ENUM('2', '3');
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
  CREATE TYPE "public"."enum_datis_blocks_beneficiary_content_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_datis_blocks_chart_kpi_background_color" AS ENUM('blu', 'blu-scuro', 'verde', 'viola', 'azzurro-chiaro', 'grigio');
  CREATE TYPE "public"."enum_datis_blocks_chart_kpi_flow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum_datis_licenza" AS ENUM('CC BY 4.0', 'CC BY-SA 4.0', 'CC0 1.0', 'IODL 2.0');
  CREATE TYPE "public"."enum_updates_cta_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_announcements_status" AS ENUM('PUBBLICATO', 'CHIUSO', 'SOSPESO');
  CREATE TYPE "public"."enum_newsletter_subscriptions_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_newsletter_subscriptions_rappresento" AS ENUM('pubblica-amministrazione', 'fornitore-it', 'altro');
  CREATE TYPE "public"."enum_newsletter_subscriptions_in_quanto" AS ENUM('dirigente-dell-amministrazione', 'dirigente-sistemi-it-dell-amministrazione', 'dipendente-dell-amministrazione', 'altro');
  CREATE TYPE "public"."enum_territory_requests_area" AS ENUM('nord-est', 'lombardia', 'nord-ovest', 'centro', 'sud-est', 'sud-ovest');
  CREATE TYPE "public"."enum_territory_requests_captcha" AS ENUM('verificato', 'non verificato');
  CREATE TYPE "public"."enum_territory_requests_notifica" AS ENUM('in attesa', 'inviata', 'non configurata', 'non riuscita');
  CREATE TYPE "public"."enum_support_requests_applicant" AS ENUM('Pubblica Amministrazione', 'Fornitore');
  CREATE TYPE "public"."enum_support_requests_subject" AS ENUM('Amministrazione', 'Implementazione e sviluppo progetto', 'Malfunzionamento piattaforma', 'Processo di adesione e monitoraggio', 'Altro');
  CREATE TYPE "public"."enum_support_requests_notice" AS ENUM('Nessuno', '1.1 Infrastrutture digitali (Altre PAC)', '1.2 Abilitazione e facilitazione migrazione al Cloud', '1.1 e 1.2 Multimisura (ASL/AO)', '1.3.1 ANNCSU', '1.3.1 PDND', '1.4.1 Esperienza dei servizi pubblici', '1.4.3 Adozione app IO', '1.4.3 Adozione pagoPA', '1.4.4 Adozione identità digitale', '1.4.4 Adozione ANPR ANSC', '1.4.5 Digitalizzazione degli avvisi pubblici', '2.2.3 Digitalizzazione delle procedure SUAP e SUE');
  CREATE TYPE "public"."enum_support_requests_captcha" AS ENUM('verificato', 'non verificato');
  CREATE TYPE "public"."enum_support_requests_inoltro" AS ENUM('in coda', 'inoltrata', 'errore', 'non configurato');
  CREATE TYPE "public"."enum_support_requests_notifica" AS ENUM('in attesa', 'inviata', 'non configurata', 'non riuscita');
  CREATE TYPE "public"."enum_exports_format" AS ENUM('csv', 'json');
  CREATE TYPE "public"."enum_exports_sort_order" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_exports_drafts" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_imports_import_mode" AS ENUM('create', 'update', 'upsert');
  CREATE TYPE "public"."enum_imports_status" AS ENUM('pending', 'completed', 'partial', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardSupportRequest', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardSupportRequest', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
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
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"colore" "enum_pages_blocks_alert_colore" DEFAULT 'info',
  	"testo" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
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
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
  	"block_name" varchar
  );
  
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
  	"title" varchar,
  	"url" varchar,
  	"transcription" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stepper_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"step_title" varchar,
  	"step_body" jsonb
  );
  
  CREATE TABLE "pages_blocks_stepper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_pages_blocks_stepper_layout" DEFAULT 'default',
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
  	"columns" "enum_pages_blocks_card_grid_columns" DEFAULT '3',
  	"card_layout" "enum_pages_blocks_card_grid_card_layout" DEFAULT 'bordered',
  	"card_type" "enum_pages_blocks_card_grid_card_type" DEFAULT 'generic',
  	"latest" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_announcements_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" "enum_pages_blocks_announcements_grid_layout" DEFAULT 'small',
  	"ente_promotore_id" integer,
  	"limit" numeric,
  	"all_announcements_url" varchar DEFAULT 'https://padigitale2026.gov.it/misure',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_dated_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"title" varchar,
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
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_link_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar,
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
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"source" "enum_pages_blocks_faq_list_source" DEFAULT 'categoria',
  	"category" "enum_pages_blocks_faq_list_category",
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_updates_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"show_last_items" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"selection" "enum_pages_blocks_news_list_selection" DEFAULT 'latest_3',
  	"columns" "enum_pages_blocks_news_list_columns" DEFAULT '3',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_text_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
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
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_split_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"image_position" "enum_pages_blocks_split_banner_image_position" DEFAULT 'left',
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
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_pages_blocks_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"colour" "enum_pages_blocks_banner_colour" DEFAULT 'primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_text_column" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"text" jsonb,
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
  	"columns" "enum_pages_blocks_text_columns_columns" DEFAULT '1',
  	"content" jsonb,
  	"second_column" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_grid_image_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
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
  	"columns" "enum_pages_blocks_image_grid_columns" DEFAULT '3',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_benefits_items_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date_label" varchar,
  	"title" varchar,
  	"text" varchar,
  	"is_current" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sidebar_rich_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "pages_blocks_sidebar_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_pages_blocks_sidebar_rich_text_variant" DEFAULT 'plain',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_measure_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"misura_id" integer,
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
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum_meas_acc_items_resources_link_target" DEFAULT '_self',
  	"link_icon" varchar
  );
  
  CREATE TABLE "meas_acc_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_misura_id" integer
  );
  
  CREATE TABLE "meas_acc" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_beneficiary_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
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
  	"title" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca tra le domande frequenti',
  	"label" varchar DEFAULT 'Scrivi la tua domanda',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_chart_kpi" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" numeric,
  	"background_color" "enum_pages_blocks_chart_kpi_background_color" DEFAULT 'blu',
  	"value_prefix" varchar,
  	"value_suffix" varchar,
  	"show_flow" boolean DEFAULT false,
  	"flow_value" numeric,
  	"flow_direction" "enum_pages_blocks_chart_kpi_flow_direction" DEFAULT 'up',
  	"flow_detail" varchar,
  	"footer_text" varchar
  );
  
  CREATE TABLE "pages_blocks_chart" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"summary" varchar,
  	"chart_data_config" jsonb,
  	"chart_data_data" jsonb,
  	"info" varchar,
  	"text_bottom" varchar,
  	"download_data" boolean DEFAULT true,
  	"download_image" boolean DEFAULT true,
  	"show_share" boolean DEFAULT true,
  	"bg_transparent" boolean DEFAULT false,
  	"title_big" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_chart_selector" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"label" varchar DEFAULT 'Progetti',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_chart_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_chart_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Iscriviti alla newsletter',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_territory_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Contatta il referente del tuo territorio',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_support_request_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" varchar DEFAULT 'PA digitale 2026',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"category" varchar,
  	"misura_id" integer,
  	"custom_update_date" timestamp(3) with time zone,
  	"nascondi_valutazione" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_rels" (
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
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__pages_v_blocks_hero_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"image_id" integer,
  	"update_date" timestamp(3) with time zone,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"colore" "enum__pages_v_blocks_alert_colore" DEFAULT 'info',
  	"testo" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_page_header" (
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
  
  CREATE TABLE "_pages_v_blocks_video_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"transcription" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stepper_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"step_title" varchar,
  	"step_body" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stepper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__pages_v_blocks_stepper_layout" DEFAULT 'default',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__pages_v_blocks_card_grid_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"file_url" varchar,
  	"file_format" varchar,
  	"file_size" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__pages_v_blocks_card_grid_columns" DEFAULT '3',
  	"card_layout" "enum__pages_v_blocks_card_grid_card_layout" DEFAULT 'bordered',
  	"card_type" "enum__pages_v_blocks_card_grid_card_type" DEFAULT 'generic',
  	"latest" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_announcements_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" "enum__pages_v_blocks_announcements_grid_layout" DEFAULT 'small',
  	"ente_promotore_id" integer,
  	"limit" numeric,
  	"all_announcements_url" varchar DEFAULT 'https://padigitale2026.gov.it/misure',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_dated_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"title" varchar,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__pages_v_blocks_dated_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_dated_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_link_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__pages_v_blocks_link_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"category" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_link_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"source" "enum__pages_v_blocks_faq_list_source" DEFAULT 'categoria',
  	"category" "enum__pages_v_blocks_faq_list_category",
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_updates_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"show_last_items" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"selection" "enum__pages_v_blocks_news_list_selection" DEFAULT 'latest_3',
  	"columns" "enum__pages_v_blocks_news_list_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_text_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"cms_page_id" integer,
  	"href" varchar,
  	"target" "enum__pages_v_blocks_image_text_hero_links_target" DEFAULT '_self',
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_text_hero" (
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
  
  CREATE TABLE "_pages_v_blocks_split_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"image_position" "enum__pages_v_blocks_split_banner_image_position" DEFAULT 'left',
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__pages_v_blocks_split_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__pages_v_blocks_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"colour" "enum__pages_v_blocks_banner_colour" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_text_column" (
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
  	"link_target" "enum__pages_v_blocks_image_text_column_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__pages_v_blocks_text_columns_columns" DEFAULT '1',
  	"content" jsonb,
  	"second_column" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_grid_image_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__pages_v_blocks_image_grid_image_blocks_link_target" DEFAULT '_self',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__pages_v_blocks_image_grid_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_benefits_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date_label" varchar,
  	"title" varchar,
  	"text" varchar,
  	"is_current" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sidebar_rich_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sidebar_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__pages_v_blocks_sidebar_rich_text_variant" DEFAULT 'plain',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_measure_cards_cards" (
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
  	"link_target" "enum__pages_v_blocks_measure_cards_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__pages_v_blocks_measure_cards_cards_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_measure_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_meas_acc_v_items_resources" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__meas_acc_v_items_resources_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_meas_acc_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_misura_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_meas_acc_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_beneficiary_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__pages_v_blocks_beneficiary_content_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_beneficiary_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca tra le domande frequenti',
  	"label" varchar DEFAULT 'Scrivi la tua domanda',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_chart_kpi" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" numeric,
  	"background_color" "enum__pages_v_blocks_chart_kpi_background_color" DEFAULT 'blu',
  	"value_prefix" varchar,
  	"value_suffix" varchar,
  	"show_flow" boolean DEFAULT false,
  	"flow_value" numeric,
  	"flow_direction" "enum__pages_v_blocks_chart_kpi_flow_direction" DEFAULT 'up',
  	"flow_detail" varchar,
  	"footer_text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_chart" (
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
  
  CREATE TABLE "_pages_v_blocks_chart_selector" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"label" varchar DEFAULT 'Progetti',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_chart_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_chart_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Iscriviti alla newsletter',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_territory_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Contatta il referente del tuo territorio',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_support_request_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" varchar DEFAULT 'PA digitale 2026',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category" varchar,
  	"version_misura_id" integer,
  	"version_custom_update_date" timestamp(3) with time zone,
  	"version_nascondi_valutazione" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_rels" (
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
  
  CREATE TABLE "faqs_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
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
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"colore" "enum_faqs_blocks_alert_colore" DEFAULT 'info',
  	"testo" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
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
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
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
  	"title" varchar,
  	"url" varchar,
  	"transcription" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_stepper_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"step_title" varchar,
  	"step_body" jsonb
  );
  
  CREATE TABLE "faqs_blocks_stepper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_faqs_blocks_stepper_layout" DEFAULT 'default',
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
  	"columns" "enum_faqs_blocks_card_grid_columns" DEFAULT '3',
  	"card_layout" "enum_faqs_blocks_card_grid_card_layout" DEFAULT 'bordered',
  	"card_type" "enum_faqs_blocks_card_grid_card_type" DEFAULT 'generic',
  	"latest" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_announcements_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" "enum_faqs_blocks_announcements_grid_layout" DEFAULT 'small',
  	"ente_promotore_id" integer,
  	"limit" numeric,
  	"all_announcements_url" varchar DEFAULT 'https://padigitale2026.gov.it/misure',
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_dated_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"title" varchar,
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
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_link_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar,
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
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"source" "enum_faqs_blocks_faq_list_source" DEFAULT 'categoria',
  	"category" "enum_faqs_blocks_faq_list_category",
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_updates_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"show_last_items" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"selection" "enum_faqs_blocks_news_list_selection" DEFAULT 'latest_3',
  	"columns" "enum_faqs_blocks_news_list_columns" DEFAULT '3',
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_image_text_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
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
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_split_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"image_position" "enum_faqs_blocks_split_banner_image_position" DEFAULT 'left',
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
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_faqs_blocks_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"colour" "enum_faqs_blocks_banner_colour" DEFAULT 'primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_image_text_column" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"text" jsonb,
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
  	"columns" "enum_faqs_blocks_text_columns_columns" DEFAULT '1',
  	"content" jsonb,
  	"second_column" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_image_grid_image_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
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
  	"columns" "enum_faqs_blocks_image_grid_columns" DEFAULT '3',
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_faqs_blocks_benefits_items_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "faqs_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date_label" varchar,
  	"title" varchar,
  	"text" varchar,
  	"is_current" boolean DEFAULT false
  );
  
  CREATE TABLE "faqs_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_sidebar_rich_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "faqs_blocks_sidebar_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_faqs_blocks_sidebar_rich_text_variant" DEFAULT 'plain',
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_measure_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"misura_id" integer,
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
  
  CREATE TABLE "faqs_blocks_beneficiary_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
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
  	"title" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_faq_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca tra le domande frequenti',
  	"label" varchar DEFAULT 'Scrivi la tua domanda',
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_chart_kpi" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" numeric,
  	"background_color" "enum_faqs_blocks_chart_kpi_background_color" DEFAULT 'blu',
  	"value_prefix" varchar,
  	"value_suffix" varchar,
  	"show_flow" boolean DEFAULT false,
  	"flow_value" numeric,
  	"flow_direction" "enum_faqs_blocks_chart_kpi_flow_direction" DEFAULT 'up',
  	"flow_detail" varchar,
  	"footer_text" varchar
  );
  
  CREATE TABLE "faqs_blocks_chart" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"summary" varchar,
  	"chart_data_config" jsonb,
  	"chart_data_data" jsonb,
  	"info" varchar,
  	"text_bottom" varchar,
  	"download_data" boolean DEFAULT true,
  	"download_image" boolean DEFAULT true,
  	"show_share" boolean DEFAULT true,
  	"bg_transparent" boolean DEFAULT false,
  	"title_big" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_chart_selector" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"label" varchar DEFAULT 'Progetti',
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_chart_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "faqs_blocks_chart_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Iscriviti alla newsletter',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_territory_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Contatta il referente del tuo territorio',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs_blocks_support_request_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" varchar DEFAULT 'PA digitale 2026',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"category" "enum_faqs_category",
  	"misura_id" integer,
  	"custom_update_date" timestamp(3) with time zone,
  	"nascondi_valutazione" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faqs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "faqs_rels" (
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
  
  CREATE TABLE "_faqs_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__faqs_v_blocks_hero_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"image_id" integer,
  	"update_date" timestamp(3) with time zone,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"colore" "enum__faqs_v_blocks_alert_colore" DEFAULT 'info',
  	"testo" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_page_header" (
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
  
  CREATE TABLE "_faqs_v_blocks_video_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"transcription" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_stepper_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"step_title" varchar,
  	"step_body" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_stepper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__faqs_v_blocks_stepper_layout" DEFAULT 'default',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__faqs_v_blocks_card_grid_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"file_url" varchar,
  	"file_format" varchar,
  	"file_size" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__faqs_v_blocks_card_grid_columns" DEFAULT '3',
  	"card_layout" "enum__faqs_v_blocks_card_grid_card_layout" DEFAULT 'bordered',
  	"card_type" "enum__faqs_v_blocks_card_grid_card_type" DEFAULT 'generic',
  	"latest" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_announcements_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" "enum__faqs_v_blocks_announcements_grid_layout" DEFAULT 'small',
  	"ente_promotore_id" integer,
  	"limit" numeric,
  	"all_announcements_url" varchar DEFAULT 'https://padigitale2026.gov.it/misure',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_dated_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"title" varchar,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__faqs_v_blocks_dated_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_dated_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_link_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__faqs_v_blocks_link_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"category" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_link_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"source" "enum__faqs_v_blocks_faq_list_source" DEFAULT 'categoria',
  	"category" "enum__faqs_v_blocks_faq_list_category",
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_updates_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"show_last_items" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"selection" "enum__faqs_v_blocks_news_list_selection" DEFAULT 'latest_3',
  	"columns" "enum__faqs_v_blocks_news_list_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_image_text_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"cms_page_id" integer,
  	"href" varchar,
  	"target" "enum__faqs_v_blocks_image_text_hero_links_target" DEFAULT '_self',
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_image_text_hero" (
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
  
  CREATE TABLE "_faqs_v_blocks_split_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"image_position" "enum__faqs_v_blocks_split_banner_image_position" DEFAULT 'left',
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__faqs_v_blocks_split_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__faqs_v_blocks_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"colour" "enum__faqs_v_blocks_banner_colour" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_image_text_column" (
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
  	"link_target" "enum__faqs_v_blocks_image_text_column_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__faqs_v_blocks_text_columns_columns" DEFAULT '1',
  	"content" jsonb,
  	"second_column" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_image_grid_image_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__faqs_v_blocks_image_grid_image_blocks_link_target" DEFAULT '_self',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_image_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__faqs_v_blocks_image_grid_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__faqs_v_blocks_benefits_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date_label" varchar,
  	"title" varchar,
  	"text" varchar,
  	"is_current" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_sidebar_rich_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_sidebar_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__faqs_v_blocks_sidebar_rich_text_variant" DEFAULT 'plain',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_measure_cards_cards" (
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
  	"link_target" "enum__faqs_v_blocks_measure_cards_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__faqs_v_blocks_measure_cards_cards_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_measure_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_beneficiary_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__faqs_v_blocks_beneficiary_content_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_beneficiary_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_faq_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca tra le domande frequenti',
  	"label" varchar DEFAULT 'Scrivi la tua domanda',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_chart_kpi" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" numeric,
  	"background_color" "enum__faqs_v_blocks_chart_kpi_background_color" DEFAULT 'blu',
  	"value_prefix" varchar,
  	"value_suffix" varchar,
  	"show_flow" boolean DEFAULT false,
  	"flow_value" numeric,
  	"flow_direction" "enum__faqs_v_blocks_chart_kpi_flow_direction" DEFAULT 'up',
  	"flow_detail" varchar,
  	"footer_text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_chart" (
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
  
  CREATE TABLE "_faqs_v_blocks_chart_selector" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"label" varchar DEFAULT 'Progetti',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_chart_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_chart_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Iscriviti alla newsletter',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_territory_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Contatta il referente del tuo territorio',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v_blocks_support_request_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" varchar DEFAULT 'PA digitale 2026',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category" "enum__faqs_v_version_category",
  	"version_misura_id" integer,
  	"version_custom_update_date" timestamp(3) with time zone,
  	"version_nascondi_valutazione" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_faqs_v_rels" (
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
  
  CREATE TABLE "news_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
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
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"colore" "enum_news_blocks_alert_colore" DEFAULT 'info',
  	"testo" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
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
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
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
  	"title" varchar,
  	"url" varchar,
  	"transcription" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_stepper_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"step_title" varchar,
  	"step_body" jsonb
  );
  
  CREATE TABLE "news_blocks_stepper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_news_blocks_stepper_layout" DEFAULT 'default',
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
  	"columns" "enum_news_blocks_card_grid_columns" DEFAULT '3',
  	"card_layout" "enum_news_blocks_card_grid_card_layout" DEFAULT 'bordered',
  	"card_type" "enum_news_blocks_card_grid_card_type" DEFAULT 'generic',
  	"latest" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_announcements_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" "enum_news_blocks_announcements_grid_layout" DEFAULT 'small',
  	"ente_promotore_id" integer,
  	"limit" numeric,
  	"all_announcements_url" varchar DEFAULT 'https://padigitale2026.gov.it/misure',
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_dated_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"title" varchar,
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
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_link_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text" varchar,
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
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"source" "enum_news_blocks_faq_list_source" DEFAULT 'categoria',
  	"category" "enum_news_blocks_faq_list_category",
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_updates_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"show_last_items" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"selection" "enum_news_blocks_news_list_selection" DEFAULT 'latest_3',
  	"columns" "enum_news_blocks_news_list_columns" DEFAULT '3',
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_image_text_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
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
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_split_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"image_position" "enum_news_blocks_split_banner_image_position" DEFAULT 'left',
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
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum_news_blocks_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"colour" "enum_news_blocks_banner_colour" DEFAULT 'primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_image_text_column" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"text" jsonb,
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
  	"columns" "enum_news_blocks_text_columns_columns" DEFAULT '1',
  	"content" jsonb,
  	"second_column" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_image_grid_image_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
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
  	"columns" "enum_news_blocks_image_grid_columns" DEFAULT '3',
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_news_blocks_benefits_items_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "news_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date_label" varchar,
  	"title" varchar,
  	"text" varchar,
  	"is_current" boolean DEFAULT false
  );
  
  CREATE TABLE "news_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_sidebar_rich_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "news_blocks_sidebar_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_news_blocks_sidebar_rich_text_variant" DEFAULT 'plain',
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_measure_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"misura_id" integer,
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
  
  CREATE TABLE "news_blocks_beneficiary_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
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
  	"title" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_faq_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca tra le domande frequenti',
  	"label" varchar DEFAULT 'Scrivi la tua domanda',
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_chart_kpi" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" numeric,
  	"background_color" "enum_news_blocks_chart_kpi_background_color" DEFAULT 'blu',
  	"value_prefix" varchar,
  	"value_suffix" varchar,
  	"show_flow" boolean DEFAULT false,
  	"flow_value" numeric,
  	"flow_direction" "enum_news_blocks_chart_kpi_flow_direction" DEFAULT 'up',
  	"flow_detail" varchar,
  	"footer_text" varchar
  );
  
  CREATE TABLE "news_blocks_chart" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"summary" varchar,
  	"chart_data_config" jsonb,
  	"chart_data_data" jsonb,
  	"info" varchar,
  	"text_bottom" varchar,
  	"download_data" boolean DEFAULT true,
  	"download_image" boolean DEFAULT true,
  	"show_share" boolean DEFAULT true,
  	"bg_transparent" boolean DEFAULT false,
  	"title_big" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_chart_selector" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"label" varchar DEFAULT 'Progetti',
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_chart_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "news_blocks_chart_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Iscriviti alla newsletter',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_territory_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Contatta il referente del tuo territorio',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_blocks_support_request_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" varchar DEFAULT 'PA digitale 2026',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"summary" varchar,
  	"category" varchar,
  	"custom_update_date" timestamp(3) with time zone,
  	"external_link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
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
  
  CREATE TABLE "_news_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__news_v_blocks_hero_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"image_id" integer,
  	"update_date" timestamp(3) with time zone,
  	"show_breadcrumbs" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"colore" "enum__news_v_blocks_alert_colore" DEFAULT 'info',
  	"testo" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_page_header" (
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
  
  CREATE TABLE "_news_v_blocks_video_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"transcription" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_stepper_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"step_title" varchar,
  	"step_body" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_blocks_stepper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__news_v_blocks_stepper_layout" DEFAULT 'default',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__news_v_blocks_card_grid_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"file_url" varchar,
  	"file_format" varchar,
  	"file_size" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__news_v_blocks_card_grid_columns" DEFAULT '3',
  	"card_layout" "enum__news_v_blocks_card_grid_card_layout" DEFAULT 'bordered',
  	"card_type" "enum__news_v_blocks_card_grid_card_type" DEFAULT 'generic',
  	"latest" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_announcements_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" "enum__news_v_blocks_announcements_grid_layout" DEFAULT 'small',
  	"ente_promotore_id" integer,
  	"limit" numeric,
  	"all_announcements_url" varchar DEFAULT 'https://padigitale2026.gov.it/misure',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_dated_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"title" varchar,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__news_v_blocks_dated_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_blocks_dated_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_link_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__news_v_blocks_link_list_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"category" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_blocks_link_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"source" "enum__news_v_blocks_faq_list_source" DEFAULT 'categoria',
  	"category" "enum__news_v_blocks_faq_list_category",
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_updates_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"show_last_items" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"selection" "enum__news_v_blocks_news_list_selection" DEFAULT 'latest_3',
  	"columns" "enum__news_v_blocks_news_list_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_image_text_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"cms_page_id" integer,
  	"href" varchar,
  	"target" "enum__news_v_blocks_image_text_hero_links_target" DEFAULT '_self',
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_blocks_image_text_hero" (
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
  
  CREATE TABLE "_news_v_blocks_split_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"image_position" "enum__news_v_blocks_split_banner_image_position" DEFAULT 'left',
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__news_v_blocks_split_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__news_v_blocks_banner_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"colour" "enum__news_v_blocks_banner_colour" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_image_text_column" (
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
  	"link_target" "enum__news_v_blocks_image_text_column_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__news_v_blocks_text_columns_columns" DEFAULT '1',
  	"content" jsonb,
  	"second_column" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_image_grid_image_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"didascalia" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__news_v_blocks_image_grid_image_blocks_link_target" DEFAULT '_self',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_blocks_image_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__news_v_blocks_image_grid_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__news_v_blocks_benefits_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date_label" varchar,
  	"title" varchar,
  	"text" varchar,
  	"is_current" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_sidebar_rich_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_blocks_sidebar_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__news_v_blocks_sidebar_rich_text_variant" DEFAULT 'plain',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_measure_cards_cards" (
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
  	"link_target" "enum__news_v_blocks_measure_cards_cards_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"button_text" varchar,
  	"button_cms_page_id" integer,
  	"button_href" varchar,
  	"button_target" "enum__news_v_blocks_measure_cards_cards_button_target" DEFAULT '_self',
  	"button_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_blocks_measure_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_beneficiary_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"link_text" varchar,
  	"link_cms_page_id" integer,
  	"link_href" varchar,
  	"link_target" "enum__news_v_blocks_beneficiary_content_items_link_target" DEFAULT '_self',
  	"link_icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_blocks_beneficiary_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_faq_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca tra le domande frequenti',
  	"label" varchar DEFAULT 'Scrivi la tua domanda',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_chart_kpi" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" numeric,
  	"background_color" "enum__news_v_blocks_chart_kpi_background_color" DEFAULT 'blu',
  	"value_prefix" varchar,
  	"value_suffix" varchar,
  	"show_flow" boolean DEFAULT false,
  	"flow_value" numeric,
  	"flow_direction" "enum__news_v_blocks_chart_kpi_flow_direction" DEFAULT 'up',
  	"flow_detail" varchar,
  	"footer_text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_blocks_chart" (
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
  
  CREATE TABLE "_news_v_blocks_chart_selector" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"label" varchar DEFAULT 'Progetti',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_chart_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_blocks_chart_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Iscriviti alla newsletter',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_territory_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Contatta il referente del tuo territorio',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v_blocks_support_request_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" varchar DEFAULT 'PA digitale 2026',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_category" varchar,
  	"version_custom_update_date" timestamp(3) with time zone,
  	"version_external_link" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v_rels" (
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
  
  CREATE TABLE "resources_blocks_faq_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca tra le domande frequenti' NOT NULL,
  	"label" varchar DEFAULT 'Scrivi la tua domanda' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_chart_kpi" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" numeric NOT NULL,
  	"background_color" "enum_resources_blocks_chart_kpi_background_color" DEFAULT 'blu' NOT NULL,
  	"value_prefix" varchar,
  	"value_suffix" varchar,
  	"show_flow" boolean DEFAULT false,
  	"flow_value" numeric,
  	"flow_direction" "enum_resources_blocks_chart_kpi_flow_direction" DEFAULT 'up',
  	"flow_detail" varchar,
  	"footer_text" varchar
  );
  
  CREATE TABLE "resources_blocks_chart" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"summary" varchar,
  	"chart_data_config" jsonb NOT NULL,
  	"chart_data_data" jsonb NOT NULL,
  	"info" varchar,
  	"text_bottom" varchar,
  	"download_data" boolean DEFAULT true,
  	"download_image" boolean DEFAULT true,
  	"show_share" boolean DEFAULT true,
  	"bg_transparent" boolean DEFAULT false,
  	"title_big" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_chart_selector" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"label" varchar DEFAULT 'Progetti' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_chart_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "resources_blocks_chart_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Iscriviti alla newsletter',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_territory_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Contatta il referente del tuo territorio' NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "resources_blocks_support_request_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" varchar DEFAULT 'PA digitale 2026' NOT NULL,
  	"intro" varchar,
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
  	"ente_beneficiarios_id" integer,
  	"news_id" integer,
  	"resources_id" integer,
  	"guidelines_id" integer,
  	"faqs_id" integer
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
  
  CREATE TABLE "supportos_blocks_faq_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca tra le domande frequenti' NOT NULL,
  	"label" varchar DEFAULT 'Scrivi la tua domanda' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_chart_kpi" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" numeric NOT NULL,
  	"background_color" "enum_supportos_blocks_chart_kpi_background_color" DEFAULT 'blu' NOT NULL,
  	"value_prefix" varchar,
  	"value_suffix" varchar,
  	"show_flow" boolean DEFAULT false,
  	"flow_value" numeric,
  	"flow_direction" "enum_supportos_blocks_chart_kpi_flow_direction" DEFAULT 'up',
  	"flow_detail" varchar,
  	"footer_text" varchar
  );
  
  CREATE TABLE "supportos_blocks_chart" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"summary" varchar,
  	"chart_data_config" jsonb NOT NULL,
  	"chart_data_data" jsonb NOT NULL,
  	"info" varchar,
  	"text_bottom" varchar,
  	"download_data" boolean DEFAULT true,
  	"download_image" boolean DEFAULT true,
  	"show_share" boolean DEFAULT true,
  	"bg_transparent" boolean DEFAULT false,
  	"title_big" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_chart_selector" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"label" varchar DEFAULT 'Progetti' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_chart_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "supportos_blocks_chart_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Iscriviti alla newsletter',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_territory_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Contatta il referente del tuo territorio' NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "supportos_blocks_support_request_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" varchar DEFAULT 'PA digitale 2026' NOT NULL,
  	"intro" varchar,
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
  
  CREATE TABLE "datis_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"format" "enum_datis_files_format" NOT NULL,
  	"size" numeric
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
  
  CREATE TABLE "datis_blocks_faq_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Cerca tra le domande frequenti' NOT NULL,
  	"label" varchar DEFAULT 'Scrivi la tua domanda' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_chart_kpi" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" numeric NOT NULL,
  	"background_color" "enum_datis_blocks_chart_kpi_background_color" DEFAULT 'blu' NOT NULL,
  	"value_prefix" varchar,
  	"value_suffix" varchar,
  	"show_flow" boolean DEFAULT false,
  	"flow_value" numeric,
  	"flow_direction" "enum_datis_blocks_chart_kpi_flow_direction" DEFAULT 'up',
  	"flow_detail" varchar,
  	"footer_text" varchar
  );
  
  CREATE TABLE "datis_blocks_chart" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"summary" varchar,
  	"chart_data_config" jsonb NOT NULL,
  	"chart_data_data" jsonb NOT NULL,
  	"info" varchar,
  	"text_bottom" varchar,
  	"download_data" boolean DEFAULT true,
  	"download_image" boolean DEFAULT true,
  	"show_share" boolean DEFAULT true,
  	"bg_transparent" boolean DEFAULT false,
  	"title_big" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_chart_selector" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"label" varchar DEFAULT 'Progetti' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_chart_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "datis_blocks_chart_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Iscriviti alla newsletter',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_territory_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Contatta il referente del tuo territorio' NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis_blocks_support_request_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" varchar DEFAULT 'PA digitale 2026' NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "datis" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"summary" varchar,
  	"description" jsonb,
  	"licenza" "enum_datis_licenza" DEFAULT 'CC BY 4.0' NOT NULL,
  	"custom_update_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  	"prefix" varchar DEFAULT 'media',
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
  
  CREATE TABLE "legacy_redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"legacy_id" varchar NOT NULL,
  	"target" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_newsletter_subscriptions_status" DEFAULT 'pending' NOT NULL,
  	"rappresento" "enum_newsletter_subscriptions_rappresento" NOT NULL,
  	"tipo_ente" varchar,
  	"nome_struttura" varchar NOT NULL,
  	"in_quanto" "enum_newsletter_subscriptions_in_quanto",
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"confirmation_sent_at" timestamp(3) with time zone,
  	"send_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feedbacks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"utile" boolean DEFAULT false NOT NULL,
  	"commento" varchar,
  	"link" varchar NOT NULL,
  	"percorso" varchar,
  	"token_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  
  CREATE TABLE "territory_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"area" "enum_territory_requests_area" NOT NULL,
  	"description" varchar NOT NULL,
  	"captcha" "enum_territory_requests_captcha" NOT NULL,
  	"notifica" "enum_territory_requests_notifica" DEFAULT 'in attesa',
  	"notifica_errore" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "support_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"applicant" "enum_support_requests_applicant" NOT NULL,
  	"address" varchar NOT NULL,
  	"phone" varchar,
  	"subject" "enum_support_requests_subject" NOT NULL,
  	"object" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"notice" "enum_support_requests_notice" NOT NULL,
  	"captcha" "enum_support_requests_captcha" NOT NULL,
  	"captcha_response" varchar,
  	"inoltro" "enum_support_requests_inoltro" DEFAULT 'in coda' NOT NULL,
  	"tentativi" numeric DEFAULT 0,
  	"ultimo_errore" varchar,
  	"inoltrata_il" timestamp(3) with time zone,
  	"notifica" "enum_support_requests_notifica" DEFAULT 'in attesa',
  	"notifica_errore" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "once_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"format" "enum_exports_format" DEFAULT 'csv' NOT NULL,
  	"limit" numeric,
  	"page" numeric DEFAULT 1,
  	"sort" varchar,
  	"sort_order" "enum_exports_sort_order",
  	"drafts" "enum_exports_drafts" DEFAULT 'yes',
  	"collection_slug" varchar DEFAULT 'newsletterSubscriptions' NOT NULL,
  	"where" jsonb DEFAULT '{}'::jsonb,
  	"prefix" varchar DEFAULT 'exports',
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
  
  CREATE TABLE "exports_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection_slug" varchar NOT NULL,
  	"import_mode" "enum_imports_import_mode",
  	"match_field" varchar DEFAULT 'id',
  	"status" "enum_imports_status" DEFAULT 'pending',
  	"summary_imported" numeric,
  	"summary_updated" numeric,
  	"summary_total" numeric,
  	"summary_issues" numeric,
  	"summary_issue_details" jsonb,
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
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  	"legacy_redirects_id" integer,
  	"newsletter_subscriptions_id" integer,
  	"feedbacks_id" integer,
  	"users_id" integer,
  	"territory_requests_id" integer,
  	"support_requests_id" integer,
  	"once_keys_id" integer
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
  
  CREATE TABLE "search_suggestions_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"keyword" varchar NOT NULL
  );
  
  CREATE TABLE "search_suggestions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Ricerche frequenti' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "search_state" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
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
  ALTER TABLE "pages_blocks_news_list" ADD CONSTRAINT "pages_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "pages_blocks_beneficiary_content_items" ADD CONSTRAINT "pages_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_beneficiary_content_items" ADD CONSTRAINT "pages_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_beneficiary_content" ADD CONSTRAINT "pages_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_search" ADD CONSTRAINT "pages_blocks_faq_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_chart_kpi" ADD CONSTRAINT "pages_blocks_chart_kpi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_chart"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_chart" ADD CONSTRAINT "pages_blocks_chart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_chart_selector" ADD CONSTRAINT "pages_blocks_chart_selector_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_chart_tabs_tabs" ADD CONSTRAINT "pages_blocks_chart_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_chart_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_chart_tabs" ADD CONSTRAINT "pages_blocks_chart_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter_form" ADD CONSTRAINT "pages_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_territory_form" ADD CONSTRAINT "pages_blocks_territory_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_support_request_form" ADD CONSTRAINT "pages_blocks_support_request_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_alert" ADD CONSTRAINT "_pages_v_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_columns" ADD CONSTRAINT "_pages_v_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_rows_cells" ADD CONSTRAINT "_pages_v_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_rows" ADD CONSTRAINT "_pages_v_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table" ADD CONSTRAINT "_pages_v_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_image" ADD CONSTRAINT "_pages_v_blocks_single_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_image" ADD CONSTRAINT "_pages_v_blocks_single_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_page_header" ADD CONSTRAINT "_pages_v_blocks_page_header_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_page_header" ADD CONSTRAINT "_pages_v_blocks_page_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_player" ADD CONSTRAINT "_pages_v_blocks_video_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stepper_steps" ADD CONSTRAINT "_pages_v_blocks_stepper_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stepper"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stepper" ADD CONSTRAINT "_pages_v_blocks_stepper_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD CONSTRAINT "_pages_v_blocks_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD CONSTRAINT "_pages_v_blocks_card_grid_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD CONSTRAINT "_pages_v_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid" ADD CONSTRAINT "_pages_v_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_announcements_grid" ADD CONSTRAINT "_pages_v_blocks_announcements_grid_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_announcements_grid" ADD CONSTRAINT "_pages_v_blocks_announcements_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dated_list_items" ADD CONSTRAINT "_pages_v_blocks_dated_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dated_list_items" ADD CONSTRAINT "_pages_v_blocks_dated_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_dated_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dated_list" ADD CONSTRAINT "_pages_v_blocks_dated_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_link_list_items" ADD CONSTRAINT "_pages_v_blocks_link_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_link_list_items" ADD CONSTRAINT "_pages_v_blocks_link_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_link_list" ADD CONSTRAINT "_pages_v_blocks_link_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_list" ADD CONSTRAINT "_pages_v_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_updates_list" ADD CONSTRAINT "_pages_v_blocks_updates_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news_list" ADD CONSTRAINT "_pages_v_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_text_hero_links" ADD CONSTRAINT "_pages_v_blocks_image_text_hero_links_cms_page_id_pages_id_fk" FOREIGN KEY ("cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_text_hero_links" ADD CONSTRAINT "_pages_v_blocks_image_text_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_text_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_text_hero" ADD CONSTRAINT "_pages_v_blocks_image_text_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_text_hero" ADD CONSTRAINT "_pages_v_blocks_image_text_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_split_banner" ADD CONSTRAINT "_pages_v_blocks_split_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_split_banner" ADD CONSTRAINT "_pages_v_blocks_split_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_split_banner" ADD CONSTRAINT "_pages_v_blocks_split_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner" ADD CONSTRAINT "_pages_v_blocks_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner" ADD CONSTRAINT "_pages_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_text_column" ADD CONSTRAINT "_pages_v_blocks_image_text_column_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_text_column" ADD CONSTRAINT "_pages_v_blocks_image_text_column_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_text_column" ADD CONSTRAINT "_pages_v_blocks_image_text_column_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_columns" ADD CONSTRAINT "_pages_v_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_pages_v_blocks_image_grid_image_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_pages_v_blocks_image_grid_image_blocks_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_pages_v_blocks_image_grid_image_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_grid" ADD CONSTRAINT "_pages_v_blocks_image_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_benefits_items" ADD CONSTRAINT "_pages_v_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_benefits" ADD CONSTRAINT "_pages_v_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline_items" ADD CONSTRAINT "_pages_v_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline" ADD CONSTRAINT "_pages_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sidebar_rich_text_sections" ADD CONSTRAINT "_pages_v_blocks_sidebar_rich_text_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sidebar_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sidebar_rich_text" ADD CONSTRAINT "_pages_v_blocks_sidebar_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_measure_cards_cards" ADD CONSTRAINT "_pages_v_blocks_measure_cards_cards_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_measure_cards_cards" ADD CONSTRAINT "_pages_v_blocks_measure_cards_cards_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_measure_cards_cards" ADD CONSTRAINT "_pages_v_blocks_measure_cards_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_measure_cards_cards" ADD CONSTRAINT "_pages_v_blocks_measure_cards_cards_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_measure_cards_cards" ADD CONSTRAINT "_pages_v_blocks_measure_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_measure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_measure_cards" ADD CONSTRAINT "_pages_v_blocks_measure_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_meas_acc_v_items_resources" ADD CONSTRAINT "_meas_acc_v_items_resources_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_meas_acc_v_items_resources" ADD CONSTRAINT "_meas_acc_v_items_resources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_meas_acc_v_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_meas_acc_v_items" ADD CONSTRAINT "_meas_acc_v_items_title_misura_id_misuras_id_fk" FOREIGN KEY ("title_misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_meas_acc_v_items" ADD CONSTRAINT "_meas_acc_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_meas_acc_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_meas_acc_v" ADD CONSTRAINT "_meas_acc_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_beneficiary_content_items" ADD CONSTRAINT "_pages_v_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_beneficiary_content_items" ADD CONSTRAINT "_pages_v_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_beneficiary_content" ADD CONSTRAINT "_pages_v_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_search" ADD CONSTRAINT "_pages_v_blocks_faq_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_chart_kpi" ADD CONSTRAINT "_pages_v_blocks_chart_kpi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_chart"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_chart" ADD CONSTRAINT "_pages_v_blocks_chart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_chart_selector" ADD CONSTRAINT "_pages_v_blocks_chart_selector_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_chart_tabs_tabs" ADD CONSTRAINT "_pages_v_blocks_chart_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_chart_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_chart_tabs" ADD CONSTRAINT "_pages_v_blocks_chart_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter_form" ADD CONSTRAINT "_pages_v_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_territory_form" ADD CONSTRAINT "_pages_v_blocks_territory_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_support_request_form" ADD CONSTRAINT "_pages_v_blocks_support_request_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_misura_id_misuras_id_fk" FOREIGN KEY ("version_misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "faqs_blocks_news_list" ADD CONSTRAINT "faqs_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "faqs_blocks_beneficiary_content_items" ADD CONSTRAINT "faqs_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_blocks_beneficiary_content_items" ADD CONSTRAINT "faqs_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_beneficiary_content" ADD CONSTRAINT "faqs_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_faq_search" ADD CONSTRAINT "faqs_blocks_faq_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_chart_kpi" ADD CONSTRAINT "faqs_blocks_chart_kpi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_chart"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_chart" ADD CONSTRAINT "faqs_blocks_chart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_chart_selector" ADD CONSTRAINT "faqs_blocks_chart_selector_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_chart_tabs_tabs" ADD CONSTRAINT "faqs_blocks_chart_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs_blocks_chart_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_chart_tabs" ADD CONSTRAINT "faqs_blocks_chart_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_newsletter_form" ADD CONSTRAINT "faqs_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_territory_form" ADD CONSTRAINT "faqs_blocks_territory_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_blocks_support_request_form" ADD CONSTRAINT "faqs_blocks_support_request_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs" ADD CONSTRAINT "faqs_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_hero" ADD CONSTRAINT "_faqs_v_blocks_hero_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_hero" ADD CONSTRAINT "_faqs_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_hero" ADD CONSTRAINT "_faqs_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_rich_text" ADD CONSTRAINT "_faqs_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_alert" ADD CONSTRAINT "_faqs_v_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_table_columns" ADD CONSTRAINT "_faqs_v_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_table_rows_cells" ADD CONSTRAINT "_faqs_v_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_table_rows" ADD CONSTRAINT "_faqs_v_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_table" ADD CONSTRAINT "_faqs_v_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_single_image" ADD CONSTRAINT "_faqs_v_blocks_single_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_single_image" ADD CONSTRAINT "_faqs_v_blocks_single_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_page_header" ADD CONSTRAINT "_faqs_v_blocks_page_header_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_page_header" ADD CONSTRAINT "_faqs_v_blocks_page_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_video_player" ADD CONSTRAINT "_faqs_v_blocks_video_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_stepper_steps" ADD CONSTRAINT "_faqs_v_blocks_stepper_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v_blocks_stepper"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_stepper" ADD CONSTRAINT "_faqs_v_blocks_stepper_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_card_grid_cards" ADD CONSTRAINT "_faqs_v_blocks_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_card_grid_cards" ADD CONSTRAINT "_faqs_v_blocks_card_grid_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_card_grid_cards" ADD CONSTRAINT "_faqs_v_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_card_grid" ADD CONSTRAINT "_faqs_v_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_announcements_grid" ADD CONSTRAINT "_faqs_v_blocks_announcements_grid_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_announcements_grid" ADD CONSTRAINT "_faqs_v_blocks_announcements_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_dated_list_items" ADD CONSTRAINT "_faqs_v_blocks_dated_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_dated_list_items" ADD CONSTRAINT "_faqs_v_blocks_dated_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v_blocks_dated_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_dated_list" ADD CONSTRAINT "_faqs_v_blocks_dated_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_link_list_items" ADD CONSTRAINT "_faqs_v_blocks_link_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_link_list_items" ADD CONSTRAINT "_faqs_v_blocks_link_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_link_list" ADD CONSTRAINT "_faqs_v_blocks_link_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_faq_list" ADD CONSTRAINT "_faqs_v_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_updates_list" ADD CONSTRAINT "_faqs_v_blocks_updates_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_news_list" ADD CONSTRAINT "_faqs_v_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_image_text_hero_links" ADD CONSTRAINT "_faqs_v_blocks_image_text_hero_links_cms_page_id_pages_id_fk" FOREIGN KEY ("cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_image_text_hero_links" ADD CONSTRAINT "_faqs_v_blocks_image_text_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v_blocks_image_text_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_image_text_hero" ADD CONSTRAINT "_faqs_v_blocks_image_text_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_image_text_hero" ADD CONSTRAINT "_faqs_v_blocks_image_text_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_split_banner" ADD CONSTRAINT "_faqs_v_blocks_split_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_split_banner" ADD CONSTRAINT "_faqs_v_blocks_split_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_split_banner" ADD CONSTRAINT "_faqs_v_blocks_split_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_banner" ADD CONSTRAINT "_faqs_v_blocks_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_banner" ADD CONSTRAINT "_faqs_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_image_text_column" ADD CONSTRAINT "_faqs_v_blocks_image_text_column_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_image_text_column" ADD CONSTRAINT "_faqs_v_blocks_image_text_column_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_image_text_column" ADD CONSTRAINT "_faqs_v_blocks_image_text_column_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_text_columns" ADD CONSTRAINT "_faqs_v_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_faqs_v_blocks_image_grid_image_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_faqs_v_blocks_image_grid_image_blocks_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_faqs_v_blocks_image_grid_image_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v_blocks_image_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_image_grid" ADD CONSTRAINT "_faqs_v_blocks_image_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_benefits_items" ADD CONSTRAINT "_faqs_v_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_benefits" ADD CONSTRAINT "_faqs_v_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_timeline_items" ADD CONSTRAINT "_faqs_v_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_timeline" ADD CONSTRAINT "_faqs_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_sidebar_rich_text_sections" ADD CONSTRAINT "_faqs_v_blocks_sidebar_rich_text_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v_blocks_sidebar_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_sidebar_rich_text" ADD CONSTRAINT "_faqs_v_blocks_sidebar_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_measure_cards_cards" ADD CONSTRAINT "_faqs_v_blocks_measure_cards_cards_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_measure_cards_cards" ADD CONSTRAINT "_faqs_v_blocks_measure_cards_cards_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_measure_cards_cards" ADD CONSTRAINT "_faqs_v_blocks_measure_cards_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_measure_cards_cards" ADD CONSTRAINT "_faqs_v_blocks_measure_cards_cards_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_measure_cards_cards" ADD CONSTRAINT "_faqs_v_blocks_measure_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v_blocks_measure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_measure_cards" ADD CONSTRAINT "_faqs_v_blocks_measure_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_beneficiary_content_items" ADD CONSTRAINT "_faqs_v_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_beneficiary_content_items" ADD CONSTRAINT "_faqs_v_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_beneficiary_content" ADD CONSTRAINT "_faqs_v_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_faq_search" ADD CONSTRAINT "_faqs_v_blocks_faq_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_chart_kpi" ADD CONSTRAINT "_faqs_v_blocks_chart_kpi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v_blocks_chart"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_chart" ADD CONSTRAINT "_faqs_v_blocks_chart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_chart_selector" ADD CONSTRAINT "_faqs_v_blocks_chart_selector_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_chart_tabs_tabs" ADD CONSTRAINT "_faqs_v_blocks_chart_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v_blocks_chart_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_chart_tabs" ADD CONSTRAINT "_faqs_v_blocks_chart_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_newsletter_form" ADD CONSTRAINT "_faqs_v_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_territory_form" ADD CONSTRAINT "_faqs_v_blocks_territory_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_blocks_support_request_form" ADD CONSTRAINT "_faqs_v_blocks_support_request_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_version_misura_id_misuras_id_fk" FOREIGN KEY ("version_misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_rels" ADD CONSTRAINT "_faqs_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_rels" ADD CONSTRAINT "_faqs_v_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_rels" ADD CONSTRAINT "_faqs_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_rels" ADD CONSTRAINT "_faqs_v_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_rels" ADD CONSTRAINT "_faqs_v_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_rels" ADD CONSTRAINT "_faqs_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "news_blocks_news_list" ADD CONSTRAINT "news_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "news_blocks_beneficiary_content_items" ADD CONSTRAINT "news_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_blocks_beneficiary_content_items" ADD CONSTRAINT "news_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_beneficiary_content" ADD CONSTRAINT "news_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_faq_search" ADD CONSTRAINT "news_blocks_faq_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_chart_kpi" ADD CONSTRAINT "news_blocks_chart_kpi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_chart"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_chart" ADD CONSTRAINT "news_blocks_chart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_chart_selector" ADD CONSTRAINT "news_blocks_chart_selector_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_chart_tabs_tabs" ADD CONSTRAINT "news_blocks_chart_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_blocks_chart_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_chart_tabs" ADD CONSTRAINT "news_blocks_chart_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_newsletter_form" ADD CONSTRAINT "news_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_territory_form" ADD CONSTRAINT "news_blocks_territory_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_blocks_support_request_form" ADD CONSTRAINT "news_blocks_support_request_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_hero" ADD CONSTRAINT "_news_v_blocks_hero_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_hero" ADD CONSTRAINT "_news_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_hero" ADD CONSTRAINT "_news_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_rich_text" ADD CONSTRAINT "_news_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_alert" ADD CONSTRAINT "_news_v_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_table_columns" ADD CONSTRAINT "_news_v_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_table_rows_cells" ADD CONSTRAINT "_news_v_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_table_rows" ADD CONSTRAINT "_news_v_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_table" ADD CONSTRAINT "_news_v_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_single_image" ADD CONSTRAINT "_news_v_blocks_single_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_single_image" ADD CONSTRAINT "_news_v_blocks_single_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_page_header" ADD CONSTRAINT "_news_v_blocks_page_header_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_page_header" ADD CONSTRAINT "_news_v_blocks_page_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_video_player" ADD CONSTRAINT "_news_v_blocks_video_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_stepper_steps" ADD CONSTRAINT "_news_v_blocks_stepper_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_blocks_stepper"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_stepper" ADD CONSTRAINT "_news_v_blocks_stepper_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_card_grid_cards" ADD CONSTRAINT "_news_v_blocks_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_card_grid_cards" ADD CONSTRAINT "_news_v_blocks_card_grid_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_card_grid_cards" ADD CONSTRAINT "_news_v_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_card_grid" ADD CONSTRAINT "_news_v_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_announcements_grid" ADD CONSTRAINT "_news_v_blocks_announcements_grid_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_announcements_grid" ADD CONSTRAINT "_news_v_blocks_announcements_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_dated_list_items" ADD CONSTRAINT "_news_v_blocks_dated_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_dated_list_items" ADD CONSTRAINT "_news_v_blocks_dated_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_blocks_dated_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_dated_list" ADD CONSTRAINT "_news_v_blocks_dated_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_link_list_items" ADD CONSTRAINT "_news_v_blocks_link_list_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_link_list_items" ADD CONSTRAINT "_news_v_blocks_link_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_link_list" ADD CONSTRAINT "_news_v_blocks_link_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_faq_list" ADD CONSTRAINT "_news_v_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_updates_list" ADD CONSTRAINT "_news_v_blocks_updates_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_news_list" ADD CONSTRAINT "_news_v_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_image_text_hero_links" ADD CONSTRAINT "_news_v_blocks_image_text_hero_links_cms_page_id_pages_id_fk" FOREIGN KEY ("cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_image_text_hero_links" ADD CONSTRAINT "_news_v_blocks_image_text_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_blocks_image_text_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_image_text_hero" ADD CONSTRAINT "_news_v_blocks_image_text_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_image_text_hero" ADD CONSTRAINT "_news_v_blocks_image_text_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_split_banner" ADD CONSTRAINT "_news_v_blocks_split_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_split_banner" ADD CONSTRAINT "_news_v_blocks_split_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_split_banner" ADD CONSTRAINT "_news_v_blocks_split_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_banner" ADD CONSTRAINT "_news_v_blocks_banner_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_banner" ADD CONSTRAINT "_news_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_image_text_column" ADD CONSTRAINT "_news_v_blocks_image_text_column_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_image_text_column" ADD CONSTRAINT "_news_v_blocks_image_text_column_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_image_text_column" ADD CONSTRAINT "_news_v_blocks_image_text_column_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_text_columns" ADD CONSTRAINT "_news_v_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_news_v_blocks_image_grid_image_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_news_v_blocks_image_grid_image_blocks_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_image_grid_image_blocks" ADD CONSTRAINT "_news_v_blocks_image_grid_image_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_blocks_image_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_image_grid" ADD CONSTRAINT "_news_v_blocks_image_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_benefits_items" ADD CONSTRAINT "_news_v_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_benefits" ADD CONSTRAINT "_news_v_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_timeline_items" ADD CONSTRAINT "_news_v_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_timeline" ADD CONSTRAINT "_news_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_sidebar_rich_text_sections" ADD CONSTRAINT "_news_v_blocks_sidebar_rich_text_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_blocks_sidebar_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_sidebar_rich_text" ADD CONSTRAINT "_news_v_blocks_sidebar_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_measure_cards_cards" ADD CONSTRAINT "_news_v_blocks_measure_cards_cards_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_measure_cards_cards" ADD CONSTRAINT "_news_v_blocks_measure_cards_cards_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_measure_cards_cards" ADD CONSTRAINT "_news_v_blocks_measure_cards_cards_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_measure_cards_cards" ADD CONSTRAINT "_news_v_blocks_measure_cards_cards_button_cms_page_id_pages_id_fk" FOREIGN KEY ("button_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_measure_cards_cards" ADD CONSTRAINT "_news_v_blocks_measure_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_blocks_measure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_measure_cards" ADD CONSTRAINT "_news_v_blocks_measure_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_beneficiary_content_items" ADD CONSTRAINT "_news_v_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_beneficiary_content_items" ADD CONSTRAINT "_news_v_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_beneficiary_content" ADD CONSTRAINT "_news_v_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_faq_search" ADD CONSTRAINT "_news_v_blocks_faq_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_chart_kpi" ADD CONSTRAINT "_news_v_blocks_chart_kpi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_blocks_chart"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_chart" ADD CONSTRAINT "_news_v_blocks_chart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_chart_selector" ADD CONSTRAINT "_news_v_blocks_chart_selector_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_chart_tabs_tabs" ADD CONSTRAINT "_news_v_blocks_chart_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_blocks_chart_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_chart_tabs" ADD CONSTRAINT "_news_v_blocks_chart_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_newsletter_form" ADD CONSTRAINT "_news_v_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_territory_form" ADD CONSTRAINT "_news_v_blocks_territory_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_blocks_support_request_form" ADD CONSTRAINT "_news_v_blocks_support_request_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "resources_blocks_news_list" ADD CONSTRAINT "resources_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "resources_blocks_beneficiary_content_items" ADD CONSTRAINT "resources_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_blocks_beneficiary_content_items" ADD CONSTRAINT "resources_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_beneficiary_content" ADD CONSTRAINT "resources_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_faq_search" ADD CONSTRAINT "resources_blocks_faq_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_chart_kpi" ADD CONSTRAINT "resources_blocks_chart_kpi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_chart"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_chart" ADD CONSTRAINT "resources_blocks_chart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_chart_selector" ADD CONSTRAINT "resources_blocks_chart_selector_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_chart_tabs_tabs" ADD CONSTRAINT "resources_blocks_chart_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_blocks_chart_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_chart_tabs" ADD CONSTRAINT "resources_blocks_chart_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_newsletter_form" ADD CONSTRAINT "resources_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_territory_form" ADD CONSTRAINT "resources_blocks_territory_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_blocks_support_request_form" ADD CONSTRAINT "resources_blocks_support_request_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources" ADD CONSTRAINT "resources_misura_id_misuras_id_fk" FOREIGN KEY ("misura_id") REFERENCES "public"."misuras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_rels" ADD CONSTRAINT "resources_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_rels" ADD CONSTRAINT "resources_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_rels" ADD CONSTRAINT "resources_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_rels" ADD CONSTRAINT "resources_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_rels" ADD CONSTRAINT "resources_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_rels" ADD CONSTRAINT "resources_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "supportos_blocks_news_list" ADD CONSTRAINT "supportos_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "supportos_blocks_beneficiary_content_items" ADD CONSTRAINT "supportos_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supportos_blocks_beneficiary_content_items" ADD CONSTRAINT "supportos_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_beneficiary_content" ADD CONSTRAINT "supportos_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_faq_search" ADD CONSTRAINT "supportos_blocks_faq_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_chart_kpi" ADD CONSTRAINT "supportos_blocks_chart_kpi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_chart"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_chart" ADD CONSTRAINT "supportos_blocks_chart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_chart_selector" ADD CONSTRAINT "supportos_blocks_chart_selector_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_chart_tabs_tabs" ADD CONSTRAINT "supportos_blocks_chart_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos_blocks_chart_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_chart_tabs" ADD CONSTRAINT "supportos_blocks_chart_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_newsletter_form" ADD CONSTRAINT "supportos_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_territory_form" ADD CONSTRAINT "supportos_blocks_territory_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_blocks_support_request_form" ADD CONSTRAINT "supportos_blocks_support_request_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_rels" ADD CONSTRAINT "supportos_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."supportos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_rels" ADD CONSTRAINT "supportos_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_rels" ADD CONSTRAINT "supportos_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_rels" ADD CONSTRAINT "supportos_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_rels" ADD CONSTRAINT "supportos_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supportos_rels" ADD CONSTRAINT "supportos_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_files" ADD CONSTRAINT "datis_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "datis_blocks_news_list" ADD CONSTRAINT "datis_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "datis_blocks_beneficiary_content_items" ADD CONSTRAINT "datis_blocks_beneficiary_content_items_link_cms_page_id_pages_id_fk" FOREIGN KEY ("link_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datis_blocks_beneficiary_content_items" ADD CONSTRAINT "datis_blocks_beneficiary_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_beneficiary_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_beneficiary_content" ADD CONSTRAINT "datis_blocks_beneficiary_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_faq_search" ADD CONSTRAINT "datis_blocks_faq_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_chart_kpi" ADD CONSTRAINT "datis_blocks_chart_kpi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_chart"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_chart" ADD CONSTRAINT "datis_blocks_chart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_chart_selector" ADD CONSTRAINT "datis_blocks_chart_selector_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_chart_tabs_tabs" ADD CONSTRAINT "datis_blocks_chart_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis_blocks_chart_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_chart_tabs" ADD CONSTRAINT "datis_blocks_chart_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_newsletter_form" ADD CONSTRAINT "datis_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_territory_form" ADD CONSTRAINT "datis_blocks_territory_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_blocks_support_request_form" ADD CONSTRAINT "datis_blocks_support_request_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_rels" ADD CONSTRAINT "datis_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."datis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_rels" ADD CONSTRAINT "datis_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_rels" ADD CONSTRAINT "datis_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_rels" ADD CONSTRAINT "datis_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_rels" ADD CONSTRAINT "datis_rels_guidelines_fk" FOREIGN KEY ("guidelines_id") REFERENCES "public"."guidelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datis_rels" ADD CONSTRAINT "datis_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "updates" ADD CONSTRAINT "updates_cta_cms_page_id_pages_id_fk" FOREIGN KEY ("cta_cms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "updates_rels" ADD CONSTRAINT "updates_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "updates_rels" ADD CONSTRAINT "updates_rels_ente_beneficiarios_fk" FOREIGN KEY ("ente_beneficiarios_id") REFERENCES "public"."ente_beneficiarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "announcements" ADD CONSTRAINT "announcements_ente_promotore_id_ente_promotores_id_fk" FOREIGN KEY ("ente_promotore_id") REFERENCES "public"."ente_promotores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "announcements_texts" ADD CONSTRAINT "announcements_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exports_texts" ADD CONSTRAINT "exports_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legacy_redirects_fk" FOREIGN KEY ("legacy_redirects_id") REFERENCES "public"."legacy_redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscriptions_fk" FOREIGN KEY ("newsletter_subscriptions_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedbacks_fk" FOREIGN KEY ("feedbacks_id") REFERENCES "public"."feedbacks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_territory_requests_fk" FOREIGN KEY ("territory_requests_id") REFERENCES "public"."territory_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_support_requests_fk" FOREIGN KEY ("support_requests_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_once_keys_fk" FOREIGN KEY ("once_keys_id") REFERENCES "public"."once_keys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_suggestions_items" ADD CONSTRAINT "search_suggestions_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_suggestions"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "pages_blocks_news_list_order_idx" ON "pages_blocks_news_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_news_list_parent_id_idx" ON "pages_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_news_list_path_idx" ON "pages_blocks_news_list" USING btree ("_path");
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
  CREATE INDEX "pages_blocks_beneficiary_content_items_order_idx" ON "pages_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_beneficiary_content_items_parent_id_idx" ON "pages_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_beneficiary_content_items_link_link_cms_pag_idx" ON "pages_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "pages_blocks_beneficiary_content_order_idx" ON "pages_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "pages_blocks_beneficiary_content_parent_id_idx" ON "pages_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_beneficiary_content_path_idx" ON "pages_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_search_order_idx" ON "pages_blocks_faq_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_search_parent_id_idx" ON "pages_blocks_faq_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_search_path_idx" ON "pages_blocks_faq_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_chart_kpi_order_idx" ON "pages_blocks_chart_kpi" USING btree ("_order");
  CREATE INDEX "pages_blocks_chart_kpi_parent_id_idx" ON "pages_blocks_chart_kpi" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_chart_order_idx" ON "pages_blocks_chart" USING btree ("_order");
  CREATE INDEX "pages_blocks_chart_parent_id_idx" ON "pages_blocks_chart" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_chart_path_idx" ON "pages_blocks_chart" USING btree ("_path");
  CREATE INDEX "pages_blocks_chart_selector_order_idx" ON "pages_blocks_chart_selector" USING btree ("_order");
  CREATE INDEX "pages_blocks_chart_selector_parent_id_idx" ON "pages_blocks_chart_selector" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_chart_selector_path_idx" ON "pages_blocks_chart_selector" USING btree ("_path");
  CREATE INDEX "pages_blocks_chart_tabs_tabs_order_idx" ON "pages_blocks_chart_tabs_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_chart_tabs_tabs_parent_id_idx" ON "pages_blocks_chart_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_chart_tabs_order_idx" ON "pages_blocks_chart_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_chart_tabs_parent_id_idx" ON "pages_blocks_chart_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_chart_tabs_path_idx" ON "pages_blocks_chart_tabs" USING btree ("_path");
  CREATE INDEX "pages_blocks_newsletter_form_order_idx" ON "pages_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_newsletter_form_parent_id_idx" ON "pages_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_newsletter_form_path_idx" ON "pages_blocks_newsletter_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_territory_form_order_idx" ON "pages_blocks_territory_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_territory_form_parent_id_idx" ON "pages_blocks_territory_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_territory_form_path_idx" ON "pages_blocks_territory_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_support_request_form_order_idx" ON "pages_blocks_support_request_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_support_request_form_parent_id_idx" ON "pages_blocks_support_request_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_support_request_form_path_idx" ON "pages_blocks_support_request_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_misura_idx" ON "pages" USING btree ("misura_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_ente_beneficiarios_id_idx" ON "pages_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "pages_rels_news_id_idx" ON "pages_rels" USING btree ("news_id");
  CREATE INDEX "pages_rels_resources_id_idx" ON "pages_rels" USING btree ("resources_id");
  CREATE INDEX "pages_rels_guidelines_id_idx" ON "pages_rels" USING btree ("guidelines_id");
  CREATE INDEX "pages_rels_faqs_id_idx" ON "pages_rels" USING btree ("faqs_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_button_button_cms_page_idx" ON "_pages_v_blocks_hero" USING btree ("button_cms_page_id");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_alert_order_idx" ON "_pages_v_blocks_alert" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_alert_parent_id_idx" ON "_pages_v_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_alert_path_idx" ON "_pages_v_blocks_alert" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_table_columns_order_idx" ON "_pages_v_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_table_columns_parent_id_idx" ON "_pages_v_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_table_rows_cells_order_idx" ON "_pages_v_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_table_rows_cells_parent_id_idx" ON "_pages_v_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_table_rows_order_idx" ON "_pages_v_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_table_rows_parent_id_idx" ON "_pages_v_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_table_order_idx" ON "_pages_v_blocks_table" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_table_parent_id_idx" ON "_pages_v_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_table_path_idx" ON "_pages_v_blocks_table" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_single_image_order_idx" ON "_pages_v_blocks_single_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_single_image_parent_id_idx" ON "_pages_v_blocks_single_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_single_image_path_idx" ON "_pages_v_blocks_single_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_single_image_image_idx" ON "_pages_v_blocks_single_image" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_page_header_order_idx" ON "_pages_v_blocks_page_header" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_page_header_parent_id_idx" ON "_pages_v_blocks_page_header" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_page_header_path_idx" ON "_pages_v_blocks_page_header" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_page_header_misura_idx" ON "_pages_v_blocks_page_header" USING btree ("misura_id");
  CREATE INDEX "_pages_v_blocks_video_player_order_idx" ON "_pages_v_blocks_video_player" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_player_parent_id_idx" ON "_pages_v_blocks_video_player" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_player_path_idx" ON "_pages_v_blocks_video_player" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stepper_steps_order_idx" ON "_pages_v_blocks_stepper_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stepper_steps_parent_id_idx" ON "_pages_v_blocks_stepper_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stepper_order_idx" ON "_pages_v_blocks_stepper" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stepper_parent_id_idx" ON "_pages_v_blocks_stepper" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stepper_path_idx" ON "_pages_v_blocks_stepper" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_order_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_parent_id_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_image_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_link_link_cms_page_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "_pages_v_blocks_card_grid_order_idx" ON "_pages_v_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_grid_parent_id_idx" ON "_pages_v_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_grid_path_idx" ON "_pages_v_blocks_card_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_announcements_grid_order_idx" ON "_pages_v_blocks_announcements_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_announcements_grid_parent_id_idx" ON "_pages_v_blocks_announcements_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_announcements_grid_path_idx" ON "_pages_v_blocks_announcements_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_announcements_grid_ente_promotore_idx" ON "_pages_v_blocks_announcements_grid" USING btree ("ente_promotore_id");
  CREATE INDEX "_pages_v_blocks_dated_list_items_order_idx" ON "_pages_v_blocks_dated_list_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_dated_list_items_parent_id_idx" ON "_pages_v_blocks_dated_list_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_dated_list_items_link_link_cms_page_idx" ON "_pages_v_blocks_dated_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_pages_v_blocks_dated_list_order_idx" ON "_pages_v_blocks_dated_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_dated_list_parent_id_idx" ON "_pages_v_blocks_dated_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_dated_list_path_idx" ON "_pages_v_blocks_dated_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_link_list_items_order_idx" ON "_pages_v_blocks_link_list_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_link_list_items_parent_id_idx" ON "_pages_v_blocks_link_list_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_link_list_items_link_link_cms_page_idx" ON "_pages_v_blocks_link_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_pages_v_blocks_link_list_order_idx" ON "_pages_v_blocks_link_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_link_list_parent_id_idx" ON "_pages_v_blocks_link_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_link_list_path_idx" ON "_pages_v_blocks_link_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_list_order_idx" ON "_pages_v_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_list_parent_id_idx" ON "_pages_v_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_list_path_idx" ON "_pages_v_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_updates_list_order_idx" ON "_pages_v_blocks_updates_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_updates_list_parent_id_idx" ON "_pages_v_blocks_updates_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_updates_list_path_idx" ON "_pages_v_blocks_updates_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_news_list_order_idx" ON "_pages_v_blocks_news_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_news_list_parent_id_idx" ON "_pages_v_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_news_list_path_idx" ON "_pages_v_blocks_news_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_text_hero_links_order_idx" ON "_pages_v_blocks_image_text_hero_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_text_hero_links_parent_id_idx" ON "_pages_v_blocks_image_text_hero_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_text_hero_links_cms_page_idx" ON "_pages_v_blocks_image_text_hero_links" USING btree ("cms_page_id");
  CREATE INDEX "_pages_v_blocks_image_text_hero_order_idx" ON "_pages_v_blocks_image_text_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_text_hero_parent_id_idx" ON "_pages_v_blocks_image_text_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_text_hero_path_idx" ON "_pages_v_blocks_image_text_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_text_hero_image_idx" ON "_pages_v_blocks_image_text_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_split_banner_order_idx" ON "_pages_v_blocks_split_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_split_banner_parent_id_idx" ON "_pages_v_blocks_split_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_split_banner_path_idx" ON "_pages_v_blocks_split_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_split_banner_image_idx" ON "_pages_v_blocks_split_banner" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_split_banner_button_button_cms_page_idx" ON "_pages_v_blocks_split_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "_pages_v_blocks_banner_order_idx" ON "_pages_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_banner_parent_id_idx" ON "_pages_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_path_idx" ON "_pages_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_banner_button_button_cms_page_idx" ON "_pages_v_blocks_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "_pages_v_blocks_image_text_column_order_idx" ON "_pages_v_blocks_image_text_column" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_text_column_parent_id_idx" ON "_pages_v_blocks_image_text_column" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_text_column_path_idx" ON "_pages_v_blocks_image_text_column" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_text_column_image_idx" ON "_pages_v_blocks_image_text_column" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_image_text_column_link_link_cms_page_idx" ON "_pages_v_blocks_image_text_column" USING btree ("link_cms_page_id");
  CREATE INDEX "_pages_v_blocks_text_columns_order_idx" ON "_pages_v_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_columns_parent_id_idx" ON "_pages_v_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_columns_path_idx" ON "_pages_v_blocks_text_columns" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_grid_image_blocks_order_idx" ON "_pages_v_blocks_image_grid_image_blocks" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_grid_image_blocks_parent_id_idx" ON "_pages_v_blocks_image_grid_image_blocks" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_grid_image_blocks_image_idx" ON "_pages_v_blocks_image_grid_image_blocks" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_image_grid_image_blocks_link_link_cms_pa_idx" ON "_pages_v_blocks_image_grid_image_blocks" USING btree ("link_cms_page_id");
  CREATE INDEX "_pages_v_blocks_image_grid_order_idx" ON "_pages_v_blocks_image_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_grid_parent_id_idx" ON "_pages_v_blocks_image_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_grid_path_idx" ON "_pages_v_blocks_image_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_benefits_items_order_idx" ON "_pages_v_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_benefits_items_parent_id_idx" ON "_pages_v_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_benefits_order_idx" ON "_pages_v_blocks_benefits" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_benefits_parent_id_idx" ON "_pages_v_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_benefits_path_idx" ON "_pages_v_blocks_benefits" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_timeline_items_order_idx" ON "_pages_v_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_timeline_items_parent_id_idx" ON "_pages_v_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_order_idx" ON "_pages_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_timeline_parent_id_idx" ON "_pages_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_path_idx" ON "_pages_v_blocks_timeline" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_sidebar_rich_text_sections_order_idx" ON "_pages_v_blocks_sidebar_rich_text_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sidebar_rich_text_sections_parent_id_idx" ON "_pages_v_blocks_sidebar_rich_text_sections" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sidebar_rich_text_order_idx" ON "_pages_v_blocks_sidebar_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sidebar_rich_text_parent_id_idx" ON "_pages_v_blocks_sidebar_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sidebar_rich_text_path_idx" ON "_pages_v_blocks_sidebar_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_measure_cards_cards_order_idx" ON "_pages_v_blocks_measure_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_measure_cards_cards_parent_id_idx" ON "_pages_v_blocks_measure_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_measure_cards_cards_misura_idx" ON "_pages_v_blocks_measure_cards_cards" USING btree ("misura_id");
  CREATE INDEX "_pages_v_blocks_measure_cards_cards_ente_promotore_idx" ON "_pages_v_blocks_measure_cards_cards" USING btree ("ente_promotore_id");
  CREATE INDEX "_pages_v_blocks_measure_cards_cards_link_link_cms_page_idx" ON "_pages_v_blocks_measure_cards_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "_pages_v_blocks_measure_cards_cards_button_button_cms_pa_idx" ON "_pages_v_blocks_measure_cards_cards" USING btree ("button_cms_page_id");
  CREATE INDEX "_pages_v_blocks_measure_cards_order_idx" ON "_pages_v_blocks_measure_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_measure_cards_parent_id_idx" ON "_pages_v_blocks_measure_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_measure_cards_path_idx" ON "_pages_v_blocks_measure_cards" USING btree ("_path");
  CREATE INDEX "_meas_acc_v_items_resources_order_idx" ON "_meas_acc_v_items_resources" USING btree ("_order");
  CREATE INDEX "_meas_acc_v_items_resources_parent_id_idx" ON "_meas_acc_v_items_resources" USING btree ("_parent_id");
  CREATE INDEX "_meas_acc_v_items_resources_link_link_cms_page_idx" ON "_meas_acc_v_items_resources" USING btree ("link_cms_page_id");
  CREATE INDEX "_meas_acc_v_items_order_idx" ON "_meas_acc_v_items" USING btree ("_order");
  CREATE INDEX "_meas_acc_v_items_parent_id_idx" ON "_meas_acc_v_items" USING btree ("_parent_id");
  CREATE INDEX "_meas_acc_v_items_title_misura_idx" ON "_meas_acc_v_items" USING btree ("title_misura_id");
  CREATE INDEX "_meas_acc_v_order_idx" ON "_meas_acc_v" USING btree ("_order");
  CREATE INDEX "_meas_acc_v_parent_id_idx" ON "_meas_acc_v" USING btree ("_parent_id");
  CREATE INDEX "_meas_acc_v_path_idx" ON "_meas_acc_v" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_beneficiary_content_items_order_idx" ON "_pages_v_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_beneficiary_content_items_parent_id_idx" ON "_pages_v_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_beneficiary_content_items_link_link_cms__idx" ON "_pages_v_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_pages_v_blocks_beneficiary_content_order_idx" ON "_pages_v_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_beneficiary_content_parent_id_idx" ON "_pages_v_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_beneficiary_content_path_idx" ON "_pages_v_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_search_order_idx" ON "_pages_v_blocks_faq_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_search_parent_id_idx" ON "_pages_v_blocks_faq_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_search_path_idx" ON "_pages_v_blocks_faq_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_chart_kpi_order_idx" ON "_pages_v_blocks_chart_kpi" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_chart_kpi_parent_id_idx" ON "_pages_v_blocks_chart_kpi" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_chart_order_idx" ON "_pages_v_blocks_chart" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_chart_parent_id_idx" ON "_pages_v_blocks_chart" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_chart_path_idx" ON "_pages_v_blocks_chart" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_chart_selector_order_idx" ON "_pages_v_blocks_chart_selector" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_chart_selector_parent_id_idx" ON "_pages_v_blocks_chart_selector" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_chart_selector_path_idx" ON "_pages_v_blocks_chart_selector" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_chart_tabs_tabs_order_idx" ON "_pages_v_blocks_chart_tabs_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_chart_tabs_tabs_parent_id_idx" ON "_pages_v_blocks_chart_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_chart_tabs_order_idx" ON "_pages_v_blocks_chart_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_chart_tabs_parent_id_idx" ON "_pages_v_blocks_chart_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_chart_tabs_path_idx" ON "_pages_v_blocks_chart_tabs" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_newsletter_form_order_idx" ON "_pages_v_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_newsletter_form_parent_id_idx" ON "_pages_v_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_form_path_idx" ON "_pages_v_blocks_newsletter_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_territory_form_order_idx" ON "_pages_v_blocks_territory_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_territory_form_parent_id_idx" ON "_pages_v_blocks_territory_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_territory_form_path_idx" ON "_pages_v_blocks_territory_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_support_request_form_order_idx" ON "_pages_v_blocks_support_request_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_support_request_form_parent_id_idx" ON "_pages_v_blocks_support_request_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_support_request_form_path_idx" ON "_pages_v_blocks_support_request_form" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_misura_idx" ON "_pages_v" USING btree ("version_misura_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_ente_beneficiarios_id_idx" ON "_pages_v_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "_pages_v_rels_news_id_idx" ON "_pages_v_rels" USING btree ("news_id");
  CREATE INDEX "_pages_v_rels_resources_id_idx" ON "_pages_v_rels" USING btree ("resources_id");
  CREATE INDEX "_pages_v_rels_guidelines_id_idx" ON "_pages_v_rels" USING btree ("guidelines_id");
  CREATE INDEX "_pages_v_rels_faqs_id_idx" ON "_pages_v_rels" USING btree ("faqs_id");
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
  CREATE INDEX "faqs_blocks_news_list_order_idx" ON "faqs_blocks_news_list" USING btree ("_order");
  CREATE INDEX "faqs_blocks_news_list_parent_id_idx" ON "faqs_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_news_list_path_idx" ON "faqs_blocks_news_list" USING btree ("_path");
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
  CREATE INDEX "faqs_blocks_beneficiary_content_items_order_idx" ON "faqs_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "faqs_blocks_beneficiary_content_items_parent_id_idx" ON "faqs_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_beneficiary_content_items_link_link_cms_page_idx" ON "faqs_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "faqs_blocks_beneficiary_content_order_idx" ON "faqs_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "faqs_blocks_beneficiary_content_parent_id_idx" ON "faqs_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_beneficiary_content_path_idx" ON "faqs_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "faqs_blocks_faq_search_order_idx" ON "faqs_blocks_faq_search" USING btree ("_order");
  CREATE INDEX "faqs_blocks_faq_search_parent_id_idx" ON "faqs_blocks_faq_search" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_faq_search_path_idx" ON "faqs_blocks_faq_search" USING btree ("_path");
  CREATE INDEX "faqs_blocks_chart_kpi_order_idx" ON "faqs_blocks_chart_kpi" USING btree ("_order");
  CREATE INDEX "faqs_blocks_chart_kpi_parent_id_idx" ON "faqs_blocks_chart_kpi" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_chart_order_idx" ON "faqs_blocks_chart" USING btree ("_order");
  CREATE INDEX "faqs_blocks_chart_parent_id_idx" ON "faqs_blocks_chart" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_chart_path_idx" ON "faqs_blocks_chart" USING btree ("_path");
  CREATE INDEX "faqs_blocks_chart_selector_order_idx" ON "faqs_blocks_chart_selector" USING btree ("_order");
  CREATE INDEX "faqs_blocks_chart_selector_parent_id_idx" ON "faqs_blocks_chart_selector" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_chart_selector_path_idx" ON "faqs_blocks_chart_selector" USING btree ("_path");
  CREATE INDEX "faqs_blocks_chart_tabs_tabs_order_idx" ON "faqs_blocks_chart_tabs_tabs" USING btree ("_order");
  CREATE INDEX "faqs_blocks_chart_tabs_tabs_parent_id_idx" ON "faqs_blocks_chart_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_chart_tabs_order_idx" ON "faqs_blocks_chart_tabs" USING btree ("_order");
  CREATE INDEX "faqs_blocks_chart_tabs_parent_id_idx" ON "faqs_blocks_chart_tabs" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_chart_tabs_path_idx" ON "faqs_blocks_chart_tabs" USING btree ("_path");
  CREATE INDEX "faqs_blocks_newsletter_form_order_idx" ON "faqs_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "faqs_blocks_newsletter_form_parent_id_idx" ON "faqs_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_newsletter_form_path_idx" ON "faqs_blocks_newsletter_form" USING btree ("_path");
  CREATE INDEX "faqs_blocks_territory_form_order_idx" ON "faqs_blocks_territory_form" USING btree ("_order");
  CREATE INDEX "faqs_blocks_territory_form_parent_id_idx" ON "faqs_blocks_territory_form" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_territory_form_path_idx" ON "faqs_blocks_territory_form" USING btree ("_path");
  CREATE INDEX "faqs_blocks_support_request_form_order_idx" ON "faqs_blocks_support_request_form" USING btree ("_order");
  CREATE INDEX "faqs_blocks_support_request_form_parent_id_idx" ON "faqs_blocks_support_request_form" USING btree ("_parent_id");
  CREATE INDEX "faqs_blocks_support_request_form_path_idx" ON "faqs_blocks_support_request_form" USING btree ("_path");
  CREATE UNIQUE INDEX "faqs_slug_idx" ON "faqs" USING btree ("slug");
  CREATE INDEX "faqs_misura_idx" ON "faqs" USING btree ("misura_id");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "faqs__status_idx" ON "faqs" USING btree ("_status");
  CREATE INDEX "faqs_rels_order_idx" ON "faqs_rels" USING btree ("order");
  CREATE INDEX "faqs_rels_parent_idx" ON "faqs_rels" USING btree ("parent_id");
  CREATE INDEX "faqs_rels_path_idx" ON "faqs_rels" USING btree ("path");
  CREATE INDEX "faqs_rels_ente_beneficiarios_id_idx" ON "faqs_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "faqs_rels_news_id_idx" ON "faqs_rels" USING btree ("news_id");
  CREATE INDEX "faqs_rels_resources_id_idx" ON "faqs_rels" USING btree ("resources_id");
  CREATE INDEX "faqs_rels_guidelines_id_idx" ON "faqs_rels" USING btree ("guidelines_id");
  CREATE INDEX "faqs_rels_faqs_id_idx" ON "faqs_rels" USING btree ("faqs_id");
  CREATE INDEX "_faqs_v_blocks_hero_order_idx" ON "_faqs_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_hero_parent_id_idx" ON "_faqs_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_hero_path_idx" ON "_faqs_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_hero_button_button_cms_page_idx" ON "_faqs_v_blocks_hero" USING btree ("button_cms_page_id");
  CREATE INDEX "_faqs_v_blocks_hero_image_idx" ON "_faqs_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_faqs_v_blocks_rich_text_order_idx" ON "_faqs_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_rich_text_parent_id_idx" ON "_faqs_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_rich_text_path_idx" ON "_faqs_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_alert_order_idx" ON "_faqs_v_blocks_alert" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_alert_parent_id_idx" ON "_faqs_v_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_alert_path_idx" ON "_faqs_v_blocks_alert" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_table_columns_order_idx" ON "_faqs_v_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_table_columns_parent_id_idx" ON "_faqs_v_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_table_rows_cells_order_idx" ON "_faqs_v_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_table_rows_cells_parent_id_idx" ON "_faqs_v_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_table_rows_order_idx" ON "_faqs_v_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_table_rows_parent_id_idx" ON "_faqs_v_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_table_order_idx" ON "_faqs_v_blocks_table" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_table_parent_id_idx" ON "_faqs_v_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_table_path_idx" ON "_faqs_v_blocks_table" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_single_image_order_idx" ON "_faqs_v_blocks_single_image" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_single_image_parent_id_idx" ON "_faqs_v_blocks_single_image" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_single_image_path_idx" ON "_faqs_v_blocks_single_image" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_single_image_image_idx" ON "_faqs_v_blocks_single_image" USING btree ("image_id");
  CREATE INDEX "_faqs_v_blocks_page_header_order_idx" ON "_faqs_v_blocks_page_header" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_page_header_parent_id_idx" ON "_faqs_v_blocks_page_header" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_page_header_path_idx" ON "_faqs_v_blocks_page_header" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_page_header_misura_idx" ON "_faqs_v_blocks_page_header" USING btree ("misura_id");
  CREATE INDEX "_faqs_v_blocks_video_player_order_idx" ON "_faqs_v_blocks_video_player" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_video_player_parent_id_idx" ON "_faqs_v_blocks_video_player" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_video_player_path_idx" ON "_faqs_v_blocks_video_player" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_stepper_steps_order_idx" ON "_faqs_v_blocks_stepper_steps" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_stepper_steps_parent_id_idx" ON "_faqs_v_blocks_stepper_steps" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_stepper_order_idx" ON "_faqs_v_blocks_stepper" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_stepper_parent_id_idx" ON "_faqs_v_blocks_stepper" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_stepper_path_idx" ON "_faqs_v_blocks_stepper" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_card_grid_cards_order_idx" ON "_faqs_v_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_card_grid_cards_parent_id_idx" ON "_faqs_v_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_card_grid_cards_image_idx" ON "_faqs_v_blocks_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "_faqs_v_blocks_card_grid_cards_link_link_cms_page_idx" ON "_faqs_v_blocks_card_grid_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "_faqs_v_blocks_card_grid_order_idx" ON "_faqs_v_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_card_grid_parent_id_idx" ON "_faqs_v_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_card_grid_path_idx" ON "_faqs_v_blocks_card_grid" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_announcements_grid_order_idx" ON "_faqs_v_blocks_announcements_grid" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_announcements_grid_parent_id_idx" ON "_faqs_v_blocks_announcements_grid" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_announcements_grid_path_idx" ON "_faqs_v_blocks_announcements_grid" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_announcements_grid_ente_promotore_idx" ON "_faqs_v_blocks_announcements_grid" USING btree ("ente_promotore_id");
  CREATE INDEX "_faqs_v_blocks_dated_list_items_order_idx" ON "_faqs_v_blocks_dated_list_items" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_dated_list_items_parent_id_idx" ON "_faqs_v_blocks_dated_list_items" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_dated_list_items_link_link_cms_page_idx" ON "_faqs_v_blocks_dated_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_faqs_v_blocks_dated_list_order_idx" ON "_faqs_v_blocks_dated_list" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_dated_list_parent_id_idx" ON "_faqs_v_blocks_dated_list" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_dated_list_path_idx" ON "_faqs_v_blocks_dated_list" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_link_list_items_order_idx" ON "_faqs_v_blocks_link_list_items" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_link_list_items_parent_id_idx" ON "_faqs_v_blocks_link_list_items" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_link_list_items_link_link_cms_page_idx" ON "_faqs_v_blocks_link_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_faqs_v_blocks_link_list_order_idx" ON "_faqs_v_blocks_link_list" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_link_list_parent_id_idx" ON "_faqs_v_blocks_link_list" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_link_list_path_idx" ON "_faqs_v_blocks_link_list" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_faq_list_order_idx" ON "_faqs_v_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_faq_list_parent_id_idx" ON "_faqs_v_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_faq_list_path_idx" ON "_faqs_v_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_updates_list_order_idx" ON "_faqs_v_blocks_updates_list" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_updates_list_parent_id_idx" ON "_faqs_v_blocks_updates_list" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_updates_list_path_idx" ON "_faqs_v_blocks_updates_list" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_news_list_order_idx" ON "_faqs_v_blocks_news_list" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_news_list_parent_id_idx" ON "_faqs_v_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_news_list_path_idx" ON "_faqs_v_blocks_news_list" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_image_text_hero_links_order_idx" ON "_faqs_v_blocks_image_text_hero_links" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_image_text_hero_links_parent_id_idx" ON "_faqs_v_blocks_image_text_hero_links" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_image_text_hero_links_cms_page_idx" ON "_faqs_v_blocks_image_text_hero_links" USING btree ("cms_page_id");
  CREATE INDEX "_faqs_v_blocks_image_text_hero_order_idx" ON "_faqs_v_blocks_image_text_hero" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_image_text_hero_parent_id_idx" ON "_faqs_v_blocks_image_text_hero" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_image_text_hero_path_idx" ON "_faqs_v_blocks_image_text_hero" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_image_text_hero_image_idx" ON "_faqs_v_blocks_image_text_hero" USING btree ("image_id");
  CREATE INDEX "_faqs_v_blocks_split_banner_order_idx" ON "_faqs_v_blocks_split_banner" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_split_banner_parent_id_idx" ON "_faqs_v_blocks_split_banner" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_split_banner_path_idx" ON "_faqs_v_blocks_split_banner" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_split_banner_image_idx" ON "_faqs_v_blocks_split_banner" USING btree ("image_id");
  CREATE INDEX "_faqs_v_blocks_split_banner_button_button_cms_page_idx" ON "_faqs_v_blocks_split_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "_faqs_v_blocks_banner_order_idx" ON "_faqs_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_banner_parent_id_idx" ON "_faqs_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_banner_path_idx" ON "_faqs_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_banner_button_button_cms_page_idx" ON "_faqs_v_blocks_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "_faqs_v_blocks_image_text_column_order_idx" ON "_faqs_v_blocks_image_text_column" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_image_text_column_parent_id_idx" ON "_faqs_v_blocks_image_text_column" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_image_text_column_path_idx" ON "_faqs_v_blocks_image_text_column" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_image_text_column_image_idx" ON "_faqs_v_blocks_image_text_column" USING btree ("image_id");
  CREATE INDEX "_faqs_v_blocks_image_text_column_link_link_cms_page_idx" ON "_faqs_v_blocks_image_text_column" USING btree ("link_cms_page_id");
  CREATE INDEX "_faqs_v_blocks_text_columns_order_idx" ON "_faqs_v_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_text_columns_parent_id_idx" ON "_faqs_v_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_text_columns_path_idx" ON "_faqs_v_blocks_text_columns" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_image_grid_image_blocks_order_idx" ON "_faqs_v_blocks_image_grid_image_blocks" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_image_grid_image_blocks_parent_id_idx" ON "_faqs_v_blocks_image_grid_image_blocks" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_image_grid_image_blocks_image_idx" ON "_faqs_v_blocks_image_grid_image_blocks" USING btree ("image_id");
  CREATE INDEX "_faqs_v_blocks_image_grid_image_blocks_link_link_cms_pag_idx" ON "_faqs_v_blocks_image_grid_image_blocks" USING btree ("link_cms_page_id");
  CREATE INDEX "_faqs_v_blocks_image_grid_order_idx" ON "_faqs_v_blocks_image_grid" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_image_grid_parent_id_idx" ON "_faqs_v_blocks_image_grid" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_image_grid_path_idx" ON "_faqs_v_blocks_image_grid" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_benefits_items_order_idx" ON "_faqs_v_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_benefits_items_parent_id_idx" ON "_faqs_v_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_benefits_order_idx" ON "_faqs_v_blocks_benefits" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_benefits_parent_id_idx" ON "_faqs_v_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_benefits_path_idx" ON "_faqs_v_blocks_benefits" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_timeline_items_order_idx" ON "_faqs_v_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_timeline_items_parent_id_idx" ON "_faqs_v_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_timeline_order_idx" ON "_faqs_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_timeline_parent_id_idx" ON "_faqs_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_timeline_path_idx" ON "_faqs_v_blocks_timeline" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_sidebar_rich_text_sections_order_idx" ON "_faqs_v_blocks_sidebar_rich_text_sections" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_sidebar_rich_text_sections_parent_id_idx" ON "_faqs_v_blocks_sidebar_rich_text_sections" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_sidebar_rich_text_order_idx" ON "_faqs_v_blocks_sidebar_rich_text" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_sidebar_rich_text_parent_id_idx" ON "_faqs_v_blocks_sidebar_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_sidebar_rich_text_path_idx" ON "_faqs_v_blocks_sidebar_rich_text" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_measure_cards_cards_order_idx" ON "_faqs_v_blocks_measure_cards_cards" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_measure_cards_cards_parent_id_idx" ON "_faqs_v_blocks_measure_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_measure_cards_cards_misura_idx" ON "_faqs_v_blocks_measure_cards_cards" USING btree ("misura_id");
  CREATE INDEX "_faqs_v_blocks_measure_cards_cards_ente_promotore_idx" ON "_faqs_v_blocks_measure_cards_cards" USING btree ("ente_promotore_id");
  CREATE INDEX "_faqs_v_blocks_measure_cards_cards_link_link_cms_page_idx" ON "_faqs_v_blocks_measure_cards_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "_faqs_v_blocks_measure_cards_cards_button_button_cms_pag_idx" ON "_faqs_v_blocks_measure_cards_cards" USING btree ("button_cms_page_id");
  CREATE INDEX "_faqs_v_blocks_measure_cards_order_idx" ON "_faqs_v_blocks_measure_cards" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_measure_cards_parent_id_idx" ON "_faqs_v_blocks_measure_cards" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_measure_cards_path_idx" ON "_faqs_v_blocks_measure_cards" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_beneficiary_content_items_order_idx" ON "_faqs_v_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_beneficiary_content_items_parent_id_idx" ON "_faqs_v_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_beneficiary_content_items_link_link_cms_p_idx" ON "_faqs_v_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_faqs_v_blocks_beneficiary_content_order_idx" ON "_faqs_v_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_beneficiary_content_parent_id_idx" ON "_faqs_v_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_beneficiary_content_path_idx" ON "_faqs_v_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_faq_search_order_idx" ON "_faqs_v_blocks_faq_search" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_faq_search_parent_id_idx" ON "_faqs_v_blocks_faq_search" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_faq_search_path_idx" ON "_faqs_v_blocks_faq_search" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_chart_kpi_order_idx" ON "_faqs_v_blocks_chart_kpi" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_chart_kpi_parent_id_idx" ON "_faqs_v_blocks_chart_kpi" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_chart_order_idx" ON "_faqs_v_blocks_chart" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_chart_parent_id_idx" ON "_faqs_v_blocks_chart" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_chart_path_idx" ON "_faqs_v_blocks_chart" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_chart_selector_order_idx" ON "_faqs_v_blocks_chart_selector" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_chart_selector_parent_id_idx" ON "_faqs_v_blocks_chart_selector" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_chart_selector_path_idx" ON "_faqs_v_blocks_chart_selector" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_chart_tabs_tabs_order_idx" ON "_faqs_v_blocks_chart_tabs_tabs" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_chart_tabs_tabs_parent_id_idx" ON "_faqs_v_blocks_chart_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_chart_tabs_order_idx" ON "_faqs_v_blocks_chart_tabs" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_chart_tabs_parent_id_idx" ON "_faqs_v_blocks_chart_tabs" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_chart_tabs_path_idx" ON "_faqs_v_blocks_chart_tabs" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_newsletter_form_order_idx" ON "_faqs_v_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_newsletter_form_parent_id_idx" ON "_faqs_v_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_newsletter_form_path_idx" ON "_faqs_v_blocks_newsletter_form" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_territory_form_order_idx" ON "_faqs_v_blocks_territory_form" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_territory_form_parent_id_idx" ON "_faqs_v_blocks_territory_form" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_territory_form_path_idx" ON "_faqs_v_blocks_territory_form" USING btree ("_path");
  CREATE INDEX "_faqs_v_blocks_support_request_form_order_idx" ON "_faqs_v_blocks_support_request_form" USING btree ("_order");
  CREATE INDEX "_faqs_v_blocks_support_request_form_parent_id_idx" ON "_faqs_v_blocks_support_request_form" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_blocks_support_request_form_path_idx" ON "_faqs_v_blocks_support_request_form" USING btree ("_path");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_slug_idx" ON "_faqs_v" USING btree ("version_slug");
  CREATE INDEX "_faqs_v_version_version_misura_idx" ON "_faqs_v" USING btree ("version_misura_id");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v" USING btree ("version__status");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE INDEX "_faqs_v_rels_order_idx" ON "_faqs_v_rels" USING btree ("order");
  CREATE INDEX "_faqs_v_rels_parent_idx" ON "_faqs_v_rels" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_rels_path_idx" ON "_faqs_v_rels" USING btree ("path");
  CREATE INDEX "_faqs_v_rels_ente_beneficiarios_id_idx" ON "_faqs_v_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "_faqs_v_rels_news_id_idx" ON "_faqs_v_rels" USING btree ("news_id");
  CREATE INDEX "_faqs_v_rels_resources_id_idx" ON "_faqs_v_rels" USING btree ("resources_id");
  CREATE INDEX "_faqs_v_rels_guidelines_id_idx" ON "_faqs_v_rels" USING btree ("guidelines_id");
  CREATE INDEX "_faqs_v_rels_faqs_id_idx" ON "_faqs_v_rels" USING btree ("faqs_id");
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
  CREATE INDEX "news_blocks_news_list_order_idx" ON "news_blocks_news_list" USING btree ("_order");
  CREATE INDEX "news_blocks_news_list_parent_id_idx" ON "news_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_news_list_path_idx" ON "news_blocks_news_list" USING btree ("_path");
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
  CREATE INDEX "news_blocks_beneficiary_content_items_order_idx" ON "news_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "news_blocks_beneficiary_content_items_parent_id_idx" ON "news_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_beneficiary_content_items_link_link_cms_page_idx" ON "news_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "news_blocks_beneficiary_content_order_idx" ON "news_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "news_blocks_beneficiary_content_parent_id_idx" ON "news_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_beneficiary_content_path_idx" ON "news_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "news_blocks_faq_search_order_idx" ON "news_blocks_faq_search" USING btree ("_order");
  CREATE INDEX "news_blocks_faq_search_parent_id_idx" ON "news_blocks_faq_search" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_faq_search_path_idx" ON "news_blocks_faq_search" USING btree ("_path");
  CREATE INDEX "news_blocks_chart_kpi_order_idx" ON "news_blocks_chart_kpi" USING btree ("_order");
  CREATE INDEX "news_blocks_chart_kpi_parent_id_idx" ON "news_blocks_chart_kpi" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_chart_order_idx" ON "news_blocks_chart" USING btree ("_order");
  CREATE INDEX "news_blocks_chart_parent_id_idx" ON "news_blocks_chart" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_chart_path_idx" ON "news_blocks_chart" USING btree ("_path");
  CREATE INDEX "news_blocks_chart_selector_order_idx" ON "news_blocks_chart_selector" USING btree ("_order");
  CREATE INDEX "news_blocks_chart_selector_parent_id_idx" ON "news_blocks_chart_selector" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_chart_selector_path_idx" ON "news_blocks_chart_selector" USING btree ("_path");
  CREATE INDEX "news_blocks_chart_tabs_tabs_order_idx" ON "news_blocks_chart_tabs_tabs" USING btree ("_order");
  CREATE INDEX "news_blocks_chart_tabs_tabs_parent_id_idx" ON "news_blocks_chart_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_chart_tabs_order_idx" ON "news_blocks_chart_tabs" USING btree ("_order");
  CREATE INDEX "news_blocks_chart_tabs_parent_id_idx" ON "news_blocks_chart_tabs" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_chart_tabs_path_idx" ON "news_blocks_chart_tabs" USING btree ("_path");
  CREATE INDEX "news_blocks_newsletter_form_order_idx" ON "news_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "news_blocks_newsletter_form_parent_id_idx" ON "news_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_newsletter_form_path_idx" ON "news_blocks_newsletter_form" USING btree ("_path");
  CREATE INDEX "news_blocks_territory_form_order_idx" ON "news_blocks_territory_form" USING btree ("_order");
  CREATE INDEX "news_blocks_territory_form_parent_id_idx" ON "news_blocks_territory_form" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_territory_form_path_idx" ON "news_blocks_territory_form" USING btree ("_path");
  CREATE INDEX "news_blocks_support_request_form_order_idx" ON "news_blocks_support_request_form" USING btree ("_order");
  CREATE INDEX "news_blocks_support_request_form_parent_id_idx" ON "news_blocks_support_request_form" USING btree ("_parent_id");
  CREATE INDEX "news_blocks_support_request_form_path_idx" ON "news_blocks_support_request_form" USING btree ("_path");
  CREATE UNIQUE INDEX "news_slug_idx" ON "news" USING btree ("slug");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_ente_beneficiarios_id_idx" ON "news_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "news_rels_news_id_idx" ON "news_rels" USING btree ("news_id");
  CREATE INDEX "news_rels_resources_id_idx" ON "news_rels" USING btree ("resources_id");
  CREATE INDEX "news_rels_guidelines_id_idx" ON "news_rels" USING btree ("guidelines_id");
  CREATE INDEX "news_rels_faqs_id_idx" ON "news_rels" USING btree ("faqs_id");
  CREATE INDEX "_news_v_blocks_hero_order_idx" ON "_news_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_hero_parent_id_idx" ON "_news_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_hero_path_idx" ON "_news_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_hero_button_button_cms_page_idx" ON "_news_v_blocks_hero" USING btree ("button_cms_page_id");
  CREATE INDEX "_news_v_blocks_hero_image_idx" ON "_news_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_news_v_blocks_rich_text_order_idx" ON "_news_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_rich_text_parent_id_idx" ON "_news_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_rich_text_path_idx" ON "_news_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_alert_order_idx" ON "_news_v_blocks_alert" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_alert_parent_id_idx" ON "_news_v_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_alert_path_idx" ON "_news_v_blocks_alert" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_table_columns_order_idx" ON "_news_v_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_table_columns_parent_id_idx" ON "_news_v_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_table_rows_cells_order_idx" ON "_news_v_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_table_rows_cells_parent_id_idx" ON "_news_v_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_table_rows_order_idx" ON "_news_v_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_table_rows_parent_id_idx" ON "_news_v_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_table_order_idx" ON "_news_v_blocks_table" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_table_parent_id_idx" ON "_news_v_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_table_path_idx" ON "_news_v_blocks_table" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_single_image_order_idx" ON "_news_v_blocks_single_image" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_single_image_parent_id_idx" ON "_news_v_blocks_single_image" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_single_image_path_idx" ON "_news_v_blocks_single_image" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_single_image_image_idx" ON "_news_v_blocks_single_image" USING btree ("image_id");
  CREATE INDEX "_news_v_blocks_page_header_order_idx" ON "_news_v_blocks_page_header" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_page_header_parent_id_idx" ON "_news_v_blocks_page_header" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_page_header_path_idx" ON "_news_v_blocks_page_header" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_page_header_misura_idx" ON "_news_v_blocks_page_header" USING btree ("misura_id");
  CREATE INDEX "_news_v_blocks_video_player_order_idx" ON "_news_v_blocks_video_player" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_video_player_parent_id_idx" ON "_news_v_blocks_video_player" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_video_player_path_idx" ON "_news_v_blocks_video_player" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_stepper_steps_order_idx" ON "_news_v_blocks_stepper_steps" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_stepper_steps_parent_id_idx" ON "_news_v_blocks_stepper_steps" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_stepper_order_idx" ON "_news_v_blocks_stepper" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_stepper_parent_id_idx" ON "_news_v_blocks_stepper" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_stepper_path_idx" ON "_news_v_blocks_stepper" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_card_grid_cards_order_idx" ON "_news_v_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_card_grid_cards_parent_id_idx" ON "_news_v_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_card_grid_cards_image_idx" ON "_news_v_blocks_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "_news_v_blocks_card_grid_cards_link_link_cms_page_idx" ON "_news_v_blocks_card_grid_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "_news_v_blocks_card_grid_order_idx" ON "_news_v_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_card_grid_parent_id_idx" ON "_news_v_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_card_grid_path_idx" ON "_news_v_blocks_card_grid" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_announcements_grid_order_idx" ON "_news_v_blocks_announcements_grid" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_announcements_grid_parent_id_idx" ON "_news_v_blocks_announcements_grid" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_announcements_grid_path_idx" ON "_news_v_blocks_announcements_grid" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_announcements_grid_ente_promotore_idx" ON "_news_v_blocks_announcements_grid" USING btree ("ente_promotore_id");
  CREATE INDEX "_news_v_blocks_dated_list_items_order_idx" ON "_news_v_blocks_dated_list_items" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_dated_list_items_parent_id_idx" ON "_news_v_blocks_dated_list_items" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_dated_list_items_link_link_cms_page_idx" ON "_news_v_blocks_dated_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_news_v_blocks_dated_list_order_idx" ON "_news_v_blocks_dated_list" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_dated_list_parent_id_idx" ON "_news_v_blocks_dated_list" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_dated_list_path_idx" ON "_news_v_blocks_dated_list" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_link_list_items_order_idx" ON "_news_v_blocks_link_list_items" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_link_list_items_parent_id_idx" ON "_news_v_blocks_link_list_items" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_link_list_items_link_link_cms_page_idx" ON "_news_v_blocks_link_list_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_news_v_blocks_link_list_order_idx" ON "_news_v_blocks_link_list" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_link_list_parent_id_idx" ON "_news_v_blocks_link_list" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_link_list_path_idx" ON "_news_v_blocks_link_list" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_faq_list_order_idx" ON "_news_v_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_faq_list_parent_id_idx" ON "_news_v_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_faq_list_path_idx" ON "_news_v_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_updates_list_order_idx" ON "_news_v_blocks_updates_list" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_updates_list_parent_id_idx" ON "_news_v_blocks_updates_list" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_updates_list_path_idx" ON "_news_v_blocks_updates_list" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_news_list_order_idx" ON "_news_v_blocks_news_list" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_news_list_parent_id_idx" ON "_news_v_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_news_list_path_idx" ON "_news_v_blocks_news_list" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_image_text_hero_links_order_idx" ON "_news_v_blocks_image_text_hero_links" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_image_text_hero_links_parent_id_idx" ON "_news_v_blocks_image_text_hero_links" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_image_text_hero_links_cms_page_idx" ON "_news_v_blocks_image_text_hero_links" USING btree ("cms_page_id");
  CREATE INDEX "_news_v_blocks_image_text_hero_order_idx" ON "_news_v_blocks_image_text_hero" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_image_text_hero_parent_id_idx" ON "_news_v_blocks_image_text_hero" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_image_text_hero_path_idx" ON "_news_v_blocks_image_text_hero" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_image_text_hero_image_idx" ON "_news_v_blocks_image_text_hero" USING btree ("image_id");
  CREATE INDEX "_news_v_blocks_split_banner_order_idx" ON "_news_v_blocks_split_banner" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_split_banner_parent_id_idx" ON "_news_v_blocks_split_banner" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_split_banner_path_idx" ON "_news_v_blocks_split_banner" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_split_banner_image_idx" ON "_news_v_blocks_split_banner" USING btree ("image_id");
  CREATE INDEX "_news_v_blocks_split_banner_button_button_cms_page_idx" ON "_news_v_blocks_split_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "_news_v_blocks_banner_order_idx" ON "_news_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_banner_parent_id_idx" ON "_news_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_banner_path_idx" ON "_news_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_banner_button_button_cms_page_idx" ON "_news_v_blocks_banner" USING btree ("button_cms_page_id");
  CREATE INDEX "_news_v_blocks_image_text_column_order_idx" ON "_news_v_blocks_image_text_column" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_image_text_column_parent_id_idx" ON "_news_v_blocks_image_text_column" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_image_text_column_path_idx" ON "_news_v_blocks_image_text_column" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_image_text_column_image_idx" ON "_news_v_blocks_image_text_column" USING btree ("image_id");
  CREATE INDEX "_news_v_blocks_image_text_column_link_link_cms_page_idx" ON "_news_v_blocks_image_text_column" USING btree ("link_cms_page_id");
  CREATE INDEX "_news_v_blocks_text_columns_order_idx" ON "_news_v_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_text_columns_parent_id_idx" ON "_news_v_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_text_columns_path_idx" ON "_news_v_blocks_text_columns" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_image_grid_image_blocks_order_idx" ON "_news_v_blocks_image_grid_image_blocks" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_image_grid_image_blocks_parent_id_idx" ON "_news_v_blocks_image_grid_image_blocks" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_image_grid_image_blocks_image_idx" ON "_news_v_blocks_image_grid_image_blocks" USING btree ("image_id");
  CREATE INDEX "_news_v_blocks_image_grid_image_blocks_link_link_cms_pag_idx" ON "_news_v_blocks_image_grid_image_blocks" USING btree ("link_cms_page_id");
  CREATE INDEX "_news_v_blocks_image_grid_order_idx" ON "_news_v_blocks_image_grid" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_image_grid_parent_id_idx" ON "_news_v_blocks_image_grid" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_image_grid_path_idx" ON "_news_v_blocks_image_grid" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_benefits_items_order_idx" ON "_news_v_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_benefits_items_parent_id_idx" ON "_news_v_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_benefits_order_idx" ON "_news_v_blocks_benefits" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_benefits_parent_id_idx" ON "_news_v_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_benefits_path_idx" ON "_news_v_blocks_benefits" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_timeline_items_order_idx" ON "_news_v_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_timeline_items_parent_id_idx" ON "_news_v_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_timeline_order_idx" ON "_news_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_timeline_parent_id_idx" ON "_news_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_timeline_path_idx" ON "_news_v_blocks_timeline" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_sidebar_rich_text_sections_order_idx" ON "_news_v_blocks_sidebar_rich_text_sections" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_sidebar_rich_text_sections_parent_id_idx" ON "_news_v_blocks_sidebar_rich_text_sections" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_sidebar_rich_text_order_idx" ON "_news_v_blocks_sidebar_rich_text" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_sidebar_rich_text_parent_id_idx" ON "_news_v_blocks_sidebar_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_sidebar_rich_text_path_idx" ON "_news_v_blocks_sidebar_rich_text" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_measure_cards_cards_order_idx" ON "_news_v_blocks_measure_cards_cards" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_measure_cards_cards_parent_id_idx" ON "_news_v_blocks_measure_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_measure_cards_cards_misura_idx" ON "_news_v_blocks_measure_cards_cards" USING btree ("misura_id");
  CREATE INDEX "_news_v_blocks_measure_cards_cards_ente_promotore_idx" ON "_news_v_blocks_measure_cards_cards" USING btree ("ente_promotore_id");
  CREATE INDEX "_news_v_blocks_measure_cards_cards_link_link_cms_page_idx" ON "_news_v_blocks_measure_cards_cards" USING btree ("link_cms_page_id");
  CREATE INDEX "_news_v_blocks_measure_cards_cards_button_button_cms_pag_idx" ON "_news_v_blocks_measure_cards_cards" USING btree ("button_cms_page_id");
  CREATE INDEX "_news_v_blocks_measure_cards_order_idx" ON "_news_v_blocks_measure_cards" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_measure_cards_parent_id_idx" ON "_news_v_blocks_measure_cards" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_measure_cards_path_idx" ON "_news_v_blocks_measure_cards" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_beneficiary_content_items_order_idx" ON "_news_v_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_beneficiary_content_items_parent_id_idx" ON "_news_v_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_beneficiary_content_items_link_link_cms_p_idx" ON "_news_v_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "_news_v_blocks_beneficiary_content_order_idx" ON "_news_v_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_beneficiary_content_parent_id_idx" ON "_news_v_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_beneficiary_content_path_idx" ON "_news_v_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_faq_search_order_idx" ON "_news_v_blocks_faq_search" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_faq_search_parent_id_idx" ON "_news_v_blocks_faq_search" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_faq_search_path_idx" ON "_news_v_blocks_faq_search" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_chart_kpi_order_idx" ON "_news_v_blocks_chart_kpi" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_chart_kpi_parent_id_idx" ON "_news_v_blocks_chart_kpi" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_chart_order_idx" ON "_news_v_blocks_chart" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_chart_parent_id_idx" ON "_news_v_blocks_chart" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_chart_path_idx" ON "_news_v_blocks_chart" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_chart_selector_order_idx" ON "_news_v_blocks_chart_selector" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_chart_selector_parent_id_idx" ON "_news_v_blocks_chart_selector" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_chart_selector_path_idx" ON "_news_v_blocks_chart_selector" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_chart_tabs_tabs_order_idx" ON "_news_v_blocks_chart_tabs_tabs" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_chart_tabs_tabs_parent_id_idx" ON "_news_v_blocks_chart_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_chart_tabs_order_idx" ON "_news_v_blocks_chart_tabs" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_chart_tabs_parent_id_idx" ON "_news_v_blocks_chart_tabs" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_chart_tabs_path_idx" ON "_news_v_blocks_chart_tabs" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_newsletter_form_order_idx" ON "_news_v_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_newsletter_form_parent_id_idx" ON "_news_v_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_newsletter_form_path_idx" ON "_news_v_blocks_newsletter_form" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_territory_form_order_idx" ON "_news_v_blocks_territory_form" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_territory_form_parent_id_idx" ON "_news_v_blocks_territory_form" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_territory_form_path_idx" ON "_news_v_blocks_territory_form" USING btree ("_path");
  CREATE INDEX "_news_v_blocks_support_request_form_order_idx" ON "_news_v_blocks_support_request_form" USING btree ("_order");
  CREATE INDEX "_news_v_blocks_support_request_form_parent_id_idx" ON "_news_v_blocks_support_request_form" USING btree ("_parent_id");
  CREATE INDEX "_news_v_blocks_support_request_form_path_idx" ON "_news_v_blocks_support_request_form" USING btree ("_path");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_slug_idx" ON "_news_v" USING btree ("version_slug");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "_news_v_rels_order_idx" ON "_news_v_rels" USING btree ("order");
  CREATE INDEX "_news_v_rels_parent_idx" ON "_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_path_idx" ON "_news_v_rels" USING btree ("path");
  CREATE INDEX "_news_v_rels_ente_beneficiarios_id_idx" ON "_news_v_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "_news_v_rels_news_id_idx" ON "_news_v_rels" USING btree ("news_id");
  CREATE INDEX "_news_v_rels_resources_id_idx" ON "_news_v_rels" USING btree ("resources_id");
  CREATE INDEX "_news_v_rels_guidelines_id_idx" ON "_news_v_rels" USING btree ("guidelines_id");
  CREATE INDEX "_news_v_rels_faqs_id_idx" ON "_news_v_rels" USING btree ("faqs_id");
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
  CREATE INDEX "resources_blocks_news_list_order_idx" ON "resources_blocks_news_list" USING btree ("_order");
  CREATE INDEX "resources_blocks_news_list_parent_id_idx" ON "resources_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_news_list_path_idx" ON "resources_blocks_news_list" USING btree ("_path");
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
  CREATE INDEX "resources_blocks_beneficiary_content_items_order_idx" ON "resources_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "resources_blocks_beneficiary_content_items_parent_id_idx" ON "resources_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_beneficiary_content_items_link_link_cms_idx" ON "resources_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "resources_blocks_beneficiary_content_order_idx" ON "resources_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "resources_blocks_beneficiary_content_parent_id_idx" ON "resources_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_beneficiary_content_path_idx" ON "resources_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "resources_blocks_faq_search_order_idx" ON "resources_blocks_faq_search" USING btree ("_order");
  CREATE INDEX "resources_blocks_faq_search_parent_id_idx" ON "resources_blocks_faq_search" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_faq_search_path_idx" ON "resources_blocks_faq_search" USING btree ("_path");
  CREATE INDEX "resources_blocks_chart_kpi_order_idx" ON "resources_blocks_chart_kpi" USING btree ("_order");
  CREATE INDEX "resources_blocks_chart_kpi_parent_id_idx" ON "resources_blocks_chart_kpi" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_chart_order_idx" ON "resources_blocks_chart" USING btree ("_order");
  CREATE INDEX "resources_blocks_chart_parent_id_idx" ON "resources_blocks_chart" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_chart_path_idx" ON "resources_blocks_chart" USING btree ("_path");
  CREATE INDEX "resources_blocks_chart_selector_order_idx" ON "resources_blocks_chart_selector" USING btree ("_order");
  CREATE INDEX "resources_blocks_chart_selector_parent_id_idx" ON "resources_blocks_chart_selector" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_chart_selector_path_idx" ON "resources_blocks_chart_selector" USING btree ("_path");
  CREATE INDEX "resources_blocks_chart_tabs_tabs_order_idx" ON "resources_blocks_chart_tabs_tabs" USING btree ("_order");
  CREATE INDEX "resources_blocks_chart_tabs_tabs_parent_id_idx" ON "resources_blocks_chart_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_chart_tabs_order_idx" ON "resources_blocks_chart_tabs" USING btree ("_order");
  CREATE INDEX "resources_blocks_chart_tabs_parent_id_idx" ON "resources_blocks_chart_tabs" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_chart_tabs_path_idx" ON "resources_blocks_chart_tabs" USING btree ("_path");
  CREATE INDEX "resources_blocks_newsletter_form_order_idx" ON "resources_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "resources_blocks_newsletter_form_parent_id_idx" ON "resources_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_newsletter_form_path_idx" ON "resources_blocks_newsletter_form" USING btree ("_path");
  CREATE INDEX "resources_blocks_territory_form_order_idx" ON "resources_blocks_territory_form" USING btree ("_order");
  CREATE INDEX "resources_blocks_territory_form_parent_id_idx" ON "resources_blocks_territory_form" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_territory_form_path_idx" ON "resources_blocks_territory_form" USING btree ("_path");
  CREATE INDEX "resources_blocks_support_request_form_order_idx" ON "resources_blocks_support_request_form" USING btree ("_order");
  CREATE INDEX "resources_blocks_support_request_form_parent_id_idx" ON "resources_blocks_support_request_form" USING btree ("_parent_id");
  CREATE INDEX "resources_blocks_support_request_form_path_idx" ON "resources_blocks_support_request_form" USING btree ("_path");
  CREATE UNIQUE INDEX "resources_slug_idx" ON "resources" USING btree ("slug");
  CREATE INDEX "resources_misura_idx" ON "resources" USING btree ("misura_id");
  CREATE INDEX "resources_updated_at_idx" ON "resources" USING btree ("updated_at");
  CREATE INDEX "resources_created_at_idx" ON "resources" USING btree ("created_at");
  CREATE INDEX "resources_rels_order_idx" ON "resources_rels" USING btree ("order");
  CREATE INDEX "resources_rels_parent_idx" ON "resources_rels" USING btree ("parent_id");
  CREATE INDEX "resources_rels_path_idx" ON "resources_rels" USING btree ("path");
  CREATE INDEX "resources_rels_ente_beneficiarios_id_idx" ON "resources_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "resources_rels_news_id_idx" ON "resources_rels" USING btree ("news_id");
  CREATE INDEX "resources_rels_resources_id_idx" ON "resources_rels" USING btree ("resources_id");
  CREATE INDEX "resources_rels_guidelines_id_idx" ON "resources_rels" USING btree ("guidelines_id");
  CREATE INDEX "resources_rels_faqs_id_idx" ON "resources_rels" USING btree ("faqs_id");
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
  CREATE INDEX "supportos_blocks_news_list_order_idx" ON "supportos_blocks_news_list" USING btree ("_order");
  CREATE INDEX "supportos_blocks_news_list_parent_id_idx" ON "supportos_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_news_list_path_idx" ON "supportos_blocks_news_list" USING btree ("_path");
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
  CREATE INDEX "supportos_blocks_beneficiary_content_items_order_idx" ON "supportos_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "supportos_blocks_beneficiary_content_items_parent_id_idx" ON "supportos_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_beneficiary_content_items_link_link_cms_idx" ON "supportos_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "supportos_blocks_beneficiary_content_order_idx" ON "supportos_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "supportos_blocks_beneficiary_content_parent_id_idx" ON "supportos_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_beneficiary_content_path_idx" ON "supportos_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "supportos_blocks_faq_search_order_idx" ON "supportos_blocks_faq_search" USING btree ("_order");
  CREATE INDEX "supportos_blocks_faq_search_parent_id_idx" ON "supportos_blocks_faq_search" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_faq_search_path_idx" ON "supportos_blocks_faq_search" USING btree ("_path");
  CREATE INDEX "supportos_blocks_chart_kpi_order_idx" ON "supportos_blocks_chart_kpi" USING btree ("_order");
  CREATE INDEX "supportos_blocks_chart_kpi_parent_id_idx" ON "supportos_blocks_chart_kpi" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_chart_order_idx" ON "supportos_blocks_chart" USING btree ("_order");
  CREATE INDEX "supportos_blocks_chart_parent_id_idx" ON "supportos_blocks_chart" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_chart_path_idx" ON "supportos_blocks_chart" USING btree ("_path");
  CREATE INDEX "supportos_blocks_chart_selector_order_idx" ON "supportos_blocks_chart_selector" USING btree ("_order");
  CREATE INDEX "supportos_blocks_chart_selector_parent_id_idx" ON "supportos_blocks_chart_selector" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_chart_selector_path_idx" ON "supportos_blocks_chart_selector" USING btree ("_path");
  CREATE INDEX "supportos_blocks_chart_tabs_tabs_order_idx" ON "supportos_blocks_chart_tabs_tabs" USING btree ("_order");
  CREATE INDEX "supportos_blocks_chart_tabs_tabs_parent_id_idx" ON "supportos_blocks_chart_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_chart_tabs_order_idx" ON "supportos_blocks_chart_tabs" USING btree ("_order");
  CREATE INDEX "supportos_blocks_chart_tabs_parent_id_idx" ON "supportos_blocks_chart_tabs" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_chart_tabs_path_idx" ON "supportos_blocks_chart_tabs" USING btree ("_path");
  CREATE INDEX "supportos_blocks_newsletter_form_order_idx" ON "supportos_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "supportos_blocks_newsletter_form_parent_id_idx" ON "supportos_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_newsletter_form_path_idx" ON "supportos_blocks_newsletter_form" USING btree ("_path");
  CREATE INDEX "supportos_blocks_territory_form_order_idx" ON "supportos_blocks_territory_form" USING btree ("_order");
  CREATE INDEX "supportos_blocks_territory_form_parent_id_idx" ON "supportos_blocks_territory_form" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_territory_form_path_idx" ON "supportos_blocks_territory_form" USING btree ("_path");
  CREATE INDEX "supportos_blocks_support_request_form_order_idx" ON "supportos_blocks_support_request_form" USING btree ("_order");
  CREATE INDEX "supportos_blocks_support_request_form_parent_id_idx" ON "supportos_blocks_support_request_form" USING btree ("_parent_id");
  CREATE INDEX "supportos_blocks_support_request_form_path_idx" ON "supportos_blocks_support_request_form" USING btree ("_path");
  CREATE UNIQUE INDEX "supportos_slug_idx" ON "supportos" USING btree ("slug");
  CREATE INDEX "supportos_updated_at_idx" ON "supportos" USING btree ("updated_at");
  CREATE INDEX "supportos_created_at_idx" ON "supportos" USING btree ("created_at");
  CREATE INDEX "supportos_rels_order_idx" ON "supportos_rels" USING btree ("order");
  CREATE INDEX "supportos_rels_parent_idx" ON "supportos_rels" USING btree ("parent_id");
  CREATE INDEX "supportos_rels_path_idx" ON "supportos_rels" USING btree ("path");
  CREATE INDEX "supportos_rels_ente_beneficiarios_id_idx" ON "supportos_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "supportos_rels_news_id_idx" ON "supportos_rels" USING btree ("news_id");
  CREATE INDEX "supportos_rels_resources_id_idx" ON "supportos_rels" USING btree ("resources_id");
  CREATE INDEX "supportos_rels_guidelines_id_idx" ON "supportos_rels" USING btree ("guidelines_id");
  CREATE INDEX "supportos_rels_faqs_id_idx" ON "supportos_rels" USING btree ("faqs_id");
  CREATE INDEX "datis_files_order_idx" ON "datis_files" USING btree ("_order");
  CREATE INDEX "datis_files_parent_id_idx" ON "datis_files" USING btree ("_parent_id");
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
  CREATE INDEX "datis_blocks_news_list_order_idx" ON "datis_blocks_news_list" USING btree ("_order");
  CREATE INDEX "datis_blocks_news_list_parent_id_idx" ON "datis_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_news_list_path_idx" ON "datis_blocks_news_list" USING btree ("_path");
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
  CREATE INDEX "datis_blocks_measure_cards_path_idx" ON "datis_blocks_measure_cards" USING btree ("_path");
  CREATE INDEX "datis_blocks_beneficiary_content_items_order_idx" ON "datis_blocks_beneficiary_content_items" USING btree ("_order");
  CREATE INDEX "datis_blocks_beneficiary_content_items_parent_id_idx" ON "datis_blocks_beneficiary_content_items" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_beneficiary_content_items_link_link_cms_pag_idx" ON "datis_blocks_beneficiary_content_items" USING btree ("link_cms_page_id");
  CREATE INDEX "datis_blocks_beneficiary_content_order_idx" ON "datis_blocks_beneficiary_content" USING btree ("_order");
  CREATE INDEX "datis_blocks_beneficiary_content_parent_id_idx" ON "datis_blocks_beneficiary_content" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_beneficiary_content_path_idx" ON "datis_blocks_beneficiary_content" USING btree ("_path");
  CREATE INDEX "datis_blocks_faq_search_order_idx" ON "datis_blocks_faq_search" USING btree ("_order");
  CREATE INDEX "datis_blocks_faq_search_parent_id_idx" ON "datis_blocks_faq_search" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_faq_search_path_idx" ON "datis_blocks_faq_search" USING btree ("_path");
  CREATE INDEX "datis_blocks_chart_kpi_order_idx" ON "datis_blocks_chart_kpi" USING btree ("_order");
  CREATE INDEX "datis_blocks_chart_kpi_parent_id_idx" ON "datis_blocks_chart_kpi" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_chart_order_idx" ON "datis_blocks_chart" USING btree ("_order");
  CREATE INDEX "datis_blocks_chart_parent_id_idx" ON "datis_blocks_chart" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_chart_path_idx" ON "datis_blocks_chart" USING btree ("_path");
  CREATE INDEX "datis_blocks_chart_selector_order_idx" ON "datis_blocks_chart_selector" USING btree ("_order");
  CREATE INDEX "datis_blocks_chart_selector_parent_id_idx" ON "datis_blocks_chart_selector" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_chart_selector_path_idx" ON "datis_blocks_chart_selector" USING btree ("_path");
  CREATE INDEX "datis_blocks_chart_tabs_tabs_order_idx" ON "datis_blocks_chart_tabs_tabs" USING btree ("_order");
  CREATE INDEX "datis_blocks_chart_tabs_tabs_parent_id_idx" ON "datis_blocks_chart_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_chart_tabs_order_idx" ON "datis_blocks_chart_tabs" USING btree ("_order");
  CREATE INDEX "datis_blocks_chart_tabs_parent_id_idx" ON "datis_blocks_chart_tabs" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_chart_tabs_path_idx" ON "datis_blocks_chart_tabs" USING btree ("_path");
  CREATE INDEX "datis_blocks_newsletter_form_order_idx" ON "datis_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "datis_blocks_newsletter_form_parent_id_idx" ON "datis_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_newsletter_form_path_idx" ON "datis_blocks_newsletter_form" USING btree ("_path");
  CREATE INDEX "datis_blocks_territory_form_order_idx" ON "datis_blocks_territory_form" USING btree ("_order");
  CREATE INDEX "datis_blocks_territory_form_parent_id_idx" ON "datis_blocks_territory_form" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_territory_form_path_idx" ON "datis_blocks_territory_form" USING btree ("_path");
  CREATE INDEX "datis_blocks_support_request_form_order_idx" ON "datis_blocks_support_request_form" USING btree ("_order");
  CREATE INDEX "datis_blocks_support_request_form_parent_id_idx" ON "datis_blocks_support_request_form" USING btree ("_parent_id");
  CREATE INDEX "datis_blocks_support_request_form_path_idx" ON "datis_blocks_support_request_form" USING btree ("_path");
  CREATE UNIQUE INDEX "datis_slug_idx" ON "datis" USING btree ("slug");
  CREATE INDEX "datis_updated_at_idx" ON "datis" USING btree ("updated_at");
  CREATE INDEX "datis_created_at_idx" ON "datis" USING btree ("created_at");
  CREATE INDEX "datis_rels_order_idx" ON "datis_rels" USING btree ("order");
  CREATE INDEX "datis_rels_parent_idx" ON "datis_rels" USING btree ("parent_id");
  CREATE INDEX "datis_rels_path_idx" ON "datis_rels" USING btree ("path");
  CREATE INDEX "datis_rels_ente_beneficiarios_id_idx" ON "datis_rels" USING btree ("ente_beneficiarios_id");
  CREATE INDEX "datis_rels_news_id_idx" ON "datis_rels" USING btree ("news_id");
  CREATE INDEX "datis_rels_resources_id_idx" ON "datis_rels" USING btree ("resources_id");
  CREATE INDEX "datis_rels_guidelines_id_idx" ON "datis_rels" USING btree ("guidelines_id");
  CREATE INDEX "datis_rels_faqs_id_idx" ON "datis_rels" USING btree ("faqs_id");
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
  CREATE UNIQUE INDEX "legacy_redirects_legacy_id_idx" ON "legacy_redirects" USING btree ("legacy_id");
  CREATE INDEX "legacy_redirects_updated_at_idx" ON "legacy_redirects" USING btree ("updated_at");
  CREATE INDEX "legacy_redirects_created_at_idx" ON "legacy_redirects" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree ("email");
  CREATE INDEX "newsletter_subscriptions_status_idx" ON "newsletter_subscriptions" USING btree ("status");
  CREATE INDEX "newsletter_subscriptions_updated_at_idx" ON "newsletter_subscriptions" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscriptions_created_at_idx" ON "newsletter_subscriptions" USING btree ("created_at");
  CREATE INDEX "feedbacks_link_idx" ON "feedbacks" USING btree ("link");
  CREATE UNIQUE INDEX "feedbacks_token_id_idx" ON "feedbacks" USING btree ("token_id");
  CREATE INDEX "feedbacks_updated_at_idx" ON "feedbacks" USING btree ("updated_at");
  CREATE INDEX "feedbacks_created_at_idx" ON "feedbacks" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "territory_requests_updated_at_idx" ON "territory_requests" USING btree ("updated_at");
  CREATE INDEX "territory_requests_created_at_idx" ON "territory_requests" USING btree ("created_at");
  CREATE INDEX "support_requests_inoltro_idx" ON "support_requests" USING btree ("inoltro");
  CREATE INDEX "support_requests_updated_at_idx" ON "support_requests" USING btree ("updated_at");
  CREATE INDEX "support_requests_created_at_idx" ON "support_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "once_keys_key_idx" ON "once_keys" USING btree ("key");
  CREATE INDEX "once_keys_expires_at_idx" ON "once_keys" USING btree ("expires_at");
  CREATE INDEX "once_keys_updated_at_idx" ON "once_keys" USING btree ("updated_at");
  CREATE INDEX "once_keys_created_at_idx" ON "once_keys" USING btree ("created_at");
  CREATE INDEX "exports_updated_at_idx" ON "exports" USING btree ("updated_at");
  CREATE INDEX "exports_created_at_idx" ON "exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "exports_filename_idx" ON "exports" USING btree ("filename");
  CREATE INDEX "exports_texts_order_parent" ON "exports_texts" USING btree ("order","parent_id");
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "imports_filename_idx" ON "imports" USING btree ("filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
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
  CREATE INDEX "payload_locked_documents_rels_legacy_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("legacy_redirects_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscriptions_i_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_feedbacks_id_idx" ON "payload_locked_documents_rels" USING btree ("feedbacks_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_territory_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("territory_requests_id");
  CREATE INDEX "payload_locked_documents_rels_support_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("support_requests_id");
  CREATE INDEX "payload_locked_documents_rels_once_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("once_keys_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "search_suggestions_items_order_idx" ON "search_suggestions_items" USING btree ("_order");
  CREATE INDEX "search_suggestions_items_parent_id_idx" ON "search_suggestions_items" USING btree ("_parent_id");`)
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
  DROP TABLE "pages_blocks_news_list" CASCADE;
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
  DROP TABLE "pages_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "pages_blocks_beneficiary_content" CASCADE;
  DROP TABLE "pages_blocks_faq_search" CASCADE;
  DROP TABLE "pages_blocks_chart_kpi" CASCADE;
  DROP TABLE "pages_blocks_chart" CASCADE;
  DROP TABLE "pages_blocks_chart_selector" CASCADE;
  DROP TABLE "pages_blocks_chart_tabs_tabs" CASCADE;
  DROP TABLE "pages_blocks_chart_tabs" CASCADE;
  DROP TABLE "pages_blocks_newsletter_form" CASCADE;
  DROP TABLE "pages_blocks_territory_form" CASCADE;
  DROP TABLE "pages_blocks_support_request_form" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_alert" CASCADE;
  DROP TABLE "_pages_v_blocks_table_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_table_rows_cells" CASCADE;
  DROP TABLE "_pages_v_blocks_table_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_table" CASCADE;
  DROP TABLE "_pages_v_blocks_single_image" CASCADE;
  DROP TABLE "_pages_v_blocks_page_header" CASCADE;
  DROP TABLE "_pages_v_blocks_video_player" CASCADE;
  DROP TABLE "_pages_v_blocks_stepper_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_stepper" CASCADE;
  DROP TABLE "_pages_v_blocks_card_grid_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_card_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_announcements_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_dated_list_items" CASCADE;
  DROP TABLE "_pages_v_blocks_dated_list" CASCADE;
  DROP TABLE "_pages_v_blocks_link_list_items" CASCADE;
  DROP TABLE "_pages_v_blocks_link_list" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_list" CASCADE;
  DROP TABLE "_pages_v_blocks_updates_list" CASCADE;
  DROP TABLE "_pages_v_blocks_news_list" CASCADE;
  DROP TABLE "_pages_v_blocks_image_text_hero_links" CASCADE;
  DROP TABLE "_pages_v_blocks_image_text_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_split_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_image_text_column" CASCADE;
  DROP TABLE "_pages_v_blocks_text_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_image_grid_image_blocks" CASCADE;
  DROP TABLE "_pages_v_blocks_image_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_benefits_items" CASCADE;
  DROP TABLE "_pages_v_blocks_benefits" CASCADE;
  DROP TABLE "_pages_v_blocks_timeline_items" CASCADE;
  DROP TABLE "_pages_v_blocks_timeline" CASCADE;
  DROP TABLE "_pages_v_blocks_sidebar_rich_text_sections" CASCADE;
  DROP TABLE "_pages_v_blocks_sidebar_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_measure_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_measure_cards" CASCADE;
  DROP TABLE "_meas_acc_v_items_resources" CASCADE;
  DROP TABLE "_meas_acc_v_items" CASCADE;
  DROP TABLE "_meas_acc_v" CASCADE;
  DROP TABLE "_pages_v_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "_pages_v_blocks_beneficiary_content" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_search" CASCADE;
  DROP TABLE "_pages_v_blocks_chart_kpi" CASCADE;
  DROP TABLE "_pages_v_blocks_chart" CASCADE;
  DROP TABLE "_pages_v_blocks_chart_selector" CASCADE;
  DROP TABLE "_pages_v_blocks_chart_tabs_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_chart_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter_form" CASCADE;
  DROP TABLE "_pages_v_blocks_territory_form" CASCADE;
  DROP TABLE "_pages_v_blocks_support_request_form" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "faqs_blocks_hero" CASCADE;
  DROP TABLE "faqs_blocks_rich_text" CASCADE;
  DROP TABLE "faqs_blocks_alert" CASCADE;
  DROP TABLE "faqs_blocks_table_columns" CASCADE;
  DROP TABLE "faqs_blocks_table_rows_cells" CASCADE;
  DROP TABLE "faqs_blocks_table_rows" CASCADE;
  DROP TABLE "faqs_blocks_table" CASCADE;
  DROP TABLE "faqs_blocks_single_image" CASCADE;
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
  DROP TABLE "faqs_blocks_news_list" CASCADE;
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
  DROP TABLE "faqs_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "faqs_blocks_beneficiary_content" CASCADE;
  DROP TABLE "faqs_blocks_faq_search" CASCADE;
  DROP TABLE "faqs_blocks_chart_kpi" CASCADE;
  DROP TABLE "faqs_blocks_chart" CASCADE;
  DROP TABLE "faqs_blocks_chart_selector" CASCADE;
  DROP TABLE "faqs_blocks_chart_tabs_tabs" CASCADE;
  DROP TABLE "faqs_blocks_chart_tabs" CASCADE;
  DROP TABLE "faqs_blocks_newsletter_form" CASCADE;
  DROP TABLE "faqs_blocks_territory_form" CASCADE;
  DROP TABLE "faqs_blocks_support_request_form" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_rels" CASCADE;
  DROP TABLE "_faqs_v_blocks_hero" CASCADE;
  DROP TABLE "_faqs_v_blocks_rich_text" CASCADE;
  DROP TABLE "_faqs_v_blocks_alert" CASCADE;
  DROP TABLE "_faqs_v_blocks_table_columns" CASCADE;
  DROP TABLE "_faqs_v_blocks_table_rows_cells" CASCADE;
  DROP TABLE "_faqs_v_blocks_table_rows" CASCADE;
  DROP TABLE "_faqs_v_blocks_table" CASCADE;
  DROP TABLE "_faqs_v_blocks_single_image" CASCADE;
  DROP TABLE "_faqs_v_blocks_page_header" CASCADE;
  DROP TABLE "_faqs_v_blocks_video_player" CASCADE;
  DROP TABLE "_faqs_v_blocks_stepper_steps" CASCADE;
  DROP TABLE "_faqs_v_blocks_stepper" CASCADE;
  DROP TABLE "_faqs_v_blocks_card_grid_cards" CASCADE;
  DROP TABLE "_faqs_v_blocks_card_grid" CASCADE;
  DROP TABLE "_faqs_v_blocks_announcements_grid" CASCADE;
  DROP TABLE "_faqs_v_blocks_dated_list_items" CASCADE;
  DROP TABLE "_faqs_v_blocks_dated_list" CASCADE;
  DROP TABLE "_faqs_v_blocks_link_list_items" CASCADE;
  DROP TABLE "_faqs_v_blocks_link_list" CASCADE;
  DROP TABLE "_faqs_v_blocks_faq_list" CASCADE;
  DROP TABLE "_faqs_v_blocks_updates_list" CASCADE;
  DROP TABLE "_faqs_v_blocks_news_list" CASCADE;
  DROP TABLE "_faqs_v_blocks_image_text_hero_links" CASCADE;
  DROP TABLE "_faqs_v_blocks_image_text_hero" CASCADE;
  DROP TABLE "_faqs_v_blocks_split_banner" CASCADE;
  DROP TABLE "_faqs_v_blocks_banner" CASCADE;
  DROP TABLE "_faqs_v_blocks_image_text_column" CASCADE;
  DROP TABLE "_faqs_v_blocks_text_columns" CASCADE;
  DROP TABLE "_faqs_v_blocks_image_grid_image_blocks" CASCADE;
  DROP TABLE "_faqs_v_blocks_image_grid" CASCADE;
  DROP TABLE "_faqs_v_blocks_benefits_items" CASCADE;
  DROP TABLE "_faqs_v_blocks_benefits" CASCADE;
  DROP TABLE "_faqs_v_blocks_timeline_items" CASCADE;
  DROP TABLE "_faqs_v_blocks_timeline" CASCADE;
  DROP TABLE "_faqs_v_blocks_sidebar_rich_text_sections" CASCADE;
  DROP TABLE "_faqs_v_blocks_sidebar_rich_text" CASCADE;
  DROP TABLE "_faqs_v_blocks_measure_cards_cards" CASCADE;
  DROP TABLE "_faqs_v_blocks_measure_cards" CASCADE;
  DROP TABLE "_faqs_v_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "_faqs_v_blocks_beneficiary_content" CASCADE;
  DROP TABLE "_faqs_v_blocks_faq_search" CASCADE;
  DROP TABLE "_faqs_v_blocks_chart_kpi" CASCADE;
  DROP TABLE "_faqs_v_blocks_chart" CASCADE;
  DROP TABLE "_faqs_v_blocks_chart_selector" CASCADE;
  DROP TABLE "_faqs_v_blocks_chart_tabs_tabs" CASCADE;
  DROP TABLE "_faqs_v_blocks_chart_tabs" CASCADE;
  DROP TABLE "_faqs_v_blocks_newsletter_form" CASCADE;
  DROP TABLE "_faqs_v_blocks_territory_form" CASCADE;
  DROP TABLE "_faqs_v_blocks_support_request_form" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "_faqs_v_rels" CASCADE;
  DROP TABLE "news_blocks_hero" CASCADE;
  DROP TABLE "news_blocks_rich_text" CASCADE;
  DROP TABLE "news_blocks_alert" CASCADE;
  DROP TABLE "news_blocks_table_columns" CASCADE;
  DROP TABLE "news_blocks_table_rows_cells" CASCADE;
  DROP TABLE "news_blocks_table_rows" CASCADE;
  DROP TABLE "news_blocks_table" CASCADE;
  DROP TABLE "news_blocks_single_image" CASCADE;
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
  DROP TABLE "news_blocks_news_list" CASCADE;
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
  DROP TABLE "news_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "news_blocks_beneficiary_content" CASCADE;
  DROP TABLE "news_blocks_faq_search" CASCADE;
  DROP TABLE "news_blocks_chart_kpi" CASCADE;
  DROP TABLE "news_blocks_chart" CASCADE;
  DROP TABLE "news_blocks_chart_selector" CASCADE;
  DROP TABLE "news_blocks_chart_tabs_tabs" CASCADE;
  DROP TABLE "news_blocks_chart_tabs" CASCADE;
  DROP TABLE "news_blocks_newsletter_form" CASCADE;
  DROP TABLE "news_blocks_territory_form" CASCADE;
  DROP TABLE "news_blocks_support_request_form" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "_news_v_blocks_hero" CASCADE;
  DROP TABLE "_news_v_blocks_rich_text" CASCADE;
  DROP TABLE "_news_v_blocks_alert" CASCADE;
  DROP TABLE "_news_v_blocks_table_columns" CASCADE;
  DROP TABLE "_news_v_blocks_table_rows_cells" CASCADE;
  DROP TABLE "_news_v_blocks_table_rows" CASCADE;
  DROP TABLE "_news_v_blocks_table" CASCADE;
  DROP TABLE "_news_v_blocks_single_image" CASCADE;
  DROP TABLE "_news_v_blocks_page_header" CASCADE;
  DROP TABLE "_news_v_blocks_video_player" CASCADE;
  DROP TABLE "_news_v_blocks_stepper_steps" CASCADE;
  DROP TABLE "_news_v_blocks_stepper" CASCADE;
  DROP TABLE "_news_v_blocks_card_grid_cards" CASCADE;
  DROP TABLE "_news_v_blocks_card_grid" CASCADE;
  DROP TABLE "_news_v_blocks_announcements_grid" CASCADE;
  DROP TABLE "_news_v_blocks_dated_list_items" CASCADE;
  DROP TABLE "_news_v_blocks_dated_list" CASCADE;
  DROP TABLE "_news_v_blocks_link_list_items" CASCADE;
  DROP TABLE "_news_v_blocks_link_list" CASCADE;
  DROP TABLE "_news_v_blocks_faq_list" CASCADE;
  DROP TABLE "_news_v_blocks_updates_list" CASCADE;
  DROP TABLE "_news_v_blocks_news_list" CASCADE;
  DROP TABLE "_news_v_blocks_image_text_hero_links" CASCADE;
  DROP TABLE "_news_v_blocks_image_text_hero" CASCADE;
  DROP TABLE "_news_v_blocks_split_banner" CASCADE;
  DROP TABLE "_news_v_blocks_banner" CASCADE;
  DROP TABLE "_news_v_blocks_image_text_column" CASCADE;
  DROP TABLE "_news_v_blocks_text_columns" CASCADE;
  DROP TABLE "_news_v_blocks_image_grid_image_blocks" CASCADE;
  DROP TABLE "_news_v_blocks_image_grid" CASCADE;
  DROP TABLE "_news_v_blocks_benefits_items" CASCADE;
  DROP TABLE "_news_v_blocks_benefits" CASCADE;
  DROP TABLE "_news_v_blocks_timeline_items" CASCADE;
  DROP TABLE "_news_v_blocks_timeline" CASCADE;
  DROP TABLE "_news_v_blocks_sidebar_rich_text_sections" CASCADE;
  DROP TABLE "_news_v_blocks_sidebar_rich_text" CASCADE;
  DROP TABLE "_news_v_blocks_measure_cards_cards" CASCADE;
  DROP TABLE "_news_v_blocks_measure_cards" CASCADE;
  DROP TABLE "_news_v_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "_news_v_blocks_beneficiary_content" CASCADE;
  DROP TABLE "_news_v_blocks_faq_search" CASCADE;
  DROP TABLE "_news_v_blocks_chart_kpi" CASCADE;
  DROP TABLE "_news_v_blocks_chart" CASCADE;
  DROP TABLE "_news_v_blocks_chart_selector" CASCADE;
  DROP TABLE "_news_v_blocks_chart_tabs_tabs" CASCADE;
  DROP TABLE "_news_v_blocks_chart_tabs" CASCADE;
  DROP TABLE "_news_v_blocks_newsletter_form" CASCADE;
  DROP TABLE "_news_v_blocks_territory_form" CASCADE;
  DROP TABLE "_news_v_blocks_support_request_form" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_rels" CASCADE;
  DROP TABLE "resources_blocks_hero" CASCADE;
  DROP TABLE "resources_blocks_rich_text" CASCADE;
  DROP TABLE "resources_blocks_alert" CASCADE;
  DROP TABLE "resources_blocks_table_columns" CASCADE;
  DROP TABLE "resources_blocks_table_rows_cells" CASCADE;
  DROP TABLE "resources_blocks_table_rows" CASCADE;
  DROP TABLE "resources_blocks_table" CASCADE;
  DROP TABLE "resources_blocks_single_image" CASCADE;
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
  DROP TABLE "resources_blocks_news_list" CASCADE;
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
  DROP TABLE "resources_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "resources_blocks_beneficiary_content" CASCADE;
  DROP TABLE "resources_blocks_faq_search" CASCADE;
  DROP TABLE "resources_blocks_chart_kpi" CASCADE;
  DROP TABLE "resources_blocks_chart" CASCADE;
  DROP TABLE "resources_blocks_chart_selector" CASCADE;
  DROP TABLE "resources_blocks_chart_tabs_tabs" CASCADE;
  DROP TABLE "resources_blocks_chart_tabs" CASCADE;
  DROP TABLE "resources_blocks_newsletter_form" CASCADE;
  DROP TABLE "resources_blocks_territory_form" CASCADE;
  DROP TABLE "resources_blocks_support_request_form" CASCADE;
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
  DROP TABLE "supportos_blocks_news_list" CASCADE;
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
  DROP TABLE "supportos_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "supportos_blocks_beneficiary_content" CASCADE;
  DROP TABLE "supportos_blocks_faq_search" CASCADE;
  DROP TABLE "supportos_blocks_chart_kpi" CASCADE;
  DROP TABLE "supportos_blocks_chart" CASCADE;
  DROP TABLE "supportos_blocks_chart_selector" CASCADE;
  DROP TABLE "supportos_blocks_chart_tabs_tabs" CASCADE;
  DROP TABLE "supportos_blocks_chart_tabs" CASCADE;
  DROP TABLE "supportos_blocks_newsletter_form" CASCADE;
  DROP TABLE "supportos_blocks_territory_form" CASCADE;
  DROP TABLE "supportos_blocks_support_request_form" CASCADE;
  DROP TABLE "supportos" CASCADE;
  DROP TABLE "supportos_rels" CASCADE;
  DROP TABLE "datis_files" CASCADE;
  DROP TABLE "datis_blocks_hero" CASCADE;
  DROP TABLE "datis_blocks_rich_text" CASCADE;
  DROP TABLE "datis_blocks_alert" CASCADE;
  DROP TABLE "datis_blocks_table_columns" CASCADE;
  DROP TABLE "datis_blocks_table_rows_cells" CASCADE;
  DROP TABLE "datis_blocks_table_rows" CASCADE;
  DROP TABLE "datis_blocks_table" CASCADE;
  DROP TABLE "datis_blocks_single_image" CASCADE;
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
  DROP TABLE "datis_blocks_news_list" CASCADE;
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
  DROP TABLE "datis_blocks_beneficiary_content_items" CASCADE;
  DROP TABLE "datis_blocks_beneficiary_content" CASCADE;
  DROP TABLE "datis_blocks_faq_search" CASCADE;
  DROP TABLE "datis_blocks_chart_kpi" CASCADE;
  DROP TABLE "datis_blocks_chart" CASCADE;
  DROP TABLE "datis_blocks_chart_selector" CASCADE;
  DROP TABLE "datis_blocks_chart_tabs_tabs" CASCADE;
  DROP TABLE "datis_blocks_chart_tabs" CASCADE;
  DROP TABLE "datis_blocks_newsletter_form" CASCADE;
  DROP TABLE "datis_blocks_territory_form" CASCADE;
  DROP TABLE "datis_blocks_support_request_form" CASCADE;
  DROP TABLE "datis" CASCADE;
  DROP TABLE "datis_rels" CASCADE;
  DROP TABLE "guidelines" CASCADE;
  DROP TABLE "updates" CASCADE;
  DROP TABLE "updates_rels" CASCADE;
  DROP TABLE "announcements" CASCADE;
  DROP TABLE "announcements_texts" CASCADE;
  DROP TABLE "ente_beneficiarios" CASCADE;
  DROP TABLE "ente_promotores" CASCADE;
  DROP TABLE "misuras" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "legacy_redirects" CASCADE;
  DROP TABLE "newsletter_subscriptions" CASCADE;
  DROP TABLE "feedbacks" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "territory_requests" CASCADE;
  DROP TABLE "support_requests" CASCADE;
  DROP TABLE "once_keys" CASCADE;
  DROP TABLE "exports" CASCADE;
  DROP TABLE "exports_texts" CASCADE;
  DROP TABLE "imports" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "search_suggestions_items" CASCADE;
  DROP TABLE "search_suggestions" CASCADE;
  DROP TABLE "search_state" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_hero_button_target";
  DROP TYPE "public"."enum_pages_blocks_alert_colore";
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
  DROP TYPE "public"."enum_pages_blocks_news_list_selection";
  DROP TYPE "public"."enum_pages_blocks_news_list_columns";
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
  DROP TYPE "public"."enum_pages_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum_pages_blocks_chart_kpi_background_color";
  DROP TYPE "public"."enum_pages_blocks_chart_kpi_flow_direction";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_button_target";
  DROP TYPE "public"."enum__pages_v_blocks_alert_colore";
  DROP TYPE "public"."enum__pages_v_blocks_stepper_layout";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_cards_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_columns";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_card_layout";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_card_type";
  DROP TYPE "public"."enum__pages_v_blocks_announcements_grid_layout";
  DROP TYPE "public"."enum__pages_v_blocks_dated_list_items_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_link_list_items_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_faq_list_source";
  DROP TYPE "public"."enum__pages_v_blocks_faq_list_category";
  DROP TYPE "public"."enum__pages_v_blocks_news_list_selection";
  DROP TYPE "public"."enum__pages_v_blocks_news_list_columns";
  DROP TYPE "public"."enum__pages_v_blocks_image_text_hero_links_target";
  DROP TYPE "public"."enum__pages_v_blocks_split_banner_image_position";
  DROP TYPE "public"."enum__pages_v_blocks_split_banner_button_target";
  DROP TYPE "public"."enum__pages_v_blocks_banner_button_target";
  DROP TYPE "public"."enum__pages_v_blocks_banner_colour";
  DROP TYPE "public"."enum__pages_v_blocks_image_text_column_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_text_columns_columns";
  DROP TYPE "public"."enum__pages_v_blocks_image_grid_image_blocks_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_image_grid_columns";
  DROP TYPE "public"."enum__pages_v_blocks_benefits_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_sidebar_rich_text_variant";
  DROP TYPE "public"."enum__pages_v_blocks_measure_cards_cards_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_measure_cards_cards_button_target";
  DROP TYPE "public"."enum__meas_acc_v_items_resources_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_chart_kpi_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_chart_kpi_flow_direction";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_faqs_blocks_hero_button_target";
  DROP TYPE "public"."enum_faqs_blocks_alert_colore";
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
  DROP TYPE "public"."enum_faqs_blocks_news_list_selection";
  DROP TYPE "public"."enum_faqs_blocks_news_list_columns";
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
  DROP TYPE "public"."enum_faqs_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum_faqs_blocks_chart_kpi_background_color";
  DROP TYPE "public"."enum_faqs_blocks_chart_kpi_flow_direction";
  DROP TYPE "public"."enum_faqs_category";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_blocks_hero_button_target";
  DROP TYPE "public"."enum__faqs_v_blocks_alert_colore";
  DROP TYPE "public"."enum__faqs_v_blocks_stepper_layout";
  DROP TYPE "public"."enum__faqs_v_blocks_card_grid_cards_link_target";
  DROP TYPE "public"."enum__faqs_v_blocks_card_grid_columns";
  DROP TYPE "public"."enum__faqs_v_blocks_card_grid_card_layout";
  DROP TYPE "public"."enum__faqs_v_blocks_card_grid_card_type";
  DROP TYPE "public"."enum__faqs_v_blocks_announcements_grid_layout";
  DROP TYPE "public"."enum__faqs_v_blocks_dated_list_items_link_target";
  DROP TYPE "public"."enum__faqs_v_blocks_link_list_items_link_target";
  DROP TYPE "public"."enum__faqs_v_blocks_faq_list_source";
  DROP TYPE "public"."enum__faqs_v_blocks_faq_list_category";
  DROP TYPE "public"."enum__faqs_v_blocks_news_list_selection";
  DROP TYPE "public"."enum__faqs_v_blocks_news_list_columns";
  DROP TYPE "public"."enum__faqs_v_blocks_image_text_hero_links_target";
  DROP TYPE "public"."enum__faqs_v_blocks_split_banner_image_position";
  DROP TYPE "public"."enum__faqs_v_blocks_split_banner_button_target";
  DROP TYPE "public"."enum__faqs_v_blocks_banner_button_target";
  DROP TYPE "public"."enum__faqs_v_blocks_banner_colour";
  DROP TYPE "public"."enum__faqs_v_blocks_image_text_column_link_target";
  DROP TYPE "public"."enum__faqs_v_blocks_text_columns_columns";
  DROP TYPE "public"."enum__faqs_v_blocks_image_grid_image_blocks_link_target";
  DROP TYPE "public"."enum__faqs_v_blocks_image_grid_columns";
  DROP TYPE "public"."enum__faqs_v_blocks_benefits_items_icon";
  DROP TYPE "public"."enum__faqs_v_blocks_sidebar_rich_text_variant";
  DROP TYPE "public"."enum__faqs_v_blocks_measure_cards_cards_link_target";
  DROP TYPE "public"."enum__faqs_v_blocks_measure_cards_cards_button_target";
  DROP TYPE "public"."enum__faqs_v_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum__faqs_v_blocks_chart_kpi_background_color";
  DROP TYPE "public"."enum__faqs_v_blocks_chart_kpi_flow_direction";
  DROP TYPE "public"."enum__faqs_v_version_category";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum_news_blocks_hero_button_target";
  DROP TYPE "public"."enum_news_blocks_alert_colore";
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
  DROP TYPE "public"."enum_news_blocks_news_list_selection";
  DROP TYPE "public"."enum_news_blocks_news_list_columns";
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
  DROP TYPE "public"."enum_news_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum_news_blocks_chart_kpi_background_color";
  DROP TYPE "public"."enum_news_blocks_chart_kpi_flow_direction";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_blocks_hero_button_target";
  DROP TYPE "public"."enum__news_v_blocks_alert_colore";
  DROP TYPE "public"."enum__news_v_blocks_stepper_layout";
  DROP TYPE "public"."enum__news_v_blocks_card_grid_cards_link_target";
  DROP TYPE "public"."enum__news_v_blocks_card_grid_columns";
  DROP TYPE "public"."enum__news_v_blocks_card_grid_card_layout";
  DROP TYPE "public"."enum__news_v_blocks_card_grid_card_type";
  DROP TYPE "public"."enum__news_v_blocks_announcements_grid_layout";
  DROP TYPE "public"."enum__news_v_blocks_dated_list_items_link_target";
  DROP TYPE "public"."enum__news_v_blocks_link_list_items_link_target";
  DROP TYPE "public"."enum__news_v_blocks_faq_list_source";
  DROP TYPE "public"."enum__news_v_blocks_faq_list_category";
  DROP TYPE "public"."enum__news_v_blocks_news_list_selection";
  DROP TYPE "public"."enum__news_v_blocks_news_list_columns";
  DROP TYPE "public"."enum__news_v_blocks_image_text_hero_links_target";
  DROP TYPE "public"."enum__news_v_blocks_split_banner_image_position";
  DROP TYPE "public"."enum__news_v_blocks_split_banner_button_target";
  DROP TYPE "public"."enum__news_v_blocks_banner_button_target";
  DROP TYPE "public"."enum__news_v_blocks_banner_colour";
  DROP TYPE "public"."enum__news_v_blocks_image_text_column_link_target";
  DROP TYPE "public"."enum__news_v_blocks_text_columns_columns";
  DROP TYPE "public"."enum__news_v_blocks_image_grid_image_blocks_link_target";
  DROP TYPE "public"."enum__news_v_blocks_image_grid_columns";
  DROP TYPE "public"."enum__news_v_blocks_benefits_items_icon";
  DROP TYPE "public"."enum__news_v_blocks_sidebar_rich_text_variant";
  DROP TYPE "public"."enum__news_v_blocks_measure_cards_cards_link_target";
  DROP TYPE "public"."enum__news_v_blocks_measure_cards_cards_button_target";
  DROP TYPE "public"."enum__news_v_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum__news_v_blocks_chart_kpi_background_color";
  DROP TYPE "public"."enum__news_v_blocks_chart_kpi_flow_direction";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum_resources_blocks_hero_button_target";
  DROP TYPE "public"."enum_resources_blocks_alert_colore";
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
  DROP TYPE "public"."enum_resources_blocks_news_list_selection";
  DROP TYPE "public"."enum_resources_blocks_news_list_columns";
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
  DROP TYPE "public"."enum_resources_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum_resources_blocks_chart_kpi_background_color";
  DROP TYPE "public"."enum_resources_blocks_chart_kpi_flow_direction";
  DROP TYPE "public"."enum_supportos_blocks_hero_button_target";
  DROP TYPE "public"."enum_supportos_blocks_alert_colore";
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
  DROP TYPE "public"."enum_supportos_blocks_news_list_selection";
  DROP TYPE "public"."enum_supportos_blocks_news_list_columns";
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
  DROP TYPE "public"."enum_supportos_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum_supportos_blocks_chart_kpi_background_color";
  DROP TYPE "public"."enum_supportos_blocks_chart_kpi_flow_direction";
  DROP TYPE "public"."enum_datis_files_format";
  DROP TYPE "public"."enum_datis_blocks_hero_button_target";
  DROP TYPE "public"."enum_datis_blocks_alert_colore";
  DROP TYPE "public"."enum_datis_blocks_stepper_layout";
  DROP TYPE "public"."enum_datis_blocks_card_grid_cards_link_target";
  DROP TYPE "public"."enum_datis_blocks_card_grid_columns";
  DROP TYPE "public"."enum_datis_blocks_card_grid_card_layout";
  DROP TYPE "public"."enum_datis_blocks_card_grid_card_type";
  DROP TYPE "public"."enum_datis_blocks_announcements_grid_layout";
  DROP TYPE "public"."enum_datis_blocks_dated_list_items_link_target";
  DROP TYPE "public"."enum_datis_blocks_link_list_items_link_target";
  DROP TYPE "public"."enum_datis_blocks_faq_list_source";
  DROP TYPE "public"."enum_datis_blocks_faq_list_category";
  DROP TYPE "public"."enum_datis_blocks_news_list_selection";
  DROP TYPE "public"."enum_datis_blocks_news_list_columns";
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
  DROP TYPE "public"."enum_datis_blocks_measure_cards_cards_button_target";
  DROP TYPE "public"."enum_datis_blocks_beneficiary_content_items_link_target";
  DROP TYPE "public"."enum_datis_blocks_chart_kpi_background_color";
  DROP TYPE "public"."enum_datis_blocks_chart_kpi_flow_direction";
  DROP TYPE "public"."enum_datis_licenza";
  DROP TYPE "public"."enum_updates_cta_target";
  DROP TYPE "public"."enum_announcements_status";
  DROP TYPE "public"."enum_newsletter_subscriptions_status";
  DROP TYPE "public"."enum_newsletter_subscriptions_rappresento";
  DROP TYPE "public"."enum_newsletter_subscriptions_in_quanto";
  DROP TYPE "public"."enum_territory_requests_area";
  DROP TYPE "public"."enum_territory_requests_captcha";
  DROP TYPE "public"."enum_territory_requests_notifica";
  DROP TYPE "public"."enum_support_requests_applicant";
  DROP TYPE "public"."enum_support_requests_subject";
  DROP TYPE "public"."enum_support_requests_notice";
  DROP TYPE "public"."enum_support_requests_captcha";
  DROP TYPE "public"."enum_support_requests_inoltro";
  DROP TYPE "public"."enum_support_requests_notifica";
  DROP TYPE "public"."enum_exports_format";
  DROP TYPE "public"."enum_exports_sort_order";
  DROP TYPE "public"."enum_exports_drafts";
  DROP TYPE "public"."enum_imports_import_mode";
  DROP TYPE "public"."enum_imports_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
