// Statuses of a newsletter issue and of each of its deliveries (no zod here: the admin reads them).

export const ISSUE_STATUSES = [
  { value: 'bozza', label: 'Bozza' },
  { value: 'in-coda', label: 'In coda per l’invio' },
  { value: 'in-invio', label: 'Invio in corso' },
  { value: 'inviata', label: 'Inviata' },
] as const

export const DELIVERY_STATUSES = [
  { value: 'in-attesa', label: 'In attesa' },
  { value: 'in-invio', label: 'In invio' },
  { value: 'inviata', label: 'Inviata' },
  { value: 'non-consegnata', label: 'Non consegnata' },
  { value: 'saltata', label: 'Saltata: iscrizione non più attiva' },
] as const

export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]['value']
