import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { demoValueProblems } from './production-config'

const REAL = {
  NODE_ENV: 'production',
  SITE_URL: 'https://innovazione.gov.it',
  OPENDATA_PUBLISHER_NAME: 'Dipartimento per la trasformazione digitale',
  OPENDATA_PUBLISHER_IPA: 'pcm',
  OPENDATA_CONTACT_EMAIL: 'opendata@innovazione.gov.it',
}

/** The values a deploy/*.env.example file gives (comments and empty values left out). */
function exampleValues(file: string): Record<string, string> {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../deploy', file), 'utf8')
  const lines = text.split('\n').map((line) => /^([A-Z0-9_]+)=(.+)$/.exec(line.trim()))
  return Object.fromEntries(lines.filter((m) => m !== null).map((m) => [m[1]!, m[2]!]))
}

describe('valori dimostrativi in produzione (issue 32)', () => {
  it('accetta un indirizzo pubblico https e un editore con codice IPA', () => {
    expect(demoValueProblems(REAL)).toEqual([])
  })

  it('rifiuta SITE_URL mancante, in http o locale, e l’editore dimostrativo', () => {
    const said = (env: Record<string, string | undefined>) => demoValueProblems({ ...REAL, ...env }).join(' ')
    expect(said({ SITE_URL: undefined })).toContain('SITE_URL non è impostata')
    expect(said({ SITE_URL: 'http://innovazione.gov.it' })).toContain('https://')
    expect(said({ SITE_URL: 'https://localhost:3000' })).toContain('indirizzo locale')
    expect(said({ SITE_URL: 'https://127.0.0.1' })).toContain('indirizzo locale')
    expect(said({ OPENDATA_PUBLISHER_NAME: ' ' })).toContain('OPENDATA_PUBLISHER_NAME')
    expect(said({ OPENDATA_PUBLISHER_IPA: 'dtd_demo' })).toContain('non è un codice IPA valido')
    expect(said({ OPENDATA_PUBLISHER_IPA: undefined })).toContain('OPENDATA_PUBLISHER_IPA non è impostata')
  })

  // Issue 37, point 6: the catalogue went live with the example's «codice_ipa_dell_ente», and DCAT had no contact.
  it('rifiuta ogni valore d’esempio dei file deploy/*.env.example lasciato com’è, e nomina la variabile', () => {
    const examples = { ...exampleValues('sito.env.example'), ...exampleValues('s3.env.example') }
    const said = demoValueProblems({ NODE_ENV: 'production', ...examples }).join('\n')
    const placeholders = Object.keys(examples).filter((name) => name !== 'OPENDATA_PUBLISHER_NAME' && name !== 'S3_ACCESS_KEY_ID')
    expect(placeholders).toEqual(expect.arrayContaining(['SITE_URL', 'OPENDATA_PUBLISHER_IPA', 'OPENDATA_CONTACT_EMAIL', 'DATABASE_URL', 'S3_SECRET_ACCESS_KEY']))
    for (const name of placeholders) expect(said).toContain(name)
    expect(said).not.toContain('CAMBIAMI') // the secret's placeholder is named, never echoed
  })

  it('richiede l’email del punto di contatto degli open data (DCAT-AP_IT)', () => {
    expect(demoValueProblems({ ...REAL, OPENDATA_CONTACT_EMAIL: undefined }).join(' ')).toContain('OPENDATA_CONTACT_EMAIL non è impostata')
    expect(demoValueProblems({ ...REAL, OPENDATA_CONTACT_EMAIL: 'opendata' }).join(' ')).toContain('non è un indirizzo email')
    expect(demoValueProblems({ ...REAL, OPENDATA_CONTACT_EMAIL: 'dati@example.it' }).join(' ')).toContain('valore d’esempio')
  })

  it('fuori produzione o con LOCAL_DEMO=1 non rifiuta nulla', () => {
    expect(demoValueProblems({ NODE_ENV: 'development' })).toEqual([])
    expect(demoValueProblems({ NODE_ENV: 'production', LOCAL_DEMO: '1', SITE_URL: 'http://localhost:3000' })).toEqual([])
  })
})
