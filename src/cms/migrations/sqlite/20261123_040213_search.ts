import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti' NOT NULL,
  	\`label\` text DEFAULT 'Scrivi la tua domanda' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_search_order_idx\` ON \`pages_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_search_parent_id_idx\` ON \`pages_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_search_path_idx\` ON \`pages_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti' NOT NULL,
  	\`label\` text DEFAULT 'Scrivi la tua domanda' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_search_order_idx\` ON \`faqs_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_search_parent_id_idx\` ON \`faqs_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_faq_search_path_idx\` ON \`faqs_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Cerca tra le domande frequenti' NOT NULL,
  	\`label\` text DEFAULT 'Scrivi la tua domanda' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_faq_search_order_idx\` ON \`news_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_faq_search_parent_id_idx\` ON \`news_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_faq_search_path_idx\` ON \`news_blocks_faq_search\` (\`_path\`);`)
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
  await db.run(sql`DROP TABLE \`pages_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`search_suggestions_items\`;`)
  await db.run(sql`DROP TABLE \`search_suggestions\`;`)
  await db.run(sql`DROP TABLE \`search_state\`;`)
}
