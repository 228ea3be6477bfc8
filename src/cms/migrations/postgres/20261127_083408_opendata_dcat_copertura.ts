import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "datis" ADD COLUMN "parole_chiave" varchar;
  ALTER TABLE "datis" ADD COLUMN "copertura_dal" timestamp(3) with time zone;
  ALTER TABLE "datis" ADD COLUMN "copertura_al" timestamp(3) with time zone;
  ALTER TABLE "_datis_v" ADD COLUMN "version_parole_chiave" varchar;
  ALTER TABLE "_datis_v" ADD COLUMN "version_copertura_dal" timestamp(3) with time zone;
  ALTER TABLE "_datis_v" ADD COLUMN "version_copertura_al" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "datis" DROP COLUMN "parole_chiave";
  ALTER TABLE "datis" DROP COLUMN "copertura_dal";
  ALTER TABLE "datis" DROP COLUMN "copertura_al";
  ALTER TABLE "_datis_v" DROP COLUMN "version_parole_chiave";
  ALTER TABLE "_datis_v" DROP COLUMN "version_copertura_dal";
  ALTER TABLE "_datis_v" DROP COLUMN "version_copertura_al";`)
}
