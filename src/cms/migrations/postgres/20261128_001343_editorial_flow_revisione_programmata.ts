// The review step records a publication scheduled from the review («programmata», issue 38).
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_revisioni_azione" ADD VALUE 'programmata';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "revisioni" ALTER COLUMN "azione" SET DATA TYPE text;
  DROP TYPE "public"."enum_revisioni_azione";
  CREATE TYPE "public"."enum_revisioni_azione" AS ENUM('inviata', 'pubblicata', 'rimandata');
  ALTER TABLE "revisioni" ALTER COLUMN "azione" SET DATA TYPE "public"."enum_revisioni_azione" USING "azione"::"public"."enum_revisioni_azione";`)
}
