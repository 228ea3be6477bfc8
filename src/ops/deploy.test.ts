import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

// Issue 37, point 6: deploy/ read as a reviewer and run as shipped.
const DEPLOY = path.resolve(import.meta.dirname, '../../deploy')
type Service = {
  env_file?: string[]
  environment?: Record<string, string>
  volumes?: string[]
  restart?: string
  mem_limit?: string
  cpus?: number
  pids_limit?: number
  entrypoint?: string[]
}
const compose = parse(fs.readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> }
const services = compose.services
const ONE_OFF = ['bucket', 'migrazioni']

describe('deploy/compose.yaml', () => {
  it('riavvia e limita (memoria, CPU, processi) ogni servizio che resta acceso; i passi una tantum non ripartono', () => {
    for (const [name, s] of Object.entries(services)) {
      if (ONE_OFF.includes(name)) expect(s.restart, name).toBe('no')
      else expect([name, s.restart, Boolean(s.mem_limit), Boolean(s.cpus), Boolean(s.pids_limit)]).toEqual([name, 'unless-stopped', true, true, true])
    }
  })

  it('nginx non vede i file d’ambiente (il segreto): monta due file, non la cartella deploy/', () => {
    const nginx = services.nginx!
    expect(nginx.env_file).toBeUndefined()
    for (const volume of nginx.volumes ?? []) {
      const source = volume.split(':')[0]!
      expect(fs.statSync(path.join(DEPLOY, source)).isFile(), volume).toBe(true)
      expect(source).not.toMatch(/\.env/)
    }
  })

  it('il sito usa il proprio utente di MinIO, non quello di amministrazione; ogni file d’ambiente a chi serve', () => {
    for (const name of ['sito-a', 'sito-b', 'migrazioni']) expect(services[name]!.env_file, name).toEqual(['sito.env', 's3.env'])
    expect(services.minio!.env_file).toEqual(['minio.env'])
    expect(services.postgres!.env_file).toEqual(['postgres.env'])
    // No credential written in the compose file itself (before: postgres and MinIO passwords, the site on MinIO's root).
    const written = Object.values(services).flatMap((s) => Object.entries(s.environment ?? {}))
    expect(written.filter(([key, value]) => /PASSWORD|SECRET|_KEY|^DATABASE_URL$/.test(key) || /:\/\/[^/@]+:[^/@]+@/.test(value))).toEqual([])
    for (const file of ['sito', 's3', 'minio', 'postgres']) expect(fs.existsSync(path.join(DEPLOY, `${file}.env.example`)), file).toBe(true)
  })

  it('nginx scrive una riga JSON per richiesta sull’uscita standard (render e nginx veri, con l’ambiente del servizio)', async () => {
    const upstream = http.createServer((_req, res) => res.end('ciao'))
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'sito-nginx-compose-'))
    const port = 20_000 + Math.floor(Math.random() * 20_000)
    const conf = execFileSync(path.join(DEPLOY, 'render-nginx-conf.sh'), [`127.0.0.1:${port}`, `127.0.0.1:${(upstream.address() as AddressInfo).port}`, prefix], {
      env: { ...process.env, ...services.nginx!.environment },
      encoding: 'utf8',
    })
    fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf)
    const root = process.getuid?.() === 0 ? ' user root;' : ''
    // The container's stdout and stderr as a file (a socket, as Node's pipes are, cannot be opened by path).
    const stdout = path.join(prefix, 'stdout')
    const fd = fs.openSync(stdout, 'w')
    const nginx: ChildProcess = spawn('nginx', ['-e', '/dev/stderr', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', `daemon off;${root}`], { stdio: ['ignore', fd, fd] })
    const ended = new Promise((r) => nginx.once('exit', r))
    const out = () => fs.readFileSync(stdout, 'utf8')
    try {
      let status = 0
      for (let i = 0; i < 50 && !status; i++) {
        status = await fetch(`http://127.0.0.1:${port}/una-pagina`).then((r) => r.status, () => 0)
        if (!status) await new Promise((r) => setTimeout(r, 100))
      }
      for (let i = 0; i < 50 && !out().includes('\n'); i++) await new Promise((r) => setTimeout(r, 100))
      const line = JSON.parse(out().split('\n')[0]!) as Record<string, unknown>
      expect(line).toMatchObject({ status: 200, method: 'GET', uri: '/una-pagina' })
      expect(String(line.request_id)).toMatch(/^[0-9a-f]{32}$/)
      expect(fs.readdirSync(prefix)).not.toContain('json') // before: ACCESS_LOG=json wrote a file named «json», in nginx's text format
      expect(fs.readdirSync(prefix)).not.toContain('error.log')
    } finally {
      nginx.kill('SIGTERM')
      await ended
      fs.closeSync(fd)
      upstream.closeAllConnections()
      upstream.close()
      fs.rmSync(prefix, { recursive: true, force: true })
    }
  }, 30_000)
})

describe('deploy/image', () => {
  it('buildah run non riceve il segreto sulla riga di comando (buildah 1.28 non ha --env-file): node --env-file', () => {
    const build = fs.readFileSync(path.join(DEPLOY, 'image/build.sh'), 'utf8')
    const run = build.slice(build.indexOf('buildah run'))
    expect(run).not.toMatch(/--env[ =]["']?(PAYLOAD_SECRET|HEALTH_TOKEN)/)
    expect(run).toContain('--env-file=/run/sito/sito.env')
    expect(fs.readFileSync(path.resolve(DEPLOY, '../Containerfile'), 'utf8')).not.toMatch(/buildah run[^\n]*\s--env-file/)
  })
})
