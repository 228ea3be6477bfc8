import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`once_keys\` ADD \`holder\` text;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`owner\` text;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`lease_until\` text;`)
  await db.run(sql`CREATE INDEX \`payload_jobs_owner_idx\` ON \`payload_jobs\` (\`owner\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payload_jobs_owner_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`owner\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`lease_until\`;`)
  await db.run(sql`ALTER TABLE \`once_keys\` DROP COLUMN \`holder\`;`)
}
