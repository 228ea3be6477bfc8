import type { NumberField } from 'payload'

export const DEFAULT_PAGE_SIZE = 10

export const pageSizeField: NumberField = {
  name: 'pageSize',
  label: 'Elementi per pagina',
  type: 'number',
  defaultValue: DEFAULT_PAGE_SIZE,
  min: 1,
  max: 100,
  admin: { description: 'Oltre questo numero l’elenco si divide in pagine.' },
}
