import { describe, expect, it } from 'vitest'
import { ChartBlock as ChartBlockConfig } from '@/blocks/Chart/config'
import { chartExamples } from '@/open-data/chart/examples'
import type { Dati } from '@/payload-types'
import { isFileUrl, licence } from './dataset'
import { datasetJsonLd, fileLabel } from './dataset-view'

describe('dataset presentation', () => {
  it('accepts site paths and https files only', () => {
    expect(isFileUrl('/api/charts/open-data/x/y.csv')).toBe(true)
    expect(isFileUrl('https://dati.example.it/progetti.csv')).toBe(true)
    for (const bad of ['http://dati.example.it/a.csv', '//evil.example/a.csv', 'javascript:alert(1)', '', null]) expect(isFileUrl(bad)).toBe(false)
  })

  it('links the licence and labels files with format and size', () => {
    expect(licence('CC BY 4.0')?.url).toBe('https://creativecommons.org/licenses/by/4.0/deed.it')
    expect(licence('altro')).toBeNull()
    expect(fileLabel('CSV', '1,50 MB')).toBe('(CSV, 1,50 MB)')
    expect(fileLabel('CSV', '')).toBe('(CSV)')
  })

  it('describes the dataset for search engines', () => {
    const doc = {
      id: 1,
      title: 'Progetti',
      slug: 'progetti',
      licenza: 'CC BY 4.0',
      customUpdateDate: '2025-09-30T00:00:00.000Z',
      files: [{ title: 'Per misura', url: '/api/charts/open-data/progetti/per-misura.csv', format: 'CSV', size: 2048 }],
      updatedAt: '2025-10-01T00:00:00.000Z',
      createdAt: '2025-01-01T00:00:00.000Z',
    } as Dati
    expect(datasetJsonLd(doc, '/open-data/progetti', 'https://sito.example.it')).toMatchObject({
      '@type': 'Dataset',
      url: 'https://sito.example.it/open-data/progetti',
      license: 'https://creativecommons.org/licenses/by/4.0/deed.it',
      distribution: [{ encodingFormat: 'CSV', contentUrl: 'https://sito.example.it/api/charts/open-data/progetti/per-misura.csv', contentSize: '2048 B' }],
    })
  })
})

describe('chart anchor validation on save', () => {
  const field = ChartBlockConfig.fields.find((f) => 'name' in f && f.name === 'anchor') as { validate: (v: unknown, o: unknown) => unknown }

  it('rejects a malformed anchor and one used twice in the page, in Italian', () => {
    expect(field.validate('Grafico 1', { data: { body: [] } })).toBe('Usa da 2 a 60 caratteri: lettere minuscole, cifre e trattini, iniziando con una lettera.')
    const body = [chartExamples.perMisura, { ...chartExamples.perEnte, anchor: 'progetti-per-misura' }]
    expect(field.validate('progetti-per-misura', { data: { body } })).toBe('L’identificativo "progetti-per-misura" è già usato da un altro grafico di questa pagina.')
    expect(field.validate('progetti-per-misura', { data: { body: [chartExamples.perMisura] } })).toBe(true)
  })
})
