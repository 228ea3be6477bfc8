import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`territory_requests\` ADD \`chiave_invio\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`territory_requests_chiave_invio_idx\` ON \`territory_requests\` (\`chiave_invio\`);`)
  await db.run(sql`ALTER TABLE \`support_requests\` ADD \`chiave_invio\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`support_requests_chiave_invio_idx\` ON \`support_requests\` (\`chiave_invio\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`territory_requests_chiave_invio_idx\`;`)
  await db.run(sql`ALTER TABLE \`territory_requests\` DROP COLUMN \`chiave_invio\`;`)
  await db.run(sql`DROP INDEX \`support_requests_chiave_invio_idx\`;`)
  await db.run(sql`ALTER TABLE \`support_requests\` DROP COLUMN \`chiave_invio\`;`)
}
