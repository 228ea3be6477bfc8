import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti',
  	\`label\` text DEFAULT 'Scrivi la tua domanda',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_search_order_idx\` ON \`pages_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_search_parent_id_idx\` ON \`pages_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_search_path_idx\` ON \`pages_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_chart_kpi\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` numeric,
  	\`background_color\` text DEFAULT 'blu',
  	\`value_prefix\` text,
  	\`value_suffix\` text,
  	\`show_flow\` integer DEFAULT false,
  	\`flow_value\` numeric,
  	\`flow_direction\` text DEFAULT 'up',
  	\`flow_detail\` text,
  	\`footer_text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_chart\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_chart_kpi_order_idx\` ON \`pages_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_chart_kpi_parent_id_idx\` ON \`pages_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_chart\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`summary\` text,
  	\`chart_data_config\` text,
  	\`chart_data_data\` text,
  	\`info\` text,
  	\`text_bottom\` text,
  	\`download_data\` integer DEFAULT true,
  	\`download_image\` integer DEFAULT true,
  	\`show_share\` integer DEFAULT true,
  	\`bg_transparent\` integer DEFAULT false,
  	\`title_big\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_chart_order_idx\` ON \`pages_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_chart_parent_id_idx\` ON \`pages_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_chart_path_idx\` ON \`pages_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_chart_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text DEFAULT 'Progetti',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_chart_selector_order_idx\` ON \`pages_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_chart_selector_parent_id_idx\` ON \`pages_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_chart_selector_path_idx\` ON \`pages_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_chart_tabs_tabs_order_idx\` ON \`pages_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_chart_tabs_tabs_parent_id_idx\` ON \`pages_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_chart_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_chart_tabs_order_idx\` ON \`pages_blocks_chart_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_chart_tabs_parent_id_idx\` ON \`pages_blocks_chart_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_chart_tabs_path_idx\` ON \`pages_blocks_chart_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Iscriviti alla newsletter',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_form_order_idx\` ON \`pages_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_form_parent_id_idx\` ON \`pages_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_form_path_idx\` ON \`pages_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_territory_form_order_idx\` ON \`pages_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_territory_form_parent_id_idx\` ON \`pages_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_territory_form_path_idx\` ON \`pages_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_support_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text DEFAULT 'PA digitale 2026',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_support_request_form_order_idx\` ON \`pages_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_support_request_form_parent_id_idx\` ON \`pages_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_support_request_form_path_idx\` ON \`pages_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`image_id\` integer,
  	\`update_date\` text,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_button_button_cms_page_idx\` ON \`_pages_v_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info',
  	\`testo\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alert_order_idx\` ON \`_pages_v_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alert_parent_id_idx\` ON \`_pages_v_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alert_path_idx\` ON \`_pages_v_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_columns_order_idx\` ON \`_pages_v_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_columns_parent_id_idx\` ON \`_pages_v_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_rows_cells_order_idx\` ON \`_pages_v_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_rows_cells_parent_id_idx\` ON \`_pages_v_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_rows_order_idx\` ON \`_pages_v_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_rows_parent_id_idx\` ON \`_pages_v_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_order_idx\` ON \`_pages_v_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_parent_id_idx\` ON \`_pages_v_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_path_idx\` ON \`_pages_v_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_image_order_idx\` ON \`_pages_v_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_image_parent_id_idx\` ON \`_pages_v_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_image_path_idx\` ON \`_pages_v_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_image_image_idx\` ON \`_pages_v_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_page_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`argomento\` text,
  	\`misura_id\` integer,
  	\`status\` text,
  	\`update_date\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_page_header_order_idx\` ON \`_pages_v_blocks_page_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_page_header_parent_id_idx\` ON \`_pages_v_blocks_page_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_page_header_path_idx\` ON \`_pages_v_blocks_page_header\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_page_header_misura_idx\` ON \`_pages_v_blocks_page_header\` (\`misura_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`transcription\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_player_order_idx\` ON \`_pages_v_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_player_parent_id_idx\` ON \`_pages_v_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_player_path_idx\` ON \`_pages_v_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`step_title\` text,
  	\`step_body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stepper_steps_order_idx\` ON \`_pages_v_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stepper_steps_parent_id_idx\` ON \`_pages_v_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stepper_order_idx\` ON \`_pages_v_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stepper_parent_id_idx\` ON \`_pages_v_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stepper_path_idx\` ON \`_pages_v_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_grid_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`file_url\` text,
  	\`file_format\` text,
  	\`file_size\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_cards_order_idx\` ON \`_pages_v_blocks_card_grid_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_cards_parent_id_idx\` ON \`_pages_v_blocks_card_grid_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_cards_image_idx\` ON \`_pages_v_blocks_card_grid_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_cards_link_link_cms_page_idx\` ON \`_pages_v_blocks_card_grid_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`card_layout\` text DEFAULT 'bordered',
  	\`card_type\` text DEFAULT 'generic',
  	\`latest\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_order_idx\` ON \`_pages_v_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_parent_id_idx\` ON \`_pages_v_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_path_idx\` ON \`_pages_v_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_announcements_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`layout\` text DEFAULT 'small',
  	\`ente_promotore_id\` integer,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_announcements_grid_order_idx\` ON \`_pages_v_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_announcements_grid_parent_id_idx\` ON \`_pages_v_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_announcements_grid_path_idx\` ON \`_pages_v_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_announcements_grid_ente_promotore_idx\` ON \`_pages_v_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_dated_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`title\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dated_list_items_order_idx\` ON \`_pages_v_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dated_list_items_parent_id_idx\` ON \`_pages_v_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dated_list_items_link_link_cms_page_idx\` ON \`_pages_v_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dated_list_order_idx\` ON \`_pages_v_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dated_list_parent_id_idx\` ON \`_pages_v_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dated_list_path_idx\` ON \`_pages_v_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_link_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`category\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_list_items_order_idx\` ON \`_pages_v_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_list_items_parent_id_idx\` ON \`_pages_v_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_list_items_link_link_cms_page_idx\` ON \`_pages_v_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_list_order_idx\` ON \`_pages_v_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_list_parent_id_idx\` ON \`_pages_v_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_list_path_idx\` ON \`_pages_v_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`source\` text DEFAULT 'categoria',
  	\`category\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_order_idx\` ON \`_pages_v_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_parent_id_idx\` ON \`_pages_v_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_path_idx\` ON \`_pages_v_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`show_last_items\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_updates_list_order_idx\` ON \`_pages_v_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_updates_list_parent_id_idx\` ON \`_pages_v_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_updates_list_path_idx\` ON \`_pages_v_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`selection\` text DEFAULT 'latest_3',
  	\`columns\` text DEFAULT '3',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_list_order_idx\` ON \`_pages_v_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_list_parent_id_idx\` ON \`_pages_v_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_list_path_idx\` ON \`_pages_v_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_text_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`cms_page_id\` integer,
  	\`href\` text,
  	\`target\` text DEFAULT '_self',
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_hero_links_order_idx\` ON \`_pages_v_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_hero_links_parent_id_idx\` ON \`_pages_v_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_hero_links_cms_page_idx\` ON \`_pages_v_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_text_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_hero_order_idx\` ON \`_pages_v_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_hero_parent_id_idx\` ON \`_pages_v_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_hero_path_idx\` ON \`_pages_v_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_hero_image_idx\` ON \`_pages_v_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_split_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'left',
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_banner_order_idx\` ON \`_pages_v_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_banner_parent_id_idx\` ON \`_pages_v_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_banner_path_idx\` ON \`_pages_v_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_banner_image_idx\` ON \`_pages_v_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_banner_button_button_cms_page_idx\` ON \`_pages_v_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`colour\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_order_idx\` ON \`_pages_v_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_parent_id_idx\` ON \`_pages_v_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_path_idx\` ON \`_pages_v_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_button_button_cms_page_idx\` ON \`_pages_v_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_text_column\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_id\` integer,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_column_order_idx\` ON \`_pages_v_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_column_parent_id_idx\` ON \`_pages_v_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_column_path_idx\` ON \`_pages_v_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_column_image_idx\` ON \`_pages_v_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_column_link_link_cms_page_idx\` ON \`_pages_v_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '1',
  	\`content\` text,
  	\`second_column\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_columns_order_idx\` ON \`_pages_v_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_columns_parent_id_idx\` ON \`_pages_v_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_columns_path_idx\` ON \`_pages_v_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_grid_image_blocks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_grid_image_blocks_order_idx\` ON \`_pages_v_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_grid_image_blocks_parent_id_idx\` ON \`_pages_v_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_grid_image_blocks_image_idx\` ON \`_pages_v_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_grid_image_blocks_link_link_cms_pa_idx\` ON \`_pages_v_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_grid_order_idx\` ON \`_pages_v_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_grid_parent_id_idx\` ON \`_pages_v_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_grid_path_idx\` ON \`_pages_v_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_benefits_items_order_idx\` ON \`_pages_v_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_benefits_items_parent_id_idx\` ON \`_pages_v_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_benefits_order_idx\` ON \`_pages_v_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_benefits_parent_id_idx\` ON \`_pages_v_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_benefits_path_idx\` ON \`_pages_v_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date_label\` text,
  	\`title\` text,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_items_order_idx\` ON \`_pages_v_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_items_parent_id_idx\` ON \`_pages_v_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_order_idx\` ON \`_pages_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_parent_id_idx\` ON \`_pages_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_path_idx\` ON \`_pages_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sidebar_rich_text_sections_order_idx\` ON \`_pages_v_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`_pages_v_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sidebar_rich_text_order_idx\` ON \`_pages_v_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sidebar_rich_text_parent_id_idx\` ON \`_pages_v_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sidebar_rich_text_path_idx\` ON \`_pages_v_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_measure_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`misura_id\` integer,
  	\`ente_promotore_id\` integer,
  	\`risorse_in_euro\` numeric,
  	\`descrizione\` text,
  	\`platea_potenziale\` text,
  	\`aggiornamenti\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_measure_cards_cards_order_idx\` ON \`_pages_v_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_measure_cards_cards_parent_id_idx\` ON \`_pages_v_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_measure_cards_cards_misura_idx\` ON \`_pages_v_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_measure_cards_cards_ente_promotore_idx\` ON \`_pages_v_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`_pages_v_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_measure_cards_cards_button_button_cms_pa_idx\` ON \`_pages_v_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_measure_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_measure_cards_order_idx\` ON \`_pages_v_blocks_measure_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_measure_cards_parent_id_idx\` ON \`_pages_v_blocks_measure_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_measure_cards_path_idx\` ON \`_pages_v_blocks_measure_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_meas_acc_v_items_resources\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_meas_acc_v_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_meas_acc_v_items_resources_order_idx\` ON \`_meas_acc_v_items_resources\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_meas_acc_v_items_resources_parent_id_idx\` ON \`_meas_acc_v_items_resources\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_meas_acc_v_items_resources_link_link_cms_page_idx\` ON \`_meas_acc_v_items_resources\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_meas_acc_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title_misura_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`title_misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_meas_acc_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_meas_acc_v_items_order_idx\` ON \`_meas_acc_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_meas_acc_v_items_parent_id_idx\` ON \`_meas_acc_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_meas_acc_v_items_title_misura_idx\` ON \`_meas_acc_v_items\` (\`title_misura_id\`);`)
  await db.run(sql`CREATE TABLE \`_meas_acc_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_meas_acc_v_order_idx\` ON \`_meas_acc_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_meas_acc_v_parent_id_idx\` ON \`_meas_acc_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_meas_acc_v_path_idx\` ON \`_meas_acc_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_beneficiary_content_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_beneficiary_content_items_order_idx\` ON \`_pages_v_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_beneficiary_content_items_parent_id_idx\` ON \`_pages_v_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_beneficiary_content_items_link_link_cms__idx\` ON \`_pages_v_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_beneficiary_content_order_idx\` ON \`_pages_v_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_beneficiary_content_parent_id_idx\` ON \`_pages_v_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_beneficiary_content_path_idx\` ON \`_pages_v_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti',
  	\`label\` text DEFAULT 'Scrivi la tua domanda',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_search_order_idx\` ON \`_pages_v_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_search_parent_id_idx\` ON \`_pages_v_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_search_path_idx\` ON \`_pages_v_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_chart_kpi\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` numeric,
  	\`background_color\` text DEFAULT 'blu',
  	\`value_prefix\` text,
  	\`value_suffix\` text,
  	\`show_flow\` integer DEFAULT false,
  	\`flow_value\` numeric,
  	\`flow_direction\` text DEFAULT 'up',
  	\`flow_detail\` text,
  	\`footer_text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_chart\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_chart_kpi_order_idx\` ON \`_pages_v_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_chart_kpi_parent_id_idx\` ON \`_pages_v_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_chart\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`summary\` text,
  	\`chart_data_config\` text,
  	\`chart_data_data\` text,
  	\`info\` text,
  	\`text_bottom\` text,
  	\`download_data\` integer DEFAULT true,
  	\`download_image\` integer DEFAULT true,
  	\`show_share\` integer DEFAULT true,
  	\`bg_transparent\` integer DEFAULT false,
  	\`title_big\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_chart_order_idx\` ON \`_pages_v_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_chart_parent_id_idx\` ON \`_pages_v_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_chart_path_idx\` ON \`_pages_v_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_chart_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text DEFAULT 'Progetti',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_chart_selector_order_idx\` ON \`_pages_v_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_chart_selector_parent_id_idx\` ON \`_pages_v_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_chart_selector_path_idx\` ON \`_pages_v_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_chart_tabs_tabs_order_idx\` ON \`_pages_v_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_chart_tabs_tabs_parent_id_idx\` ON \`_pages_v_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_chart_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_chart_tabs_order_idx\` ON \`_pages_v_blocks_chart_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_chart_tabs_parent_id_idx\` ON \`_pages_v_blocks_chart_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_chart_tabs_path_idx\` ON \`_pages_v_blocks_chart_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Iscriviti alla newsletter',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_form_order_idx\` ON \`_pages_v_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_form_parent_id_idx\` ON \`_pages_v_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_form_path_idx\` ON \`_pages_v_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_territory_form_order_idx\` ON \`_pages_v_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_territory_form_parent_id_idx\` ON \`_pages_v_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_territory_form_path_idx\` ON \`_pages_v_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_support_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product\` text DEFAULT 'PA digitale 2026',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_support_request_form_order_idx\` ON \`_pages_v_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_support_request_form_parent_id_idx\` ON \`_pages_v_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_support_request_form_path_idx\` ON \`_pages_v_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_category\` text,
  	\`version_misura_id\` integer,
  	\`version_custom_update_date\` text,
  	\`version_nascondi_valutazione\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_misura_idx\` ON \`_pages_v\` (\`version_misura_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	\`news_id\` integer,
  	\`resources_id\` integer,
  	\`guidelines_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guidelines_id\`) REFERENCES \`guidelines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_ente_beneficiarios_id_idx\` ON \`_pages_v_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_news_id_idx\` ON \`_pages_v_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_resources_id_idx\` ON \`_pages_v_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_guidelines_id_idx\` ON \`_pages_v_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_faqs_id_idx\` ON \`_pages_v_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti',
  	\`label\` text DEFAULT 'Scrivi la tua domanda',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_search_order_idx\` ON \`faqs_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_search_parent_id_idx\` ON \`faqs_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_search_path_idx\` ON \`faqs_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_chart_kpi\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` numeric,
  	\`background_color\` text DEFAULT 'blu',
  	\`value_prefix\` text,
  	\`value_suffix\` text,
  	\`show_flow\` integer DEFAULT false,
  	\`flow_value\` numeric,
  	\`flow_direction\` text DEFAULT 'up',
  	\`flow_detail\` text,
  	\`footer_text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_chart\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_chart_kpi_order_idx\` ON \`faqs_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_chart_kpi_parent_id_idx\` ON \`faqs_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_chart\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`summary\` text,
  	\`chart_data_config\` text,
  	\`chart_data_data\` text,
  	\`info\` text,
  	\`text_bottom\` text,
  	\`download_data\` integer DEFAULT true,
  	\`download_image\` integer DEFAULT true,
  	\`show_share\` integer DEFAULT true,
  	\`bg_transparent\` integer DEFAULT false,
  	\`title_big\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_chart_order_idx\` ON \`faqs_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_chart_parent_id_idx\` ON \`faqs_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_chart_path_idx\` ON \`faqs_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_chart_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text DEFAULT 'Progetti',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_chart_selector_order_idx\` ON \`faqs_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_chart_selector_parent_id_idx\` ON \`faqs_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_chart_selector_path_idx\` ON \`faqs_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_chart_tabs_tabs_order_idx\` ON \`faqs_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_chart_tabs_tabs_parent_id_idx\` ON \`faqs_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_chart_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_chart_tabs_order_idx\` ON \`faqs_blocks_chart_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_chart_tabs_parent_id_idx\` ON \`faqs_blocks_chart_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_chart_tabs_path_idx\` ON \`faqs_blocks_chart_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Iscriviti alla newsletter',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_newsletter_form_order_idx\` ON \`faqs_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_newsletter_form_parent_id_idx\` ON \`faqs_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_newsletter_form_path_idx\` ON \`faqs_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_territory_form_order_idx\` ON \`faqs_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_territory_form_parent_id_idx\` ON \`faqs_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_territory_form_path_idx\` ON \`faqs_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_support_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text DEFAULT 'PA digitale 2026',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_support_request_form_order_idx\` ON \`faqs_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_support_request_form_parent_id_idx\` ON \`faqs_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_support_request_form_path_idx\` ON \`faqs_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`image_id\` integer,
  	\`update_date\` text,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_hero_order_idx\` ON \`_faqs_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_hero_parent_id_idx\` ON \`_faqs_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_hero_path_idx\` ON \`_faqs_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_hero_button_button_cms_page_idx\` ON \`_faqs_v_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_hero_image_idx\` ON \`_faqs_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_rich_text_order_idx\` ON \`_faqs_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_rich_text_parent_id_idx\` ON \`_faqs_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_rich_text_path_idx\` ON \`_faqs_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info',
  	\`testo\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_alert_order_idx\` ON \`_faqs_v_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_alert_parent_id_idx\` ON \`_faqs_v_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_alert_path_idx\` ON \`_faqs_v_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_table_columns_order_idx\` ON \`_faqs_v_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_table_columns_parent_id_idx\` ON \`_faqs_v_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_table_rows_cells_order_idx\` ON \`_faqs_v_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_table_rows_cells_parent_id_idx\` ON \`_faqs_v_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_table_rows_order_idx\` ON \`_faqs_v_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_table_rows_parent_id_idx\` ON \`_faqs_v_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_table_order_idx\` ON \`_faqs_v_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_table_parent_id_idx\` ON \`_faqs_v_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_table_path_idx\` ON \`_faqs_v_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_single_image_order_idx\` ON \`_faqs_v_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_single_image_parent_id_idx\` ON \`_faqs_v_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_single_image_path_idx\` ON \`_faqs_v_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_single_image_image_idx\` ON \`_faqs_v_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_page_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`argomento\` text,
  	\`misura_id\` integer,
  	\`status\` text,
  	\`update_date\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_page_header_order_idx\` ON \`_faqs_v_blocks_page_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_page_header_parent_id_idx\` ON \`_faqs_v_blocks_page_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_page_header_path_idx\` ON \`_faqs_v_blocks_page_header\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_page_header_misura_idx\` ON \`_faqs_v_blocks_page_header\` (\`misura_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`transcription\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_video_player_order_idx\` ON \`_faqs_v_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_video_player_parent_id_idx\` ON \`_faqs_v_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_video_player_path_idx\` ON \`_faqs_v_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`step_title\` text,
  	\`step_body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_stepper_steps_order_idx\` ON \`_faqs_v_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_stepper_steps_parent_id_idx\` ON \`_faqs_v_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_stepper_order_idx\` ON \`_faqs_v_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_stepper_parent_id_idx\` ON \`_faqs_v_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_stepper_path_idx\` ON \`_faqs_v_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_card_grid_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`file_url\` text,
  	\`file_format\` text,
  	\`file_size\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v_blocks_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_card_grid_cards_order_idx\` ON \`_faqs_v_blocks_card_grid_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_card_grid_cards_parent_id_idx\` ON \`_faqs_v_blocks_card_grid_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_card_grid_cards_image_idx\` ON \`_faqs_v_blocks_card_grid_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_card_grid_cards_link_link_cms_page_idx\` ON \`_faqs_v_blocks_card_grid_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`card_layout\` text DEFAULT 'bordered',
  	\`card_type\` text DEFAULT 'generic',
  	\`latest\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_card_grid_order_idx\` ON \`_faqs_v_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_card_grid_parent_id_idx\` ON \`_faqs_v_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_card_grid_path_idx\` ON \`_faqs_v_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_announcements_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`layout\` text DEFAULT 'small',
  	\`ente_promotore_id\` integer,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_announcements_grid_order_idx\` ON \`_faqs_v_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_announcements_grid_parent_id_idx\` ON \`_faqs_v_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_announcements_grid_path_idx\` ON \`_faqs_v_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_announcements_grid_ente_promotore_idx\` ON \`_faqs_v_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_dated_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`title\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_dated_list_items_order_idx\` ON \`_faqs_v_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_dated_list_items_parent_id_idx\` ON \`_faqs_v_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_dated_list_items_link_link_cms_page_idx\` ON \`_faqs_v_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_dated_list_order_idx\` ON \`_faqs_v_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_dated_list_parent_id_idx\` ON \`_faqs_v_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_dated_list_path_idx\` ON \`_faqs_v_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_link_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`category\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_link_list_items_order_idx\` ON \`_faqs_v_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_link_list_items_parent_id_idx\` ON \`_faqs_v_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_link_list_items_link_link_cms_page_idx\` ON \`_faqs_v_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_link_list_order_idx\` ON \`_faqs_v_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_link_list_parent_id_idx\` ON \`_faqs_v_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_link_list_path_idx\` ON \`_faqs_v_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`source\` text DEFAULT 'categoria',
  	\`category\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_faq_list_order_idx\` ON \`_faqs_v_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_faq_list_parent_id_idx\` ON \`_faqs_v_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_faq_list_path_idx\` ON \`_faqs_v_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`show_last_items\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_updates_list_order_idx\` ON \`_faqs_v_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_updates_list_parent_id_idx\` ON \`_faqs_v_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_updates_list_path_idx\` ON \`_faqs_v_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`selection\` text DEFAULT 'latest_3',
  	\`columns\` text DEFAULT '3',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_news_list_order_idx\` ON \`_faqs_v_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_news_list_parent_id_idx\` ON \`_faqs_v_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_news_list_path_idx\` ON \`_faqs_v_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_image_text_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`cms_page_id\` integer,
  	\`href\` text,
  	\`target\` text DEFAULT '_self',
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_text_hero_links_order_idx\` ON \`_faqs_v_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_text_hero_links_parent_id_idx\` ON \`_faqs_v_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_text_hero_links_cms_page_idx\` ON \`_faqs_v_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_image_text_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_text_hero_order_idx\` ON \`_faqs_v_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_text_hero_parent_id_idx\` ON \`_faqs_v_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_text_hero_path_idx\` ON \`_faqs_v_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_text_hero_image_idx\` ON \`_faqs_v_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_split_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'left',
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_split_banner_order_idx\` ON \`_faqs_v_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_split_banner_parent_id_idx\` ON \`_faqs_v_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_split_banner_path_idx\` ON \`_faqs_v_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_split_banner_image_idx\` ON \`_faqs_v_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_split_banner_button_button_cms_page_idx\` ON \`_faqs_v_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`colour\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_banner_order_idx\` ON \`_faqs_v_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_banner_parent_id_idx\` ON \`_faqs_v_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_banner_path_idx\` ON \`_faqs_v_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_banner_button_button_cms_page_idx\` ON \`_faqs_v_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_image_text_column\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_id\` integer,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_text_column_order_idx\` ON \`_faqs_v_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_text_column_parent_id_idx\` ON \`_faqs_v_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_text_column_path_idx\` ON \`_faqs_v_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_text_column_image_idx\` ON \`_faqs_v_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_text_column_link_link_cms_page_idx\` ON \`_faqs_v_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '1',
  	\`content\` text,
  	\`second_column\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_text_columns_order_idx\` ON \`_faqs_v_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_text_columns_parent_id_idx\` ON \`_faqs_v_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_text_columns_path_idx\` ON \`_faqs_v_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_image_grid_image_blocks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_grid_image_blocks_order_idx\` ON \`_faqs_v_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_grid_image_blocks_parent_id_idx\` ON \`_faqs_v_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_grid_image_blocks_image_idx\` ON \`_faqs_v_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_grid_image_blocks_link_link_cms_pag_idx\` ON \`_faqs_v_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_grid_order_idx\` ON \`_faqs_v_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_grid_parent_id_idx\` ON \`_faqs_v_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_image_grid_path_idx\` ON \`_faqs_v_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_benefits_items_order_idx\` ON \`_faqs_v_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_benefits_items_parent_id_idx\` ON \`_faqs_v_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_benefits_order_idx\` ON \`_faqs_v_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_benefits_parent_id_idx\` ON \`_faqs_v_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_benefits_path_idx\` ON \`_faqs_v_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date_label\` text,
  	\`title\` text,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_timeline_items_order_idx\` ON \`_faqs_v_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_timeline_items_parent_id_idx\` ON \`_faqs_v_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_timeline_order_idx\` ON \`_faqs_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_timeline_parent_id_idx\` ON \`_faqs_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_timeline_path_idx\` ON \`_faqs_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_sidebar_rich_text_sections_order_idx\` ON \`_faqs_v_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`_faqs_v_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_sidebar_rich_text_order_idx\` ON \`_faqs_v_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_sidebar_rich_text_parent_id_idx\` ON \`_faqs_v_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_sidebar_rich_text_path_idx\` ON \`_faqs_v_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_measure_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`misura_id\` integer,
  	\`ente_promotore_id\` integer,
  	\`risorse_in_euro\` numeric,
  	\`descrizione\` text,
  	\`platea_potenziale\` text,
  	\`aggiornamenti\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_measure_cards_cards_order_idx\` ON \`_faqs_v_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_measure_cards_cards_parent_id_idx\` ON \`_faqs_v_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_measure_cards_cards_misura_idx\` ON \`_faqs_v_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_measure_cards_cards_ente_promotore_idx\` ON \`_faqs_v_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`_faqs_v_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_measure_cards_cards_button_button_cms_pag_idx\` ON \`_faqs_v_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_measure_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_measure_cards_order_idx\` ON \`_faqs_v_blocks_measure_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_measure_cards_parent_id_idx\` ON \`_faqs_v_blocks_measure_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_measure_cards_path_idx\` ON \`_faqs_v_blocks_measure_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_beneficiary_content_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_beneficiary_content_items_order_idx\` ON \`_faqs_v_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_beneficiary_content_items_parent_id_idx\` ON \`_faqs_v_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_beneficiary_content_items_link_link_cms_p_idx\` ON \`_faqs_v_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_beneficiary_content_order_idx\` ON \`_faqs_v_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_beneficiary_content_parent_id_idx\` ON \`_faqs_v_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_beneficiary_content_path_idx\` ON \`_faqs_v_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti',
  	\`label\` text DEFAULT 'Scrivi la tua domanda',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_faq_search_order_idx\` ON \`_faqs_v_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_faq_search_parent_id_idx\` ON \`_faqs_v_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_faq_search_path_idx\` ON \`_faqs_v_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_chart_kpi\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` numeric,
  	\`background_color\` text DEFAULT 'blu',
  	\`value_prefix\` text,
  	\`value_suffix\` text,
  	\`show_flow\` integer DEFAULT false,
  	\`flow_value\` numeric,
  	\`flow_direction\` text DEFAULT 'up',
  	\`flow_detail\` text,
  	\`footer_text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v_blocks_chart\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_chart_kpi_order_idx\` ON \`_faqs_v_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_chart_kpi_parent_id_idx\` ON \`_faqs_v_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_chart\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`summary\` text,
  	\`chart_data_config\` text,
  	\`chart_data_data\` text,
  	\`info\` text,
  	\`text_bottom\` text,
  	\`download_data\` integer DEFAULT true,
  	\`download_image\` integer DEFAULT true,
  	\`show_share\` integer DEFAULT true,
  	\`bg_transparent\` integer DEFAULT false,
  	\`title_big\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_chart_order_idx\` ON \`_faqs_v_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_chart_parent_id_idx\` ON \`_faqs_v_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_chart_path_idx\` ON \`_faqs_v_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_chart_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text DEFAULT 'Progetti',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_chart_selector_order_idx\` ON \`_faqs_v_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_chart_selector_parent_id_idx\` ON \`_faqs_v_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_chart_selector_path_idx\` ON \`_faqs_v_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_chart_tabs_tabs_order_idx\` ON \`_faqs_v_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_chart_tabs_tabs_parent_id_idx\` ON \`_faqs_v_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_chart_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_chart_tabs_order_idx\` ON \`_faqs_v_blocks_chart_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_chart_tabs_parent_id_idx\` ON \`_faqs_v_blocks_chart_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_chart_tabs_path_idx\` ON \`_faqs_v_blocks_chart_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Iscriviti alla newsletter',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_newsletter_form_order_idx\` ON \`_faqs_v_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_newsletter_form_parent_id_idx\` ON \`_faqs_v_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_newsletter_form_path_idx\` ON \`_faqs_v_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_territory_form_order_idx\` ON \`_faqs_v_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_territory_form_parent_id_idx\` ON \`_faqs_v_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_territory_form_path_idx\` ON \`_faqs_v_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_support_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product\` text DEFAULT 'PA digitale 2026',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_support_request_form_order_idx\` ON \`_faqs_v_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_support_request_form_parent_id_idx\` ON \`_faqs_v_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_support_request_form_path_idx\` ON \`_faqs_v_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_category\` text,
  	\`version_misura_id\` integer,
  	\`version_custom_update_date\` text,
  	\`version_nascondi_valutazione\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_parent_idx\` ON \`_faqs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_slug_idx\` ON \`_faqs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_misura_idx\` ON \`_faqs_v\` (\`version_misura_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_updated_at_idx\` ON \`_faqs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_created_at_idx\` ON \`_faqs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version__status_idx\` ON \`_faqs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_created_at_idx\` ON \`_faqs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_updated_at_idx\` ON \`_faqs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_latest_idx\` ON \`_faqs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	\`news_id\` integer,
  	\`resources_id\` integer,
  	\`guidelines_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guidelines_id\`) REFERENCES \`guidelines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_rels_order_idx\` ON \`_faqs_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_rels_parent_idx\` ON \`_faqs_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_rels_path_idx\` ON \`_faqs_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_rels_ente_beneficiarios_id_idx\` ON \`_faqs_v_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_rels_news_id_idx\` ON \`_faqs_v_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_rels_resources_id_idx\` ON \`_faqs_v_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_rels_guidelines_id_idx\` ON \`_faqs_v_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_rels_faqs_id_idx\` ON \`_faqs_v_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti',
  	\`label\` text DEFAULT 'Scrivi la tua domanda',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_faq_search_order_idx\` ON \`news_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_faq_search_parent_id_idx\` ON \`news_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_faq_search_path_idx\` ON \`news_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_chart_kpi\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` numeric,
  	\`background_color\` text DEFAULT 'blu',
  	\`value_prefix\` text,
  	\`value_suffix\` text,
  	\`show_flow\` integer DEFAULT false,
  	\`flow_value\` numeric,
  	\`flow_direction\` text DEFAULT 'up',
  	\`flow_detail\` text,
  	\`footer_text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_chart\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_chart_kpi_order_idx\` ON \`news_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_chart_kpi_parent_id_idx\` ON \`news_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_chart\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`summary\` text,
  	\`chart_data_config\` text,
  	\`chart_data_data\` text,
  	\`info\` text,
  	\`text_bottom\` text,
  	\`download_data\` integer DEFAULT true,
  	\`download_image\` integer DEFAULT true,
  	\`show_share\` integer DEFAULT true,
  	\`bg_transparent\` integer DEFAULT false,
  	\`title_big\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_chart_order_idx\` ON \`news_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_chart_parent_id_idx\` ON \`news_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_chart_path_idx\` ON \`news_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_chart_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text DEFAULT 'Progetti',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_chart_selector_order_idx\` ON \`news_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_chart_selector_parent_id_idx\` ON \`news_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_chart_selector_path_idx\` ON \`news_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_chart_tabs_tabs_order_idx\` ON \`news_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_chart_tabs_tabs_parent_id_idx\` ON \`news_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_chart_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_chart_tabs_order_idx\` ON \`news_blocks_chart_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_chart_tabs_parent_id_idx\` ON \`news_blocks_chart_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_chart_tabs_path_idx\` ON \`news_blocks_chart_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Iscriviti alla newsletter',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_newsletter_form_order_idx\` ON \`news_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_newsletter_form_parent_id_idx\` ON \`news_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_newsletter_form_path_idx\` ON \`news_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_territory_form_order_idx\` ON \`news_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_territory_form_parent_id_idx\` ON \`news_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_territory_form_path_idx\` ON \`news_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_support_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text DEFAULT 'PA digitale 2026',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_support_request_form_order_idx\` ON \`news_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_support_request_form_parent_id_idx\` ON \`news_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_support_request_form_path_idx\` ON \`news_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`image_id\` integer,
  	\`update_date\` text,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_hero_order_idx\` ON \`_news_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_hero_parent_id_idx\` ON \`_news_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_hero_path_idx\` ON \`_news_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_hero_button_button_cms_page_idx\` ON \`_news_v_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_hero_image_idx\` ON \`_news_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_rich_text_order_idx\` ON \`_news_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_rich_text_parent_id_idx\` ON \`_news_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_rich_text_path_idx\` ON \`_news_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info',
  	\`testo\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_alert_order_idx\` ON \`_news_v_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_alert_parent_id_idx\` ON \`_news_v_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_alert_path_idx\` ON \`_news_v_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_table_columns_order_idx\` ON \`_news_v_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_table_columns_parent_id_idx\` ON \`_news_v_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_table_rows_cells_order_idx\` ON \`_news_v_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_table_rows_cells_parent_id_idx\` ON \`_news_v_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_table_rows_order_idx\` ON \`_news_v_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_table_rows_parent_id_idx\` ON \`_news_v_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_table_order_idx\` ON \`_news_v_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_table_parent_id_idx\` ON \`_news_v_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_table_path_idx\` ON \`_news_v_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_single_image_order_idx\` ON \`_news_v_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_single_image_parent_id_idx\` ON \`_news_v_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_single_image_path_idx\` ON \`_news_v_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_single_image_image_idx\` ON \`_news_v_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_page_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`argomento\` text,
  	\`misura_id\` integer,
  	\`status\` text,
  	\`update_date\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_page_header_order_idx\` ON \`_news_v_blocks_page_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_page_header_parent_id_idx\` ON \`_news_v_blocks_page_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_page_header_path_idx\` ON \`_news_v_blocks_page_header\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_page_header_misura_idx\` ON \`_news_v_blocks_page_header\` (\`misura_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`transcription\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_video_player_order_idx\` ON \`_news_v_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_video_player_parent_id_idx\` ON \`_news_v_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_video_player_path_idx\` ON \`_news_v_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`step_title\` text,
  	\`step_body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_stepper_steps_order_idx\` ON \`_news_v_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_stepper_steps_parent_id_idx\` ON \`_news_v_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_stepper_order_idx\` ON \`_news_v_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_stepper_parent_id_idx\` ON \`_news_v_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_stepper_path_idx\` ON \`_news_v_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_card_grid_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`file_url\` text,
  	\`file_format\` text,
  	\`file_size\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_card_grid_cards_order_idx\` ON \`_news_v_blocks_card_grid_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_card_grid_cards_parent_id_idx\` ON \`_news_v_blocks_card_grid_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_card_grid_cards_image_idx\` ON \`_news_v_blocks_card_grid_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_card_grid_cards_link_link_cms_page_idx\` ON \`_news_v_blocks_card_grid_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`card_layout\` text DEFAULT 'bordered',
  	\`card_type\` text DEFAULT 'generic',
  	\`latest\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_card_grid_order_idx\` ON \`_news_v_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_card_grid_parent_id_idx\` ON \`_news_v_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_card_grid_path_idx\` ON \`_news_v_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_announcements_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`layout\` text DEFAULT 'small',
  	\`ente_promotore_id\` integer,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_announcements_grid_order_idx\` ON \`_news_v_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_announcements_grid_parent_id_idx\` ON \`_news_v_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_announcements_grid_path_idx\` ON \`_news_v_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_announcements_grid_ente_promotore_idx\` ON \`_news_v_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_dated_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`title\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_dated_list_items_order_idx\` ON \`_news_v_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_dated_list_items_parent_id_idx\` ON \`_news_v_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_dated_list_items_link_link_cms_page_idx\` ON \`_news_v_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_dated_list_order_idx\` ON \`_news_v_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_dated_list_parent_id_idx\` ON \`_news_v_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_dated_list_path_idx\` ON \`_news_v_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_link_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`category\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_link_list_items_order_idx\` ON \`_news_v_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_link_list_items_parent_id_idx\` ON \`_news_v_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_link_list_items_link_link_cms_page_idx\` ON \`_news_v_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_link_list_order_idx\` ON \`_news_v_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_link_list_parent_id_idx\` ON \`_news_v_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_link_list_path_idx\` ON \`_news_v_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`source\` text DEFAULT 'categoria',
  	\`category\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_faq_list_order_idx\` ON \`_news_v_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_faq_list_parent_id_idx\` ON \`_news_v_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_faq_list_path_idx\` ON \`_news_v_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`show_last_items\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_updates_list_order_idx\` ON \`_news_v_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_updates_list_parent_id_idx\` ON \`_news_v_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_updates_list_path_idx\` ON \`_news_v_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`selection\` text DEFAULT 'latest_3',
  	\`columns\` text DEFAULT '3',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_news_list_order_idx\` ON \`_news_v_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_news_list_parent_id_idx\` ON \`_news_v_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_news_list_path_idx\` ON \`_news_v_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_image_text_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`cms_page_id\` integer,
  	\`href\` text,
  	\`target\` text DEFAULT '_self',
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_text_hero_links_order_idx\` ON \`_news_v_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_text_hero_links_parent_id_idx\` ON \`_news_v_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_text_hero_links_cms_page_idx\` ON \`_news_v_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_image_text_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_text_hero_order_idx\` ON \`_news_v_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_text_hero_parent_id_idx\` ON \`_news_v_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_text_hero_path_idx\` ON \`_news_v_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_text_hero_image_idx\` ON \`_news_v_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_split_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'left',
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_split_banner_order_idx\` ON \`_news_v_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_split_banner_parent_id_idx\` ON \`_news_v_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_split_banner_path_idx\` ON \`_news_v_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_split_banner_image_idx\` ON \`_news_v_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_split_banner_button_button_cms_page_idx\` ON \`_news_v_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`colour\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_banner_order_idx\` ON \`_news_v_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_banner_parent_id_idx\` ON \`_news_v_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_banner_path_idx\` ON \`_news_v_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_banner_button_button_cms_page_idx\` ON \`_news_v_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_image_text_column\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_id\` integer,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_text_column_order_idx\` ON \`_news_v_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_text_column_parent_id_idx\` ON \`_news_v_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_text_column_path_idx\` ON \`_news_v_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_text_column_image_idx\` ON \`_news_v_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_text_column_link_link_cms_page_idx\` ON \`_news_v_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '1',
  	\`content\` text,
  	\`second_column\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_text_columns_order_idx\` ON \`_news_v_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_text_columns_parent_id_idx\` ON \`_news_v_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_text_columns_path_idx\` ON \`_news_v_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_image_grid_image_blocks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_grid_image_blocks_order_idx\` ON \`_news_v_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_grid_image_blocks_parent_id_idx\` ON \`_news_v_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_grid_image_blocks_image_idx\` ON \`_news_v_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_grid_image_blocks_link_link_cms_pag_idx\` ON \`_news_v_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_grid_order_idx\` ON \`_news_v_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_grid_parent_id_idx\` ON \`_news_v_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_grid_path_idx\` ON \`_news_v_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_benefits_items_order_idx\` ON \`_news_v_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_benefits_items_parent_id_idx\` ON \`_news_v_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_benefits_order_idx\` ON \`_news_v_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_benefits_parent_id_idx\` ON \`_news_v_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_benefits_path_idx\` ON \`_news_v_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date_label\` text,
  	\`title\` text,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_timeline_items_order_idx\` ON \`_news_v_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_timeline_items_parent_id_idx\` ON \`_news_v_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_timeline_order_idx\` ON \`_news_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_timeline_parent_id_idx\` ON \`_news_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_timeline_path_idx\` ON \`_news_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_sidebar_rich_text_sections_order_idx\` ON \`_news_v_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`_news_v_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_sidebar_rich_text_order_idx\` ON \`_news_v_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_sidebar_rich_text_parent_id_idx\` ON \`_news_v_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_sidebar_rich_text_path_idx\` ON \`_news_v_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_measure_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`misura_id\` integer,
  	\`ente_promotore_id\` integer,
  	\`risorse_in_euro\` numeric,
  	\`descrizione\` text,
  	\`platea_potenziale\` text,
  	\`aggiornamenti\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_measure_cards_cards_order_idx\` ON \`_news_v_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_measure_cards_cards_parent_id_idx\` ON \`_news_v_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_measure_cards_cards_misura_idx\` ON \`_news_v_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_measure_cards_cards_ente_promotore_idx\` ON \`_news_v_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`_news_v_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_measure_cards_cards_button_button_cms_pag_idx\` ON \`_news_v_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_measure_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_measure_cards_order_idx\` ON \`_news_v_blocks_measure_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_measure_cards_parent_id_idx\` ON \`_news_v_blocks_measure_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_measure_cards_path_idx\` ON \`_news_v_blocks_measure_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_beneficiary_content_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_beneficiary_content_items_order_idx\` ON \`_news_v_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_beneficiary_content_items_parent_id_idx\` ON \`_news_v_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_beneficiary_content_items_link_link_cms_p_idx\` ON \`_news_v_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_beneficiary_content_order_idx\` ON \`_news_v_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_beneficiary_content_parent_id_idx\` ON \`_news_v_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_beneficiary_content_path_idx\` ON \`_news_v_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti',
  	\`label\` text DEFAULT 'Scrivi la tua domanda',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_faq_search_order_idx\` ON \`_news_v_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_faq_search_parent_id_idx\` ON \`_news_v_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_faq_search_path_idx\` ON \`_news_v_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_chart_kpi\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` numeric,
  	\`background_color\` text DEFAULT 'blu',
  	\`value_prefix\` text,
  	\`value_suffix\` text,
  	\`show_flow\` integer DEFAULT false,
  	\`flow_value\` numeric,
  	\`flow_direction\` text DEFAULT 'up',
  	\`flow_detail\` text,
  	\`footer_text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_chart\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_chart_kpi_order_idx\` ON \`_news_v_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_chart_kpi_parent_id_idx\` ON \`_news_v_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_chart\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`summary\` text,
  	\`chart_data_config\` text,
  	\`chart_data_data\` text,
  	\`info\` text,
  	\`text_bottom\` text,
  	\`download_data\` integer DEFAULT true,
  	\`download_image\` integer DEFAULT true,
  	\`show_share\` integer DEFAULT true,
  	\`bg_transparent\` integer DEFAULT false,
  	\`title_big\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_chart_order_idx\` ON \`_news_v_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_chart_parent_id_idx\` ON \`_news_v_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_chart_path_idx\` ON \`_news_v_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_chart_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text DEFAULT 'Progetti',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_chart_selector_order_idx\` ON \`_news_v_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_chart_selector_parent_id_idx\` ON \`_news_v_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_chart_selector_path_idx\` ON \`_news_v_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_chart_tabs_tabs_order_idx\` ON \`_news_v_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_chart_tabs_tabs_parent_id_idx\` ON \`_news_v_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_chart_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_chart_tabs_order_idx\` ON \`_news_v_blocks_chart_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_chart_tabs_parent_id_idx\` ON \`_news_v_blocks_chart_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_chart_tabs_path_idx\` ON \`_news_v_blocks_chart_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Iscriviti alla newsletter',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_newsletter_form_order_idx\` ON \`_news_v_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_newsletter_form_parent_id_idx\` ON \`_news_v_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_newsletter_form_path_idx\` ON \`_news_v_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_territory_form_order_idx\` ON \`_news_v_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_territory_form_parent_id_idx\` ON \`_news_v_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_territory_form_path_idx\` ON \`_news_v_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_support_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product\` text DEFAULT 'PA digitale 2026',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_support_request_form_order_idx\` ON \`_news_v_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_support_request_form_parent_id_idx\` ON \`_news_v_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_support_request_form_path_idx\` ON \`_news_v_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_category\` text,
  	\`version_custom_update_date\` text,
  	\`version_external_link\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	\`news_id\` integer,
  	\`resources_id\` integer,
  	\`guidelines_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guidelines_id\`) REFERENCES \`guidelines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_rels_order_idx\` ON \`_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_parent_idx\` ON \`_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_path_idx\` ON \`_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_ente_beneficiarios_id_idx\` ON \`_news_v_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_news_id_idx\` ON \`_news_v_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_resources_id_idx\` ON \`_news_v_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_guidelines_id_idx\` ON \`_news_v_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_faqs_id_idx\` ON \`_news_v_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti' NOT NULL,
  	\`label\` text DEFAULT 'Scrivi la tua domanda' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_search_order_idx\` ON \`resources_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_search_parent_id_idx\` ON \`resources_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_search_path_idx\` ON \`resources_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_chart_kpi\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` numeric NOT NULL,
  	\`background_color\` text DEFAULT 'blu' NOT NULL,
  	\`value_prefix\` text,
  	\`value_suffix\` text,
  	\`show_flow\` integer DEFAULT false,
  	\`flow_value\` numeric,
  	\`flow_direction\` text DEFAULT 'up',
  	\`flow_detail\` text,
  	\`footer_text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_chart\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_kpi_order_idx\` ON \`resources_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_kpi_parent_id_idx\` ON \`resources_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_chart\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`summary\` text,
  	\`chart_data_config\` text NOT NULL,
  	\`chart_data_data\` text NOT NULL,
  	\`info\` text,
  	\`text_bottom\` text,
  	\`download_data\` integer DEFAULT true,
  	\`download_image\` integer DEFAULT true,
  	\`show_share\` integer DEFAULT true,
  	\`bg_transparent\` integer DEFAULT false,
  	\`title_big\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_order_idx\` ON \`resources_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_parent_id_idx\` ON \`resources_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_path_idx\` ON \`resources_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_chart_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text DEFAULT 'Progetti' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_selector_order_idx\` ON \`resources_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_selector_parent_id_idx\` ON \`resources_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_selector_path_idx\` ON \`resources_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_tabs_tabs_order_idx\` ON \`resources_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_tabs_tabs_parent_id_idx\` ON \`resources_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_chart_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_tabs_order_idx\` ON \`resources_blocks_chart_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_tabs_parent_id_idx\` ON \`resources_blocks_chart_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_tabs_path_idx\` ON \`resources_blocks_chart_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Iscriviti alla newsletter',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_newsletter_form_order_idx\` ON \`resources_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_newsletter_form_parent_id_idx\` ON \`resources_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_newsletter_form_path_idx\` ON \`resources_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio' NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_territory_form_order_idx\` ON \`resources_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_territory_form_parent_id_idx\` ON \`resources_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_territory_form_path_idx\` ON \`resources_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_support_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text DEFAULT 'PA digitale 2026' NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_support_request_form_order_idx\` ON \`resources_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_support_request_form_parent_id_idx\` ON \`resources_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_support_request_form_path_idx\` ON \`resources_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti' NOT NULL,
  	\`label\` text DEFAULT 'Scrivi la tua domanda' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_search_order_idx\` ON \`supportos_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_search_parent_id_idx\` ON \`supportos_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_search_path_idx\` ON \`supportos_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_chart_kpi\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` numeric NOT NULL,
  	\`background_color\` text DEFAULT 'blu' NOT NULL,
  	\`value_prefix\` text,
  	\`value_suffix\` text,
  	\`show_flow\` integer DEFAULT false,
  	\`flow_value\` numeric,
  	\`flow_direction\` text DEFAULT 'up',
  	\`flow_detail\` text,
  	\`footer_text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_chart\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_kpi_order_idx\` ON \`supportos_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_kpi_parent_id_idx\` ON \`supportos_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_chart\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`summary\` text,
  	\`chart_data_config\` text NOT NULL,
  	\`chart_data_data\` text NOT NULL,
  	\`info\` text,
  	\`text_bottom\` text,
  	\`download_data\` integer DEFAULT true,
  	\`download_image\` integer DEFAULT true,
  	\`show_share\` integer DEFAULT true,
  	\`bg_transparent\` integer DEFAULT false,
  	\`title_big\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_order_idx\` ON \`supportos_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_parent_id_idx\` ON \`supportos_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_path_idx\` ON \`supportos_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_chart_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text DEFAULT 'Progetti' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_selector_order_idx\` ON \`supportos_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_selector_parent_id_idx\` ON \`supportos_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_selector_path_idx\` ON \`supportos_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_tabs_tabs_order_idx\` ON \`supportos_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_tabs_tabs_parent_id_idx\` ON \`supportos_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_chart_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_tabs_order_idx\` ON \`supportos_blocks_chart_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_tabs_parent_id_idx\` ON \`supportos_blocks_chart_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_tabs_path_idx\` ON \`supportos_blocks_chart_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Iscriviti alla newsletter',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_newsletter_form_order_idx\` ON \`supportos_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_newsletter_form_parent_id_idx\` ON \`supportos_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_newsletter_form_path_idx\` ON \`supportos_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio' NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_territory_form_order_idx\` ON \`supportos_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_territory_form_parent_id_idx\` ON \`supportos_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_territory_form_path_idx\` ON \`supportos_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_support_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text DEFAULT 'PA digitale 2026' NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_support_request_form_order_idx\` ON \`supportos_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_support_request_form_parent_id_idx\` ON \`supportos_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_support_request_form_path_idx\` ON \`supportos_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`format\` text NOT NULL,
  	\`size\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_files_order_idx\` ON \`datis_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_files_parent_id_idx\` ON \`datis_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti' NOT NULL,
  	\`label\` text DEFAULT 'Scrivi la tua domanda' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_search_order_idx\` ON \`datis_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_search_parent_id_idx\` ON \`datis_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_search_path_idx\` ON \`datis_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_chart_kpi\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` numeric NOT NULL,
  	\`background_color\` text DEFAULT 'blu' NOT NULL,
  	\`value_prefix\` text,
  	\`value_suffix\` text,
  	\`show_flow\` integer DEFAULT false,
  	\`flow_value\` numeric,
  	\`flow_direction\` text DEFAULT 'up',
  	\`flow_detail\` text,
  	\`footer_text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_chart\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_kpi_order_idx\` ON \`datis_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_kpi_parent_id_idx\` ON \`datis_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_chart\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`summary\` text,
  	\`chart_data_config\` text NOT NULL,
  	\`chart_data_data\` text NOT NULL,
  	\`info\` text,
  	\`text_bottom\` text,
  	\`download_data\` integer DEFAULT true,
  	\`download_image\` integer DEFAULT true,
  	\`show_share\` integer DEFAULT true,
  	\`bg_transparent\` integer DEFAULT false,
  	\`title_big\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_order_idx\` ON \`datis_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_parent_id_idx\` ON \`datis_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_path_idx\` ON \`datis_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_chart_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text DEFAULT 'Progetti' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_selector_order_idx\` ON \`datis_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_selector_parent_id_idx\` ON \`datis_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_selector_path_idx\` ON \`datis_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_tabs_tabs_order_idx\` ON \`datis_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_tabs_tabs_parent_id_idx\` ON \`datis_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_chart_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_tabs_order_idx\` ON \`datis_blocks_chart_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_tabs_parent_id_idx\` ON \`datis_blocks_chart_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_tabs_path_idx\` ON \`datis_blocks_chart_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Iscriviti alla newsletter',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_newsletter_form_order_idx\` ON \`datis_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_newsletter_form_parent_id_idx\` ON \`datis_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_newsletter_form_path_idx\` ON \`datis_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio' NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_territory_form_order_idx\` ON \`datis_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_territory_form_parent_id_idx\` ON \`datis_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_territory_form_path_idx\` ON \`datis_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_support_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text DEFAULT 'PA digitale 2026' NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_support_request_form_order_idx\` ON \`datis_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_support_request_form_parent_id_idx\` ON \`datis_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_support_request_form_path_idx\` ON \`datis_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`rappresento\` text NOT NULL,
  	\`tipo_ente\` text,
  	\`nome_struttura\` text NOT NULL,
  	\`in_quanto\` text,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`confirmation_sent_at\` text,
  	\`send_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscriptions_email_idx\` ON \`newsletter_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_status_idx\` ON \`newsletter_subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_updated_at_idx\` ON \`newsletter_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_created_at_idx\` ON \`newsletter_subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`feedbacks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`utile\` integer DEFAULT false NOT NULL,
  	\`commento\` text,
  	\`link\` text NOT NULL,
  	\`percorso\` text,
  	\`token_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`feedbacks_link_idx\` ON \`feedbacks\` (\`link\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`feedbacks_token_id_idx\` ON \`feedbacks\` (\`token_id\`);`)
  await db.run(sql`CREATE INDEX \`feedbacks_updated_at_idx\` ON \`feedbacks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feedbacks_created_at_idx\` ON \`feedbacks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`territory_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`area\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`captcha\` text NOT NULL,
  	\`notifica\` text DEFAULT 'in attesa',
  	\`notifica_errore\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`territory_requests_updated_at_idx\` ON \`territory_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`territory_requests_created_at_idx\` ON \`territory_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`support_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`applicant\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`phone\` text,
  	\`subject\` text NOT NULL,
  	\`object\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`notice\` text NOT NULL,
  	\`captcha\` text NOT NULL,
  	\`captcha_response\` text,
  	\`inoltro\` text DEFAULT 'in coda' NOT NULL,
  	\`tentativi\` numeric DEFAULT 0,
  	\`ultimo_errore\` text,
  	\`inoltrata_il\` text,
  	\`notifica\` text DEFAULT 'in attesa',
  	\`notifica_errore\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`support_requests_inoltro_idx\` ON \`support_requests\` (\`inoltro\`);`)
  await db.run(sql`CREATE INDEX \`support_requests_updated_at_idx\` ON \`support_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`support_requests_created_at_idx\` ON \`support_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`once_keys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`once_keys_key_idx\` ON \`once_keys\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`once_keys_expires_at_idx\` ON \`once_keys\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`once_keys_updated_at_idx\` ON \`once_keys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`once_keys_created_at_idx\` ON \`once_keys\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`exports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`format\` text DEFAULT 'csv' NOT NULL,
  	\`limit\` numeric,
  	\`page\` numeric DEFAULT 1,
  	\`sort\` text,
  	\`sort_order\` text,
  	\`drafts\` text DEFAULT 'yes',
  	\`collection_slug\` text DEFAULT 'newsletterSubscriptions' NOT NULL,
  	\`where\` text DEFAULT '{}',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_updated_at_idx\` ON \`exports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exports_created_at_idx\` ON \`exports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`exports_filename_idx\` ON \`exports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`exports_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_texts_order_parent\` ON \`exports_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`collection_slug\` text NOT NULL,
  	\`import_mode\` text,
  	\`match_field\` text DEFAULT 'id',
  	\`status\` text DEFAULT 'pending',
  	\`summary_imported\` numeric,
  	\`summary_updated\` numeric,
  	\`summary_total\` numeric,
  	\`summary_issues\` numeric,
  	\`summary_issue_details\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`imports_updated_at_idx\` ON \`imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`imports_created_at_idx\` ON \`imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`imports_filename_idx\` ON \`imports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_suggestions_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`keyword\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search_suggestions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_suggestions_items_order_idx\` ON \`search_suggestions_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`search_suggestions_items_parent_id_idx\` ON \`search_suggestions_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_suggestions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Ricerche frequenti' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`search_state\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`image_id\` integer,
  	\`update_date\` text,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_button_button_cms_page_idx\` ON \`pages_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "content", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "block_name" FROM \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_rich_text\` RENAME TO \`pages_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info',
  	\`testo\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_alert\`("_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name" FROM \`pages_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_alert\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_alert\` RENAME TO \`pages_blocks_alert\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_order_idx\` ON \`pages_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_parent_id_idx\` ON \`pages_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_path_idx\` ON \`pages_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_table_columns\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`pages_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_table_columns\` RENAME TO \`pages_blocks_table_columns\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_columns_order_idx\` ON \`pages_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_columns_parent_id_idx\` ON \`pages_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_table\`("_order", "_parent_id", "_path", "id", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "id", "caption", "block_name" FROM \`pages_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_table\` RENAME TO \`pages_blocks_table\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_order_idx\` ON \`pages_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_parent_id_idx\` ON \`pages_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_path_idx\` ON \`pages_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_single_image\`("_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name" FROM \`pages_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_single_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_single_image\` RENAME TO \`pages_blocks_single_image\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_order_idx\` ON \`pages_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_parent_id_idx\` ON \`pages_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_path_idx\` ON \`pages_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_image_idx\` ON \`pages_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`transcription\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_video_player\`("_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name" FROM \`pages_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_player\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_video_player\` RENAME TO \`pages_blocks_video_player\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_player_order_idx\` ON \`pages_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_player_parent_id_idx\` ON \`pages_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_player_path_idx\` ON \`pages_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_stepper_steps\`("_order", "_parent_id", "id", "step_title", "step_body") SELECT "_order", "_parent_id", "id", "step_title", "step_body" FROM \`pages_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stepper_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_stepper_steps\` RENAME TO \`pages_blocks_stepper_steps\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stepper_steps_order_idx\` ON \`pages_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stepper_steps_parent_id_idx\` ON \`pages_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_stepper\`("_order", "_parent_id", "_path", "id", "layout", "block_name") SELECT "_order", "_parent_id", "_path", "id", "layout", "block_name" FROM \`pages_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stepper\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_stepper\` RENAME TO \`pages_blocks_stepper\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stepper_order_idx\` ON \`pages_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stepper_parent_id_idx\` ON \`pages_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stepper_path_idx\` ON \`pages_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`card_layout\` text DEFAULT 'bordered',
  	\`card_type\` text DEFAULT 'generic',
  	\`latest\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_card_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name" FROM \`pages_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_card_grid\` RENAME TO \`pages_blocks_card_grid\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_order_idx\` ON \`pages_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_parent_id_idx\` ON \`pages_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_path_idx\` ON \`pages_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_announcements_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`layout\` text DEFAULT 'small',
  	\`ente_promotore_id\` integer,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure',
  	\`block_name\` text,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_announcements_grid\`("_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name" FROM \`pages_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_announcements_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_announcements_grid\` RENAME TO \`pages_blocks_announcements_grid\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_announcements_grid_order_idx\` ON \`pages_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_announcements_grid_parent_id_idx\` ON \`pages_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_announcements_grid_path_idx\` ON \`pages_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_announcements_grid_ente_promotore_idx\` ON \`pages_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_dated_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`title\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_dated_list_items\`("_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`pages_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dated_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_dated_list_items\` RENAME TO \`pages_blocks_dated_list_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_items_order_idx\` ON \`pages_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_items_parent_id_idx\` ON \`pages_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_items_link_link_cms_page_idx\` ON \`pages_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_dated_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`pages_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dated_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_dated_list\` RENAME TO \`pages_blocks_dated_list\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_order_idx\` ON \`pages_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_parent_id_idx\` ON \`pages_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_path_idx\` ON \`pages_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_link_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`category\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_link_list_items\`("_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category") SELECT "_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category" FROM \`pages_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_link_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_link_list_items\` RENAME TO \`pages_blocks_link_list_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_items_order_idx\` ON \`pages_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_items_parent_id_idx\` ON \`pages_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_items_link_link_cms_page_idx\` ON \`pages_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_link_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`pages_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_link_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_link_list\` RENAME TO \`pages_blocks_link_list\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_order_idx\` ON \`pages_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_parent_id_idx\` ON \`pages_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_path_idx\` ON \`pages_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`source\` text DEFAULT 'categoria',
  	\`category\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_faq_list\`("_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name" FROM \`pages_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_faq_list\` RENAME TO \`pages_blocks_faq_list\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_order_idx\` ON \`pages_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_parent_id_idx\` ON \`pages_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_path_idx\` ON \`pages_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`show_last_items\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_updates_list\`("_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name" FROM \`pages_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_updates_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_updates_list\` RENAME TO \`pages_blocks_updates_list\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_updates_list_order_idx\` ON \`pages_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_updates_list_parent_id_idx\` ON \`pages_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_updates_list_path_idx\` ON \`pages_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`selection\` text DEFAULT 'latest_3',
  	\`columns\` text DEFAULT '3',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_news_list\`("_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name" FROM \`pages_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_news_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_news_list\` RENAME TO \`pages_blocks_news_list\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_order_idx\` ON \`pages_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_parent_id_idx\` ON \`pages_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_path_idx\` ON \`pages_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_text_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`cms_page_id\` integer,
  	\`href\` text,
  	\`target\` text DEFAULT '_self',
  	\`icon\` text,
  	FOREIGN KEY (\`cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_text_hero_links\`("_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon") SELECT "_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon" FROM \`pages_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_text_hero_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_text_hero_links\` RENAME TO \`pages_blocks_image_text_hero_links\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_links_order_idx\` ON \`pages_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_links_parent_id_idx\` ON \`pages_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_links_cms_page_idx\` ON \`pages_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_text_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_text_hero\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name" FROM \`pages_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_text_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_text_hero\` RENAME TO \`pages_blocks_image_text_hero\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_order_idx\` ON \`pages_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_parent_id_idx\` ON \`pages_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_path_idx\` ON \`pages_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_image_idx\` ON \`pages_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_split_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'left',
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_split_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name" FROM \`pages_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_split_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_split_banner\` RENAME TO \`pages_blocks_split_banner\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_banner_order_idx\` ON \`pages_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_banner_parent_id_idx\` ON \`pages_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_banner_path_idx\` ON \`pages_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_banner_image_idx\` ON \`pages_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_banner_button_button_cms_page_idx\` ON \`pages_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`colour\` text DEFAULT 'primary',
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name" FROM \`pages_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_banner\` RENAME TO \`pages_blocks_banner\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_order_idx\` ON \`pages_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_parent_id_idx\` ON \`pages_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_path_idx\` ON \`pages_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_button_button_cms_page_idx\` ON \`pages_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_text_column\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_id\` integer,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_text_column\`("_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name" FROM \`pages_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_text_column\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_text_column\` RENAME TO \`pages_blocks_image_text_column\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_column_order_idx\` ON \`pages_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_column_parent_id_idx\` ON \`pages_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_column_path_idx\` ON \`pages_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_column_image_idx\` ON \`pages_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_column_link_link_cms_page_idx\` ON \`pages_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '1',
  	\`content\` text,
  	\`second_column\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_text_columns\`("_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name" FROM \`pages_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_text_columns\` RENAME TO \`pages_blocks_text_columns\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_columns_order_idx\` ON \`pages_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_columns_parent_id_idx\` ON \`pages_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_columns_path_idx\` ON \`pages_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_grid_image_blocks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_grid_image_blocks\`("_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target") SELECT "_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target" FROM \`pages_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_grid_image_blocks\` RENAME TO \`pages_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_image_blocks_order_idx\` ON \`pages_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_image_blocks_parent_id_idx\` ON \`pages_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_image_blocks_image_idx\` ON \`pages_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_image_blocks_link_link_cms_page_idx\` ON \`pages_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "block_name" FROM \`pages_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_grid\` RENAME TO \`pages_blocks_image_grid\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_order_idx\` ON \`pages_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_parent_id_idx\` ON \`pages_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_path_idx\` ON \`pages_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_benefits_items\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`pages_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_benefits_items\` RENAME TO \`pages_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_order_idx\` ON \`pages_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_parent_id_idx\` ON \`pages_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_benefits\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`pages_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_benefits\` RENAME TO \`pages_blocks_benefits\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_order_idx\` ON \`pages_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_parent_id_idx\` ON \`pages_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_path_idx\` ON \`pages_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date_label\` text,
  	\`title\` text,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_timeline_items\`("_order", "_parent_id", "id", "date_label", "title", "text", "is_current") SELECT "_order", "_parent_id", "id", "date_label", "title", "text", "is_current" FROM \`pages_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_timeline_items\` RENAME TO \`pages_blocks_timeline_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_items_order_idx\` ON \`pages_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_items_parent_id_idx\` ON \`pages_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_timeline\`("_order", "_parent_id", "_path", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "block_name" FROM \`pages_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_timeline\` RENAME TO \`pages_blocks_timeline\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_order_idx\` ON \`pages_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_parent_id_idx\` ON \`pages_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_path_idx\` ON \`pages_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_sidebar_rich_text_sections\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`pages_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_sidebar_rich_text_sections\` RENAME TO \`pages_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_rich_text_sections_order_idx\` ON \`pages_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`pages_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_sidebar_rich_text\`("_order", "_parent_id", "_path", "id", "variant", "block_name") SELECT "_order", "_parent_id", "_path", "id", "variant", "block_name" FROM \`pages_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sidebar_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_sidebar_rich_text\` RENAME TO \`pages_blocks_sidebar_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_rich_text_order_idx\` ON \`pages_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_rich_text_parent_id_idx\` ON \`pages_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_rich_text_path_idx\` ON \`pages_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_measure_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`misura_id\` integer,
  	\`ente_promotore_id\` integer,
  	\`risorse_in_euro\` numeric,
  	\`descrizione\` text,
  	\`platea_potenziale\` text,
  	\`aggiornamenti\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_measure_cards_cards\`("_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon") SELECT "_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon" FROM \`pages_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_measure_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_measure_cards_cards\` RENAME TO \`pages_blocks_measure_cards_cards\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_order_idx\` ON \`pages_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_parent_id_idx\` ON \`pages_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_misura_idx\` ON \`pages_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_ente_promotore_idx\` ON \`pages_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`pages_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_button_button_cms_page_idx\` ON \`pages_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_meas_acc_items_resources\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`meas_acc_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_meas_acc_items_resources\`("_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`meas_acc_items_resources\`;`)
  await db.run(sql`DROP TABLE \`meas_acc_items_resources\`;`)
  await db.run(sql`ALTER TABLE \`__new_meas_acc_items_resources\` RENAME TO \`meas_acc_items_resources\`;`)
  await db.run(sql`CREATE INDEX \`meas_acc_items_resources_order_idx\` ON \`meas_acc_items_resources\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`meas_acc_items_resources_parent_id_idx\` ON \`meas_acc_items_resources\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`meas_acc_items_resources_link_link_cms_page_idx\` ON \`meas_acc_items_resources\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_meas_acc_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title_misura_id\` integer,
  	FOREIGN KEY (\`title_misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`meas_acc\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_meas_acc_items\`("_order", "_parent_id", "id", "title_misura_id") SELECT "_order", "_parent_id", "id", "title_misura_id" FROM \`meas_acc_items\`;`)
  await db.run(sql`DROP TABLE \`meas_acc_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_meas_acc_items\` RENAME TO \`meas_acc_items\`;`)
  await db.run(sql`CREATE INDEX \`meas_acc_items_order_idx\` ON \`meas_acc_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`meas_acc_items_parent_id_idx\` ON \`meas_acc_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`meas_acc_items_title_misura_idx\` ON \`meas_acc_items\` (\`title_misura_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_beneficiary_content_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_beneficiary_content_items\`("_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`pages_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_beneficiary_content_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_beneficiary_content_items\` RENAME TO \`pages_blocks_beneficiary_content_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_items_order_idx\` ON \`pages_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_items_parent_id_idx\` ON \`pages_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_items_link_link_cms_pag_idx\` ON \`pages_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_beneficiary_content\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`pages_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_beneficiary_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_beneficiary_content\` RENAME TO \`pages_blocks_beneficiary_content\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_order_idx\` ON \`pages_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_parent_id_idx\` ON \`pages_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_path_idx\` ON \`pages_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`category\` text,
  	\`misura_id\` integer,
  	\`custom_update_date\` text,
  	\`nascondi_valutazione\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "slug", "category", "misura_id", "custom_update_date", "nascondi_valutazione", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "category", "misura_id", "custom_update_date", "nascondi_valutazione", "updated_at", "created_at", 'published' FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_misura_idx\` ON \`pages\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`image_id\` integer,
  	\`update_date\` text,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_hero\`("_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name" FROM \`faqs_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_hero\` RENAME TO \`faqs_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_hero_order_idx\` ON \`faqs_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_hero_parent_id_idx\` ON \`faqs_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_hero_path_idx\` ON \`faqs_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_hero_button_button_cms_page_idx\` ON \`faqs_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_hero_image_idx\` ON \`faqs_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "content", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "block_name" FROM \`faqs_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_rich_text\` RENAME TO \`faqs_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_rich_text_order_idx\` ON \`faqs_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_rich_text_parent_id_idx\` ON \`faqs_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_rich_text_path_idx\` ON \`faqs_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info',
  	\`testo\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_alert\`("_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name" FROM \`faqs_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_alert\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_alert\` RENAME TO \`faqs_blocks_alert\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_alert_order_idx\` ON \`faqs_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_alert_parent_id_idx\` ON \`faqs_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_alert_path_idx\` ON \`faqs_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_table_columns\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`faqs_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_table_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_table_columns\` RENAME TO \`faqs_blocks_table_columns\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_columns_order_idx\` ON \`faqs_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_columns_parent_id_idx\` ON \`faqs_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_table\`("_order", "_parent_id", "_path", "id", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "id", "caption", "block_name" FROM \`faqs_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_table\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_table\` RENAME TO \`faqs_blocks_table\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_order_idx\` ON \`faqs_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_parent_id_idx\` ON \`faqs_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_path_idx\` ON \`faqs_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_single_image\`("_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name" FROM \`faqs_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_single_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_single_image\` RENAME TO \`faqs_blocks_single_image\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_single_image_order_idx\` ON \`faqs_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_single_image_parent_id_idx\` ON \`faqs_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_single_image_path_idx\` ON \`faqs_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_single_image_image_idx\` ON \`faqs_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`transcription\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_video_player\`("_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name" FROM \`faqs_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_video_player\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_video_player\` RENAME TO \`faqs_blocks_video_player\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_video_player_order_idx\` ON \`faqs_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_video_player_parent_id_idx\` ON \`faqs_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_video_player_path_idx\` ON \`faqs_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_stepper_steps\`("_order", "_parent_id", "id", "step_title", "step_body") SELECT "_order", "_parent_id", "id", "step_title", "step_body" FROM \`faqs_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_stepper_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_stepper_steps\` RENAME TO \`faqs_blocks_stepper_steps\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_stepper_steps_order_idx\` ON \`faqs_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_stepper_steps_parent_id_idx\` ON \`faqs_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_stepper\`("_order", "_parent_id", "_path", "id", "layout", "block_name") SELECT "_order", "_parent_id", "_path", "id", "layout", "block_name" FROM \`faqs_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_stepper\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_stepper\` RENAME TO \`faqs_blocks_stepper\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_stepper_order_idx\` ON \`faqs_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_stepper_parent_id_idx\` ON \`faqs_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_stepper_path_idx\` ON \`faqs_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`card_layout\` text DEFAULT 'bordered',
  	\`card_type\` text DEFAULT 'generic',
  	\`latest\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_card_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name" FROM \`faqs_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_card_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_card_grid\` RENAME TO \`faqs_blocks_card_grid\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_card_grid_order_idx\` ON \`faqs_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_card_grid_parent_id_idx\` ON \`faqs_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_card_grid_path_idx\` ON \`faqs_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_announcements_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`layout\` text DEFAULT 'small',
  	\`ente_promotore_id\` integer,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure',
  	\`block_name\` text,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_announcements_grid\`("_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name" FROM \`faqs_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_announcements_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_announcements_grid\` RENAME TO \`faqs_blocks_announcements_grid\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_announcements_grid_order_idx\` ON \`faqs_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_announcements_grid_parent_id_idx\` ON \`faqs_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_announcements_grid_path_idx\` ON \`faqs_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_announcements_grid_ente_promotore_idx\` ON \`faqs_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_dated_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`title\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_dated_list_items\`("_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`faqs_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_dated_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_dated_list_items\` RENAME TO \`faqs_blocks_dated_list_items\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_items_order_idx\` ON \`faqs_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_items_parent_id_idx\` ON \`faqs_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_items_link_link_cms_page_idx\` ON \`faqs_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_dated_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`faqs_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_dated_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_dated_list\` RENAME TO \`faqs_blocks_dated_list\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_order_idx\` ON \`faqs_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_parent_id_idx\` ON \`faqs_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_path_idx\` ON \`faqs_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_link_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`category\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_link_list_items\`("_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category") SELECT "_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category" FROM \`faqs_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_link_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_link_list_items\` RENAME TO \`faqs_blocks_link_list_items\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_items_order_idx\` ON \`faqs_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_items_parent_id_idx\` ON \`faqs_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_items_link_link_cms_page_idx\` ON \`faqs_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_link_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`faqs_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_link_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_link_list\` RENAME TO \`faqs_blocks_link_list\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_order_idx\` ON \`faqs_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_parent_id_idx\` ON \`faqs_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_path_idx\` ON \`faqs_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`source\` text DEFAULT 'categoria',
  	\`category\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_faq_list\`("_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name" FROM \`faqs_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_faq_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_faq_list\` RENAME TO \`faqs_blocks_faq_list\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_list_order_idx\` ON \`faqs_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_list_parent_id_idx\` ON \`faqs_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_list_path_idx\` ON \`faqs_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`show_last_items\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_updates_list\`("_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name" FROM \`faqs_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_updates_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_updates_list\` RENAME TO \`faqs_blocks_updates_list\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_updates_list_order_idx\` ON \`faqs_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_updates_list_parent_id_idx\` ON \`faqs_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_updates_list_path_idx\` ON \`faqs_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`selection\` text DEFAULT 'latest_3',
  	\`columns\` text DEFAULT '3',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_news_list\`("_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name" FROM \`faqs_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_news_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_news_list\` RENAME TO \`faqs_blocks_news_list\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_news_list_order_idx\` ON \`faqs_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_news_list_parent_id_idx\` ON \`faqs_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_news_list_path_idx\` ON \`faqs_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_image_text_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`cms_page_id\` integer,
  	\`href\` text,
  	\`target\` text DEFAULT '_self',
  	\`icon\` text,
  	FOREIGN KEY (\`cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_image_text_hero_links\`("_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon") SELECT "_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon" FROM \`faqs_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_image_text_hero_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_image_text_hero_links\` RENAME TO \`faqs_blocks_image_text_hero_links\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_links_order_idx\` ON \`faqs_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_links_parent_id_idx\` ON \`faqs_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_links_cms_page_idx\` ON \`faqs_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_image_text_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_image_text_hero\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name" FROM \`faqs_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_image_text_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_image_text_hero\` RENAME TO \`faqs_blocks_image_text_hero\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_order_idx\` ON \`faqs_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_parent_id_idx\` ON \`faqs_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_path_idx\` ON \`faqs_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_image_idx\` ON \`faqs_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_split_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'left',
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_split_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name" FROM \`faqs_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_split_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_split_banner\` RENAME TO \`faqs_blocks_split_banner\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_split_banner_order_idx\` ON \`faqs_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_split_banner_parent_id_idx\` ON \`faqs_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_split_banner_path_idx\` ON \`faqs_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_split_banner_image_idx\` ON \`faqs_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_split_banner_button_button_cms_page_idx\` ON \`faqs_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`colour\` text DEFAULT 'primary',
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name" FROM \`faqs_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_banner\` RENAME TO \`faqs_blocks_banner\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_banner_order_idx\` ON \`faqs_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_banner_parent_id_idx\` ON \`faqs_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_banner_path_idx\` ON \`faqs_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_banner_button_button_cms_page_idx\` ON \`faqs_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_image_text_column\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_id\` integer,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_image_text_column\`("_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name" FROM \`faqs_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_image_text_column\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_image_text_column\` RENAME TO \`faqs_blocks_image_text_column\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_column_order_idx\` ON \`faqs_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_column_parent_id_idx\` ON \`faqs_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_column_path_idx\` ON \`faqs_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_column_image_idx\` ON \`faqs_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_column_link_link_cms_page_idx\` ON \`faqs_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '1',
  	\`content\` text,
  	\`second_column\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_text_columns\`("_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name" FROM \`faqs_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_text_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_text_columns\` RENAME TO \`faqs_blocks_text_columns\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_text_columns_order_idx\` ON \`faqs_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_text_columns_parent_id_idx\` ON \`faqs_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_text_columns_path_idx\` ON \`faqs_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_image_grid_image_blocks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_image_grid_image_blocks\`("_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target") SELECT "_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target" FROM \`faqs_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_image_grid_image_blocks\` RENAME TO \`faqs_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_image_blocks_order_idx\` ON \`faqs_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_image_blocks_parent_id_idx\` ON \`faqs_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_image_blocks_image_idx\` ON \`faqs_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_image_blocks_link_link_cms_page_idx\` ON \`faqs_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_image_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "block_name" FROM \`faqs_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_image_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_image_grid\` RENAME TO \`faqs_blocks_image_grid\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_order_idx\` ON \`faqs_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_parent_id_idx\` ON \`faqs_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_path_idx\` ON \`faqs_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_benefits_items\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`faqs_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_benefits_items\` RENAME TO \`faqs_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_benefits_items_order_idx\` ON \`faqs_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_benefits_items_parent_id_idx\` ON \`faqs_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_benefits\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`faqs_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_benefits\` RENAME TO \`faqs_blocks_benefits\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_benefits_order_idx\` ON \`faqs_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_benefits_parent_id_idx\` ON \`faqs_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_benefits_path_idx\` ON \`faqs_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date_label\` text,
  	\`title\` text,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_timeline_items\`("_order", "_parent_id", "id", "date_label", "title", "text", "is_current") SELECT "_order", "_parent_id", "id", "date_label", "title", "text", "is_current" FROM \`faqs_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_timeline_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_timeline_items\` RENAME TO \`faqs_blocks_timeline_items\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_timeline_items_order_idx\` ON \`faqs_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_timeline_items_parent_id_idx\` ON \`faqs_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_timeline\`("_order", "_parent_id", "_path", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "block_name" FROM \`faqs_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_timeline\` RENAME TO \`faqs_blocks_timeline\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_timeline_order_idx\` ON \`faqs_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_timeline_parent_id_idx\` ON \`faqs_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_timeline_path_idx\` ON \`faqs_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_sidebar_rich_text_sections\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`faqs_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_sidebar_rich_text_sections\` RENAME TO \`faqs_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_sidebar_rich_text_sections_order_idx\` ON \`faqs_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`faqs_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_sidebar_rich_text\`("_order", "_parent_id", "_path", "id", "variant", "block_name") SELECT "_order", "_parent_id", "_path", "id", "variant", "block_name" FROM \`faqs_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_sidebar_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_sidebar_rich_text\` RENAME TO \`faqs_blocks_sidebar_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_sidebar_rich_text_order_idx\` ON \`faqs_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_sidebar_rich_text_parent_id_idx\` ON \`faqs_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_sidebar_rich_text_path_idx\` ON \`faqs_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_measure_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`misura_id\` integer,
  	\`ente_promotore_id\` integer,
  	\`risorse_in_euro\` numeric,
  	\`descrizione\` text,
  	\`platea_potenziale\` text,
  	\`aggiornamenti\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_measure_cards_cards\`("_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon") SELECT "_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon" FROM \`faqs_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_measure_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_measure_cards_cards\` RENAME TO \`faqs_blocks_measure_cards_cards\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_order_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_parent_id_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_misura_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_ente_promotore_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_button_button_cms_page_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_beneficiary_content_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_beneficiary_content_items\`("_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`faqs_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_beneficiary_content_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_beneficiary_content_items\` RENAME TO \`faqs_blocks_beneficiary_content_items\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_items_order_idx\` ON \`faqs_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_items_parent_id_idx\` ON \`faqs_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_items_link_link_cms_page_idx\` ON \`faqs_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_beneficiary_content\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`faqs_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_beneficiary_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_beneficiary_content\` RENAME TO \`faqs_blocks_beneficiary_content\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_order_idx\` ON \`faqs_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_parent_id_idx\` ON \`faqs_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_path_idx\` ON \`faqs_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`category\` text,
  	\`misura_id\` integer,
  	\`custom_update_date\` text,
  	\`nascondi_valutazione\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "title", "slug", "category", "misura_id", "custom_update_date", "nascondi_valutazione", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "category", "misura_id", "custom_update_date", "nascondi_valutazione", "updated_at", "created_at", 'published' FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_slug_idx\` ON \`faqs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`faqs_misura_idx\` ON \`faqs\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs__status_idx\` ON \`faqs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`image_id\` integer,
  	\`update_date\` text,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_hero\`("_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name" FROM \`news_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_hero\` RENAME TO \`news_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_hero_order_idx\` ON \`news_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_hero_parent_id_idx\` ON \`news_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_hero_path_idx\` ON \`news_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_hero_button_button_cms_page_idx\` ON \`news_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_hero_image_idx\` ON \`news_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "content", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "block_name" FROM \`news_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_rich_text\` RENAME TO \`news_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_rich_text_order_idx\` ON \`news_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_rich_text_parent_id_idx\` ON \`news_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_rich_text_path_idx\` ON \`news_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info',
  	\`testo\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_alert\`("_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name" FROM \`news_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_alert\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_alert\` RENAME TO \`news_blocks_alert\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_alert_order_idx\` ON \`news_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_alert_parent_id_idx\` ON \`news_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_alert_path_idx\` ON \`news_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_table_columns\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`news_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_table_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_table_columns\` RENAME TO \`news_blocks_table_columns\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_table_columns_order_idx\` ON \`news_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_table_columns_parent_id_idx\` ON \`news_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_table\`("_order", "_parent_id", "_path", "id", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "id", "caption", "block_name" FROM \`news_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_table\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_table\` RENAME TO \`news_blocks_table\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_table_order_idx\` ON \`news_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_table_parent_id_idx\` ON \`news_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_table_path_idx\` ON \`news_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_single_image\`("_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name" FROM \`news_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_single_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_single_image\` RENAME TO \`news_blocks_single_image\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_single_image_order_idx\` ON \`news_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_single_image_parent_id_idx\` ON \`news_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_single_image_path_idx\` ON \`news_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_single_image_image_idx\` ON \`news_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`transcription\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_video_player\`("_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name" FROM \`news_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_video_player\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_video_player\` RENAME TO \`news_blocks_video_player\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_video_player_order_idx\` ON \`news_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_video_player_parent_id_idx\` ON \`news_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_video_player_path_idx\` ON \`news_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_stepper_steps\`("_order", "_parent_id", "id", "step_title", "step_body") SELECT "_order", "_parent_id", "id", "step_title", "step_body" FROM \`news_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_stepper_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_stepper_steps\` RENAME TO \`news_blocks_stepper_steps\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_stepper_steps_order_idx\` ON \`news_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_stepper_steps_parent_id_idx\` ON \`news_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_stepper\`("_order", "_parent_id", "_path", "id", "layout", "block_name") SELECT "_order", "_parent_id", "_path", "id", "layout", "block_name" FROM \`news_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_stepper\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_stepper\` RENAME TO \`news_blocks_stepper\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_stepper_order_idx\` ON \`news_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_stepper_parent_id_idx\` ON \`news_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_stepper_path_idx\` ON \`news_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`card_layout\` text DEFAULT 'bordered',
  	\`card_type\` text DEFAULT 'generic',
  	\`latest\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_card_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name" FROM \`news_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_card_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_card_grid\` RENAME TO \`news_blocks_card_grid\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_card_grid_order_idx\` ON \`news_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_card_grid_parent_id_idx\` ON \`news_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_card_grid_path_idx\` ON \`news_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_announcements_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`layout\` text DEFAULT 'small',
  	\`ente_promotore_id\` integer,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure',
  	\`block_name\` text,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_announcements_grid\`("_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name" FROM \`news_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_announcements_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_announcements_grid\` RENAME TO \`news_blocks_announcements_grid\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_announcements_grid_order_idx\` ON \`news_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_announcements_grid_parent_id_idx\` ON \`news_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_announcements_grid_path_idx\` ON \`news_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_announcements_grid_ente_promotore_idx\` ON \`news_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_dated_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`title\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_dated_list_items\`("_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`news_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_dated_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_dated_list_items\` RENAME TO \`news_blocks_dated_list_items\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_items_order_idx\` ON \`news_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_items_parent_id_idx\` ON \`news_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_items_link_link_cms_page_idx\` ON \`news_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_dated_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`news_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_dated_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_dated_list\` RENAME TO \`news_blocks_dated_list\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_order_idx\` ON \`news_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_parent_id_idx\` ON \`news_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_path_idx\` ON \`news_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_link_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`category\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_link_list_items\`("_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category") SELECT "_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category" FROM \`news_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_link_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_link_list_items\` RENAME TO \`news_blocks_link_list_items\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_items_order_idx\` ON \`news_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_items_parent_id_idx\` ON \`news_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_items_link_link_cms_page_idx\` ON \`news_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_link_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`news_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_link_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_link_list\` RENAME TO \`news_blocks_link_list\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_order_idx\` ON \`news_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_parent_id_idx\` ON \`news_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_path_idx\` ON \`news_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`source\` text DEFAULT 'categoria',
  	\`category\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_faq_list\`("_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name" FROM \`news_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_faq_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_faq_list\` RENAME TO \`news_blocks_faq_list\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_faq_list_order_idx\` ON \`news_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_faq_list_parent_id_idx\` ON \`news_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_faq_list_path_idx\` ON \`news_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`show_last_items\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_updates_list\`("_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name" FROM \`news_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_updates_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_updates_list\` RENAME TO \`news_blocks_updates_list\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_updates_list_order_idx\` ON \`news_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_updates_list_parent_id_idx\` ON \`news_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_updates_list_path_idx\` ON \`news_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`selection\` text DEFAULT 'latest_3',
  	\`columns\` text DEFAULT '3',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_news_list\`("_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name" FROM \`news_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_news_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_news_list\` RENAME TO \`news_blocks_news_list\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_news_list_order_idx\` ON \`news_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_news_list_parent_id_idx\` ON \`news_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_news_list_path_idx\` ON \`news_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_image_text_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`cms_page_id\` integer,
  	\`href\` text,
  	\`target\` text DEFAULT '_self',
  	\`icon\` text,
  	FOREIGN KEY (\`cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_image_text_hero_links\`("_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon") SELECT "_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon" FROM \`news_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_image_text_hero_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_image_text_hero_links\` RENAME TO \`news_blocks_image_text_hero_links\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_links_order_idx\` ON \`news_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_links_parent_id_idx\` ON \`news_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_links_cms_page_idx\` ON \`news_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_image_text_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_image_text_hero\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name" FROM \`news_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_image_text_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_image_text_hero\` RENAME TO \`news_blocks_image_text_hero\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_order_idx\` ON \`news_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_parent_id_idx\` ON \`news_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_path_idx\` ON \`news_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_image_idx\` ON \`news_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_split_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'left',
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_split_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name" FROM \`news_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_split_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_split_banner\` RENAME TO \`news_blocks_split_banner\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_split_banner_order_idx\` ON \`news_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_split_banner_parent_id_idx\` ON \`news_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_split_banner_path_idx\` ON \`news_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_split_banner_image_idx\` ON \`news_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_split_banner_button_button_cms_page_idx\` ON \`news_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`colour\` text DEFAULT 'primary',
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name" FROM \`news_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_banner\` RENAME TO \`news_blocks_banner\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_banner_order_idx\` ON \`news_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_banner_parent_id_idx\` ON \`news_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_banner_path_idx\` ON \`news_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_banner_button_button_cms_page_idx\` ON \`news_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_image_text_column\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_id\` integer,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_image_text_column\`("_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name" FROM \`news_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_image_text_column\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_image_text_column\` RENAME TO \`news_blocks_image_text_column\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_column_order_idx\` ON \`news_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_column_parent_id_idx\` ON \`news_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_column_path_idx\` ON \`news_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_column_image_idx\` ON \`news_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_column_link_link_cms_page_idx\` ON \`news_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '1',
  	\`content\` text,
  	\`second_column\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_text_columns\`("_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name" FROM \`news_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_text_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_text_columns\` RENAME TO \`news_blocks_text_columns\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_text_columns_order_idx\` ON \`news_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_text_columns_parent_id_idx\` ON \`news_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_text_columns_path_idx\` ON \`news_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_image_grid_image_blocks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_image_grid_image_blocks\`("_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target") SELECT "_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target" FROM \`news_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_image_grid_image_blocks\` RENAME TO \`news_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_image_blocks_order_idx\` ON \`news_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_image_blocks_parent_id_idx\` ON \`news_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_image_blocks_image_idx\` ON \`news_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_image_blocks_link_link_cms_page_idx\` ON \`news_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_image_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "block_name" FROM \`news_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_image_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_image_grid\` RENAME TO \`news_blocks_image_grid\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_order_idx\` ON \`news_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_parent_id_idx\` ON \`news_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_path_idx\` ON \`news_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_benefits_items\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`news_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_benefits_items\` RENAME TO \`news_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_benefits_items_order_idx\` ON \`news_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_benefits_items_parent_id_idx\` ON \`news_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_benefits\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`news_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_benefits\` RENAME TO \`news_blocks_benefits\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_benefits_order_idx\` ON \`news_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_benefits_parent_id_idx\` ON \`news_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_benefits_path_idx\` ON \`news_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date_label\` text,
  	\`title\` text,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_timeline_items\`("_order", "_parent_id", "id", "date_label", "title", "text", "is_current") SELECT "_order", "_parent_id", "id", "date_label", "title", "text", "is_current" FROM \`news_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_timeline_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_timeline_items\` RENAME TO \`news_blocks_timeline_items\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_timeline_items_order_idx\` ON \`news_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_timeline_items_parent_id_idx\` ON \`news_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_timeline\`("_order", "_parent_id", "_path", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "block_name" FROM \`news_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_timeline\` RENAME TO \`news_blocks_timeline\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_timeline_order_idx\` ON \`news_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_timeline_parent_id_idx\` ON \`news_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_timeline_path_idx\` ON \`news_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_sidebar_rich_text_sections\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`news_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_sidebar_rich_text_sections\` RENAME TO \`news_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_sidebar_rich_text_sections_order_idx\` ON \`news_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`news_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_sidebar_rich_text\`("_order", "_parent_id", "_path", "id", "variant", "block_name") SELECT "_order", "_parent_id", "_path", "id", "variant", "block_name" FROM \`news_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_sidebar_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_sidebar_rich_text\` RENAME TO \`news_blocks_sidebar_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_sidebar_rich_text_order_idx\` ON \`news_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_sidebar_rich_text_parent_id_idx\` ON \`news_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_sidebar_rich_text_path_idx\` ON \`news_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_measure_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`misura_id\` integer,
  	\`ente_promotore_id\` integer,
  	\`risorse_in_euro\` numeric,
  	\`descrizione\` text,
  	\`platea_potenziale\` text,
  	\`aggiornamenti\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_measure_cards_cards\`("_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon") SELECT "_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon" FROM \`news_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_measure_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_measure_cards_cards\` RENAME TO \`news_blocks_measure_cards_cards\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_order_idx\` ON \`news_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_parent_id_idx\` ON \`news_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_misura_idx\` ON \`news_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_ente_promotore_idx\` ON \`news_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`news_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_button_button_cms_page_idx\` ON \`news_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_beneficiary_content_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_beneficiary_content_items\`("_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`news_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_beneficiary_content_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_beneficiary_content_items\` RENAME TO \`news_blocks_beneficiary_content_items\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_items_order_idx\` ON \`news_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_items_parent_id_idx\` ON \`news_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_items_link_link_cms_page_idx\` ON \`news_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_beneficiary_content\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`news_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_beneficiary_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_beneficiary_content\` RENAME TO \`news_blocks_beneficiary_content\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_order_idx\` ON \`news_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_parent_id_idx\` ON \`news_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_path_idx\` ON \`news_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`category\` text,
  	\`custom_update_date\` text,
  	\`external_link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "slug", "summary", "category", "custom_update_date", "external_link", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "summary", "category", "custom_update_date", "external_link", "updated_at", "created_at", 'published' FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`summary\` text,
  	\`description\` text,
  	\`licenza\` text DEFAULT 'CC BY 4.0' NOT NULL,
  	\`custom_update_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis\`("id", "title", "slug", "summary", "description", "licenza", "custom_update_date", "updated_at", "created_at") SELECT "id", "title", "slug", "summary", NULL, "licenza", "custom_update_date", "updated_at", "created_at" FROM \`datis\`;`)
  await db.run(sql`DROP TABLE \`datis\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis\` RENAME TO \`datis\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`datis_slug_idx\` ON \`datis\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`datis_updated_at_idx\` ON \`datis\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`datis_created_at_idx\` ON \`datis\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_subscriptions_id\` integer REFERENCES newsletter_subscriptions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`feedbacks_id\` integer REFERENCES feedbacks(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`territory_requests_id\` integer REFERENCES territory_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`support_requests_id\` integer REFERENCES support_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`once_keys_id\` integer REFERENCES once_keys(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedbacks_id_idx\` ON \`payload_locked_documents_rels\` (\`feedbacks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_territory_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`territory_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`support_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_once_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`once_keys_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_page_header\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_grid_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_measure_cards\`;`)
  await db.run(sql`DROP TABLE \`_meas_acc_v_items_resources\`;`)
  await db.run(sql`DROP TABLE \`_meas_acc_v_items\`;`)
  await db.run(sql`DROP TABLE \`_meas_acc_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_page_header\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_card_grid_cards\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_measure_cards\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_rels\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_page_header\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_card_grid_cards\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_measure_cards\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`datis_files\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`feedbacks\`;`)
  await db.run(sql`DROP TABLE \`territory_requests\`;`)
  await db.run(sql`DROP TABLE \`support_requests\`;`)
  await db.run(sql`DROP TABLE \`once_keys\`;`)
  await db.run(sql`DROP TABLE \`exports\`;`)
  await db.run(sql`DROP TABLE \`exports_texts\`;`)
  await db.run(sql`DROP TABLE \`imports\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`search_suggestions_items\`;`)
  await db.run(sql`DROP TABLE \`search_suggestions\`;`)
  await db.run(sql`DROP TABLE \`search_state\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`faqs_id\` integer,
  	\`news_id\` integer,
  	\`resources_id\` integer,
  	\`supportos_id\` integer,
  	\`datis_id\` integer,
  	\`guidelines_id\` integer,
  	\`updates_id\` integer,
  	\`announcements_id\` integer,
  	\`ente_beneficiarios_id\` integer,
  	\`ente_promotores_id\` integer,
  	\`misuras_id\` integer,
  	\`media_id\` integer,
  	\`legacy_redirects_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`supportos_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`datis_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guidelines_id\`) REFERENCES \`guidelines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`updates_id\`) REFERENCES \`updates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`announcements_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_promotores_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`misuras_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legacy_redirects_id\`) REFERENCES \`legacy_redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "faqs_id", "news_id", "resources_id", "supportos_id", "datis_id", "guidelines_id", "updates_id", "announcements_id", "ente_beneficiarios_id", "ente_promotores_id", "misuras_id", "media_id", "legacy_redirects_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "faqs_id", "news_id", "resources_id", "supportos_id", "datis_id", "guidelines_id", "updates_id", "announcements_id", "ente_beneficiarios_id", "ente_promotores_id", "misuras_id", "media_id", "legacy_redirects_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resources_id_idx\` ON \`payload_locked_documents_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_supportos_id_idx\` ON \`payload_locked_documents_rels\` (\`supportos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_datis_id_idx\` ON \`payload_locked_documents_rels\` (\`datis_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guidelines_id_idx\` ON \`payload_locked_documents_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_updates_id_idx\` ON \`payload_locked_documents_rels\` (\`updates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_announcements_id_idx\` ON \`payload_locked_documents_rels\` (\`announcements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ente_beneficiarios_id_idx\` ON \`payload_locked_documents_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ente_promotores_id_idx\` ON \`payload_locked_documents_rels\` (\`ente_promotores_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_misuras_id_idx\` ON \`payload_locked_documents_rels\` (\`misuras_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legacy_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`legacy_redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`category\` text,
  	\`misura_id\` integer,
  	\`custom_update_date\` text,
  	\`nascondi_valutazione\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "slug", "category", "misura_id", "custom_update_date", "nascondi_valutazione", "updated_at", "created_at") SELECT "id", "title", "slug", "category", "misura_id", "custom_update_date", "nascondi_valutazione", "updated_at", "created_at" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_misura_idx\` ON \`pages\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`misura_id\` integer,
  	\`custom_update_date\` text,
  	\`nascondi_valutazione\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "title", "slug", "category", "misura_id", "custom_update_date", "nascondi_valutazione", "updated_at", "created_at") SELECT "id", "title", "slug", "category", "misura_id", "custom_update_date", "nascondi_valutazione", "updated_at", "created_at" FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_slug_idx\` ON \`faqs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`faqs_misura_idx\` ON \`faqs\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`summary\` text,
  	\`category\` text,
  	\`custom_update_date\` text,
  	\`external_link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "slug", "summary", "category", "custom_update_date", "external_link", "updated_at", "created_at") SELECT "id", "title", "slug", "summary", "category", "custom_update_date", "external_link", "updated_at", "created_at" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`image_id\` integer,
  	\`update_date\` text,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_button_button_cms_page_idx\` ON \`pages_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "content", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "block_name" FROM \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_rich_text\` RENAME TO \`pages_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info' NOT NULL,
  	\`testo\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_alert\`("_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name" FROM \`pages_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_alert\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_alert\` RENAME TO \`pages_blocks_alert\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_order_idx\` ON \`pages_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_parent_id_idx\` ON \`pages_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_path_idx\` ON \`pages_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_table_columns\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`pages_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_table_columns\` RENAME TO \`pages_blocks_table_columns\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_columns_order_idx\` ON \`pages_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_columns_parent_id_idx\` ON \`pages_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_table\`("_order", "_parent_id", "_path", "id", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "id", "caption", "block_name" FROM \`pages_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_table\` RENAME TO \`pages_blocks_table\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_order_idx\` ON \`pages_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_parent_id_idx\` ON \`pages_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_path_idx\` ON \`pages_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`didascalia\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_single_image\`("_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name" FROM \`pages_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_single_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_single_image\` RENAME TO \`pages_blocks_single_image\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_order_idx\` ON \`pages_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_parent_id_idx\` ON \`pages_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_path_idx\` ON \`pages_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_image_idx\` ON \`pages_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`transcription\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_video_player\`("_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name" FROM \`pages_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_player\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_video_player\` RENAME TO \`pages_blocks_video_player\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_player_order_idx\` ON \`pages_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_player_parent_id_idx\` ON \`pages_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_player_path_idx\` ON \`pages_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text NOT NULL,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_stepper_steps\`("_order", "_parent_id", "id", "step_title", "step_body") SELECT "_order", "_parent_id", "id", "step_title", "step_body" FROM \`pages_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stepper_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_stepper_steps\` RENAME TO \`pages_blocks_stepper_steps\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stepper_steps_order_idx\` ON \`pages_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stepper_steps_parent_id_idx\` ON \`pages_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_stepper\`("_order", "_parent_id", "_path", "id", "layout", "block_name") SELECT "_order", "_parent_id", "_path", "id", "layout", "block_name" FROM \`pages_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stepper\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_stepper\` RENAME TO \`pages_blocks_stepper\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stepper_order_idx\` ON \`pages_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stepper_parent_id_idx\` ON \`pages_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stepper_path_idx\` ON \`pages_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`card_layout\` text DEFAULT 'bordered' NOT NULL,
  	\`card_type\` text DEFAULT 'generic' NOT NULL,
  	\`latest\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_card_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name" FROM \`pages_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_card_grid\` RENAME TO \`pages_blocks_card_grid\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_order_idx\` ON \`pages_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_parent_id_idx\` ON \`pages_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_path_idx\` ON \`pages_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_announcements_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`layout\` text DEFAULT 'small' NOT NULL,
  	\`ente_promotore_id\` integer,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_announcements_grid\`("_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name" FROM \`pages_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_announcements_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_announcements_grid\` RENAME TO \`pages_blocks_announcements_grid\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_announcements_grid_order_idx\` ON \`pages_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_announcements_grid_parent_id_idx\` ON \`pages_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_announcements_grid_path_idx\` ON \`pages_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_announcements_grid_ente_promotore_idx\` ON \`pages_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_dated_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_dated_list_items\`("_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`pages_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dated_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_dated_list_items\` RENAME TO \`pages_blocks_dated_list_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_items_order_idx\` ON \`pages_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_items_parent_id_idx\` ON \`pages_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_items_link_link_cms_page_idx\` ON \`pages_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_dated_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`pages_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dated_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_dated_list\` RENAME TO \`pages_blocks_dated_list\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_order_idx\` ON \`pages_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_parent_id_idx\` ON \`pages_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_path_idx\` ON \`pages_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_link_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text NOT NULL,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`category\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_link_list_items\`("_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category") SELECT "_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category" FROM \`pages_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_link_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_link_list_items\` RENAME TO \`pages_blocks_link_list_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_items_order_idx\` ON \`pages_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_items_parent_id_idx\` ON \`pages_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_items_link_link_cms_page_idx\` ON \`pages_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_link_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`pages_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_link_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_link_list\` RENAME TO \`pages_blocks_link_list\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_order_idx\` ON \`pages_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_parent_id_idx\` ON \`pages_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_path_idx\` ON \`pages_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`source\` text DEFAULT 'categoria' NOT NULL,
  	\`category\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_faq_list\`("_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name" FROM \`pages_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_faq_list\` RENAME TO \`pages_blocks_faq_list\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_order_idx\` ON \`pages_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_parent_id_idx\` ON \`pages_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_path_idx\` ON \`pages_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`show_last_items\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_updates_list\`("_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name" FROM \`pages_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_updates_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_updates_list\` RENAME TO \`pages_blocks_updates_list\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_updates_list_order_idx\` ON \`pages_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_updates_list_parent_id_idx\` ON \`pages_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_updates_list_path_idx\` ON \`pages_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`selection\` text DEFAULT 'latest_3' NOT NULL,
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_news_list\`("_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name" FROM \`pages_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_news_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_news_list\` RENAME TO \`pages_blocks_news_list\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_order_idx\` ON \`pages_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_parent_id_idx\` ON \`pages_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_path_idx\` ON \`pages_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_text_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`cms_page_id\` integer,
  	\`href\` text,
  	\`target\` text DEFAULT '_self',
  	\`icon\` text,
  	FOREIGN KEY (\`cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_text_hero_links\`("_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon") SELECT "_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon" FROM \`pages_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_text_hero_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_text_hero_links\` RENAME TO \`pages_blocks_image_text_hero_links\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_links_order_idx\` ON \`pages_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_links_parent_id_idx\` ON \`pages_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_links_cms_page_idx\` ON \`pages_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_text_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer NOT NULL,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_text_hero\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name" FROM \`pages_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_text_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_text_hero\` RENAME TO \`pages_blocks_image_text_hero\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_order_idx\` ON \`pages_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_parent_id_idx\` ON \`pages_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_path_idx\` ON \`pages_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_image_idx\` ON \`pages_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_split_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer NOT NULL,
  	\`image_position\` text DEFAULT 'left' NOT NULL,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_split_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name" FROM \`pages_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_split_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_split_banner\` RENAME TO \`pages_blocks_split_banner\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_banner_order_idx\` ON \`pages_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_banner_parent_id_idx\` ON \`pages_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_banner_path_idx\` ON \`pages_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_banner_image_idx\` ON \`pages_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_banner_button_button_cms_page_idx\` ON \`pages_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`colour\` text DEFAULT 'primary' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name" FROM \`pages_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_banner\` RENAME TO \`pages_blocks_banner\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_order_idx\` ON \`pages_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_parent_id_idx\` ON \`pages_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_path_idx\` ON \`pages_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_button_button_cms_page_idx\` ON \`pages_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_text_column\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`text\` text NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_text_column\`("_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name" FROM \`pages_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_text_column\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_text_column\` RENAME TO \`pages_blocks_image_text_column\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_column_order_idx\` ON \`pages_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_column_parent_id_idx\` ON \`pages_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_column_path_idx\` ON \`pages_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_column_image_idx\` ON \`pages_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_column_link_link_cms_page_idx\` ON \`pages_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '1' NOT NULL,
  	\`content\` text NOT NULL,
  	\`second_column\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_text_columns\`("_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name" FROM \`pages_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_text_columns\` RENAME TO \`pages_blocks_text_columns\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_columns_order_idx\` ON \`pages_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_columns_parent_id_idx\` ON \`pages_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_columns_path_idx\` ON \`pages_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_grid_image_blocks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`didascalia\` text NOT NULL,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_grid_image_blocks\`("_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target") SELECT "_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target" FROM \`pages_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_grid_image_blocks\` RENAME TO \`pages_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_image_blocks_order_idx\` ON \`pages_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_image_blocks_parent_id_idx\` ON \`pages_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_image_blocks_image_idx\` ON \`pages_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_image_blocks_link_link_cms_page_idx\` ON \`pages_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "block_name" FROM \`pages_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_grid\` RENAME TO \`pages_blocks_image_grid\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_order_idx\` ON \`pages_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_parent_id_idx\` ON \`pages_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_path_idx\` ON \`pages_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_benefits_items\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`pages_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_benefits_items\` RENAME TO \`pages_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_order_idx\` ON \`pages_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_parent_id_idx\` ON \`pages_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_benefits\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`pages_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_benefits\` RENAME TO \`pages_blocks_benefits\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_order_idx\` ON \`pages_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_parent_id_idx\` ON \`pages_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_path_idx\` ON \`pages_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date_label\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_timeline_items\`("_order", "_parent_id", "id", "date_label", "title", "text", "is_current") SELECT "_order", "_parent_id", "id", "date_label", "title", "text", "is_current" FROM \`pages_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_timeline_items\` RENAME TO \`pages_blocks_timeline_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_items_order_idx\` ON \`pages_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_items_parent_id_idx\` ON \`pages_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_timeline\`("_order", "_parent_id", "_path", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "block_name" FROM \`pages_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_timeline\` RENAME TO \`pages_blocks_timeline\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_order_idx\` ON \`pages_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_parent_id_idx\` ON \`pages_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_path_idx\` ON \`pages_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_sidebar_rich_text_sections\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`pages_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_sidebar_rich_text_sections\` RENAME TO \`pages_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_rich_text_sections_order_idx\` ON \`pages_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`pages_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_sidebar_rich_text\`("_order", "_parent_id", "_path", "id", "variant", "block_name") SELECT "_order", "_parent_id", "_path", "id", "variant", "block_name" FROM \`pages_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sidebar_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_sidebar_rich_text\` RENAME TO \`pages_blocks_sidebar_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_rich_text_order_idx\` ON \`pages_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_rich_text_parent_id_idx\` ON \`pages_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_rich_text_path_idx\` ON \`pages_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_measure_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`misura_id\` integer NOT NULL,
  	\`ente_promotore_id\` integer,
  	\`risorse_in_euro\` numeric,
  	\`descrizione\` text,
  	\`platea_potenziale\` text,
  	\`aggiornamenti\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_measure_cards_cards\`("_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon") SELECT "_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon" FROM \`pages_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_measure_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_measure_cards_cards\` RENAME TO \`pages_blocks_measure_cards_cards\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_order_idx\` ON \`pages_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_parent_id_idx\` ON \`pages_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_misura_idx\` ON \`pages_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_ente_promotore_idx\` ON \`pages_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`pages_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_button_button_cms_page_idx\` ON \`pages_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_meas_acc_items_resources\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text NOT NULL,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`meas_acc_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_meas_acc_items_resources\`("_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`meas_acc_items_resources\`;`)
  await db.run(sql`DROP TABLE \`meas_acc_items_resources\`;`)
  await db.run(sql`ALTER TABLE \`__new_meas_acc_items_resources\` RENAME TO \`meas_acc_items_resources\`;`)
  await db.run(sql`CREATE INDEX \`meas_acc_items_resources_order_idx\` ON \`meas_acc_items_resources\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`meas_acc_items_resources_parent_id_idx\` ON \`meas_acc_items_resources\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`meas_acc_items_resources_link_link_cms_page_idx\` ON \`meas_acc_items_resources\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_meas_acc_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title_misura_id\` integer NOT NULL,
  	FOREIGN KEY (\`title_misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`meas_acc\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_meas_acc_items\`("_order", "_parent_id", "id", "title_misura_id") SELECT "_order", "_parent_id", "id", "title_misura_id" FROM \`meas_acc_items\`;`)
  await db.run(sql`DROP TABLE \`meas_acc_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_meas_acc_items\` RENAME TO \`meas_acc_items\`;`)
  await db.run(sql`CREATE INDEX \`meas_acc_items_order_idx\` ON \`meas_acc_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`meas_acc_items_parent_id_idx\` ON \`meas_acc_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`meas_acc_items_title_misura_idx\` ON \`meas_acc_items\` (\`title_misura_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_beneficiary_content_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_beneficiary_content_items\`("_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`pages_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_beneficiary_content_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_beneficiary_content_items\` RENAME TO \`pages_blocks_beneficiary_content_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_items_order_idx\` ON \`pages_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_items_parent_id_idx\` ON \`pages_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_items_link_link_cms_pag_idx\` ON \`pages_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_beneficiary_content\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`pages_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_beneficiary_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_beneficiary_content\` RENAME TO \`pages_blocks_beneficiary_content\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_order_idx\` ON \`pages_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_parent_id_idx\` ON \`pages_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_path_idx\` ON \`pages_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`image_id\` integer,
  	\`update_date\` text,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_hero\`("_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name" FROM \`faqs_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_hero\` RENAME TO \`faqs_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_hero_order_idx\` ON \`faqs_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_hero_parent_id_idx\` ON \`faqs_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_hero_path_idx\` ON \`faqs_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_hero_button_button_cms_page_idx\` ON \`faqs_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_hero_image_idx\` ON \`faqs_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "content", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "block_name" FROM \`faqs_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_rich_text\` RENAME TO \`faqs_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_rich_text_order_idx\` ON \`faqs_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_rich_text_parent_id_idx\` ON \`faqs_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_rich_text_path_idx\` ON \`faqs_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info' NOT NULL,
  	\`testo\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_alert\`("_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name" FROM \`faqs_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_alert\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_alert\` RENAME TO \`faqs_blocks_alert\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_alert_order_idx\` ON \`faqs_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_alert_parent_id_idx\` ON \`faqs_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_alert_path_idx\` ON \`faqs_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_table_columns\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`faqs_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_table_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_table_columns\` RENAME TO \`faqs_blocks_table_columns\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_columns_order_idx\` ON \`faqs_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_columns_parent_id_idx\` ON \`faqs_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_table\`("_order", "_parent_id", "_path", "id", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "id", "caption", "block_name" FROM \`faqs_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_table\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_table\` RENAME TO \`faqs_blocks_table\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_order_idx\` ON \`faqs_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_parent_id_idx\` ON \`faqs_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_path_idx\` ON \`faqs_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`didascalia\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_single_image\`("_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name" FROM \`faqs_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_single_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_single_image\` RENAME TO \`faqs_blocks_single_image\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_single_image_order_idx\` ON \`faqs_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_single_image_parent_id_idx\` ON \`faqs_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_single_image_path_idx\` ON \`faqs_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_single_image_image_idx\` ON \`faqs_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`transcription\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_video_player\`("_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name" FROM \`faqs_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_video_player\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_video_player\` RENAME TO \`faqs_blocks_video_player\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_video_player_order_idx\` ON \`faqs_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_video_player_parent_id_idx\` ON \`faqs_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_video_player_path_idx\` ON \`faqs_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text NOT NULL,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_stepper_steps\`("_order", "_parent_id", "id", "step_title", "step_body") SELECT "_order", "_parent_id", "id", "step_title", "step_body" FROM \`faqs_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_stepper_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_stepper_steps\` RENAME TO \`faqs_blocks_stepper_steps\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_stepper_steps_order_idx\` ON \`faqs_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_stepper_steps_parent_id_idx\` ON \`faqs_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_stepper\`("_order", "_parent_id", "_path", "id", "layout", "block_name") SELECT "_order", "_parent_id", "_path", "id", "layout", "block_name" FROM \`faqs_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_stepper\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_stepper\` RENAME TO \`faqs_blocks_stepper\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_stepper_order_idx\` ON \`faqs_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_stepper_parent_id_idx\` ON \`faqs_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_stepper_path_idx\` ON \`faqs_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`card_layout\` text DEFAULT 'bordered' NOT NULL,
  	\`card_type\` text DEFAULT 'generic' NOT NULL,
  	\`latest\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_card_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name" FROM \`faqs_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_card_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_card_grid\` RENAME TO \`faqs_blocks_card_grid\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_card_grid_order_idx\` ON \`faqs_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_card_grid_parent_id_idx\` ON \`faqs_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_card_grid_path_idx\` ON \`faqs_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_announcements_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`layout\` text DEFAULT 'small' NOT NULL,
  	\`ente_promotore_id\` integer,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_announcements_grid\`("_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name" FROM \`faqs_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_announcements_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_announcements_grid\` RENAME TO \`faqs_blocks_announcements_grid\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_announcements_grid_order_idx\` ON \`faqs_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_announcements_grid_parent_id_idx\` ON \`faqs_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_announcements_grid_path_idx\` ON \`faqs_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_announcements_grid_ente_promotore_idx\` ON \`faqs_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_dated_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_dated_list_items\`("_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`faqs_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_dated_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_dated_list_items\` RENAME TO \`faqs_blocks_dated_list_items\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_items_order_idx\` ON \`faqs_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_items_parent_id_idx\` ON \`faqs_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_items_link_link_cms_page_idx\` ON \`faqs_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_dated_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`faqs_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_dated_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_dated_list\` RENAME TO \`faqs_blocks_dated_list\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_order_idx\` ON \`faqs_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_parent_id_idx\` ON \`faqs_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_path_idx\` ON \`faqs_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_link_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text NOT NULL,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`category\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_link_list_items\`("_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category") SELECT "_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category" FROM \`faqs_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_link_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_link_list_items\` RENAME TO \`faqs_blocks_link_list_items\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_items_order_idx\` ON \`faqs_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_items_parent_id_idx\` ON \`faqs_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_items_link_link_cms_page_idx\` ON \`faqs_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_link_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`faqs_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_link_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_link_list\` RENAME TO \`faqs_blocks_link_list\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_order_idx\` ON \`faqs_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_parent_id_idx\` ON \`faqs_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_path_idx\` ON \`faqs_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`source\` text DEFAULT 'categoria' NOT NULL,
  	\`category\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_faq_list\`("_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name" FROM \`faqs_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_faq_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_faq_list\` RENAME TO \`faqs_blocks_faq_list\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_list_order_idx\` ON \`faqs_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_list_parent_id_idx\` ON \`faqs_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_list_path_idx\` ON \`faqs_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`show_last_items\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_updates_list\`("_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name" FROM \`faqs_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_updates_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_updates_list\` RENAME TO \`faqs_blocks_updates_list\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_updates_list_order_idx\` ON \`faqs_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_updates_list_parent_id_idx\` ON \`faqs_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_updates_list_path_idx\` ON \`faqs_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`selection\` text DEFAULT 'latest_3' NOT NULL,
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_news_list\`("_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name" FROM \`faqs_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_news_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_news_list\` RENAME TO \`faqs_blocks_news_list\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_news_list_order_idx\` ON \`faqs_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_news_list_parent_id_idx\` ON \`faqs_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_news_list_path_idx\` ON \`faqs_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_image_text_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`cms_page_id\` integer,
  	\`href\` text,
  	\`target\` text DEFAULT '_self',
  	\`icon\` text,
  	FOREIGN KEY (\`cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_image_text_hero_links\`("_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon") SELECT "_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon" FROM \`faqs_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_image_text_hero_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_image_text_hero_links\` RENAME TO \`faqs_blocks_image_text_hero_links\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_links_order_idx\` ON \`faqs_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_links_parent_id_idx\` ON \`faqs_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_links_cms_page_idx\` ON \`faqs_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_image_text_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer NOT NULL,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_image_text_hero\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name" FROM \`faqs_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_image_text_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_image_text_hero\` RENAME TO \`faqs_blocks_image_text_hero\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_order_idx\` ON \`faqs_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_parent_id_idx\` ON \`faqs_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_path_idx\` ON \`faqs_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_image_idx\` ON \`faqs_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_split_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer NOT NULL,
  	\`image_position\` text DEFAULT 'left' NOT NULL,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_split_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name" FROM \`faqs_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_split_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_split_banner\` RENAME TO \`faqs_blocks_split_banner\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_split_banner_order_idx\` ON \`faqs_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_split_banner_parent_id_idx\` ON \`faqs_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_split_banner_path_idx\` ON \`faqs_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_split_banner_image_idx\` ON \`faqs_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_split_banner_button_button_cms_page_idx\` ON \`faqs_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`colour\` text DEFAULT 'primary' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name" FROM \`faqs_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_banner\` RENAME TO \`faqs_blocks_banner\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_banner_order_idx\` ON \`faqs_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_banner_parent_id_idx\` ON \`faqs_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_banner_path_idx\` ON \`faqs_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_banner_button_button_cms_page_idx\` ON \`faqs_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_image_text_column\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`text\` text NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_image_text_column\`("_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name" FROM \`faqs_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_image_text_column\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_image_text_column\` RENAME TO \`faqs_blocks_image_text_column\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_column_order_idx\` ON \`faqs_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_column_parent_id_idx\` ON \`faqs_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_column_path_idx\` ON \`faqs_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_column_image_idx\` ON \`faqs_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_column_link_link_cms_page_idx\` ON \`faqs_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '1' NOT NULL,
  	\`content\` text NOT NULL,
  	\`second_column\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_text_columns\`("_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name" FROM \`faqs_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_text_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_text_columns\` RENAME TO \`faqs_blocks_text_columns\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_text_columns_order_idx\` ON \`faqs_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_text_columns_parent_id_idx\` ON \`faqs_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_text_columns_path_idx\` ON \`faqs_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_image_grid_image_blocks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`didascalia\` text NOT NULL,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_image_grid_image_blocks\`("_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target") SELECT "_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target" FROM \`faqs_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_image_grid_image_blocks\` RENAME TO \`faqs_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_image_blocks_order_idx\` ON \`faqs_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_image_blocks_parent_id_idx\` ON \`faqs_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_image_blocks_image_idx\` ON \`faqs_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_image_blocks_link_link_cms_page_idx\` ON \`faqs_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_image_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "block_name" FROM \`faqs_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_image_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_image_grid\` RENAME TO \`faqs_blocks_image_grid\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_order_idx\` ON \`faqs_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_parent_id_idx\` ON \`faqs_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_path_idx\` ON \`faqs_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_benefits_items\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`faqs_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_benefits_items\` RENAME TO \`faqs_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_benefits_items_order_idx\` ON \`faqs_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_benefits_items_parent_id_idx\` ON \`faqs_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_benefits\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`faqs_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_benefits\` RENAME TO \`faqs_blocks_benefits\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_benefits_order_idx\` ON \`faqs_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_benefits_parent_id_idx\` ON \`faqs_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_benefits_path_idx\` ON \`faqs_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date_label\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_timeline_items\`("_order", "_parent_id", "id", "date_label", "title", "text", "is_current") SELECT "_order", "_parent_id", "id", "date_label", "title", "text", "is_current" FROM \`faqs_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_timeline_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_timeline_items\` RENAME TO \`faqs_blocks_timeline_items\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_timeline_items_order_idx\` ON \`faqs_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_timeline_items_parent_id_idx\` ON \`faqs_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_timeline\`("_order", "_parent_id", "_path", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "block_name" FROM \`faqs_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_timeline\` RENAME TO \`faqs_blocks_timeline\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_timeline_order_idx\` ON \`faqs_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_timeline_parent_id_idx\` ON \`faqs_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_timeline_path_idx\` ON \`faqs_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_sidebar_rich_text_sections\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`faqs_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_sidebar_rich_text_sections\` RENAME TO \`faqs_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_sidebar_rich_text_sections_order_idx\` ON \`faqs_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`faqs_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_sidebar_rich_text\`("_order", "_parent_id", "_path", "id", "variant", "block_name") SELECT "_order", "_parent_id", "_path", "id", "variant", "block_name" FROM \`faqs_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_sidebar_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_sidebar_rich_text\` RENAME TO \`faqs_blocks_sidebar_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_sidebar_rich_text_order_idx\` ON \`faqs_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_sidebar_rich_text_parent_id_idx\` ON \`faqs_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_sidebar_rich_text_path_idx\` ON \`faqs_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_measure_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`misura_id\` integer NOT NULL,
  	\`ente_promotore_id\` integer,
  	\`risorse_in_euro\` numeric,
  	\`descrizione\` text,
  	\`platea_potenziale\` text,
  	\`aggiornamenti\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_measure_cards_cards\`("_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon") SELECT "_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon" FROM \`faqs_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_measure_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_measure_cards_cards\` RENAME TO \`faqs_blocks_measure_cards_cards\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_order_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_parent_id_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_misura_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_ente_promotore_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_button_button_cms_page_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_beneficiary_content_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_beneficiary_content_items\`("_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`faqs_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_beneficiary_content_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_beneficiary_content_items\` RENAME TO \`faqs_blocks_beneficiary_content_items\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_items_order_idx\` ON \`faqs_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_items_parent_id_idx\` ON \`faqs_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_items_link_link_cms_page_idx\` ON \`faqs_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_blocks_beneficiary_content\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`faqs_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_beneficiary_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_blocks_beneficiary_content\` RENAME TO \`faqs_blocks_beneficiary_content\`;`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_order_idx\` ON \`faqs_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_parent_id_idx\` ON \`faqs_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_path_idx\` ON \`faqs_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`image_id\` integer,
  	\`update_date\` text,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_hero\`("_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name" FROM \`news_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_hero\` RENAME TO \`news_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_hero_order_idx\` ON \`news_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_hero_parent_id_idx\` ON \`news_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_hero_path_idx\` ON \`news_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_hero_button_button_cms_page_idx\` ON \`news_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_hero_image_idx\` ON \`news_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "content", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "block_name" FROM \`news_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_rich_text\` RENAME TO \`news_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_rich_text_order_idx\` ON \`news_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_rich_text_parent_id_idx\` ON \`news_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_rich_text_path_idx\` ON \`news_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info' NOT NULL,
  	\`testo\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_alert\`("_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name" FROM \`news_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_alert\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_alert\` RENAME TO \`news_blocks_alert\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_alert_order_idx\` ON \`news_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_alert_parent_id_idx\` ON \`news_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_alert_path_idx\` ON \`news_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_table_columns\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`news_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_table_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_table_columns\` RENAME TO \`news_blocks_table_columns\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_table_columns_order_idx\` ON \`news_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_table_columns_parent_id_idx\` ON \`news_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_table\`("_order", "_parent_id", "_path", "id", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "id", "caption", "block_name" FROM \`news_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_table\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_table\` RENAME TO \`news_blocks_table\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_table_order_idx\` ON \`news_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_table_parent_id_idx\` ON \`news_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_table_path_idx\` ON \`news_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`didascalia\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_single_image\`("_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name" FROM \`news_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_single_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_single_image\` RENAME TO \`news_blocks_single_image\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_single_image_order_idx\` ON \`news_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_single_image_parent_id_idx\` ON \`news_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_single_image_path_idx\` ON \`news_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_single_image_image_idx\` ON \`news_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`transcription\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_video_player\`("_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name" FROM \`news_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_video_player\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_video_player\` RENAME TO \`news_blocks_video_player\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_video_player_order_idx\` ON \`news_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_video_player_parent_id_idx\` ON \`news_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_video_player_path_idx\` ON \`news_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text NOT NULL,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_stepper_steps\`("_order", "_parent_id", "id", "step_title", "step_body") SELECT "_order", "_parent_id", "id", "step_title", "step_body" FROM \`news_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_stepper_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_stepper_steps\` RENAME TO \`news_blocks_stepper_steps\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_stepper_steps_order_idx\` ON \`news_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_stepper_steps_parent_id_idx\` ON \`news_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_stepper\`("_order", "_parent_id", "_path", "id", "layout", "block_name") SELECT "_order", "_parent_id", "_path", "id", "layout", "block_name" FROM \`news_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_stepper\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_stepper\` RENAME TO \`news_blocks_stepper\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_stepper_order_idx\` ON \`news_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_stepper_parent_id_idx\` ON \`news_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_stepper_path_idx\` ON \`news_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`card_layout\` text DEFAULT 'bordered' NOT NULL,
  	\`card_type\` text DEFAULT 'generic' NOT NULL,
  	\`latest\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_card_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name" FROM \`news_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_card_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_card_grid\` RENAME TO \`news_blocks_card_grid\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_card_grid_order_idx\` ON \`news_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_card_grid_parent_id_idx\` ON \`news_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_card_grid_path_idx\` ON \`news_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_announcements_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`layout\` text DEFAULT 'small' NOT NULL,
  	\`ente_promotore_id\` integer,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_announcements_grid\`("_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name" FROM \`news_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_announcements_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_announcements_grid\` RENAME TO \`news_blocks_announcements_grid\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_announcements_grid_order_idx\` ON \`news_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_announcements_grid_parent_id_idx\` ON \`news_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_announcements_grid_path_idx\` ON \`news_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_announcements_grid_ente_promotore_idx\` ON \`news_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_dated_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_dated_list_items\`("_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`news_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_dated_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_dated_list_items\` RENAME TO \`news_blocks_dated_list_items\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_items_order_idx\` ON \`news_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_items_parent_id_idx\` ON \`news_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_items_link_link_cms_page_idx\` ON \`news_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_dated_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`news_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_dated_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_dated_list\` RENAME TO \`news_blocks_dated_list\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_order_idx\` ON \`news_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_parent_id_idx\` ON \`news_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_path_idx\` ON \`news_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_link_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text NOT NULL,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`category\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_link_list_items\`("_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category") SELECT "_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category" FROM \`news_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_link_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_link_list_items\` RENAME TO \`news_blocks_link_list_items\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_items_order_idx\` ON \`news_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_items_parent_id_idx\` ON \`news_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_items_link_link_cms_page_idx\` ON \`news_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_link_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`news_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_link_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_link_list\` RENAME TO \`news_blocks_link_list\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_order_idx\` ON \`news_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_parent_id_idx\` ON \`news_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_path_idx\` ON \`news_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`source\` text DEFAULT 'categoria' NOT NULL,
  	\`category\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_faq_list\`("_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name" FROM \`news_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_faq_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_faq_list\` RENAME TO \`news_blocks_faq_list\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_faq_list_order_idx\` ON \`news_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_faq_list_parent_id_idx\` ON \`news_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_faq_list_path_idx\` ON \`news_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`show_last_items\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_updates_list\`("_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name" FROM \`news_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_updates_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_updates_list\` RENAME TO \`news_blocks_updates_list\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_updates_list_order_idx\` ON \`news_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_updates_list_parent_id_idx\` ON \`news_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_updates_list_path_idx\` ON \`news_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`selection\` text DEFAULT 'latest_3' NOT NULL,
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_news_list\`("_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name" FROM \`news_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_news_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_news_list\` RENAME TO \`news_blocks_news_list\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_news_list_order_idx\` ON \`news_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_news_list_parent_id_idx\` ON \`news_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_news_list_path_idx\` ON \`news_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_image_text_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`cms_page_id\` integer,
  	\`href\` text,
  	\`target\` text DEFAULT '_self',
  	\`icon\` text,
  	FOREIGN KEY (\`cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_image_text_hero_links\`("_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon") SELECT "_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon" FROM \`news_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_image_text_hero_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_image_text_hero_links\` RENAME TO \`news_blocks_image_text_hero_links\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_links_order_idx\` ON \`news_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_links_parent_id_idx\` ON \`news_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_links_cms_page_idx\` ON \`news_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_image_text_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer NOT NULL,
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_image_text_hero\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name" FROM \`news_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_image_text_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_image_text_hero\` RENAME TO \`news_blocks_image_text_hero\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_order_idx\` ON \`news_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_parent_id_idx\` ON \`news_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_path_idx\` ON \`news_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_image_idx\` ON \`news_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_split_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer NOT NULL,
  	\`image_position\` text DEFAULT 'left' NOT NULL,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_split_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name" FROM \`news_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_split_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_split_banner\` RENAME TO \`news_blocks_split_banner\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_split_banner_order_idx\` ON \`news_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_split_banner_parent_id_idx\` ON \`news_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_split_banner_path_idx\` ON \`news_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_split_banner_image_idx\` ON \`news_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_split_banner_button_button_cms_page_idx\` ON \`news_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	\`colour\` text DEFAULT 'primary' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name" FROM \`news_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_banner\` RENAME TO \`news_blocks_banner\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_banner_order_idx\` ON \`news_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_banner_parent_id_idx\` ON \`news_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_banner_path_idx\` ON \`news_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_banner_button_button_cms_page_idx\` ON \`news_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_image_text_column\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`text\` text NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_image_text_column\`("_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name" FROM \`news_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_image_text_column\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_image_text_column\` RENAME TO \`news_blocks_image_text_column\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_column_order_idx\` ON \`news_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_column_parent_id_idx\` ON \`news_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_column_path_idx\` ON \`news_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_column_image_idx\` ON \`news_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_column_link_link_cms_page_idx\` ON \`news_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '1' NOT NULL,
  	\`content\` text NOT NULL,
  	\`second_column\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_text_columns\`("_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name" FROM \`news_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_text_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_text_columns\` RENAME TO \`news_blocks_text_columns\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_text_columns_order_idx\` ON \`news_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_text_columns_parent_id_idx\` ON \`news_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_text_columns_path_idx\` ON \`news_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_image_grid_image_blocks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`didascalia\` text NOT NULL,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_image_grid_image_blocks\`("_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target") SELECT "_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target" FROM \`news_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_image_grid_image_blocks\` RENAME TO \`news_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_image_blocks_order_idx\` ON \`news_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_image_blocks_parent_id_idx\` ON \`news_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_image_blocks_image_idx\` ON \`news_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_image_blocks_link_link_cms_page_idx\` ON \`news_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_image_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "block_name" FROM \`news_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_image_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_image_grid\` RENAME TO \`news_blocks_image_grid\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_order_idx\` ON \`news_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_parent_id_idx\` ON \`news_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_path_idx\` ON \`news_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_benefits_items\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`news_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_benefits_items\` RENAME TO \`news_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_benefits_items_order_idx\` ON \`news_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_benefits_items_parent_id_idx\` ON \`news_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_benefits\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`news_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_benefits\` RENAME TO \`news_blocks_benefits\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_benefits_order_idx\` ON \`news_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_benefits_parent_id_idx\` ON \`news_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_benefits_path_idx\` ON \`news_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date_label\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_timeline_items\`("_order", "_parent_id", "id", "date_label", "title", "text", "is_current") SELECT "_order", "_parent_id", "id", "date_label", "title", "text", "is_current" FROM \`news_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_timeline_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_timeline_items\` RENAME TO \`news_blocks_timeline_items\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_timeline_items_order_idx\` ON \`news_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_timeline_items_parent_id_idx\` ON \`news_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_timeline\`("_order", "_parent_id", "_path", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "block_name" FROM \`news_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_timeline\` RENAME TO \`news_blocks_timeline\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_timeline_order_idx\` ON \`news_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_timeline_parent_id_idx\` ON \`news_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_timeline_path_idx\` ON \`news_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_sidebar_rich_text_sections\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`news_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_sidebar_rich_text_sections\` RENAME TO \`news_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_sidebar_rich_text_sections_order_idx\` ON \`news_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`news_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_sidebar_rich_text\`("_order", "_parent_id", "_path", "id", "variant", "block_name") SELECT "_order", "_parent_id", "_path", "id", "variant", "block_name" FROM \`news_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_sidebar_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_sidebar_rich_text\` RENAME TO \`news_blocks_sidebar_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_sidebar_rich_text_order_idx\` ON \`news_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_sidebar_rich_text_parent_id_idx\` ON \`news_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_sidebar_rich_text_path_idx\` ON \`news_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_measure_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`misura_id\` integer NOT NULL,
  	\`ente_promotore_id\` integer,
  	\`risorse_in_euro\` numeric,
  	\`descrizione\` text,
  	\`platea_potenziale\` text,
  	\`aggiornamenti\` text,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`button_text\` text,
  	\`button_cms_page_id\` integer,
  	\`button_href\` text,
  	\`button_target\` text DEFAULT '_self',
  	\`button_icon\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_measure_cards_cards\`("_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon") SELECT "_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon" FROM \`news_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_measure_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_measure_cards_cards\` RENAME TO \`news_blocks_measure_cards_cards\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_order_idx\` ON \`news_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_parent_id_idx\` ON \`news_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_misura_idx\` ON \`news_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_ente_promotore_idx\` ON \`news_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`news_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_button_button_cms_page_idx\` ON \`news_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_beneficiary_content_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`link_text\` text,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_beneficiary_content_items\`("_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`news_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_beneficiary_content_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_beneficiary_content_items\` RENAME TO \`news_blocks_beneficiary_content_items\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_items_order_idx\` ON \`news_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_items_parent_id_idx\` ON \`news_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_items_link_link_cms_page_idx\` ON \`news_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_blocks_beneficiary_content\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`news_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_beneficiary_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_blocks_beneficiary_content\` RENAME TO \`news_blocks_beneficiary_content\`;`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_order_idx\` ON \`news_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_parent_id_idx\` ON \`news_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_path_idx\` ON \`news_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`summary\` text,
  	\`licenza\` text DEFAULT 'CC BY 4.0',
  	\`custom_update_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis\`("id", "title", "slug", "summary", "licenza", "custom_update_date", "updated_at", "created_at") SELECT "id", "title", "slug", "summary", "licenza", "custom_update_date", "updated_at", "created_at" FROM \`datis\`;`)
  await db.run(sql`DROP TABLE \`datis\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis\` RENAME TO \`datis\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`datis_slug_idx\` ON \`datis\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`datis_updated_at_idx\` ON \`datis\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`datis_created_at_idx\` ON \`datis\` (\`created_at\`);`)
}
