// Round 3 (sections, review step, security, open data, editors' dates): one migration for the
// schema changes of the whole round, generated once after the branches were merged.
// Hand-edited (see README, «Migrazioni»): foreign keys off for the whole migration, because drizzle
// turns them back on between table rebuilds and dropping a rebuilt parent table cascades to its
// blocks and relations; the news' ordering date (News.dataOrdinamento, set on every save) is filled
// for the news already there: the shown update date, else the creation date.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`announcements_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`announcements_rels_order_idx\` ON \`announcements_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`announcements_rels_parent_idx\` ON \`announcements_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`announcements_rels_path_idx\` ON \`announcements_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`announcements_rels_documents_id_idx\` ON \`announcements_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`_announcements_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_announcements_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_announcements_v_rels_order_idx\` ON \`_announcements_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_rels_parent_idx\` ON \`_announcements_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_rels_path_idx\` ON \`_announcements_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_rels_documents_id_idx\` ON \`_announcements_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`misuras_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ente_beneficiarios_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ente_beneficiarios_id\`) REFERENCES \`ente_beneficiarios\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`misuras_rels_order_idx\` ON \`misuras_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`misuras_rels_parent_idx\` ON \`misuras_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`misuras_rels_path_idx\` ON \`misuras_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`misuras_rels_ente_beneficiarios_id_idx\` ON \`misuras_rels\` (\`ente_beneficiarios_id\`);`)
  await db.run(sql`CREATE TABLE \`revisioni\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titolo\` text,
  	\`azione\` text NOT NULL,
  	\`nota\` text,
  	\`autore_id\` integer,
  	\`autore_nome\` text,
  	\`aperta\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`autore_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`revisioni_autore_idx\` ON \`revisioni\` (\`autore_id\`);`)
  await db.run(sql`CREATE INDEX \`revisioni_aperta_idx\` ON \`revisioni\` (\`aperta\`);`)
  await db.run(sql`CREATE INDEX \`revisioni_updated_at_idx\` ON \`revisioni\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`revisioni_created_at_idx\` ON \`revisioni\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`revisioni_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`faqs_id\` integer,
  	\`news_id\` integer,
  	\`supportos_id\` integer,
  	\`resources_id\` integer,
  	\`datis_id\` integer,
  	\`guidelines_id\` integer,
  	\`updates_id\` integer,
  	\`announcements_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`revisioni\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`supportos_id\`) REFERENCES \`supportos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`datis_id\`) REFERENCES \`datis\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guidelines_id\`) REFERENCES \`guidelines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`updates_id\`) REFERENCES \`updates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`announcements_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`revisioni_rels_order_idx\` ON \`revisioni_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`revisioni_rels_parent_idx\` ON \`revisioni_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`revisioni_rels_path_idx\` ON \`revisioni_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`revisioni_rels_pages_id_idx\` ON \`revisioni_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`revisioni_rels_faqs_id_idx\` ON \`revisioni_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`revisioni_rels_news_id_idx\` ON \`revisioni_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`revisioni_rels_supportos_id_idx\` ON \`revisioni_rels\` (\`supportos_id\`);`)
  await db.run(sql`CREATE INDEX \`revisioni_rels_resources_id_idx\` ON \`revisioni_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`revisioni_rels_datis_id_idx\` ON \`revisioni_rels\` (\`datis_id\`);`)
  await db.run(sql`CREATE INDEX \`revisioni_rels_guidelines_id_idx\` ON \`revisioni_rels\` (\`guidelines_id\`);`)
  await db.run(sql`CREATE INDEX \`revisioni_rels_updates_id_idx\` ON \`revisioni_rels\` (\`updates_id\`);`)
  await db.run(sql`CREATE INDEX \`revisioni_rels_announcements_id_idx\` ON \`revisioni_rels\` (\`announcements_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_alert\` ADD \`visibile_dal\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_alert\` ADD \`visibile_fino_al\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`modificato_da\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_alert\` ADD \`visibile_dal\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_alert\` ADD \`visibile_fino_al\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_modificato_da\` text;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_alert\` ADD \`visibile_dal\` text;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_alert\` ADD \`visibile_fino_al\` text;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`modificato_da\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_alert\` ADD \`visibile_dal\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_alert\` ADD \`visibile_fino_al\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version_creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version_modificato_da\` text;`)
  await db.run(sql`ALTER TABLE \`news_blocks_alert\` ADD \`visibile_dal\` text;`)
  await db.run(sql`ALTER TABLE \`news_blocks_alert\` ADD \`visibile_fino_al\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`data_ordinamento\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`modificato_da\` text;`)
  await db.run(sql`CREATE INDEX \`news_data_ordinamento_idx\` ON \`news\` (\`data_ordinamento\`);`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_alert\` ADD \`visibile_dal\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_alert\` ADD \`visibile_fino_al\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_data_ordinamento\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_modificato_da\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_data_ordinamento_idx\` ON \`_news_v\` (\`version_data_ordinamento\`);`)
  await db.run(sql`ALTER TABLE \`resources_blocks_alert\` ADD \`visibile_dal\` text;`)
  await db.run(sql`ALTER TABLE \`resources_blocks_alert\` ADD \`visibile_fino_al\` text;`)
  await db.run(sql`ALTER TABLE \`resources\` ADD \`creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`resources\` ADD \`modificato_da\` text;`)
  await db.run(sql`ALTER TABLE \`_resources_v_blocks_alert\` ADD \`visibile_dal\` text;`)
  await db.run(sql`ALTER TABLE \`_resources_v_blocks_alert\` ADD \`visibile_fino_al\` text;`)
  await db.run(sql`ALTER TABLE \`_resources_v\` ADD \`version_creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`_resources_v\` ADD \`version_modificato_da\` text;`)
  await db.run(sql`ALTER TABLE \`supportos_blocks_alert\` ADD \`visibile_dal\` text;`)
  await db.run(sql`ALTER TABLE \`supportos_blocks_alert\` ADD \`visibile_fino_al\` text;`)
  await db.run(sql`ALTER TABLE \`supportos\` ADD \`creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`supportos\` ADD \`modificato_da\` text;`)
  await db.run(sql`ALTER TABLE \`_supportos_v_blocks_alert\` ADD \`visibile_dal\` text;`)
  await db.run(sql`ALTER TABLE \`_supportos_v_blocks_alert\` ADD \`visibile_fino_al\` text;`)
  await db.run(sql`ALTER TABLE \`_supportos_v\` ADD \`version_creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`_supportos_v\` ADD \`version_modificato_da\` text;`)
  await db.run(sql`ALTER TABLE \`datis_blocks_alert\` ADD \`visibile_dal\` text;`)
  await db.run(sql`ALTER TABLE \`datis_blocks_alert\` ADD \`visibile_fino_al\` text;`)
  await db.run(sql`ALTER TABLE \`datis\` ADD \`parole_chiave\` text;`)
  await db.run(sql`ALTER TABLE \`datis\` ADD \`copertura_dal\` text;`)
  await db.run(sql`ALTER TABLE \`datis\` ADD \`copertura_al\` text;`)
  await db.run(sql`ALTER TABLE \`datis\` ADD \`creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`datis\` ADD \`modificato_da\` text;`)
  await db.run(sql`ALTER TABLE \`_datis_v_blocks_alert\` ADD \`visibile_dal\` text;`)
  await db.run(sql`ALTER TABLE \`_datis_v_blocks_alert\` ADD \`visibile_fino_al\` text;`)
  await db.run(sql`ALTER TABLE \`_datis_v\` ADD \`version_parole_chiave\` text;`)
  await db.run(sql`ALTER TABLE \`_datis_v\` ADD \`version_copertura_dal\` text;`)
  await db.run(sql`ALTER TABLE \`_datis_v\` ADD \`version_copertura_al\` text;`)
  await db.run(sql`ALTER TABLE \`_datis_v\` ADD \`version_creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`_datis_v\` ADD \`version_modificato_da\` text;`)
  await db.run(sql`ALTER TABLE \`guidelines\` ADD \`creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`guidelines\` ADD \`modificato_da\` text;`)
  await db.run(sql`ALTER TABLE \`_guidelines_v\` ADD \`version_creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`_guidelines_v\` ADD \`version_modificato_da\` text;`)
  await db.run(sql`ALTER TABLE \`updates\` ADD \`creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`updates\` ADD \`modificato_da\` text;`)
  await db.run(sql`ALTER TABLE \`_updates_v\` ADD \`version_creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`_updates_v\` ADD \`version_modificato_da\` text;`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`misura_id\` integer REFERENCES misuras(id);`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`descrizione\` text;`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`modificato_da\` text;`)
  await db.run(sql`CREATE INDEX \`announcements_misura_idx\` ON \`announcements\` (\`misura_id\`);`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_misura_id\` integer REFERENCES misuras(id);`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_descrizione\` text;`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_creato_da\` text;`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_modificato_da\` text;`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_misura_idx\` ON \`_announcements_v\` (\`version_misura_id\`);`)
  await db.run(sql`ALTER TABLE \`ente_beneficiarios\` ADD \`descrizione\` text;`)
  await db.run(sql`ALTER TABLE \`misuras\` ADD \`descrizione\` text;`)
  await db.run(sql`ALTER TABLE \`misuras\` ADD \`risorse_in_euro\` numeric;`)
  await db.run(sql`ALTER TABLE \`misuras\` ADD \`platea_potenziale\` text;`)
  await db.run(sql`ALTER TABLE \`misuras\` ADD \`aggiornamenti\` text;`)
  await db.run(sql`ALTER TABLE \`misuras\` ADD \`ente_promotore_id\` integer REFERENCES ente_promotores(id);`)
  await db.run(sql`CREATE INDEX \`misuras_ente_promotore_idx\` ON \`misuras\` (\`ente_promotore_id\`);`)
  await db.run(sql`ALTER TABLE \`territory_requests\` ADD \`chiave_invio\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`territory_requests_chiave_invio_idx\` ON \`territory_requests\` (\`chiave_invio\`);`)
  await db.run(sql`ALTER TABLE \`support_requests\` ADD \`chiave_invio\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`support_requests_chiave_invio_idx\` ON \`support_requests\` (\`chiave_invio\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`revisioni_id\` integer REFERENCES revisioni(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_revisioni_id_idx\` ON \`payload_locked_documents_rels\` (\`revisioni_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`owner_address\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`owner_fiscal_code\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`owner_pec\` text;`)
  await db.run(sql`UPDATE \`news\` SET \`data_ordinamento\` = COALESCE(\`custom_update_date\`, \`created_at\`);`)
  await db.run(sql`UPDATE \`_news_v\` SET \`version_data_ordinamento\` = COALESCE(\`version_custom_update_date\`, \`version_created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`announcements_rels\`;`)
  await db.run(sql`DROP TABLE \`_announcements_v_rels\`;`)
  await db.run(sql`DROP TABLE \`misuras_rels\`;`)
  await db.run(sql`DROP TABLE \`revisioni\`;`)
  await db.run(sql`DROP TABLE \`revisioni_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`INSERT INTO \`__new_announcements\`("id", "name", "status", "start_date", "end_date", "ente_promotore_id", "url", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "name", "status", "start_date", "end_date", "ente_promotore_id", "url", "updated_at", "created_at", "deleted_at", "_status" FROM \`announcements\`;`)
  await db.run(sql`DROP TABLE \`announcements\`;`)
  await db.run(sql`ALTER TABLE \`__new_announcements\` RENAME TO \`announcements\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`announcements_ente_promotore_idx\` ON \`announcements\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`announcements_updated_at_idx\` ON \`announcements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`announcements_created_at_idx\` ON \`announcements\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`announcements_deleted_at_idx\` ON \`announcements\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`announcements__status_idx\` ON \`announcements\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__announcements_v\` (
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
  await db.run(sql`INSERT INTO \`__new__announcements_v\`("id", "parent_id", "version_name", "version_status", "version_start_date", "version_end_date", "version_ente_promotore_id", "version_url", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_name", "version_status", "version_start_date", "version_end_date", "version_ente_promotore_id", "version_url", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_announcements_v\`;`)
  await db.run(sql`DROP TABLE \`_announcements_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__announcements_v\` RENAME TO \`_announcements_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_misuras\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_misuras\`("id", "label", "updated_at", "created_at") SELECT "id", "label", "updated_at", "created_at" FROM \`misuras\`;`)
  await db.run(sql`DROP TABLE \`misuras\`;`)
  await db.run(sql`ALTER TABLE \`__new_misuras\` RENAME TO \`misuras\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`misuras_label_idx\` ON \`misuras\` (\`label\`);`)
  await db.run(sql`CREATE INDEX \`misuras_updated_at_idx\` ON \`misuras\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`misuras_created_at_idx\` ON \`misuras\` (\`created_at\`);`)
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
  	\`documents_id\` integer,
  	\`legacy_redirects_id\` integer,
  	\`newsletter_subscriptions_id\` integer,
  	\`feedbacks_id\` integer,
  	\`users_id\` integer,
  	\`territory_requests_id\` integer,
  	\`support_requests_id\` integer,
  	\`once_keys_id\` integer,
  	\`source_states_id\` integer,
  	\`redirects_id\` integer,
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
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legacy_redirects_id\`) REFERENCES \`legacy_redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscriptions_id\`) REFERENCES \`newsletter_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`feedbacks_id\`) REFERENCES \`feedbacks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`territory_requests_id\`) REFERENCES \`territory_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`support_requests_id\`) REFERENCES \`support_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`once_keys_id\`) REFERENCES \`once_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`source_states_id\`) REFERENCES \`source_states\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "faqs_id", "news_id", "resources_id", "supportos_id", "datis_id", "guidelines_id", "updates_id", "announcements_id", "ente_beneficiarios_id", "ente_promotores_id", "misuras_id", "media_id", "documents_id", "legacy_redirects_id", "newsletter_subscriptions_id", "feedbacks_id", "users_id", "territory_requests_id", "support_requests_id", "once_keys_id", "source_states_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "faqs_id", "news_id", "resources_id", "supportos_id", "datis_id", "guidelines_id", "updates_id", "announcements_id", "ente_beneficiarios_id", "ente_promotores_id", "misuras_id", "media_id", "documents_id", "legacy_redirects_id", "newsletter_subscriptions_id", "feedbacks_id", "users_id", "territory_requests_id", "support_requests_id", "once_keys_id", "source_states_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legacy_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`legacy_redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedbacks_id_idx\` ON \`payload_locked_documents_rels\` (\`feedbacks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_territory_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`territory_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`support_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_once_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`once_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_source_states_id_idx\` ON \`payload_locked_documents_rels\` (\`source_states_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`DROP INDEX \`news_data_ordinamento_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`data_ordinamento\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`creato_da\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`modificato_da\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_data_ordinamento_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_data_ordinamento\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_creato_da\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_modificato_da\`;`)
  await db.run(sql`DROP INDEX \`territory_requests_chiave_invio_idx\`;`)
  await db.run(sql`ALTER TABLE \`territory_requests\` DROP COLUMN \`chiave_invio\`;`)
  await db.run(sql`DROP INDEX \`support_requests_chiave_invio_idx\`;`)
  await db.run(sql`ALTER TABLE \`support_requests\` DROP COLUMN \`chiave_invio\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_alert\` DROP COLUMN \`visibile_dal\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_alert\` DROP COLUMN \`visibile_fino_al\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`creato_da\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`modificato_da\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_alert\` DROP COLUMN \`visibile_dal\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_alert\` DROP COLUMN \`visibile_fino_al\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_creato_da\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_modificato_da\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_alert\` DROP COLUMN \`visibile_dal\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_alert\` DROP COLUMN \`visibile_fino_al\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`creato_da\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`modificato_da\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_alert\` DROP COLUMN \`visibile_dal\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_alert\` DROP COLUMN \`visibile_fino_al\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` DROP COLUMN \`version_creato_da\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` DROP COLUMN \`version_modificato_da\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_alert\` DROP COLUMN \`visibile_dal\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_alert\` DROP COLUMN \`visibile_fino_al\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_alert\` DROP COLUMN \`visibile_dal\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_alert\` DROP COLUMN \`visibile_fino_al\`;`)
  await db.run(sql`ALTER TABLE \`resources_blocks_alert\` DROP COLUMN \`visibile_dal\`;`)
  await db.run(sql`ALTER TABLE \`resources_blocks_alert\` DROP COLUMN \`visibile_fino_al\`;`)
  await db.run(sql`ALTER TABLE \`resources\` DROP COLUMN \`creato_da\`;`)
  await db.run(sql`ALTER TABLE \`resources\` DROP COLUMN \`modificato_da\`;`)
  await db.run(sql`ALTER TABLE \`_resources_v_blocks_alert\` DROP COLUMN \`visibile_dal\`;`)
  await db.run(sql`ALTER TABLE \`_resources_v_blocks_alert\` DROP COLUMN \`visibile_fino_al\`;`)
  await db.run(sql`ALTER TABLE \`_resources_v\` DROP COLUMN \`version_creato_da\`;`)
  await db.run(sql`ALTER TABLE \`_resources_v\` DROP COLUMN \`version_modificato_da\`;`)
  await db.run(sql`ALTER TABLE \`supportos_blocks_alert\` DROP COLUMN \`visibile_dal\`;`)
  await db.run(sql`ALTER TABLE \`supportos_blocks_alert\` DROP COLUMN \`visibile_fino_al\`;`)
  await db.run(sql`ALTER TABLE \`supportos\` DROP COLUMN \`creato_da\`;`)
  await db.run(sql`ALTER TABLE \`supportos\` DROP COLUMN \`modificato_da\`;`)
  await db.run(sql`ALTER TABLE \`_supportos_v_blocks_alert\` DROP COLUMN \`visibile_dal\`;`)
  await db.run(sql`ALTER TABLE \`_supportos_v_blocks_alert\` DROP COLUMN \`visibile_fino_al\`;`)
  await db.run(sql`ALTER TABLE \`_supportos_v\` DROP COLUMN \`version_creato_da\`;`)
  await db.run(sql`ALTER TABLE \`_supportos_v\` DROP COLUMN \`version_modificato_da\`;`)
  await db.run(sql`ALTER TABLE \`datis_blocks_alert\` DROP COLUMN \`visibile_dal\`;`)
  await db.run(sql`ALTER TABLE \`datis_blocks_alert\` DROP COLUMN \`visibile_fino_al\`;`)
  await db.run(sql`ALTER TABLE \`datis\` DROP COLUMN \`parole_chiave\`;`)
  await db.run(sql`ALTER TABLE \`datis\` DROP COLUMN \`copertura_dal\`;`)
  await db.run(sql`ALTER TABLE \`datis\` DROP COLUMN \`copertura_al\`;`)
  await db.run(sql`ALTER TABLE \`datis\` DROP COLUMN \`creato_da\`;`)
  await db.run(sql`ALTER TABLE \`datis\` DROP COLUMN \`modificato_da\`;`)
  await db.run(sql`ALTER TABLE \`_datis_v_blocks_alert\` DROP COLUMN \`visibile_dal\`;`)
  await db.run(sql`ALTER TABLE \`_datis_v_blocks_alert\` DROP COLUMN \`visibile_fino_al\`;`)
  await db.run(sql`ALTER TABLE \`_datis_v\` DROP COLUMN \`version_parole_chiave\`;`)
  await db.run(sql`ALTER TABLE \`_datis_v\` DROP COLUMN \`version_copertura_dal\`;`)
  await db.run(sql`ALTER TABLE \`_datis_v\` DROP COLUMN \`version_copertura_al\`;`)
  await db.run(sql`ALTER TABLE \`_datis_v\` DROP COLUMN \`version_creato_da\`;`)
  await db.run(sql`ALTER TABLE \`_datis_v\` DROP COLUMN \`version_modificato_da\`;`)
  await db.run(sql`ALTER TABLE \`guidelines\` DROP COLUMN \`creato_da\`;`)
  await db.run(sql`ALTER TABLE \`guidelines\` DROP COLUMN \`modificato_da\`;`)
  await db.run(sql`ALTER TABLE \`_guidelines_v\` DROP COLUMN \`version_creato_da\`;`)
  await db.run(sql`ALTER TABLE \`_guidelines_v\` DROP COLUMN \`version_modificato_da\`;`)
  await db.run(sql`ALTER TABLE \`updates\` DROP COLUMN \`creato_da\`;`)
  await db.run(sql`ALTER TABLE \`updates\` DROP COLUMN \`modificato_da\`;`)
  await db.run(sql`ALTER TABLE \`_updates_v\` DROP COLUMN \`version_creato_da\`;`)
  await db.run(sql`ALTER TABLE \`_updates_v\` DROP COLUMN \`version_modificato_da\`;`)
  await db.run(sql`ALTER TABLE \`ente_beneficiarios\` DROP COLUMN \`descrizione\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`owner_address\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`owner_fiscal_code\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`owner_pec\`;`)
}
