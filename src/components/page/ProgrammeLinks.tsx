import { beneficiaryPath, measurePath } from '@/content/paths'
import { SiteLink } from './SiteLink'

type Labelled = number | string | { label?: string | null } | null | undefined

const labelsIn = (values: Labelled[] | null | undefined) =>
  (values ?? []).flatMap((v) => (v && typeof v === 'object' && v.label ? [v.label] : []))

/** Measures or beneficiary types as links to their pages (/misure/<slug>, /beneficiari/<slug>), comma separated; null when none. */
export function ProgrammeLinks({ kind, values }: { kind: 'misura' | 'beneficiario'; values: Labelled[] | null | undefined }) {
  const labels = labelsIn(values)
  if (!labels.length) return null
  const path = kind === 'misura' ? measurePath : beneficiaryPath
  return (
    <>
      {labels.map((label, i) => (
        <span key={label}>
          {i > 0 && ', '}
          <SiteLink href={path(label)}>{label}</SiteLink>
        </span>
      ))}
    </>
  )
}
