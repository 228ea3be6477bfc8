// Hand addition (branch admin): the news' ordering date (News.dataOrdinamento, set on every save by
// newsSortDate) is filled for the news already there: the shown update date, else the creation date.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` ADD \`data_ordinamento\` text;`)
  await db.run(sql`CREATE INDEX \`news_data_ordinamento_idx\` ON \`news\` (\`data_ordinamento\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_data_ordinamento\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_data_ordinamento_idx\` ON \`_news_v\` (\`version_data_ordinamento\`);`)
  await db.run(sql`UPDATE \`news\` SET \`data_ordinamento\` = COALESCE(\`custom_update_date\`, \`created_at\`);`)
  await db.run(sql`UPDATE \`_news_v\` SET \`version_data_ordinamento\` = COALESCE(\`version_custom_update_date\`, \`version_created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`news_data_ordinamento_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`data_ordinamento\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_data_ordinamento_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_data_ordinamento\`;`)
}
