import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`datis\` ADD \`parole_chiave\` text;`)
  await db.run(sql`ALTER TABLE \`datis\` ADD \`copertura_dal\` text;`)
  await db.run(sql`ALTER TABLE \`datis\` ADD \`copertura_al\` text;`)
  await db.run(sql`ALTER TABLE \`_datis_v\` ADD \`version_parole_chiave\` text;`)
  await db.run(sql`ALTER TABLE \`_datis_v\` ADD \`version_copertura_dal\` text;`)
  await db.run(sql`ALTER TABLE \`_datis_v\` ADD \`version_copertura_al\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`datis\` DROP COLUMN \`parole_chiave\`;`)
  await db.run(sql`ALTER TABLE \`datis\` DROP COLUMN \`copertura_dal\`;`)
  await db.run(sql`ALTER TABLE \`datis\` DROP COLUMN \`copertura_al\`;`)
  await db.run(sql`ALTER TABLE \`_datis_v\` DROP COLUMN \`version_parole_chiave\`;`)
  await db.run(sql`ALTER TABLE \`_datis_v\` DROP COLUMN \`version_copertura_dal\`;`)
  await db.run(sql`ALTER TABLE \`_datis_v\` DROP COLUMN \`version_copertura_al\`;`)
}
