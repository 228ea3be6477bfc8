// Content-Security-Policy of the site, shared by the proxy (TypeScript) and the ISR cache
// handler (plain CommonJS: Next loads it at run time, outside the bundle). See docs/deploy.md.
'use strict'
const { createHash } = require('node:crypto')

const YOUTUBE = 'https://www.youtube-nocookie.com'
const RECAPTCHA_SCRIPT = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
const RECAPTCHA_FRAME = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']

function recaptchaConfigured() {
  return Boolean(process.env.RECAPTCHA_SITE_KEY || process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY)
}

// The hosted search, when it is the chosen provider (src/integrations/search/config.ts): the
// browser sends its queries there with the public key, so only then may it connect there.
function algoliaOrigin() {
  if ((process.env.SEARCH_PROVIDER || '').trim().toLowerCase() === 'orama') return null
  const [appId, key, index] = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_INDEX_NAME'].map((name) => (process.env[name] || '').trim())
  if (!appId || !key || !index || !/^[A-Za-z0-9]+$/.test(appId)) return null
  const base = (process.env.ALGOLIA_BASE_URL || '').trim()
  if (!base) return `https://${appId}-dsn.algolia.net`
  try {
    return new URL(base).origin
  } catch {
    return null
  }
}

function httpsSite() {
  return /^https:\/\//.test(process.env.SITE_URL || '')
}

// Inline <script> elements that run (no src, JavaScript type): JSON-LD and other data blocks are not governed by script-src.
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i

/** 'sha256-…' sources of every inline script of an HTML document, in order, without duplicates. */
function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attrs = match[1] || ''
    if (/\ssrc\s*=/i.test(attrs)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)
    if (!EXECUTABLE_TYPE.test(type ? type[1] : '')) continue
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

// The Web Analytics Italia tracker marks the page with the origin it sends page views to
// (src/integrations/analytics): only such a page lets the browser connect there.
const ANALYTICS_MARK = /\sdata-wai-origin="(https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?)"/

/** The analytics origin a page's HTML declares, or null. */
function analyticsOriginIn(html) {
  const match = ANALYTICS_MARK.exec(html)
  return match ? match[1] : null
}

/**
 * The public pages' policy. `scripts` are the allowed inline scripts ('sha256-…' hashes for
 * prerendered pages, or a 'nonce-…' for pages rendered per request); `video` opens frame-src
 * to the privacy-enhanced YouTube host, only for pages with a video block; `preview` lets the
 * admin's live preview frame the page; `analytics` is the Web Analytics Italia origin, for pages
 * that send page views.
 */
function sitePolicy({ scripts, video = false, preview = false, analytics = null }) {
  const recaptcha = recaptchaConfigured()
  const frames = ["'self'", ...(video ? [YOUTUBE] : []), ...(recaptcha ? RECAPTCHA_FRAME : [])]
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...scripts, ...(recaptcha ? RECAPTCHA_SCRIPT : [])].join(' '),
    // Inline style attributes (React style props, Bootstrap Italia components): accepted trade-off.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ['connect-src', "'self'", ...(recaptcha ? ['https://www.google.com/recaptcha/'] : []), ...(analytics ? [analytics] : []), ...(algoliaOrigin() ? [algoliaOrigin()] : [])].join(' '),
    `frame-src ${frames.join(' ')}`,
    "media-src 'self'",
    // ALTCHA solves its proof of work in a Web Worker created from a blob.
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // A preview (draft mode) is framed by the admin's live preview, on the same site.
    preview ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ]
  if (httpsSite()) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** The site's policy for one complete HTML document. */
function policyForHtml(html) {
  return sitePolicy({ scripts: inlineScriptHashes(html), video: html.includes('sito-video'), analytics: analyticsOriginIn(html) })
}

/**
 * The editors' admin (Payload's React app, rendered per request): Next's scripts carry the
 * nonce; no 'unsafe-eval'. It may frame itself (document drawers, previews).
 */
function adminPolicy(nonce) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** Responses that are not documents (JSON, feeds, uploads such as SVG): nothing may run or frame them. */
const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox"

module.exports = { inlineScriptHashes, sitePolicy, policyForHtml, adminPolicy, NON_DOCUMENT_POLICY }
