// Next's file-system ISR cache, plus a Content-Security-Policy header computed from each cached
// page's own inline scripts (sha256 hashes). Prerendered and revalidated pages stay static: the
// header is stored with the page (set) or added once when a build-time page is first read (get).
//
// Why Next's private file-system-cache and not a handler of our own on the documented `cacheHandler`
// interface (get, set, revalidateTag, resetRequestCache): Next 16 reads the pages prerendered by
// the build only inside its built-in cache ("custom cache handlers ... are never queried with a
// historical pathname", next/dist/docs, cacheHandler). A handler of our own would render every
// prerendered page again on its first request and would have to re-implement the expiry of
// revalidated tags (revalidateTag with { expire: 0 }, revalidatePath's implicit tags) that the
// built-in cache does. Next is pinned to an exact version in package.json, and
// csp-cache-handler.test.ts fails on another one: whoever upgrades checks this subclass still fits.
'use strict'
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default
const { policyForHtml } = require('./csp-policy.cjs')

const CSP = 'content-security-policy'
const computed = new Map() // key -> { lastModified, policy } for pages read from the build output

function withPolicy(value, policy) {
  value.headers = { ...(value.headers || {}), [CSP]: policy }
}

function isPage(value) {
  return value && value.kind === 'APP_PAGE' && typeof value.html === 'string' && value.html.length > 0
}

module.exports = class CspCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    const value = entry && entry.value
    if (isPage(value) && !(value.headers && value.headers[CSP])) {
      const known = computed.get(key)
      const policy = known && known.lastModified === entry.lastModified ? known.policy : policyForHtml(value.html)
      if (!known || known.lastModified !== entry.lastModified) computed.set(key, { lastModified: entry.lastModified, policy })
      withPolicy(value, policy)
    }
    return entry
  }

  async set(key, data, ctx) {
    // The same object is then sent as the fresh response: mutate it so that response has the header too.
    if (isPage(data)) withPolicy(data, policyForHtml(data.html))
    return super.set(key, data, ctx)
  }
}
