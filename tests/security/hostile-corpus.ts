/**
 * The hostile corpus of issue 28, run by hand against a production server (not part of CI):
 *   npx tsx tests/security/hostile-corpus.ts            # starts its own server on SECURITY_PORT
 *   CORPUS_BASE=http://127.0.0.1:8080 npx tsx tests/security/hostile-corpus.ts   # e.g. through nginx
 * Prints how many cases ran, how many answered 5xx, and how many hostile inputs were accepted (2xx
 * where a refusal was due), each listed.
 */
import { SECURITY_BASE, startServer } from './server'

type Case = { method: string; path: string; body?: string; headers?: Record<string, string>; refuse?: boolean }

const FORMS = ['/api/newsletter/subscribe', '/api/territory/messages', '/api/salesforce/assistenza', '/api/feedback/submit', '/api/feedback/token', '/api/captcha/challenge']
const BODIES = [
  '',
  'null',
  '[]',
  '"testo"',
  '{',
  '{"email":',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  JSON.stringify({ email: 'a@b.it', rappresento: 'x'.repeat(100_000) }),
  JSON.stringify({ email: ['a@b.it'], rappresento: { $ne: 1 } }),
  JSON.stringify({ email: 'a\u0000@b.it', nomeStruttura: 'x' }),
  JSON.stringify({ contact: 1, name: true, address: null, phone: [], area: {}, description: 1e308, captcha: 'x' }),
  JSON.stringify({ applicant: 'Fornitore', address: 'a@b.it', subject: 'Altro', object: 'o', description: 'd', notice: 'Nessuno', captcha: 'x', chiave: { $gt: '' } }),
  JSON.stringify({ utile: 'sì', commento: '😀'.repeat(1000), link: '../../admin' }),
  '\uFEFF{"email":"a@b.it"}',
  '{"email":"a@b.it"}'.padEnd(70_000, ' '),
]
const PATHS = [
  '/cms-api/access', '/cms-api/%61ccess', '/cms-api/ACCESS', '/cms-api/users/first-register', '/cms-api/users/First-Register', '/cms-api/users/%66irst-register',
  '/cms-api/users', '/cms-api/users/me', '/cms-api/users/init', '/cms-api/payload-migrations', '/cms-api/payload-jobs', '/cms-api/payload-preferences',
  '/cms-api/exports', '/cms-api/exports/download', '/cms-api/supportRequests', '/cms-api/newsletterSubscriptions', '/cms-api/sourceStates', '/cms-api/globals/siteSettings',
  '/cms-api/media/file/zzz.webp', '/cms-api/documents/file/zzz.pdf', `/cms-api/media/file/${'a'.repeat(5000)}.webp`, '/cms-api/media/file/%c0', '/cms-api/media/file/%00.webp',
  '/cms-api/media/file/..%2f..%2fsito.db', '/cms-api/media/file/..%252F..%252Fsito.db', '/cms-api/media/file/%2e%2e/%2e%2e/etc/passwd', '/cms-api/users/verify/x', '/cms-api/users/unlock',
  '/api/preview?path=/il-programma', '/api/preview?path=//evil.example', '/api/preview/exit?path=/%E3%80%82x', '/api/preview/exit?path=https://evil.example', '/api/legacy-redirect?id=%00',
  '/api/health', '/api/search?q=%00', '/api/search?q=' + 'a'.repeat(5000), '/api/search?q[]=x', '/api/search?page=-1&q=cloud', '/api/search?page=99999999999&q=cloud', '/api/charts/%2e%2e/x',
  '/cerca?q=%00', '/cerca?q=' + '('.repeat(500), '/cerca?page=NaN&q=cloud', '/cerca?filters=,,,,&q=cloud', '/cerca?Q=x&q=y', '/%2e%2e/%2e%2e/etc/passwd', '/notizie/%ff', '/notizie/' + 'x'.repeat(3000),
  '/admin/collections/users', '/admin/create-first-user', '/sitemaps/x.xml', '/sitemaps/pages-999999.xml', '/api/open-data/x/y', '/api/open-data/catalogo.ttl?x=%00',
]
/** Payload calls that must refuse an anonymous caller (2xx would be a hostile input accepted). */
const MUST_REFUSE = new Set(['/cms-api/access', '/cms-api/%61ccess', '/cms-api/ACCESS', '/cms-api/users/first-register', '/cms-api/users/First-Register', '/cms-api/users/%66irst-register', '/cms-api/payload-migrations', '/cms-api/payload-jobs', '/cms-api/exports', '/cms-api/supportRequests', '/cms-api/newsletterSubscriptions', '/cms-api/sourceStates'])
/** The server-action payloads of the issue: a form page posted with a bad action id, bad references, bad bound arguments. */
const ACTIONS = [
  ['x', 'text/plain;charset=UTF-8', '[]'],
  ['0'.repeat(42), 'text/plain;charset=UTF-8', '["$@1"]'],
  ['0'.repeat(42), 'text/plain;charset=UTF-8', '["$F1"]'],
  ['0'.repeat(42), 'text/plain;charset=UTF-8', '{"a":"$Q99"}'],
  ['0'.repeat(42), 'text/plain;charset=UTF-8', '['.repeat(10_000)],
  ['', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="$ACTION_ID_zzz"\r\n\r\n\r\n--x--\r\n'],
  ['', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n\r\n--x\r\nContent-Disposition: form-data; name="$ACTION_1:0"\r\n\r\n{"id":"zzz","bound":"$@9"}\r\n--x--\r\n'],
  ['', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n\r\n--x\r\nContent-Disposition: form-data; name="$ACTION_1:1"\r\n\r\n[{"x":"$K1"}]\r\n--x--\r\n'],
  ['', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n\r\n--x\r\nContent-Disposition: form-data; name="$ACTION_1:0"\r\n\r\nnon-json\r\n--x--\r\n'],
  ['', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n\r\n--x\r\nContent-Disposition: form-data; name="$ACTION_1:0"\r\n\r\n{"id":null,"bound":null}\r\n--x--\r\n'],
  ['', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n\r\n--x\r\nContent-Disposition: form-data; name="$ACTION_1:0"\r\n\r\n{"id":"00","bound":"$Q1"}\r\n--x--\r\n'],
  ['', 'multipart/form-data; boundary=x', '--x--'],
] as const
const FORM_PAGES = ['/novita/newsletter', '/supporto/richiedi-assistenza', '/supporto/contatta-il-territorio']

function corpus(): Case[] {
  const cases: Case[] = []
  // None of the bodies is a complete request of its form: each must be refused (the token and challenge endpoints take any body).
  for (const path of FORMS) for (const body of BODIES) cases.push({ method: 'POST', path, body, headers: { 'Content-Type': 'application/json' }, refuse: !/token|challenge/.test(path) })
  for (const path of PATHS) {
    cases.push({ method: 'GET', path, refuse: MUST_REFUSE.has(path) })
    cases.push({ method: 'POST', path, body: '{"email":"x@y.it","password":"Una-password-lunga-2026!"}', headers: { 'Content-Type': 'application/json' }, refuse: MUST_REFUSE.has(path) || path.startsWith('/cms-api/users') })
  }
  for (const page of FORM_PAGES) for (const [action, type, body] of ACTIONS) cases.push({ method: 'POST', path: page, body, headers: { 'Content-Type': type, ...(action ? { 'Next-Action': action } : {}) }, refuse: true })
  for (const name of ['render-list', 'render-document', 'table-state', 'schedule-publish', 'get-default-layout']) {
    cases.push({ method: 'POST', path: '/admin', body: JSON.stringify([{ name, args: { collectionSlug: 'users' } }]), headers: { 'Next-Action': '0'.repeat(42), 'Content-Type': 'text/plain;charset=UTF-8' }, refuse: true })
  }
  const headerSets: Record<string, string>[] = [{ Host: 'evil.example' }, { 'X-Forwarded-Host': 'evil.example' }, { Origin: 'https://evil.example' }, { Cookie: `payload-token=${'x'.repeat(4000)}` }, { Cookie: '__prerender_bypass=1' }, { Range: 'bytes=999999-' }, { 'Accept-Encoding': 'x'.repeat(2000) }, { Authorization: 'JWT a.b.c' }, { Authorization: 'users API-Key x' }]
  for (const headers of headerSets) {
    for (const path of ['/', '/il-programma', '/cms-api/users/me', '/api/health', '/novita/newsletter']) cases.push({ method: 'GET', path, headers })
  }
  return cases
}

async function main() {
  const server = process.env.CORPUS_BASE ? null : await startServer({ FORMS_RATE_LIMIT_FACTOR: '1000', LOGIN_RATE_LIMIT: '100000' })
  const base = process.env.CORPUS_BASE ?? SECURITY_BASE
  // The server's own listening address (SITE_URL, the public one, may be loopback in tests).
  const own = new RegExp(`(localhost|127\\.0\\.0\\.1):(${new URL(base).port || 80}|3000)\\b`)
  const cases = corpus()
  const errors: string[] = []
  const accepted: string[] = []
  const leaks: string[] = []
  for (const [i, c] of cases.entries()) {
    const label = `#${i} ${c.method} ${c.path.slice(0, 90)} ${JSON.stringify((c.body ?? '').slice(0, 160))}`
    try {
      const response = await fetch(base + c.path, { method: c.method, headers: c.headers, body: c.body, redirect: 'manual', signal: AbortSignal.timeout(20_000) })
      const text = await response.text()
      if (response.status >= 500) errors.push(`${response.status} ${label}`)
      else if (c.refuse && response.status < 300) accepted.push(`${response.status} ${label}`)
      if (own.test(text + (response.headers.get('location') ?? ''))) leaks.push(`${response.status} ${label}`)
    } catch (error) {
      errors.push(`errore di rete ${label}: ${(error as Error).message}`)
    }
  }
  console.log(`casi: ${cases.length}; 5xx: ${errors.length}; accettati a torto: ${accepted.length}; indirizzi interni nelle risposte: ${leaks.length}`)
  for (const line of [...errors.map((e) => `5xx  ${e}`), ...accepted.map((a) => `acc  ${a}`), ...leaks.map((l) => `ind  ${l}`)]) console.log(line)
  console.log(await loginTimes(base))
  await server?.stop()
}

/** Median time of a failed sign-in for an unknown account, a real one (wrong password, or its address with a leading space) and a malformed request. */
async function loginTimes(base: string): Promise<string> {
  const real = 'redazione@example.it'
  const kinds: Record<string, (i: number) => unknown> = {
    sconosciuto: (i) => ({ email: `nessuno-${i}@example.it`, password: 'sbagliata-ma-lunga' }),
    reale: (i) => ({ email: real, password: `sbagliata-${i}` }),
    'reale con spazio': (i) => ({ email: ` ${real}`, password: `sbagliata-${i}` }),
    malformato: (i) => ({ email: i, password: '' }),
  }
  const medians: string[] = []
  for (const [kind, body] of Object.entries(kinds)) {
    const times: number[] = []
    for (let i = 0; i < 4; i++) {
      const start = performance.now()
      await fetch(`${base}/cms-api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body(i)) })
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    medians.push(`${kind} ${Math.round((times[1]! + times[2]!) / 2)} ms`)
  }
  return `accesso non riuscito, tempo mediano: ${medians.join('; ')}`
}

void main()
