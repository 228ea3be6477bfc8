/**
 * `npm run editor -- nome@ente.it ["Nome Cognome"]`: creates an editor account, or gives an
 * existing one a new password. The password is EDITOR_PASSWORD when set (at least 12
 * characters), otherwise a generated one printed once. This is how the first real editor is made
 * in production, where nothing seeds accounts.
 */
import { randomBytes } from 'node:crypto'
import config from '@payload-config'
import { getPayload } from 'payload'
import { env } from './env'

async function main(email: string | undefined, name: string | undefined): Promise<number> {
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error('Uso: npm run editor -- nome@ente.it ["Nome Cognome"]')
    return 2
  }
  const password = env().EDITOR_PASSWORD || randomBytes(15).toString('base64url')
  const payload = await getPayload({ config })
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email.toLowerCase() } }, limit: 1, depth: 0 })
  if (docs[0]) await payload.update({ collection: 'users', id: docs[0].id, data: { password, ...(name ? { name } : {}) } })
  // An account made from the command line is the operator's: the amministratore.
  else await payload.create({ collection: 'users', data: { email, password, name, role: 'amministratore' } })
  console.log(`${docs[0] ? 'Password cambiata' : 'Redattore creato'}: ${email}`)
  if (!env().EDITOR_PASSWORD) console.log(`Password: ${password}\n(non sarà mostrata di nuovo)`)
  return 0
}

main(process.argv[2], process.argv[3]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Operazione non riuscita:', error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
