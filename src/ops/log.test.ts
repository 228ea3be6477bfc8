import { describe, expect, it, vi } from 'vitest'
import { loggedError, logJson, redact } from './log'

describe('redact', () => {
  it('hides personal fields at any depth and keeps the rest', () => {
    expect(redact({ endpoint: 'feedback', body: { email: 'a@b.it', commento: 'x', utile: true } })).toEqual({
      endpoint: 'feedback',
      body: { email: '[omesso]', commento: '[omesso]', utile: true },
    })
  })
})

describe('logJson', () => {
  it('writes one JSON line with time and service, personal fields hidden, warnings on stderr', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    logJson('warn', 'chart not rendered', { anchor: 'a', email: 'a@b.it' })
    expect(JSON.parse(warn.mock.calls[0]![0] as string)).toMatchObject({ level: 'warn', service: 'sito', msg: 'chart not rendered', anchor: 'a', email: '[omesso]' })
    warn.mockRestore()
  })
})

describe('loggedError', () => {
  it('logs a refused request without its stack, a server error with its stack and the database’s cause', () => {
    const refused = Object.assign(new Error('Non sei autorizzato a eseguire questa azione.'), { status: 403 })
    expect(loggedError(refused)).toEqual({ type: 'Error', message: 'Non sei autorizzato a eseguire questa azione.', status: 403 })
    const sqlite = Object.assign(new Error('FOREIGN KEY constraint failed'), { name: 'LibsqlError', code: 'SQLITE_CONSTRAINT_FOREIGNKEY' })
    const failed = loggedError(new Error('Failed query: insert into "payload_jobs_log"', { cause: sqlite }))
    expect(failed).toMatchObject({
      message: 'Failed query: insert into "payload_jobs_log"',
      stack: expect.stringContaining('log.test.ts'),
      cause: { type: 'LibsqlError', message: 'FOREIGN KEY constraint failed', code: 'SQLITE_CONSTRAINT_FOREIGNKEY' },
    })
  })
})
