import { alertExamples } from '../../../blocks/Alert/examples'
import type { AlertBlock } from '../../../payload-types'
import { daysAgo, daysFromNow } from '../dates'

/** The instant `hour`:00 in Rome, `days` from the seed's day (summer or winter time alike). */
function romeAt(days: number, hour: number): Date {
  const day = new Date(daysFromNow(days))
  const utcGuess = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour)
  const romeHour = Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/Rome' }).format(new Date(utcGuess)))
  return new Date(utcGuess - (romeHour - hour) * 3_600_000)
}

const dayMonth = (date: Date) => new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Rome' }).format(date)

/** The next Saturday after the seed's day (never the same day: the notice needs a few days). */
function daysToSaturday(): number {
  const weekday = new Date(daysFromNow(0)).getUTCDay()
  return ((6 - weekday + 7) % 7) + 7 * Number(weekday >= 4)
}

/**
 * The demo's dated alerts: each says when, and hides itself once past (Visibile dal / Visibile
 * fino al), so the demo never shows a stale «sabato» or «scadenza vicina».
 */
export function maintenanceAlert(): AlertBlock {
  const saturday = daysToSaturday()
  const end = romeAt(saturday, 14)
  return {
    ...alertExamples.danger,
    testo: `La piattaforma per le candidature non sarà disponibile ${dayMonth(end)} dalle 8:00 alle 14:00 per un intervento di manutenzione programmata.`,
    visibileDal: daysAgo(2),
    visibileFinoAl: end.toISOString(),
  }
}

/** The deadline to ask for the verification of the objectives (misura 1.4.4), 20 days after the seed's day. */
export function deadlineAlert(): AlertBlock {
  const deadline = romeAt(20, 18)
  return {
    ...alertExamples.warning,
    testo: `Il termine per completare le attività e chiedere la verifica degli obiettivi della misura 1.4.4 scade ${dayMonth(deadline)} alle 18:00. Controlla lo stato del tuo progetto nell’area riservata.`,
    visibileDal: daysAgo(10),
    visibileFinoAl: deadline.toISOString(),
  }
}
