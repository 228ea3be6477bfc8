// The image's entry point (/app/sito.mjs, beside Next's standalone server.js):
//   node sito.mjs                    serve (Next's standalone server.js)
//   node sito.mjs migrate            apply the migrations under their lock and end (also: MIGRATE_AND_EXIT=1)
//   node sito.mjs backup DIR         npm run backup, without sources, npm or tsx (docs/deploy.md §10)
//   node sito.mjs restore DIR        npm run restore, the same
// The secrets come from the environment, or from a file with node's own flag, never from the
// command line: node --env-file=/run/sito/sito.env sito.mjs (deploy/image/build.sh --run).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const [command = 'serve', ...rest] = process.argv.slice(2)

async function migrate() {
  // Next's public custom-server API: the build is loaded and src/instrumentation.ts runs (it migrates
  // under the lock and ends the process: src/cms/migrate.ts), without ever listening on a port.
  // server.js would listen first, then run it: the port was open (and answered 500s) while migrating.
  process.env.MIGRATE_AND_EXIT = '1'
  process.chdir(here)
  const { config } = JSON.parse(fs.readFileSync(path.join(here, '.next/required-server-files.json'), 'utf8'))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
  const failed = () => {
    console.error('Migrazioni: il build non ha eseguito src/instrumentation.ts, nessuna migrazione applicata.')
    process.exit(1)
  }
  // Next starts the instrumentation in the background of prepare(); it ends the process when done.
  // If it never runs, the event loop empties (or, at worst, an hour passes): a failure, not a silent 0.
  process.once('beforeExit', failed)
  setTimeout(failed, 3_600_000).unref()
  const next = createRequire(import.meta.url)('next')
  await next({ dev: false, dir: here, conf: config, webpack: true }).prepare()
}

if (command === 'backup' || command === 'restore') {
  process.argv = [process.argv[0], path.join(here, 'cli/backup.cjs'), command, ...rest]
  await import('./cli/backup.cjs')
} else if (command === 'migrate' || (command === 'serve' && process.env.MIGRATE_AND_EXIT === '1')) {
  await migrate()
} else if (command === 'serve') {
  await import('./server.js')
} else {
  console.error('Uso: node sito.mjs [serve | migrate | backup CARTELLA | restore CARTELLA]')
  process.exit(2)
}
