import http from 'node:http'

export type SeenRequest = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }
type Reply = { status?: number; type?: string; body: string }

/**
 * A local HTTP server standing in for an outside source (an open data file, Salesforce):
 * answers what the test sets for each path and records every request, so a test can check
 * exactly what the site sent.
 */
export class LoopbackSource {
  readonly seen: SeenRequest[] = []
  private replies = new Map<string, (req: SeenRequest) => Reply>()
  private server = http.createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body }
      this.seen.push(seen)
      const path = (req.url ?? '').split('?')[0]!
      const reply = this.replies.get(path)?.(seen) ?? { status: 404, body: 'non trovato' }
      res.writeHead(reply.status ?? 200, { 'Content-Type': reply.type ?? 'text/plain; charset=utf-8' })
      res.end(reply.body)
    })
  })

  constructor(readonly port: number) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`
  }

  on(path: string, reply: Reply | ((req: SeenRequest) => Reply)): this {
    this.replies.set(path, typeof reply === 'function' ? reply : () => reply)
    return this
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(this.port, '127.0.0.1', () => resolve())
    })
  }

  stop(): Promise<void> {
    this.server.closeAllConnections()
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}
