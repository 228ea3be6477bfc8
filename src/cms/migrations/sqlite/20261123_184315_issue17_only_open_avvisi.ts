import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_announcements_grid\` ADD \`only_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_announcements_grid\` ADD \`only_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_announcements_grid\` ADD \`only_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_announcements_grid\` ADD \`only_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`news_blocks_announcements_grid\` ADD \`only_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_announcements_grid\` ADD \`only_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`resources_blocks_announcements_grid\` ADD \`only_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`supportos_blocks_announcements_grid\` ADD \`only_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`datis_blocks_announcements_grid\` ADD \`only_open\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_announcements_grid\` DROP COLUMN \`only_open\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_announcements_grid\` DROP COLUMN \`only_open\`;`)
  await db.run(sql`ALTER TABLE \`faqs_blocks_announcements_grid\` DROP COLUMN \`only_open\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v_blocks_announcements_grid\` DROP COLUMN \`only_open\`;`)
  await db.run(sql`ALTER TABLE \`news_blocks_announcements_grid\` DROP COLUMN \`only_open\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_blocks_announcements_grid\` DROP COLUMN \`only_open\`;`)
  await db.run(sql`ALTER TABLE \`resources_blocks_announcements_grid\` DROP COLUMN \`only_open\`;`)
  await db.run(sql`ALTER TABLE \`supportos_blocks_announcements_grid\` DROP COLUMN \`only_open\`;`)
  await db.run(sql`ALTER TABLE \`datis_blocks_announcements_grid\` DROP COLUMN \`only_open\`;`)
}
