import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_chart_kpi\` (
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
  	\`label\` text DEFAULT 'Progetti' NOT NULL,
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
  	\`label\` text NOT NULL,
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
  await db.run(sql`CREATE TABLE \`faqs_blocks_chart_kpi\` (
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
  	\`label\` text DEFAULT 'Progetti' NOT NULL,
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
  	\`label\` text NOT NULL,
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
  await db.run(sql`CREATE TABLE \`news_blocks_chart_kpi\` (
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
  	\`label\` text DEFAULT 'Progetti' NOT NULL,
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
  	\`label\` text NOT NULL,
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
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`INSERT INTO \`__new_datis\`("id", "title", "slug", "summary", "description", "licenza", "custom_update_date", "updated_at", "created_at") SELECT "id", "title", "slug", "summary", NULL, COALESCE("licenza", 'CC BY 4.0'), "custom_update_date", "updated_at", "created_at" FROM \`datis\`;`)
  await db.run(sql`DROP TABLE \`datis\`;`)
  await db.run(sql`ALTER TABLE \`__new_datis\` RENAME TO \`datis\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`datis_slug_idx\` ON \`datis\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`datis_updated_at_idx\` ON \`datis\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`datis_created_at_idx\` ON \`datis\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_chart_tabs\`;`)
  await db.run(sql`DROP TABLE \`datis_files\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_kpi\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_selector\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_chart_tabs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`datis_slug_idx\` ON \`datis\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`datis_updated_at_idx\` ON \`datis\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`datis_created_at_idx\` ON \`datis\` (\`created_at\`);`)
}
