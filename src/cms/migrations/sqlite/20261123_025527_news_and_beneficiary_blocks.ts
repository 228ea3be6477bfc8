import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_news_list\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_order_idx\` ON \`pages_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_parent_id_idx\` ON \`pages_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_path_idx\` ON \`pages_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_beneficiary_content_items\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_items_order_idx\` ON \`pages_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_items_parent_id_idx\` ON \`pages_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_items_link_link_cms_pag_idx\` ON \`pages_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_beneficiary_content\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_order_idx\` ON \`pages_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_parent_id_idx\` ON \`pages_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_beneficiary_content_path_idx\` ON \`pages_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_news_list\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_news_list_order_idx\` ON \`faqs_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_news_list_parent_id_idx\` ON \`faqs_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_news_list_path_idx\` ON \`faqs_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_beneficiary_content_items\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_items_order_idx\` ON \`faqs_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_items_parent_id_idx\` ON \`faqs_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_items_link_link_cms_page_idx\` ON \`faqs_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_beneficiary_content\` (
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
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_order_idx\` ON \`faqs_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_parent_id_idx\` ON \`faqs_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_beneficiary_content_path_idx\` ON \`faqs_blocks_beneficiary_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_news_list\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_news_list_order_idx\` ON \`news_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_news_list_parent_id_idx\` ON \`news_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_news_list_path_idx\` ON \`news_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_beneficiary_content_items\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_items_order_idx\` ON \`news_blocks_beneficiary_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_items_parent_id_idx\` ON \`news_blocks_beneficiary_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_items_link_link_cms_page_idx\` ON \`news_blocks_beneficiary_content_items\` (\`link_cms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_beneficiary_content\` (
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
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_order_idx\` ON \`news_blocks_beneficiary_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_parent_id_idx\` ON \`news_blocks_beneficiary_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_beneficiary_content_path_idx\` ON \`news_blocks_beneficiary_content\` (\`_path\`);`)
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_beneficiary_content\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_beneficiary_content_items\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_beneficiary_content\`;`)
}
