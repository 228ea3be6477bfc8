/** One amount of an avviso: for a type of body, in a population band (both ends included) or for any size. */
export type AvvisoAmount = {
  beneficiario: string
  popolazioneDa?: number | null
  popolazioneA?: number | null
  importoInEuro: number
  nota?: string | null
}

const banded = (a: AvvisoAmount) => a.popolazioneDa != null || a.popolazioneA != null

const inBand = (a: AvvisoAmount, population: number) =>
  (a.popolazioneDa == null || population >= a.popolazioneDa) && (a.popolazioneA == null || population <= a.popolazioneA)

/**
 * The amounts of an avviso for one type of body: with a population, the row of its band (or the rows
 * without a band); without one, every row of that type (a table by band, or the single amount).
 */
export function amountsFor(amounts: readonly AvvisoAmount[], beneficiario: string, population: number | null): AvvisoAmount[] {
  const ofType = amounts.filter((a) => a.beneficiario === beneficiario)
  if (population == null) return ofType
  return ofType.filter((a) => !banded(a) || inBand(a, population))
}

const number = new Intl.NumberFormat('it-IT', { useGrouping: 'always' })

/** «fino a 5.000 abitanti», «da 5.001 a 20.000 abitanti», «oltre 100.000 abitanti», «qualunque dimensione». */
export function bandText(a: AvvisoAmount): string {
  const from = a.popolazioneDa ?? 0
  if (a.popolazioneA == null) return from > 0 ? `oltre ${number.format(from - 1)} abitanti` : 'qualunque dimensione'
  return from > 0 ? `da ${number.format(from)} a ${number.format(a.popolazioneA)} abitanti` : `fino a ${number.format(a.popolazioneA)} abitanti`
}

export const formatInhabitants = (n: number) => `${number.format(n)} ${n === 1 ? 'abitante' : 'abitanti'}`
