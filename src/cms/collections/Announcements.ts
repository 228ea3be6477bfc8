import type { CollectionConfig } from 'payload'
import { queueAvvisoAlert } from '@/forms/newsletter/avviso-alerts'
import { editorialRead } from './access'
import { editorialComponents, editorialHooks, editorialVersions, previewFor } from './editorial'
import { italianDate } from '../fields/dates'
import { italianNumber } from '../fields/numbers'

const ANNOUNCEMENT_STATUSES = [
  { label: 'Pubblicato (aperto)', value: 'PUBBLICATO' },
  { label: 'Chiuso', value: 'CHIUSO' },
  { label: 'Sospeso', value: 'SOSPESO' },
] as const

/** The spec's avviso (call for funding). */
export const Announcements: CollectionConfig = {
  slug: 'announcements',
  trash: true,
  labels: { singular: 'Avviso', plural: 'Avvisi' },
  access: editorialRead,
  versions: editorialVersions,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'status', 'startDate', 'endDate', '_status'], group: 'Contenuti', preview: previewFor('announcements'), components: editorialComponents },
  defaultSort: '-startDate',
  hooks: { ...editorialHooks('announcements'), afterChange: [...(editorialHooks('announcements')?.afterChange ?? []), queueAvvisoAlert] },
  fields: [
    { name: 'name', label: 'Nome dell’avviso', type: 'text', required: true },
    {
      name: 'status',
      label: 'Stato',
      type: 'select',
      required: true,
      defaultValue: 'PUBBLICATO',
      // Its own PostgreSQL type: the drafts' `_status` would otherwise take the same name.
      enumName: 'enum_announcements_stato',
      options: ANNOUNCEMENT_STATUSES.map((s) => ({ ...s })),
    },
    italianDate({ name: 'startDate', label: 'Data di apertura', required: true }),
    italianDate({
      name: 'endDate',
      label: 'Data di chiusura',
      required: true,
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
        if (!value) return 'La data di chiusura è obbligatoria.'
        const start = siblingData?.startDate ? new Date(String(siblingData.startDate)) : null
        return start && new Date(String(value)) < start ? 'La chiusura non può precedere l’apertura.' : true
      },
    }),
    { name: 'entePromotore', label: 'Ente promotore', type: 'relationship', relationTo: 'entePromotores' },
    { name: 'misura', label: 'Misura', type: 'relationship', relationTo: 'misuras' },
    { name: 'descrizione', label: 'Che cosa finanzia (nella pagina dell’avviso)', type: 'textarea', maxLength: 2000 },
    italianNumber({ name: 'risorseInEuro', label: 'Dotazione dell’avviso in euro', min: 0 }, 'euro'),
    {
      name: 'importi',
      label: 'Importi per tipo di ente e fascia di popolazione',
      type: 'array',
      labels: { singular: 'Importo', plural: 'Importi' },
      admin: {
        description:
          'Una riga per tipo di ente e fascia; senza abitanti la riga vale per ogni ente di quel tipo. «Quanto spetta al mio ente» legge queste righe.',
      },
      fields: [
        { name: 'beneficiario', label: 'Tipo di ente (come nei Beneficiari)', type: 'text', required: true },
        { name: 'popolazioneDa', label: 'Da abitanti', type: 'number', min: 0 },
        { name: 'popolazioneA', label: 'Fino ad abitanti', type: 'number', min: 0 },
        italianNumber({ name: 'importoInEuro', label: 'Importo in euro', required: true, min: 0 }, 'euro'),
        { name: 'nota', label: 'Nota (es. per ogni servizio attivato)', type: 'text', maxLength: 200 },
      ],
    },
    { name: 'regolaImporto', label: 'Come si calcola l’importo', type: 'textarea', maxLength: 1000 },
    { name: 'testoAvviso', label: 'Testo dell’avviso', type: 'relationship', relationTo: 'documents' },
    {
      name: 'documenti',
      label: 'Allegati dell’avviso',
      type: 'relationship',
      relationTo: 'documents',
      hasMany: true,
    },
    {
      name: 'beneficiari',
      label: 'Beneficiari',
      type: 'text',
      hasMany: true,
      admin: { description: 'Un beneficiario per voce (es. Comuni, Scuole).' },
    },
    {
      name: 'url',
      label: 'Indirizzo della candidatura sulla piattaforma',
      type: 'text',
      admin: { description: 'Vuoto: «Candidati sulla piattaforma» porta alla piattaforma indicata nelle Impostazioni del sito.' },
      validate: (v: unknown) =>
        v == null || v === '' || (typeof v === 'string' && /^(https?:\/\/|\/)/.test(v)) ? true : 'Inserisci un indirizzo che inizi con https:// o /.',
    },
  ],
}
