// Preloaded into production servers (`node --import ./scripts/json-console.mjs`, see `npm start` and
// scripts/serve.sh): every console line is one JSON object, including Next's own start-up lines
// ("▲ Next.js …", "✓ Ready in …"), so a log collector never meets free text. Lines that already are
// JSON (src/ops/log.ts) pass unchanged. LOG_FORMAT=pretty leaves the console alone.
import { format } from 'node:util'

const LEVELS = { log: 'info', info: 'info', warn: 'warn', error: 'error' }
const ANSI = /\u001b\[[0-9;]*m/g

function isJsonLine(text) {
  if (!text.startsWith('{') || !text.endsWith('}')) return false
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

if (process.env.LOG_FORMAT !== 'pretty') {
  for (const [method, level] of Object.entries(LEVELS)) {
    const write = console[method].bind(console)
    console[method] = (...args) => {
      const text = format(...args).replace(ANSI, '').trim()
      if (!text) return
      write(isJsonLine(text) ? text : JSON.stringify({ level, time: new Date().toISOString(), service: 'sito', msg: text }))
    }
  }
}
