import type { EnteBeneficiario, Misura, PageHeaderBlock } from '../../payload-types'

const STAMP = '2025-07-15T10:00:00.000Z'

const misura: Misura = { id: 6, label: '1.4.1 Esperienza dei servizi pubblici', createdAt: STAMP, updatedAt: STAMP }

function beneficiario(id: number, label: string): EnteBeneficiario {
  return { id, label, createdAt: STAMP, updatedAt: STAMP }
}

/** Page headers with populated relationships, as a page read at depth 2 returns them. */
export const pageHeaderExamples = {
  avviso: {
    blockType: 'pageHeader',
    argomento: 'Avvisi e misure',
    misura,
    status: 'Aperto',
    beneficiari: [beneficiario(1, 'Comuni'), beneficiario(2, 'Scuole')],
    updateDate: '2025-07-10T10:00:00.000Z',
  },
} satisfies Record<string, PageHeaderBlock>
