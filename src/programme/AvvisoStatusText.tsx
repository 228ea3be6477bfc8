import { Badge } from '@/components/card/Badge'
import { deadlineText, type AnnouncementBadge, type AvvisoStatus } from './status'

const MODIFIER: Record<AvvisoStatus, string> = {
  'Di prossima apertura': 'prossimo',
  Aperto: 'aperto',
  'In scadenza': 'scadenza',
  Sospeso: 'sospeso',
  Chiuso: 'chiuso',
}

type Shown = { status: AvvisoStatus; badge: AnnouncementBadge | null; daysLeft: number | null }

/** The status as a coloured label (its text carries the meaning), «scade tra N giorni» near the end, Nuovo. */
export function AvvisoStatusText({ avviso }: { avviso: Shown }) {
  return (
    <>
      <strong className={`sito-stato sito-stato--${MODIFIER[avviso.status]}`}>{avviso.status}</strong>
      {avviso.status === 'In scadenza' && avviso.daysLeft != null && <span className="sito-stato__giorni">{deadlineText(avviso.daysLeft)}</span>}
      {avviso.badge && <Badge text={avviso.badge} />}
    </>
  )
}
