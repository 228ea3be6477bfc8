import { NON_DOCUMENT_POLICY } from '@/ops/csp-policy.cjs'

export const dynamic = 'force-dynamic'

/**
 * Where src/ops/node-server.ts sends a request whose declared body is over 128 KB (outside the
 * admin and the CMS API): answered at once, its body never read (this path is outside the proxy's
 * matcher, which would wait for the whole body), and the connection closed.
 */
function tooLarge(): Response {
  return Response.json(
    { message: 'La richiesta è troppo grande.' },
    { status: 413, headers: { 'Cache-Control': 'no-store', Connection: 'close', 'content-security-policy': NON_DOCUMENT_POLICY } },
  )
}

export { tooLarge as GET, tooLarge as POST, tooLarge as PUT, tooLarge as PATCH, tooLarge as DELETE }
