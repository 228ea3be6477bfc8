import { newCacheGeneration } from '@/ops/proxy-cache'

export const dynamic = 'force-dynamic'

/** The token nginx puts in the key of every cached page (deploy/nginx.conf, src/ops/proxy-cache.ts). */
export function GET() {
  const generation = newCacheGeneration()
  return new Response(generation, { headers: { 'X-Cache-Generation': generation, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' } })
}
