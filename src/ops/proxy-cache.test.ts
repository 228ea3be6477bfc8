import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { proxyPurgeUrls } from '@/cms/env'
import { newCacheGeneration, purgeProxies } from './proxy-cache'

/** A stand-in nginx on loopback: records the paths asked, answers with the given status. */
async function proxy(status: number): Promise<{ url: string; paths: string[]; close: () => void }> {
  const paths: string[] = []
  const server = http.createServer((req, res) => {
    paths.push(req.url ?? '')
    res.statusCode = status
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, paths, close: () => server.close() }
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('purging the proxies after a save', () => {
  it('reads PROXY_PURGE_URLS: comma-separated, trailing slashes and blanks dropped', () => {
    vi.stubEnv('PROXY_PURGE_URLS', ' http://10.0.0.5/, ,http://10.0.0.6:8080 ')
    expect(proxyPurgeUrls()).toEqual(['http://10.0.0.5', 'http://10.0.0.6:8080'])
    vi.stubEnv('PROXY_PURGE_URLS', '')
    expect(proxyPurgeUrls()).toEqual([])
  })

  it('asks every proxy for a new cache generation; a refusal or an unreachable proxy is logged, not thrown', async () => {
    const [a, b] = [await proxy(200), await proxy(403)]
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      await purgeProxies([a.url, b.url, 'http://127.0.0.1:1'])
      expect(a.paths).toEqual(['/__cache-generation'])
      expect(b.paths).toEqual(['/__cache-generation'])
      const lines = warned.mock.calls.map(([line]) => String(line)).join('\n')
      expect(lines).toContain('proxy cache purge failed')
      expect(lines).toContain('proxy cache unreachable')
    } finally {
      a.close()
      b.close()
    }
  })

  it('hands nginx a new token each time', () => {
    expect(newCacheGeneration()).not.toBe(newCacheGeneration())
  })
})
