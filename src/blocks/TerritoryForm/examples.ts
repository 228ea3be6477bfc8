import type { TerritoryFormBlock } from '../../payload-types'

export const territoryFormExamples = {
  contatto: {
    blockType: 'territoryForm',
    title: 'Scrivi al referente della tua area',
    intro:
      'Indica l’ente per cui scrivi e l’area territoriale: il referente ti ricontatta per fissare un incontro o chiarire i tuoi dubbi sugli avvisi.',
  },
} satisfies Record<string, TerritoryFormBlock>
