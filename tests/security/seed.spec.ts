import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'

// Finding 2: in production the seed writes neither accounts nor demo content unless asked (--demo).
test('in produzione il seed non crea l’account dimostrativo né i contenuti se non richiesti', async () => {
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'src/cms/seed/run.ts', '--if-empty'], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: '/nonexistent/sito-sicurezza' },
  })
  expect(stdout).toContain('Produzione: contenuti dimostrativi e account di redazione non caricati')
})

test('serve.sh ascolta solo su 127.0.0.1 se non è detto altrimenti, e chiede la demo esplicitamente', async () => {
  const script = await import('node:fs').then((fs) => fs.readFileSync('scripts/serve.sh', 'utf8'))
  expect(script).toContain('next start -p "${PORT:-3000}" -H "${HOST:-127.0.0.1}"')
  expect(script).toContain('seed -- --if-empty --demo')
})
