// Next's file-system ISR cache, plus a Content-Security-Policy header computed from each cached
// page's own inline scripts (sha256 hashes). Prerendered and revalidated pages stay static: the
// header is stored with the page (set) or added once when a page is first read (get).
//
// At run time the cache lives under DATA_DIR/next-cache/<build id>, never in the build output:
// - a deploy never serves pages the build prerendered from the build machine's database (the
//   build's copies are not read: each page renders from this database on its first request);
// - the server writes nothing outside DATA_DIR (a read-only image, see Containerfile);
// - every start begins with an empty cache (see runtimeDir); another build's folder is removed a day
//   after its last write.
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
const fs = require('node:fs')
const path = require('node:path')
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default
const { policyForHtml } = require('./csp-policy.cjs')

const CSP = 'content-security-policy'
const computed = new Map() // key -> { lastModified, policy } for pages read without a stored policy
const METRICS = Symbol.for('sito.metrics')
const DAY_MS = 24 * 60 * 60 * 1000

function withPolicy(value, policy) {
  value.headers = { ...(value.headers || {}), [CSP]: policy }
}

function isPage(value) {
  return value && value.kind === 'APP_PAGE' && typeof value.html === 'string' && value.html.length > 0
}

function countRead(hit) {
  const store = globalThis[METRICS]
  if (!store) return
  const result = hit ? 'hit' : 'miss'
  store.cache[result] = (store.cache[result] || 0) + 1
}

function removeOtherBuilds(root, buildId) {
  for (const name of fs.existsSync(root) ? fs.readdirSync(root) : []) {
    const dir = path.join(root, name)
    if (name !== buildId && Date.now() - fs.statSync(dir).mtimeMs > DAY_MS) fs.rmSync(dir, { recursive: true, force: true })
  }
}

let prepared = null // this process's cache folder, emptied once at start

/**
 * DATA_DIR/next-cache/<build id>/server, standing in for .next/server (fetch cache in ../cache/fetch-cache).
 * Emptied when the process starts: the database may have changed while no instance ran (a restore, a
 * command-line import), and revalidations are kept in memory only, so a cached page could be stale.
 */
function runtimeDir(serverDistDir) {
  if (prepared) return prepared
  const idFile = path.join(serverDistDir, '..', 'BUILD_ID')
  const buildId = fs.existsSync(idFile) ? fs.readFileSync(idFile, 'utf8').trim() : 'development'
  const root = path.join(path.resolve(process.env.DATA_DIR || 'data'), 'next-cache')
  const dir = path.join(root, buildId, 'server')
  try {
    removeOtherBuilds(root, buildId)
    fs.rmSync(dir, { recursive: true, force: true })
  } catch {
    // Another instance may be removing the same folder.
  }
  fs.mkdirSync(dir, { recursive: true })
  prepared = dir
  return dir
}

module.exports = class CspCacheHandler extends FileSystemCache {
  constructor(ctx) {
    const atRunTime = process.env.NEXT_PHASE !== 'phase-production-build' && ctx.serverDistDir && ctx.flushToDisk !== false
    super(atRunTime ? { ...ctx, serverDistDir: runtimeDir(ctx.serverDistDir) } : ctx)
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    const value = entry && entry.value
    if (ctx && ctx.kind === 'APP_PAGE') countRead(Boolean(value))
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
