import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hero\` (
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
  	\`content\` text NOT NULL,
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
  	\`colore\` text DEFAULT 'info' NOT NULL,
  	\`testo\` text NOT NULL,
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
  	\`label\` text NOT NULL,
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
  	\`caption\` text NOT NULL,
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
  	\`image_id\` integer NOT NULL,
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
  await db.run(sql`CREATE TABLE \`pages\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_misura_idx\` ON \`pages\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_ente_beneficiarios_id_idx\` ON \`pages_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_hero\` (
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
  	\`content\` text NOT NULL,
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
  	\`colore\` text DEFAULT 'info' NOT NULL,
  	\`testo\` text NOT NULL,
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
  	\`label\` text NOT NULL,
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
  	\`caption\` text NOT NULL,
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
  	\`image_id\` integer NOT NULL,
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
  await db.run(sql`CREATE TABLE \`faqs\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_slug_idx\` ON \`faqs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`faqs_misura_idx\` ON \`faqs\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faqs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_rels_order_idx\` ON \`faqs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_parent_idx\` ON \`faqs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_path_idx\` ON \`faqs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_ente_beneficiarios_id_idx\` ON \`faqs_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_hero\` (
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
  	\`content\` text NOT NULL,
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
  	\`colore\` text DEFAULT 'info' NOT NULL,
  	\`testo\` text NOT NULL,
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
  	\`label\` text NOT NULL,
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
  	\`caption\` text NOT NULL,
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
  	\`image_id\` integer NOT NULL,
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
  await db.run(sql`CREATE TABLE \`news\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_rels_order_idx\` ON \`resources_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`resources_rels_parent_idx\` ON \`resources_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_rels_path_idx\` ON \`resources_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`resources_rels_ente_beneficiarios_id_idx\` ON \`resources_rels\` (\`ente_beneficiarios_id\`);`)
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
  await db.run(sql`CREATE TABLE \`datis\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`datis_slug_idx\` ON \`datis\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`datis_updated_at_idx\` ON \`datis\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`datis_created_at_idx\` ON \`datis\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
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
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs_rels\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_single_image\`;`)
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
  await db.run(sql`DROP TABLE \`supportos\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`datis\`;`)
  await db.run(sql`DROP TABLE \`guidelines\`;`)
  await db.run(sql`DROP TABLE \`updates\`;`)
  await db.run(sql`DROP TABLE \`updates_rels\`;`)
  await db.run(sql`DROP TABLE \`announcements\`;`)
  await db.run(sql`DROP TABLE \`announcements_texts\`;`)
  await db.run(sql`DROP TABLE \`ente_beneficiarios\`;`)
  await db.run(sql`DROP TABLE \`ente_promotores\`;`)
  await db.run(sql`DROP TABLE \`misuras\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
}
