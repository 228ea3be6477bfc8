import http from 'node:http'

/** Salesforce cannot be reached from here: this stands in for Web-to-Case and records every POST. */
export const RECORDER_PORT = 4010
export const RECORDER_URL = `http://127.0.0.1:${RECORDER_PORT}/servlet/servlet.WebToCase?encoding=UTF-8`

/** The custom field ids of the test org, as the webServer env passes them in SALESFORCE_FIELD_MAP. */
export const TEST_FIELD_MAP = { applicant: '00NTEST0000000001', subject: '00NTEST0000000002', notice: '00NTEST0000000003' }

export type RecordedPost = { method: string; url: string; contentType: string; body: string; form: URLSearchParams }

export class SalesforceRecorder {
  readonly posts: RecordedPost[] = []
  /** `answerAfterMs`: a slow Salesforce, answering each POST that long after it arrived. */
  constructor(private readonly answerAfterMs = 0) {}

  private server = http.createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      this.posts.push({ method: req.method ?? '', url: req.url ?? '', contentType: String(req.headers['content-type'] ?? ''), body, form: new URLSearchParams(body) })
      setTimeout(() => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        res.end('<html><body>Grazie</body></html>')
      }, this.answerAfterMs)
    })
  })

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(RECORDER_PORT, '127.0.0.1', () => resolve())
    })
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve())
      this.server.closeAllConnections()
    })
  }

  /** The POSTs whose case subject (our `object`) is the given text. */
  postsFor(object: string): RecordedPost[] {
    return this.posts.filter((p) => p.form.get('subject') === object)
  }
}
