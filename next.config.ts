import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { MISSING_HEADER } from './src/ops/http/missing-page'

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
  // .next/standalone: the server and only the packages it needs, what the image copies (Containerfile).
  // `next start` keeps working on the same build (scripts, tests, serve.sh).
  output: 'standalone',
  // scripts/test.sh type-checks in its static checks, beside the build (tsc --noEmit in
  // check-code.sh), and says so with TYPES_CHECKED_APART=1; every other build checks types itself.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_APART === '1' },
  // ISR pages are stored with a CSP made of their own inline scripts' hashes.
  cacheHandler: path.resolve(process.cwd(), 'src/ops/csp-cache-handler.cjs'),
  // Bootstrap Italia 2's Sass still uses @import and old colour functions.
  sassOptions: { silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function', 'abs-percent'] },
  images: {
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/media/**' }],
  },
  // Build memory (issue 16): each compiler in its own worker that exits when done, and no webpack
  // cache held in memory; with `build:app`'s 1280 MB heap the build peaks under 2 GB (bench/scale).
  experimental: { globalNotFound: true, webpackBuildWorker: true, webpackMemoryOptimizations: true },
  // A path the catch-all route would answer 404 (marked by src/proxy.ts, see src/ops/http/missing-page.ts)
  // is served by src/app/global-not-found.tsx, the only 404 Next renders on the server.
  async rewrites() {
    const source = '/:path((?!_next/|fonts/|favicon\\.ico|icon\\.svg).*)'
    return { beforeFiles: [{ source, has: [{ type: 'header', key: MISSING_HEADER, value: '1' }], destination: '/_not-found' }], afterFiles: [], fallback: [] }
  },
  // The old FAQ index addresses (its questions are redirected one by one in src/content/paths.ts).
  async redirects() {
    return ['/domande-frequenti', '/faq'].map((source) => ({ source, destination: '/supporto/domande-frequenti', permanent: true }))
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
  webpack: (config, { dev }) => {
    if (!dev) config.cache = false
    config.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return config
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
