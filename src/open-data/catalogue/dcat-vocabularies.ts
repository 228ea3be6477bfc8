/** EU Publications Office vocabularies DCAT-AP_IT requires for a dataset's theme and frequency. */
export const THEMES = {
  GOVE: 'Governo e settore pubblico',
  ECON: 'Economia e finanze',
  TECH: 'Scienza e tecnologia',
  REGI: 'Regioni e città',
  SOCI: 'Popolazione e società',
  EDUC: 'Istruzione, cultura e sport',
  HEAL: 'Salute',
  ENVI: 'Ambiente',
  JUST: 'Giustizia, sistema giuridico e sicurezza pubblica',
  TRAN: 'Trasporti',
  ENER: 'Energia',
  AGRI: 'Agricoltura, pesca, silvicoltura e prodotti alimentari',
  INTR: 'Tematiche internazionali',
} as const

export const FREQUENCIES = {
  DAILY: 'Quotidiana',
  WEEKLY: 'Settimanale',
  MONTHLY: 'Mensile',
  QUARTERLY: 'Trimestrale',
  ANNUAL: 'Annuale',
  IRREG: 'Irregolare',
} as const

export const THEME_BASE = 'http://publications.europa.eu/resource/authority/data-theme/'
export const FREQUENCY_BASE = 'http://publications.europa.eu/resource/authority/frequency/'
