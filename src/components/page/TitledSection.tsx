import type { ReactNode } from 'react'

/** A block's container; its optional h2 names the section for assistive technologies. */
export function TitledSection({ title, headingId, children }: { title?: string | null; headingId: string; children: ReactNode }) {
  return (
    <section className="container my-4" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className="mb-3">
          {title}
        </h2>
      )}
      {children}
    </section>
  )
}
