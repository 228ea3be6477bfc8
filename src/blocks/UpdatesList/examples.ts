import type { UpdatesListBlock } from '../../payload-types'

export const updatesListExamples = {
  tutti: { blockType: 'updatesList', id: 'aggiornamenti', title: 'Tutti gli aggiornamenti', showLastItems: false },
  ultimi: { blockType: 'updatesList', id: 'ultimi-aggiornamenti', title: 'Ultimi aggiornamenti', showLastItems: true },
} satisfies Record<string, UpdatesListBlock>
