/**
 * The visitor's address. Behind our nginx (deploy/nginx.conf) X-Real-IP is set by the proxy
 * and cannot be forged by the client; X-Forwarded-For's last hop is the next best; without a
 * proxy (tests, `next start` alone) every visitor shares one bucket, which only makes limits stricter.
 */
export function clientAddress(headers: Headers): string {
  const real = headers.get('x-real-ip')?.trim()
  if (real) return real
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean)
  return forwarded?.at(-1) ?? 'locale'
}
