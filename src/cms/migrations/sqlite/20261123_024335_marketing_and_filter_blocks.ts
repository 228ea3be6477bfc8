import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_image_text_hero_links\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_links_order_idx\` ON \`pages_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_links_parent_id_idx\` ON \`pages_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_links_cms_page_idx\` ON \`pages_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_text_hero\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_order_idx\` ON \`pages_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_parent_id_idx\` ON \`pages_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_path_idx\` ON \`pages_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_hero_image_idx\` ON \`pages_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_split_banner\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_order_idx\` ON \`pages_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_parent_id_idx\` ON \`pages_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_path_idx\` ON \`pages_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_button_button_cms_page_idx\` ON \`pages_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_text_column\` (
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
  	\`columns\` text DEFAULT '1' NOT NULL,
  	\`content\` text NOT NULL,
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
  	\`columns\` text DEFAULT '3' NOT NULL,
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
  	\`title\` text NOT NULL,
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
  	\`title\` text NOT NULL,
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
  	\`date_label\` text NOT NULL,
  	\`title\` text NOT NULL,
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
  	\`title\` text NOT NULL,
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
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
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
  	\`variant\` text DEFAULT 'plain' NOT NULL,
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
  	\`link_text\` text NOT NULL,
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
  	\`title_misura_id\` integer NOT NULL,
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
  await db.run(sql`CREATE TABLE \`faqs_blocks_image_text_hero_links\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_links_order_idx\` ON \`faqs_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_links_parent_id_idx\` ON \`faqs_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_links_cms_page_idx\` ON \`faqs_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_image_text_hero\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_order_idx\` ON \`faqs_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_parent_id_idx\` ON \`faqs_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_path_idx\` ON \`faqs_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_image_text_hero_image_idx\` ON \`faqs_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_split_banner\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_banner_order_idx\` ON \`faqs_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_banner_parent_id_idx\` ON \`faqs_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_banner_path_idx\` ON \`faqs_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_banner_button_button_cms_page_idx\` ON \`faqs_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_image_text_column\` (
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
  	\`columns\` text DEFAULT '1' NOT NULL,
  	\`content\` text NOT NULL,
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
  	\`columns\` text DEFAULT '3' NOT NULL,
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
  	\`title\` text NOT NULL,
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
  	\`title\` text NOT NULL,
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
  	\`date_label\` text NOT NULL,
  	\`title\` text NOT NULL,
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
  	\`title\` text NOT NULL,
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
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
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
  	\`variant\` text DEFAULT 'plain' NOT NULL,
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
  await db.run(sql`CREATE TABLE \`news_blocks_image_text_hero_links\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_links_order_idx\` ON \`news_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_links_parent_id_idx\` ON \`news_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_links_cms_page_idx\` ON \`news_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_image_text_hero\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_order_idx\` ON \`news_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_parent_id_idx\` ON \`news_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_path_idx\` ON \`news_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_text_hero_image_idx\` ON \`news_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_split_banner\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_banner_order_idx\` ON \`news_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_banner_parent_id_idx\` ON \`news_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_banner_path_idx\` ON \`news_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_banner_button_button_cms_page_idx\` ON \`news_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_image_text_column\` (
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
  	\`columns\` text DEFAULT '1' NOT NULL,
  	\`content\` text NOT NULL,
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
  	\`columns\` text DEFAULT '3' NOT NULL,
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
  	\`title\` text NOT NULL,
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
  	\`title\` text NOT NULL,
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
  	\`date_label\` text NOT NULL,
  	\`title\` text NOT NULL,
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
  	\`title\` text NOT NULL,
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
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
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
  	\`variant\` text DEFAULT 'plain' NOT NULL,
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
}
