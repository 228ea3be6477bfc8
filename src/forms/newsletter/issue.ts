import type { Payload } from 'payload'
import { siteUrl } from '@/cms/env'
import { formatLongDate } from '@/content/dates'
import { avvisoPath, pathFor } from '@/content/paths'
import type { IssueContent, IssueItem } from '@/integrations/mail/templates'
import type { Announcement, News, NewsletterIssue } from '@/payload-types'

const isDoc = <T extends object>(value: unknown): value is T => typeof value === 'object' && value !== null

function avvisoItem(a: Announcement): IssueItem {
  const dates = [a.startDate && `dal ${formatLongDate(a.startDate)}`, a.endDate && `al ${formatLongDate(a.endDate)}`].filter(Boolean).join(' ')
  return { kind: 'Avviso', title: a.name, summary: a.descrizione ?? undefined, detail: dates ? `Domande ${dates}` : undefined, url: `${siteUrl()}${avvisoPath(a.name)}` }
}

function newsItem(n: News): IssueItem {
  return { kind: 'Notizia', title: n.title, summary: n.summary ?? undefined, url: `${siteUrl()}${pathFor('news', n)}` }
}

/** The issue as subscribers read it: its free text around the chosen news and avvisi (published ones only). */
export async function issueContent(payload: Payload, id: number | string): Promise<IssueContent | null> {
  const issue = (await payload.findByID({ collection: 'newsletterIssues', id, depth: 1, overrideAccess: true, disableErrors: true })) as NewsletterIssue | null
  if (!issue) return null
  const news = (issue.news ?? []).filter(isDoc<News>).filter((n) => n._status !== 'draft')
  const avvisi = (issue.avvisi ?? []).filter(isDoc<Announcement>).filter((a) => a._status !== 'draft')
  return { subject: issue.subject, intro: issue.intro, items: [...news.map(newsItem), ...avvisi.map(avvisoItem)], closing: issue.closing }
}
