import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { notifyInstances, parseScope, type RevalidationScope } from './instances'
import { logJson } from './log'
import { purgeProxies } from './proxy-cache'
import { port, proxyPurgeUrls, usesPostgres } from '@/cms/env'

/**
 * Issue 37, problem 4: one truth for every instance without a list kept by hand. On PostgreSQL a
 * change is announced on a channel of the database (NOTIFY) that every instance listens to: each
 * one clears its own cache (POST /api/revalidate to itself, inside a Next request) and then
 * asks the proxies for a new cache generation, whatever the number of instances. Before,
 * REVALIDATE_INSTANCES had to list them all: missing from the unit, a FAQ stayed old on the
 * other instance for 75 s and more. SQLite is one instance: it notifies itself.
 */
const CHANNEL = 'sito_revalidate'
/** PostgreSQL's limit for a notification's text is 8000 bytes: a longer scope becomes the whole site. */
const MAX_MESSAGE = 7_500

type Notification = { channel: string; payload?: string }
type ListeningClient = {
  query: (text: string) => Promise<unknown>
  on(event: 'notification', listener: (message: Notification) => void): void
  on(event: 'error' | 'end', listener: (error?: Error) => void): void
  release: (error?: Error | boolean) => void
}
type Pool = { connect: () => Promise<ListeningClient> }
type Db = { execute: (args: { db?: unknown; drizzle: unknown; sql: unknown }) => Promise<unknown>; drizzle: unknown; pool?: Pool; sessions?: Record<string | number, { db: unknown }> }

const self = () => `http://127.0.0.1:${port()}`

/** The message of a change: its reason and scope, small enough for NOTIFY. */
export function revalidationMessage(reason: string, scope: RevalidationScope): string {
  const message = JSON.stringify({ reason, scope })
  return message.length <= MAX_MESSAGE ? message : JSON.stringify({ reason, scope: 'site' })
}

/**
 * Announces a change to every instance, this one included (PostgreSQL). Inside the transaction of
 * `req` when it has one: PostgreSQL delivers the notification when it commits, drops it on rollback.
 */
export async function announceChange(payload: Payload, reason: string, scope: RevalidationScope, req?: { transactionID?: unknown }): Promise<void> {
  const db = payload.db as unknown as Db
  const transaction = await req?.transactionID
  const tx = typeof transaction === 'string' || typeof transaction === 'number' ? db.sessions?.[transaction]?.db : undefined
  await db.execute({ db: tx, drizzle: db.drizzle, sql: sql`SELECT pg_notify(${CHANNEL}, ${revalidationMessage(reason, scope)})` })
}

/** What an instance does with an announced change: its own cache, then the proxies. */
async function applyHere(text: string | undefined): Promise<void> {
  let body: unknown = null
  try {
    body = JSON.parse(text ?? '')
  } catch {
    return
  }
  const scope = parseScope(body)
  if (!scope) return
  await notifyInstances(String((body as { reason?: unknown }).reason ?? 'modifica'), scope, [self()])
  await purgeProxies(proxyPurgeUrls())
}

const KEY = Symbol.for('sito.revalidation.listening')
const root = globalThis as typeof globalThis & { [KEY]?: boolean }

/** Listens on the channel for the life of the process (one connection of the pool), connecting again after an error. */
export function listenForChanges(payload: Payload): void {
  const pool = (payload.db as unknown as Db).pool
  if (!usesPostgres() || !pool || root[KEY]) return
  root[KEY] = true
  const connect = async (): Promise<void> => {
    try {
      const client = await pool.connect()
      let dropped = false
      const again = (error?: Error) => {
        if (dropped) return
        dropped = true
        client.release(error ?? true)
        logJson('warn', 'revalidation channel lost: listening again', { error: String(error ?? 'fine') })
        setTimeout(() => void connect(), 1_000).unref()
      }
      client.on('notification', (message) => {
        if (message.channel === CHANNEL) void applyHere(message.payload).catch((error: unknown) => logJson('warn', 'revalidation failed', { error: String(error) }))
      })
      client.on('error', again)
      client.on('end', again)
      await client.query(`LISTEN ${CHANNEL}`)
    } catch (error) {
      logJson('warn', 'revalidation channel unavailable: trying again', { error: String(error) })
      setTimeout(() => void connect(), 1_000).unref()
    }
  }
  void connect()
}
