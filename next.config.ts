import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

/**
 * Headers on every response (pages, API, build assets, uploads, admin). The Content-Security-
 * Policy is per response: see src/proxy.ts and src/ops/csp-cache-handler.cjs.
 * HSTS only when the public address is https and in production, so plain-http local use keeps
 * working; nginx may add it too (deploy/nginx.conf) — browsers keep a single policy.
 */
function securityHeaders() {
  const headers = [
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
  if (process.env.NODE_ENV === 'production' && /^https:\/\//.test(process.env.SITE_URL ?? '')) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' })
  }
  return headers
}

const PREVIEW_COOKIE = { type: 'cookie', key: '__prerender_bypass' } as const

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // ISR pages are stored with a CSP made of their own inline scripts' hashes.
  cacheHandler: path.resolve(process.cwd(), 'src/ops/csp-cache-handler.cjs'),
  // Bootstrap Italia 2's Sass still uses @import and old colour functions.
  sassOptions: { silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function', 'abs-percent'] },
  images: {
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/media/**' }],
  },
  // The old FAQ index address (its questions are redirected one by one in src/content/paths.ts).
  async redirects() {
    return [{ source: '/domande-frequenti', destination: '/supporto/domande-frequenti', permanent: true }]
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      // Legacy browsers without frame-ancestors: the admin may frame itself and the previews (draft
      // mode cookie: the admin's live preview), nothing else may be framed.
      { source: '/admin/:path*', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] },
      { source: '/((?!admin).*)', has: [PREVIEW_COOKIE], headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] },
      { source: '/((?!admin).*)', missing: [PREVIEW_COOKIE], headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
    ]
  },
  webpack: (config) => {
    config.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return config
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
