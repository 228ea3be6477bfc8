const EURO = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
})

/** An amount in euro, the Italian way and without cents: 1.500.000 €. */
export function formatEuro(amount: number): string {
  return EURO.format(amount)
}
