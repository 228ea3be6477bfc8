import type { ConsentSettingsBlock } from '../../payload-types'

export const consentSettingsExamples = {
  privacy: { blockType: 'consentSettings', title: 'Le tue preferenze su questo dispositivo' },
} satisfies Record<string, ConsentSettingsBlock>
