import { newsletterFormExamples } from '../../../blocks/NewsletterForm/examples'
import type { Data } from '../seeder'

/** Where the forms family appears in the demo content: the newsletter page gets its form after the intro. */
const FORM_BLOCKS: Record<string, NonNullable<Data<'pages'>['body']>> = {
  'novita/newsletter': [newsletterFormExamples.standard],
}

/** Adds the form blocks to their pages (the pages themselves come from the other page files). */
export function withFormBlocks(pages: Data<'pages'>[]): Data<'pages'>[] {
  return pages.map((page) => {
    const blocks = FORM_BLOCKS[page.slug]
    if (!blocks) return page
    const body = [...(page.body ?? [])]
    // After the hero and the introduction, before the closing notes.
    body.splice(Math.min(2, body.length), 0, ...blocks)
    return { ...page, body }
  })
}
