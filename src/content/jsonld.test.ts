import { describe, expect, it } from 'vitest'
import { faqPageJsonLd, governmentOrganizationJsonLd, newsArticleJsonLd } from './jsonld'

const lexical = (text: string) => ({ root: { children: [{ type: 'paragraph', children: [{ text }] }] } })

describe('JSON-LD', () => {
  it('FAQPage carries the question and the answer text', () => {
    const data = faqPageJsonLd({ title: 'Chi può aderire?', body: [{ blockType: 'richText', content: lexical('I comuni.') }] }, 'https://x.it/f')
    expect(data.mainEntity[0]).toEqual({ '@type': 'Question', name: 'Chi può aderire?', acceptedAnswer: { '@type': 'Answer', text: 'I comuni.' } })
  })
  it('NewsArticle has absolute image and dates', () => {
    const data = newsArticleJsonLd(
      { title: 'T', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-02-01T00:00:00Z', customUpdateDate: '2026-01-15T00:00:00Z' },
      'https://x.it/notizie/t',
      'https://x.it',
      { url: '/cms-api/media/file/a.webp', alt: 'a' },
    )
    expect(data.image).toEqual(['https://x.it/cms-api/media/file/a.webp'])
    expect(data.datePublished).toBe('2026-01-15T00:00:00Z')
    expect(data.dateModified).toBe('2026-02-01T00:00:00Z')
  })
  it('GovernmentOrganization names the programme', () => {
    expect(governmentOrganizationJsonLd('https://x.it')).toMatchObject({ '@type': 'GovernmentOrganization', url: 'https://x.it/' })
  })
})
