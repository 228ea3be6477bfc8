import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`announcements_importi\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`beneficiario\` text,
  	\`popolazione_da\` numeric,
  	\`popolazione_a\` numeric,
  	\`importo_in_euro\` numeric,
  	\`nota\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`announcements_importi_order_idx\` ON \`announcements_importi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`announcements_importi_parent_id_idx\` ON \`announcements_importi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_announcements_v_version_importi\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`beneficiario\` text,
  	\`popolazione_da\` numeric,
  	\`popolazione_a\` numeric,
  	\`importo_in_euro\` numeric,
  	\`nota\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_announcements_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_importi_order_idx\` ON \`_announcements_v_version_importi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_importi_parent_id_idx\` ON \`_announcements_v_version_importi\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`risorse_in_euro\` numeric;`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`regola_importo\` text;`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`testo_avviso_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`announcements_testo_avviso_idx\` ON \`announcements\` (\`testo_avviso_id\`);`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_risorse_in_euro\` numeric;`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_regola_importo\` text;`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_testo_avviso_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_testo_avviso_idx\` ON \`_announcements_v\` (\`version_testo_avviso_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`apply_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`contact_email\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`announcements_importi\`;`)
  await db.run(sql`DROP TABLE \`_announcements_v_version_importi\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_announcements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`status\` text DEFAULT 'PUBBLICATO',
  	\`start_date\` text,
  	\`end_date\` text,
  	\`ente_promotore_id\` integer,
  	\`misura_id\` integer,
  	\`descrizione\` text,
  	\`url\` text,
  	\`creato_da\` text,
  	\`modificato_da\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_announcements\`("id", "name", "status", "start_date", "end_date", "ente_promotore_id", "misura_id", "descrizione", "url", "creato_da", "modificato_da", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "name", "status", "start_date", "end_date", "ente_promotore_id", "misura_id", "descrizione", "url", "creato_da", "modificato_da", "updated_at", "created_at", "deleted_at", "_status" FROM \`announcements\`;`)
  await db.run(sql`DROP TABLE \`announcements\`;`)
  await db.run(sql`ALTER TABLE \`__new_announcements\` RENAME TO \`announcements\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`announcements_ente_promotore_idx\` ON \`announcements\` (\`ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`announcements_misura_idx\` ON \`announcements\` (\`misura_id\`);`)
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
  	\`version_misura_id\` integer,
  	\`version_descrizione\` text,
  	\`version_url\` text,
  	\`version_creato_da\` text,
  	\`version_modificato_da\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_ente_promotore_id\`) REFERENCES \`ente_promotores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_misura_id\`) REFERENCES \`misuras\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__announcements_v\`("id", "parent_id", "version_name", "version_status", "version_start_date", "version_end_date", "version_ente_promotore_id", "version_misura_id", "version_descrizione", "version_url", "version_creato_da", "version_modificato_da", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_name", "version_status", "version_start_date", "version_end_date", "version_ente_promotore_id", "version_misura_id", "version_descrizione", "version_url", "version_creato_da", "version_modificato_da", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_announcements_v\`;`)
  await db.run(sql`DROP TABLE \`_announcements_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__announcements_v\` RENAME TO \`_announcements_v\`;`)
  await db.run(sql`CREATE INDEX \`_announcements_v_parent_idx\` ON \`_announcements_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_ente_promotore_idx\` ON \`_announcements_v\` (\`version_ente_promotore_id\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_misura_idx\` ON \`_announcements_v\` (\`version_misura_id\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_updated_at_idx\` ON \`_announcements_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_created_at_idx\` ON \`_announcements_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_deleted_at_idx\` ON \`_announcements_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version__status_idx\` ON \`_announcements_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_created_at_idx\` ON \`_announcements_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_updated_at_idx\` ON \`_announcements_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_latest_idx\` ON \`_announcements_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_autosave_idx\` ON \`_announcements_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`apply_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`contact_email\`;`)
}
