import { SiteLink } from '@/components/page/SiteLink'
import { formatLongDate, isoDay } from '@/content/dates'
import type { AnnouncementsGridBlock } from '@/payload-types'
import { AvvisoStatusText } from '@/programme/AvvisoStatusText'
import type { HeadingLevel } from '@/components/card/Card'
import type { AnnouncementView } from './data'

function DateRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <time dateTime={isoDay(value)}>{formatLongDate(value)}</time>
      </dd>
    </>
  )
}

/** One avviso, linking to its page on the site (where «Candidati sulla piattaforma» leads out). */
export function AnnouncementCard({
  item,
  layout,
  level,
}: {
  item: AnnouncementView
  layout: AnnouncementsGridBlock['layout']
  level: HeadingLevel
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <article className={`sito-card sito-card--bordered sito-avviso sito-avviso--${layout}`}>
      <div className="sito-card__body">
        <Heading className="sito-card__title h5">
          <SiteLink href={item.path} className="stretched-link">
            {item.name}
          </SiteLink>
        </Heading>
        <p className="sito-avviso__stato">
          Stato: <AvvisoStatusText avviso={item} />
        </p>
        <dl className="sito-avviso__dati">
          <DateRow label="Data di apertura" value={item.startDate} />
          <DateRow label="Data di chiusura" value={item.endDate} />
          {item.misura && (
            <>
              <dt>Misura</dt>
              <dd>{item.misura}</dd>
            </>
          )}
          {item.entePromotore && (
            <>
              <dt>Ente promotore</dt>
              <dd>{item.entePromotore}</dd>
            </>
          )}
          {item.beneficiari.length > 0 && (
            <>
              <dt>Beneficiari</dt>
              <dd>{item.beneficiari.join(', ')}</dd>
            </>
          )}
        </dl>
      </div>
    </article>
  )
}
