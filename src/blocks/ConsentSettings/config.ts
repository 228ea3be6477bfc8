import type { Block } from 'payload'

/** The privacy page's control over what the site keeps in the visitor's browser (the video consent). */
export const ConsentSettingsBlock: Block = {
  slug: 'consentSettings',
  interfaceName: 'ConsentSettingsBlock',
  labels: { singular: 'Preferenze salvate nel browser', plural: 'Preferenze salvate nel browser' },
  fields: [{ name: 'title', label: 'Titolo', type: 'text', required: true, defaultValue: 'Le tue preferenze su questo dispositivo' }],
}
