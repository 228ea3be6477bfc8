import { describe, expect, it } from 'vitest'
import { prometheusText, recordRequest, routeLabel } from './metrics'

describe('metriche Prometheus', () => {
  it('raggruppa i percorsi in poche etichette', () => {
    expect(routeLabel('/api/health/ready')).toBe('/api/health')
    expect(routeLabel('/cms-api/media/file/x.webp')).toBe('/cms-api/media')
    expect(routeLabel('/admin/collections/pages/3')).toBe('/admin')
    expect(routeLabel('/_next/static/chunks/a.js')).toBe('/_next/static')
    expect(routeLabel('/notizie/una-notizia')).toBe('pagina')
  })

  it('conta le richieste per percorso e stato, con l’istogramma delle durate', () => {
    recordRequest('/notizie/x', 'GET', 200, 0.02)
    recordRequest('/notizie/y', 'GET', 200, 3)
    const text = prometheusText({ sito_jobs_waiting: { help: 'Job in coda.', value: 4 } })
    expect(text).toMatch(/^sito_http_requests_total\{route="pagina",method="GET",status="200"\} 2$/m)
    expect(text).toMatch(/^sito_http_request_duration_seconds_bucket\{route="pagina",le="0.025"\} 1$/m)
    expect(text).toMatch(/^sito_http_request_duration_seconds_bucket\{route="pagina",le="\+Inf"\} 2$/m)
    expect(text).toMatch(/^sito_http_request_duration_seconds_count\{route="pagina"\} 2$/m)
    expect(text).toContain('# TYPE sito_jobs_waiting gauge\nsito_jobs_waiting 4')
  })
})
