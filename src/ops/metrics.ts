/**
 * Counters for the Prometheus endpoint (/api/metrics), kept on globalThis: the Node server hook
 * (src/ops/node-server.ts), the ISR cache handler (src/ops/csp-cache-handler.cjs) and the route
 * handlers are separate bundles of one process. Per process: Prometheus scrapes each instance.
 */
const BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

type Histogram = { counts: number[]; sum: number; count: number }
type Store = { requests: Map<string, number>; latency: Map<string, Histogram>; cache: Record<string, number> }

const KEY = Symbol.for('sito.metrics')
const root = globalThis as typeof globalThis & { [KEY]?: Store }

function store(): Store {
  root[KEY] ??= { requests: new Map(), latency: new Map(), cache: {} }
  return root[KEY]
}

/** A route label with few values: API and CMS endpoints by name, pages as one. */
export function routeLabel(pathname: string): string {
  const [first = '', second = ''] = pathname.split('?')[0]!.split('/').filter(Boolean)
  if (first === 'api') return `/api/${second}`.replace(/[^\w/.-]/g, '')
  if (first === 'cms-api') return `/cms-api/${second}`.replace(/[^\w/.-]/g, '')
  if (first === 'admin') return '/admin'
  if (first === '_next') return `/_next/${second === 'static' || second === 'image' ? second : 'altro'}`
  return 'pagina'
}

export function recordRequest(pathname: string, method: string, status: number, seconds: number): void {
  const route = routeLabel(pathname)
  const { requests, latency } = store()
  const key = `${route}\u0000${method}\u0000${status}`
  requests.set(key, (requests.get(key) ?? 0) + 1)
  const h = latency.get(route) ?? { counts: BUCKETS_S.map(() => 0), sum: 0, count: 0 }
  BUCKETS_S.forEach((le, i) => {
    if (seconds <= le) h.counts[i]! += 1
  })
  h.sum += seconds
  h.count += 1
  latency.set(route, h)
}

const label = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')

/** The text exposition format (version 0.0.4), with the gauges the caller measured now. */
export function prometheusText(gauges: Record<string, { help: string; value: number }>): string {
  const { requests, latency, cache } = store()
  const lines = ['# HELP sito_http_requests_total Richieste per percorso, metodo e stato.', '# TYPE sito_http_requests_total counter']
  for (const [key, n] of requests) {
    const [route, method, status] = key.split('\u0000')
    lines.push(`sito_http_requests_total{route="${label(route!)}",method="${label(method!)}",status="${status}"} ${n}`)
  }
  lines.push('# HELP sito_http_request_duration_seconds Durata delle risposte.', '# TYPE sito_http_request_duration_seconds histogram')
  for (const [route, h] of latency) {
    const r = label(route)
    BUCKETS_S.forEach((le, i) => lines.push(`sito_http_request_duration_seconds_bucket{route="${r}",le="${le}"} ${h.counts[i]}`))
    lines.push(`sito_http_request_duration_seconds_bucket{route="${r}",le="+Inf"} ${h.count}`)
    lines.push(`sito_http_request_duration_seconds_sum{route="${r}"} ${h.sum}`, `sito_http_request_duration_seconds_count{route="${r}"} ${h.count}`)
  }
  lines.push('# HELP sito_page_cache_total Letture della cache delle pagine (ISR) per esito.', '# TYPE sito_page_cache_total counter')
  for (const result of ['hit', 'miss']) lines.push(`sito_page_cache_total{result="${result}"} ${cache[result] ?? 0}`)
  for (const [name, { help, value }] of Object.entries(gauges)) {
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, `${name} ${value}`)
  }
  return lines.join('\n') + '\n'
}
