// Hand addition (branch admin): the news' ordering date (News.dataOrdinamento, set on every save by
// newsSortDate) is filled for the news already there: the shown update date, else the creation date.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" ADD COLUMN "data_ordinamento" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_data_ordinamento" timestamp(3) with time zone;
  CREATE INDEX "news_data_ordinamento_idx" ON "news" USING btree ("data_ordinamento");
  CREATE INDEX "_news_v_version_version_data_ordinamento_idx" ON "_news_v" USING btree ("version_data_ordinamento");
  UPDATE "news" SET "data_ordinamento" = COALESCE("custom_update_date", "created_at");
  UPDATE "_news_v" SET "version_data_ordinamento" = COALESCE("version_custom_update_date", "version_created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "news_data_ordinamento_idx";
  DROP INDEX "_news_v_version_version_data_ordinamento_idx";
  ALTER TABLE "news" DROP COLUMN "data_ordinamento";
  ALTER TABLE "_news_v" DROP COLUMN "version_data_ordinamento";`)
}
