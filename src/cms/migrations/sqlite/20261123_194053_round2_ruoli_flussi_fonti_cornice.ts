import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Hand-edited (see README, «Migrazioni»): foreign keys off for the whole migration, because
  // drizzle turns them back on between table rebuilds and dropping a rebuilt parent table
  // cascaded to its blocks and relations; the documents of the six collections that gain drafts
  // stay published; every existing editor was a full admin, so becomes amministratore.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`pages_blocks_consent_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Le tue preferenze su questo dispositivo',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_consent_settings_order_idx\` ON \`pages_blocks_consent_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_consent_settings_parent_id_idx\` ON \`pages_blocks_consent_settings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_consent_settings_path_idx\` ON \`pages_blocks_consent_settings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_search_hero_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_search_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_hero_types_order_idx\` ON \`pages_blocks_search_hero_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_hero_types_parent_idx\` ON \`pages_blocks_search_hero_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_search_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca nel sito',
  	\`description\` text,
  	\`show_suggestions\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_hero_order_idx\` ON \`pages_blocks_search_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_hero_parent_id_idx\` ON \`pages_blocks_search_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_hero_path_idx\` ON \`pages_blocks_search_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_consent_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Le tue preferenze su questo dispositivo',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_consent_settings_order_idx\` ON \`_pages_v_blocks_consent_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_consent_settings_parent_id_idx\` ON \`_pages_v_blocks_consent_settings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_consent_settings_path_idx\` ON \`_pages_v_blocks_consent_settings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_search_hero_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_search_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_hero_types_order_idx\` ON \`_pages_v_blocks_search_hero_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_hero_types_parent_idx\` ON \`_pages_v_blocks_search_hero_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_search_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca nel sito',
  	\`description\` text,
  	\`show_suggestions\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_hero_order_idx\` ON \`_pages_v_blocks_search_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_hero_parent_id_idx\` ON \`_pages_v_blocks_search_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_hero_path_idx\` ON \`_pages_v_blocks_search_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_consent_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Le tue preferenze su questo dispositivo',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_consent_settings_order_idx\` ON \`faqs_blocks_consent_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_consent_settings_parent_id_idx\` ON \`faqs_blocks_consent_settings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_consent_settings_path_idx\` ON \`faqs_blocks_consent_settings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_search_hero_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs_blocks_search_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_search_hero_types_order_idx\` ON \`faqs_blocks_search_hero_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_search_hero_types_parent_idx\` ON \`faqs_blocks_search_hero_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_search_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca nel sito',
  	\`description\` text,
  	\`show_suggestions\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_search_hero_order_idx\` ON \`faqs_blocks_search_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_search_hero_parent_id_idx\` ON \`faqs_blocks_search_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_search_hero_path_idx\` ON \`faqs_blocks_search_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_consent_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Le tue preferenze su questo dispositivo',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_consent_settings_order_idx\` ON \`_faqs_v_blocks_consent_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_consent_settings_parent_id_idx\` ON \`_faqs_v_blocks_consent_settings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_consent_settings_path_idx\` ON \`_faqs_v_blocks_consent_settings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_search_hero_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_faqs_v_blocks_search_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_search_hero_types_order_idx\` ON \`_faqs_v_blocks_search_hero_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_search_hero_types_parent_idx\` ON \`_faqs_v_blocks_search_hero_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_blocks_search_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca nel sito',
  	\`description\` text,
  	\`show_suggestions\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_search_hero_order_idx\` ON \`_faqs_v_blocks_search_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_search_hero_parent_id_idx\` ON \`_faqs_v_blocks_search_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_blocks_search_hero_path_idx\` ON \`_faqs_v_blocks_search_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_consent_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Le tue preferenze su questo dispositivo',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_consent_settings_order_idx\` ON \`news_blocks_consent_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_consent_settings_parent_id_idx\` ON \`news_blocks_consent_settings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_consent_settings_path_idx\` ON \`news_blocks_consent_settings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_search_hero_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news_blocks_search_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_search_hero_types_order_idx\` ON \`news_blocks_search_hero_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_search_hero_types_parent_idx\` ON \`news_blocks_search_hero_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_search_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca nel sito',
  	\`description\` text,
  	\`show_suggestions\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_search_hero_order_idx\` ON \`news_blocks_search_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_search_hero_parent_id_idx\` ON \`news_blocks_search_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_search_hero_path_idx\` ON \`news_blocks_search_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_consent_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Le tue preferenze su questo dispositivo',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_consent_settings_order_idx\` ON \`_news_v_blocks_consent_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_consent_settings_parent_id_idx\` ON \`_news_v_blocks_consent_settings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_consent_settings_path_idx\` ON \`_news_v_blocks_consent_settings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_search_hero_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v_blocks_search_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_search_hero_types_order_idx\` ON \`_news_v_blocks_search_hero_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_search_hero_types_parent_idx\` ON \`_news_v_blocks_search_hero_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_search_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca nel sito',
  	\`description\` text,
  	\`show_suggestions\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_search_hero_order_idx\` ON \`_news_v_blocks_search_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_search_hero_parent_id_idx\` ON \`_news_v_blocks_search_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_search_hero_path_idx\` ON \`_news_v_blocks_search_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_consent_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Le tue preferenze su questo dispositivo',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_consent_settings_order_idx\` ON \`resources_blocks_consent_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_consent_settings_parent_id_idx\` ON \`resources_blocks_consent_settings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_consent_settings_path_idx\` ON \`resources_blocks_consent_settings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_search_hero_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`resources_blocks_search_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_search_hero_types_order_idx\` ON \`resources_blocks_search_hero_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_search_hero_types_parent_idx\` ON \`resources_blocks_search_hero_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`resources_blocks_search_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca nel sito',
  	\`description\` text,
  	\`show_suggestions\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_search_hero_order_idx\` ON \`resources_blocks_search_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_search_hero_parent_id_idx\` ON \`resources_blocks_search_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_search_hero_path_idx\` ON \`resources_blocks_search_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_hero_order_idx\` ON \`_resources_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_hero_parent_id_idx\` ON \`_resources_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_hero_path_idx\` ON \`_resources_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_hero_button_button_cms_page_idx\` ON \`_resources_v_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_hero_image_idx\` ON \`_resources_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_rich_text_order_idx\` ON \`_resources_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_rich_text_parent_id_idx\` ON \`_resources_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_rich_text_path_idx\` ON \`_resources_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info',
  	\`testo\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_alert_order_idx\` ON \`_resources_v_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_alert_parent_id_idx\` ON \`_resources_v_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_alert_path_idx\` ON \`_resources_v_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_table_columns_order_idx\` ON \`_resources_v_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_table_columns_parent_id_idx\` ON \`_resources_v_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_table_rows_cells_order_idx\` ON \`_resources_v_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_table_rows_cells_parent_id_idx\` ON \`_resources_v_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_table_rows_order_idx\` ON \`_resources_v_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_table_rows_parent_id_idx\` ON \`_resources_v_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_table_order_idx\` ON \`_resources_v_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_table_parent_id_idx\` ON \`_resources_v_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_table_path_idx\` ON \`_resources_v_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_single_image_order_idx\` ON \`_resources_v_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_single_image_parent_id_idx\` ON \`_resources_v_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_single_image_path_idx\` ON \`_resources_v_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_single_image_image_idx\` ON \`_resources_v_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_page_header\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_page_header_order_idx\` ON \`_resources_v_blocks_page_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_page_header_parent_id_idx\` ON \`_resources_v_blocks_page_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_page_header_path_idx\` ON \`_resources_v_blocks_page_header\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_page_header_misura_idx\` ON \`_resources_v_blocks_page_header\` (\`misura_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`captions\` text,
  	\`poster\` text,
  	\`transcription\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_video_player_order_idx\` ON \`_resources_v_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_video_player_parent_id_idx\` ON \`_resources_v_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_video_player_path_idx\` ON \`_resources_v_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_consent_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Le tue preferenze su questo dispositivo',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_consent_settings_order_idx\` ON \`_resources_v_blocks_consent_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_consent_settings_parent_id_idx\` ON \`_resources_v_blocks_consent_settings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_consent_settings_path_idx\` ON \`_resources_v_blocks_consent_settings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`step_title\` text,
  	\`step_body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_stepper_steps_order_idx\` ON \`_resources_v_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_stepper_steps_parent_id_idx\` ON \`_resources_v_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_stepper_order_idx\` ON \`_resources_v_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_stepper_parent_id_idx\` ON \`_resources_v_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_stepper_path_idx\` ON \`_resources_v_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_card_grid_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v_blocks_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_card_grid_cards_order_idx\` ON \`_resources_v_blocks_card_grid_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_card_grid_cards_parent_id_idx\` ON \`_resources_v_blocks_card_grid_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_card_grid_cards_image_idx\` ON \`_resources_v_blocks_card_grid_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_card_grid_cards_link_link_cms_page_idx\` ON \`_resources_v_blocks_card_grid_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_card_grid\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_card_grid_order_idx\` ON \`_resources_v_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_card_grid_parent_id_idx\` ON \`_resources_v_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_card_grid_path_idx\` ON \`_resources_v_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_announcements_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`layout\` text DEFAULT 'small',
  	\`source\` text DEFAULT 'cms',
  	\`ente_promotore_id\` integer,
  	\`only_open\` integer DEFAULT false,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_announcements_grid_order_idx\` ON \`_resources_v_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_announcements_grid_parent_id_idx\` ON \`_resources_v_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_announcements_grid_path_idx\` ON \`_resources_v_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_announcements_grid_ente_promotore_idx\` ON \`_resources_v_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_dated_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_dated_list_items_order_idx\` ON \`_resources_v_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_dated_list_items_parent_id_idx\` ON \`_resources_v_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_dated_list_items_link_link_cms_page_idx\` ON \`_resources_v_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_dated_list_order_idx\` ON \`_resources_v_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_dated_list_parent_id_idx\` ON \`_resources_v_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_dated_list_path_idx\` ON \`_resources_v_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_link_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_link_list_items_order_idx\` ON \`_resources_v_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_link_list_items_parent_id_idx\` ON \`_resources_v_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_link_list_items_link_link_cms_page_idx\` ON \`_resources_v_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_link_list_order_idx\` ON \`_resources_v_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_link_list_parent_id_idx\` ON \`_resources_v_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_link_list_path_idx\` ON \`_resources_v_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_faq_list\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_faq_list_order_idx\` ON \`_resources_v_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_faq_list_parent_id_idx\` ON \`_resources_v_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_faq_list_path_idx\` ON \`_resources_v_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`show_last_items\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_updates_list_order_idx\` ON \`_resources_v_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_updates_list_parent_id_idx\` ON \`_resources_v_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_updates_list_path_idx\` ON \`_resources_v_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`selection\` text DEFAULT 'latest_3',
  	\`columns\` text DEFAULT '3',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_news_list_order_idx\` ON \`_resources_v_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_news_list_parent_id_idx\` ON \`_resources_v_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_news_list_path_idx\` ON \`_resources_v_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_image_text_hero_links\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_text_hero_links_order_idx\` ON \`_resources_v_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_text_hero_links_parent_id_idx\` ON \`_resources_v_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_text_hero_links_cms_page_idx\` ON \`_resources_v_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_image_text_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_text_hero_order_idx\` ON \`_resources_v_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_text_hero_parent_id_idx\` ON \`_resources_v_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_text_hero_path_idx\` ON \`_resources_v_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_text_hero_image_idx\` ON \`_resources_v_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_split_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_split_banner_order_idx\` ON \`_resources_v_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_split_banner_parent_id_idx\` ON \`_resources_v_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_split_banner_path_idx\` ON \`_resources_v_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_split_banner_image_idx\` ON \`_resources_v_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_split_banner_button_button_cms_page_idx\` ON \`_resources_v_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_banner_order_idx\` ON \`_resources_v_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_banner_parent_id_idx\` ON \`_resources_v_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_banner_path_idx\` ON \`_resources_v_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_banner_button_button_cms_page_idx\` ON \`_resources_v_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_image_text_column\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_text_column_order_idx\` ON \`_resources_v_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_text_column_parent_id_idx\` ON \`_resources_v_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_text_column_path_idx\` ON \`_resources_v_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_text_column_image_idx\` ON \`_resources_v_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_text_column_link_link_cms_page_idx\` ON \`_resources_v_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_text_columns\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_text_columns_order_idx\` ON \`_resources_v_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_text_columns_parent_id_idx\` ON \`_resources_v_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_text_columns_path_idx\` ON \`_resources_v_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_image_grid_image_blocks\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_grid_image_blocks_order_idx\` ON \`_resources_v_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_grid_image_blocks_parent_id_idx\` ON \`_resources_v_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_grid_image_blocks_image_idx\` ON \`_resources_v_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_grid_image_blocks_link_link_cm_idx\` ON \`_resources_v_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_grid_order_idx\` ON \`_resources_v_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_grid_parent_id_idx\` ON \`_resources_v_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_image_grid_path_idx\` ON \`_resources_v_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_benefits_items_order_idx\` ON \`_resources_v_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_benefits_items_parent_id_idx\` ON \`_resources_v_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_benefits_order_idx\` ON \`_resources_v_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_benefits_parent_id_idx\` ON \`_resources_v_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_benefits_path_idx\` ON \`_resources_v_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date_label\` text,
  	\`title\` text,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_timeline_items_order_idx\` ON \`_resources_v_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_timeline_items_parent_id_idx\` ON \`_resources_v_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_timeline_order_idx\` ON \`_resources_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_timeline_parent_id_idx\` ON \`_resources_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_timeline_path_idx\` ON \`_resources_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_sidebar_rich_text_sections_order_idx\` ON \`_resources_v_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`_resources_v_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_sidebar_rich_text_order_idx\` ON \`_resources_v_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_sidebar_rich_text_parent_id_idx\` ON \`_resources_v_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_sidebar_rich_text_path_idx\` ON \`_resources_v_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_measure_cards_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_measure_cards_cards_order_idx\` ON \`_resources_v_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_measure_cards_cards_parent_id_idx\` ON \`_resources_v_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_measure_cards_cards_misura_idx\` ON \`_resources_v_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_measure_cards_cards_ente_promotore_idx\` ON \`_resources_v_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_measure_cards_cards_link_link_cms_pa_idx\` ON \`_resources_v_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_measure_cards_cards_button_button_cm_idx\` ON \`_resources_v_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_measure_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_measure_cards_order_idx\` ON \`_resources_v_blocks_measure_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_measure_cards_parent_id_idx\` ON \`_resources_v_blocks_measure_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_measure_cards_path_idx\` ON \`_resources_v_blocks_measure_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_beneficiary_content_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_beneficiary_content_items_order_idx\` ON \`_resources_v_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_beneficiary_content_items_parent_id_idx\` ON \`_resources_v_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_beneficiary_content_items_link_link__idx\` ON \`_resources_v_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_beneficiary_content_order_idx\` ON \`_resources_v_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_beneficiary_content_parent_id_idx\` ON \`_resources_v_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_beneficiary_content_path_idx\` ON \`_resources_v_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_search_hero_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_resources_v_blocks_search_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_search_hero_types_order_idx\` ON \`_resources_v_blocks_search_hero_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_search_hero_types_parent_idx\` ON \`_resources_v_blocks_search_hero_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_search_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca nel sito',
  	\`description\` text,
  	\`show_suggestions\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_search_hero_order_idx\` ON \`_resources_v_blocks_search_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_search_hero_parent_id_idx\` ON \`_resources_v_blocks_search_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_search_hero_path_idx\` ON \`_resources_v_blocks_search_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti',
  	\`label\` text DEFAULT 'Scrivi la tua domanda',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_faq_search_order_idx\` ON \`_resources_v_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_faq_search_parent_id_idx\` ON \`_resources_v_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_faq_search_path_idx\` ON \`_resources_v_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_chart_kpi\` (
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
  	\`from_source\` text,
  	\`source_series\` text,
  	\`source_category\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v_blocks_chart\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_chart_kpi_order_idx\` ON \`_resources_v_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_chart_kpi_parent_id_idx\` ON \`_resources_v_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_chart\` (
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
  	\`source_url\` text,
  	\`source_category_column\` text,
  	\`source_series_column\` text,
  	\`source_value_columns\` text,
  	\`source_filter_column\` text,
  	\`source_filter_value\` text,
  	\`source_min_rows\` numeric DEFAULT 1,
  	\`source_changed_at\` text,
  	\`source_error\` text,
  	\`info\` text,
  	\`text_bottom\` text,
  	\`download_data\` integer DEFAULT true,
  	\`download_image\` integer DEFAULT true,
  	\`show_share\` integer DEFAULT true,
  	\`bg_transparent\` integer DEFAULT false,
  	\`title_big\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_chart_order_idx\` ON \`_resources_v_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_chart_parent_id_idx\` ON \`_resources_v_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_chart_path_idx\` ON \`_resources_v_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_chart_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text DEFAULT 'Progetti',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_chart_selector_order_idx\` ON \`_resources_v_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_chart_selector_parent_id_idx\` ON \`_resources_v_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_chart_selector_path_idx\` ON \`_resources_v_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_chart_tabs_tabs_order_idx\` ON \`_resources_v_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_chart_tabs_tabs_parent_id_idx\` ON \`_resources_v_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_chart_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_chart_tabs_order_idx\` ON \`_resources_v_blocks_chart_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_chart_tabs_parent_id_idx\` ON \`_resources_v_blocks_chart_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_chart_tabs_path_idx\` ON \`_resources_v_blocks_chart_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Iscriviti alla newsletter',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_newsletter_form_order_idx\` ON \`_resources_v_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_newsletter_form_parent_id_idx\` ON \`_resources_v_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_newsletter_form_path_idx\` ON \`_resources_v_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_territory_form_order_idx\` ON \`_resources_v_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_territory_form_parent_id_idx\` ON \`_resources_v_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_territory_form_path_idx\` ON \`_resources_v_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_blocks_support_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product\` text DEFAULT 'PA digitale 2026',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_support_request_form_order_idx\` ON \`_resources_v_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_support_request_form_parent_id_idx\` ON \`_resources_v_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_blocks_support_request_form_path_idx\` ON \`_resources_v_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_data\` text,
  	\`version_misura_id\` integer,
  	\`version_custom_update_date\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_meta_noindex\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_parent_idx\` ON \`_resources_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_version_version_slug_idx\` ON \`_resources_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_version_version_misura_idx\` ON \`_resources_v\` (\`version_misura_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_version_meta_version_meta_image_idx\` ON \`_resources_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_version_version_updated_at_idx\` ON \`_resources_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_version_version_created_at_idx\` ON \`_resources_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_version_version_deleted_at_idx\` ON \`_resources_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_version_version__status_idx\` ON \`_resources_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_created_at_idx\` ON \`_resources_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_updated_at_idx\` ON \`_resources_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_latest_idx\` ON \`_resources_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_autosave_idx\` ON \`_resources_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_resources_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	\`news_id\` integer,
  	\`resources_id\` integer,
  	\`guidelines_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guidelines_id\`) REFERENCES \`guidelines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_rels_order_idx\` ON \`_resources_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_rels_parent_idx\` ON \`_resources_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_rels_path_idx\` ON \`_resources_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_rels_ente_beneficiarios_id_idx\` ON \`_resources_v_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_rels_news_id_idx\` ON \`_resources_v_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_rels_resources_id_idx\` ON \`_resources_v_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_rels_guidelines_id_idx\` ON \`_resources_v_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_rels_faqs_id_idx\` ON \`_resources_v_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_consent_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Le tue preferenze su questo dispositivo',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_consent_settings_order_idx\` ON \`supportos_blocks_consent_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_consent_settings_parent_id_idx\` ON \`supportos_blocks_consent_settings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_consent_settings_path_idx\` ON \`supportos_blocks_consent_settings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_search_hero_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`supportos_blocks_search_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_search_hero_types_order_idx\` ON \`supportos_blocks_search_hero_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_search_hero_types_parent_idx\` ON \`supportos_blocks_search_hero_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_search_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca nel sito',
  	\`description\` text,
  	\`show_suggestions\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_search_hero_order_idx\` ON \`supportos_blocks_search_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_search_hero_parent_id_idx\` ON \`supportos_blocks_search_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_search_hero_path_idx\` ON \`supportos_blocks_search_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_hero_order_idx\` ON \`_supportos_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_hero_parent_id_idx\` ON \`_supportos_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_hero_path_idx\` ON \`_supportos_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_hero_button_button_cms_page_idx\` ON \`_supportos_v_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_hero_image_idx\` ON \`_supportos_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_rich_text_order_idx\` ON \`_supportos_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_rich_text_parent_id_idx\` ON \`_supportos_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_rich_text_path_idx\` ON \`_supportos_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info',
  	\`testo\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_alert_order_idx\` ON \`_supportos_v_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_alert_parent_id_idx\` ON \`_supportos_v_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_alert_path_idx\` ON \`_supportos_v_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_table_columns_order_idx\` ON \`_supportos_v_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_table_columns_parent_id_idx\` ON \`_supportos_v_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_table_rows_cells_order_idx\` ON \`_supportos_v_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_table_rows_cells_parent_id_idx\` ON \`_supportos_v_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_table_rows_order_idx\` ON \`_supportos_v_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_table_rows_parent_id_idx\` ON \`_supportos_v_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_table_order_idx\` ON \`_supportos_v_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_table_parent_id_idx\` ON \`_supportos_v_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_table_path_idx\` ON \`_supportos_v_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_single_image_order_idx\` ON \`_supportos_v_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_single_image_parent_id_idx\` ON \`_supportos_v_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_single_image_path_idx\` ON \`_supportos_v_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_single_image_image_idx\` ON \`_supportos_v_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_page_header\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_page_header_order_idx\` ON \`_supportos_v_blocks_page_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_page_header_parent_id_idx\` ON \`_supportos_v_blocks_page_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_page_header_path_idx\` ON \`_supportos_v_blocks_page_header\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_page_header_misura_idx\` ON \`_supportos_v_blocks_page_header\` (\`misura_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`captions\` text,
  	\`poster\` text,
  	\`transcription\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_video_player_order_idx\` ON \`_supportos_v_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_video_player_parent_id_idx\` ON \`_supportos_v_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_video_player_path_idx\` ON \`_supportos_v_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_consent_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Le tue preferenze su questo dispositivo',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_consent_settings_order_idx\` ON \`_supportos_v_blocks_consent_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_consent_settings_parent_id_idx\` ON \`_supportos_v_blocks_consent_settings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_consent_settings_path_idx\` ON \`_supportos_v_blocks_consent_settings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`step_title\` text,
  	\`step_body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_stepper_steps_order_idx\` ON \`_supportos_v_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_stepper_steps_parent_id_idx\` ON \`_supportos_v_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_stepper_order_idx\` ON \`_supportos_v_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_stepper_parent_id_idx\` ON \`_supportos_v_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_stepper_path_idx\` ON \`_supportos_v_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_card_grid_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v_blocks_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_card_grid_cards_order_idx\` ON \`_supportos_v_blocks_card_grid_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_card_grid_cards_parent_id_idx\` ON \`_supportos_v_blocks_card_grid_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_card_grid_cards_image_idx\` ON \`_supportos_v_blocks_card_grid_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_card_grid_cards_link_link_cms_page_idx\` ON \`_supportos_v_blocks_card_grid_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_card_grid\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_card_grid_order_idx\` ON \`_supportos_v_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_card_grid_parent_id_idx\` ON \`_supportos_v_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_card_grid_path_idx\` ON \`_supportos_v_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_announcements_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`layout\` text DEFAULT 'small',
  	\`source\` text DEFAULT 'cms',
  	\`ente_promotore_id\` integer,
  	\`only_open\` integer DEFAULT false,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_announcements_grid_order_idx\` ON \`_supportos_v_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_announcements_grid_parent_id_idx\` ON \`_supportos_v_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_announcements_grid_path_idx\` ON \`_supportos_v_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_announcements_grid_ente_promotore_idx\` ON \`_supportos_v_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_dated_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_dated_list_items_order_idx\` ON \`_supportos_v_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_dated_list_items_parent_id_idx\` ON \`_supportos_v_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_dated_list_items_link_link_cms_page_idx\` ON \`_supportos_v_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_dated_list_order_idx\` ON \`_supportos_v_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_dated_list_parent_id_idx\` ON \`_supportos_v_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_dated_list_path_idx\` ON \`_supportos_v_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_link_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_link_list_items_order_idx\` ON \`_supportos_v_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_link_list_items_parent_id_idx\` ON \`_supportos_v_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_link_list_items_link_link_cms_page_idx\` ON \`_supportos_v_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_link_list_order_idx\` ON \`_supportos_v_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_link_list_parent_id_idx\` ON \`_supportos_v_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_link_list_path_idx\` ON \`_supportos_v_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_faq_list\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_faq_list_order_idx\` ON \`_supportos_v_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_faq_list_parent_id_idx\` ON \`_supportos_v_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_faq_list_path_idx\` ON \`_supportos_v_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`show_last_items\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_updates_list_order_idx\` ON \`_supportos_v_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_updates_list_parent_id_idx\` ON \`_supportos_v_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_updates_list_path_idx\` ON \`_supportos_v_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`selection\` text DEFAULT 'latest_3',
  	\`columns\` text DEFAULT '3',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_news_list_order_idx\` ON \`_supportos_v_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_news_list_parent_id_idx\` ON \`_supportos_v_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_news_list_path_idx\` ON \`_supportos_v_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_image_text_hero_links\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_text_hero_links_order_idx\` ON \`_supportos_v_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_text_hero_links_parent_id_idx\` ON \`_supportos_v_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_text_hero_links_cms_page_idx\` ON \`_supportos_v_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_image_text_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_text_hero_order_idx\` ON \`_supportos_v_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_text_hero_parent_id_idx\` ON \`_supportos_v_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_text_hero_path_idx\` ON \`_supportos_v_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_text_hero_image_idx\` ON \`_supportos_v_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_split_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_split_banner_order_idx\` ON \`_supportos_v_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_split_banner_parent_id_idx\` ON \`_supportos_v_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_split_banner_path_idx\` ON \`_supportos_v_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_split_banner_image_idx\` ON \`_supportos_v_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_split_banner_button_button_cms_page_idx\` ON \`_supportos_v_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_banner_order_idx\` ON \`_supportos_v_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_banner_parent_id_idx\` ON \`_supportos_v_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_banner_path_idx\` ON \`_supportos_v_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_banner_button_button_cms_page_idx\` ON \`_supportos_v_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_image_text_column\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_text_column_order_idx\` ON \`_supportos_v_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_text_column_parent_id_idx\` ON \`_supportos_v_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_text_column_path_idx\` ON \`_supportos_v_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_text_column_image_idx\` ON \`_supportos_v_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_text_column_link_link_cms_page_idx\` ON \`_supportos_v_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_text_columns\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_text_columns_order_idx\` ON \`_supportos_v_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_text_columns_parent_id_idx\` ON \`_supportos_v_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_text_columns_path_idx\` ON \`_supportos_v_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_image_grid_image_blocks\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_grid_image_blocks_order_idx\` ON \`_supportos_v_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_grid_image_blocks_parent_id_idx\` ON \`_supportos_v_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_grid_image_blocks_image_idx\` ON \`_supportos_v_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_grid_image_blocks_link_link_cm_idx\` ON \`_supportos_v_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_grid_order_idx\` ON \`_supportos_v_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_grid_parent_id_idx\` ON \`_supportos_v_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_image_grid_path_idx\` ON \`_supportos_v_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_benefits_items_order_idx\` ON \`_supportos_v_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_benefits_items_parent_id_idx\` ON \`_supportos_v_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_benefits_order_idx\` ON \`_supportos_v_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_benefits_parent_id_idx\` ON \`_supportos_v_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_benefits_path_idx\` ON \`_supportos_v_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date_label\` text,
  	\`title\` text,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_timeline_items_order_idx\` ON \`_supportos_v_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_timeline_items_parent_id_idx\` ON \`_supportos_v_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_timeline_order_idx\` ON \`_supportos_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_timeline_parent_id_idx\` ON \`_supportos_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_timeline_path_idx\` ON \`_supportos_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_sidebar_rich_text_sections_order_idx\` ON \`_supportos_v_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`_supportos_v_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_sidebar_rich_text_order_idx\` ON \`_supportos_v_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_sidebar_rich_text_parent_id_idx\` ON \`_supportos_v_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_sidebar_rich_text_path_idx\` ON \`_supportos_v_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_measure_cards_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_measure_cards_cards_order_idx\` ON \`_supportos_v_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_measure_cards_cards_parent_id_idx\` ON \`_supportos_v_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_measure_cards_cards_misura_idx\` ON \`_supportos_v_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_measure_cards_cards_ente_promotore_idx\` ON \`_supportos_v_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_measure_cards_cards_link_link_cms_pa_idx\` ON \`_supportos_v_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_measure_cards_cards_button_button_cm_idx\` ON \`_supportos_v_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_measure_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_measure_cards_order_idx\` ON \`_supportos_v_blocks_measure_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_measure_cards_parent_id_idx\` ON \`_supportos_v_blocks_measure_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_measure_cards_path_idx\` ON \`_supportos_v_blocks_measure_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_beneficiary_content_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_beneficiary_content_items_order_idx\` ON \`_supportos_v_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_beneficiary_content_items_parent_id_idx\` ON \`_supportos_v_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_beneficiary_content_items_link_link__idx\` ON \`_supportos_v_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_beneficiary_content_order_idx\` ON \`_supportos_v_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_beneficiary_content_parent_id_idx\` ON \`_supportos_v_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_beneficiary_content_path_idx\` ON \`_supportos_v_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_search_hero_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_supportos_v_blocks_search_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_search_hero_types_order_idx\` ON \`_supportos_v_blocks_search_hero_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_search_hero_types_parent_idx\` ON \`_supportos_v_blocks_search_hero_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_search_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca nel sito',
  	\`description\` text,
  	\`show_suggestions\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_search_hero_order_idx\` ON \`_supportos_v_blocks_search_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_search_hero_parent_id_idx\` ON \`_supportos_v_blocks_search_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_search_hero_path_idx\` ON \`_supportos_v_blocks_search_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti',
  	\`label\` text DEFAULT 'Scrivi la tua domanda',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_faq_search_order_idx\` ON \`_supportos_v_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_faq_search_parent_id_idx\` ON \`_supportos_v_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_faq_search_path_idx\` ON \`_supportos_v_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_chart_kpi\` (
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
  	\`from_source\` text,
  	\`source_series\` text,
  	\`source_category\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v_blocks_chart\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_chart_kpi_order_idx\` ON \`_supportos_v_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_chart_kpi_parent_id_idx\` ON \`_supportos_v_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_chart\` (
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
  	\`source_url\` text,
  	\`source_category_column\` text,
  	\`source_series_column\` text,
  	\`source_value_columns\` text,
  	\`source_filter_column\` text,
  	\`source_filter_value\` text,
  	\`source_min_rows\` numeric DEFAULT 1,
  	\`source_changed_at\` text,
  	\`source_error\` text,
  	\`info\` text,
  	\`text_bottom\` text,
  	\`download_data\` integer DEFAULT true,
  	\`download_image\` integer DEFAULT true,
  	\`show_share\` integer DEFAULT true,
  	\`bg_transparent\` integer DEFAULT false,
  	\`title_big\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_chart_order_idx\` ON \`_supportos_v_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_chart_parent_id_idx\` ON \`_supportos_v_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_chart_path_idx\` ON \`_supportos_v_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_chart_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text DEFAULT 'Progetti',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_chart_selector_order_idx\` ON \`_supportos_v_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_chart_selector_parent_id_idx\` ON \`_supportos_v_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_chart_selector_path_idx\` ON \`_supportos_v_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_chart_tabs_tabs_order_idx\` ON \`_supportos_v_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_chart_tabs_tabs_parent_id_idx\` ON \`_supportos_v_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_chart_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_chart_tabs_order_idx\` ON \`_supportos_v_blocks_chart_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_chart_tabs_parent_id_idx\` ON \`_supportos_v_blocks_chart_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_chart_tabs_path_idx\` ON \`_supportos_v_blocks_chart_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Iscriviti alla newsletter',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_newsletter_form_order_idx\` ON \`_supportos_v_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_newsletter_form_parent_id_idx\` ON \`_supportos_v_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_newsletter_form_path_idx\` ON \`_supportos_v_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_territory_form_order_idx\` ON \`_supportos_v_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_territory_form_parent_id_idx\` ON \`_supportos_v_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_territory_form_path_idx\` ON \`_supportos_v_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_blocks_support_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product\` text DEFAULT 'PA digitale 2026',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_support_request_form_order_idx\` ON \`_supportos_v_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_support_request_form_parent_id_idx\` ON \`_supportos_v_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_blocks_support_request_form_path_idx\` ON \`_supportos_v_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_custom_update_date\` text,
  	\`version_nascondi_valutazione\` integer DEFAULT false,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_meta_noindex\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_parent_idx\` ON \`_supportos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_version_version_slug_idx\` ON \`_supportos_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_version_meta_version_meta_image_idx\` ON \`_supportos_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_version_version_updated_at_idx\` ON \`_supportos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_version_version_created_at_idx\` ON \`_supportos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_version_version_deleted_at_idx\` ON \`_supportos_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_version_version__status_idx\` ON \`_supportos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_created_at_idx\` ON \`_supportos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_updated_at_idx\` ON \`_supportos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_latest_idx\` ON \`_supportos_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_autosave_idx\` ON \`_supportos_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_supportos_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	\`news_id\` integer,
  	\`resources_id\` integer,
  	\`guidelines_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_supportos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guidelines_id\`) REFERENCES \`guidelines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_supportos_v_rels_order_idx\` ON \`_supportos_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_rels_parent_idx\` ON \`_supportos_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_rels_path_idx\` ON \`_supportos_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_rels_ente_beneficiarios_id_idx\` ON \`_supportos_v_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_rels_news_id_idx\` ON \`_supportos_v_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_rels_resources_id_idx\` ON \`_supportos_v_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_rels_guidelines_id_idx\` ON \`_supportos_v_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`_supportos_v_rels_faqs_id_idx\` ON \`_supportos_v_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_consent_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Le tue preferenze su questo dispositivo',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_consent_settings_order_idx\` ON \`datis_blocks_consent_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_consent_settings_parent_id_idx\` ON \`datis_blocks_consent_settings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_consent_settings_path_idx\` ON \`datis_blocks_consent_settings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_search_hero_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`datis_blocks_search_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_search_hero_types_order_idx\` ON \`datis_blocks_search_hero_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_search_hero_types_parent_idx\` ON \`datis_blocks_search_hero_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_search_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca nel sito',
  	\`description\` text,
  	\`show_suggestions\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_search_hero_order_idx\` ON \`datis_blocks_search_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_search_hero_parent_id_idx\` ON \`datis_blocks_search_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_search_hero_path_idx\` ON \`datis_blocks_search_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_version_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`format\` text,
  	\`size\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_version_files_order_idx\` ON \`_datis_v_version_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_version_files_parent_id_idx\` ON \`_datis_v_version_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_hero_order_idx\` ON \`_datis_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_hero_parent_id_idx\` ON \`_datis_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_hero_path_idx\` ON \`_datis_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_hero_button_button_cms_page_idx\` ON \`_datis_v_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_hero_image_idx\` ON \`_datis_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_rich_text_order_idx\` ON \`_datis_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_rich_text_parent_id_idx\` ON \`_datis_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_rich_text_path_idx\` ON \`_datis_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info',
  	\`testo\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_alert_order_idx\` ON \`_datis_v_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_alert_parent_id_idx\` ON \`_datis_v_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_alert_path_idx\` ON \`_datis_v_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_table_columns_order_idx\` ON \`_datis_v_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_table_columns_parent_id_idx\` ON \`_datis_v_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_table_rows_cells_order_idx\` ON \`_datis_v_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_table_rows_cells_parent_id_idx\` ON \`_datis_v_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_table_rows_order_idx\` ON \`_datis_v_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_table_rows_parent_id_idx\` ON \`_datis_v_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_table_order_idx\` ON \`_datis_v_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_table_parent_id_idx\` ON \`_datis_v_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_table_path_idx\` ON \`_datis_v_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_single_image_order_idx\` ON \`_datis_v_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_single_image_parent_id_idx\` ON \`_datis_v_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_single_image_path_idx\` ON \`_datis_v_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_single_image_image_idx\` ON \`_datis_v_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_page_header\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_page_header_order_idx\` ON \`_datis_v_blocks_page_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_page_header_parent_id_idx\` ON \`_datis_v_blocks_page_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_page_header_path_idx\` ON \`_datis_v_blocks_page_header\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_page_header_misura_idx\` ON \`_datis_v_blocks_page_header\` (\`misura_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`captions\` text,
  	\`poster\` text,
  	\`transcription\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_video_player_order_idx\` ON \`_datis_v_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_video_player_parent_id_idx\` ON \`_datis_v_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_video_player_path_idx\` ON \`_datis_v_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_consent_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Le tue preferenze su questo dispositivo',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_consent_settings_order_idx\` ON \`_datis_v_blocks_consent_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_consent_settings_parent_id_idx\` ON \`_datis_v_blocks_consent_settings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_consent_settings_path_idx\` ON \`_datis_v_blocks_consent_settings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`step_title\` text,
  	\`step_body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_stepper_steps_order_idx\` ON \`_datis_v_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_stepper_steps_parent_id_idx\` ON \`_datis_v_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_stepper_order_idx\` ON \`_datis_v_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_stepper_parent_id_idx\` ON \`_datis_v_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_stepper_path_idx\` ON \`_datis_v_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_card_grid_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v_blocks_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_card_grid_cards_order_idx\` ON \`_datis_v_blocks_card_grid_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_card_grid_cards_parent_id_idx\` ON \`_datis_v_blocks_card_grid_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_card_grid_cards_image_idx\` ON \`_datis_v_blocks_card_grid_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_card_grid_cards_link_link_cms_page_idx\` ON \`_datis_v_blocks_card_grid_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_card_grid\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_card_grid_order_idx\` ON \`_datis_v_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_card_grid_parent_id_idx\` ON \`_datis_v_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_card_grid_path_idx\` ON \`_datis_v_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_announcements_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`layout\` text DEFAULT 'small',
  	\`source\` text DEFAULT 'cms',
  	\`ente_promotore_id\` integer,
  	\`only_open\` integer DEFAULT false,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_announcements_grid_order_idx\` ON \`_datis_v_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_announcements_grid_parent_id_idx\` ON \`_datis_v_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_announcements_grid_path_idx\` ON \`_datis_v_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_announcements_grid_ente_promotore_idx\` ON \`_datis_v_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_dated_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_dated_list_items_order_idx\` ON \`_datis_v_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_dated_list_items_parent_id_idx\` ON \`_datis_v_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_dated_list_items_link_link_cms_page_idx\` ON \`_datis_v_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_dated_list_order_idx\` ON \`_datis_v_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_dated_list_parent_id_idx\` ON \`_datis_v_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_dated_list_path_idx\` ON \`_datis_v_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_link_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_link_list_items_order_idx\` ON \`_datis_v_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_link_list_items_parent_id_idx\` ON \`_datis_v_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_link_list_items_link_link_cms_page_idx\` ON \`_datis_v_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_link_list_order_idx\` ON \`_datis_v_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_link_list_parent_id_idx\` ON \`_datis_v_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_link_list_path_idx\` ON \`_datis_v_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_faq_list\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_faq_list_order_idx\` ON \`_datis_v_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_faq_list_parent_id_idx\` ON \`_datis_v_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_faq_list_path_idx\` ON \`_datis_v_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`show_last_items\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_updates_list_order_idx\` ON \`_datis_v_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_updates_list_parent_id_idx\` ON \`_datis_v_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_updates_list_path_idx\` ON \`_datis_v_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`selection\` text DEFAULT 'latest_3',
  	\`columns\` text DEFAULT '3',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_news_list_order_idx\` ON \`_datis_v_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_news_list_parent_id_idx\` ON \`_datis_v_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_news_list_path_idx\` ON \`_datis_v_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_image_text_hero_links\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_text_hero_links_order_idx\` ON \`_datis_v_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_text_hero_links_parent_id_idx\` ON \`_datis_v_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_text_hero_links_cms_page_idx\` ON \`_datis_v_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_image_text_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_text_hero_order_idx\` ON \`_datis_v_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_text_hero_parent_id_idx\` ON \`_datis_v_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_text_hero_path_idx\` ON \`_datis_v_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_text_hero_image_idx\` ON \`_datis_v_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_split_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_split_banner_order_idx\` ON \`_datis_v_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_split_banner_parent_id_idx\` ON \`_datis_v_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_split_banner_path_idx\` ON \`_datis_v_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_split_banner_image_idx\` ON \`_datis_v_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_split_banner_button_button_cms_page_idx\` ON \`_datis_v_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_banner_order_idx\` ON \`_datis_v_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_banner_parent_id_idx\` ON \`_datis_v_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_banner_path_idx\` ON \`_datis_v_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_banner_button_button_cms_page_idx\` ON \`_datis_v_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_image_text_column\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_text_column_order_idx\` ON \`_datis_v_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_text_column_parent_id_idx\` ON \`_datis_v_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_text_column_path_idx\` ON \`_datis_v_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_text_column_image_idx\` ON \`_datis_v_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_text_column_link_link_cms_page_idx\` ON \`_datis_v_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_text_columns\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_text_columns_order_idx\` ON \`_datis_v_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_text_columns_parent_id_idx\` ON \`_datis_v_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_text_columns_path_idx\` ON \`_datis_v_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_image_grid_image_blocks\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_grid_image_blocks_order_idx\` ON \`_datis_v_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_grid_image_blocks_parent_id_idx\` ON \`_datis_v_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_grid_image_blocks_image_idx\` ON \`_datis_v_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_grid_image_blocks_link_link_cms_pa_idx\` ON \`_datis_v_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_grid_order_idx\` ON \`_datis_v_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_grid_parent_id_idx\` ON \`_datis_v_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_image_grid_path_idx\` ON \`_datis_v_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_benefits_items_order_idx\` ON \`_datis_v_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_benefits_items_parent_id_idx\` ON \`_datis_v_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_benefits_order_idx\` ON \`_datis_v_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_benefits_parent_id_idx\` ON \`_datis_v_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_benefits_path_idx\` ON \`_datis_v_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date_label\` text,
  	\`title\` text,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_timeline_items_order_idx\` ON \`_datis_v_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_timeline_items_parent_id_idx\` ON \`_datis_v_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_timeline_order_idx\` ON \`_datis_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_timeline_parent_id_idx\` ON \`_datis_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_timeline_path_idx\` ON \`_datis_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_sidebar_rich_text_sections_order_idx\` ON \`_datis_v_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`_datis_v_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_sidebar_rich_text_order_idx\` ON \`_datis_v_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_sidebar_rich_text_parent_id_idx\` ON \`_datis_v_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_sidebar_rich_text_path_idx\` ON \`_datis_v_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_measure_cards_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_measure_cards_cards_order_idx\` ON \`_datis_v_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_measure_cards_cards_parent_id_idx\` ON \`_datis_v_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_measure_cards_cards_misura_idx\` ON \`_datis_v_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_measure_cards_cards_ente_promotore_idx\` ON \`_datis_v_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`_datis_v_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_measure_cards_cards_button_button_cms_pa_idx\` ON \`_datis_v_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_measure_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_measure_cards_order_idx\` ON \`_datis_v_blocks_measure_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_measure_cards_parent_id_idx\` ON \`_datis_v_blocks_measure_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_measure_cards_path_idx\` ON \`_datis_v_blocks_measure_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_beneficiary_content_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_beneficiary_content_items_order_idx\` ON \`_datis_v_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_beneficiary_content_items_parent_id_idx\` ON \`_datis_v_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_beneficiary_content_items_link_link_cms__idx\` ON \`_datis_v_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_beneficiary_content_order_idx\` ON \`_datis_v_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_beneficiary_content_parent_id_idx\` ON \`_datis_v_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_beneficiary_content_path_idx\` ON \`_datis_v_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_search_hero_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_datis_v_blocks_search_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_search_hero_types_order_idx\` ON \`_datis_v_blocks_search_hero_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_search_hero_types_parent_idx\` ON \`_datis_v_blocks_search_hero_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_search_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca nel sito',
  	\`description\` text,
  	\`show_suggestions\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_search_hero_order_idx\` ON \`_datis_v_blocks_search_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_search_hero_parent_id_idx\` ON \`_datis_v_blocks_search_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_search_hero_path_idx\` ON \`_datis_v_blocks_search_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti',
  	\`label\` text DEFAULT 'Scrivi la tua domanda',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_faq_search_order_idx\` ON \`_datis_v_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_faq_search_parent_id_idx\` ON \`_datis_v_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_faq_search_path_idx\` ON \`_datis_v_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_chart_kpi\` (
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
  	\`from_source\` text,
  	\`source_series\` text,
  	\`source_category\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v_blocks_chart\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_chart_kpi_order_idx\` ON \`_datis_v_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_chart_kpi_parent_id_idx\` ON \`_datis_v_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_chart\` (
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
  	\`source_url\` text,
  	\`source_category_column\` text,
  	\`source_series_column\` text,
  	\`source_value_columns\` text,
  	\`source_filter_column\` text,
  	\`source_filter_value\` text,
  	\`source_min_rows\` numeric DEFAULT 1,
  	\`source_changed_at\` text,
  	\`source_error\` text,
  	\`info\` text,
  	\`text_bottom\` text,
  	\`download_data\` integer DEFAULT true,
  	\`download_image\` integer DEFAULT true,
  	\`show_share\` integer DEFAULT true,
  	\`bg_transparent\` integer DEFAULT false,
  	\`title_big\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_chart_order_idx\` ON \`_datis_v_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_chart_parent_id_idx\` ON \`_datis_v_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_chart_path_idx\` ON \`_datis_v_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_chart_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text DEFAULT 'Progetti',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_chart_selector_order_idx\` ON \`_datis_v_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_chart_selector_parent_id_idx\` ON \`_datis_v_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_chart_selector_path_idx\` ON \`_datis_v_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_chart_tabs_tabs_order_idx\` ON \`_datis_v_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_chart_tabs_tabs_parent_id_idx\` ON \`_datis_v_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_chart_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_chart_tabs_order_idx\` ON \`_datis_v_blocks_chart_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_chart_tabs_parent_id_idx\` ON \`_datis_v_blocks_chart_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_chart_tabs_path_idx\` ON \`_datis_v_blocks_chart_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Iscriviti alla newsletter',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_newsletter_form_order_idx\` ON \`_datis_v_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_newsletter_form_parent_id_idx\` ON \`_datis_v_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_newsletter_form_path_idx\` ON \`_datis_v_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_territory_form_order_idx\` ON \`_datis_v_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_territory_form_parent_id_idx\` ON \`_datis_v_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_territory_form_path_idx\` ON \`_datis_v_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_blocks_support_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product\` text DEFAULT 'PA digitale 2026',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_support_request_form_order_idx\` ON \`_datis_v_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_support_request_form_parent_id_idx\` ON \`_datis_v_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_blocks_support_request_form_path_idx\` ON \`_datis_v_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_licenza\` text DEFAULT 'CC BY 4.0',
  	\`version_custom_update_date\` text,
  	\`version_tema\` text DEFAULT 'GOVE',
  	\`version_frequenza\` text DEFAULT 'MONTHLY',
  	\`version_fonte_url\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_meta_noindex\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_parent_idx\` ON \`_datis_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_version_version_slug_idx\` ON \`_datis_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_version_meta_version_meta_image_idx\` ON \`_datis_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_version_version_updated_at_idx\` ON \`_datis_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_version_version_created_at_idx\` ON \`_datis_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_version_version_deleted_at_idx\` ON \`_datis_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_version_version__status_idx\` ON \`_datis_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_created_at_idx\` ON \`_datis_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_updated_at_idx\` ON \`_datis_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_latest_idx\` ON \`_datis_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_autosave_idx\` ON \`_datis_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_datis_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	\`news_id\` integer,
  	\`resources_id\` integer,
  	\`guidelines_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_datis_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guidelines_id\`) REFERENCES \`guidelines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_datis_v_rels_order_idx\` ON \`_datis_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_rels_parent_idx\` ON \`_datis_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_rels_path_idx\` ON \`_datis_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_rels_ente_beneficiarios_id_idx\` ON \`_datis_v_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_rels_news_id_idx\` ON \`_datis_v_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_rels_resources_id_idx\` ON \`_datis_v_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_rels_guidelines_id_idx\` ON \`_datis_v_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`_datis_v_rels_faqs_id_idx\` ON \`_datis_v_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE TABLE \`_guidelines_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_descrizione\` text,
  	\`version_allegato_url\` text,
  	\`version_allegato_format\` text,
  	\`version_allegato_size\` numeric,
  	\`version_custom_update_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`guidelines\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_guidelines_v_parent_idx\` ON \`_guidelines_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_guidelines_v_version_version_updated_at_idx\` ON \`_guidelines_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_guidelines_v_version_version_created_at_idx\` ON \`_guidelines_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_guidelines_v_version_version_deleted_at_idx\` ON \`_guidelines_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_guidelines_v_version_version__status_idx\` ON \`_guidelines_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_guidelines_v_created_at_idx\` ON \`_guidelines_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_guidelines_v_updated_at_idx\` ON \`_guidelines_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_guidelines_v_latest_idx\` ON \`_guidelines_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_guidelines_v_autosave_idx\` ON \`_guidelines_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_updates_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_custom_update_date\` text,
  	\`version_cta_text\` text,
  	\`version_cta_cms_page_id\` integer,
  	\`version_cta_href\` text,
  	\`version_cta_target\` text DEFAULT '_self',
  	\`version_cta_icon\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`updates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cta_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_updates_v_parent_idx\` ON \`_updates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_updates_v_version_cta_version_cta_cms_page_idx\` ON \`_updates_v\` (\`version_cta_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_updates_v_version_version_updated_at_idx\` ON \`_updates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_updates_v_version_version_created_at_idx\` ON \`_updates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_updates_v_version_version_deleted_at_idx\` ON \`_updates_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_updates_v_version_version__status_idx\` ON \`_updates_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_updates_v_created_at_idx\` ON \`_updates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_updates_v_updated_at_idx\` ON \`_updates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_updates_v_latest_idx\` ON \`_updates_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_updates_v_autosave_idx\` ON \`_updates_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_updates_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_updates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_updates_v_rels_order_idx\` ON \`_updates_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_updates_v_rels_parent_idx\` ON \`_updates_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_updates_v_rels_path_idx\` ON \`_updates_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_updates_v_rels_ente_beneficiarios_id_idx\` ON \`_updates_v_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE TABLE \`_announcements_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_status\` text DEFAULT 'PUBBLICATO',
  	\`version_start_date\` text,
  	\`version_end_date\` text,
  	\`version_ente_promotore_id\` integer,
  	\`version_url\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_announcements_v_parent_idx\` ON \`_announcements_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_ente_promotore_idx\` ON \`_announcements_v\` (\`version_ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_updated_at_idx\` ON \`_announcements_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_created_at_idx\` ON \`_announcements_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_deleted_at_idx\` ON \`_announcements_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version__status_idx\` ON \`_announcements_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_created_at_idx\` ON \`_announcements_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_updated_at_idx\` ON \`_announcements_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_latest_idx\` ON \`_announcements_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_autosave_idx\` ON \`_announcements_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_announcements_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_announcements_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_announcements_v_texts_order_parent\` ON \`_announcements_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`prefix\` text DEFAULT 'documents',
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
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`source_states\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`label\` text,
  	\`ok\` integer DEFAULT true,
  	\`error\` text,
  	\`checked_at\` text,
  	\`good_at\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`source_states_key_idx\` ON \`source_states\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`source_states_ok_idx\` ON \`source_states\` (\`ok\`);`)
  await db.run(sql`CREATE INDEX \`source_states_updated_at_idx\` ON \`source_states\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`source_states_created_at_idx\` ON \`source_states\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_url\` text,
  	\`type\` text DEFAULT '301' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects_rels\` (
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`supportos_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`datis_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_pages_id_idx\` ON \`redirects_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_faqs_id_idx\` ON \`redirects_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_news_id_idx\` ON \`redirects_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_resources_id_idx\` ON \`redirects_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_supportos_id_idx\` ON \`redirects_rels\` (\`supportos_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_datis_id_idx\` ON \`redirects_rels\` (\`datis_id\`);`)
  await db.run(sql`CREATE TABLE \`header_sister_sites\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text NOT NULL,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_sister_sites_order_idx\` ON \`header_sister_sites\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_sister_sites_parent_id_idx\` ON \`header_sister_sites\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_sister_sites_link_link_cms_page_idx\` ON \`header_sister_sites\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`header_menu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text NOT NULL,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_menu_order_idx\` ON \`header_menu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_menu_parent_id_idx\` ON \`header_menu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_menu_link_link_cms_page_idx\` ON \`header_menu\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`header\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_name\` text DEFAULT 'Dipartimento per la trasformazione digitale' NOT NULL,
  	\`owner_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text NOT NULL,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_columns_links_order_idx\` ON \`footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_parent_id_idx\` ON \`footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_link_link_cms_page_idx\` ON \`footer_columns_links\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_columns_order_idx\` ON \`footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_parent_id_idx\` ON \`footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text NOT NULL,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_contacts_order_idx\` ON \`footer_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_contacts_parent_id_idx\` ON \`footer_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_contacts_link_link_cms_page_idx\` ON \`footer_contacts\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_social_order_idx\` ON \`footer_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_social_parent_id_idx\` ON \`footer_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_legal_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text\` text NOT NULL,
  	\`link_cms_page_id\` integer,
  	\`link_href\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`link_icon\` text,
  	\`element\` text,
  	FOREIGN KEY (\`link_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_legal_links_order_idx\` ON \`footer_legal_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_legal_links_parent_id_idx\` ON \`footer_legal_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_legal_links_link_link_cms_page_idx\` ON \`footer_legal_links\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contacts_title\` text DEFAULT 'Contatti',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reserved_area_url\` text,
  	\`accessibility_statement_url\` text,
  	\`statistics_url\` text,
  	\`italia_domani_name\` text DEFAULT 'Italia Domani' NOT NULL,
  	\`italia_domani_logo_id\` integer,
  	\`italia_domani_url\` text,
  	\`government_name\` text DEFAULT 'Dipartimento per la trasformazione digitale' NOT NULL,
  	\`government_logo_id\` integer,
  	\`government_url\` text,
  	\`analytics_site_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`italia_domani_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`government_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_italia_domani_italia_domani_logo_idx\` ON \`site_settings\` (\`italia_domani_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_government_government_logo_idx\` ON \`site_settings\` (\`government_logo_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_hero\`("_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name" FROM \`resources_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_hero\` RENAME TO \`resources_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_hero_order_idx\` ON \`resources_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_hero_parent_id_idx\` ON \`resources_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_hero_path_idx\` ON \`resources_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_hero_button_button_cms_page_idx\` ON \`resources_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_hero_image_idx\` ON \`resources_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "content", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "block_name" FROM \`resources_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_rich_text\` RENAME TO \`resources_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_rich_text_order_idx\` ON \`resources_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_rich_text_parent_id_idx\` ON \`resources_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_rich_text_path_idx\` ON \`resources_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info',
  	\`testo\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_alert\`("_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name" FROM \`resources_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_alert\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_alert\` RENAME TO \`resources_blocks_alert\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_alert_order_idx\` ON \`resources_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_alert_parent_id_idx\` ON \`resources_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_alert_path_idx\` ON \`resources_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_table_columns\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`resources_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_table_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_table_columns\` RENAME TO \`resources_blocks_table_columns\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_columns_order_idx\` ON \`resources_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_columns_parent_id_idx\` ON \`resources_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_table\`("_order", "_parent_id", "_path", "id", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "id", "caption", "block_name" FROM \`resources_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_table\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_table\` RENAME TO \`resources_blocks_table\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_order_idx\` ON \`resources_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_parent_id_idx\` ON \`resources_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_path_idx\` ON \`resources_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_single_image\`("_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name" FROM \`resources_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_single_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_single_image\` RENAME TO \`resources_blocks_single_image\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_single_image_order_idx\` ON \`resources_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_single_image_parent_id_idx\` ON \`resources_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_single_image_path_idx\` ON \`resources_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_single_image_image_idx\` ON \`resources_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`captions\` text,
  	\`poster\` text,
  	\`transcription\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_video_player\`("_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name" FROM \`resources_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_video_player\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_video_player\` RENAME TO \`resources_blocks_video_player\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_video_player_order_idx\` ON \`resources_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_video_player_parent_id_idx\` ON \`resources_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_video_player_path_idx\` ON \`resources_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_stepper_steps\`("_order", "_parent_id", "id", "step_title", "step_body") SELECT "_order", "_parent_id", "id", "step_title", "step_body" FROM \`resources_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_stepper_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_stepper_steps\` RENAME TO \`resources_blocks_stepper_steps\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_stepper_steps_order_idx\` ON \`resources_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_stepper_steps_parent_id_idx\` ON \`resources_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_stepper\`("_order", "_parent_id", "_path", "id", "layout", "block_name") SELECT "_order", "_parent_id", "_path", "id", "layout", "block_name" FROM \`resources_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_stepper\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_stepper\` RENAME TO \`resources_blocks_stepper\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_stepper_order_idx\` ON \`resources_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_stepper_parent_id_idx\` ON \`resources_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_stepper_path_idx\` ON \`resources_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_card_grid\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_card_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name" FROM \`resources_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_card_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_card_grid\` RENAME TO \`resources_blocks_card_grid\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_card_grid_order_idx\` ON \`resources_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_card_grid_parent_id_idx\` ON \`resources_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_card_grid_path_idx\` ON \`resources_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_announcements_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`layout\` text DEFAULT 'small',
  	\`source\` text DEFAULT 'cms',
  	\`ente_promotore_id\` integer,
  	\`only_open\` integer DEFAULT false,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure',
  	\`block_name\` text,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_announcements_grid\`("_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name" FROM \`resources_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_announcements_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_announcements_grid\` RENAME TO \`resources_blocks_announcements_grid\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_announcements_grid_order_idx\` ON \`resources_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_announcements_grid_parent_id_idx\` ON \`resources_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_announcements_grid_path_idx\` ON \`resources_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_announcements_grid_ente_promotore_idx\` ON \`resources_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_dated_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_dated_list_items\`("_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`resources_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_dated_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_dated_list_items\` RENAME TO \`resources_blocks_dated_list_items\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_items_order_idx\` ON \`resources_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_items_parent_id_idx\` ON \`resources_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_items_link_link_cms_page_idx\` ON \`resources_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_dated_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`resources_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_dated_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_dated_list\` RENAME TO \`resources_blocks_dated_list\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_order_idx\` ON \`resources_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_parent_id_idx\` ON \`resources_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_path_idx\` ON \`resources_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_link_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_link_list_items\`("_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category") SELECT "_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category" FROM \`resources_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_link_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_link_list_items\` RENAME TO \`resources_blocks_link_list_items\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_items_order_idx\` ON \`resources_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_items_parent_id_idx\` ON \`resources_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_items_link_link_cms_page_idx\` ON \`resources_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_link_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`resources_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_link_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_link_list\` RENAME TO \`resources_blocks_link_list\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_order_idx\` ON \`resources_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_parent_id_idx\` ON \`resources_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_path_idx\` ON \`resources_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`source\` text DEFAULT 'categoria',
  	\`category\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_faq_list\`("_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name" FROM \`resources_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_faq_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_faq_list\` RENAME TO \`resources_blocks_faq_list\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_list_order_idx\` ON \`resources_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_list_parent_id_idx\` ON \`resources_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_list_path_idx\` ON \`resources_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`show_last_items\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_updates_list\`("_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name" FROM \`resources_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_updates_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_updates_list\` RENAME TO \`resources_blocks_updates_list\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_updates_list_order_idx\` ON \`resources_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_updates_list_parent_id_idx\` ON \`resources_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_updates_list_path_idx\` ON \`resources_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`selection\` text DEFAULT 'latest_3',
  	\`columns\` text DEFAULT '3',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_news_list\`("_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name" FROM \`resources_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_news_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_news_list\` RENAME TO \`resources_blocks_news_list\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_news_list_order_idx\` ON \`resources_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_news_list_parent_id_idx\` ON \`resources_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_news_list_path_idx\` ON \`resources_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_image_text_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`cms_page_id\` integer,
  	\`href\` text,
  	\`target\` text DEFAULT '_self',
  	\`icon\` text,
  	FOREIGN KEY (\`cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_image_text_hero_links\`("_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon") SELECT "_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon" FROM \`resources_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_image_text_hero_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_image_text_hero_links\` RENAME TO \`resources_blocks_image_text_hero_links\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_links_order_idx\` ON \`resources_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_links_parent_id_idx\` ON \`resources_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_links_cms_page_idx\` ON \`resources_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_image_text_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_image_text_hero\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name" FROM \`resources_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_image_text_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_image_text_hero\` RENAME TO \`resources_blocks_image_text_hero\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_order_idx\` ON \`resources_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_parent_id_idx\` ON \`resources_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_path_idx\` ON \`resources_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_image_idx\` ON \`resources_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_split_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_split_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name" FROM \`resources_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_split_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_split_banner\` RENAME TO \`resources_blocks_split_banner\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_split_banner_order_idx\` ON \`resources_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_split_banner_parent_id_idx\` ON \`resources_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_split_banner_path_idx\` ON \`resources_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_split_banner_image_idx\` ON \`resources_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_split_banner_button_button_cms_page_idx\` ON \`resources_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name" FROM \`resources_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_banner\` RENAME TO \`resources_blocks_banner\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_banner_order_idx\` ON \`resources_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_banner_parent_id_idx\` ON \`resources_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_banner_path_idx\` ON \`resources_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_banner_button_button_cms_page_idx\` ON \`resources_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_image_text_column\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_image_text_column\`("_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name" FROM \`resources_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_image_text_column\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_image_text_column\` RENAME TO \`resources_blocks_image_text_column\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_column_order_idx\` ON \`resources_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_column_parent_id_idx\` ON \`resources_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_column_path_idx\` ON \`resources_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_column_image_idx\` ON \`resources_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_column_link_link_cms_page_idx\` ON \`resources_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '1',
  	\`content\` text,
  	\`second_column\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_text_columns\`("_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name" FROM \`resources_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_text_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_text_columns\` RENAME TO \`resources_blocks_text_columns\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_text_columns_order_idx\` ON \`resources_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_text_columns_parent_id_idx\` ON \`resources_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_text_columns_path_idx\` ON \`resources_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_image_grid_image_blocks\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_image_grid_image_blocks\`("_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target") SELECT "_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target" FROM \`resources_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_image_grid_image_blocks\` RENAME TO \`resources_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_image_blocks_order_idx\` ON \`resources_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_image_blocks_parent_id_idx\` ON \`resources_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_image_blocks_image_idx\` ON \`resources_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_image_blocks_link_link_cms_p_idx\` ON \`resources_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_image_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "block_name" FROM \`resources_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_image_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_image_grid\` RENAME TO \`resources_blocks_image_grid\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_order_idx\` ON \`resources_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_parent_id_idx\` ON \`resources_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_path_idx\` ON \`resources_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_benefits_items\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`resources_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_benefits_items\` RENAME TO \`resources_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_benefits_items_order_idx\` ON \`resources_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_benefits_items_parent_id_idx\` ON \`resources_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_benefits\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`resources_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_benefits\` RENAME TO \`resources_blocks_benefits\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_benefits_order_idx\` ON \`resources_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_benefits_parent_id_idx\` ON \`resources_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_benefits_path_idx\` ON \`resources_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date_label\` text,
  	\`title\` text,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_timeline_items\`("_order", "_parent_id", "id", "date_label", "title", "text", "is_current") SELECT "_order", "_parent_id", "id", "date_label", "title", "text", "is_current" FROM \`resources_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_timeline_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_timeline_items\` RENAME TO \`resources_blocks_timeline_items\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_timeline_items_order_idx\` ON \`resources_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_timeline_items_parent_id_idx\` ON \`resources_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_timeline\`("_order", "_parent_id", "_path", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "block_name" FROM \`resources_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_timeline\` RENAME TO \`resources_blocks_timeline\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_timeline_order_idx\` ON \`resources_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_timeline_parent_id_idx\` ON \`resources_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_timeline_path_idx\` ON \`resources_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_sidebar_rich_text_sections\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`resources_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_sidebar_rich_text_sections\` RENAME TO \`resources_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_sidebar_rich_text_sections_order_idx\` ON \`resources_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`resources_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_sidebar_rich_text\`("_order", "_parent_id", "_path", "id", "variant", "block_name") SELECT "_order", "_parent_id", "_path", "id", "variant", "block_name" FROM \`resources_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_sidebar_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_sidebar_rich_text\` RENAME TO \`resources_blocks_sidebar_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_sidebar_rich_text_order_idx\` ON \`resources_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_sidebar_rich_text_parent_id_idx\` ON \`resources_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_sidebar_rich_text_path_idx\` ON \`resources_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_measure_cards_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_measure_cards_cards\`("_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon") SELECT "_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon" FROM \`resources_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_measure_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_measure_cards_cards\` RENAME TO \`resources_blocks_measure_cards_cards\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_order_idx\` ON \`resources_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_parent_id_idx\` ON \`resources_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_misura_idx\` ON \`resources_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_ente_promotore_idx\` ON \`resources_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`resources_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_button_button_cms_p_idx\` ON \`resources_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_beneficiary_content_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_beneficiary_content_items\`("_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`resources_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_beneficiary_content_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_beneficiary_content_items\` RENAME TO \`resources_blocks_beneficiary_content_items\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_items_order_idx\` ON \`resources_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_items_parent_id_idx\` ON \`resources_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_items_link_link_cms_idx\` ON \`resources_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_beneficiary_content\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`resources_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_beneficiary_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_beneficiary_content\` RENAME TO \`resources_blocks_beneficiary_content\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_order_idx\` ON \`resources_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_parent_id_idx\` ON \`resources_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_path_idx\` ON \`resources_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti',
  	\`label\` text DEFAULT 'Scrivi la tua domanda',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_faq_search\`("_order", "_parent_id", "_path", "id", "title", "label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "label", "block_name" FROM \`resources_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_faq_search\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_faq_search\` RENAME TO \`resources_blocks_faq_search\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_search_order_idx\` ON \`resources_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_search_parent_id_idx\` ON \`resources_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_search_path_idx\` ON \`resources_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_chart_kpi\` (
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
  	\`from_source\` text,
  	\`source_series\` text,
  	\`source_category\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_chart\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_chart_kpi\`("_order", "_parent_id", "id", "label", "value", "background_color", "value_prefix", "value_suffix", "show_flow", "flow_value", "flow_direction", "flow_detail", "footer_text") SELECT "_order", "_parent_id", "id", "label", "value", "background_color", "value_prefix", "value_suffix", "show_flow", "flow_value", "flow_direction", "flow_detail", "footer_text" FROM \`resources_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_kpi\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_chart_kpi\` RENAME TO \`resources_blocks_chart_kpi\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_kpi_order_idx\` ON \`resources_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_kpi_parent_id_idx\` ON \`resources_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_chart\` (
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
  	\`source_url\` text,
  	\`source_category_column\` text,
  	\`source_series_column\` text,
  	\`source_value_columns\` text,
  	\`source_filter_column\` text,
  	\`source_filter_value\` text,
  	\`source_min_rows\` numeric DEFAULT 1,
  	\`source_changed_at\` text,
  	\`source_error\` text,
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_chart\`("_order", "_parent_id", "_path", "id", "anchor", "title", "subtitle", "summary", "chart_data_config", "chart_data_data", "info", "text_bottom", "download_data", "download_image", "show_share", "bg_transparent", "title_big", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "title", "subtitle", "summary", "chart_data_config", "chart_data_data", "info", "text_bottom", "download_data", "download_image", "show_share", "bg_transparent", "title_big", "block_name" FROM \`resources_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_chart\` RENAME TO \`resources_blocks_chart\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_order_idx\` ON \`resources_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_parent_id_idx\` ON \`resources_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_path_idx\` ON \`resources_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_chart_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text DEFAULT 'Progetti',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_chart_selector\`("_order", "_parent_id", "_path", "id", "title", "label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "label", "block_name" FROM \`resources_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_selector\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_chart_selector\` RENAME TO \`resources_blocks_chart_selector\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_selector_order_idx\` ON \`resources_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_selector_parent_id_idx\` ON \`resources_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_selector_path_idx\` ON \`resources_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_chart_tabs_tabs\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`resources_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_chart_tabs_tabs\` RENAME TO \`resources_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_tabs_tabs_order_idx\` ON \`resources_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_tabs_tabs_parent_id_idx\` ON \`resources_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_territory_form\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`resources_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_territory_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_territory_form\` RENAME TO \`resources_blocks_territory_form\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_territory_form_order_idx\` ON \`resources_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_territory_form_parent_id_idx\` ON \`resources_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_territory_form_path_idx\` ON \`resources_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_support_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text DEFAULT 'PA digitale 2026',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_support_request_form\`("_order", "_parent_id", "_path", "id", "product", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "product", "intro", "block_name" FROM \`resources_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_support_request_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_support_request_form\` RENAME TO \`resources_blocks_support_request_form\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_support_request_form_order_idx\` ON \`resources_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_support_request_form_parent_id_idx\` ON \`resources_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_support_request_form_path_idx\` ON \`resources_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`data\` text,
  	\`misura_id\` integer,
  	\`custom_update_date\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`meta_noindex\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources\`("id", "title", "slug", "summary", "data", "misura_id", "custom_update_date", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "summary", "data", "misura_id", "custom_update_date", "updated_at", "created_at", 'published' FROM \`resources\`;`)
  await db.run(sql`DROP TABLE \`resources\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources\` RENAME TO \`resources\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`resources_slug_idx\` ON \`resources\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`resources_misura_idx\` ON \`resources\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_meta_meta_image_idx\` ON \`resources\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_updated_at_idx\` ON \`resources\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`resources_created_at_idx\` ON \`resources\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`resources_deleted_at_idx\` ON \`resources\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`resources__status_idx\` ON \`resources\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_hero\`("_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name" FROM \`supportos_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_hero\` RENAME TO \`supportos_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_hero_order_idx\` ON \`supportos_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_hero_parent_id_idx\` ON \`supportos_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_hero_path_idx\` ON \`supportos_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_hero_button_button_cms_page_idx\` ON \`supportos_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_hero_image_idx\` ON \`supportos_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "content", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "block_name" FROM \`supportos_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_rich_text\` RENAME TO \`supportos_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_rich_text_order_idx\` ON \`supportos_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_rich_text_parent_id_idx\` ON \`supportos_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_rich_text_path_idx\` ON \`supportos_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info',
  	\`testo\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_alert\`("_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name" FROM \`supportos_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_alert\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_alert\` RENAME TO \`supportos_blocks_alert\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_alert_order_idx\` ON \`supportos_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_alert_parent_id_idx\` ON \`supportos_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_alert_path_idx\` ON \`supportos_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_table_columns\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`supportos_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_table_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_table_columns\` RENAME TO \`supportos_blocks_table_columns\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_columns_order_idx\` ON \`supportos_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_columns_parent_id_idx\` ON \`supportos_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_table\`("_order", "_parent_id", "_path", "id", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "id", "caption", "block_name" FROM \`supportos_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_table\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_table\` RENAME TO \`supportos_blocks_table\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_order_idx\` ON \`supportos_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_parent_id_idx\` ON \`supportos_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_path_idx\` ON \`supportos_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_single_image\`("_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name" FROM \`supportos_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_single_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_single_image\` RENAME TO \`supportos_blocks_single_image\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_single_image_order_idx\` ON \`supportos_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_single_image_parent_id_idx\` ON \`supportos_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_single_image_path_idx\` ON \`supportos_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_single_image_image_idx\` ON \`supportos_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`captions\` text,
  	\`poster\` text,
  	\`transcription\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_video_player\`("_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name" FROM \`supportos_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_video_player\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_video_player\` RENAME TO \`supportos_blocks_video_player\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_video_player_order_idx\` ON \`supportos_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_video_player_parent_id_idx\` ON \`supportos_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_video_player_path_idx\` ON \`supportos_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_stepper_steps\`("_order", "_parent_id", "id", "step_title", "step_body") SELECT "_order", "_parent_id", "id", "step_title", "step_body" FROM \`supportos_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_stepper_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_stepper_steps\` RENAME TO \`supportos_blocks_stepper_steps\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_stepper_steps_order_idx\` ON \`supportos_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_stepper_steps_parent_id_idx\` ON \`supportos_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_stepper\`("_order", "_parent_id", "_path", "id", "layout", "block_name") SELECT "_order", "_parent_id", "_path", "id", "layout", "block_name" FROM \`supportos_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_stepper\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_stepper\` RENAME TO \`supportos_blocks_stepper\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_stepper_order_idx\` ON \`supportos_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_stepper_parent_id_idx\` ON \`supportos_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_stepper_path_idx\` ON \`supportos_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_card_grid\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_card_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name" FROM \`supportos_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_card_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_card_grid\` RENAME TO \`supportos_blocks_card_grid\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_card_grid_order_idx\` ON \`supportos_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_card_grid_parent_id_idx\` ON \`supportos_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_card_grid_path_idx\` ON \`supportos_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_announcements_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`layout\` text DEFAULT 'small',
  	\`source\` text DEFAULT 'cms',
  	\`ente_promotore_id\` integer,
  	\`only_open\` integer DEFAULT false,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure',
  	\`block_name\` text,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_announcements_grid\`("_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name" FROM \`supportos_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_announcements_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_announcements_grid\` RENAME TO \`supportos_blocks_announcements_grid\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_announcements_grid_order_idx\` ON \`supportos_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_announcements_grid_parent_id_idx\` ON \`supportos_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_announcements_grid_path_idx\` ON \`supportos_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_announcements_grid_ente_promotore_idx\` ON \`supportos_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_dated_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_dated_list_items\`("_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`supportos_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_dated_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_dated_list_items\` RENAME TO \`supportos_blocks_dated_list_items\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_items_order_idx\` ON \`supportos_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_items_parent_id_idx\` ON \`supportos_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_items_link_link_cms_page_idx\` ON \`supportos_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_dated_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`supportos_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_dated_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_dated_list\` RENAME TO \`supportos_blocks_dated_list\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_order_idx\` ON \`supportos_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_parent_id_idx\` ON \`supportos_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_path_idx\` ON \`supportos_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_link_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_link_list_items\`("_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category") SELECT "_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category" FROM \`supportos_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_link_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_link_list_items\` RENAME TO \`supportos_blocks_link_list_items\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_items_order_idx\` ON \`supportos_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_items_parent_id_idx\` ON \`supportos_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_items_link_link_cms_page_idx\` ON \`supportos_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_link_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`supportos_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_link_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_link_list\` RENAME TO \`supportos_blocks_link_list\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_order_idx\` ON \`supportos_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_parent_id_idx\` ON \`supportos_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_path_idx\` ON \`supportos_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`source\` text DEFAULT 'categoria',
  	\`category\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_faq_list\`("_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name" FROM \`supportos_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_faq_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_faq_list\` RENAME TO \`supportos_blocks_faq_list\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_list_order_idx\` ON \`supportos_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_list_parent_id_idx\` ON \`supportos_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_list_path_idx\` ON \`supportos_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`show_last_items\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_updates_list\`("_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name" FROM \`supportos_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_updates_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_updates_list\` RENAME TO \`supportos_blocks_updates_list\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_updates_list_order_idx\` ON \`supportos_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_updates_list_parent_id_idx\` ON \`supportos_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_updates_list_path_idx\` ON \`supportos_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`selection\` text DEFAULT 'latest_3',
  	\`columns\` text DEFAULT '3',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_news_list\`("_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name" FROM \`supportos_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_news_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_news_list\` RENAME TO \`supportos_blocks_news_list\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_news_list_order_idx\` ON \`supportos_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_news_list_parent_id_idx\` ON \`supportos_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_news_list_path_idx\` ON \`supportos_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_image_text_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`cms_page_id\` integer,
  	\`href\` text,
  	\`target\` text DEFAULT '_self',
  	\`icon\` text,
  	FOREIGN KEY (\`cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_image_text_hero_links\`("_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon") SELECT "_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon" FROM \`supportos_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_image_text_hero_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_image_text_hero_links\` RENAME TO \`supportos_blocks_image_text_hero_links\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_links_order_idx\` ON \`supportos_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_links_parent_id_idx\` ON \`supportos_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_links_cms_page_idx\` ON \`supportos_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_image_text_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_image_text_hero\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name" FROM \`supportos_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_image_text_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_image_text_hero\` RENAME TO \`supportos_blocks_image_text_hero\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_order_idx\` ON \`supportos_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_parent_id_idx\` ON \`supportos_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_path_idx\` ON \`supportos_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_image_idx\` ON \`supportos_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_split_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_split_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name" FROM \`supportos_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_split_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_split_banner\` RENAME TO \`supportos_blocks_split_banner\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_split_banner_order_idx\` ON \`supportos_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_split_banner_parent_id_idx\` ON \`supportos_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_split_banner_path_idx\` ON \`supportos_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_split_banner_image_idx\` ON \`supportos_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_split_banner_button_button_cms_page_idx\` ON \`supportos_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name" FROM \`supportos_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_banner\` RENAME TO \`supportos_blocks_banner\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_banner_order_idx\` ON \`supportos_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_banner_parent_id_idx\` ON \`supportos_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_banner_path_idx\` ON \`supportos_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_banner_button_button_cms_page_idx\` ON \`supportos_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_image_text_column\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_image_text_column\`("_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name" FROM \`supportos_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_image_text_column\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_image_text_column\` RENAME TO \`supportos_blocks_image_text_column\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_column_order_idx\` ON \`supportos_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_column_parent_id_idx\` ON \`supportos_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_column_path_idx\` ON \`supportos_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_column_image_idx\` ON \`supportos_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_column_link_link_cms_page_idx\` ON \`supportos_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '1',
  	\`content\` text,
  	\`second_column\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_text_columns\`("_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name" FROM \`supportos_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_text_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_text_columns\` RENAME TO \`supportos_blocks_text_columns\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_text_columns_order_idx\` ON \`supportos_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_text_columns_parent_id_idx\` ON \`supportos_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_text_columns_path_idx\` ON \`supportos_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_image_grid_image_blocks\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_image_grid_image_blocks\`("_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target") SELECT "_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target" FROM \`supportos_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_image_grid_image_blocks\` RENAME TO \`supportos_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_image_blocks_order_idx\` ON \`supportos_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_image_blocks_parent_id_idx\` ON \`supportos_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_image_blocks_image_idx\` ON \`supportos_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_image_blocks_link_link_cms_p_idx\` ON \`supportos_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_image_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "block_name" FROM \`supportos_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_image_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_image_grid\` RENAME TO \`supportos_blocks_image_grid\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_order_idx\` ON \`supportos_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_parent_id_idx\` ON \`supportos_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_path_idx\` ON \`supportos_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_benefits_items\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`supportos_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_benefits_items\` RENAME TO \`supportos_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_benefits_items_order_idx\` ON \`supportos_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_benefits_items_parent_id_idx\` ON \`supportos_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_benefits\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`supportos_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_benefits\` RENAME TO \`supportos_blocks_benefits\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_benefits_order_idx\` ON \`supportos_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_benefits_parent_id_idx\` ON \`supportos_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_benefits_path_idx\` ON \`supportos_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date_label\` text,
  	\`title\` text,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_timeline_items\`("_order", "_parent_id", "id", "date_label", "title", "text", "is_current") SELECT "_order", "_parent_id", "id", "date_label", "title", "text", "is_current" FROM \`supportos_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_timeline_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_timeline_items\` RENAME TO \`supportos_blocks_timeline_items\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_timeline_items_order_idx\` ON \`supportos_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_timeline_items_parent_id_idx\` ON \`supportos_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_timeline\`("_order", "_parent_id", "_path", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "block_name" FROM \`supportos_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_timeline\` RENAME TO \`supportos_blocks_timeline\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_timeline_order_idx\` ON \`supportos_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_timeline_parent_id_idx\` ON \`supportos_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_timeline_path_idx\` ON \`supportos_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_sidebar_rich_text_sections\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`supportos_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_sidebar_rich_text_sections\` RENAME TO \`supportos_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_sidebar_rich_text_sections_order_idx\` ON \`supportos_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`supportos_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_sidebar_rich_text\`("_order", "_parent_id", "_path", "id", "variant", "block_name") SELECT "_order", "_parent_id", "_path", "id", "variant", "block_name" FROM \`supportos_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_sidebar_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_sidebar_rich_text\` RENAME TO \`supportos_blocks_sidebar_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_sidebar_rich_text_order_idx\` ON \`supportos_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_sidebar_rich_text_parent_id_idx\` ON \`supportos_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_sidebar_rich_text_path_idx\` ON \`supportos_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_measure_cards_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_measure_cards_cards\`("_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon") SELECT "_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon" FROM \`supportos_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_measure_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_measure_cards_cards\` RENAME TO \`supportos_blocks_measure_cards_cards\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_order_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_parent_id_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_misura_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_ente_promotore_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_button_button_cms_p_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_beneficiary_content_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_beneficiary_content_items\`("_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`supportos_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_beneficiary_content_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_beneficiary_content_items\` RENAME TO \`supportos_blocks_beneficiary_content_items\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_items_order_idx\` ON \`supportos_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_items_parent_id_idx\` ON \`supportos_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_items_link_link_cms_idx\` ON \`supportos_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_beneficiary_content\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`supportos_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_beneficiary_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_beneficiary_content\` RENAME TO \`supportos_blocks_beneficiary_content\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_order_idx\` ON \`supportos_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_parent_id_idx\` ON \`supportos_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_path_idx\` ON \`supportos_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti',
  	\`label\` text DEFAULT 'Scrivi la tua domanda',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_faq_search\`("_order", "_parent_id", "_path", "id", "title", "label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "label", "block_name" FROM \`supportos_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_faq_search\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_faq_search\` RENAME TO \`supportos_blocks_faq_search\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_search_order_idx\` ON \`supportos_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_search_parent_id_idx\` ON \`supportos_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_search_path_idx\` ON \`supportos_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_chart_kpi\` (
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
  	\`from_source\` text,
  	\`source_series\` text,
  	\`source_category\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_chart\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_chart_kpi\`("_order", "_parent_id", "id", "label", "value", "background_color", "value_prefix", "value_suffix", "show_flow", "flow_value", "flow_direction", "flow_detail", "footer_text") SELECT "_order", "_parent_id", "id", "label", "value", "background_color", "value_prefix", "value_suffix", "show_flow", "flow_value", "flow_direction", "flow_detail", "footer_text" FROM \`supportos_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_kpi\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_chart_kpi\` RENAME TO \`supportos_blocks_chart_kpi\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_kpi_order_idx\` ON \`supportos_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_kpi_parent_id_idx\` ON \`supportos_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_chart\` (
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
  	\`source_url\` text,
  	\`source_category_column\` text,
  	\`source_series_column\` text,
  	\`source_value_columns\` text,
  	\`source_filter_column\` text,
  	\`source_filter_value\` text,
  	\`source_min_rows\` numeric DEFAULT 1,
  	\`source_changed_at\` text,
  	\`source_error\` text,
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_chart\`("_order", "_parent_id", "_path", "id", "anchor", "title", "subtitle", "summary", "chart_data_config", "chart_data_data", "info", "text_bottom", "download_data", "download_image", "show_share", "bg_transparent", "title_big", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "title", "subtitle", "summary", "chart_data_config", "chart_data_data", "info", "text_bottom", "download_data", "download_image", "show_share", "bg_transparent", "title_big", "block_name" FROM \`supportos_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_chart\` RENAME TO \`supportos_blocks_chart\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_order_idx\` ON \`supportos_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_parent_id_idx\` ON \`supportos_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_path_idx\` ON \`supportos_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_chart_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text DEFAULT 'Progetti',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_chart_selector\`("_order", "_parent_id", "_path", "id", "title", "label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "label", "block_name" FROM \`supportos_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_selector\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_chart_selector\` RENAME TO \`supportos_blocks_chart_selector\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_selector_order_idx\` ON \`supportos_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_selector_parent_id_idx\` ON \`supportos_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_selector_path_idx\` ON \`supportos_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_chart_tabs_tabs\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`supportos_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_chart_tabs_tabs\` RENAME TO \`supportos_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_tabs_tabs_order_idx\` ON \`supportos_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_tabs_tabs_parent_id_idx\` ON \`supportos_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_territory_form\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`supportos_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_territory_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_territory_form\` RENAME TO \`supportos_blocks_territory_form\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_territory_form_order_idx\` ON \`supportos_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_territory_form_parent_id_idx\` ON \`supportos_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_territory_form_path_idx\` ON \`supportos_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_support_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text DEFAULT 'PA digitale 2026',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_support_request_form\`("_order", "_parent_id", "_path", "id", "product", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "product", "intro", "block_name" FROM \`supportos_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_support_request_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_support_request_form\` RENAME TO \`supportos_blocks_support_request_form\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_support_request_form_order_idx\` ON \`supportos_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_support_request_form_parent_id_idx\` ON \`supportos_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_support_request_form_path_idx\` ON \`supportos_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`custom_update_date\` text,
  	\`nascondi_valutazione\` integer DEFAULT false,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`meta_noindex\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos\`("id", "title", "slug", "custom_update_date", "nascondi_valutazione", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "custom_update_date", "nascondi_valutazione", "updated_at", "created_at", 'published' FROM \`supportos\`;`)
  await db.run(sql`DROP TABLE \`supportos\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos\` RENAME TO \`supportos\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`supportos_slug_idx\` ON \`supportos\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`supportos_meta_meta_image_idx\` ON \`supportos\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_updated_at_idx\` ON \`supportos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`supportos_created_at_idx\` ON \`supportos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`supportos_deleted_at_idx\` ON \`supportos\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`supportos__status_idx\` ON \`supportos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`format\` text,
  	\`size\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_files\`("_order", "_parent_id", "id", "title", "url", "format", "size") SELECT "_order", "_parent_id", "id", "title", "url", "format", "size" FROM \`datis_files\`;`)
  await db.run(sql`DROP TABLE \`datis_files\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_files\` RENAME TO \`datis_files\`;`)
  await db.run(sql`CREATE INDEX \`datis_files_order_idx\` ON \`datis_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_files_parent_id_idx\` ON \`datis_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_hero\`("_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name" FROM \`datis_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_hero\` RENAME TO \`datis_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_hero_order_idx\` ON \`datis_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_hero_parent_id_idx\` ON \`datis_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_hero_path_idx\` ON \`datis_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_hero_button_button_cms_page_idx\` ON \`datis_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_hero_image_idx\` ON \`datis_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "content", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "block_name" FROM \`datis_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_rich_text\` RENAME TO \`datis_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_rich_text_order_idx\` ON \`datis_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_rich_text_parent_id_idx\` ON \`datis_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_rich_text_path_idx\` ON \`datis_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`colore\` text DEFAULT 'info',
  	\`testo\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_alert\`("_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name" FROM \`datis_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_alert\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_alert\` RENAME TO \`datis_blocks_alert\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_alert_order_idx\` ON \`datis_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_alert_parent_id_idx\` ON \`datis_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_alert_path_idx\` ON \`datis_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_table_columns\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`datis_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_table_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_table_columns\` RENAME TO \`datis_blocks_table_columns\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_columns_order_idx\` ON \`datis_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_columns_parent_id_idx\` ON \`datis_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_table\`("_order", "_parent_id", "_path", "id", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "id", "caption", "block_name" FROM \`datis_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_table\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_table\` RENAME TO \`datis_blocks_table\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_order_idx\` ON \`datis_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_parent_id_idx\` ON \`datis_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_path_idx\` ON \`datis_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`didascalia\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_single_image\`("_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name" FROM \`datis_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_single_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_single_image\` RENAME TO \`datis_blocks_single_image\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_single_image_order_idx\` ON \`datis_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_single_image_parent_id_idx\` ON \`datis_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_single_image_path_idx\` ON \`datis_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_single_image_image_idx\` ON \`datis_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`captions\` text,
  	\`poster\` text,
  	\`transcription\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_video_player\`("_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name" FROM \`datis_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_video_player\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_video_player\` RENAME TO \`datis_blocks_video_player\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_video_player_order_idx\` ON \`datis_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_video_player_parent_id_idx\` ON \`datis_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_video_player_path_idx\` ON \`datis_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_stepper_steps\`("_order", "_parent_id", "id", "step_title", "step_body") SELECT "_order", "_parent_id", "id", "step_title", "step_body" FROM \`datis_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_stepper_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_stepper_steps\` RENAME TO \`datis_blocks_stepper_steps\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_stepper_steps_order_idx\` ON \`datis_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_stepper_steps_parent_id_idx\` ON \`datis_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_stepper\`("_order", "_parent_id", "_path", "id", "layout", "block_name") SELECT "_order", "_parent_id", "_path", "id", "layout", "block_name" FROM \`datis_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_stepper\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_stepper\` RENAME TO \`datis_blocks_stepper\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_stepper_order_idx\` ON \`datis_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_stepper_parent_id_idx\` ON \`datis_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_stepper_path_idx\` ON \`datis_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_card_grid\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_card_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name" FROM \`datis_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_card_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_card_grid\` RENAME TO \`datis_blocks_card_grid\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_card_grid_order_idx\` ON \`datis_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_card_grid_parent_id_idx\` ON \`datis_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_card_grid_path_idx\` ON \`datis_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_announcements_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`layout\` text DEFAULT 'small',
  	\`source\` text DEFAULT 'cms',
  	\`ente_promotore_id\` integer,
  	\`only_open\` integer DEFAULT false,
  	\`limit\` numeric,
  	\`all_announcements_url\` text DEFAULT 'https://padigitale2026.gov.it/misure',
  	\`block_name\` text,
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_announcements_grid\`("_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name" FROM \`datis_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_announcements_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_announcements_grid\` RENAME TO \`datis_blocks_announcements_grid\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_announcements_grid_order_idx\` ON \`datis_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_announcements_grid_parent_id_idx\` ON \`datis_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_announcements_grid_path_idx\` ON \`datis_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_announcements_grid_ente_promotore_idx\` ON \`datis_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_dated_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_dated_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_dated_list_items\`("_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`datis_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_dated_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_dated_list_items\` RENAME TO \`datis_blocks_dated_list_items\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_items_order_idx\` ON \`datis_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_items_parent_id_idx\` ON \`datis_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_items_link_link_cms_page_idx\` ON \`datis_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_dated_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_dated_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`datis_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_dated_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_dated_list\` RENAME TO \`datis_blocks_dated_list\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_order_idx\` ON \`datis_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_parent_id_idx\` ON \`datis_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_path_idx\` ON \`datis_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_link_list_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_link_list_items\`("_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category") SELECT "_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category" FROM \`datis_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_link_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_link_list_items\` RENAME TO \`datis_blocks_link_list_items\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_items_order_idx\` ON \`datis_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_items_parent_id_idx\` ON \`datis_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_items_link_link_cms_page_idx\` ON \`datis_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_link_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`datis_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_link_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_link_list\` RENAME TO \`datis_blocks_link_list\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_order_idx\` ON \`datis_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_parent_id_idx\` ON \`datis_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_path_idx\` ON \`datis_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`source\` text DEFAULT 'categoria',
  	\`category\` text,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_faq_list\`("_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name" FROM \`datis_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_faq_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_faq_list\` RENAME TO \`datis_blocks_faq_list\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_list_order_idx\` ON \`datis_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_list_parent_id_idx\` ON \`datis_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_list_path_idx\` ON \`datis_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_updates_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`show_last_items\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_updates_list\`("_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name" FROM \`datis_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_updates_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_updates_list\` RENAME TO \`datis_blocks_updates_list\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_updates_list_order_idx\` ON \`datis_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_updates_list_parent_id_idx\` ON \`datis_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_updates_list_path_idx\` ON \`datis_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`selection\` text DEFAULT 'latest_3',
  	\`columns\` text DEFAULT '3',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_news_list\`("_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name" FROM \`datis_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_news_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_news_list\` RENAME TO \`datis_blocks_news_list\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_news_list_order_idx\` ON \`datis_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_news_list_parent_id_idx\` ON \`datis_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_news_list_path_idx\` ON \`datis_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_image_text_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`cms_page_id\` integer,
  	\`href\` text,
  	\`target\` text DEFAULT '_self',
  	\`icon\` text,
  	FOREIGN KEY (\`cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_image_text_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_image_text_hero_links\`("_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon") SELECT "_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon" FROM \`datis_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_image_text_hero_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_image_text_hero_links\` RENAME TO \`datis_blocks_image_text_hero_links\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_links_order_idx\` ON \`datis_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_links_parent_id_idx\` ON \`datis_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_links_cms_page_idx\` ON \`datis_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_image_text_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_image_text_hero\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name" FROM \`datis_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_image_text_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_image_text_hero\` RENAME TO \`datis_blocks_image_text_hero\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_order_idx\` ON \`datis_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_parent_id_idx\` ON \`datis_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_path_idx\` ON \`datis_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_image_idx\` ON \`datis_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_split_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_split_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name" FROM \`datis_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_split_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_split_banner\` RENAME TO \`datis_blocks_split_banner\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_split_banner_order_idx\` ON \`datis_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_split_banner_parent_id_idx\` ON \`datis_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_split_banner_path_idx\` ON \`datis_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_split_banner_image_idx\` ON \`datis_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_split_banner_button_button_cms_page_idx\` ON \`datis_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_banner\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name" FROM \`datis_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_banner\` RENAME TO \`datis_blocks_banner\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_banner_order_idx\` ON \`datis_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_banner_parent_id_idx\` ON \`datis_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_banner_path_idx\` ON \`datis_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_banner_button_button_cms_page_idx\` ON \`datis_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_image_text_column\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_image_text_column\`("_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name" FROM \`datis_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_image_text_column\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_image_text_column\` RENAME TO \`datis_blocks_image_text_column\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_column_order_idx\` ON \`datis_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_column_parent_id_idx\` ON \`datis_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_column_path_idx\` ON \`datis_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_column_image_idx\` ON \`datis_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_column_link_link_cms_page_idx\` ON \`datis_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '1',
  	\`content\` text,
  	\`second_column\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_text_columns\`("_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name" FROM \`datis_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_text_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_text_columns\` RENAME TO \`datis_blocks_text_columns\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_text_columns_order_idx\` ON \`datis_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_text_columns_parent_id_idx\` ON \`datis_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_text_columns_path_idx\` ON \`datis_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_image_grid_image_blocks\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_image_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_image_grid_image_blocks\`("_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target") SELECT "_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target" FROM \`datis_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_image_grid_image_blocks\` RENAME TO \`datis_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_image_blocks_order_idx\` ON \`datis_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_image_blocks_parent_id_idx\` ON \`datis_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_image_blocks_image_idx\` ON \`datis_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_image_blocks_link_link_cms_page_idx\` ON \`datis_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_image_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '3',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_image_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "block_name" FROM \`datis_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_image_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_image_grid\` RENAME TO \`datis_blocks_image_grid\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_order_idx\` ON \`datis_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_parent_id_idx\` ON \`datis_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_path_idx\` ON \`datis_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_benefits_items\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`datis_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_benefits_items\` RENAME TO \`datis_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_benefits_items_order_idx\` ON \`datis_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_benefits_items_parent_id_idx\` ON \`datis_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_benefits\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`datis_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_benefits\` RENAME TO \`datis_blocks_benefits\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_benefits_order_idx\` ON \`datis_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_benefits_parent_id_idx\` ON \`datis_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_benefits_path_idx\` ON \`datis_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date_label\` text,
  	\`title\` text,
  	\`text\` text,
  	\`is_current\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_timeline_items\`("_order", "_parent_id", "id", "date_label", "title", "text", "is_current") SELECT "_order", "_parent_id", "id", "date_label", "title", "text", "is_current" FROM \`datis_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_timeline_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_timeline_items\` RENAME TO \`datis_blocks_timeline_items\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_timeline_items_order_idx\` ON \`datis_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_timeline_items_parent_id_idx\` ON \`datis_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_timeline\`("_order", "_parent_id", "_path", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "block_name" FROM \`datis_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_timeline\` RENAME TO \`datis_blocks_timeline\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_timeline_order_idx\` ON \`datis_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_timeline_parent_id_idx\` ON \`datis_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_timeline_path_idx\` ON \`datis_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_sidebar_rich_text_sections\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`datis_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_sidebar_rich_text_sections\` RENAME TO \`datis_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_sidebar_rich_text_sections_order_idx\` ON \`datis_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`datis_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_sidebar_rich_text\`("_order", "_parent_id", "_path", "id", "variant", "block_name") SELECT "_order", "_parent_id", "_path", "id", "variant", "block_name" FROM \`datis_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_sidebar_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_sidebar_rich_text\` RENAME TO \`datis_blocks_sidebar_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_sidebar_rich_text_order_idx\` ON \`datis_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_sidebar_rich_text_parent_id_idx\` ON \`datis_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_sidebar_rich_text_path_idx\` ON \`datis_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_measure_cards_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_measure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_measure_cards_cards\`("_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon") SELECT "_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon" FROM \`datis_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_measure_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_measure_cards_cards\` RENAME TO \`datis_blocks_measure_cards_cards\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_order_idx\` ON \`datis_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_parent_id_idx\` ON \`datis_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_misura_idx\` ON \`datis_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_ente_promotore_idx\` ON \`datis_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`datis_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_button_button_cms_page_idx\` ON \`datis_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_beneficiary_content_items\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_beneficiary_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_beneficiary_content_items\`("_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`datis_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_beneficiary_content_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_beneficiary_content_items\` RENAME TO \`datis_blocks_beneficiary_content_items\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_items_order_idx\` ON \`datis_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_items_parent_id_idx\` ON \`datis_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_items_link_link_cms_pag_idx\` ON \`datis_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_beneficiary_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_beneficiary_content\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`datis_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_beneficiary_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_beneficiary_content\` RENAME TO \`datis_blocks_beneficiary_content\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_order_idx\` ON \`datis_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_parent_id_idx\` ON \`datis_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_path_idx\` ON \`datis_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti',
  	\`label\` text DEFAULT 'Scrivi la tua domanda',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_faq_search\`("_order", "_parent_id", "_path", "id", "title", "label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "label", "block_name" FROM \`datis_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_faq_search\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_faq_search\` RENAME TO \`datis_blocks_faq_search\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_search_order_idx\` ON \`datis_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_search_parent_id_idx\` ON \`datis_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_search_path_idx\` ON \`datis_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_chart_kpi\` (
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
  	\`from_source\` text,
  	\`source_series\` text,
  	\`source_category\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_chart\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_chart_kpi\`("_order", "_parent_id", "id", "label", "value", "background_color", "value_prefix", "value_suffix", "show_flow", "flow_value", "flow_direction", "flow_detail", "footer_text") SELECT "_order", "_parent_id", "id", "label", "value", "background_color", "value_prefix", "value_suffix", "show_flow", "flow_value", "flow_direction", "flow_detail", "footer_text" FROM \`datis_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_kpi\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_chart_kpi\` RENAME TO \`datis_blocks_chart_kpi\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_kpi_order_idx\` ON \`datis_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_kpi_parent_id_idx\` ON \`datis_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_chart\` (
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
  	\`source_url\` text,
  	\`source_category_column\` text,
  	\`source_series_column\` text,
  	\`source_value_columns\` text,
  	\`source_filter_column\` text,
  	\`source_filter_value\` text,
  	\`source_min_rows\` numeric DEFAULT 1,
  	\`source_changed_at\` text,
  	\`source_error\` text,
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_chart\`("_order", "_parent_id", "_path", "id", "anchor", "title", "subtitle", "summary", "chart_data_config", "chart_data_data", "info", "text_bottom", "download_data", "download_image", "show_share", "bg_transparent", "title_big", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "title", "subtitle", "summary", "chart_data_config", "chart_data_data", "info", "text_bottom", "download_data", "download_image", "show_share", "bg_transparent", "title_big", "block_name" FROM \`datis_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_chart\` RENAME TO \`datis_blocks_chart\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_order_idx\` ON \`datis_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_parent_id_idx\` ON \`datis_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_path_idx\` ON \`datis_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_chart_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text DEFAULT 'Progetti',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_chart_selector\`("_order", "_parent_id", "_path", "id", "title", "label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "label", "block_name" FROM \`datis_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_selector\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_chart_selector\` RENAME TO \`datis_blocks_chart_selector\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_selector_order_idx\` ON \`datis_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_selector_parent_id_idx\` ON \`datis_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_selector_path_idx\` ON \`datis_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_chart_tabs_tabs\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`datis_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_chart_tabs_tabs\` RENAME TO \`datis_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_tabs_tabs_order_idx\` ON \`datis_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_tabs_tabs_parent_id_idx\` ON \`datis_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_territory_form\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`datis_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_territory_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_territory_form\` RENAME TO \`datis_blocks_territory_form\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_territory_form_order_idx\` ON \`datis_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_territory_form_parent_id_idx\` ON \`datis_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_territory_form_path_idx\` ON \`datis_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_support_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text DEFAULT 'PA digitale 2026',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_support_request_form\`("_order", "_parent_id", "_path", "id", "product", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "product", "intro", "block_name" FROM \`datis_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_support_request_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_support_request_form\` RENAME TO \`datis_blocks_support_request_form\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_support_request_form_order_idx\` ON \`datis_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_support_request_form_parent_id_idx\` ON \`datis_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_support_request_form_path_idx\` ON \`datis_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`licenza\` text DEFAULT 'CC BY 4.0',
  	\`custom_update_date\` text,
  	\`tema\` text DEFAULT 'GOVE',
  	\`frequenza\` text DEFAULT 'MONTHLY',
  	\`fonte_url\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`meta_noindex\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis\`("id", "title", "slug", "summary", "description", "licenza", "custom_update_date", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "summary", "description", "licenza", "custom_update_date", "updated_at", "created_at", 'published' FROM \`datis\`;`)
  await db.run(sql`DROP TABLE \`datis\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis\` RENAME TO \`datis\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`datis_slug_idx\` ON \`datis\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`datis_meta_meta_image_idx\` ON \`datis\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_updated_at_idx\` ON \`datis\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`datis_created_at_idx\` ON \`datis\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`datis_deleted_at_idx\` ON \`datis\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`datis__status_idx\` ON \`datis\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_guidelines\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`descrizione\` text,
  	\`allegato_url\` text,
  	\`allegato_format\` text,
  	\`allegato_size\` numeric,
  	\`custom_update_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_guidelines\`("id", "title", "descrizione", "allegato_url", "allegato_format", "allegato_size", "custom_update_date", "updated_at", "created_at", "_status") SELECT "id", "title", "descrizione", "allegato_url", "allegato_format", "allegato_size", "custom_update_date", "updated_at", "created_at", 'published' FROM \`guidelines\`;`)
  await db.run(sql`DROP TABLE \`guidelines\`;`)
  await db.run(sql`ALTER TABLE \`__new_guidelines\` RENAME TO \`guidelines\`;`)
  await db.run(sql`CREATE INDEX \`guidelines_updated_at_idx\` ON \`guidelines\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`guidelines_created_at_idx\` ON \`guidelines\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`guidelines_deleted_at_idx\` ON \`guidelines\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`guidelines__status_idx\` ON \`guidelines\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_updates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`custom_update_date\` text,
  	\`cta_text\` text,
  	\`cta_cms_page_id\` integer,
  	\`cta_href\` text,
  	\`cta_target\` text DEFAULT '_self',
  	\`cta_icon\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cta_cms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_updates\`("id", "title", "custom_update_date", "cta_text", "cta_cms_page_id", "cta_href", "cta_target", "cta_icon", "updated_at", "created_at", "_status") SELECT "id", "title", "custom_update_date", "cta_text", "cta_cms_page_id", "cta_href", "cta_target", "cta_icon", "updated_at", "created_at", 'published' FROM \`updates\`;`)
  await db.run(sql`DROP TABLE \`updates\`;`)
  await db.run(sql`ALTER TABLE \`__new_updates\` RENAME TO \`updates\`;`)
  await db.run(sql`CREATE INDEX \`updates_cta_cta_cms_page_idx\` ON \`updates\` (\`cta_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`updates_updated_at_idx\` ON \`updates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`updates_created_at_idx\` ON \`updates\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`updates_deleted_at_idx\` ON \`updates\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`updates__status_idx\` ON \`updates\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_announcements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`status\` text DEFAULT 'PUBBLICATO',
  	\`start_date\` text,
  	\`end_date\` text,
  	\`ente_promotore_id\` integer,
  	\`url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_announcements\`("id", "name", "status", "start_date", "end_date", "ente_promotore_id", "url", "updated_at", "created_at", "_status") SELECT "id", "name", "status", "start_date", "end_date", "ente_promotore_id", "url", "updated_at", "created_at", 'published' FROM \`announcements\`;`)
  await db.run(sql`DROP TABLE \`announcements\`;`)
  await db.run(sql`ALTER TABLE \`__new_announcements\` RENAME TO \`announcements\`;`)
  await db.run(sql`CREATE INDEX \`announcements_ente_promotore_idx\` ON \`announcements\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`announcements_updated_at_idx\` ON \`announcements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`announcements_created_at_idx\` ON \`announcements\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`announcements_deleted_at_idx\` ON \`announcements\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`announcements__status_idx\` ON \`announcements\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video_player\` ADD \`captions\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video_player\` ADD \`poster\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_announcements_grid\` ADD \`source\` text DEFAULT 'cms';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_announcements_grid\` ADD \`only_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart_kpi\` ADD \`from_source\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart_kpi\` ADD \`source_series\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart_kpi\` ADD \`source_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` ADD \`source_url\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` ADD \`source_category_column\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` ADD \`source_series_column\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` ADD \`source_value_columns\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` ADD \`source_filter_column\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` ADD \`source_filter_value\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` ADD \`source_min_rows\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` ADD \`source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` ADD \`source_error\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`parent_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_noindex\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`pages_parent_idx\` ON \`pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_deleted_at_idx\` ON \`pages\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video_player\` ADD \`captions\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video_player\` ADD \`poster\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_announcements_grid\` ADD \`source\` text DEFAULT 'cms';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_announcements_grid\` ADD \`only_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart_kpi\` ADD \`from_source\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart_kpi\` ADD \`source_series\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart_kpi\` ADD \`source_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` ADD \`source_url\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` ADD \`source_category_column\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` ADD \`source_series_column\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` ADD \`source_value_columns\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` ADD \`source_filter_column\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` ADD \`source_filter_value\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` ADD \`source_min_rows\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` ADD \`source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` ADD \`source_error\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_parent_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_noindex\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_parent_idx\` ON \`_pages_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_deleted_at_idx\` ON \`_pages_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_video_player\` ADD \`captions\` text;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_video_player\` ADD \`poster\` text;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_announcements_grid\` ADD \`source\` text DEFAULT 'cms';`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_announcements_grid\` ADD \`only_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart_kpi\` ADD \`from_source\` text;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart_kpi\` ADD \`source_series\` text;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart_kpi\` ADD \`source_category\` text;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` ADD \`source_url\` text;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` ADD \`source_category_column\` text;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` ADD \`source_series_column\` text;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` ADD \`source_value_columns\` text;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` ADD \`source_filter_column\` text;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` ADD \`source_filter_value\` text;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` ADD \`source_min_rows\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` ADD \`source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` ADD \`source_error\` text;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`meta_noindex\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`faqs_meta_meta_image_idx\` ON \`faqs\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_deleted_at_idx\` ON \`faqs\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_video_player\` ADD \`captions\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_video_player\` ADD \`poster\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_announcements_grid\` ADD \`source\` text DEFAULT 'cms';`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_announcements_grid\` ADD \`only_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart_kpi\` ADD \`from_source\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart_kpi\` ADD \`source_series\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart_kpi\` ADD \`source_category\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` ADD \`source_url\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` ADD \`source_category_column\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` ADD \`source_series_column\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` ADD \`source_value_columns\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` ADD \`source_filter_column\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` ADD \`source_filter_value\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` ADD \`source_min_rows\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` ADD \`source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` ADD \`source_error\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version_meta_noindex\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_meta_version_meta_image_idx\` ON \`_faqs_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_deleted_at_idx\` ON \`_faqs_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_autosave_idx\` ON \`_faqs_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`news_blocks_video_player\` ADD \`captions\` text;`)
  await db.run(sql`ALTER TABLE \`news_blocks_video_player\` ADD \`poster\` text;`)
  await db.run(sql`ALTER TABLE \`news_blocks_announcements_grid\` ADD \`source\` text DEFAULT 'cms';`)
  await db.run(sql`ALTER TABLE \`news_blocks_announcements_grid\` ADD \`only_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart_kpi\` ADD \`from_source\` text;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart_kpi\` ADD \`source_series\` text;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart_kpi\` ADD \`source_category\` text;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` ADD \`source_url\` text;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` ADD \`source_category_column\` text;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` ADD \`source_series_column\` text;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` ADD \`source_value_columns\` text;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` ADD \`source_filter_column\` text;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` ADD \`source_filter_value\` text;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` ADD \`source_min_rows\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` ADD \`source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` ADD \`source_error\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`meta_noindex\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_deleted_at_idx\` ON \`news\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_video_player\` ADD \`captions\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_video_player\` ADD \`poster\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_announcements_grid\` ADD \`source\` text DEFAULT 'cms';`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_announcements_grid\` ADD \`only_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart_kpi\` ADD \`from_source\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart_kpi\` ADD \`source_series\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart_kpi\` ADD \`source_category\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` ADD \`source_url\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` ADD \`source_category_column\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` ADD \`source_series_column\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` ADD \`source_value_columns\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` ADD \`source_filter_column\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` ADD \`source_filter_value\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` ADD \`source_min_rows\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` ADD \`source_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` ADD \`source_error\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_meta_noindex\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_image_idx\` ON \`_news_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_meta_version_meta_image_idx\` ON \`_news_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_deleted_at_idx\` ON \`_news_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_autosave_idx\` ON \`_news_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`role\` text DEFAULT 'redattore' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`source_states_id\` integer REFERENCES source_states(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_source_states_id_idx\` ON \`payload_locked_documents_rels\` (\`source_states_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`UPDATE \`users\` SET \`role\` = 'amministratore';`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_consent_settings\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_search_hero_types\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_search_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_consent_settings\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_search_hero_types\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_search_hero\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_consent_settings\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_search_hero_types\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_search_hero\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_consent_settings\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_search_hero_types\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_blocks_search_hero\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_consent_settings\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_search_hero_types\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_search_hero\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_consent_settings\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_search_hero_types\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_search_hero\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_consent_settings\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_search_hero_types\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_search_hero\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_page_header\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_consent_settings\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_card_grid_cards\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_measure_cards\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_search_hero_types\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_search_hero\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`_resources_v\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_rels\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_consent_settings\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_search_hero_types\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_search_hero\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_page_header\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_consent_settings\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_card_grid_cards\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_measure_cards\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_search_hero_types\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_search_hero\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v\`;`)
  await db.run(sql`DROP TABLE \`_supportos_v_rels\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_consent_settings\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_search_hero_types\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_search_hero\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_version_files\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_page_header\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_consent_settings\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_card_grid_cards\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_measure_cards\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_search_hero_types\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_search_hero\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`_datis_v\`;`)
  await db.run(sql`DROP TABLE \`_datis_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_guidelines_v\`;`)
  await db.run(sql`DROP TABLE \`_updates_v\`;`)
  await db.run(sql`DROP TABLE \`_updates_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_announcements_v\`;`)
  await db.run(sql`DROP TABLE \`_announcements_v_texts\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`source_states\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`header_sister_sites\`;`)
  await db.run(sql`DROP TABLE \`header_menu\`;`)
  await db.run(sql`DROP TABLE \`header\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`footer_columns\`;`)
  await db.run(sql`DROP TABLE \`footer_contacts\`;`)
  await db.run(sql`DROP TABLE \`footer_social\`;`)
  await db.run(sql`DROP TABLE \`footer_legal_links\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "slug", "category", "misura_id", "custom_update_date", "nascondi_valutazione", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "category", "misura_id", "custom_update_date", "nascondi_valutazione", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_misura_idx\` ON \`pages\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
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
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_title", "version_slug", "version_category", "version_misura_id", "version_custom_update_date", "version_nascondi_valutazione", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_category", "version_misura_id", "version_custom_update_date", "version_nascondi_valutazione", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_misura_idx\` ON \`_pages_v\` (\`version_misura_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
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
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "title", "slug", "category", "misura_id", "custom_update_date", "nascondi_valutazione", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "category", "misura_id", "custom_update_date", "nascondi_valutazione", "updated_at", "created_at", "_status" FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_slug_idx\` ON \`faqs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`faqs_misura_idx\` ON \`faqs\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs__status_idx\` ON \`faqs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__faqs_v\` (
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
  await db.run(sql`INSERT INTO \`__new__faqs_v\`("id", "parent_id", "version_title", "version_slug", "version_category", "version_misura_id", "version_custom_update_date", "version_nascondi_valutazione", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_category", "version_misura_id", "version_custom_update_date", "version_nascondi_valutazione", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__faqs_v\` RENAME TO \`_faqs_v\`;`)
  await db.run(sql`CREATE INDEX \`_faqs_v_parent_idx\` ON \`_faqs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_slug_idx\` ON \`_faqs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_misura_idx\` ON \`_faqs_v\` (\`version_misura_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_updated_at_idx\` ON \`_faqs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_created_at_idx\` ON \`_faqs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version__status_idx\` ON \`_faqs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_created_at_idx\` ON \`_faqs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_updated_at_idx\` ON \`_faqs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_latest_idx\` ON \`_faqs_v\` (\`latest\`);`)
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
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "slug", "summary", "category", "custom_update_date", "external_link", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "summary", "category", "custom_update_date", "external_link", "updated_at", "created_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
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
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_title", "version_slug", "version_summary", "version_category", "version_custom_update_date", "version_external_link", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_summary", "version_category", "version_custom_update_date", "version_external_link", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources\` (
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
  await db.run(sql`INSERT INTO \`__new_resources\`("id", "title", "slug", "summary", "data", "misura_id", "custom_update_date", "updated_at", "created_at") SELECT "id", "title", "slug", "summary", "data", "misura_id", "custom_update_date", "updated_at", "created_at" FROM \`resources\`;`)
  await db.run(sql`DROP TABLE \`resources\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources\` RENAME TO \`resources\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`resources_slug_idx\` ON \`resources\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`resources_misura_idx\` ON \`resources\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_updated_at_idx\` ON \`resources\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`resources_created_at_idx\` ON \`resources\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`custom_update_date\` text,
  	\`nascondi_valutazione\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos\`("id", "title", "slug", "custom_update_date", "nascondi_valutazione", "updated_at", "created_at") SELECT "id", "title", "slug", "custom_update_date", "nascondi_valutazione", "updated_at", "created_at" FROM \`supportos\`;`)
  await db.run(sql`DROP TABLE \`supportos\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos\` RENAME TO \`supportos\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`supportos_slug_idx\` ON \`supportos\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`supportos_updated_at_idx\` ON \`supportos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`supportos_created_at_idx\` ON \`supportos\` (\`created_at\`);`)
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
  await db.run(sql`INSERT INTO \`__new_datis\`("id", "title", "slug", "summary", "description", "licenza", "custom_update_date", "updated_at", "created_at") SELECT "id", "title", "slug", "summary", "description", "licenza", "custom_update_date", "updated_at", "created_at" FROM \`datis\`;`)
  await db.run(sql`DROP TABLE \`datis\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis\` RENAME TO \`datis\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`datis_slug_idx\` ON \`datis\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`datis_updated_at_idx\` ON \`datis\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`datis_created_at_idx\` ON \`datis\` (\`created_at\`);`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "faqs_id", "news_id", "resources_id", "supportos_id", "datis_id", "guidelines_id", "updates_id", "announcements_id", "ente_beneficiarios_id", "ente_promotores_id", "misuras_id", "media_id", "legacy_redirects_id", "newsletter_subscriptions_id", "feedbacks_id", "users_id", "territory_requests_id", "support_requests_id", "once_keys_id") SELECT "id", "order", "parent_id", "path", "pages_id", "faqs_id", "news_id", "resources_id", "supportos_id", "datis_id", "guidelines_id", "updates_id", "announcements_id", "ente_beneficiarios_id", "ente_promotores_id", "misuras_id", "media_id", "legacy_redirects_id", "newsletter_subscriptions_id", "feedbacks_id", "users_id", "territory_requests_id", "support_requests_id", "once_keys_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legacy_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`legacy_redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedbacks_id_idx\` ON \`payload_locked_documents_rels\` (\`feedbacks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_territory_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`territory_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`support_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_once_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`once_keys_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_guidelines\` (
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
  await db.run(sql`INSERT INTO \`__new_guidelines\`("id", "title", "descrizione", "allegato_url", "allegato_format", "allegato_size", "custom_update_date", "updated_at", "created_at") SELECT "id", "title", "descrizione", "allegato_url", "allegato_format", "allegato_size", "custom_update_date", "updated_at", "created_at" FROM \`guidelines\`;`)
  await db.run(sql`DROP TABLE \`guidelines\`;`)
  await db.run(sql`ALTER TABLE \`__new_guidelines\` RENAME TO \`guidelines\`;`)
  await db.run(sql`CREATE INDEX \`guidelines_updated_at_idx\` ON \`guidelines\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`guidelines_created_at_idx\` ON \`guidelines\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_updates\` (
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
  await db.run(sql`INSERT INTO \`__new_updates\`("id", "title", "custom_update_date", "cta_text", "cta_cms_page_id", "cta_href", "cta_target", "cta_icon", "updated_at", "created_at") SELECT "id", "title", "custom_update_date", "cta_text", "cta_cms_page_id", "cta_href", "cta_target", "cta_icon", "updated_at", "created_at" FROM \`updates\`;`)
  await db.run(sql`DROP TABLE \`updates\`;`)
  await db.run(sql`ALTER TABLE \`__new_updates\` RENAME TO \`updates\`;`)
  await db.run(sql`CREATE INDEX \`updates_cta_cta_cms_page_idx\` ON \`updates\` (\`cta_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`updates_updated_at_idx\` ON \`updates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`updates_created_at_idx\` ON \`updates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_announcements\` (
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
  await db.run(sql`INSERT INTO \`__new_announcements\`("id", "name", "status", "start_date", "end_date", "ente_promotore_id", "url", "updated_at", "created_at") SELECT "id", "name", "status", "start_date", "end_date", "ente_promotore_id", "url", "updated_at", "created_at" FROM \`announcements\`;`)
  await db.run(sql`DROP TABLE \`announcements\`;`)
  await db.run(sql`ALTER TABLE \`__new_announcements\` RENAME TO \`announcements\`;`)
  await db.run(sql`CREATE INDEX \`announcements_ente_promotore_idx\` ON \`announcements\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`announcements_updated_at_idx\` ON \`announcements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`announcements_created_at_idx\` ON \`announcements\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_hero\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_hero\`("_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name" FROM \`resources_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_hero\` RENAME TO \`resources_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_hero_order_idx\` ON \`resources_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_hero_parent_id_idx\` ON \`resources_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_hero_path_idx\` ON \`resources_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_hero_button_button_cms_page_idx\` ON \`resources_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_hero_image_idx\` ON \`resources_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "content", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "block_name" FROM \`resources_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_rich_text\` RENAME TO \`resources_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_rich_text_order_idx\` ON \`resources_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_rich_text_parent_id_idx\` ON \`resources_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_rich_text_path_idx\` ON \`resources_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_alert\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_alert\`("_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name" FROM \`resources_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_alert\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_alert\` RENAME TO \`resources_blocks_alert\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_alert_order_idx\` ON \`resources_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_alert_parent_id_idx\` ON \`resources_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_alert_path_idx\` ON \`resources_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_table_columns\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`resources_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_table_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_table_columns\` RENAME TO \`resources_blocks_table_columns\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_columns_order_idx\` ON \`resources_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_columns_parent_id_idx\` ON \`resources_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_table\`("_order", "_parent_id", "_path", "id", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "id", "caption", "block_name" FROM \`resources_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_table\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_table\` RENAME TO \`resources_blocks_table\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_order_idx\` ON \`resources_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_parent_id_idx\` ON \`resources_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_table_path_idx\` ON \`resources_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_single_image\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_single_image\`("_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name" FROM \`resources_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_single_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_single_image\` RENAME TO \`resources_blocks_single_image\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_single_image_order_idx\` ON \`resources_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_single_image_parent_id_idx\` ON \`resources_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_single_image_path_idx\` ON \`resources_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_single_image_image_idx\` ON \`resources_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_video_player\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_video_player\`("_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name" FROM \`resources_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_video_player\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_video_player\` RENAME TO \`resources_blocks_video_player\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_video_player_order_idx\` ON \`resources_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_video_player_parent_id_idx\` ON \`resources_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_video_player_path_idx\` ON \`resources_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text NOT NULL,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_stepper_steps\`("_order", "_parent_id", "id", "step_title", "step_body") SELECT "_order", "_parent_id", "id", "step_title", "step_body" FROM \`resources_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_stepper_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_stepper_steps\` RENAME TO \`resources_blocks_stepper_steps\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_stepper_steps_order_idx\` ON \`resources_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_stepper_steps_parent_id_idx\` ON \`resources_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_stepper\`("_order", "_parent_id", "_path", "id", "layout", "block_name") SELECT "_order", "_parent_id", "_path", "id", "layout", "block_name" FROM \`resources_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_stepper\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_stepper\` RENAME TO \`resources_blocks_stepper\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_stepper_order_idx\` ON \`resources_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_stepper_parent_id_idx\` ON \`resources_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_stepper_path_idx\` ON \`resources_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_card_grid\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_card_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name" FROM \`resources_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_card_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_card_grid\` RENAME TO \`resources_blocks_card_grid\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_card_grid_order_idx\` ON \`resources_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_card_grid_parent_id_idx\` ON \`resources_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_card_grid_path_idx\` ON \`resources_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_announcements_grid\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_announcements_grid\`("_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name" FROM \`resources_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_announcements_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_announcements_grid\` RENAME TO \`resources_blocks_announcements_grid\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_announcements_grid_order_idx\` ON \`resources_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_announcements_grid_parent_id_idx\` ON \`resources_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_announcements_grid_path_idx\` ON \`resources_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_announcements_grid_ente_promotore_idx\` ON \`resources_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_dated_list_items\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_dated_list_items\`("_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`resources_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_dated_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_dated_list_items\` RENAME TO \`resources_blocks_dated_list_items\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_items_order_idx\` ON \`resources_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_items_parent_id_idx\` ON \`resources_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_items_link_link_cms_page_idx\` ON \`resources_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_dated_list\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_dated_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`resources_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_dated_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_dated_list\` RENAME TO \`resources_blocks_dated_list\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_order_idx\` ON \`resources_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_parent_id_idx\` ON \`resources_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_dated_list_path_idx\` ON \`resources_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_link_list_items\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_link_list_items\`("_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category") SELECT "_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category" FROM \`resources_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_link_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_link_list_items\` RENAME TO \`resources_blocks_link_list_items\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_items_order_idx\` ON \`resources_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_items_parent_id_idx\` ON \`resources_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_items_link_link_cms_page_idx\` ON \`resources_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_link_list\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_link_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`resources_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_link_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_link_list\` RENAME TO \`resources_blocks_link_list\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_order_idx\` ON \`resources_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_parent_id_idx\` ON \`resources_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_link_list_path_idx\` ON \`resources_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_faq_list\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_faq_list\`("_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name" FROM \`resources_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_faq_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_faq_list\` RENAME TO \`resources_blocks_faq_list\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_list_order_idx\` ON \`resources_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_list_parent_id_idx\` ON \`resources_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_list_path_idx\` ON \`resources_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_updates_list\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_updates_list\`("_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name" FROM \`resources_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_updates_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_updates_list\` RENAME TO \`resources_blocks_updates_list\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_updates_list_order_idx\` ON \`resources_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_updates_list_parent_id_idx\` ON \`resources_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_updates_list_path_idx\` ON \`resources_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_news_list\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_news_list\`("_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name" FROM \`resources_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_news_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_news_list\` RENAME TO \`resources_blocks_news_list\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_news_list_order_idx\` ON \`resources_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_news_list_parent_id_idx\` ON \`resources_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_news_list_path_idx\` ON \`resources_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_image_text_hero_links\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_image_text_hero_links\`("_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon") SELECT "_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon" FROM \`resources_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_image_text_hero_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_image_text_hero_links\` RENAME TO \`resources_blocks_image_text_hero_links\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_links_order_idx\` ON \`resources_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_links_parent_id_idx\` ON \`resources_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_links_cms_page_idx\` ON \`resources_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_image_text_hero\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_image_text_hero\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name" FROM \`resources_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_image_text_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_image_text_hero\` RENAME TO \`resources_blocks_image_text_hero\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_order_idx\` ON \`resources_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_parent_id_idx\` ON \`resources_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_path_idx\` ON \`resources_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_hero_image_idx\` ON \`resources_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_split_banner\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_split_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name" FROM \`resources_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_split_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_split_banner\` RENAME TO \`resources_blocks_split_banner\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_split_banner_order_idx\` ON \`resources_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_split_banner_parent_id_idx\` ON \`resources_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_split_banner_path_idx\` ON \`resources_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_split_banner_image_idx\` ON \`resources_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_split_banner_button_button_cms_page_idx\` ON \`resources_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_banner\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name" FROM \`resources_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_banner\` RENAME TO \`resources_blocks_banner\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_banner_order_idx\` ON \`resources_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_banner_parent_id_idx\` ON \`resources_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_banner_path_idx\` ON \`resources_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_banner_button_button_cms_page_idx\` ON \`resources_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_image_text_column\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_image_text_column\`("_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name" FROM \`resources_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_image_text_column\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_image_text_column\` RENAME TO \`resources_blocks_image_text_column\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_column_order_idx\` ON \`resources_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_column_parent_id_idx\` ON \`resources_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_column_path_idx\` ON \`resources_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_column_image_idx\` ON \`resources_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_text_column_link_link_cms_page_idx\` ON \`resources_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_text_columns\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_text_columns\`("_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name" FROM \`resources_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_text_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_text_columns\` RENAME TO \`resources_blocks_text_columns\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_text_columns_order_idx\` ON \`resources_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_text_columns_parent_id_idx\` ON \`resources_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_text_columns_path_idx\` ON \`resources_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_image_grid_image_blocks\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_image_grid_image_blocks\`("_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target") SELECT "_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target" FROM \`resources_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_image_grid_image_blocks\` RENAME TO \`resources_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_image_blocks_order_idx\` ON \`resources_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_image_blocks_parent_id_idx\` ON \`resources_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_image_blocks_image_idx\` ON \`resources_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_image_blocks_link_link_cms_p_idx\` ON \`resources_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_image_grid\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_image_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "block_name" FROM \`resources_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_image_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_image_grid\` RENAME TO \`resources_blocks_image_grid\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_order_idx\` ON \`resources_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_parent_id_idx\` ON \`resources_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_image_grid_path_idx\` ON \`resources_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_benefits_items\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`resources_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_benefits_items\` RENAME TO \`resources_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_benefits_items_order_idx\` ON \`resources_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_benefits_items_parent_id_idx\` ON \`resources_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_benefits\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_benefits\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`resources_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_benefits\` RENAME TO \`resources_blocks_benefits\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_benefits_order_idx\` ON \`resources_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_benefits_parent_id_idx\` ON \`resources_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_benefits_path_idx\` ON \`resources_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_timeline_items\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_timeline_items\`("_order", "_parent_id", "id", "date_label", "title", "text", "is_current") SELECT "_order", "_parent_id", "id", "date_label", "title", "text", "is_current" FROM \`resources_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_timeline_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_timeline_items\` RENAME TO \`resources_blocks_timeline_items\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_timeline_items_order_idx\` ON \`resources_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_timeline_items_parent_id_idx\` ON \`resources_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_timeline\`("_order", "_parent_id", "_path", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "block_name" FROM \`resources_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_timeline\` RENAME TO \`resources_blocks_timeline\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_timeline_order_idx\` ON \`resources_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_timeline_parent_id_idx\` ON \`resources_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_timeline_path_idx\` ON \`resources_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_sidebar_rich_text_sections\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`resources_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_sidebar_rich_text_sections\` RENAME TO \`resources_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_sidebar_rich_text_sections_order_idx\` ON \`resources_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`resources_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_sidebar_rich_text\`("_order", "_parent_id", "_path", "id", "variant", "block_name") SELECT "_order", "_parent_id", "_path", "id", "variant", "block_name" FROM \`resources_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_sidebar_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_sidebar_rich_text\` RENAME TO \`resources_blocks_sidebar_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_sidebar_rich_text_order_idx\` ON \`resources_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_sidebar_rich_text_parent_id_idx\` ON \`resources_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_sidebar_rich_text_path_idx\` ON \`resources_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_measure_cards_cards\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_measure_cards_cards\`("_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon") SELECT "_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon" FROM \`resources_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_measure_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_measure_cards_cards\` RENAME TO \`resources_blocks_measure_cards_cards\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_order_idx\` ON \`resources_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_parent_id_idx\` ON \`resources_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_misura_idx\` ON \`resources_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_ente_promotore_idx\` ON \`resources_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`resources_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_measure_cards_cards_button_button_cms_p_idx\` ON \`resources_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_beneficiary_content_items\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_beneficiary_content_items\`("_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`resources_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_beneficiary_content_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_beneficiary_content_items\` RENAME TO \`resources_blocks_beneficiary_content_items\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_items_order_idx\` ON \`resources_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_items_parent_id_idx\` ON \`resources_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_items_link_link_cms_idx\` ON \`resources_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_beneficiary_content\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_beneficiary_content\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`resources_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_beneficiary_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_beneficiary_content\` RENAME TO \`resources_blocks_beneficiary_content\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_order_idx\` ON \`resources_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_parent_id_idx\` ON \`resources_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_beneficiary_content_path_idx\` ON \`resources_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_faq_search\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_faq_search\`("_order", "_parent_id", "_path", "id", "title", "label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "label", "block_name" FROM \`resources_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_faq_search\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_faq_search\` RENAME TO \`resources_blocks_faq_search\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_search_order_idx\` ON \`resources_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_search_parent_id_idx\` ON \`resources_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_faq_search_path_idx\` ON \`resources_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_chart_kpi\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_chart_kpi\`("_order", "_parent_id", "id", "label", "value", "background_color", "value_prefix", "value_suffix", "show_flow", "flow_value", "flow_direction", "flow_detail", "footer_text") SELECT "_order", "_parent_id", "id", "label", "value", "background_color", "value_prefix", "value_suffix", "show_flow", "flow_value", "flow_direction", "flow_detail", "footer_text" FROM \`resources_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_kpi\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_chart_kpi\` RENAME TO \`resources_blocks_chart_kpi\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_kpi_order_idx\` ON \`resources_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_kpi_parent_id_idx\` ON \`resources_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_chart\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_chart\`("_order", "_parent_id", "_path", "id", "anchor", "title", "subtitle", "summary", "chart_data_config", "chart_data_data", "info", "text_bottom", "download_data", "download_image", "show_share", "bg_transparent", "title_big", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "title", "subtitle", "summary", "chart_data_config", "chart_data_data", "info", "text_bottom", "download_data", "download_image", "show_share", "bg_transparent", "title_big", "block_name" FROM \`resources_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_chart\` RENAME TO \`resources_blocks_chart\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_order_idx\` ON \`resources_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_parent_id_idx\` ON \`resources_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_path_idx\` ON \`resources_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_chart_selector\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_chart_selector\`("_order", "_parent_id", "_path", "id", "title", "label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "label", "block_name" FROM \`resources_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_selector\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_chart_selector\` RENAME TO \`resources_blocks_chart_selector\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_selector_order_idx\` ON \`resources_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_selector_parent_id_idx\` ON \`resources_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_selector_path_idx\` ON \`resources_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources_blocks_chart_tabs_tabs\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`resources_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_chart_tabs_tabs\` RENAME TO \`resources_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_tabs_tabs_order_idx\` ON \`resources_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_chart_tabs_tabs_parent_id_idx\` ON \`resources_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_territory_form\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_territory_form\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`resources_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_territory_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_territory_form\` RENAME TO \`resources_blocks_territory_form\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_territory_form_order_idx\` ON \`resources_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_territory_form_parent_id_idx\` ON \`resources_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_territory_form_path_idx\` ON \`resources_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_resources_blocks_support_request_form\` (
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
  await db.run(sql`INSERT INTO \`__new_resources_blocks_support_request_form\`("_order", "_parent_id", "_path", "id", "product", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "product", "intro", "block_name" FROM \`resources_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_support_request_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources_blocks_support_request_form\` RENAME TO \`resources_blocks_support_request_form\`;`)
  await db.run(sql`CREATE INDEX \`resources_blocks_support_request_form_order_idx\` ON \`resources_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_support_request_form_parent_id_idx\` ON \`resources_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_support_request_form_path_idx\` ON \`resources_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_hero\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_hero\`("_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name" FROM \`supportos_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_hero\` RENAME TO \`supportos_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_hero_order_idx\` ON \`supportos_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_hero_parent_id_idx\` ON \`supportos_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_hero_path_idx\` ON \`supportos_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_hero_button_button_cms_page_idx\` ON \`supportos_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_hero_image_idx\` ON \`supportos_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "content", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "block_name" FROM \`supportos_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_rich_text\` RENAME TO \`supportos_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_rich_text_order_idx\` ON \`supportos_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_rich_text_parent_id_idx\` ON \`supportos_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_rich_text_path_idx\` ON \`supportos_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_alert\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_alert\`("_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name" FROM \`supportos_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_alert\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_alert\` RENAME TO \`supportos_blocks_alert\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_alert_order_idx\` ON \`supportos_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_alert_parent_id_idx\` ON \`supportos_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_alert_path_idx\` ON \`supportos_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_table_columns\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`supportos_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_table_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_table_columns\` RENAME TO \`supportos_blocks_table_columns\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_columns_order_idx\` ON \`supportos_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_columns_parent_id_idx\` ON \`supportos_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_table\`("_order", "_parent_id", "_path", "id", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "id", "caption", "block_name" FROM \`supportos_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_table\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_table\` RENAME TO \`supportos_blocks_table\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_order_idx\` ON \`supportos_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_parent_id_idx\` ON \`supportos_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_table_path_idx\` ON \`supportos_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_single_image\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_single_image\`("_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name" FROM \`supportos_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_single_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_single_image\` RENAME TO \`supportos_blocks_single_image\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_single_image_order_idx\` ON \`supportos_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_single_image_parent_id_idx\` ON \`supportos_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_single_image_path_idx\` ON \`supportos_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_single_image_image_idx\` ON \`supportos_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_video_player\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_video_player\`("_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name" FROM \`supportos_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_video_player\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_video_player\` RENAME TO \`supportos_blocks_video_player\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_video_player_order_idx\` ON \`supportos_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_video_player_parent_id_idx\` ON \`supportos_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_video_player_path_idx\` ON \`supportos_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text NOT NULL,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_stepper_steps\`("_order", "_parent_id", "id", "step_title", "step_body") SELECT "_order", "_parent_id", "id", "step_title", "step_body" FROM \`supportos_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_stepper_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_stepper_steps\` RENAME TO \`supportos_blocks_stepper_steps\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_stepper_steps_order_idx\` ON \`supportos_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_stepper_steps_parent_id_idx\` ON \`supportos_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_stepper\`("_order", "_parent_id", "_path", "id", "layout", "block_name") SELECT "_order", "_parent_id", "_path", "id", "layout", "block_name" FROM \`supportos_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_stepper\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_stepper\` RENAME TO \`supportos_blocks_stepper\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_stepper_order_idx\` ON \`supportos_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_stepper_parent_id_idx\` ON \`supportos_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_stepper_path_idx\` ON \`supportos_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_card_grid\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_card_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name" FROM \`supportos_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_card_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_card_grid\` RENAME TO \`supportos_blocks_card_grid\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_card_grid_order_idx\` ON \`supportos_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_card_grid_parent_id_idx\` ON \`supportos_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_card_grid_path_idx\` ON \`supportos_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_announcements_grid\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_announcements_grid\`("_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name" FROM \`supportos_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_announcements_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_announcements_grid\` RENAME TO \`supportos_blocks_announcements_grid\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_announcements_grid_order_idx\` ON \`supportos_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_announcements_grid_parent_id_idx\` ON \`supportos_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_announcements_grid_path_idx\` ON \`supportos_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_announcements_grid_ente_promotore_idx\` ON \`supportos_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_dated_list_items\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_dated_list_items\`("_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`supportos_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_dated_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_dated_list_items\` RENAME TO \`supportos_blocks_dated_list_items\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_items_order_idx\` ON \`supportos_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_items_parent_id_idx\` ON \`supportos_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_items_link_link_cms_page_idx\` ON \`supportos_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_dated_list\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_dated_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`supportos_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_dated_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_dated_list\` RENAME TO \`supportos_blocks_dated_list\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_order_idx\` ON \`supportos_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_parent_id_idx\` ON \`supportos_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_dated_list_path_idx\` ON \`supportos_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_link_list_items\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_link_list_items\`("_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category") SELECT "_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category" FROM \`supportos_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_link_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_link_list_items\` RENAME TO \`supportos_blocks_link_list_items\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_items_order_idx\` ON \`supportos_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_items_parent_id_idx\` ON \`supportos_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_items_link_link_cms_page_idx\` ON \`supportos_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_link_list\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_link_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`supportos_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_link_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_link_list\` RENAME TO \`supportos_blocks_link_list\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_order_idx\` ON \`supportos_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_parent_id_idx\` ON \`supportos_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_link_list_path_idx\` ON \`supportos_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_faq_list\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_faq_list\`("_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name" FROM \`supportos_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_faq_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_faq_list\` RENAME TO \`supportos_blocks_faq_list\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_list_order_idx\` ON \`supportos_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_list_parent_id_idx\` ON \`supportos_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_list_path_idx\` ON \`supportos_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_updates_list\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_updates_list\`("_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name" FROM \`supportos_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_updates_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_updates_list\` RENAME TO \`supportos_blocks_updates_list\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_updates_list_order_idx\` ON \`supportos_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_updates_list_parent_id_idx\` ON \`supportos_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_updates_list_path_idx\` ON \`supportos_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_news_list\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_news_list\`("_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name" FROM \`supportos_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_news_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_news_list\` RENAME TO \`supportos_blocks_news_list\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_news_list_order_idx\` ON \`supportos_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_news_list_parent_id_idx\` ON \`supportos_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_news_list_path_idx\` ON \`supportos_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_image_text_hero_links\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_image_text_hero_links\`("_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon") SELECT "_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon" FROM \`supportos_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_image_text_hero_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_image_text_hero_links\` RENAME TO \`supportos_blocks_image_text_hero_links\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_links_order_idx\` ON \`supportos_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_links_parent_id_idx\` ON \`supportos_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_links_cms_page_idx\` ON \`supportos_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_image_text_hero\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_image_text_hero\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name" FROM \`supportos_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_image_text_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_image_text_hero\` RENAME TO \`supportos_blocks_image_text_hero\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_order_idx\` ON \`supportos_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_parent_id_idx\` ON \`supportos_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_path_idx\` ON \`supportos_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_hero_image_idx\` ON \`supportos_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_split_banner\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_split_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name" FROM \`supportos_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_split_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_split_banner\` RENAME TO \`supportos_blocks_split_banner\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_split_banner_order_idx\` ON \`supportos_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_split_banner_parent_id_idx\` ON \`supportos_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_split_banner_path_idx\` ON \`supportos_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_split_banner_image_idx\` ON \`supportos_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_split_banner_button_button_cms_page_idx\` ON \`supportos_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_banner\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name" FROM \`supportos_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_banner\` RENAME TO \`supportos_blocks_banner\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_banner_order_idx\` ON \`supportos_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_banner_parent_id_idx\` ON \`supportos_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_banner_path_idx\` ON \`supportos_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_banner_button_button_cms_page_idx\` ON \`supportos_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_image_text_column\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_image_text_column\`("_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name" FROM \`supportos_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_image_text_column\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_image_text_column\` RENAME TO \`supportos_blocks_image_text_column\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_column_order_idx\` ON \`supportos_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_column_parent_id_idx\` ON \`supportos_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_column_path_idx\` ON \`supportos_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_column_image_idx\` ON \`supportos_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_text_column_link_link_cms_page_idx\` ON \`supportos_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_text_columns\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_text_columns\`("_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name" FROM \`supportos_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_text_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_text_columns\` RENAME TO \`supportos_blocks_text_columns\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_text_columns_order_idx\` ON \`supportos_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_text_columns_parent_id_idx\` ON \`supportos_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_text_columns_path_idx\` ON \`supportos_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_image_grid_image_blocks\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_image_grid_image_blocks\`("_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target") SELECT "_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target" FROM \`supportos_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_image_grid_image_blocks\` RENAME TO \`supportos_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_image_blocks_order_idx\` ON \`supportos_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_image_blocks_parent_id_idx\` ON \`supportos_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_image_blocks_image_idx\` ON \`supportos_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_image_blocks_link_link_cms_p_idx\` ON \`supportos_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_image_grid\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_image_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "block_name" FROM \`supportos_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_image_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_image_grid\` RENAME TO \`supportos_blocks_image_grid\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_order_idx\` ON \`supportos_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_parent_id_idx\` ON \`supportos_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_image_grid_path_idx\` ON \`supportos_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_benefits_items\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`supportos_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_benefits_items\` RENAME TO \`supportos_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_benefits_items_order_idx\` ON \`supportos_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_benefits_items_parent_id_idx\` ON \`supportos_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_benefits\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_benefits\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`supportos_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_benefits\` RENAME TO \`supportos_blocks_benefits\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_benefits_order_idx\` ON \`supportos_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_benefits_parent_id_idx\` ON \`supportos_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_benefits_path_idx\` ON \`supportos_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_timeline_items\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_timeline_items\`("_order", "_parent_id", "id", "date_label", "title", "text", "is_current") SELECT "_order", "_parent_id", "id", "date_label", "title", "text", "is_current" FROM \`supportos_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_timeline_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_timeline_items\` RENAME TO \`supportos_blocks_timeline_items\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_timeline_items_order_idx\` ON \`supportos_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_timeline_items_parent_id_idx\` ON \`supportos_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_timeline\`("_order", "_parent_id", "_path", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "block_name" FROM \`supportos_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_timeline\` RENAME TO \`supportos_blocks_timeline\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_timeline_order_idx\` ON \`supportos_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_timeline_parent_id_idx\` ON \`supportos_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_timeline_path_idx\` ON \`supportos_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_sidebar_rich_text_sections\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`supportos_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_sidebar_rich_text_sections\` RENAME TO \`supportos_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_sidebar_rich_text_sections_order_idx\` ON \`supportos_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`supportos_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_sidebar_rich_text\`("_order", "_parent_id", "_path", "id", "variant", "block_name") SELECT "_order", "_parent_id", "_path", "id", "variant", "block_name" FROM \`supportos_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_sidebar_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_sidebar_rich_text\` RENAME TO \`supportos_blocks_sidebar_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_sidebar_rich_text_order_idx\` ON \`supportos_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_sidebar_rich_text_parent_id_idx\` ON \`supportos_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_sidebar_rich_text_path_idx\` ON \`supportos_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_measure_cards_cards\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_measure_cards_cards\`("_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon") SELECT "_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon" FROM \`supportos_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_measure_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_measure_cards_cards\` RENAME TO \`supportos_blocks_measure_cards_cards\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_order_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_parent_id_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_misura_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_ente_promotore_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_measure_cards_cards_button_button_cms_p_idx\` ON \`supportos_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_beneficiary_content_items\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_beneficiary_content_items\`("_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`supportos_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_beneficiary_content_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_beneficiary_content_items\` RENAME TO \`supportos_blocks_beneficiary_content_items\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_items_order_idx\` ON \`supportos_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_items_parent_id_idx\` ON \`supportos_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_items_link_link_cms_idx\` ON \`supportos_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_beneficiary_content\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_beneficiary_content\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`supportos_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_beneficiary_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_beneficiary_content\` RENAME TO \`supportos_blocks_beneficiary_content\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_order_idx\` ON \`supportos_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_parent_id_idx\` ON \`supportos_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_beneficiary_content_path_idx\` ON \`supportos_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_faq_search\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_faq_search\`("_order", "_parent_id", "_path", "id", "title", "label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "label", "block_name" FROM \`supportos_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_faq_search\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_faq_search\` RENAME TO \`supportos_blocks_faq_search\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_search_order_idx\` ON \`supportos_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_search_parent_id_idx\` ON \`supportos_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_faq_search_path_idx\` ON \`supportos_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_chart_kpi\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_chart_kpi\`("_order", "_parent_id", "id", "label", "value", "background_color", "value_prefix", "value_suffix", "show_flow", "flow_value", "flow_direction", "flow_detail", "footer_text") SELECT "_order", "_parent_id", "id", "label", "value", "background_color", "value_prefix", "value_suffix", "show_flow", "flow_value", "flow_direction", "flow_detail", "footer_text" FROM \`supportos_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_kpi\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_chart_kpi\` RENAME TO \`supportos_blocks_chart_kpi\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_kpi_order_idx\` ON \`supportos_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_kpi_parent_id_idx\` ON \`supportos_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_chart\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_chart\`("_order", "_parent_id", "_path", "id", "anchor", "title", "subtitle", "summary", "chart_data_config", "chart_data_data", "info", "text_bottom", "download_data", "download_image", "show_share", "bg_transparent", "title_big", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "title", "subtitle", "summary", "chart_data_config", "chart_data_data", "info", "text_bottom", "download_data", "download_image", "show_share", "bg_transparent", "title_big", "block_name" FROM \`supportos_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_chart\` RENAME TO \`supportos_blocks_chart\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_order_idx\` ON \`supportos_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_parent_id_idx\` ON \`supportos_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_path_idx\` ON \`supportos_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_chart_selector\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_chart_selector\`("_order", "_parent_id", "_path", "id", "title", "label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "label", "block_name" FROM \`supportos_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_selector\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_chart_selector\` RENAME TO \`supportos_blocks_chart_selector\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_selector_order_idx\` ON \`supportos_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_selector_parent_id_idx\` ON \`supportos_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_selector_path_idx\` ON \`supportos_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_chart_tabs_tabs\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`supportos_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_chart_tabs_tabs\` RENAME TO \`supportos_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_tabs_tabs_order_idx\` ON \`supportos_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_chart_tabs_tabs_parent_id_idx\` ON \`supportos_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_territory_form\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_territory_form\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`supportos_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_territory_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_territory_form\` RENAME TO \`supportos_blocks_territory_form\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_territory_form_order_idx\` ON \`supportos_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_territory_form_parent_id_idx\` ON \`supportos_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_territory_form_path_idx\` ON \`supportos_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_supportos_blocks_support_request_form\` (
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
  await db.run(sql`INSERT INTO \`__new_supportos_blocks_support_request_form\`("_order", "_parent_id", "_path", "id", "product", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "product", "intro", "block_name" FROM \`supportos_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_support_request_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_supportos_blocks_support_request_form\` RENAME TO \`supportos_blocks_support_request_form\`;`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_support_request_form_order_idx\` ON \`supportos_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_support_request_form_parent_id_idx\` ON \`supportos_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_support_request_form_path_idx\` ON \`supportos_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_files\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_files\`("_order", "_parent_id", "id", "title", "url", "format", "size") SELECT "_order", "_parent_id", "id", "title", "url", "format", "size" FROM \`datis_files\`;`)
  await db.run(sql`DROP TABLE \`datis_files\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_files\` RENAME TO \`datis_files\`;`)
  await db.run(sql`CREATE INDEX \`datis_files_order_idx\` ON \`datis_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_files_parent_id_idx\` ON \`datis_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_hero\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_hero\`("_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "description", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "image_id", "update_date", "show_breadcrumbs", "block_name" FROM \`datis_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_hero\` RENAME TO \`datis_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_hero_order_idx\` ON \`datis_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_hero_parent_id_idx\` ON \`datis_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_hero_path_idx\` ON \`datis_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_hero_button_button_cms_page_idx\` ON \`datis_blocks_hero\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_hero_image_idx\` ON \`datis_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "content", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "block_name" FROM \`datis_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_rich_text\` RENAME TO \`datis_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_rich_text_order_idx\` ON \`datis_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_rich_text_parent_id_idx\` ON \`datis_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_rich_text_path_idx\` ON \`datis_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_alert\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_alert\`("_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "colore", "testo", "block_name" FROM \`datis_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_alert\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_alert\` RENAME TO \`datis_blocks_alert\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_alert_order_idx\` ON \`datis_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_alert_parent_id_idx\` ON \`datis_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_alert_path_idx\` ON \`datis_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_table_columns\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`datis_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_table_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_table_columns\` RENAME TO \`datis_blocks_table_columns\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_columns_order_idx\` ON \`datis_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_columns_parent_id_idx\` ON \`datis_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_table\`("_order", "_parent_id", "_path", "id", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "id", "caption", "block_name" FROM \`datis_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_table\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_table\` RENAME TO \`datis_blocks_table\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_order_idx\` ON \`datis_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_parent_id_idx\` ON \`datis_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_table_path_idx\` ON \`datis_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_single_image\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_single_image\`("_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "didascalia", "block_name" FROM \`datis_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_single_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_single_image\` RENAME TO \`datis_blocks_single_image\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_single_image_order_idx\` ON \`datis_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_single_image_parent_id_idx\` ON \`datis_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_single_image_path_idx\` ON \`datis_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_single_image_image_idx\` ON \`datis_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_video_player\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_video_player\`("_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "url", "transcription", "block_name" FROM \`datis_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_video_player\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_video_player\` RENAME TO \`datis_blocks_video_player\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_video_player_order_idx\` ON \`datis_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_video_player_parent_id_idx\` ON \`datis_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_video_player_path_idx\` ON \`datis_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_stepper_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_title\` text NOT NULL,
  	\`step_body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_stepper\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_stepper_steps\`("_order", "_parent_id", "id", "step_title", "step_body") SELECT "_order", "_parent_id", "id", "step_title", "step_body" FROM \`datis_blocks_stepper_steps\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_stepper_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_stepper_steps\` RENAME TO \`datis_blocks_stepper_steps\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_stepper_steps_order_idx\` ON \`datis_blocks_stepper_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_stepper_steps_parent_id_idx\` ON \`datis_blocks_stepper_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_stepper\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_stepper\`("_order", "_parent_id", "_path", "id", "layout", "block_name") SELECT "_order", "_parent_id", "_path", "id", "layout", "block_name" FROM \`datis_blocks_stepper\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_stepper\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_stepper\` RENAME TO \`datis_blocks_stepper\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_stepper_order_idx\` ON \`datis_blocks_stepper\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_stepper_parent_id_idx\` ON \`datis_blocks_stepper\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_stepper_path_idx\` ON \`datis_blocks_stepper\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_card_grid\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_card_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "card_layout", "card_type", "latest", "block_name" FROM \`datis_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_card_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_card_grid\` RENAME TO \`datis_blocks_card_grid\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_card_grid_order_idx\` ON \`datis_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_card_grid_parent_id_idx\` ON \`datis_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_card_grid_path_idx\` ON \`datis_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_announcements_grid\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_announcements_grid\`("_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "layout", "ente_promotore_id", "limit", "all_announcements_url", "block_name" FROM \`datis_blocks_announcements_grid\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_announcements_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_announcements_grid\` RENAME TO \`datis_blocks_announcements_grid\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_announcements_grid_order_idx\` ON \`datis_blocks_announcements_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_announcements_grid_parent_id_idx\` ON \`datis_blocks_announcements_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_announcements_grid_path_idx\` ON \`datis_blocks_announcements_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_announcements_grid_ente_promotore_idx\` ON \`datis_blocks_announcements_grid\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_dated_list_items\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_dated_list_items\`("_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "date", "title", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`datis_blocks_dated_list_items\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_dated_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_dated_list_items\` RENAME TO \`datis_blocks_dated_list_items\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_items_order_idx\` ON \`datis_blocks_dated_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_items_parent_id_idx\` ON \`datis_blocks_dated_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_items_link_link_cms_page_idx\` ON \`datis_blocks_dated_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_dated_list\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_dated_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`datis_blocks_dated_list\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_dated_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_dated_list\` RENAME TO \`datis_blocks_dated_list\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_order_idx\` ON \`datis_blocks_dated_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_parent_id_idx\` ON \`datis_blocks_dated_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_dated_list_path_idx\` ON \`datis_blocks_dated_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_link_list_items\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_link_list_items\`("_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category") SELECT "_order", "_parent_id", "id", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "category" FROM \`datis_blocks_link_list_items\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_link_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_link_list_items\` RENAME TO \`datis_blocks_link_list_items\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_items_order_idx\` ON \`datis_blocks_link_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_items_parent_id_idx\` ON \`datis_blocks_link_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_items_link_link_cms_page_idx\` ON \`datis_blocks_link_list_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_link_list\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_link_list\`("_order", "_parent_id", "_path", "id", "title", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "page_size", "block_name" FROM \`datis_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_link_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_link_list\` RENAME TO \`datis_blocks_link_list\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_order_idx\` ON \`datis_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_parent_id_idx\` ON \`datis_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_link_list_path_idx\` ON \`datis_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_faq_list\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_faq_list\`("_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "source", "category", "page_size", "block_name" FROM \`datis_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_faq_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_faq_list\` RENAME TO \`datis_blocks_faq_list\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_list_order_idx\` ON \`datis_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_list_parent_id_idx\` ON \`datis_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_list_path_idx\` ON \`datis_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_updates_list\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_updates_list\`("_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "show_last_items", "block_name" FROM \`datis_blocks_updates_list\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_updates_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_updates_list\` RENAME TO \`datis_blocks_updates_list\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_updates_list_order_idx\` ON \`datis_blocks_updates_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_updates_list_parent_id_idx\` ON \`datis_blocks_updates_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_updates_list_path_idx\` ON \`datis_blocks_updates_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_news_list\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_news_list\`("_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "selection", "columns", "block_name" FROM \`datis_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_news_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_news_list\` RENAME TO \`datis_blocks_news_list\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_news_list_order_idx\` ON \`datis_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_news_list_parent_id_idx\` ON \`datis_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_news_list_path_idx\` ON \`datis_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_image_text_hero_links\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_image_text_hero_links\`("_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon") SELECT "_order", "_parent_id", "id", "text", "cms_page_id", "href", "target", "icon" FROM \`datis_blocks_image_text_hero_links\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_image_text_hero_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_image_text_hero_links\` RENAME TO \`datis_blocks_image_text_hero_links\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_links_order_idx\` ON \`datis_blocks_image_text_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_links_parent_id_idx\` ON \`datis_blocks_image_text_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_links_cms_page_idx\` ON \`datis_blocks_image_text_hero_links\` (\`cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_image_text_hero\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_image_text_hero\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "show_breadcrumbs", "block_name" FROM \`datis_blocks_image_text_hero\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_image_text_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_image_text_hero\` RENAME TO \`datis_blocks_image_text_hero\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_order_idx\` ON \`datis_blocks_image_text_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_parent_id_idx\` ON \`datis_blocks_image_text_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_path_idx\` ON \`datis_blocks_image_text_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_hero_image_idx\` ON \`datis_blocks_image_text_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_split_banner\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_split_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "image_id", "image_position", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "block_name" FROM \`datis_blocks_split_banner\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_split_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_split_banner\` RENAME TO \`datis_blocks_split_banner\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_split_banner_order_idx\` ON \`datis_blocks_split_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_split_banner_parent_id_idx\` ON \`datis_blocks_split_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_split_banner_path_idx\` ON \`datis_blocks_split_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_split_banner_image_idx\` ON \`datis_blocks_split_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_split_banner_button_button_cms_page_idx\` ON \`datis_blocks_split_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_banner\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon", "colour", "block_name" FROM \`datis_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_banner\` RENAME TO \`datis_blocks_banner\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_banner_order_idx\` ON \`datis_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_banner_parent_id_idx\` ON \`datis_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_banner_path_idx\` ON \`datis_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_banner_button_button_cms_page_idx\` ON \`datis_blocks_banner\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_image_text_column\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_image_text_column\`("_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "image_id", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "block_name" FROM \`datis_blocks_image_text_column\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_image_text_column\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_image_text_column\` RENAME TO \`datis_blocks_image_text_column\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_column_order_idx\` ON \`datis_blocks_image_text_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_column_parent_id_idx\` ON \`datis_blocks_image_text_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_column_path_idx\` ON \`datis_blocks_image_text_column\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_column_image_idx\` ON \`datis_blocks_image_text_column\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_text_column_link_link_cms_page_idx\` ON \`datis_blocks_image_text_column\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_text_columns\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_text_columns\`("_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "content", "second_column", "block_name" FROM \`datis_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_text_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_text_columns\` RENAME TO \`datis_blocks_text_columns\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_text_columns_order_idx\` ON \`datis_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_text_columns_parent_id_idx\` ON \`datis_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_text_columns_path_idx\` ON \`datis_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_image_grid_image_blocks\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_image_grid_image_blocks\`("_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target") SELECT "_order", "_parent_id", "id", "image_id", "didascalia", "link_cms_page_id", "link_href", "link_target" FROM \`datis_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_image_grid_image_blocks\` RENAME TO \`datis_blocks_image_grid_image_blocks\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_image_blocks_order_idx\` ON \`datis_blocks_image_grid_image_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_image_blocks_parent_id_idx\` ON \`datis_blocks_image_grid_image_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_image_blocks_image_idx\` ON \`datis_blocks_image_grid_image_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_image_blocks_link_link_cms_page_idx\` ON \`datis_blocks_image_grid_image_blocks\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_image_grid\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_image_grid\`("_order", "_parent_id", "_path", "id", "title", "columns", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "columns", "block_name" FROM \`datis_blocks_image_grid\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_image_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_image_grid\` RENAME TO \`datis_blocks_image_grid\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_order_idx\` ON \`datis_blocks_image_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_parent_id_idx\` ON \`datis_blocks_image_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_image_grid_path_idx\` ON \`datis_blocks_image_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_benefits_items\`("_order", "_parent_id", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "id", "icon", "title", "text" FROM \`datis_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_benefits_items\` RENAME TO \`datis_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_benefits_items_order_idx\` ON \`datis_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_benefits_items_parent_id_idx\` ON \`datis_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_benefits\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_benefits\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`datis_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_benefits\` RENAME TO \`datis_blocks_benefits\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_benefits_order_idx\` ON \`datis_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_benefits_parent_id_idx\` ON \`datis_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_benefits_path_idx\` ON \`datis_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_timeline_items\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_timeline_items\`("_order", "_parent_id", "id", "date_label", "title", "text", "is_current") SELECT "_order", "_parent_id", "id", "date_label", "title", "text", "is_current" FROM \`datis_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_timeline_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_timeline_items\` RENAME TO \`datis_blocks_timeline_items\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_timeline_items_order_idx\` ON \`datis_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_timeline_items_parent_id_idx\` ON \`datis_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_timeline\`("_order", "_parent_id", "_path", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "block_name" FROM \`datis_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_timeline\` RENAME TO \`datis_blocks_timeline\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_timeline_order_idx\` ON \`datis_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_timeline_parent_id_idx\` ON \`datis_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_timeline_path_idx\` ON \`datis_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_sidebar_rich_text_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_sidebar_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_sidebar_rich_text_sections\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`datis_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_sidebar_rich_text_sections\` RENAME TO \`datis_blocks_sidebar_rich_text_sections\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_sidebar_rich_text_sections_order_idx\` ON \`datis_blocks_sidebar_rich_text_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_sidebar_rich_text_sections_parent_id_idx\` ON \`datis_blocks_sidebar_rich_text_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_sidebar_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'plain' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_sidebar_rich_text\`("_order", "_parent_id", "_path", "id", "variant", "block_name") SELECT "_order", "_parent_id", "_path", "id", "variant", "block_name" FROM \`datis_blocks_sidebar_rich_text\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_sidebar_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_sidebar_rich_text\` RENAME TO \`datis_blocks_sidebar_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_sidebar_rich_text_order_idx\` ON \`datis_blocks_sidebar_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_sidebar_rich_text_parent_id_idx\` ON \`datis_blocks_sidebar_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_sidebar_rich_text_path_idx\` ON \`datis_blocks_sidebar_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_measure_cards_cards\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_measure_cards_cards\`("_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon") SELECT "_order", "_parent_id", "id", "misura_id", "ente_promotore_id", "risorse_in_euro", "descrizione", "platea_potenziale", "aggiornamenti", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon", "button_text", "button_cms_page_id", "button_href", "button_target", "button_icon" FROM \`datis_blocks_measure_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_measure_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_measure_cards_cards\` RENAME TO \`datis_blocks_measure_cards_cards\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_order_idx\` ON \`datis_blocks_measure_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_parent_id_idx\` ON \`datis_blocks_measure_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_misura_idx\` ON \`datis_blocks_measure_cards_cards\` (\`misura_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_ente_promotore_idx\` ON \`datis_blocks_measure_cards_cards\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_link_link_cms_page_idx\` ON \`datis_blocks_measure_cards_cards\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_measure_cards_cards_button_button_cms_page_idx\` ON \`datis_blocks_measure_cards_cards\` (\`button_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_beneficiary_content_items\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_beneficiary_content_items\`("_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon") SELECT "_order", "_parent_id", "id", "title", "text", "link_text", "link_cms_page_id", "link_href", "link_target", "link_icon" FROM \`datis_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_beneficiary_content_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_beneficiary_content_items\` RENAME TO \`datis_blocks_beneficiary_content_items\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_items_order_idx\` ON \`datis_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_items_parent_id_idx\` ON \`datis_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_items_link_link_cms_pag_idx\` ON \`datis_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_beneficiary_content\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_beneficiary_content\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`datis_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_beneficiary_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_beneficiary_content\` RENAME TO \`datis_blocks_beneficiary_content\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_order_idx\` ON \`datis_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_parent_id_idx\` ON \`datis_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_beneficiary_content_path_idx\` ON \`datis_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_faq_search\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_faq_search\`("_order", "_parent_id", "_path", "id", "title", "label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "label", "block_name" FROM \`datis_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_faq_search\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_faq_search\` RENAME TO \`datis_blocks_faq_search\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_search_order_idx\` ON \`datis_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_search_parent_id_idx\` ON \`datis_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_faq_search_path_idx\` ON \`datis_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_chart_kpi\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_chart_kpi\`("_order", "_parent_id", "id", "label", "value", "background_color", "value_prefix", "value_suffix", "show_flow", "flow_value", "flow_direction", "flow_detail", "footer_text") SELECT "_order", "_parent_id", "id", "label", "value", "background_color", "value_prefix", "value_suffix", "show_flow", "flow_value", "flow_direction", "flow_detail", "footer_text" FROM \`datis_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_kpi\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_chart_kpi\` RENAME TO \`datis_blocks_chart_kpi\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_kpi_order_idx\` ON \`datis_blocks_chart_kpi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_kpi_parent_id_idx\` ON \`datis_blocks_chart_kpi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_chart\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_chart\`("_order", "_parent_id", "_path", "id", "anchor", "title", "subtitle", "summary", "chart_data_config", "chart_data_data", "info", "text_bottom", "download_data", "download_image", "show_share", "bg_transparent", "title_big", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "title", "subtitle", "summary", "chart_data_config", "chart_data_data", "info", "text_bottom", "download_data", "download_image", "show_share", "bg_transparent", "title_big", "block_name" FROM \`datis_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_chart\` RENAME TO \`datis_blocks_chart\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_order_idx\` ON \`datis_blocks_chart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_parent_id_idx\` ON \`datis_blocks_chart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_path_idx\` ON \`datis_blocks_chart\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_chart_selector\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_chart_selector\`("_order", "_parent_id", "_path", "id", "title", "label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "label", "block_name" FROM \`datis_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_selector\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_chart_selector\` RENAME TO \`datis_blocks_chart_selector\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_selector_order_idx\` ON \`datis_blocks_chart_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_selector_parent_id_idx\` ON \`datis_blocks_chart_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_selector_path_idx\` ON \`datis_blocks_chart_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_chart_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis_blocks_chart_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_datis_blocks_chart_tabs_tabs\`("_order", "_parent_id", "id", "label") SELECT "_order", "_parent_id", "id", "label" FROM \`datis_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_chart_tabs_tabs\` RENAME TO \`datis_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_tabs_tabs_order_idx\` ON \`datis_blocks_chart_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_chart_tabs_tabs_parent_id_idx\` ON \`datis_blocks_chart_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_territory_form\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_territory_form\`("_order", "_parent_id", "_path", "id", "title", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "block_name" FROM \`datis_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_territory_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_territory_form\` RENAME TO \`datis_blocks_territory_form\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_territory_form_order_idx\` ON \`datis_blocks_territory_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_territory_form_parent_id_idx\` ON \`datis_blocks_territory_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_territory_form_path_idx\` ON \`datis_blocks_territory_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_datis_blocks_support_request_form\` (
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
  await db.run(sql`INSERT INTO \`__new_datis_blocks_support_request_form\`("_order", "_parent_id", "_path", "id", "product", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "product", "intro", "block_name" FROM \`datis_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_support_request_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis_blocks_support_request_form\` RENAME TO \`datis_blocks_support_request_form\`;`)
  await db.run(sql`CREATE INDEX \`datis_blocks_support_request_form_order_idx\` ON \`datis_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_support_request_form_parent_id_idx\` ON \`datis_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_support_request_form_path_idx\` ON \`datis_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video_player\` DROP COLUMN \`captions\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video_player\` DROP COLUMN \`poster\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_announcements_grid\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_announcements_grid\` DROP COLUMN \`only_open\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart_kpi\` DROP COLUMN \`from_source\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart_kpi\` DROP COLUMN \`source_series\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart_kpi\` DROP COLUMN \`source_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` DROP COLUMN \`source_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` DROP COLUMN \`source_category_column\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` DROP COLUMN \`source_series_column\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` DROP COLUMN \`source_value_columns\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` DROP COLUMN \`source_filter_column\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` DROP COLUMN \`source_filter_value\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` DROP COLUMN \`source_min_rows\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` DROP COLUMN \`source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_chart\` DROP COLUMN \`source_error\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video_player\` DROP COLUMN \`captions\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video_player\` DROP COLUMN \`poster\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_announcements_grid\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_announcements_grid\` DROP COLUMN \`only_open\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart_kpi\` DROP COLUMN \`from_source\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart_kpi\` DROP COLUMN \`source_series\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart_kpi\` DROP COLUMN \`source_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` DROP COLUMN \`source_url\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` DROP COLUMN \`source_category_column\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` DROP COLUMN \`source_series_column\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` DROP COLUMN \`source_value_columns\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` DROP COLUMN \`source_filter_column\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` DROP COLUMN \`source_filter_value\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` DROP COLUMN \`source_min_rows\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` DROP COLUMN \`source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_chart\` DROP COLUMN \`source_error\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_video_player\` DROP COLUMN \`captions\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_video_player\` DROP COLUMN \`poster\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_announcements_grid\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_announcements_grid\` DROP COLUMN \`only_open\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart_kpi\` DROP COLUMN \`from_source\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart_kpi\` DROP COLUMN \`source_series\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart_kpi\` DROP COLUMN \`source_category\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` DROP COLUMN \`source_url\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` DROP COLUMN \`source_category_column\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` DROP COLUMN \`source_series_column\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` DROP COLUMN \`source_value_columns\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` DROP COLUMN \`source_filter_column\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` DROP COLUMN \`source_filter_value\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` DROP COLUMN \`source_min_rows\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` DROP COLUMN \`source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_chart\` DROP COLUMN \`source_error\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_video_player\` DROP COLUMN \`captions\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_video_player\` DROP COLUMN \`poster\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_announcements_grid\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_announcements_grid\` DROP COLUMN \`only_open\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart_kpi\` DROP COLUMN \`from_source\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart_kpi\` DROP COLUMN \`source_series\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart_kpi\` DROP COLUMN \`source_category\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` DROP COLUMN \`source_url\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` DROP COLUMN \`source_category_column\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` DROP COLUMN \`source_series_column\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` DROP COLUMN \`source_value_columns\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` DROP COLUMN \`source_filter_column\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` DROP COLUMN \`source_filter_value\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` DROP COLUMN \`source_min_rows\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` DROP COLUMN \`source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_chart\` DROP COLUMN \`source_error\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_video_player\` DROP COLUMN \`captions\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_video_player\` DROP COLUMN \`poster\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_announcements_grid\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_announcements_grid\` DROP COLUMN \`only_open\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart_kpi\` DROP COLUMN \`from_source\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart_kpi\` DROP COLUMN \`source_series\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart_kpi\` DROP COLUMN \`source_category\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` DROP COLUMN \`source_url\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` DROP COLUMN \`source_category_column\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` DROP COLUMN \`source_series_column\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` DROP COLUMN \`source_value_columns\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` DROP COLUMN \`source_filter_column\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` DROP COLUMN \`source_filter_value\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` DROP COLUMN \`source_min_rows\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` DROP COLUMN \`source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_chart\` DROP COLUMN \`source_error\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_video_player\` DROP COLUMN \`captions\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_video_player\` DROP COLUMN \`poster\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_announcements_grid\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_announcements_grid\` DROP COLUMN \`only_open\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart_kpi\` DROP COLUMN \`from_source\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart_kpi\` DROP COLUMN \`source_series\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart_kpi\` DROP COLUMN \`source_category\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` DROP COLUMN \`source_url\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` DROP COLUMN \`source_category_column\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` DROP COLUMN \`source_series_column\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` DROP COLUMN \`source_value_columns\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` DROP COLUMN \`source_filter_column\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` DROP COLUMN \`source_filter_value\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` DROP COLUMN \`source_min_rows\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` DROP COLUMN \`source_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_chart\` DROP COLUMN \`source_error\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`role\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
