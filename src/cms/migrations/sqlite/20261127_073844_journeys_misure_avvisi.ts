import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`misura_id\` integer REFERENCES misuras(id);`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`descrizione\` text;`)
  await db.run(sql`CREATE INDEX \`announcements_misura_idx\` ON \`announcements\` (\`misura_id\`);`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_misura_id\` integer REFERENCES misuras(id);`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_descrizione\` text;`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_misura_idx\` ON \`_announcements_v\` (\`version_misura_id\`);`)
  await db.run(sql`ALTER TABLE \`ente_beneficiarios\` ADD \`descrizione\` text;`)
  await db.run(sql`ALTER TABLE \`misuras\` ADD \`descrizione\` text;`)
  await db.run(sql`ALTER TABLE \`misuras\` ADD \`risorse_in_euro\` numeric;`)
  await db.run(sql`ALTER TABLE \`misuras\` ADD \`platea_potenziale\` text;`)
  await db.run(sql`ALTER TABLE \`misuras\` ADD \`aggiornamenti\` text;`)
  await db.run(sql`ALTER TABLE \`misuras\` ADD \`ente_promotore_id\` integer REFERENCES ente_promotores(id);`)
  await db.run(sql`CREATE INDEX \`misuras_ente_promotore_idx\` ON \`misuras\` (\`ente_promotore_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`announcements_rels\`;`)
  await db.run(sql`DROP TABLE \`_announcements_v_rels\`;`)
  await db.run(sql`DROP TABLE \`misuras_rels\`;`)
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
  await db.run(sql`ALTER TABLE \`ente_beneficiarios\` DROP COLUMN \`descrizione\`;`)
}
