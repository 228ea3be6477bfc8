import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

type Column = { name: string; type: string }
type SqliteDb = {
  name: string
  rawTables: Record<string, { name: string; columns: Record<string, Column> }>
  drizzle: { all: <T>(query: ReturnType<typeof sql.raw>) => Promise<T[]>; run: (query: ReturnType<typeof sql>) => Promise<unknown> }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * Dates stored as text no date can be read from («31/02/2027», written through the API before
 * issue 38): Payload's SQLite reader throws on them, so every list and edit screen holding the row
 * answered 500. Each one is emptied, so the editor sees the field blank and required, and named in
 * the log; what was there cannot be read as any day. PostgreSQL stores real timestamps and never
 * held one. Returns how many were emptied.
 */
export async function clearUnreadableDates(payload: Payload): Promise<number> {
  const db = payload.db as unknown as SqliteDb
  if (db.name !== 'sqlite') return 0
  let cleared = 0
  for (const table of Object.values(db.rawTables)) {
    for (const column of Object.values(table.columns)) {
      if (column.type !== 'timestamp') continue
      const rows = await db.drizzle.all<{ id: number; value: unknown }>(
        sql.raw(`SELECT rowid AS id, ${quoted(column.name)} AS value FROM ${quoted(table.name)} WHERE ${quoted(column.name)} IS NOT NULL`),
      )
      for (const row of rows) {
        if (typeof row.value === 'string' && !Number.isNaN(Date.parse(row.value))) continue
        await db.drizzle.run(sql`UPDATE ${sql.raw(quoted(table.name))} SET ${sql.raw(quoted(column.name))} = NULL WHERE rowid = ${row.id}`)
        payload.logger.warn({ msg: 'data illeggibile svuotata: il campo va compilato di nuovo in redazione', tabella: table.name, colonna: column.name, riga: row.id, valore: String(row.value) })
        cleared++
      }
    }
  }
  return cleared
}
