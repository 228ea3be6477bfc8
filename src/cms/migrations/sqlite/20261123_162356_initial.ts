import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hero\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_button_button_cms_page_idx\` ON \`pages_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_alert\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_order_idx\` ON \`pages_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_parent_id_idx\` ON \`pages_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_path_idx\` ON \`pages_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_columns_order_idx\` ON \`pages_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_columns_parent_id_idx\` ON \`pages_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_rows_cells_order_idx\` ON \`pages_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_rows_cells_parent_id_idx\` ON \`pages_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_rows_order_idx\` ON \`pages_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_rows_parent_id_idx\` ON \`pages_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_order_idx\` ON \`pages_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_parent_id_idx\` ON \`pages_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_path_idx\` ON \`pages_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_single_image\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_order_idx\` ON \`pages_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_parent_id_idx\` ON \`pages_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_path_idx\` ON \`pages_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_image_idx\` ON \`pages_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_page_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`argomento\` text,
  	\`misura_id\` integer,
  	\`status\` text,
  	\`update_date\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_page_header_order_idx\` ON \`pages_blocks_page_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_page_header_parent_id_idx\` ON \`pages_blocks_page_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_page_header_path_idx\` ON \`pages_blocks_page_header\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_page_header_misura_idx\` ON \`pages_blocks_page_header\` (\`misura_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_player\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_video_player_order_idx\` ON \`pages_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_player_parent_id_idx\` ON \`pages_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_player_path_idx\` ON \`pages_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stepper_steps_order_idx\` ON \`pages_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stepper_steps_parent_id_idx\` ON \`pages_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stepper_order_idx\` ON \`pages_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stepper_parent_id_idx\` ON \`pages_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stepper_path_idx\` ON \`pages_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card_grid_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_cards_order_idx\` ON \`pages_blocks_card_grid_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_cards_parent_id_idx\` ON \`pages_blocks_card_grid_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_cards_image_idx\` ON \`pages_blocks_card_grid_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_cards_link_link_cms_page_idx\` ON \`pages_blocks_card_grid_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card_grid\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_order_idx\` ON \`pages_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_parent_id_idx\` ON \`pages_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_path_idx\` ON \`pages_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_announcements_grid\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_announcements_grid_order_idx\` ON \`pages_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_announcements_grid_parent_id_idx\` ON \`pages_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_announcements_grid_path_idx\` ON \`pages_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_announcements_grid_ente_promotore_idx\` ON \`pages_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_dated_list_items\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_items_order_idx\` ON \`pages_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_items_parent_id_idx\` ON \`pages_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_items_link_link_cms_page_idx\` ON \`pages_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_dated_list\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_order_idx\` ON \`pages_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_parent_id_idx\` ON \`pages_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_path_idx\` ON \`pages_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_link_list_items\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_items_order_idx\` ON \`pages_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_items_parent_id_idx\` ON \`pages_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_items_link_link_cms_page_idx\` ON \`pages_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_link_list\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_order_idx\` ON \`pages_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_parent_id_idx\` ON \`pages_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_path_idx\` ON \`pages_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_list\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_order_idx\` ON \`pages_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_parent_id_idx\` ON \`pages_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_path_idx\` ON \`pages_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_updates_list\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_updates_list_order_idx\` ON \`pages_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_updates_list_parent_id_idx\` ON \`pages_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_updates_list_path_idx\` ON \`pages_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_news_list\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_order_idx\` ON \`pages_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_parent_id_idx\` ON \`pages_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_path_idx\` ON \`pages_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_text_hero_links\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_links_order_idx\` ON \`pages_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_links_parent_id_idx\` ON \`pages_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_links_cms_page_idx\` ON \`pages_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_text_hero\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_order_idx\` ON \`pages_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_parent_id_idx\` ON \`pages_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_path_idx\` ON \`pages_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_image_idx\` ON \`pages_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_split_banner\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_split_banner_order_idx\` ON \`pages_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_banner_parent_id_idx\` ON \`pages_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_banner_path_idx\` ON \`pages_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_banner_image_idx\` ON \`pages_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_banner_button_button_cms_page_idx\` ON \`pages_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_banner\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_order_idx\` ON \`pages_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_parent_id_idx\` ON \`pages_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_path_idx\` ON \`pages_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_button_button_cms_page_idx\` ON \`pages_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_text_column\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_column_order_idx\` ON \`pages_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_column_parent_id_idx\` ON \`pages_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_column_path_idx\` ON \`pages_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_column_image_idx\` ON \`pages_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_column_link_link_cms_page_idx\` ON \`pages_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_columns\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_text_columns_order_idx\` ON \`pages_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_columns_parent_id_idx\` ON \`pages_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_columns_path_idx\` ON \`pages_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_grid_image_blocks\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_image_blocks_order_idx\` ON \`pages_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_image_blocks_parent_id_idx\` ON \`pages_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_image_blocks_image_idx\` ON \`pages_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_image_blocks_link_link_cms_page_idx\` ON \`pages_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_grid\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_order_idx\` ON \`pages_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_parent_id_idx\` ON \`pages_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_grid_path_idx\` ON \`pages_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_order_idx\` ON \`pages_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_parent_id_idx\` ON \`pages_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_benefits\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_order_idx\` ON \`pages_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_parent_id_idx\` ON \`pages_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_path_idx\` ON \`pages_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline_items\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_items_order_idx\` ON \`pages_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_items_parent_id_idx\` ON \`pages_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_order_idx\` ON \`pages_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_parent_id_idx\` ON \`pages_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_path_idx\` ON \`pages_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_rich_text_sections_order_idx\` ON \`pages_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`pages_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_rich_text_order_idx\` ON \`pages_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_rich_text_parent_id_idx\` ON \`pages_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sidebar_rich_text_path_idx\` ON \`pages_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_measure_cards_cards\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_order_idx\` ON \`pages_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_parent_id_idx\` ON \`pages_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_misura_idx\` ON \`pages_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_ente_promotore_idx\` ON \`pages_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`pages_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_cards_button_button_cms_page_idx\` ON \`pages_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_measure_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_order_idx\` ON \`pages_blocks_measure_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_parent_id_idx\` ON \`pages_blocks_measure_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_measure_cards_path_idx\` ON \`pages_blocks_measure_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`meas_acc_items_resources\` (
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
  await db.run(sql`CREATE INDEX \`meas_acc_items_resources_order_idx\` ON \`meas_acc_items_resources\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`meas_acc_items_resources_parent_id_idx\` ON \`meas_acc_items_resources\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`meas_acc_items_resources_link_link_cms_page_idx\` ON \`meas_acc_items_resources\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`meas_acc_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title_misura_id\` integer,
  	FOREIGN KEY (\`title_misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`meas_acc\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`meas_acc_items_order_idx\` ON \`meas_acc_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`meas_acc_items_parent_id_idx\` ON \`meas_acc_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`meas_acc_items_title_misura_idx\` ON \`meas_acc_items\` (\`title_misura_id\`);`)
  await db.run(sql`CREATE TABLE \`meas_acc\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`meas_acc_order_idx\` ON \`meas_acc\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`meas_acc_parent_id_idx\` ON \`meas_acc\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`meas_acc_path_idx\` ON \`meas_acc\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_beneficiary_content_items\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_items_order_idx\` ON \`pages_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_items_parent_id_idx\` ON \`pages_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_items_link_link_cms_pag_idx\` ON \`pages_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_beneficiary_content\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_order_idx\` ON \`pages_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_parent_id_idx\` ON \`pages_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_path_idx\` ON \`pages_blocks_beneficiary_content\` (\`_path\`);`)
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
  await db.run(sql`CREATE TABLE \`pages\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_misura_idx\` ON \`pages\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	\`news_id\` integer,
  	\`resources_id\` integer,
  	\`guidelines_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guidelines_id\`) REFERENCES \`guidelines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_ente_beneficiarios_id_idx\` ON \`pages_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_news_id_idx\` ON \`pages_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_resources_id_idx\` ON \`pages_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_guidelines_id_idx\` ON \`pages_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_faqs_id_idx\` ON \`pages_rels\` (\`faqs_id\`);`)
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
  await db.run(sql`CREATE TABLE \`faqs_blocks_hero\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_hero_order_idx\` ON \`faqs_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_hero_parent_id_idx\` ON \`faqs_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_hero_path_idx\` ON \`faqs_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_hero_button_button_cms_page_idx\` ON \`faqs_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_hero_image_idx\` ON \`faqs_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_rich_text_order_idx\` ON \`faqs_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_rich_text_parent_id_idx\` ON \`faqs_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_rich_text_path_idx\` ON \`faqs_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_alert\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_alert_order_idx\` ON \`faqs_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_alert_parent_id_idx\` ON \`faqs_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_alert_path_idx\` ON \`faqs_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_columns_order_idx\` ON \`faqs_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_columns_parent_id_idx\` ON \`faqs_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_rows_cells_order_idx\` ON \`faqs_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_rows_cells_parent_id_idx\` ON \`faqs_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_rows_order_idx\` ON \`faqs_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_rows_parent_id_idx\` ON \`faqs_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_order_idx\` ON \`faqs_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_parent_id_idx\` ON \`faqs_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_table_path_idx\` ON \`faqs_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_single_image\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_single_image_order_idx\` ON \`faqs_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_single_image_parent_id_idx\` ON \`faqs_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_single_image_path_idx\` ON \`faqs_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_single_image_image_idx\` ON \`faqs_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_page_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`argomento\` text,
  	\`misura_id\` integer,
  	\`status\` text,
  	\`update_date\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_page_header_order_idx\` ON \`faqs_blocks_page_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_page_header_parent_id_idx\` ON \`faqs_blocks_page_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_page_header_path_idx\` ON \`faqs_blocks_page_header\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_page_header_misura_idx\` ON \`faqs_blocks_page_header\` (\`misura_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_video_player\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_video_player_order_idx\` ON \`faqs_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_video_player_parent_id_idx\` ON \`faqs_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_video_player_path_idx\` ON \`faqs_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_stepper_steps_order_idx\` ON \`faqs_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_stepper_steps_parent_id_idx\` ON \`faqs_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_stepper_order_idx\` ON \`faqs_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_stepper_parent_id_idx\` ON \`faqs_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_stepper_path_idx\` ON \`faqs_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_card_grid_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_card_grid_cards_order_idx\` ON \`faqs_blocks_card_grid_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_card_grid_cards_parent_id_idx\` ON \`faqs_blocks_card_grid_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_card_grid_cards_image_idx\` ON \`faqs_blocks_card_grid_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_card_grid_cards_link_link_cms_page_idx\` ON \`faqs_blocks_card_grid_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_card_grid\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_card_grid_order_idx\` ON \`faqs_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_card_grid_parent_id_idx\` ON \`faqs_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_card_grid_path_idx\` ON \`faqs_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_announcements_grid\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_announcements_grid_order_idx\` ON \`faqs_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_announcements_grid_parent_id_idx\` ON \`faqs_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_announcements_grid_path_idx\` ON \`faqs_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_announcements_grid_ente_promotore_idx\` ON \`faqs_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_dated_list_items\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_items_order_idx\` ON \`faqs_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_items_parent_id_idx\` ON \`faqs_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_items_link_link_cms_page_idx\` ON \`faqs_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_dated_list\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_order_idx\` ON \`faqs_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_parent_id_idx\` ON \`faqs_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_path_idx\` ON \`faqs_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_link_list_items\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_items_order_idx\` ON \`faqs_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_items_parent_id_idx\` ON \`faqs_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_items_link_link_cms_page_idx\` ON \`faqs_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_link_list\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_order_idx\` ON \`faqs_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_parent_id_idx\` ON \`faqs_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_path_idx\` ON \`faqs_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_faq_list\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_list_order_idx\` ON \`faqs_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_list_parent_id_idx\` ON \`faqs_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_list_path_idx\` ON \`faqs_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_updates_list\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_updates_list_order_idx\` ON \`faqs_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_updates_list_parent_id_idx\` ON \`faqs_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_updates_list_path_idx\` ON \`faqs_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_news_list\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_news_list_order_idx\` ON \`faqs_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_news_list_parent_id_idx\` ON \`faqs_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_news_list_path_idx\` ON \`faqs_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_image_text_hero_links\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_links_order_idx\` ON \`faqs_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_links_parent_id_idx\` ON \`faqs_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_links_cms_page_idx\` ON \`faqs_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_image_text_hero\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_order_idx\` ON \`faqs_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_parent_id_idx\` ON \`faqs_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_path_idx\` ON \`faqs_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_image_idx\` ON \`faqs_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_split_banner\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_split_banner_order_idx\` ON \`faqs_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_split_banner_parent_id_idx\` ON \`faqs_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_split_banner_path_idx\` ON \`faqs_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_split_banner_image_idx\` ON \`faqs_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_split_banner_button_button_cms_page_idx\` ON \`faqs_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_banner\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_banner_order_idx\` ON \`faqs_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_banner_parent_id_idx\` ON \`faqs_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_banner_path_idx\` ON \`faqs_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_banner_button_button_cms_page_idx\` ON \`faqs_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_image_text_column\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_column_order_idx\` ON \`faqs_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_column_parent_id_idx\` ON \`faqs_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_column_path_idx\` ON \`faqs_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_column_image_idx\` ON \`faqs_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_column_link_link_cms_page_idx\` ON \`faqs_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_text_columns\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_text_columns_order_idx\` ON \`faqs_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_text_columns_parent_id_idx\` ON \`faqs_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_text_columns_path_idx\` ON \`faqs_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_image_grid_image_blocks\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_image_blocks_order_idx\` ON \`faqs_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_image_blocks_parent_id_idx\` ON \`faqs_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_image_blocks_image_idx\` ON \`faqs_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_image_blocks_link_link_cms_page_idx\` ON \`faqs_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_image_grid\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_order_idx\` ON \`faqs_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_parent_id_idx\` ON \`faqs_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_grid_path_idx\` ON \`faqs_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_benefits_items_order_idx\` ON \`faqs_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_benefits_items_parent_id_idx\` ON \`faqs_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_benefits\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_benefits_order_idx\` ON \`faqs_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_benefits_parent_id_idx\` ON \`faqs_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_benefits_path_idx\` ON \`faqs_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_timeline_items\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_timeline_items_order_idx\` ON \`faqs_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_timeline_items_parent_id_idx\` ON \`faqs_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_timeline_order_idx\` ON \`faqs_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_timeline_parent_id_idx\` ON \`faqs_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_timeline_path_idx\` ON \`faqs_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_sidebar_rich_text_sections_order_idx\` ON \`faqs_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`faqs_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_sidebar_rich_text_order_idx\` ON \`faqs_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_sidebar_rich_text_parent_id_idx\` ON \`faqs_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_sidebar_rich_text_path_idx\` ON \`faqs_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_measure_cards_cards\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_order_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_parent_id_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_misura_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_ente_promotore_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_cards_button_button_cms_page_idx\` ON \`faqs_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_measure_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_order_idx\` ON \`faqs_blocks_measure_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_parent_id_idx\` ON \`faqs_blocks_measure_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_measure_cards_path_idx\` ON \`faqs_blocks_measure_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_beneficiary_content_items\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_items_order_idx\` ON \`faqs_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_items_parent_id_idx\` ON \`faqs_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_items_link_link_cms_page_idx\` ON \`faqs_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_beneficiary_content\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_order_idx\` ON \`faqs_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_parent_id_idx\` ON \`faqs_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_path_idx\` ON \`faqs_blocks_beneficiary_content\` (\`_path\`);`)
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
  await db.run(sql`CREATE TABLE \`faqs\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_slug_idx\` ON \`faqs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`faqs_misura_idx\` ON \`faqs\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs__status_idx\` ON \`faqs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`faqs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	\`news_id\` integer,
  	\`resources_id\` integer,
  	\`guidelines_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guidelines_id\`) REFERENCES \`guidelines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_rels_order_idx\` ON \`faqs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_parent_idx\` ON \`faqs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_path_idx\` ON \`faqs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_ente_beneficiarios_id_idx\` ON \`faqs_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_news_id_idx\` ON \`faqs_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_resources_id_idx\` ON \`faqs_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_guidelines_id_idx\` ON \`faqs_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_faqs_id_idx\` ON \`faqs_rels\` (\`faqs_id\`);`)
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
  await db.run(sql`CREATE TABLE \`news_blocks_hero\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_hero_order_idx\` ON \`news_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_hero_parent_id_idx\` ON \`news_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_hero_path_idx\` ON \`news_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_hero_button_button_cms_page_idx\` ON \`news_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_hero_image_idx\` ON \`news_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_rich_text_order_idx\` ON \`news_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_rich_text_parent_id_idx\` ON \`news_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_rich_text_path_idx\` ON \`news_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_alert\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_alert_order_idx\` ON \`news_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_alert_parent_id_idx\` ON \`news_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_alert_path_idx\` ON \`news_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_table_columns_order_idx\` ON \`news_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_table_columns_parent_id_idx\` ON \`news_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_table_rows_cells_order_idx\` ON \`news_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_table_rows_cells_parent_id_idx\` ON \`news_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_table_rows_order_idx\` ON \`news_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_table_rows_parent_id_idx\` ON \`news_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_table_order_idx\` ON \`news_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_table_parent_id_idx\` ON \`news_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_table_path_idx\` ON \`news_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_single_image\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_single_image_order_idx\` ON \`news_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_single_image_parent_id_idx\` ON \`news_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_single_image_path_idx\` ON \`news_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_single_image_image_idx\` ON \`news_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_page_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`argomento\` text,
  	\`misura_id\` integer,
  	\`status\` text,
  	\`update_date\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_page_header_order_idx\` ON \`news_blocks_page_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_page_header_parent_id_idx\` ON \`news_blocks_page_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_page_header_path_idx\` ON \`news_blocks_page_header\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_page_header_misura_idx\` ON \`news_blocks_page_header\` (\`misura_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_video_player\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_video_player_order_idx\` ON \`news_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_video_player_parent_id_idx\` ON \`news_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_video_player_path_idx\` ON \`news_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_stepper_steps_order_idx\` ON \`news_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_stepper_steps_parent_id_idx\` ON \`news_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_stepper_order_idx\` ON \`news_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_stepper_parent_id_idx\` ON \`news_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_stepper_path_idx\` ON \`news_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_card_grid_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_card_grid_cards_order_idx\` ON \`news_blocks_card_grid_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_card_grid_cards_parent_id_idx\` ON \`news_blocks_card_grid_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_card_grid_cards_image_idx\` ON \`news_blocks_card_grid_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_card_grid_cards_link_link_cms_page_idx\` ON \`news_blocks_card_grid_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_card_grid\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_card_grid_order_idx\` ON \`news_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_card_grid_parent_id_idx\` ON \`news_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_card_grid_path_idx\` ON \`news_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_announcements_grid\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_announcements_grid_order_idx\` ON \`news_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_announcements_grid_parent_id_idx\` ON \`news_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_announcements_grid_path_idx\` ON \`news_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_announcements_grid_ente_promotore_idx\` ON \`news_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_dated_list_items\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_items_order_idx\` ON \`news_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_items_parent_id_idx\` ON \`news_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_items_link_link_cms_page_idx\` ON \`news_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_dated_list\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_order_idx\` ON \`news_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_parent_id_idx\` ON \`news_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_path_idx\` ON \`news_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_link_list_items\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_items_order_idx\` ON \`news_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_items_parent_id_idx\` ON \`news_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_items_link_link_cms_page_idx\` ON \`news_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_link_list\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_order_idx\` ON \`news_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_parent_id_idx\` ON \`news_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_path_idx\` ON \`news_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_faq_list\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_faq_list_order_idx\` ON \`news_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_faq_list_parent_id_idx\` ON \`news_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_faq_list_path_idx\` ON \`news_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_updates_list\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_updates_list_order_idx\` ON \`news_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_updates_list_parent_id_idx\` ON \`news_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_updates_list_path_idx\` ON \`news_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_news_list\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_news_list_order_idx\` ON \`news_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_news_list_parent_id_idx\` ON \`news_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_news_list_path_idx\` ON \`news_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_image_text_hero_links\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_links_order_idx\` ON \`news_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_links_parent_id_idx\` ON \`news_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_links_cms_page_idx\` ON \`news_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_image_text_hero\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_order_idx\` ON \`news_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_parent_id_idx\` ON \`news_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_path_idx\` ON \`news_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_image_idx\` ON \`news_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_split_banner\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_split_banner_order_idx\` ON \`news_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_split_banner_parent_id_idx\` ON \`news_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_split_banner_path_idx\` ON \`news_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_split_banner_image_idx\` ON \`news_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_split_banner_button_button_cms_page_idx\` ON \`news_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_banner\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_banner_order_idx\` ON \`news_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_banner_parent_id_idx\` ON \`news_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_banner_path_idx\` ON \`news_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_banner_button_button_cms_page_idx\` ON \`news_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_image_text_column\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_column_order_idx\` ON \`news_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_column_parent_id_idx\` ON \`news_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_column_path_idx\` ON \`news_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_column_image_idx\` ON \`news_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_column_link_link_cms_page_idx\` ON \`news_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_text_columns\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_text_columns_order_idx\` ON \`news_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_text_columns_parent_id_idx\` ON \`news_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_text_columns_path_idx\` ON \`news_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_image_grid_image_blocks\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_image_blocks_order_idx\` ON \`news_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_image_blocks_parent_id_idx\` ON \`news_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_image_blocks_image_idx\` ON \`news_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_image_blocks_link_link_cms_page_idx\` ON \`news_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_image_grid\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_order_idx\` ON \`news_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_parent_id_idx\` ON \`news_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_grid_path_idx\` ON \`news_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_benefits_items_order_idx\` ON \`news_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_benefits_items_parent_id_idx\` ON \`news_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_benefits\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_benefits_order_idx\` ON \`news_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_benefits_parent_id_idx\` ON \`news_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_benefits_path_idx\` ON \`news_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_timeline_items\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_timeline_items_order_idx\` ON \`news_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_timeline_items_parent_id_idx\` ON \`news_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_timeline_order_idx\` ON \`news_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_timeline_parent_id_idx\` ON \`news_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_timeline_path_idx\` ON \`news_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_sidebar_rich_text_sections_order_idx\` ON \`news_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`news_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_sidebar_rich_text_order_idx\` ON \`news_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_sidebar_rich_text_parent_id_idx\` ON \`news_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_sidebar_rich_text_path_idx\` ON \`news_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_measure_cards_cards\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_order_idx\` ON \`news_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_parent_id_idx\` ON \`news_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_misura_idx\` ON \`news_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_ente_promotore_idx\` ON \`news_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`news_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_cards_button_button_cms_page_idx\` ON \`news_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_measure_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_order_idx\` ON \`news_blocks_measure_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_parent_id_idx\` ON \`news_blocks_measure_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_measure_cards_path_idx\` ON \`news_blocks_measure_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_beneficiary_content_items\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_items_order_idx\` ON \`news_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_items_parent_id_idx\` ON \`news_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_items_link_link_cms_page_idx\` ON \`news_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_beneficiary_content\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_order_idx\` ON \`news_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_parent_id_idx\` ON \`news_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_path_idx\` ON \`news_blocks_beneficiary_content\` (\`_path\`);`)
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
  await db.run(sql`CREATE TABLE \`news\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`news_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	\`news_id\` integer,
  	\`resources_id\` integer,
  	\`guidelines_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guidelines_id\`) REFERENCES \`guidelines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_ente_beneficiarios_id_idx\` ON \`news_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_news_id_idx\` ON \`news_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_resources_id_idx\` ON \`news_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_guidelines_id_idx\` ON \`news_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_faqs_id_idx\` ON \`news_rels\` (\`faqs_id\`);`)
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
  await db.run(sql`CREATE TABLE \`resources_blocks_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_hero_order_idx\` ON \`resources_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_hero_parent_id_idx\` ON \`resources_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_hero_path_idx\` ON \`resources_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_hero_button_button_cms_page_idx\` ON \`resources_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_hero_image_idx\` ON \`resources_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_rich_text_order_idx\` ON \`resources_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_rich_text_parent_id_idx\` ON \`resources_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_rich_text_path_idx\` ON \`resources_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info' NOT NULL,
  	\`testo\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_alert_order_idx\` ON \`resources_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_alert_parent_id_idx\` ON \`resources_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_alert_path_idx\` ON \`resources_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_columns_order_idx\` ON \`resources_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_columns_parent_id_idx\` ON \`resources_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_rows_cells_order_idx\` ON \`resources_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_rows_cells_parent_id_idx\` ON \`resources_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_rows_order_idx\` ON \`resources_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_rows_parent_id_idx\` ON \`resources_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_order_idx\` ON \`resources_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_parent_id_idx\` ON \`resources_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_path_idx\` ON \`resources_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`didascalia\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_single_image_order_idx\` ON \`resources_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_single_image_parent_id_idx\` ON \`resources_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_single_image_path_idx\` ON \`resources_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_single_image_image_idx\` ON \`resources_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_page_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`argomento\` text,
  	\`misura_id\` integer,
  	\`status\` text,
  	\`update_date\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_page_header_order_idx\` ON \`resources_blocks_page_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_page_header_parent_id_idx\` ON \`resources_blocks_page_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_page_header_path_idx\` ON \`resources_blocks_page_header\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_page_header_misura_idx\` ON \`resources_blocks_page_header\` (\`misura_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`transcription\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_video_player_order_idx\` ON \`resources_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_video_player_parent_id_idx\` ON \`resources_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_video_player_path_idx\` ON \`resources_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text NOT NULL,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_stepper_steps_order_idx\` ON \`resources_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_stepper_steps_parent_id_idx\` ON \`resources_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_stepper_order_idx\` ON \`resources_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_stepper_parent_id_idx\` ON \`resources_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_stepper_path_idx\` ON \`resources_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_card_grid_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_card_grid_cards_order_idx\` ON \`resources_blocks_card_grid_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_card_grid_cards_parent_id_idx\` ON \`resources_blocks_card_grid_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_card_grid_cards_image_idx\` ON \`resources_blocks_card_grid_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_card_grid_cards_link_link_cms_page_idx\` ON \`resources_blocks_card_grid_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_card_grid\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_card_grid_order_idx\` ON \`resources_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_card_grid_parent_id_idx\` ON \`resources_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_card_grid_path_idx\` ON \`resources_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_announcements_grid\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_announcements_grid_order_idx\` ON \`resources_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_announcements_grid_parent_id_idx\` ON \`resources_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_announcements_grid_path_idx\` ON \`resources_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_announcements_grid_ente_promotore_idx\` ON \`resources_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_dated_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_items_order_idx\` ON \`resources_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_items_parent_id_idx\` ON \`resources_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_items_link_link_cms_page_idx\` ON \`resources_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_order_idx\` ON \`resources_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_parent_id_idx\` ON \`resources_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_path_idx\` ON \`resources_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_link_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_items_order_idx\` ON \`resources_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_items_parent_id_idx\` ON \`resources_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_items_link_link_cms_page_idx\` ON \`resources_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_order_idx\` ON \`resources_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_parent_id_idx\` ON \`resources_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_path_idx\` ON \`resources_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`source\` text DEFAULT 'categoria' NOT NULL,
  	\`category\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_list_order_idx\` ON \`resources_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_list_parent_id_idx\` ON \`resources_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_list_path_idx\` ON \`resources_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`show_last_items\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_updates_list_order_idx\` ON \`resources_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_updates_list_parent_id_idx\` ON \`resources_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_updates_list_path_idx\` ON \`resources_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`selection\` text DEFAULT 'latest_3' NOT NULL,
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_news_list_order_idx\` ON \`resources_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_news_list_parent_id_idx\` ON \`resources_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_news_list_path_idx\` ON \`resources_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_image_text_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`cms_page_id\` integer,
  	\`href\` text,
  	\`target\` text DEFAULT '_self',
  	\`icon\` text,
  	FOREIGN KEY (\`cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_links_order_idx\` ON \`resources_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_links_parent_id_idx\` ON \`resources_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_links_cms_page_idx\` ON \`resources_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_image_text_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_order_idx\` ON \`resources_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_parent_id_idx\` ON \`resources_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_path_idx\` ON \`resources_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_image_idx\` ON \`resources_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_split_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_split_banner_order_idx\` ON \`resources_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_split_banner_parent_id_idx\` ON \`resources_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_split_banner_path_idx\` ON \`resources_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_split_banner_image_idx\` ON \`resources_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_split_banner_button_button_cms_page_idx\` ON \`resources_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_banner_order_idx\` ON \`resources_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_banner_parent_id_idx\` ON \`resources_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_banner_path_idx\` ON \`resources_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_banner_button_button_cms_page_idx\` ON \`resources_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_image_text_column\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_column_order_idx\` ON \`resources_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_column_parent_id_idx\` ON \`resources_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_column_path_idx\` ON \`resources_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_column_image_idx\` ON \`resources_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_column_link_link_cms_page_idx\` ON \`resources_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '1' NOT NULL,
  	\`content\` text NOT NULL,
  	\`second_column\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_text_columns_order_idx\` ON \`resources_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_text_columns_parent_id_idx\` ON \`resources_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_text_columns_path_idx\` ON \`resources_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_image_grid_image_blocks\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_image_blocks_order_idx\` ON \`resources_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_image_blocks_parent_id_idx\` ON \`resources_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_image_blocks_image_idx\` ON \`resources_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_image_blocks_link_link_cms_p_idx\` ON \`resources_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_order_idx\` ON \`resources_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_parent_id_idx\` ON \`resources_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_path_idx\` ON \`resources_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_benefits_items_order_idx\` ON \`resources_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_benefits_items_parent_id_idx\` ON \`resources_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_benefits_order_idx\` ON \`resources_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_benefits_parent_id_idx\` ON \`resources_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_benefits_path_idx\` ON \`resources_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date_label\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_timeline_items_order_idx\` ON \`resources_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_timeline_items_parent_id_idx\` ON \`resources_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_timeline_order_idx\` ON \`resources_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_timeline_parent_id_idx\` ON \`resources_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_timeline_path_idx\` ON \`resources_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_sidebar_rich_text_sections_order_idx\` ON \`resources_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`resources_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_sidebar_rich_text_order_idx\` ON \`resources_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_sidebar_rich_text_parent_id_idx\` ON \`resources_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_sidebar_rich_text_path_idx\` ON \`resources_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_measure_cards_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_order_idx\` ON \`resources_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_parent_id_idx\` ON \`resources_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_misura_idx\` ON \`resources_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_ente_promotore_idx\` ON \`resources_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`resources_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_button_button_cms_p_idx\` ON \`resources_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_measure_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_order_idx\` ON \`resources_blocks_measure_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_parent_id_idx\` ON \`resources_blocks_measure_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_path_idx\` ON \`resources_blocks_measure_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_beneficiary_content_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_items_order_idx\` ON \`resources_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_items_parent_id_idx\` ON \`resources_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_items_link_link_cms_idx\` ON \`resources_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_order_idx\` ON \`resources_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_parent_id_idx\` ON \`resources_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_path_idx\` ON \`resources_blocks_beneficiary_content\` (\`_path\`);`)
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
  await db.run(sql`CREATE TABLE \`resources\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`summary\` text,
  	\`data\` text,
  	\`misura_id\` integer,
  	\`custom_update_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`resources_slug_idx\` ON \`resources\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`resources_misura_idx\` ON \`resources\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_updated_at_idx\` ON \`resources\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`resources_created_at_idx\` ON \`resources\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`resources_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	\`news_id\` integer,
  	\`resources_id\` integer,
  	\`guidelines_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guidelines_id\`) REFERENCES \`guidelines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_rels_order_idx\` ON \`resources_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`resources_rels_parent_idx\` ON \`resources_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_rels_path_idx\` ON \`resources_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`resources_rels_ente_beneficiarios_id_idx\` ON \`resources_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_rels_news_id_idx\` ON \`resources_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_rels_resources_id_idx\` ON \`resources_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_rels_guidelines_id_idx\` ON \`resources_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_rels_faqs_id_idx\` ON \`resources_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_hero_order_idx\` ON \`supportos_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_hero_parent_id_idx\` ON \`supportos_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_hero_path_idx\` ON \`supportos_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_hero_button_button_cms_page_idx\` ON \`supportos_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_hero_image_idx\` ON \`supportos_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_rich_text_order_idx\` ON \`supportos_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_rich_text_parent_id_idx\` ON \`supportos_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_rich_text_path_idx\` ON \`supportos_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info' NOT NULL,
  	\`testo\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_alert_order_idx\` ON \`supportos_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_alert_parent_id_idx\` ON \`supportos_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_alert_path_idx\` ON \`supportos_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_columns_order_idx\` ON \`supportos_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_columns_parent_id_idx\` ON \`supportos_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_rows_cells_order_idx\` ON \`supportos_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_rows_cells_parent_id_idx\` ON \`supportos_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_rows_order_idx\` ON \`supportos_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_rows_parent_id_idx\` ON \`supportos_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_order_idx\` ON \`supportos_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_parent_id_idx\` ON \`supportos_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_path_idx\` ON \`supportos_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`didascalia\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_single_image_order_idx\` ON \`supportos_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_single_image_parent_id_idx\` ON \`supportos_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_single_image_path_idx\` ON \`supportos_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_single_image_image_idx\` ON \`supportos_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_page_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`argomento\` text,
  	\`misura_id\` integer,
  	\`status\` text,
  	\`update_date\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_page_header_order_idx\` ON \`supportos_blocks_page_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_page_header_parent_id_idx\` ON \`supportos_blocks_page_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_page_header_path_idx\` ON \`supportos_blocks_page_header\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_page_header_misura_idx\` ON \`supportos_blocks_page_header\` (\`misura_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`transcription\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_video_player_order_idx\` ON \`supportos_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_video_player_parent_id_idx\` ON \`supportos_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_video_player_path_idx\` ON \`supportos_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text NOT NULL,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_stepper_steps_order_idx\` ON \`supportos_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_stepper_steps_parent_id_idx\` ON \`supportos_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_stepper_order_idx\` ON \`supportos_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_stepper_parent_id_idx\` ON \`supportos_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_stepper_path_idx\` ON \`supportos_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_card_grid_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_card_grid_cards_order_idx\` ON \`supportos_blocks_card_grid_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_card_grid_cards_parent_id_idx\` ON \`supportos_blocks_card_grid_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_card_grid_cards_image_idx\` ON \`supportos_blocks_card_grid_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_card_grid_cards_link_link_cms_page_idx\` ON \`supportos_blocks_card_grid_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_card_grid\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_card_grid_order_idx\` ON \`supportos_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_card_grid_parent_id_idx\` ON \`supportos_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_card_grid_path_idx\` ON \`supportos_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_announcements_grid\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_announcements_grid_order_idx\` ON \`supportos_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_announcements_grid_parent_id_idx\` ON \`supportos_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_announcements_grid_path_idx\` ON \`supportos_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_announcements_grid_ente_promotore_idx\` ON \`supportos_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_dated_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_items_order_idx\` ON \`supportos_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_items_parent_id_idx\` ON \`supportos_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_items_link_link_cms_page_idx\` ON \`supportos_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_order_idx\` ON \`supportos_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_parent_id_idx\` ON \`supportos_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_path_idx\` ON \`supportos_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_link_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_items_order_idx\` ON \`supportos_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_items_parent_id_idx\` ON \`supportos_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_items_link_link_cms_page_idx\` ON \`supportos_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_order_idx\` ON \`supportos_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_parent_id_idx\` ON \`supportos_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_path_idx\` ON \`supportos_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`source\` text DEFAULT 'categoria' NOT NULL,
  	\`category\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_list_order_idx\` ON \`supportos_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_list_parent_id_idx\` ON \`supportos_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_list_path_idx\` ON \`supportos_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`show_last_items\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_updates_list_order_idx\` ON \`supportos_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_updates_list_parent_id_idx\` ON \`supportos_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_updates_list_path_idx\` ON \`supportos_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`selection\` text DEFAULT 'latest_3' NOT NULL,
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_news_list_order_idx\` ON \`supportos_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_news_list_parent_id_idx\` ON \`supportos_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_news_list_path_idx\` ON \`supportos_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_image_text_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`cms_page_id\` integer,
  	\`href\` text,
  	\`target\` text DEFAULT '_self',
  	\`icon\` text,
  	FOREIGN KEY (\`cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_links_order_idx\` ON \`supportos_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_links_parent_id_idx\` ON \`supportos_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_links_cms_page_idx\` ON \`supportos_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_image_text_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_order_idx\` ON \`supportos_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_parent_id_idx\` ON \`supportos_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_path_idx\` ON \`supportos_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_image_idx\` ON \`supportos_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_split_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_split_banner_order_idx\` ON \`supportos_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_split_banner_parent_id_idx\` ON \`supportos_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_split_banner_path_idx\` ON \`supportos_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_split_banner_image_idx\` ON \`supportos_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_split_banner_button_button_cms_page_idx\` ON \`supportos_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_banner_order_idx\` ON \`supportos_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_banner_parent_id_idx\` ON \`supportos_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_banner_path_idx\` ON \`supportos_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_banner_button_button_cms_page_idx\` ON \`supportos_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_image_text_column\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_column_order_idx\` ON \`supportos_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_column_parent_id_idx\` ON \`supportos_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_column_path_idx\` ON \`supportos_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_column_image_idx\` ON \`supportos_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_column_link_link_cms_page_idx\` ON \`supportos_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '1' NOT NULL,
  	\`content\` text NOT NULL,
  	\`second_column\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_text_columns_order_idx\` ON \`supportos_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_text_columns_parent_id_idx\` ON \`supportos_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_text_columns_path_idx\` ON \`supportos_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_image_grid_image_blocks\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_image_blocks_order_idx\` ON \`supportos_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_image_blocks_parent_id_idx\` ON \`supportos_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_image_blocks_image_idx\` ON \`supportos_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_image_blocks_link_link_cms_p_idx\` ON \`supportos_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_order_idx\` ON \`supportos_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_parent_id_idx\` ON \`supportos_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_path_idx\` ON \`supportos_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_benefits_items_order_idx\` ON \`supportos_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_benefits_items_parent_id_idx\` ON \`supportos_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_benefits_order_idx\` ON \`supportos_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_benefits_parent_id_idx\` ON \`supportos_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_benefits_path_idx\` ON \`supportos_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date_label\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_timeline_items_order_idx\` ON \`supportos_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_timeline_items_parent_id_idx\` ON \`supportos_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_timeline_order_idx\` ON \`supportos_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_timeline_parent_id_idx\` ON \`supportos_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_timeline_path_idx\` ON \`supportos_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_sidebar_rich_text_sections_order_idx\` ON \`supportos_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`supportos_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_sidebar_rich_text_order_idx\` ON \`supportos_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_sidebar_rich_text_parent_id_idx\` ON \`supportos_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_sidebar_rich_text_path_idx\` ON \`supportos_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_measure_cards_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_order_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_parent_id_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_misura_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_ente_promotore_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_button_button_cms_p_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_measure_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_order_idx\` ON \`supportos_blocks_measure_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_parent_id_idx\` ON \`supportos_blocks_measure_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_path_idx\` ON \`supportos_blocks_measure_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_beneficiary_content_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_items_order_idx\` ON \`supportos_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_items_parent_id_idx\` ON \`supportos_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_items_link_link_cms_idx\` ON \`supportos_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_order_idx\` ON \`supportos_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_parent_id_idx\` ON \`supportos_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_path_idx\` ON \`supportos_blocks_beneficiary_content\` (\`_path\`);`)
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
  await db.run(sql`CREATE TABLE \`supportos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`custom_update_date\` text,
  	\`nascondi_valutazione\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`supportos_slug_idx\` ON \`supportos\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`supportos_updated_at_idx\` ON \`supportos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`supportos_created_at_idx\` ON \`supportos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`supportos_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	\`news_id\` integer,
  	\`resources_id\` integer,
  	\`guidelines_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guidelines_id\`) REFERENCES \`guidelines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_rels_order_idx\` ON \`supportos_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_rels_parent_idx\` ON \`supportos_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_rels_path_idx\` ON \`supportos_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_rels_ente_beneficiarios_id_idx\` ON \`supportos_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_rels_news_id_idx\` ON \`supportos_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_rels_resources_id_idx\` ON \`supportos_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_rels_guidelines_id_idx\` ON \`supportos_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_rels_faqs_id_idx\` ON \`supportos_rels\` (\`faqs_id\`);`)
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
  await db.run(sql`CREATE TABLE \`datis_blocks_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_hero_order_idx\` ON \`datis_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_hero_parent_id_idx\` ON \`datis_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_hero_path_idx\` ON \`datis_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_hero_button_button_cms_page_idx\` ON \`datis_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_hero_image_idx\` ON \`datis_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_rich_text_order_idx\` ON \`datis_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_rich_text_parent_id_idx\` ON \`datis_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_rich_text_path_idx\` ON \`datis_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info' NOT NULL,
  	\`testo\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_alert_order_idx\` ON \`datis_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_alert_parent_id_idx\` ON \`datis_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_alert_path_idx\` ON \`datis_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_columns_order_idx\` ON \`datis_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_columns_parent_id_idx\` ON \`datis_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_rows_cells_order_idx\` ON \`datis_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_rows_cells_parent_id_idx\` ON \`datis_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_rows_order_idx\` ON \`datis_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_rows_parent_id_idx\` ON \`datis_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_order_idx\` ON \`datis_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_parent_id_idx\` ON \`datis_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_path_idx\` ON \`datis_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`didascalia\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_single_image_order_idx\` ON \`datis_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_single_image_parent_id_idx\` ON \`datis_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_single_image_path_idx\` ON \`datis_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_single_image_image_idx\` ON \`datis_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_page_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`argomento\` text,
  	\`misura_id\` integer,
  	\`status\` text,
  	\`update_date\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_page_header_order_idx\` ON \`datis_blocks_page_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_page_header_parent_id_idx\` ON \`datis_blocks_page_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_page_header_path_idx\` ON \`datis_blocks_page_header\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_page_header_misura_idx\` ON \`datis_blocks_page_header\` (\`misura_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`transcription\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_video_player_order_idx\` ON \`datis_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_video_player_parent_id_idx\` ON \`datis_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_video_player_path_idx\` ON \`datis_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text NOT NULL,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_stepper_steps_order_idx\` ON \`datis_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_stepper_steps_parent_id_idx\` ON \`datis_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_stepper_order_idx\` ON \`datis_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_stepper_parent_id_idx\` ON \`datis_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_stepper_path_idx\` ON \`datis_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_card_grid_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
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
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_card_grid_cards_order_idx\` ON \`datis_blocks_card_grid_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_card_grid_cards_parent_id_idx\` ON \`datis_blocks_card_grid_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_card_grid_cards_image_idx\` ON \`datis_blocks_card_grid_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_card_grid_cards_link_link_cms_page_idx\` ON \`datis_blocks_card_grid_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_card_grid\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_card_grid_order_idx\` ON \`datis_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_card_grid_parent_id_idx\` ON \`datis_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_card_grid_path_idx\` ON \`datis_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_announcements_grid\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_announcements_grid_order_idx\` ON \`datis_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_announcements_grid_parent_id_idx\` ON \`datis_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_announcements_grid_path_idx\` ON \`datis_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_announcements_grid_ente_promotore_idx\` ON \`datis_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_dated_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_items_order_idx\` ON \`datis_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_items_parent_id_idx\` ON \`datis_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_items_link_link_cms_page_idx\` ON \`datis_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_order_idx\` ON \`datis_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_parent_id_idx\` ON \`datis_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_path_idx\` ON \`datis_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_link_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_items_order_idx\` ON \`datis_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_items_parent_id_idx\` ON \`datis_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_items_link_link_cms_page_idx\` ON \`datis_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_order_idx\` ON \`datis_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_parent_id_idx\` ON \`datis_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_path_idx\` ON \`datis_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`source\` text DEFAULT 'categoria' NOT NULL,
  	\`category\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_list_order_idx\` ON \`datis_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_list_parent_id_idx\` ON \`datis_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_list_path_idx\` ON \`datis_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`show_last_items\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_updates_list_order_idx\` ON \`datis_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_updates_list_parent_id_idx\` ON \`datis_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_updates_list_path_idx\` ON \`datis_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`selection\` text DEFAULT 'latest_3' NOT NULL,
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_news_list_order_idx\` ON \`datis_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_news_list_parent_id_idx\` ON \`datis_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_news_list_path_idx\` ON \`datis_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_image_text_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`cms_page_id\` integer,
  	\`href\` text,
  	\`target\` text DEFAULT '_self',
  	\`icon\` text,
  	FOREIGN KEY (\`cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_links_order_idx\` ON \`datis_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_links_parent_id_idx\` ON \`datis_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_links_cms_page_idx\` ON \`datis_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_image_text_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_order_idx\` ON \`datis_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_parent_id_idx\` ON \`datis_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_path_idx\` ON \`datis_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_image_idx\` ON \`datis_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_split_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_split_banner_order_idx\` ON \`datis_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_split_banner_parent_id_idx\` ON \`datis_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_split_banner_path_idx\` ON \`datis_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_split_banner_image_idx\` ON \`datis_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_split_banner_button_button_cms_page_idx\` ON \`datis_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_banner_order_idx\` ON \`datis_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_banner_parent_id_idx\` ON \`datis_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_banner_path_idx\` ON \`datis_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_banner_button_button_cms_page_idx\` ON \`datis_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_image_text_column\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_column_order_idx\` ON \`datis_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_column_parent_id_idx\` ON \`datis_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_column_path_idx\` ON \`datis_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_column_image_idx\` ON \`datis_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_column_link_link_cms_page_idx\` ON \`datis_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '1' NOT NULL,
  	\`content\` text NOT NULL,
  	\`second_column\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_text_columns_order_idx\` ON \`datis_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_text_columns_parent_id_idx\` ON \`datis_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_text_columns_path_idx\` ON \`datis_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_image_grid_image_blocks\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_image_blocks_order_idx\` ON \`datis_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_image_blocks_parent_id_idx\` ON \`datis_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_image_blocks_image_idx\` ON \`datis_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_image_blocks_link_link_cms_page_idx\` ON \`datis_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_order_idx\` ON \`datis_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_parent_id_idx\` ON \`datis_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_path_idx\` ON \`datis_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_benefits_items_order_idx\` ON \`datis_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_benefits_items_parent_id_idx\` ON \`datis_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_benefits_order_idx\` ON \`datis_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_benefits_parent_id_idx\` ON \`datis_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_benefits_path_idx\` ON \`datis_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date_label\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_timeline_items_order_idx\` ON \`datis_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_timeline_items_parent_id_idx\` ON \`datis_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_timeline_order_idx\` ON \`datis_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_timeline_parent_id_idx\` ON \`datis_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_timeline_path_idx\` ON \`datis_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_sidebar_rich_text_sections_order_idx\` ON \`datis_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`datis_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_sidebar_rich_text_order_idx\` ON \`datis_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_sidebar_rich_text_parent_id_idx\` ON \`datis_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_sidebar_rich_text_path_idx\` ON \`datis_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_measure_cards_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_order_idx\` ON \`datis_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_parent_id_idx\` ON \`datis_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_misura_idx\` ON \`datis_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_ente_promotore_idx\` ON \`datis_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`datis_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_button_button_cms_page_idx\` ON \`datis_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_measure_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_order_idx\` ON \`datis_blocks_measure_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_parent_id_idx\` ON \`datis_blocks_measure_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_path_idx\` ON \`datis_blocks_measure_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_beneficiary_content_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_items_order_idx\` ON \`datis_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_items_parent_id_idx\` ON \`datis_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_items_link_link_cms_pag_idx\` ON \`datis_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_order_idx\` ON \`datis_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_parent_id_idx\` ON \`datis_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_path_idx\` ON \`datis_blocks_beneficiary_content\` (\`_path\`);`)
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
  await db.run(sql`CREATE TABLE \`datis\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`datis_slug_idx\` ON \`datis\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`datis_updated_at_idx\` ON \`datis\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`datis_created_at_idx\` ON \`datis\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`datis_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	\`news_id\` integer,
  	\`resources_id\` integer,
  	\`guidelines_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guidelines_id\`) REFERENCES \`guidelines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_rels_order_idx\` ON \`datis_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`datis_rels_parent_idx\` ON \`datis_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_rels_path_idx\` ON \`datis_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`datis_rels_ente_beneficiarios_id_idx\` ON \`datis_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_rels_news_id_idx\` ON \`datis_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_rels_resources_id_idx\` ON \`datis_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_rels_guidelines_id_idx\` ON \`datis_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_rels_faqs_id_idx\` ON \`datis_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE TABLE \`guidelines\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`descrizione\` text,
  	\`allegato_url\` text NOT NULL,
  	\`allegato_format\` text NOT NULL,
  	\`allegato_size\` numeric NOT NULL,
  	\`custom_update_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`guidelines_updated_at_idx\` ON \`guidelines\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`guidelines_created_at_idx\` ON \`guidelines\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`updates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`custom_update_date\` text NOT NULL,
  	\`cta_text\` text,
  	\`cta_cms_page_id\` integer,
  	\`cta_href\` text,
  	\`cta_target\` text DEFAULT '_self',
  	\`cta_icon\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cta_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`updates_cta_cta_cms_page_idx\` ON \`updates\` (\`cta_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`updates_updated_at_idx\` ON \`updates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`updates_created_at_idx\` ON \`updates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`updates_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`updates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`updates_rels_order_idx\` ON \`updates_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`updates_rels_parent_idx\` ON \`updates_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`updates_rels_path_idx\` ON \`updates_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`updates_rels_ente_beneficiarios_id_idx\` ON \`updates_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE TABLE \`announcements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`status\` text DEFAULT 'PUBBLICATO' NOT NULL,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text NOT NULL,
  	\`ente_promotore_id\` integer,
  	\`url\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`announcements_ente_promotore_idx\` ON \`announcements\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`announcements_updated_at_idx\` ON \`announcements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`announcements_created_at_idx\` ON \`announcements\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`announcements_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`announcements_texts_order_parent\` ON \`announcements_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ente_beneficiarios\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ente_beneficiarios_label_idx\` ON \`ente_beneficiarios\` (\`label\`);`)
  await db.run(sql`CREATE INDEX \`ente_beneficiarios_updated_at_idx\` ON \`ente_beneficiarios\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ente_beneficiarios_created_at_idx\` ON \`ente_beneficiarios\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`ente_promotores\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ente_promotores_label_idx\` ON \`ente_promotores\` (\`label\`);`)
  await db.run(sql`CREATE INDEX \`ente_promotores_updated_at_idx\` ON \`ente_promotores\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ente_promotores_created_at_idx\` ON \`ente_promotores\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`misuras\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`misuras_label_idx\` ON \`misuras\` (\`label\`);`)
  await db.run(sql`CREATE INDEX \`misuras_updated_at_idx\` ON \`misuras\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`misuras_created_at_idx\` ON \`misuras\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`title\` text,
  	\`prefix\` text DEFAULT 'media',
  	\`_objectkey\` text,
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
  	\`focal_y\` numeric,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_tablet_url\` text,
  	\`sizes_tablet_width\` numeric,
  	\`sizes_tablet_height\` numeric,
  	\`sizes_tablet_mime_type\` text,
  	\`sizes_tablet_filesize\` numeric,
  	\`sizes_tablet_filename\` text,
  	\`sizes_hero_url\` text,
  	\`sizes_hero_width\` numeric,
  	\`sizes_hero_height\` numeric,
  	\`sizes_hero_mime_type\` text,
  	\`sizes_hero_filesize\` numeric,
  	\`sizes_hero_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_tablet_sizes_tablet_filename_idx\` ON \`media\` (\`sizes_tablet_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE TABLE \`legacy_redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`legacy_id\` text NOT NULL,
  	\`target\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legacy_redirects_legacy_id_idx\` ON \`legacy_redirects\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`legacy_redirects_updated_at_idx\` ON \`legacy_redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`legacy_redirects_created_at_idx\` ON \`legacy_redirects\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
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
  	\`prefix\` text DEFAULT 'exports',
  	\`_objectkey\` text,
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
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
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
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	\`newsletter_subscriptions_id\` integer,
  	\`feedbacks_id\` integer,
  	\`users_id\` integer,
  	\`territory_requests_id\` integer,
  	\`support_requests_id\` integer,
  	\`once_keys_id\` integer,
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
  	FOREIGN KEY (\`newsletter_subscriptions_id\`) REFERENCES \`newsletter_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`feedbacks_id\`) REFERENCES \`feedbacks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`territory_requests_id\`) REFERENCES \`territory_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`support_requests_id\`) REFERENCES \`support_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`once_keys_id\`) REFERENCES \`once_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedbacks_id_idx\` ON \`payload_locked_documents_rels\` (\`feedbacks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_territory_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`territory_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`support_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_once_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`once_keys_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_page_header\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_grid_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_measure_cards\`;`)
  await db.run(sql`DROP TABLE \`meas_acc_items_resources\`;`)
  await db.run(sql`DROP TABLE \`meas_acc_items\`;`)
  await db.run(sql`DROP TABLE \`meas_acc\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
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
  await db.run(sql`DROP TABLE \`faqs_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_page_header\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_card_grid_cards\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_measure_cards\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs_rels\`;`)
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
  await db.run(sql`DROP TABLE \`news_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_page_header\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_card_grid_cards\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_measure_cards\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_rels\`;`)
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
  await db.run(sql`DROP TABLE \`resources_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_page_header\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_card_grid_cards\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_measure_cards\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`resources\`;`)
  await db.run(sql`DROP TABLE \`resources_rels\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_page_header\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_card_grid_cards\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_measure_cards\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`supportos\`;`)
  await db.run(sql`DROP TABLE \`supportos_rels\`;`)
  await db.run(sql`DROP TABLE \`datis_files\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_page_header\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_card_grid_cards\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_measure_cards\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`datis\`;`)
  await db.run(sql`DROP TABLE \`datis_rels\`;`)
  await db.run(sql`DROP TABLE \`guidelines\`;`)
  await db.run(sql`DROP TABLE \`updates\`;`)
  await db.run(sql`DROP TABLE \`updates_rels\`;`)
  await db.run(sql`DROP TABLE \`announcements\`;`)
  await db.run(sql`DROP TABLE \`announcements_texts\`;`)
  await db.run(sql`DROP TABLE \`ente_beneficiarios\`;`)
  await db.run(sql`DROP TABLE \`ente_promotores\`;`)
  await db.run(sql`DROP TABLE \`misuras\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`legacy_redirects\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`feedbacks\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`territory_requests\`;`)
  await db.run(sql`DROP TABLE \`support_requests\`;`)
  await db.run(sql`DROP TABLE \`once_keys\`;`)
  await db.run(sql`DROP TABLE \`exports\`;`)
  await db.run(sql`DROP TABLE \`exports_texts\`;`)
  await db.run(sql`DROP TABLE \`imports\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`search_suggestions_items\`;`)
  await db.run(sql`DROP TABLE \`search_suggestions\`;`)
  await db.run(sql`DROP TABLE \`search_state\`;`)
}
