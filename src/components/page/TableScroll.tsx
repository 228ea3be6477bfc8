import type { ReactNode } from 'react'

/**
 * The horizontal scroll box of a table wider than a phone: a named region in the tab order, so
 * keyboard users can scroll it too (WCAG 2.1.1, axe scrollable-region-focusable).
 */
type Props = { label: string; className?: string } & ({ children: ReactNode; html?: never } | { html: string; children?: never })

/** `html`: the table as escaped markup, for a large table that never changes in the browser. */
export function TableScroll({ label, className, children, html }: Props) {
  const content = html === undefined ? { children } : { dangerouslySetInnerHTML: { __html: html } }
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box must be reachable from the keyboard (axe scrollable-region-focusable)
    <div className={['table-responsive sito-table-scroll', className].filter(Boolean).join(' ')} role="region" aria-label={label} tabIndex={0} {...content} />
  )
}
