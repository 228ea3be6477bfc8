import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`newsletter_subscriptions\` ADD \`avvisi_per\` text;`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_avvisi_per_idx\` ON \`newsletter_subscriptions\` (\`avvisi_per\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`newsletter_subscriptions_avvisi_per_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscriptions\` DROP COLUMN \`avvisi_per\`;`)
}
