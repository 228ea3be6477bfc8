import { IntentLink } from './IntentLink.client'
import { type Crumb, shouldShowBreadcrumbs } from '@/content/breadcrumbs'

/** Bootstrap Italia breadcrumb; hidden with one crumb, the last one is the current page. */
export function Breadcrumbs({ crumbs, className }: { crumbs: Crumb[]; className?: string }) {
  if (!shouldShowBreadcrumbs(crumbs)) return null
  return (
    <nav className={['breadcrumb-container', className].filter(Boolean).join(' ')} aria-label="Percorso di navigazione">
      <ol className="breadcrumb p-0 mb-0">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1
          return (
            <li key={i} className={last ? 'breadcrumb-item active' : 'breadcrumb-item'} aria-current={last ? 'page' : undefined}>
              {crumb.href && !last ? <IntentLink href={crumb.href}>{crumb.label}</IntentLink> : crumb.label}
              {!last && <span className="separator" aria-hidden="true">/</span>}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
