import { IntentLink } from './IntentLink.client'
import type { ReactNode } from 'react'
import { isExternal } from '@/content/links'

/** A link that says when it opens a new window and uses client navigation inside the site. */
export function SiteLink({
  href,
  target,
  className,
  children,
}: {
  href: string
  target?: string | null
  className?: string
  children: ReactNode
}) {
  const newWindow = target === '_blank'
  const note = newWindow ? <span className="visually-hidden"> (si apre in una nuova finestra)</span> : null
  if (isExternal(href) || newWindow || href.startsWith('mailto:') || href.startsWith('tel:')) {
    return (
      <a href={href} className={className} target={newWindow ? '_blank' : undefined} rel={newWindow ? 'noopener noreferrer' : undefined}>
        {children}
        {note}
      </a>
    )
  }
  return (
    <IntentLink href={href} className={className}>
      {children}
    </IntentLink>
  )
}
