import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "once_keys" ADD COLUMN "holder" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "owner" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "lease_until" timestamp(3) with time zone;
  CREATE INDEX "payload_jobs_owner_idx" ON "payload_jobs" USING btree ("owner");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "payload_jobs_owner_idx";
  ALTER TABLE "once_keys" DROP COLUMN "holder";
  ALTER TABLE "payload_jobs" DROP COLUMN "owner";
  ALTER TABLE "payload_jobs" DROP COLUMN "lease_until";`)
}
