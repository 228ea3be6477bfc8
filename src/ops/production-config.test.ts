import { describe, expect, it } from 'vitest'
import { demoValueProblems } from './production-config'

const REAL = { NODE_ENV: 'production', SITE_URL: 'https://innovazione.gov.it', OPENDATA_PUBLISHER_NAME: 'Dipartimento per la trasformazione digitale', OPENDATA_PUBLISHER_IPA: 'pcm' }

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

  it('fuori produzione o con LOCAL_DEMO=1 non rifiuta nulla', () => {
    expect(demoValueProblems({ NODE_ENV: 'development' })).toEqual([])
    expect(demoValueProblems({ NODE_ENV: 'production', LOCAL_DEMO: '1', SITE_URL: 'http://localhost:3000' })).toEqual([])
  })
})
