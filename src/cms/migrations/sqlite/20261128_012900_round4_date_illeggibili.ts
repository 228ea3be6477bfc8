// Issue 38 (branch editorial-data): no schema change. Dates stored as unreadable text through the
// API before the field check existed («31/02/2027») made every list and edit screen holding the row
// answer 500; they are emptied once, each named in the log (clearUnreadableDates). SQLite only:
// PostgreSQL stores real timestamps and never held one.
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'
import { clearUnreadableDates } from '../../unreadable-dates'

export async function up({ payload }: MigrateUpArgs): Promise<void> {
  await clearUnreadableDates(payload)
}

export async function down(_: MigrateDownArgs): Promise<void> {
  // What was emptied could not be read as any day: there is nothing to put back.
}
