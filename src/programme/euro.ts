const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
const EURO_CENTS = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** An amount in euro, the Italian way: 1.500.000 €, with its cents when it has them (11.200,50 €), never rounded. */
export function formatEuro(amount: number): string {
  return (Number.isInteger(amount) ? EURO : EURO_CENTS).format(amount)
}
