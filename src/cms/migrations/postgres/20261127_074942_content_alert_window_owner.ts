import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "pages_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "_pages_v_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "_pages_v_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "faqs_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "faqs_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "_faqs_v_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "_faqs_v_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "news_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "news_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "_news_v_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "_news_v_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "resources_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "resources_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "_resources_v_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "_resources_v_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "supportos_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "supportos_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "_supportos_v_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "_supportos_v_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "datis_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "datis_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "_datis_v_blocks_alert" ADD COLUMN "visibile_dal" timestamp(3) with time zone;
  ALTER TABLE "_datis_v_blocks_alert" ADD COLUMN "visibile_fino_al" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "owner_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "owner_fiscal_code" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "owner_pec" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "pages_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "_pages_v_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "_pages_v_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "faqs_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "faqs_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "_faqs_v_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "_faqs_v_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "news_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "news_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "_news_v_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "_news_v_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "resources_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "resources_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "_resources_v_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "_resources_v_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "supportos_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "supportos_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "_supportos_v_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "_supportos_v_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "datis_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "datis_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "_datis_v_blocks_alert" DROP COLUMN "visibile_dal";
  ALTER TABLE "_datis_v_blocks_alert" DROP COLUMN "visibile_fino_al";
  ALTER TABLE "site_settings" DROP COLUMN "owner_address";
  ALTER TABLE "site_settings" DROP COLUMN "owner_fiscal_code";
  ALTER TABLE "site_settings" DROP COLUMN "owner_pec";`)
}
