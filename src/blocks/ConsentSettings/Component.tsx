import type { BlockProps } from '../types'
import { VideoConsentControl } from '../leaves.client'

export function ConsentSettingsComponent({ block }: BlockProps<'consentSettings'>) {
  const titleId = `preferenze-${block.id ?? 'browser'}`
  return (
    <section className="container my-4" aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title}</h2>
      <VideoConsentControl />
    </section>
  )
}
