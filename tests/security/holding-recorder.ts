import http from 'node:http'

/**
 * A Salesforce Web-to-Case stand-in that can hold its answers: a case counts once its answer
 * reached the caller; a held post whose caller was killed is dropped, never answered (the
 * transaction of a server that lost its client). Records the `subject` (our `object`) of each case.
 * With `uniqueField` (a Case field marked Unique and External ID in the org), a second post with a
 * value already stored makes no case, as in Salesforce.
 */
export class HoldingRecorder {
  readonly cases: string[] = []
  private readonly externalIds = new Set<string>()
  received = 0
  private held: { res: http.ServerResponse; body: string }[] = []
  private holding = true
  private server = http.createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      this.received++
      if (this.holding) return void this.held.push({ res, body })
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end('<html><body>Grazie</body></html>', () => this.record(body))
    })
  })

  /** A case made from a post, unless its External ID made one already. */
  private record(body: string): void {
    const fields = new URLSearchParams(body)
    const id = this.uniqueField ? fields.get(this.uniqueField) : null
    if (id && this.externalIds.has(id)) return
    if (id) this.externalIds.add(id)
    this.cases.push(fields.get('subject') ?? '')
  }

  constructor(
    readonly port: number,
    readonly uniqueField?: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/servlet/servlet.WebToCase?encoding=UTF-8`
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(this.port, '127.0.0.1', () => resolve())
    })
  }

  /**
   * After the caller was killed: held posts are dropped, never answered, and every later post is
   * answered at once. `delivered`: the held posts had made their case before the connection broke
   * (Salesforce had the post, its answer was lost).
   */
  release({ delivered = false } = {}): void {
    this.holding = false
    for (const { res, body } of this.held.splice(0)) {
      if (delivered) this.record(body)
      res.destroy()
    }
  }

  stop(): Promise<void> {
    this.server.closeAllConnections()
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  count(object: string): number {
    return this.cases.filter((c) => c === object).length
  }
}
