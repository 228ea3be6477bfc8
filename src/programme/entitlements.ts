import { amountsFor, type AvvisoAmount } from './amounts'
import { acceptsApplications, type AvvisoStatus } from './status'

type Avviso = { status: AvvisoStatus; beneficiari: string[]; importi: AvvisoAmount[]; endDate: string; startDate: string }

export type Entitlement<A extends Avviso> = { avviso: A; amounts: AvvisoAmount[] }

/**
 * «Quanto spetta al mio ente»: the avvisi open to a type of body (or opening soon), each with the
 * amounts that apply to it (the row of its population band for a Comune), nearest deadline first.
 */
export function entitlements<A extends Avviso>(avvisi: readonly A[], beneficiario: string, population: number | null) {
  const forType = avvisi.filter((a) => a.beneficiari.includes(beneficiario))
  const withAmounts = (a: A): Entitlement<A> => ({ avviso: a, amounts: amountsFor(a.importi, beneficiario, population) })
  return {
    open: forType.filter((a) => acceptsApplications(a.status)).sort((a, b) => a.endDate.localeCompare(b.endDate)).map(withAmounts),
    upcoming: forType.filter((a) => a.status === 'Di prossima apertura').sort((a, b) => a.startDate.localeCompare(b.startDate)).map(withAmounts),
  }
}
