import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
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
  	\`step_title\` text NOT NULL,
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
  	\`layout\` text DEFAULT 'default' NOT NULL,
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
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`card_layout\` text DEFAULT 'bordered' NOT NULL,
  	\`card_type\` text DEFAULT 'generic' NOT NULL,
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
  	\`layout\` text DEFAULT 'small' NOT NULL,
  	\`ente_promotore_id\` integer,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure' NOT NULL,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_items_order_idx\` ON \`pages_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_items_parent_id_idx\` ON \`pages_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_items_link_link_cms_page_idx\` ON \`pages_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_dated_list\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_order_idx\` ON \`pages_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_parent_id_idx\` ON \`pages_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dated_list_path_idx\` ON \`pages_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_link_list_items\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_items_order_idx\` ON \`pages_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_items_parent_id_idx\` ON \`pages_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_items_link_link_cms_page_idx\` ON \`pages_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_link_list\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_order_idx\` ON \`pages_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_parent_id_idx\` ON \`pages_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_path_idx\` ON \`pages_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_list\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_order_idx\` ON \`pages_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_parent_id_idx\` ON \`pages_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_path_idx\` ON \`pages_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_updates_list\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_updates_list_order_idx\` ON \`pages_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_updates_list_parent_id_idx\` ON \`pages_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_updates_list_path_idx\` ON \`pages_blocks_updates_list\` (\`_path\`);`)
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
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
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
  	\`step_title\` text NOT NULL,
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
  	\`layout\` text DEFAULT 'default' NOT NULL,
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
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`card_layout\` text DEFAULT 'bordered' NOT NULL,
  	\`card_type\` text DEFAULT 'generic' NOT NULL,
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
  	\`layout\` text DEFAULT 'small' NOT NULL,
  	\`ente_promotore_id\` integer,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure' NOT NULL,
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_items_order_idx\` ON \`faqs_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_items_parent_id_idx\` ON \`faqs_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_items_link_link_cms_page_idx\` ON \`faqs_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_dated_list\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_order_idx\` ON \`faqs_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_parent_id_idx\` ON \`faqs_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_dated_list_path_idx\` ON \`faqs_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_link_list_items\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_items_order_idx\` ON \`faqs_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_items_parent_id_idx\` ON \`faqs_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_items_link_link_cms_page_idx\` ON \`faqs_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_link_list\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_order_idx\` ON \`faqs_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_parent_id_idx\` ON \`faqs_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_link_list_path_idx\` ON \`faqs_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_faq_list\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_list_order_idx\` ON \`faqs_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_list_parent_id_idx\` ON \`faqs_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_list_path_idx\` ON \`faqs_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_updates_list\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_updates_list_order_idx\` ON \`faqs_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_updates_list_parent_id_idx\` ON \`faqs_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_updates_list_path_idx\` ON \`faqs_blocks_updates_list\` (\`_path\`);`)
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
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
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
  	\`step_title\` text NOT NULL,
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
  	\`layout\` text DEFAULT 'default' NOT NULL,
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
  	\`columns\` text DEFAULT '3' NOT NULL,
  	\`card_layout\` text DEFAULT 'bordered' NOT NULL,
  	\`card_type\` text DEFAULT 'generic' NOT NULL,
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
  	\`layout\` text DEFAULT 'small' NOT NULL,
  	\`ente_promotore_id\` integer,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure' NOT NULL,
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
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_items_order_idx\` ON \`news_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_items_parent_id_idx\` ON \`news_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_items_link_link_cms_page_idx\` ON \`news_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_dated_list\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_order_idx\` ON \`news_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_parent_id_idx\` ON \`news_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_dated_list_path_idx\` ON \`news_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_link_list_items\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_items_order_idx\` ON \`news_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_items_parent_id_idx\` ON \`news_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_items_link_link_cms_page_idx\` ON \`news_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_link_list\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_order_idx\` ON \`news_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_parent_id_idx\` ON \`news_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_link_list_path_idx\` ON \`news_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_faq_list\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_faq_list_order_idx\` ON \`news_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_faq_list_parent_id_idx\` ON \`news_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_faq_list_path_idx\` ON \`news_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_updates_list\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_updates_list_order_idx\` ON \`news_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_updates_list_parent_id_idx\` ON \`news_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_updates_list_path_idx\` ON \`news_blocks_updates_list\` (\`_path\`);`)
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
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`news_id\` integer REFERENCES news(id);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`resources_id\` integer REFERENCES resources(id);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`guidelines_id\` integer REFERENCES guidelines(id);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`faqs_id\` integer REFERENCES faqs(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_news_id_idx\` ON \`pages_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_resources_id_idx\` ON \`pages_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_guidelines_id_idx\` ON \`pages_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_faqs_id_idx\` ON \`pages_rels\` (\`faqs_id\`);`)
  await db.run(sql`ALTER TABLE \`faqs_rels\` ADD \`news_id\` integer REFERENCES news(id);`)
  await db.run(sql`ALTER TABLE \`faqs_rels\` ADD \`resources_id\` integer REFERENCES resources(id);`)
  await db.run(sql`ALTER TABLE \`faqs_rels\` ADD \`guidelines_id\` integer REFERENCES guidelines(id);`)
  await db.run(sql`ALTER TABLE \`faqs_rels\` ADD \`faqs_id\` integer REFERENCES faqs(id);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_news_id_idx\` ON \`faqs_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_resources_id_idx\` ON \`faqs_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_guidelines_id_idx\` ON \`faqs_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_faqs_id_idx\` ON \`faqs_rels\` (\`faqs_id\`);`)
  await db.run(sql`ALTER TABLE \`resources_rels\` ADD \`news_id\` integer REFERENCES news(id);`)
  await db.run(sql`ALTER TABLE \`resources_rels\` ADD \`resources_id\` integer REFERENCES resources(id);`)
  await db.run(sql`ALTER TABLE \`resources_rels\` ADD \`guidelines_id\` integer REFERENCES guidelines(id);`)
  await db.run(sql`ALTER TABLE \`resources_rels\` ADD \`faqs_id\` integer REFERENCES faqs(id);`)
  await db.run(sql`CREATE INDEX \`resources_rels_news_id_idx\` ON \`resources_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_rels_resources_id_idx\` ON \`resources_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_rels_guidelines_id_idx\` ON \`resources_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_rels_faqs_id_idx\` ON \`resources_rels\` (\`faqs_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`legacy_redirects_id\` integer REFERENCES legacy_redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legacy_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`legacy_redirects_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
  await db.run(sql`DROP TABLE \`news_rels\`;`)
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
  await db.run(sql`DROP TABLE \`supportos_rels\`;`)
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
  await db.run(sql`DROP TABLE \`datis_rels\`;`)
  await db.run(sql`DROP TABLE \`legacy_redirects\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "ente_beneficiarios_id") SELECT "id", "order", "parent_id", "path", "ente_beneficiarios_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_ente_beneficiarios_id_idx\` ON \`pages_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_rels\`("id", "order", "parent_id", "path", "ente_beneficiarios_id") SELECT "id", "order", "parent_id", "path", "ente_beneficiarios_id" FROM \`faqs_rels\`;`)
  await db.run(sql`DROP TABLE \`faqs_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_rels\` RENAME TO \`faqs_rels\`;`)
  await db.run(sql`CREATE INDEX \`faqs_rels_order_idx\` ON \`faqs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_parent_idx\` ON \`faqs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_path_idx\` ON \`faqs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_ente_beneficiarios_id_idx\` ON \`faqs_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_rels\`("id", "order", "parent_id", "path", "ente_beneficiarios_id") SELECT "id", "order", "parent_id", "path", "ente_beneficiarios_id" FROM \`resources_rels\`;`)
  await db.run(sql`DROP TABLE \`resources_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_rels\` RENAME TO \`resources_rels\`;`)
  await db.run(sql`CREATE INDEX \`resources_rels_order_idx\` ON \`resources_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`resources_rels_parent_idx\` ON \`resources_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_rels_path_idx\` ON \`resources_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`resources_rels_ente_beneficiarios_id_idx\` ON \`resources_rels\` (\`ente_beneficiarios_id\`);`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "faqs_id", "news_id", "resources_id", "supportos_id", "datis_id", "guidelines_id", "updates_id", "announcements_id", "ente_beneficiarios_id", "ente_promotores_id", "misuras_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "faqs_id", "news_id", "resources_id", "supportos_id", "datis_id", "guidelines_id", "updates_id", "announcements_id", "ente_beneficiarios_id", "ente_promotores_id", "misuras_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
