import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  	\`title\` text DEFAULT 'Le tue preferenze su questo dispositivo' NOT NULL,
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
  	\`title\` text DEFAULT 'Cerca nel sito' NOT NULL,
  	\`description\` text,
  	\`show_suggestions\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_blocks_search_hero_order_idx\` ON \`resources_blocks_search_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_search_hero_parent_id_idx\` ON \`resources_blocks_search_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_blocks_search_hero_path_idx\` ON \`resources_blocks_search_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`supportos_blocks_consent_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Le tue preferenze su questo dispositivo' NOT NULL,
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
  	\`title\` text DEFAULT 'Cerca nel sito' NOT NULL,
  	\`description\` text,
  	\`show_suggestions\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supportos_blocks_search_hero_order_idx\` ON \`supportos_blocks_search_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_search_hero_parent_id_idx\` ON \`supportos_blocks_search_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`supportos_blocks_search_hero_path_idx\` ON \`supportos_blocks_search_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`datis_blocks_consent_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Le tue preferenze su questo dispositivo' NOT NULL,
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
  	\`title\` text DEFAULT 'Cerca nel sito' NOT NULL,
  	\`description\` text,
  	\`show_suggestions\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datis_blocks_search_hero_order_idx\` ON \`datis_blocks_search_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_search_hero_parent_id_idx\` ON \`datis_blocks_search_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`datis_blocks_search_hero_path_idx\` ON \`datis_blocks_search_hero\` (\`_path\`);`)
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
  await db.run(sql`DROP TABLE \`supportos_blocks_consent_settings\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_search_hero_types\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_search_hero\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_consent_settings\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_search_hero_types\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_search_hero\`;`)
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
}
