import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { refuseOtherFileTypes } from './upload-types'

const hook = refuseOtherFileTypes(['image/png'], (name) => `«${name}» non è un’immagine.`)
const run = (operation: string, file?: { name: string; mimetype: string }) =>
  hook({ args: {}, operation, req: { file } as unknown as PayloadRequest } as unknown as Parameters<typeof hook>[0])

describe('refuseOtherFileTypes', () => {
  it('refuses a file of another type with the collection’s sentence', () => {
    expect(() => run('create', { name: 'guida.pdf', mimetype: 'application/pdf' })).toThrow('«guida.pdf» non è un’immagine.')
  })

  it('lets the right type and saves without a file through', () => {
    expect(run('create', { name: 'logo.png', mimetype: 'image/png' })).toEqual({})
    expect(run('update')).toEqual({})
  })
})
