import { listRouted } from '@/content/routed'
import type { RoutedCollection } from '@/content/paths'
import { OnDate } from './OnDate'

/** 'Aggiornato il' + the custom update date, at the bottom of the page. */
export function UpdatedOn({ date }: { date: string | null | undefined }) {
  if (!date) return null
  return (
    <div className="container my-4">
      <p className="sito-updated mb-0">
        <OnDate label="Aggiornato" value={date} />
      </p>
    </div>
  )
}

/** A section index is as recent as its most recently updated item. */
export async function IndexUpdatedOn({ collection }: { collection: RoutedCollection }) {
  const dates = (await listRouted(collection, { sort: '-updatedAt', limit: 1 })).items.map((item) => item.customUpdateDate ?? item.updatedAt)
  const latest = dates.filter(Boolean).sort().at(-1)
  return <UpdatedOn date={latest} />
}
