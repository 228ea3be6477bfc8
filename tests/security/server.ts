import { type ChildProcess, spawn } from 'node:child_process'
import { startSmtpSink } from '../e2e/support/smtp-sink'

/**
 * A production `next start` of the current build (.next) on the test database (DATA_DIR), with
 * the environment a finding needs. No TRUSTED_PROXIES unless given: forwarded headers are the
 * client's own words. Each spec starts and stops its own.
 */
export const SECURITY_PORT = Number(process.env.SECURITY_PORT ?? 3401)
export const SECURITY_BASE = `http://127.0.0.1:${SECURITY_PORT}`

const { TRUSTED_PROXIES: _trusted, ...inherited } = process.env

export type Server = { process: ChildProcess; output: () => string; logs: () => Record<string, unknown>[]; stop: () => Promise<void>; kill9: () => Promise<void> }

/** Starts `next start` and waits for /api/health, or for the process to end (see `exited`). */
export function spawnServer(env: Record<string, string | undefined>, port = SECURITY_PORT): Server {
  const child = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...inherited, NODE_ENV: 'production', LOG_REQUESTS: '0', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // One buffer per stream: a chunk of one stream may otherwise land in the middle of the other's line.
  const streams = { stdout: '', stderr: '' }
  child.stdout?.on('data', (d) => (streams.stdout += d))
  child.stderr?.on('data', (d) => (streams.stderr += d))
  const output = () => `${streams.stdout}\n${streams.stderr}`
  /** The JSON log lines written so far (a line still being written is left for the next call). */
  const logs = () => streams.stdout.split('\n').slice(0, -1).filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>)
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-(child.pid as number), name)
    await ended
  }
  return { process: child, output, logs, stop: () => signal('SIGTERM'), kill9: () => signal('SIGKILL') }
}

/** The exit code of a server that must refuse to start (null: still running after the timeout). */
export async function exited(server: Server, timeoutMs = 60_000): Promise<number | null> {
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs)
    server.process.once('exit', (c) => {
      clearTimeout(timer)
      resolve(c ?? 1)
    })
    if (server.process.exitCode !== null) resolve(server.process.exitCode)
  })
  if (code === null) await server.stop()
  return code
}

export async function startServer(env: Record<string, string | undefined> = {}, port = SECURITY_PORT): Promise<Server> {
  const server = spawnServer(env, port)
  for (let i = 0; i < 120; i++) {
    if (server.process.exitCode !== null) throw new Error(`server ended:\n${server.output()}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status < 500) return server
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  await server.stop()
  throw new Error(`server not ready:\n${server.output()}`)
}

/**
 * A loopback SMTP sink for a server whose forms must send email: without a mail service the
 * newsletter says it cannot confirm (503) and stores the request. Its own ports, apart from the e2e suite's.
 */
const SECURITY_SMTP = { smtpPort: 2545, httpPort: 2546 }
export const SMTP_ENV = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(SECURITY_SMTP.smtpPort), SMTP_SECURE: 'false', MAIL_FROM: 'newsletter@example.it' }
export const startMailSink = () => startSmtpSink(SECURITY_SMTP)
