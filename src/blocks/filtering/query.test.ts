import { describe, expect, it } from 'vitest'
import { countText, filterParam, labelList, matches, optionsFrom, selectedIn, withParam } from './query'

describe('filter query rules', () => {
  it('gives each block its own parameter, from the end of its row id', () => {
    expect(filterParam('beneficiario', '6745f0c2a1b2c3d4e5f60718')).toBe('beneficiario-f60718')
    expect(filterParam('misura', '6745f0c2a1b2c3d4e5f60718')).toBe('misura-f60718')
    expect(filterParam('beneficiario', 'x-1')).toBe('beneficiario-x1')
    expect(filterParam('beneficiario', null)).toBe('beneficiario')
    expect(filterParam('beneficiario', '')).toBe('beneficiario')
  })

  it('reads labels only from populated relationships', () => {
    expect(labelList([3, { label: 'Comuni' }, null, { label: '' }, { label: 'Scuole' }])).toEqual(['Comuni', 'Scuole'])
    expect(labelList({ label: 'Agenzia per l’Italia digitale' })).toEqual(['Agenzia per l’Italia digitale'])
    expect(labelList(null)).toEqual([])
  })

  it('offers each label once, in Italian alphabetical order', () => {
    expect(optionsFrom([['Scuole', 'Comuni'], ['Città metropolitane', 'Comuni'], []])).toEqual(['Città metropolitane', 'Comuni', 'Scuole'])
  })

  it('reads a known filter value from the query and ignores unknown ones', () => {
    const options = ['Comuni', 'ASL e Aziende ospedaliere']
    expect(selectedIn('?beneficiario=ASL+e+Aziende+ospedaliere', 'beneficiario', options)).toBe('ASL e Aziende ospedaliere')
    expect(selectedIn('?beneficiario=Marte', 'beneficiario', options)).toBe('')
    expect(selectedIn('', 'beneficiario', options)).toBe('')
  })

  it('sets and removes one filter, keeping the others', () => {
    expect(withParam('?misura=1.3.1+PDND', 'beneficiario', 'Comuni')).toBe('?misura=1.3.1+PDND&beneficiario=Comuni')
    expect(withParam('?misura=x&beneficiario=Comuni', 'beneficiario', '')).toBe('?misura=x')
    expect(withParam('?beneficiario=Comuni', 'beneficiario', '')).toBe('')
  })

  it('lets untagged items through every filter and tagged ones only through theirs', () => {
    expect(matches('', ['Scuole'])).toBe(true)
    expect(matches('Comuni', [])).toBe(true)
    expect(matches('Comuni', ['Scuole', 'Comuni'])).toBe(true)
    expect(matches('Comuni', ['Scuole'])).toBe(false)
  })

  it('counts results in Italian', () => {
    expect(countText(1, 4)).toBe('1 risultato su 4')
    expect(countText(3, 4)).toBe('3 risultati su 4')
  })
})
