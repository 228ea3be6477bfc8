import type { Field } from 'payload'
import { KPI_AGGREGATES } from './mapping'

const SOURCE_URL = /^(\/(?![/\\])|https?:\/\/)\S+$/

type Siblings = { siblingData?: { url?: string | null } }
const neededWithUrl = (what: string) => (value: unknown, { siblingData }: Siblings) =>
  siblingData?.url?.trim() && !(typeof value === 'string' && value.trim()) ? `Indica ${what}: serve per leggere la fonte.` : true

/** Written by the sync job only (local API): read-only for every role through the CMS API too. */
const status = (name: string, label: string, type: 'date' | 'textarea'): Field => ({
  name,
  label,
  type,
  access: { create: () => false, update: () => false },
  admin: { readOnly: true, condition: (_, s) => Boolean(s?.url), ...(type === 'date' ? { date: { pickerAppearance: 'dayAndTime' as const } } : {}) },
})

/** The chart's source file and how its columns map to the chart (filled by the open data sync, src/open-data/sync). */
export const chartSourceField: Field = {
  name: 'source',
  label: 'Fonte dei dati (aggiornamento automatico)',
  type: 'group',
  admin: { description: 'Facoltativa. Con un indirizzo, i dati del grafico e i KPI collegati vengono riletti dalla fonte ogni notte (o con «Aggiorna ora»); se la fonte non è valida restano gli ultimi dati buoni.' },
  fields: [
    {
      name: 'url',
      label: 'Indirizzo del file (CSV o JSON)',
      type: 'text',
      admin: { description: 'Un percorso del sito (es. /open-data/fonti/progetti.csv) o un indirizzo http(s).' },
      validate: (v: string | null | undefined) => (!v?.trim() || SOURCE_URL.test(v.trim()) ? true : 'Inserisci un percorso del sito che inizia con / oppure un indirizzo http(s).'),
    },
    { type: 'row', fields: [
      { name: 'categoryColumn', label: 'Colonna delle categorie', type: 'text', admin: { condition: (_, s) => Boolean(s?.url), description: 'Es. "regione".' }, validate: neededWithUrl('la colonna delle categorie') },
      { name: 'seriesColumn', label: 'Colonna delle serie', type: 'text', admin: { condition: (_, s) => Boolean(s?.url), description: 'Per file "lunghi": i suoi valori sono i nomi delle serie del grafico (es. "misura").' } },
      { name: 'valueColumns', label: 'Colonne dei valori', type: 'text', admin: { condition: (_, s) => Boolean(s?.url), description: 'Separate da virgole, una per serie; una sola con la colonna delle serie (es. "valore").' }, validate: neededWithUrl('le colonne dei valori') },
    ] },
    { type: 'row', fields: [
      { name: 'filterColumn', label: 'Filtra per colonna', type: 'text', admin: { condition: (_, s) => Boolean(s?.url), description: 'Es. "periodo".' } },
      { name: 'filterValue', label: 'Valore del filtro', type: 'text', admin: { condition: (_, s) => Boolean(s?.url), description: 'Vuoto: l’ultimo valore in ordine (es. il periodo più recente).' } },
      { name: 'minRows', label: 'Righe minime', type: 'number', min: 1, defaultValue: 1, admin: { condition: (_, s) => Boolean(s?.url), description: 'Con meno righe la fonte è considerata guasta.' } },
    ] },
    { name: 'syncNow', type: 'ui', admin: { condition: (_, s) => Boolean(s?.url), components: { Field: '@/cms/components/SyncNowButton.client#SyncNowButton' } } },
    
    status('changedAt', 'Ultimo aggiornamento dei dati', 'date'),
    status('error', 'Errore dell’ultimo controllo', 'textarea'),
  ],
}

/** A KPI tile may take its value from the chart's source: a cell, or an aggregate of a series. */
export const kpiSourceFields: Field[] = [
  { type: 'row', fields: [
    {
      name: 'fromSource',
      label: 'Valore dalla fonte',
      type: 'select',
      options: KPI_AGGREGATES.map((value) => ({ value, label: { cell: 'Una cella', sum: 'Somma', avg: 'Media', min: 'Minimo', max: 'Massimo' }[value] })),
      admin: { description: 'Solo con una fonte dei dati: il valore viene ricalcolato a ogni aggiornamento.' },
    },
    { name: 'sourceSeries', label: 'Serie', type: 'text', admin: { condition: (_, s) => Boolean(s?.fromSource), description: 'Nome della serie; vuoto: la prima.' } },
    { name: 'sourceCategory', label: 'Categoria', type: 'text', admin: { condition: (_, s) => s?.fromSource === 'cell', description: 'Es. "Lazio".' } },
  ] },
]
