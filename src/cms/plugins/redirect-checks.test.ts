import { describe, expect, it } from 'vitest'
import { fromPathProblem, toPath } from './redirect-checks'

describe('«Da» of a redirect', () => {
  it('accepts a path of this site', () => {
    expect(fromPathProblem('/vecchia-pagina')).toBe(true)
    expect(fromPathProblem('/')).toBe(true)
  })

  it('says in Italian what to write instead', () => {
    expect(fromPathProblem('https://altro.example.org/pagina')).toBe(
      '«https://altro.example.org/pagina» è un indirizzo completo: scrivi solo il percorso, cioè quel che segue il nome del sito, per esempio /vecchia-pagina.',
    )
    expect(fromPathProblem('vecchia-pagina')).toBe('Il percorso deve iniziare con la barra: scrivi /vecchia-pagina.')
    expect(fromPathProblem('/vecchia/')).toBe('Togli la barra finale: scrivi /vecchia.')
    expect(fromPathProblem('/a?b=1')).toMatch(/senza \? né #/)
    expect(fromPathProblem('/città vecchia')).toMatch(/caratteri non ammessi/)
    expect(fromPathProblem('')).toMatch(/^Scrivi il vecchio percorso/)
  })

  it('reduces a full address of this site to its path', () => {
    expect(toPath('https://pa.example.it/vecchia-pagina/', 'pa.example.it')).toBe('/vecchia-pagina')
    expect(toPath('https://pa.example.it/', 'pa.example.it')).toBe('/')
    expect(toPath('https://altro.it/x', 'pa.example.it')).toBe('https://altro.it/x')
    expect(toPath('/x', 'pa.example.it')).toBe('/x')
  })

  it('takes the site with or without www, or the host the editor works on, and drops the trailing slash (issue 38, problem 7)', () => {
    expect(toPath('https://www.pa.example.it/Bando-Comuni-2026/', 'pa.example.it')).toBe('/Bando-Comuni-2026')
    expect(toPath('http://127.0.0.1:3100/vecchia', 'pa.example.it', '127.0.0.1:3100')).toBe('/vecchia')
    expect(toPath(' /vecchia/ ', 'pa.example.it')).toBe('/vecchia')
    expect(toPath('/', 'pa.example.it')).toBe('/')
    expect(toPath('https://altro.it/x', 'pa.example.it', null)).toBe('https://altro.it/x')
  })
})
