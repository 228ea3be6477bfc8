import type { ImageKey } from './data/images'
import type { Beneficiario, Misura, Promotore } from '../../content/taxonomies'

type Kind = 'misuras' | 'enteBeneficiarios' | 'entePromotores' | 'media' | 'pages'

/** Ids of seeded documents by natural key, filled as the seed goes. */
export class Refs {
  private readonly ids = new Map<string, number>()

  set(kind: Kind, key: string, id: number): void {
    this.ids.set(`${kind}:${key}`, id)
  }

  private get(kind: Kind, key: string): number {
    const id = this.ids.get(`${kind}:${key}`)
    if (id === undefined) throw new Error(`Seed: riferimento mancante ${kind} "${key}"`)
    return id
  }

  misura(label: Misura): number {
    return this.get('misuras', label)
  }

  beneficiari(...labels: Beneficiario[]): number[] {
    return labels.map((l) => this.get('enteBeneficiarios', l))
  }

  promotore(label: Promotore): number {
    return this.get('entePromotores', label)
  }

  media(key: ImageKey): number {
    return this.get('media', key)
  }

  page(slug: string): number {
    return this.get('pages', slug)
  }
}
