import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio' NOT NULL,
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
  	\`product\` text DEFAULT 'PA digitale 2026' NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_support_request_form_order_idx\` ON \`pages_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_support_request_form_parent_id_idx\` ON \`pages_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_support_request_form_path_idx\` ON \`pages_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faqs_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio' NOT NULL,
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
  	\`product\` text DEFAULT 'PA digitale 2026' NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_blocks_support_request_form_order_idx\` ON \`faqs_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_support_request_form_parent_id_idx\` ON \`faqs_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_blocks_support_request_form_path_idx\` ON \`faqs_blocks_support_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_territory_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Contatta il referente del tuo territorio' NOT NULL,
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
  	\`product\` text DEFAULT 'PA digitale 2026' NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_support_request_form_order_idx\` ON \`news_blocks_support_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_support_request_form_parent_id_idx\` ON \`news_blocks_support_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_support_request_form_path_idx\` ON \`news_blocks_support_request_form\` (\`_path\`);`)
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
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`territory_requests_id\` integer REFERENCES territory_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`support_requests_id\` integer REFERENCES support_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`once_keys_id\` integer REFERENCES once_keys(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_territory_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`territory_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`support_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_once_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`once_keys_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`faqs_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`resources_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`supportos_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_territory_form\`;`)
  await db.run(sql`DROP TABLE \`datis_blocks_support_request_form\`;`)
  await db.run(sql`DROP TABLE \`territory_requests\`;`)
  await db.run(sql`DROP TABLE \`support_requests\`;`)
  await db.run(sql`DROP TABLE \`once_keys\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
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
}
