import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Round 4, every branch's schema in one migration (reviewed by hand): new tables and columns, and
  // one rebuild, newsletter_subscriptions (nome_struttura no longer required). Its DROP can only touch
  // rows that point at it: the editors' locks on subscriptions (payload_locked_documents_rels, a
  // lock is taken again on the next edit) and newsletter_deliveries, created empty just above. The
  // copy names only the old table's columns (drizzle also listed the new avvisi_per).
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
  await db.run(sql`CREATE TABLE \`newsletter_issues\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`intro\` text,
  	\`closing\` text,
  	\`status\` text DEFAULT 'bozza' NOT NULL,
  	\`queued_at\` text,
  	\`sent_at\` text,
  	\`inviate\` numeric,
  	\`non_consegnate\` numeric,
  	\`saltate\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_issues_status_idx\` ON \`newsletter_issues\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_updated_at_idx\` ON \`newsletter_issues\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_created_at_idx\` ON \`newsletter_issues\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_issues_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`announcements_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`announcements_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_issues_rels_order_idx\` ON \`newsletter_issues_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_rels_parent_idx\` ON \`newsletter_issues_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_rels_path_idx\` ON \`newsletter_issues_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_rels_news_id_idx\` ON \`newsletter_issues_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_rels_announcements_id_idx\` ON \`newsletter_issues_rels\` (\`announcements_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`issue_id\` integer NOT NULL,
  	\`subscription_id\` integer NOT NULL,
  	\`email\` text NOT NULL,
  	\`status\` text DEFAULT 'in-attesa' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`message_id\` text,
  	\`error\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`issue_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`subscription_id\`) REFERENCES \`newsletter_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_deliveries_key_idx\` ON \`newsletter_deliveries\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_issue_idx\` ON \`newsletter_deliveries\` (\`issue_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_subscription_idx\` ON \`newsletter_deliveries\` (\`subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_status_idx\` ON \`newsletter_deliveries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_updated_at_idx\` ON \`newsletter_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_created_at_idx\` ON \`newsletter_deliveries\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_newsletter_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`rappresento\` text NOT NULL,
  	\`tipo_ente\` text,
  	\`nome_struttura\` text,
  	\`in_quanto\` text,
  	\`avvisi_per\` text,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`confirmation_sent_at\` text,
  	\`send_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_newsletter_subscriptions\`("id", "email", "status", "rappresento", "tipo_ente", "nome_struttura", "in_quanto", "confirmed_at", "unsubscribed_at", "confirmation_sent_at", "send_error", "updated_at", "created_at") SELECT "id", "email", "status", "rappresento", "tipo_ente", "nome_struttura", "in_quanto", "confirmed_at", "unsubscribed_at", "confirmation_sent_at", "send_error", "updated_at", "created_at" FROM \`newsletter_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscriptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_newsletter_subscriptions\` RENAME TO \`newsletter_subscriptions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscriptions_email_idx\` ON \`newsletter_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_status_idx\` ON \`newsletter_subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_avvisi_per_idx\` ON \`newsletter_subscriptions\` (\`avvisi_per\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_updated_at_idx\` ON \`newsletter_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_created_at_idx\` ON \`newsletter_subscriptions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`risorse_in_euro\` numeric;`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`regola_importo\` text;`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`testo_avviso_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`announcements_testo_avviso_idx\` ON \`announcements\` (\`testo_avviso_id\`);`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_risorse_in_euro\` numeric;`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_regola_importo\` text;`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_testo_avviso_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_testo_avviso_idx\` ON \`_announcements_v\` (\`version_testo_avviso_id\`);`)
  await db.run(sql`ALTER TABLE \`once_keys\` ADD \`holder\` text;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`owner\` text;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`lease_until\` text;`)
  await db.run(sql`CREATE INDEX \`payload_jobs_owner_idx\` ON \`payload_jobs\` (\`owner\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_issues_id\` integer REFERENCES newsletter_issues(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_deliveries_id\` integer REFERENCES newsletter_deliveries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_issues_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_issues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_deliveries_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`apply_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`contact_email\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`announcements_importi\`;`)
  await db.run(sql`DROP TABLE \`_announcements_v_version_importi\`;`)
  await db.run(sql`DROP TABLE \`newsletter_issues\`;`)
  await db.run(sql`DROP TABLE \`newsletter_issues_rels\`;`)
  await db.run(sql`DROP TABLE \`newsletter_deliveries\`;`)
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
  	\`revisioni_id\` integer,
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
  	FOREIGN KEY (\`revisioni_id\`) REFERENCES \`revisioni\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "faqs_id", "news_id", "resources_id", "supportos_id", "datis_id", "guidelines_id", "updates_id", "announcements_id", "ente_beneficiarios_id", "ente_promotores_id", "misuras_id", "media_id", "documents_id", "legacy_redirects_id", "newsletter_subscriptions_id", "feedbacks_id", "users_id", "territory_requests_id", "support_requests_id", "once_keys_id", "source_states_id", "revisioni_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "faqs_id", "news_id", "resources_id", "supportos_id", "datis_id", "guidelines_id", "updates_id", "announcements_id", "ente_beneficiarios_id", "ente_promotores_id", "misuras_id", "media_id", "documents_id", "legacy_redirects_id", "newsletter_subscriptions_id", "feedbacks_id", "users_id", "territory_requests_id", "support_requests_id", "once_keys_id", "source_states_id", "revisioni_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_revisioni_id_idx\` ON \`payload_locked_documents_rels\` (\`revisioni_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_newsletter_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`rappresento\` text NOT NULL,
  	\`tipo_ente\` text,
  	\`nome_struttura\` text NOT NULL,
  	\`in_quanto\` text,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`confirmation_sent_at\` text,
  	\`send_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_newsletter_subscriptions\`("id", "email", "status", "rappresento", "tipo_ente", "nome_struttura", "in_quanto", "confirmed_at", "unsubscribed_at", "confirmation_sent_at", "send_error", "updated_at", "created_at") SELECT "id", "email", "status", "rappresento", "tipo_ente", "nome_struttura", "in_quanto", "confirmed_at", "unsubscribed_at", "confirmation_sent_at", "send_error", "updated_at", "created_at" FROM \`newsletter_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscriptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_newsletter_subscriptions\` RENAME TO \`newsletter_subscriptions\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscriptions_email_idx\` ON \`newsletter_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_status_idx\` ON \`newsletter_subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_updated_at_idx\` ON \`newsletter_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_created_at_idx\` ON \`newsletter_subscriptions\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`payload_jobs_owner_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`owner\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`lease_until\`;`)
  await db.run(sql`ALTER TABLE \`once_keys\` DROP COLUMN \`holder\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`apply_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`contact_email\`;`)
}
