import type { ReactNode } from 'react'
import { siteUrl } from '@/cms/env'
import { breadcrumbJsonLd, type Crumb } from '@/content/breadcrumbs'
import { Breadcrumbs } from '@/components/page/Breadcrumbs'
import { JsonLd } from '@/components/page/JsonLd'

/** Home, the section, the item: the crumbs of a programme page (the last one is the page itself). */
export function programmeCrumbs(section: { title: string; path: string }, item?: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }, { label: section.title, href: item ? section.path : null }]
  return item ? [...crumbs, { label: item, href: null }] : crumbs
}

/** The top of a page of the programme's sections: breadcrumbs (and their JSON-LD), h1, lead; then its sections. */
export function ProgrammeFrame({ crumbs, path, title, lead, children, jsonLd }: { crumbs: Crumb[]; path: string; title: string; lead?: ReactNode; children: ReactNode; jsonLd?: object }) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, path, siteUrl())} />
      {jsonLd && <JsonLd data={jsonLd} />}
      <div className="container pt-4">
        <Breadcrumbs crumbs={crumbs} className="mb-3" />
        <h1 className="mb-3">{title}</h1>
        {lead && <div className="lead mb-4">{lead}</div>}
      </div>
      {children}
    </>
  )
}

/** A section of a programme page, named by its h2. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="container my-4" aria-labelledby={id}>
      <h2 id={id} className="h3 mb-3">
        {title}
      </h2>
      {children}
    </section>
  )
}
